// What refractor (the highlighter the build uses) needs of `hastscript` and `parse-entities`, for the
// console's highlighter chunk: the bundle aliases both packages to this module (src/bundle/bundle-client.ts).
// refractor makes each token with `h('span.token.keyword', attributes, children)`; hastscript would
// bring HTML's whole property table (about 18 KB) to build those spans. Attributes (a title some
// grammars' hooks add) are not shown by the console, so their text is kept as it is.

import type { Element, ElementContent } from 'hast';

/** An element from a `tag.class.class` selector, as hastscript's `h` makes it. */
export function h(
  selector: string,
  attributes: Record<string, string>,
  children: ElementContent | ElementContent[],
): Element {
  const [tagName = 'span', ...className] = selector.split('.');
  return {
    type: 'element',
    tagName,
    properties: { ...attributes, className },
    children: Array.isArray(children) ? children : [children],
  };
}

/** Attribute text as it is (see above). */
export function parseEntities(value: string): string {
  return value;
}
