/** The history state the router writes: the scroll position of the entry. */
interface ScrollState {
  scrollY: number;
}

export interface ScrollMemory {
  /** Writes the current scroll position into the current history entry. */
  save(): void;
  /** The state of a new entry (scrolled to the top). */
  initialState(): ScrollState;
}

/**
 * Keeps each history entry's scroll position in its state (written shortly after scrolling stops), so
 * back/forward and reloads put the reader where they were. The browser's own restoration is turned off
 * because it cannot know when a client-side page is in place.
 */
export function installScrollMemory(): ScrollMemory {
  history.scrollRestoration = 'manual';
  const save = () => history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, '');
  let timer: number | undefined;
  window.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(save, 150);
    },
    { passive: true },
  );
  window.addEventListener('pagehide', save);
  const saved = (history.state as Partial<ScrollState> | null)?.scrollY;
  if (saved !== undefined && !location.hash) window.scrollTo(0, saved);
  return { save, initialState: () => ({ scrollY: 0 }) };
}

/** After a page change: back to `scrollY`, else to the element the hash names, else to the top. */
export function restoreScroll(url: URL, scrollY: number | undefined): void {
  if (scrollY !== undefined) {
    window.scrollTo(0, scrollY);
    return;
  }
  const id = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
