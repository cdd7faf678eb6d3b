const OPEN = 'details.toc-inline[open]';

/** Whether an open "On this page" shows its list over the content (wide endpoint pages) rather than in the flow. */
function isOverlay(details: HTMLDetailsElement): boolean {
  const list = details.querySelector('.toc-list');
  return list !== null && getComputedStyle(list).position === 'absolute';
}

/**
 * Folds the "On this page" control (`details.toc-inline`) when one of its links is followed and, where
 * it opens over the content, on a click elsewhere or Escape, as a menu would.
 */
export function installTocInlineClose(root: Document): void {
  root.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    for (const details of root.querySelectorAll<HTMLDetailsElement>(OPEN)) {
      const inside = target !== null && details.contains(target);
      if ((inside && target.closest('a')) || (!inside && isOverlay(details))) details.open = false;
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const details of root.querySelectorAll<HTMLDetailsElement>(OPEN)) {
      if (!isOverlay(details)) continue;
      const hadFocus = details.contains(root.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector('summary')?.focus();
    }
  });
}
