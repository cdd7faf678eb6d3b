import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { collectPageErrors, launchBrowser } from '../../helpers/browser.js';
import { fixturesDir } from '../../helpers/build-fixture.js';

describe('docs-build watch of a site with baseUrl "/handbook/" in Chromium', () => {
  let root: string;
  let watching: WatchHandle;
  let browser: Browser;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-base-'));
    await cp(path.join(fixturesDir, 'base-url-site'), root, { recursive: true });
    watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await watching?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('updates the open page in place on an edit, and the page it navigated to on the client', async () => {
    const page = await browser.newPage();
    const { messages } = collectPageErrors(page);
    await page.goto(`${watching.url}/handbook/guide`);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const guide = path.join(root, 'content/docs/guide.md');
    const text = await readFile(guide, 'utf8');
    await writeFile(guide, text.replace('Back to the', 'Edited: back to the'));
    await page.getByText('Edited: back to the').waitFor();

    await page.locator('#docs-sidebar').getByRole('link', { name: 'Components' }).click();
    await page.waitForURL(`${watching.url}/handbook/components`);
    const components = path.join(root, 'content/docs/components.mdx');
    await writeFile(components, (await readFile(components, 'utf8')).replace('A Markdown', 'An edited Markdown'));
    await page.getByText('An edited Markdown').waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      true,
      'no reload: the page was updated in place',
    );
    assert.deepEqual(messages, []);
    await page.close();
  });
});
