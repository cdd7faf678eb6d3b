import type { TocItemView } from '../view-types.js';

interface TocNode {
  item: TocItemView;
  children: TocItemView[];
}

/** Nests each h3 under the h2 before it (a leading h3 stays at the top level). */
function nest(items: TocItemView[]): TocNode[] {
  const nodes: TocNode[] = [];
  for (const item of items) {
    const parent = nodes[nodes.length - 1];
    if (item.depth === 3 && parent && parent.item.depth === 2) parent.children.push(item);
    else nodes.push({ item, children: [] });
  }
  return nodes;
}

function TocList({ items }: { items: TocItemView[] }) {
  return (
    <ul className="toc-list">
      {nest(items).map(({ item, children }) => (
        <li key={item.id}>
          <a className="toc-link" href={`#${item.id}`}>
            {item.text}
          </a>
          {children.length > 0 ? (
            <ul className="toc-list toc-list--nested">
              {children.map((child) => (
                <li key={child.id}>
                  <a className="toc-link" href={`#${child.id}`}>
                    {child.text}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The page's h2–h3 headings, in a column right of the content (wide screens). */
export function TableOfContents({ items }: { items: TocItemView[] }) {
  return (
    <div className="toc-column">
      <nav className="toc" aria-label="On this page">
        <p className="toc-title">On this page</p>
        <TocList items={items} />
      </nav>
    </div>
  );
}

/** The same headings folded above the content, for screens too narrow for the TOC column. */
export function InlineTableOfContents({ items }: { items: TocItemView[] }) {
  return (
    <details className="toc-inline">
      <summary>On this page</summary>
      <TocList items={items} />
    </details>
  );
}
