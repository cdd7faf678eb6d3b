import { CHROMIUM_PATH } from './browser-resources.js';
import { pageClockSkew } from './visible-marker.js';

const WANT_KEY = '__docsBuildBenchMarkers';
const SEEN_KEY = '__docsBuildBenchMarkersSeen';
const ARRIVED_KEY = '__docsBuildBenchMarkersArrived';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Runs in every document the tab loads (reloads included): for each marker of the wanted list
 * (sessionStorage, which outlives reloads) not seen yet, checks on DOMContentLoaded and on every DOM
 * mutation whether it is in the element's text, and records the wall-clock time of the next animation
 * frame (about when it is painted). It also records when each marker first arrives in a message of the
 * page's WebSockets (watch's, which carries an edited page's HTML): the server's part of the time.
 */
function detector({ wantKey, seenKey, arrivedKey }) {
  const read = (key, fallback) => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? fallback;
    } catch {
      return fallback; // A document without storage (about:blank) has nothing to detect.
    }
  };
  const recording = new Set();
  const check = () => {
    const want = read(wantKey, null);
    if (!want) return;
    const text = document.querySelector(want.selector)?.textContent;
    if (!text) return;
    const seen = read(seenKey, {});
    for (const marker of want.markers) {
      if (seen[marker] !== undefined || recording.has(marker) || !text.includes(marker)) continue;
      recording.add(marker);
      requestAnimationFrame(() => {
        const now = read(seenKey, {});
        now[marker] = performance.timeOrigin + performance.now();
        sessionStorage.setItem(seenKey, JSON.stringify(now));
      });
    }
  };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const at = performance.timeOrigin + performance.now();
        const want = read(wantKey, null);
        if (!want || typeof event.data !== 'string') return;
        const arrived = read(arrivedKey, {});
        for (const marker of want.markers)
          if (arrived[marker] === undefined && event.data.includes(marker)) arrived[marker] = at;
        sessionStorage.setItem(arrivedKey, JSON.stringify(arrived));
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
}

/**
 * Headless Chromium with one tab that records when each of a list of markers first shows in an element,
 * across reloads. Times are wall clock (performance.timeOrigin + performance.now()) in the page.
 */
export async function openMarkersTab() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const stored = (key) =>
      page.evaluate((name) => {
        try {
          return JSON.parse(sessionStorage.getItem(name) ?? '{}');
        } catch {
          return {};
        }
      }, key);
    await page.addInitScript(detector, { wantKey: WANT_KEY, seenKey: SEEN_KEY, arrivedKey: ARRIVED_KEY });
    return {
      page,
      /** Sets the markers the open document (and those loaded after it) looks for, forgetting those seen before. */
      async watchFor(selector, markers) {
        await page.evaluate(
          ([wantKey, seenKey, arrivedKey, want]) => {
            sessionStorage.setItem(wantKey, JSON.stringify(want));
            sessionStorage.removeItem(seenKey);
            sessionStorage.removeItem(arrivedKey);
          },
          [WANT_KEY, SEEN_KEY, ARRIVED_KEY, { selector, markers }],
        );
      },
      /** The markers seen so far, with when (wall clock, page side). */
      seen: () => stored(SEEN_KEY),
      /** The markers that arrived in a WebSocket message so far, with when (wall clock, page side). */
      arrived: () => stored(ARRIVED_KEY),
      /** Chromium's wall clock minus this process's (see pageClockSkew). */
      clockSkewMs: () => pageClockSkew(page),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
