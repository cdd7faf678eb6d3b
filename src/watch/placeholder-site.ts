import { PLACEHOLDER_META } from '../../client/watch/watch-messages.js';
import { REDIRECTS_FILE } from '../model/generated-files.js';
import type { FileSource, SourceFile } from '../serve/file-source.js';

/**
 * The site served while the first build runs: a page that reloads when it is done (a tab that
 * reconnects after a restart reloads at once, and would otherwise get no page at all). It reloads on
 * the build's message, or, when it connected only after the build ended, on the `ready` it is sent then.
 */
export function buildingSite(): Map<string, string> {
  return placeholderSite('Building…', 'Building the site', 'This page reloads when the first build is done.');
}

/** The site served when no build has succeeded yet: a page that shows the overlay, for every path. */
export function errorSite(errorCount: number): Map<string, string> {
  return placeholderSite(
    'Build failed',
    'The site did not build',
    `${errorCount} error${errorCount === 1 ? '' : 's'}; see the terminal. This page reloads when a build succeeds.`,
  );
}

/** One page for every path (served with the watch client, as every page). */
function placeholderSite(title: string, heading: string, text: string): Map<string, string> {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="${PLACEHOLDER_META}"><title>${title}</title></head>` +
    `<body><main><h1>${heading}</h1><p>${text}</p></main></body></html>`;
  return new Map([['404.html', html]]);
}

/**
 * A file found ahead of the first build: `page` tells whether the path is a page's, which may then be
 * rendered on the spot (see `previewPage`); null when there is none.
 */
export type FindAhead = (relative: string, trailingSlash: boolean, page: boolean) => Promise<SourceFile | null>;

/**
 * `source` as served while `showsPlaceholder()`: a file it does not hold is looked for `ahead` (a page
 * a tab asks for is shown before the first build is done, with the files it links); any page path
 * still not found (all of them, while the "Building the site" page is the only file) answers that
 * page with 200, not 404, so that a tab opened on any page during the first build gets a page, which
 * reloads when the build is done. Other files (`/assets/app.js`, an image) are answered `ahead` or miss.
 */
export function placeholderForPages(
  source: FileSource,
  showsPlaceholder: () => boolean,
  ahead: FindAhead = async () => null,
): FileSource {
  return {
    get missesMayBeTransient() {
      return source.missesMayBeTransient;
    },
    async view() {
      const view = await source.view();
      if (!view || !showsPlaceholder()) return view;
      return {
        find: async (relative, trailingSlash) => {
          const found = await view.find(relative, trailingSlash);
          // The redirects come with the build (every request looks for them first): ahead of it there are none.
          if (found || !showsPlaceholder() || relative === REDIRECTS_FILE) return found;
          const page = isPagePath(relative);
          return (await ahead(relative, trailingSlash, page)) ?? (page ? view.find('404.html', false) : null);
        },
      };
    },
  };
}

/** A path a page is served at: no extension in its last segment (`a/b`, `''`), or `.html`. */
function isPagePath(relative: string): boolean {
  const last = relative.split('/').at(-1) ?? '';
  return !last.includes('.') || last.endsWith('.html');
}
