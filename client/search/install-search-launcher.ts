import { onEveryPage } from '../page-events.js';
import type { SearchSession } from './search-session.js';
import { bufferTyping } from './typing-buffer.js';

const MAX_INITIAL_QUERY = 64;

/** Focus is somewhere the reader types: shortcuts are theirs to type, not ours to catch. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * Opens the search modal on Ctrl/Cmd+K, on `/`, and from the navbar's search button; starts the search
 * page's results where the page has them. Only this listener loads with the page: the modal, its
 * provider and the index load on first use (hovering the search button starts that early).
 */
export function installSearchLauncher(doc: Document): void {
  let session: Promise<SearchSession> | undefined;
  let modal: Promise<typeof import('./open-search-modal.js')> | undefined;
  let open = false;
  const loadSession = () =>
    (session ??= import('./search-session.js').then(({ createSearchSession }) => createSearchSession()));
  const load = () => Promise.all([loadSession(), (modal ??= import('./open-search-modal.js'))]);

  const openModal = async () => {
    if (open) return;
    open = true;
    const selection = (doc.getSelection()?.toString() ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_INITIAL_QUERY);
    const typing = bufferTyping(doc);
    try {
      const [ready, { openSearchModal }] = await load();
      const typed = typing.stop();
      // Typed text continues where the reader is typing; a selection is selected, to be typed over.
      openSearchModal(ready, typed ? { query: typed, select: false } : { query: selection, select: true }, () => {
        open = false;
      });
    } catch (error) {
      typing.stop();
      open = false;
      modal = undefined;
      console.error('docs-build: the search modal could not load', error);
    }
  };

  doc.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || isEditing(event.target) || event.altKey) return;
    const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey;
    if (!commandK && !slash) return;
    event.preventDefault();
    void openModal();
  });
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('button.navbar-search-button')) return;
    event.preventDefault();
    void openModal();
  });
  doc.addEventListener('pointerover', (event) => {
    if (event.target instanceof Element && event.target.closest('button.navbar-search-button'))
      void load().catch(() => undefined);
  });

  onEveryPage(() => {
    const results = doc.getElementById('search-page-results');
    if (!results || results.dataset.searchStarted) return;
    results.dataset.searchStarted = 'true';
    void Promise.all([loadSession(), import('./search-page-app.js')])
      .then(([ready, { startSearchPage }]) => startSearchPage(doc, ready))
      .catch((error: unknown) => console.error('docs-build: the search page could not start', error));
  });
}
