import { existsSync } from 'node:fs';
import { after } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium; browser tests never download a browser of their own. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Launches headless Chromium from /usr/bin/chromium. When it is not installed this throws, so the
 * browser tests fail with the fix in the message instead of being skipped. The tests are hermetic:
 * Chromium resolves no host name but 127.0.0.1, where the tests' servers listen, so a request to
 * another origin fails at once. (Intercepting every request to stub them instead would make pages load
 * about a third slower: Playwright turns the HTTP cache off and passes each request through Node.)
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}; the browser tests need it. ` +
        'Install it with `apt-get install -y chromium` (as root), then run the tests again.',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for all the suites of a test file (each test opens contexts of its own): launched at
 * the first call, closed after the file's last test.
 */
export function sharedBrowser(): Promise<Browser> {
  return (shared ??= launchBrowser());
}

after(async () => {
  const browser = await shared?.catch(() => undefined);
  shared = undefined;
  await browser?.close();
});

export interface PageErrors {
  /** Console messages of type `error` and uncaught exceptions, in the order they happened. */
  readonly messages: string[];
}

/**
 * Records everything on `page` that a person would see as broken in the developer console:
 * console errors and uncaught exceptions. Attach it before the first navigation.
 */
export function collectPageErrors(page: Page): PageErrors {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    messages.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber + 1})` : ''}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.stack ?? error.message}`));
  return { messages };
}
