/** One heading of Docusaurus' `toc` export, which `<TOCInline toc={toc} />` is given. */
export interface TocInlineItem {
  value: string;
  id: string;
  level: number;
}

export interface TocInlineProps {
  toc?: readonly TocInlineItem[];
  /** @default 2 */
  minHeadingLevel?: number;
  /** @default 3 */
  maxHeadingLevel?: number;
}

interface TocTree {
  item: TocInlineItem;
  children: TocTree[];
}

/** Nests each heading under the closest shallower one before it. */
function nest(items: readonly TocInlineItem[]): TocTree[] {
  const roots: TocTree[] = [];
  const stack: TocTree[] = [];
  for (const item of items) {
    const node = { item, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.item.level >= item.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes }: { nodes: TocTree[] }) {
  return (
    <ul>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.value}</a>
          {children.length > 0 ? <TocList nodes={children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Docusaurus' `@theme/TOCInline`: the page's headings as a list of links, inside the content. */
export function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3 }: TocInlineProps) {
  const items = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  if (items.length === 0) return null;
  return (
    <nav className="mdx-toc-inline" aria-label="On this page">
      <TocList nodes={nest(items)} />
    </nav>
  );
}
