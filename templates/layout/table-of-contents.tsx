import type { TocItemView } from '../view-types.js';

interface TocNode {
  item: TocItemView;
  children: TocNode[];
}

/** Nests each heading under the nearest shallower heading before it (a leading deeper one stays at the top level). */
function nest(items: TocItemView[]): TocNode[] {
  const top: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of items) {
    while (open.length > 0 && open[open.length - 1]!.item.depth >= item.depth) open.pop();
    const node: TocNode = { item, children: [] };
    (open.length > 0 ? open[open.length - 1]!.children : top).push(node);
    open.push(node);
  }
  return top;
}

function TocList({ items }: { items: TocItemView[] }) {
  return <TocNodes nodes={nest(items)} className="toc-list" />;
}

function TocNodes({ nodes, className }: { nodes: TocNode[]; className: string }) {
  return (
    <ul className={className}>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a className="toc-link" href={`#${item.id}`}>
            {item.text}
          </a>
          {children.length > 0 ? <TocNodes nodes={children} className="toc-list toc-list--nested" /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The page's headings (h2–h3 unless it asks for others), in a column right of the content (wide screens). */
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
