import type { DiscoveredSite } from '../build/build-site.js';
import type { PageParts } from '../model/rendered-page.js';
import { createMemorySource, type MemorySource } from '../serve/memory-source.js';
import { previewPage } from './first-page-preview.js';
import type { FindAhead } from './placeholder-site.js';
import { injectWatchClient } from './watch-client.js';

/** The pages watch shows ahead of its first build, and the files they link. */
export interface FirstBuildPreviews {
  /** A file asked for while the first build runs (see `placeholderForPages`). */
  find: FindAhead;
  /**
   * For the first build's `onDiscovered`: the site to render pages from, handed over; settles when the
   * pages asked for until now are shown, so that they need not share the machine with the content stage.
   */
  discovered(site: DiscoveredSite): Promise<unknown>;
  /** The first build is done, well or not: no page is shown ahead any more, files waited for are looked for in `site`. */
  end(): void;
}

/**
 * Pages a tab asks for while watch's first build runs, each rendered once (see `previewPage`) as soon
 * as the build has discovered the site, and served with the watch client told it is a preview. Their
 * parts' keys go into `servedParts`, so that the build's pages are swapped in as any changed page is.
 * Another file asked for meanwhile (a page's Markdown copy, `all-docs.txt`, which pages fetch ahead)
 * is answered from `site` once the build is done.
 */
export function createFirstBuildPreviews(
  site: MemorySource,
  servedParts: Map<string, PageParts>,
  baseUrl: () => string,
): FirstBuildPreviews {
  let done = false;
  const shown = createMemorySource({
    decorate: (file, body) =>
      file.endsWith('.html') ? Buffer.from(injectWatchClient(body.toString('utf8'), file, baseUrl(), true)) : body,
  });
  let handOver: (discovered: DiscoveredSite | undefined) => void = () => undefined;
  const discovered = new Promise<DiscoveredSite | undefined>((resolve) => (handOver = resolve));
  let finish: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  const previews = new Map<string, Promise<void>>();

  async function show(relative: string): Promise<void> {
    const from = await discovered;
    const files = from && !done ? await previewPage(from, relative).catch(() => undefined) : undefined;
    if (!files || done) return;
    for (const [file, { parts }] of files) if (parts) servedParts.set(file, parts);
    shown.patch(new Map([...files].map(([file, { contents }]) => [file, contents])));
  }

  return {
    async find(relative, trailingSlash, page) {
      if (page) {
        if (!previews.has(relative)) previews.set(relative, show(relative));
        await previews.get(relative);
      }
      const found = done ? null : await (await shown.view())?.find(relative, trailingSlash);
      if (found || page) return found ?? null;
      await ended;
      return (await (await site.view())?.find(relative, trailingSlash)) ?? null;
    },
    discovered(from) {
      handOver(from);
      return Promise.all(previews.values());
    },
    end() {
      done = true;
      handOver(undefined);
      finish();
      shown.replace(new Map());
    },
  };
}
