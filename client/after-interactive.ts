/**
 * Runs `task` once the page is interactive and the browser has a moment: after the `load` event, in
 * idle time. For work that must never compete with the page itself (third-party widgets, warming
 * chunks for later).
 */
export function afterInteractive(task: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 3000 })
      : window.setTimeout(task, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
