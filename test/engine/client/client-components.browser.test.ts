import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import {
  buildAndServe,
  collectConsole,
  fixturesDir,
  waitForIslands,
  type BuiltSite,
} from '../../helpers/built-site.js';

describe("client components ('use client') in the browser", () => {
  let site: BuiltSite;
  let browser: Browser;

  before(async () => {
    site = await buildAndServe(path.join(fixturesDir, 'client-components-site'));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('hydrates the components of an MDX page with their props, without hydration errors', async () => {
    const page = await browser.newPage();
    const messages = collectConsole(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/`);
    await waitForIslands(page);

    const counter = page.getByRole('button', { name: '2 clicks' });
    assert.equal(
      await counter.evaluate((button) => getComputedStyle(button).color),
      'rgb(200, 0, 0)',
      "the client component's CSS applies",
    );
    await counter.click();
    await page.getByRole('button', { name: '3 clicks' }).waitFor();
    assert.equal(
      await page.getByRole('button', { name: '3 clicks' }).getAttribute('aria-describedby'),
      await page.locator('.counter span').getAttribute('id'),
      'useId matches the server HTML',
    );

    assert.equal(
      await page.locator('.static-note').evaluate((note) => getComputedStyle(note).fontStyle),
      'italic',
      "a build-time component's CSS applies",
    );
    await page.getByRole('button', { name: 'Hello, Ada' }).click();
    await page.getByRole('button', { name: 'Hello, Grace' }).waitFor();
    assert.equal(await page.locator('.static-note').count(), 1, 'the build-time component is still there');

    assert.deepEqual(messages, []);
    assert.equal(
      requests.filter((url) => /^\/assets\/react-[A-Z0-9]+\.js$/.test(url)).length,
      1,
      'React is loaded once',
    );
    await page.close();
  });

  it('hydrates the components of a page reached by client navigation', async () => {
    const page = await browser.newPage();
    const messages = collectConsole(page);
    await page.goto(`${site.url}/`);
    await waitForIslands(page);
    await page.getByRole('main').getByRole('link', { name: 'second page', exact: true }).click();
    await page.waitForURL(`${site.url}/second`);
    assert.equal(
      await page.getByRole('button', { name: '10 clicks' }).evaluate((button) => getComputedStyle(button).color),
      'rgb(200, 0, 0)',
      'the CSS comes with a page reached by client navigation',
    );
    await page.getByRole('button', { name: '10 clicks' }).click();
    await page.getByRole('button', { name: '11 clicks' }).waitFor();
    // A client component rendering another hydrates as one island.
    await page.getByRole('button', { name: 'Add a counter' }).click();
    await page.getByRole('button', { name: '200 clicks' }).click();
    await page.getByRole('button', { name: '201 clicks' }).waitFor();
    assert.deepEqual(messages, []);
    await page.close();
  });
});
