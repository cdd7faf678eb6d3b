import { onEveryPage } from '../page-events.js';
import { copyToClipboard } from './copy-to-clipboard.js';
import { COPY_STATE_LABELS, type CopyState } from './copy-state-labels.js';

const SHOW_RESULT_MS = 2000;
const RECLICK_MS = 100;

/** A button that copies a text file of the site. */
export interface FetchedTextButton {
  /** Selector of the buttons (`button.navbar-copy-docs`). */
  selector: string;
  /** Selector of the label inside the button, whose text shows the state. */
  labelSelector: string;
  /** The label at rest (`Copy Docs`); also names the button in console messages. */
  label: string;
  /** The URL of the text a button copies. */
  urlOf: (button: HTMLButtonElement) => string | undefined;
}

/**
 * Buttons that copy a text file of the site. The text is preloaded when a button is found on a page;
 * a click before it is ready shows "Loading...", fetches it and clicks again 100 ms after it arrives
 * (a fresh click, so the browser still counts the copy as the reader's). Success shows "Copied!",
 * any failure "Error!" (with the details in the console), each for two seconds, in the label and as
 * the button's `data-copy-state`. Copying tries the three methods of copyToClipboard in turn.
 */
export function installFetchedTextCopy(root: Document, options: FetchedTextButton): void {
  const texts = new Map<string, string>();
  const loading = new Map<string, Promise<string>>();
  const preloaded = new Set<string>();
  let busy = false;

  const load = (url: string): Promise<string> => {
    let request = loading.get(url);
    if (!request) {
      request = fetchText(url).finally(() => loading.delete(url));
      loading.set(url, request);
    }
    return request.then((value) => {
      texts.set(url, value);
      return value;
    });
  };

  // The state is also the button's `data-copy-state`, from which CSS draws it (e.g. a check once copied).
  const show = (button: HTMLButtonElement, state: CopyState, forMs?: number) => {
    const span = button.querySelector(options.labelSelector) ?? button;
    span.textContent = COPY_STATE_LABELS[state];
    button.dataset.copyState = state;
    if (forMs === undefined) return;
    window.setTimeout(() => {
      span.textContent = options.label;
      delete button.dataset.copyState;
      busy = false;
    }, forMs);
  };

  const fail = (button: HTMLButtonElement, error: unknown) => {
    console.error(`docs-build: ${options.label} failed:`, error);
    show(button, 'error', SHOW_RESULT_MS);
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(options.selector);
    const url = button && options.urlOf(button);
    if (!button || !url || busy) return;
    busy = true;
    const text = texts.get(url);
    if (text === undefined) {
      show(button, 'loading');
      load(url).then(
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
      () => show(button, 'copied', SHOW_RESULT_MS),
      (error: unknown) => fail(button, error),
    );
  });

  onEveryPage(() => {
    for (const button of root.querySelectorAll<HTMLButtonElement>(options.selector)) {
      const url = options.urlOf(button);
      if (!url || preloaded.has(url)) continue;
      preloaded.add(url);
      load(url).catch((error: unknown) =>
        console.warn(`docs-build: preloading the text for ${options.label} failed; a click retries.`, error),
      );
    }
  });
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status} ${response.statusText}`);
  const body = await response.text();
  if (body.trim() === '') throw new Error('Empty content');
  return body;
}
