import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { collectConsole, serveSideShiftSite, type BuiltSite } from '../../helpers/built-site.js';
import { waitFor } from '../../helpers/wait-for.js';

describe('the "Copy Docs" button in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  let context: BrowserContext;
  let allDocs: string;

  before(async () => {
    site = await serveSideShiftSite();
    allDocs = await readFile(path.join(site.outDir, 'all-docs.txt'), 'utf8');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Opens a doc page with clipboard access; `docsRoute` decides how `/all-docs.txt` answers. */
  async function open(
    docsRoute?: Parameters<Page['route']>[1],
    viewport = { width: 1280, height: 800 },
  ): Promise<{ page: Page; messages: string[]; docsRequests: () => number }> {
    context = await browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    const messages = collectConsole(page);
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/all-docs.txt') requests += 1;
    });
    if (docsRoute) await page.route(`${site.url}/all-docs.txt`, docsRoute);
    await page.goto(`${site.url}/api-intro/deposits`);
    await page.bringToFront();
    await page.waitForFunction(
      () => performance.getEntriesByName(new URL('/all-docs.txt', location.href).href).length > 0,
    );
    await page.evaluate(() => navigator.clipboard.writeText('clipboard before the test'));
    return { page, messages, docsRequests: () => requests };
  }

  const button = (page: Page) => page.locator('button.navbar-copy-docs');
  const label = (page: Page) => button(page).textContent();
  const waitForLabel = (page: Page, text: string) =>
    page.waitForFunction(
      (expected) => document.querySelector('button.navbar-copy-docs')?.textContent === expected,
      text,
    );
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  it('preloads /all-docs.txt, copies it with clipboard.write, says "Copied!" for a while, then "Copy Docs"', async () => {
    const { page, messages, docsRequests } = await open();
    assert.equal(docsRequests(), 1, 'the text was preloaded when the button was found');
    assert.equal(await page.getByRole('button', { name: 'Copy Docs' }).count(), 1);
    await page.evaluate(() => {
      const write = Clipboard.prototype.write;
      Clipboard.prototype.write = function (this: Clipboard, items: ClipboardItem[]) {
        (window as unknown as { used: string }).used = `write ${items[0]?.types.join()}`;
        return write.call(this, items);
      };
    });
    await button(page).click();
    await waitForLabel(page, 'Copied!');
    assert.equal(await clipboard(page), allDocs);
    assert.equal(await page.evaluate(() => (window as unknown as { used: string }).used), 'write text/plain');
    assert.equal(docsRequests(), 1, 'the click used the preloaded text');
    await waitForLabel(page, 'Copy Docs');
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('says "Loading..." when the text is not ready, then copies by itself once it arrives', async () => {
    let calls = 0;
    // The second fetch (the click's) is held back until the test has seen "Loading...".
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { page, messages } = await open(async (route) => {
      calls += 1;
      if (calls === 1) return route.fulfill({ status: 500, body: 'preload fails' });
      await released;
      return route.continue();
    });
    await waitFor(
      'the warning of the failed preload',
      () => messages.some((message) => message.startsWith('warning:')),
      { timeoutMs: 10_000 },
    ).catch(() => undefined);
    assert.ok(
      messages.some((message) => message.startsWith('warning:') && message.includes('Copy Docs')),
      `a failed preload logs a warning: ${messages.join(' | ')}`,
    );
    await button(page).click();
    await waitForLabel(page, 'Loading...');
    assert.equal(await label(page), 'Loading...');
    release();
    await waitForLabel(page, 'Copied!');
    assert.equal(await clipboard(page), allDocs);
    assert.equal(calls, 2, 'the click fetched the text again');
    // Chromium itself reports the preload's 500 as a failed resource; our code logs no error.
    assert.deepEqual(
      messages.filter((message) => message.startsWith('error:') && !message.includes('Failed to load resource')),
      [],
    );
    await context.close();
  });

  for (const [name, answer, logged] of [
    ['a non-OK answer', { status: 404, body: 'missing' }, '404'],
    ['an empty answer', { status: 200, contentType: 'text/plain', body: '' }, 'Empty content'],
  ] as const) {
    it(`shows "Error!" for ${name} and logs "${logged}"`, async () => {
      const { page, messages } = await open((route) => route.fulfill(answer));
      await button(page).click();
      await waitForLabel(page, 'Error!');
      assert.ok(
        messages.some((message) => message.startsWith('error:') && message.includes(logged)),
        messages.join(' | '),
      );
      assert.equal(await clipboard(page), 'clipboard before the test');
      await waitForLabel(page, 'Copy Docs');
      await context.close();
    });
  }

  it('falls back to clipboard.writeText when clipboard.write is missing', async () => {
    const { page } = await open();
    await page.evaluate(() => {
      delete (Clipboard.prototype as Partial<Clipboard>).write;
    });
    await button(page).click();
    await waitForLabel(page, 'Copied!');
    assert.equal(await clipboard(page), allDocs);
    await context.close();
  });

  it("falls back to a hidden textarea and execCommand('copy') when the Clipboard API cannot write", async () => {
    const { page } = await open();
    await page.evaluate(() => {
      delete (Clipboard.prototype as Partial<Clipboard>).write;
      delete (Clipboard.prototype as Partial<Clipboard>).writeText;
      const execCommand = document.execCommand.bind(document);
      document.execCommand = (command: string) => {
        (window as unknown as { used: string }).used = command;
        return execCommand(command);
      };
    });
    const focusedBefore = await page.evaluate(() => document.activeElement?.tagName);
    await button(page).click();
    await waitForLabel(page, 'Copied!');
    assert.equal(await page.evaluate(() => (window as unknown as { used: string }).used), 'copy');
    assert.equal(await clipboard(page), allDocs);
    assert.equal(await page.locator('textarea').count(), 0, 'the textarea is removed');
    assert.notEqual(focusedBefore, 'TEXTAREA');
    await context.close();
  });

  it('shows "Error!" and logs "Clipboard copy failed" when every method fails', async () => {
    const { page, messages } = await open();
    await page.evaluate(() => {
      delete (Clipboard.prototype as Partial<Clipboard>).write;
      delete (Clipboard.prototype as Partial<Clipboard>).writeText;
      document.execCommand = () => false;
    });
    await button(page).click();
    await waitForLabel(page, 'Error!');
    assert.ok(
      messages.some((message) => message.startsWith('error:') && message.includes('Clipboard copy failed')),
      messages.join(' | '),
    );
    await waitForLabel(page, 'Copy Docs');
    await context.close();
  });

  /** What the reader sees of the button: its icon (the SVG, or the check CSS draws) and its label's box. */
  const looks = (page: Page) =>
    button(page).evaluate((element) => {
      const svg = element.querySelector('svg')!;
      const check = getComputedStyle(element, '::before');
      const label = element.querySelector('.navbar-copy-docs-label')!;
      const box = label.getBoundingClientRect();
      const style = getComputedStyle(label);
      return {
        copyIcon: getComputedStyle(svg).display !== 'none' && svg.getBoundingClientRect().width > 0,
        check:
          check.content !== 'none' &&
          check.maskImage.includes('data:image/svg') &&
          parseFloat(check.width) >= 12 &&
          check.backgroundColor !== 'rgba(0, 0, 0, 0)',
        label: label.textContent,
        labelBox: { left: box.left, right: box.right, width: box.width, height: box.height },
        labelReadable:
          box.width >= 30 &&
          box.height >= 12 &&
          style.clip === 'auto' &&
          style.visibility === 'visible' &&
          style.opacity === '1' &&
          style.color !== style.backgroundColor,
        buttonWidth: element.getBoundingClientRect().width,
        searchLeft: document.querySelector('.navbar-search-button')!.getBoundingClientRect().left,
      };
    });

  it('on a phone (390 px) the icon button turns into a check and shows "Copied!" readable, then goes back', async () => {
    const { page } = await open(undefined, { width: 390, height: 844 });
    const atRest = await looks(page);
    assert.equal(atRest.copyIcon, true);
    assert.equal(atRest.check, false);
    assert.equal(atRest.labelReadable, false, 'icon only at rest: the label is for screen readers');
    await button(page).click();
    await page.getByRole('button', { name: 'Copied!', exact: true }).waitFor();
    const copied = await looks(page);
    assert.equal(copied.copyIcon, false, 'the copy icon gives way');
    assert.equal(copied.check, true, 'a check is drawn');
    assert.equal(copied.label, 'Copied!');
    assert.equal(
      copied.labelReadable,
      true,
      `"Copied!" is shown, not only to screen readers: ${JSON.stringify(copied.labelBox)}`,
    );
    assert.ok(
      copied.labelBox.left >= 0 && copied.labelBox.right <= 390,
      `"Copied!" is within the screen: ${JSON.stringify(copied.labelBox)}`,
    );
    assert.equal(await clipboard(page), allDocs);
    await page.getByRole('button', { name: 'Copy Docs', exact: true }).waitFor();
    const after = await looks(page);
    assert.equal(after.copyIcon, true);
    assert.equal(after.check, false);
    assert.equal(after.labelReadable, false);
    await context.close();
  });

  it('on a wide screen (1280 px) the button keeps its width, and the search box its place, whatever it says', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const { page } = await open(async (route) => {
      calls += 1;
      // The preload fails, so that a click shows "Loading..." until the held answer is released.
      if (calls === 1) return route.fulfill({ status: 500, body: 'preload fails' });
      if (calls === 2) {
        await held;
        return route.continue();
      }
      return route.fulfill({ status: 404, body: 'missing' });
    });
    const rest = await looks(page);
    assert.equal(rest.labelReadable, true, 'the label shows beside the icon on wide screens');
    const seen: { label: string | null; buttonWidth: number; searchLeft: number }[] = [];
    await button(page).click();
    seen.push(await looks(page));
    release();
    await page.getByRole('button', { name: 'Copied!', exact: true }).waitFor();
    const copied = await looks(page);
    assert.equal(copied.check, true, 'the check shows on wide screens too');
    seen.push(copied);
    await page.getByRole('button', { name: 'Copy Docs', exact: true }).waitFor();
    // A failing copy: the text is fetched anew only when it was never loaded, so make the clipboard fail.
    await page.evaluate(() => {
      delete (Clipboard.prototype as Partial<Clipboard>).write;
      delete (Clipboard.prototype as Partial<Clipboard>).writeText;
      document.execCommand = () => false;
    });
    await button(page).click();
    await page.getByRole('button', { name: 'Error!', exact: true }).waitFor();
    seen.push(await looks(page));
    assert.deepEqual(
      seen.map((state) => state.label),
      ['Loading...', 'Copied!', 'Error!'],
    );
    for (const state of seen) {
      assert.ok(
        Math.abs(state.buttonWidth - rest.buttonWidth) < 0.5,
        `"${state.label}": button ${state.buttonWidth} px wide, ${rest.buttonWidth} px at rest`,
      );
      assert.ok(
        Math.abs(state.searchLeft - rest.searchLeft) < 0.5,
        `"${state.label}": the search box moved from ${rest.searchLeft} to ${state.searchLeft}`,
      );
    }
    await context.close();
  });
});
