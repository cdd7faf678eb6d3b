/**
 * The mobile menu's panel: a modal dialog with the navbar's links and a copy of the page's sidebar
 * (copied from the page, so it is never sent twice). `close` is called for Escape, the close button,
 * the backdrop and a followed link; Tab stays inside while it is open.
 */
export function buildMobileMenu(root: Document, close: () => void): HTMLElement {
  const menu = root.createElement('div');
  menu.className = 'mobile-menu';
  menu.setAttribute('role', 'dialog');
  menu.setAttribute('aria-modal', 'true');
  menu.setAttribute('aria-label', 'Navigation menu');

  const backdrop = root.createElement('div');
  backdrop.className = 'mobile-menu-backdrop';
  backdrop.addEventListener('click', close);

  const panel = root.createElement('div');
  panel.className = 'mobile-menu-panel';
  const header = root.createElement('div');
  header.className = 'mobile-menu-header';
  const brand = root.querySelector('.navbar-brand')?.cloneNode(true);
  if (brand) header.append(brand);
  const closeButton = root.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'navbar-icon-button mobile-menu-close';
  closeButton.setAttribute('aria-label', 'Close navigation menu');
  closeButton.textContent = '×';
  closeButton.addEventListener('click', close);
  header.append(closeButton);

  const links = root.createElement('ul');
  links.className = 'mobile-menu-links';
  for (const link of root.querySelectorAll('.navbar .navbar-link')) {
    const item = root.createElement('li');
    item.append(link.cloneNode(true));
    links.append(item);
  }
  const nav = root.createElement('nav');
  nav.className = 'mobile-menu-nav';
  nav.setAttribute('aria-label', 'Site');
  nav.append(links);
  panel.append(header, nav);

  const sidebarList = root.querySelector('#docs-sidebar .sidebar-nav > .sidebar-list');
  if (sidebarList) {
    const sidebar = root.createElement('nav');
    sidebar.className = 'mobile-menu-sidebar';
    sidebar.setAttribute('aria-label', 'Docs sidebar (menu)');
    const copy = sidebarList.cloneNode(true) as HTMLElement;
    // The copy's category lists need ids of their own for their toggles' aria-controls.
    for (const element of copy.querySelectorAll('[id]')) element.id = `mobile-${element.id}`;
    for (const toggle of copy.querySelectorAll('[aria-controls]'))
      toggle.setAttribute('aria-controls', `mobile-${toggle.getAttribute('aria-controls')}`);
    sidebar.append(copy);
    panel.append(sidebar);
  }
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) close();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      keepFocusInside(menu, event);
    }
  });
  menu.append(backdrop, panel);
  return menu;
}

function keepFocusInside(menu: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(menu.querySelectorAll<HTMLElement>('a[href], button')).filter(
    (element) => element.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
