import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SearchModal } from './search-modal.js';
import type { SearchSession } from './search-session.js';

/** Class on `<html>` while the modal is open (locks the page's scrolling). */
export const MODAL_OPEN_CLASS = 'search-modal-open';

/** The query the modal opens with, and whether it is selected (to be typed over) or the caret follows it. */
export interface InitialQuery {
  query: string;
  select: boolean;
}

/**
 * Mounts the search modal over the page, its input focused before this returns, so no keystroke falls
 * between the page and the modal. Closing it unmounts it and, unless the reader is leaving for a
 * result, puts focus back where it was; `onClosed` runs after.
 */
export function openSearchModal(session: SearchSession, initial: InitialQuery, onClosed: () => void): void {
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const container = document.createElement('div');
  container.className = 'search-modal-root';
  document.body.append(container);
  document.documentElement.classList.add(MODAL_OPEN_CLASS);
  const root = createRoot(container);
  let closed = false;
  const close = (restoreFocus = true) => {
    if (closed) return;
    closed = true;
    root.unmount();
    container.remove();
    document.documentElement.classList.remove(MODAL_OPEN_CLASS);
    if (restoreFocus && returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
    onClosed();
  };
  flushSync(() =>
    root.render(
      <SearchModal
        session={session}
        initialQuery={initial.query}
        selectInitialQuery={initial.select}
        onClose={close}
      />,
    ),
  );
}
