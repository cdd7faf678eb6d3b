import { PAGE_HEAD_SELECTORS } from './page-head-selectors.js';

/**
 * Puts the page in `next` in place of the current one: title and head tags, the body's page class,
 * the navbar's active links and the page area. When both pages show the same docs sidebar, the sidebar
 * element stays (keeping its scroll and the categories the reader opened) and only the current link
 * moves; otherwise the whole page area is replaced.
 */
export function swapPage(next: Document): void {
  document.title = next.title;
  for (const selector of PAGE_HEAD_SELECTORS) {
    const current = document.head.querySelector(selector);
    const incoming = next.head.querySelector(selector);
    if (current && incoming) current.replaceWith(document.importNode(incoming, true));
    else if (current) current.remove();
    else if (incoming) document.head.append(document.importNode(incoming, true));
  }
  document.body.className = next.body.className;
  syncNavbarLinks(next);

  const wrapper = document.querySelector('.page-wrapper');
  const incomingWrapper = next.querySelector('.page-wrapper');
  if (!wrapper || !incomingWrapper) throw new Error('docs-build: a page has no .page-wrapper element');
  const sidebar = wrapper.querySelector<HTMLElement>('#docs-sidebar');
  const incomingSidebar = incomingWrapper.querySelector<HTMLElement>('#docs-sidebar');
  const main = wrapper.querySelector('#main-content');
  const incomingMain = incomingWrapper.querySelector('#main-content');
  const sameLayout = wrapper.firstElementChild?.className === incomingWrapper.firstElementChild?.className;
  if (
    sidebar &&
    incomingSidebar &&
    main &&
    incomingMain &&
    sameLayout &&
    sidebar.dataset.sidebarId === incomingSidebar.dataset.sidebarId
  ) {
    moveCurrentLink(sidebar, incomingSidebar);
    main.replaceWith(document.adoptNode(incomingMain));
  } else {
    wrapper.replaceWith(document.adoptNode(incomingWrapper));
  }
}

/**
 * Active states and targets of the navbar links, which depend on the page (a docs sidebar link leads
 * within the version read), and the docs version dropdown, whose links lead to the page's copies in the
 * other versions: it is replaced whole.
 */
function syncNavbarLinks(next: Document): void {
  const versions = document.querySelector('.navbar .navbar-versions');
  const incomingVersions = next.querySelector('.navbar .navbar-versions');
  if (versions && incomingVersions) versions.replaceWith(document.importNode(incomingVersions, true));
  const links = document.querySelectorAll('.navbar .navbar-link');
  const incoming = next.querySelectorAll('.navbar .navbar-link');
  links.forEach((link, index) => {
    const source = incoming[index];
    if (!source) return;
    link.className = source.className;
    const href = source.getAttribute('href');
    if (href !== null) link.setAttribute('href', href);
    const current = source.getAttribute('aria-current');
    if (current) link.setAttribute('aria-current', current);
    else link.removeAttribute('aria-current');
  });
}

/**
 * Marks the new page's link current and opens the categories around it. Categories the reader opened
 * or closed stay as they are: navigation never collapses one. A menu the kept sidebar cannot match
 * (very large sidebars render only the open path) is replaced.
 */
function moveCurrentLink(sidebar: HTMLElement, incoming: HTMLElement): void {
  const nav = sidebar.querySelector('.sidebar-nav');
  const incomingNav = incoming.querySelector('.sidebar-nav');
  if (!nav || !incomingNav) return;
  const currentLinks = Array.from(incomingNav.querySelectorAll('a[aria-current="page"]'));
  const trail = new Set<string>();
  for (const link of currentLinks) {
    for (let list = link.closest('ul[id]'); list; list = list.parentElement?.closest('ul[id]') ?? null)
      trail.add(list.id);
  }
  const lists = new Map<string, HTMLElement>();
  for (const id of trail) {
    const list = nav.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
    if (list) lists.set(id, list);
  }
  if (lists.size < trail.size || nav.querySelectorAll('a').length !== incomingNav.querySelectorAll('a').length) {
    nav.replaceWith(document.adoptNode(incomingNav));
    return;
  }
  for (const link of nav.querySelectorAll('a[aria-current]')) link.removeAttribute('aria-current');
  for (const link of currentLinks) {
    const href = link.getAttribute('href') ?? '';
    for (const match of nav.querySelectorAll('a[href]'))
      if (match.getAttribute('href') === href) match.setAttribute('aria-current', 'page');
  }
  for (const [id, list] of lists) {
    list.hidden = false;
    nav.querySelector(`[aria-controls="${CSS.escape(id)}"]`)?.setAttribute('aria-expanded', 'true');
  }
}
