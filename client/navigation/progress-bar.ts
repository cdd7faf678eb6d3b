/** Navigations quicker than this never show the bar. */
const PROGRESS_DELAY_MS = 200;

/**
 * Starts watching a navigation: if it is still running after 200 ms a thin bar appears at the top of
 * the window. Returns the function that ends it (and removes the bar).
 */
export function startProgressBar(): () => void {
  let bar: HTMLElement | undefined;
  const timer = window.setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'nav-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    document.body.append(bar);
  }, PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    bar?.remove();
  };
}
