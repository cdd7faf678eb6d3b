import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { fixturesDir, serveInChromium, type BuiltSite } from '../../helpers/built-site.js';

/** Switching versions with the navbar's dropdown and following the banner, in Chromium. */
describe('versioned docs in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  serveInChromium(path.join(fixturesDir, 'versioned-site'), (served, chromium) => {
    site = served;
    browser = chromium;
  });

  async function open(route: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${route}`);
    return page;
  }

  /** Opens the version dropdown and picks a version by its label. */
  async function switchTo(page: Page, label: string): Promise<void> {
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.locator('summary[aria-label^="Docs version"]').click();
    await navbar.getByRole('link', { name: label, exact: true }).click();
  }

  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

  it('switches to the same page in another version, and to its first page where the page is missing', async () => {
    const page = await open('/docs/2.0/guide');
    await switchTo(page, '1.0');
    await page.waitForURL(`${site.url}/docs/1.0/guide`);
    assert.equal(await heading(page), 'Guide');
    await page.getByText('Beacon 1 flashes').waitFor();

    await page.goto(`${site.url}/docs/1.0/legacy`);
    await switchTo(page, '3.0');
    await page.waitForURL(`${site.url}/docs/intro`);
    assert.equal(await heading(page), 'Introduction');
    await page.getByText('Welcome to Beacon 3.0').waitFor();
    assert.equal(await page.locator('summary[aria-label^="Docs version"]').textContent(), '3.0');
    await page.context().close();
  });

  it('leads the navbar’s Docs link within the version read, after a switch too', async () => {
    const page = await open('/docs/2.0/guide');
    const docsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true });
    assert.equal(await docsLink.getAttribute('href'), '/docs/2.0/intro');
    await switchTo(page, '1.0');
    await page.waitForURL(`${site.url}/docs/1.0/guide`);
    // the client router swapped the page: the link follows it
    await page.locator('nav[aria-label="Main"] a.navbar-link[href="/docs/1.0/intro"]', { hasText: 'Docs' }).waitFor();
    await docsLink.click();
    await page.waitForURL(`${site.url}/docs/1.0/intro`);
    assert.equal(await page.locator('summary[aria-label^="Docs version"]').textContent(), '1.0');
    await page.context().close();
  });

  it("follows the banner of an unmaintained version to the page's copy in the last version", async () => {
    const page = await open('/docs/1.0/guide');
    const banner = page.getByRole('note').filter({ hasText: 'no longer actively maintained' });
    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(`${site.url}/docs/guide`);
    await page.getByText('Beacon 3 flashes').waitFor();
    assert.equal(await page.getByRole('note').filter({ hasText: 'no longer actively maintained' }).count(), 0);
    // the dropdown follows the page read, and leads on from it
    assert.equal(await page.locator('summary[aria-label^="Docs version"]').textContent(), '3.0');
    await switchTo(page, 'Next');
    await page.waitForURL(`${site.url}/docs/next/guide`);
    await page.getByText('then try the').waitFor();
    await page.context().close();
  });
});
