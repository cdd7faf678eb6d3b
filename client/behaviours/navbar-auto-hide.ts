/** Scroll distance that counts as a direction change, so small jitters do not flicker the navbar. */
const THRESHOLD_PX = 8;

/**
 * Whether focus inside the navbar is keyboard focus. A button clicked with the mouse keeps focus too, but
 * without `:focus-visible`; it must not pin the navbar for the rest of the visit.
 */
function keyboardFocusInside(navbar: HTMLElement, root: Document): boolean {
  const focused = root.activeElement;
  if (!focused || !navbar.contains(focused)) return false;
  try {
    return focused.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: never hide over a focused control.
    return true;
  }
}

/**
 * Hides the navbar while the reader scrolls down and brings it back as soon as they scroll up (or move
 * keyboard focus into it). Near the top of the page, and while a control in it has keyboard focus, it
 * always shows.
 */
export function installNavbarAutoHide(root: Document): void {
  const navbar = root.querySelector<HTMLElement>('.navbar');
  if (!navbar) return;
  let lastY = window.scrollY;
  // On <html> too, so the sticky sidebar and TOC can move up into the navbar's space.
  const setHidden = (hidden: boolean) => {
    navbar.classList.toggle('navbar--hidden', hidden);
    root.documentElement.toggleAttribute('data-navbar-hidden', hidden);
  };
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) < THRESHOLD_PX) return;
      const menuOpen = root.documentElement.hasAttribute('data-mobile-menu-open');
      setHidden(!menuOpen && y > lastY && y > navbar.offsetHeight && !keyboardFocusInside(navbar, root));
      lastY = y;
    },
    { passive: true },
  );
  navbar.addEventListener('focusin', () => setHidden(false));
}
