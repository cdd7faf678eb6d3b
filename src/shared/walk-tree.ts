import type { Node, Parent } from 'unist';

/** Returned by a visitor: do not walk into the node's children. */
export const SKIP = Symbol('skip');

/**
 * What a visitor returns: nothing to go on with the next sibling (after the node's children), `SKIP` to
 * leave the children out, or the index in `parent` to go on from after replacing or removing nodes.
 */
export type VisitorResult = void | number | typeof SKIP;

/**
 * Calls `visitor` for every node below `tree` whose type is `types` (or one of them), depth first in
 * document order, with its index and parent — the contract of unist-util-visit for the cases our
 * plugins use. unist-util-visit also gives a debugging name to a function for every node it passes
 * (`Object.defineProperty`), which took about a seventh of the time of rendering a Markdown page.
 */
export function walkTree<T extends Node = Node>(
  tree: Node,
  types: string | readonly string[],
  visitor: (node: T, index: number, parent: Parent) => VisitorResult,
): void {
  const matches = typeof types === 'string' ? (type: string) => type === types : (type: string) => types.includes(type);
  walkChildren(tree as Parent, matches, visitor as (node: Node, index: number, parent: Parent) => VisitorResult);
}

function walkChildren(
  parent: Parent,
  matches: (type: string) => boolean,
  visitor: (node: Node, index: number, parent: Parent) => VisitorResult,
): void {
  if (!Array.isArray(parent.children)) return;
  let index = 0;
  // `parent.children` is read on every step: a visitor may replace or remove the nodes around it.
  while (index < parent.children.length) {
    const node = parent.children[index]!;
    const result = matches(node.type) ? visitor(node, index, parent) : undefined;
    if (result !== SKIP) walkChildren(node as Parent, matches, visitor);
    index = typeof result === 'number' ? result : index + 1;
  }
}
