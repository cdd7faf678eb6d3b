import { PAGE_LOAD_EVENT } from '../page-events.js';
import { revealCurrentLink } from './reveal-current-sidebar-link.js';

const OPEN_ATTRIBUTE = 'data-mobile-menu-open';

/**
 * Below 996 px the navbar's menu button opens a panel with the navbar's links and the current page's
 * sidebar, scrolled so the current page's link is in view. The panel's code loads on the first click;
 * Escape, the close button, the backdrop, following a link and any page change close it.
 */
export function installMobileMenu(root: Document): void {
  const button = root.querySelector<HTMLButtonElement>('.navbar-menu-button');
  if (!button) return;
  let menu: HTMLElement | undefined;

  const close = (returnFocus: boolean) => {
    if (!menu) return;
    menu.remove();
    menu = undefined;
    root.documentElement.removeAttribute(OPEN_ATTRIBUTE);
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  };

  const open = async () => {
    const { buildMobileMenu } = await import('./mobile-menu-panel.js');
    if (menu) return;
    menu = buildMobileMenu(root, () => close(true));
    root.body.append(menu);
    root.documentElement.setAttribute(OPEN_ATTRIBUTE, '');
    button.setAttribute('aria-expanded', 'true');
    // Opens on the current page's link; focusing the first item must not scroll back to the top.
    menu.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
    const panel = menu.querySelector<HTMLElement>('.mobile-menu-panel');
    if (panel) revealCurrentLink(panel);
  };

  button.addEventListener('click', () => (menu ? close(true) : void open()));
  root.addEventListener(PAGE_LOAD_EVENT, () => close(false));
  window.matchMedia('(min-width: 997px)').addEventListener('change', (event) => {
    if (event.matches) close(false);
  });
}
