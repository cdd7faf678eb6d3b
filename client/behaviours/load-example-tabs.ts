// Loads the endpoint tabs' script (example-tabs.ts), a chunk of its own, on pages that have such tabs.
// Where scripts run, the tab list shows before that chunk arrives (endpoint.css), so a reader can click a
// tab while it loads: that click is remembered and the tab chosen once the chunk has run.

// As in example-tabs.ts, not imported from it: that would put the chunk in the entry.
const GROUP = '[data-example-tabs]';
const TAB = `${GROUP} [role="tab"]`;

/** Enhances the example tabs under `root`, if it has any, with the tab clicked while the script loaded. */
export function loadExampleTabs(root: Document): void {
  if (!root.querySelector(GROUP)) return;
  let clickedEarly: HTMLElement | null = null;
  const remember = (event: Event) => {
    clickedEarly = (event.target as Element | null)?.closest?.<HTMLElement>(TAB) ?? clickedEarly;
  };
  root.addEventListener('click', remember);
  void import('./example-tabs.js').then(({ enhanceExampleTabs }) => {
    root.removeEventListener('click', remember);
    enhanceExampleTabs(root, clickedEarly);
  });
}
