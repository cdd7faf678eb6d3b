import type { RenderedPage } from '../model/rendered-page.js';

/**
 * Renderers that take a page's HTML from `memo` when its render key is there and put it there when
 * they render it: a process that builds the same site again and again in memory (`watch`) renders only
 * the pages whose inputs changed. Keys of pages this build does not have are dropped first, so the memo
 * never holds more than one site. The memo holds the HTML as UTF-8 bytes (with its parts' keys), which
 * the renderers return: the same buffer can be served from one build to the next, never copied.
 */
export function memoizedRenderers(
  renderers: Map<string, () => RenderedPage>,
  keys: Map<string, string>,
  memo: Map<string, RenderedPage>,
  stats: { hits: number; misses: number },
): Map<string, () => RenderedPage> {
  const current = new Set(keys.values());
  for (const key of memo.keys()) if (!current.has(key)) memo.delete(key);
  const memoized = new Map<string, () => RenderedPage>();
  for (const [route, render] of renderers) {
    const key = keys.get(route);
    memoized.set(route, () => {
      const remembered = key === undefined ? undefined : memo.get(key);
      if (remembered !== undefined) {
        stats.hits++;
        return remembered;
      }
      stats.misses++;
      const rendered = render();
      const page = { ...rendered, html: Buffer.from(rendered.html) };
      if (key !== undefined) memo.set(key, page);
      return page;
    });
  }
  return memoized;
}
