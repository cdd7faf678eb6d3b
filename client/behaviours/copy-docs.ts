import { onEveryPage } from '../page-events.js';
import { copyToClipboard } from './copy-to-clipboard.js';

const DOCS_URL = '/all-docs.txt';
const LABEL = 'Copy Docs';
const SHOW_RESULT_MS = 2000;
const RECLICK_MS = 100;

/**
 * The navbar's "Copy Docs" button copies every page of the site as plain text (`/all-docs.txt`).
 * The text is preloaded when the button is first found; a click before it is ready shows "Loading...",
 * fetches it and clicks again 100 ms after it arrives. Success shows "Copied!", any failure "Error!"
 * (with the details in the console), each for two seconds.
 */
export function installCopyDocs(root: Document): void {
  let text: string | undefined;
  let loading: Promise<string> | undefined;
  let busy = false;

  const load = () => {
    loading ??= fetchDocs().finally(() => {
      loading = undefined;
    });
    return loading.then((value) => (text = value));
  };

  const show = (button: HTMLButtonElement, label: string, forMs?: number) => {
    const span = button.querySelector('.navbar-copy-docs-label') ?? button;
    span.textContent = label;
    if (forMs === undefined) return;
    window.setTimeout(() => {
      span.textContent = LABEL;
      busy = false;
    }, forMs);
  };

  const fail = (button: HTMLButtonElement, error: unknown) => {
    console.error('docs-build: Copy Docs failed:', error);
    show(button, 'Error!', SHOW_RESULT_MS);
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button.navbar-copy-docs');
    if (!button || busy) return;
    busy = true;
    if (text === undefined) {
      show(button, 'Loading...');
      load().then(
        () =>
          window.setTimeout(() => {
            busy = false;
            button.click();
          }, RECLICK_MS),
        (error: unknown) => fail(button, error),
      );
      return;
    }
    copyToClipboard(text).then(
      () => show(button, 'Copied!', SHOW_RESULT_MS),
      (error: unknown) => fail(button, error),
    );
  });

  let preloaded = false;
  onEveryPage(() => {
    if (preloaded || !root.querySelector('button.navbar-copy-docs')) return;
    preloaded = true;
    load().catch((error: unknown) => console.warn('docs-build: preloading the docs for Copy Docs failed; a click retries.', error));
  });
}

async function fetchDocs(): Promise<string> {
  const response = await fetch(DOCS_URL);
  if (!response.ok) throw new Error(`GET ${DOCS_URL} answered ${response.status} ${response.statusText}`);
  const body = await response.text();
  if (body.trim() === '') throw new Error('Empty content');
  return body;
}
