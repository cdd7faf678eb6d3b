/** What loading a URL for client navigation gave. */
export type FetchedPage =
  /** A page of this site: its HTML, to be parsed when it is shown. */
  | { kind: 'page'; html: string }
  /** Something else (another app, a file, another build of the site): the browser loads it itself. */
  | { kind: 'reload' }
  /** A network error or a server error (5xx); the reader can retry. */
  | { kind: 'failed'; reason: string };

/**
 * Fetches `url` and decides whether the client router can show it: it must be HTML from this origin
 * that loads the same entry script as the current page (a page of the same build). A 404 answered with
 * the site's 404 page is a page like any other.
 */
export async function fetchPage(url: URL, entryScript: string): Promise<FetchedPage> {
  let response: Response;
  try {
    response = await fetch(url.pathname + url.search, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  } catch (error) {
    return { kind: 'failed', reason: `network error (${String(error)})` };
  }
  if (response.status >= 500) return { kind: 'failed', reason: `HTTP ${response.status}` };
  if (response.url && new URL(response.url).origin !== location.origin) return { kind: 'reload' };
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return { kind: 'reload' };
  let html: string;
  try {
    html = await response.text();
  } catch (error) {
    return { kind: 'failed', reason: `network error (${String(error)})` };
  }
  return isSitePage(html, entryScript) ? { kind: 'page', html } : { kind: 'reload' };
}

/** A cheap check on the text, before parsing: the page loads our entry module and has the main landmark. */
function isSitePage(html: string, entryScript: string): boolean {
  return html.includes(`src="${entryScript}"`) && html.includes('id="main-content"');
}
