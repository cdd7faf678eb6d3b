import { createContext, createElement, useContext } from 'react';

/**
 * The parts of a page's body the render stage keys by their bytes (see `PageParts` in
 * src/model/rendered-page.ts): the page area between navbar and footer, and the main element in it.
 */
export type PartName = 'area' | 'main';

/**
 * The tag name of the marks around a page's parts, which the render stage (src/render/page-parts.ts)
 * removes from the HTML as it keys the parts; without it (a template rendered on its own) no mark is
 * rendered.
 */
export const PartMarkTagContext = createContext<string | undefined>(undefined);

/** Marks where a part of the page starts or ends: an empty element the render stage takes out again. */
export function PartMark({ part, end = false }: { part: PartName; end?: boolean }) {
  const tag = useContext(PartMarkTagContext);
  return tag === undefined ? null : createElement(tag, { 'data-part': `${part}-${end ? 'end' : 'start'}` });
}
