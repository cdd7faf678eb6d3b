/**
 * Scrolls the sidebar (not the page) so the current page's link is in view, when it is not already;
 * for long sidebars where the current page is far down.
 */
export function revealCurrentSidebarLink(root: Document): void {
  const nav = root.querySelector<HTMLElement>('#docs-sidebar .sidebar-nav');
  const link = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!nav || !link) return;
  const navBox = nav.getBoundingClientRect();
  const linkBox = link.getBoundingClientRect();
  if (linkBox.top >= navBox.top && linkBox.bottom <= navBox.bottom) return;
  nav.scrollTop += linkBox.top - navBox.top - nav.clientHeight / 3;
}
