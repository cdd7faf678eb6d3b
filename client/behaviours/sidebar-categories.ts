/**
 * Sidebar category buttons (`button[data-category-toggle]`, `aria-controls` naming the item list) open
 * and close their category. Categories only change when clicked; opening one never closes another.
 */
export function installSidebarCategories(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-category-toggle]');
    if (!button) return;
    const list = root.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!list) return;
    const expanded = button.getAttribute('aria-expanded') === 'true';
    button.setAttribute('aria-expanded', String(!expanded));
    list.hidden = expanded;
  });
}
