import { PAGE_LOAD_EVENT } from '../page-events.js';
import { DESCRIPTION_SELECTORS, PAGE_HEAD_SELECTORS } from '../navigation/page-head-selectors.js';
import type { SwapScope } from './watch-messages.js';

/**
 * Puts the new version of the page (`html`) in place, as far as `scope` says: the head's stylesheets
 * (`styles`), the main element (`main`), or the page area (`page`), keeping the scroll positions and
 * the sidebar categories the reader opened, with the new content's stylesheets loaded first, and the
 * page's islands hydrated again. Reloads when the page has no such part.
 */
export async function swapInPlace(html: string, scope: SwapScope): Promise<void> {
  const incoming = new DOMParser().parseFromString(html, 'text/html');
  if (scope === 'styles') return swapStylesheets(incoming);
  const selector = scope === 'page' ? '.page-wrapper' : '#main-content';
  const current = document.querySelector(selector);
  const next = incoming.querySelector(selector);
  if (!current || !next) return location.reload();
  const loaded = new Set(Array.from(document.styleSheets, (sheet) => sheet.href));
  const newStyles = Array.from(
    next.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
    (link) => link.href,
  ).filter((href) => !loaded.has(href));
  // Loaded before the swap, so the new content never shows unstyled; dropped once the content's own links have it.
  const early = await Promise.all(newStyles.map(loadStylesheet));
  const x = scrollX;
  const y = scrollY;
  const restorePageArea = scope === 'page' ? pageAreaState() : () => {};
  if (scope === 'page') document.title = incoming.title;
  syncHeadTags(incoming, scope === 'page' ? PAGE_HEAD_SELECTORS : DESCRIPTION_SELECTORS);
  current.replaceWith(document.adoptNode(next));
  restorePageArea();
  scrollTo(x, y);
  for (const link of early) link.remove();
  document.dispatchEvent(new CustomEvent(PAGE_LOAD_EVENT));
}

/**
 * Loads again the stylesheets the page links whose files (site paths, `assets/x.css`) now have other
 * bytes under the same name, each new one loaded before the old one goes.
 */
export async function refreshStylesheets(changedFiles: readonly string[], base: string): Promise<void> {
  const files = new Set(changedFiles.filter((file) => file.endsWith('.css')).map((file) => base + file));
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !files.has(url.pathname)) continue;
    url.searchParams.set('t', String(Date.now()));
    const fresh = link.cloneNode() as HTMLLinkElement;
    fresh.href = url.href;
    await new Promise((resolve) => {
      fresh.addEventListener('load', resolve);
      fresh.addEventListener('error', resolve);
      link.after(fresh);
    });
    link.remove();
  }
}

/** Puts the head tags `selectors` name as `next` has them: replaced, removed or added. */
function syncHeadTags(next: Document, selectors: readonly string[]): void {
  for (const selector of selectors) {
    const current = document.head.querySelector(selector);
    const fresh = next.head.querySelector(selector);
    if (current && fresh) current.replaceWith(document.importNode(fresh, true));
    else if (current) current.remove();
    else if (fresh) document.head.append(document.importNode(fresh, true));
  }
}

function loadStylesheet(href: string): Promise<HTMLLinkElement> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(link));
    link.addEventListener('error', () => resolve(link));
    document.head.append(link);
  });
}

/**
 * The head's stylesheets as the new page links them: each new one loaded before the old ones go, so
 * the page never shows unstyled.
 */
async function swapStylesheets(incoming: Document): Promise<void> {
  const current = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
  const kept = new Set(current.map((link) => link.href));
  const wanted = Array.from(
    incoming.head.querySelectorAll('link[rel="stylesheet"]'),
    (link) => new URL(link.getAttribute('href') ?? '', location.href).href,
  );
  await Promise.all(wanted.filter((href) => !kept.has(href)).map(loadStylesheet));
  for (const link of current) if (!wanted.includes(link.href)) link.remove();
}

/** Elements of the page area whose scroll a `page` swap keeps. */
const SCROLLED = ['#docs-sidebar', '#docs-sidebar .sidebar-nav', '.toc'];

/**
 * What the reader did in the page area that a swap would undo: the sidebar categories opened or
 * closed, and how far the sidebar and the table of contents are scrolled. Returns what puts it back.
 */
function pageAreaState(): () => void {
  const lists = Array.from(
    document.querySelectorAll<HTMLElement>('#docs-sidebar ul[id]'),
    (list) => [list.id, list.hidden] as const,
  );
  const scrolls = SCROLLED.map((selector) => [selector, document.querySelector(selector)?.scrollTop ?? 0] as const);
  return () => {
    for (const [id, hidden] of lists) {
      const list = document.getElementById(id);
      if (!list || !list.closest('#docs-sidebar')) continue;
      list.hidden = hidden;
      document
        .querySelector(`#docs-sidebar [aria-controls="${CSS.escape(id)}"]`)
        ?.setAttribute('aria-expanded', String(!hidden));
    }
    for (const [selector, top] of scrolls) {
      const element = document.querySelector(selector);
      if (element) element.scrollTop = top;
    }
  };
}
