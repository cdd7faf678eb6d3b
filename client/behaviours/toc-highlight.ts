import { onEveryPage } from '../page-events.js';

const ACTIVE_CLASS = 'toc-link--active';

/**
 * Highlights the table-of-contents entry of the section being read: the last heading that has
 * scrolled up to the top of the window (just under the navbar).
 */
export function installTocHighlight(root: Document): void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('.toc a.toc-link[href^="#"]'));
    if (links.length === 0) return;
    // Where an anchor jump puts a heading, plus a little: a heading there is the one being read.
    const line = (parseFloat(getComputedStyle(root.documentElement).scrollPaddingTop) || 0) + 24;
    let active: HTMLAnchorElement | undefined;
    for (const link of links) {
      const heading = root.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (!heading) continue;
      if (heading.getBoundingClientRect().top <= line + (parseFloat(getComputedStyle(heading).scrollMarginTop) || 0))
        active = link;
      else if (active === undefined) active = link;
      else break;
    }
    for (const link of links) link.classList.toggle(ACTIVE_CLASS, link === active);
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  onEveryPage(schedule);
}
