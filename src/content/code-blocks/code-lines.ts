import type { Element, ElementContent } from 'hast';

/**
 * Splits highlighted tokens into lines, each a `span.line`, so that lines can be marked. A token that
 * spans lines (a block comment, a template string) is repeated on each line it covers.
 */
export function splitIntoLines(nodes: ElementContent[]): Element[] {
  const lines: Element[] = [];
  let line!: Element;
  // The copy of each token on the current line, so that its later pieces join it.
  let copies = new Map<Element, Element>();
  const startLine = () => {
    line = { type: 'element', tagName: 'span', properties: { className: ['line'] }, children: [] };
    lines.push(line);
    copies = new Map();
  };
  const containerFor = (path: Element[]): Element => {
    let parent = line;
    for (const token of path) {
      let copy = copies.get(token);
      if (!copy) {
        copy = { type: 'element', tagName: token.tagName, properties: token.properties, children: [] };
        parent.children.push(copy);
        copies.set(token, copy);
      }
      parent = copy;
    }
    return parent;
  };
  const walk = (node: ElementContent, path: Element[]) => {
    if (node.type === 'element') {
      for (const child of node.children) walk(child, [...path, node]);
      return;
    }
    if (node.type !== 'text') return;
    node.value.split('\n').forEach((part, index) => {
      if (index > 0) startLine();
      if (part) containerFor(path).children.push({ type: 'text', value: part });
    });
  };
  startLine();
  for (const node of nodes) walk(node, []);
  return lines;
}
