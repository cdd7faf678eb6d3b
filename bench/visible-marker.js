import { CHROMIUM_PATH } from './browser-resources.js';

const WANT_KEY = '__docsBuildBenchWant';
const SEEN_KEY = '__docsBuildBenchSeen';
/** Set on the window after each measurement: gone after a reload, still there after an in-place swap. */
const SAME_DOCUMENT_FLAG = '__docsBuildBenchSameDocument';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Wall clock in ms since the epoch, from the monotonic clock (the same sum the page takes). */
export const wallNow = () => performance.timeOrigin + performance.now();

/**
 * A page's wall clock minus this process's, from the shortest of a few round trips (half of it is the
 * uncertainty): both sides time with performance.timeOrigin + performance.now().
 */
export async function pageClockSkew(page) {
  let best;
  for (let trip = 0; trip < 5; trip++) {
    const sent = wallNow();
    const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    const received = wallNow();
    const uncertaintyMs = (received - sent) / 2;
    if (!best || uncertaintyMs < best.uncertaintyMs) best = { skewMs: pageNow - (sent + received) / 2, uncertaintyMs };
  }
  return best;
}

/**
 * Runs in every document the tab loads, before its own scripts (reloads included). It reads the wanted
 * marker and where to look for it from sessionStorage (which outlives reloads), checks on
 * DOMContentLoaded and on every DOM mutation, and once the marker is in that element's text, records
 * the wall-clock time of the next animation frame (about when it is painted) in sessionStorage.
 */
function detector({ wantKey, seenKey }) {
  let recording;
  const read = (key) => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null');
    } catch {
      return null; // A document without storage (about:blank) has nothing to detect.
    }
  };
  const check = () => {
    const want = read(wantKey);
    if (!want || recording === want.marker || read(seenKey)?.marker === want.marker) return;
    if (!document.querySelector(want.selector)?.textContent.includes(want.marker)) return;
    recording = want.marker;
    requestAnimationFrame(() =>
      sessionStorage.setItem(
        seenKey,
        JSON.stringify({ marker: want.marker, at: performance.timeOrigin + performance.now() }),
      ),
    );
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
}

/**
 * Headless Chromium with one tab that times when a marker written into a page shows up in it.
 * @returns {Promise<{ open(url: string): Promise<void>, measure(options: { marker: string, selector: string,
 *   write: () => void, timeoutMs: number }): Promise<{ ms: number, inPlace: boolean }>,
 *   settle(options?: { expected?: boolean }): Promise<void>, lateLoads(): number, clockSkewMs(): Promise<{ skewMs: number, uncertaintyMs: number }>,
 *   close(): Promise<void> }>}
 */
export async function openMarkerTab() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.addInitScript(detector, { wantKey: WANT_KEY, seenKey: SEEN_KEY });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    // Loads of the tab the measurements did not wait for: a reload after the marker was already shown.
    let counted = 0;
    let lateLoads = 0;
    const countLateLoads = () => {
      lateLoads += navigations - counted;
      counted = navigations;
    };
    const markDocument = () => page.evaluate((flag) => void (window[flag] = true), SAME_DOCUMENT_FLAG);

    return {
      async open(url) {
        const response = await page.goto(url, { waitUntil: 'load' });
        if (!response?.ok())
          throw new Error(`${url} answered ${response?.status()}; the bench expected the edited page there`);
        await markDocument();
        counted = navigations;
      },
      /**
       * Asks the tab to look for `marker` in `selector`, calls `write` (which saves the edit) and waits
       * until the tab has shown the marker: the time from just before `write` to the frame that showed
       * it, and whether the tab showed it without reloading.
       */
      async measure({ marker, selector, write, timeoutMs }) {
        countLateLoads();
        await page.evaluate(
          ([key, want]) => sessionStorage.setItem(key, JSON.stringify(want)),
          [WANT_KEY, { marker, selector }],
        );
        const startedAt = wallNow();
        write();
        const seen = await page.waitForFunction(
          ([key, wanted]) => {
            const value = JSON.parse(sessionStorage.getItem(key) ?? 'null');
            return value?.marker === wanted ? value.at : undefined;
          },
          [SEEN_KEY, marker],
          { polling: 10, timeout: timeoutMs },
        );
        const shownAt = await seen.jsonValue();
        const inPlace = await page.evaluate((flag) => window[flag] === true, SAME_DOCUMENT_FLAG);
        counted = navigations;
        return { ms: shownAt - startedAt, inPlace };
      },
      /**
       * Called when the server is idle again: waits for a reload under way to load, and marks the
       * document. Loads since the measurement count as late ones unless `expected` (the bench's own
       * restoring of the page, which may reload the tab).
       */
      async settle({ expected = false } = {}) {
        await page.waitForLoadState('load');
        if (expected) counted = navigations;
        else countLateLoads();
        await markDocument();
      },
      /** How many times the tab loaded after a measurement had seen its marker (none expected). */
      lateLoads() {
        countLateLoads();
        return lateLoads;
      },
      /** Chromium's wall clock minus this process's (see pageClockSkew). */
      clockSkewMs: () => pageClockSkew(page),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
