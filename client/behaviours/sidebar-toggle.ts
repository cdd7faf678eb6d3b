import { SIDEBAR_HIDDEN_STORAGE_KEY } from '../storage-keys.js';

/**
 * The sidebar's "Collapse sidebar" / "Expand sidebar" buttons hide and show it. The choice is kept in
 * localStorage, and the `<head>` script applies it before first paint on every later page.
 */
export function installSidebarToggle(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-sidebar-toggle]');
    if (!button) return;
    const hide = button.dataset.sidebarToggle === 'hide';
    if (hide) root.documentElement.dataset.sidebarHidden = 'true';
    else delete root.documentElement.dataset.sidebarHidden;
    try {
      if (hide) localStorage.setItem(SIDEBAR_HIDDEN_STORAGE_KEY, 'hidden');
      else localStorage.removeItem(SIDEBAR_HIDDEN_STORAGE_KEY);
    } catch {
      // Without storage the choice lasts until the next full page load.
    }
    // The pressed button disappears; keep the keyboard user on the one that replaced it.
    root
      .querySelector<HTMLButtonElement>(`button[data-sidebar-toggle="${hide ? 'show' : 'hide'}"]`)
      ?.focus({ preventScroll: true });
  });
}
