/** What a key press on a selected result does: DocSearch's navigator. */
export type OpenMode = 'same-tab' | 'new-tab' | 'new-window' | 'none';

/** Enter opens; Ctrl/Cmd+Enter in a new tab; Shift+Enter in a new window; Alt+Enter does nothing. */
export function openModeFor(event: {
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): OpenMode {
  if (event.altKey) return 'none';
  if (event.ctrlKey || event.metaKey) return 'new-tab';
  if (event.shiftKey) return 'new-window';
  return 'same-tab';
}

/** Opens `url` in a new tab or window (same-tab opening is a click on the result's link). */
export function openElsewhere(url: string, mode: 'new-tab' | 'new-window'): void {
  window.open(url, '_blank', mode === 'new-window' ? 'noopener,popup' : 'noopener');
}

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container`: from the last focusable element back to the first and vice versa. */
export function trapFocus(
  container: HTMLElement,
  event: KeyboardEvent | { shiftKey: boolean; preventDefault(): void },
): void {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
