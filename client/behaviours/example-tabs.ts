// Tabs of an endpoint page's request samples and response examples (templates/endpoint/example-tabs.tsx),
// in the WAI-ARIA tabs pattern: click, or arrow keys, Home and End on a tab (focus follows the choice).
// Server-rendered panels are all visible without JavaScript; this shows the tab list and hides the
// panels not chosen. A group with a storage key (`data-example-tabs="docs-build.sample-language"`)
// remembers its choice in localStorage and takes it up on every page, and in every other open tab.

const GROUP = '[data-example-tabs]';
const TAB = `${GROUP} [role="tab"]`;

/** Documents whose listeners are in place. */
const installed = new WeakSet<Document>();

/**
 * Makes the example tabs under `root` work: listeners once per document, the stored choices applied each
 * time, then the tab the reader clicked before this ran (`clickedEarly`), if any.
 */
export function enhanceExampleTabs(root: Document, clickedEarly: HTMLElement | null = null): void {
  if (!installed.has(root)) {
    installed.add(root);
    root.addEventListener('click', (event) => {
      const tab = (event.target as Element | null)?.closest?.<HTMLElement>(TAB);
      if (tab) choose(root, tab);
    });
    root.addEventListener('keydown', (event) => onKeyDown(root, event));
    window.addEventListener('storage', (event) => {
      if (event.key && event.newValue) applyChoice(root, event.key, event.newValue);
    });
  }
  for (const group of root.querySelectorAll<HTMLElement>(GROUP)) {
    if (group.hasAttribute('data-enhanced')) continue;
    const tabs = tabsOf(group);
    const stored = group.dataset.exampleTabs ? read(group.dataset.exampleTabs) : null;
    const chosen =
      tabs.find((tab) => tab.dataset.tab === stored) ??
      tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ??
      tabs[0];
    if (chosen) select(root, group, chosen);
    const list = group.querySelector<HTMLElement>('[role="tablist"]');
    if (list) list.hidden = false;
    group.setAttribute('data-enhanced', '');
  }
  if (clickedEarly?.isConnected) choose(root, clickedEarly);
}

function tabsOf(group: HTMLElement): HTMLElement[] {
  return Array.from(group.querySelectorAll<HTMLElement>('[role="tab"]')).filter((tab) => tab.closest(GROUP) === group);
}

function select(root: Document, group: HTMLElement, chosen: HTMLElement): void {
  for (const tab of tabsOf(group)) {
    const on = tab === chosen;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    const panel = root.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  }
}

/** Selects a tab the reader chose, remembers it, and has the groups sharing its storage key follow. */
function choose(root: Document, tab: HTMLElement): void {
  const group = tab.closest<HTMLElement>(GROUP);
  if (!group) return;
  select(root, group, tab);
  const key = group.dataset.exampleTabs;
  const value = tab.dataset.tab;
  if (!key || !value) return;
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be blocked; the choice still applies on this page.
  }
  applyChoice(root, key, value);
}

function applyChoice(root: Document, key: string, value: string): void {
  for (const group of root.querySelectorAll<HTMLElement>(GROUP)) {
    if (group.dataset.exampleTabs !== key) continue;
    const tab = tabsOf(group).find((t) => t.dataset.tab === value);
    if (tab && tab.getAttribute('aria-selected') !== 'true') select(root, group, tab);
  }
}

function onKeyDown(root: Document, event: KeyboardEvent): void {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>(TAB);
  const group = tab?.closest<HTMLElement>(GROUP);
  if (!tab || !group || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = tabsOf(group);
  const index = tabs.indexOf(tab);
  const last = tabs.length - 1;
  const target = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  const next = tabs[target]!;
  choose(root, next);
  next.focus();
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
