/**
 * Scrolls `container` (not the page) so the current page's link in it is in view, a third of the way
 * down, when it is not already: for long sidebars where the current page is far down.
 */
export function revealCurrentLink(container: HTMLElement): void {
  const link = container.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!link) return;
  const box = container.getBoundingClientRect();
  const linkBox = link.getBoundingClientRect();
  if (linkBox.top >= box.top && linkBox.bottom <= box.bottom) return;
  container.scrollTop += linkBox.top - box.top - container.clientHeight / 3;
}

/** The docs sidebar, at every page load. */
export function revealCurrentSidebarLink(root: Document): void {
  const nav = root.querySelector<HTMLElement>('#docs-sidebar .sidebar-nav');
  if (nav) revealCurrentLink(nav);
}
