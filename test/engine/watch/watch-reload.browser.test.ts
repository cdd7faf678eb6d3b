import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { collectPageErrors, sharedBrowser } from '../../helpers/browser.js';
import { waitFor } from '../../helpers/wait-for.js';

const guidePage = (text: string) => `---\ntitle: Guide\n---\n\n${text}\n`;

interface WatchedSite {
  root: string;
  /** Replaced when a test restarts the server. */
  watching: WatchHandle | undefined;
  browser: Browser;
  context: BrowserContext;
}

/** `files` written into a temporary folder, watched, and a Chromium context to open its pages in. */
async function watchedSite(files: Record<string, string>): Promise<WatchedSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-browser-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  const watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { root, watching, browser, context };
}

/**
 * Puts `file` in the state a test starts from (whatever the tests before it wrote) and waits until the
 * server serves `route` in that state (`served` says whether its HTML is) and no rebuild is left.
 */
async function startFrom(
  site: WatchedSite,
  file: string,
  text: string,
  route: string,
  served: (html: string) => boolean,
): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current !== text) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  await waitFor(`${route} as the test starts from it`, async () =>
    served(await (await fetch(site.watching!.url + route)).text()),
  );
  await site.watching!.idle();
}

async function closeWatchedSite(site: WatchedSite | undefined): Promise<void> {
  await site?.context.close();
  await site?.watching?.close();
  if (site) await rm(site.root, { recursive: true, force: true });
}

describe('docs-build watch in Chromium', () => {
  let site: WatchedSite;
  const guide = () => path.join(site.root, 'content/docs/guide.md');

  before(async () => {
    site = await watchedSite({
      'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome home.\n',
      'content/docs/guide.md': guidePage('First version of the guide.'),
    });
  });

  after(() => closeWatchedSite(site));

  it('shows an edit without the test reloading, a broken edit as an overlay, and the fix', async () => {
    await startFrom(site, guide(), guidePage('First version of the guide.'), '/guide', (html) =>
      html.includes('First version of the guide.'),
    );
    const page = await site.context.newPage();
    const { messages } = collectPageErrors(page);
    try {
      await page.goto(`${site.watching!.url}/guide`);
      await page.getByText('First version of the guide.').waitFor();

      await writeFile(guide(), guidePage('Second version of the guide.'));
      await page.getByText('Second version of the guide.').waitFor();

      await writeFile(guide(), guidePage('Third version, with a dead link: [x](./missing.md)'));
      const overlay = page.getByRole('alert').filter({ hasText: 'content/docs/guide.md' });
      await overlay.waitFor();
      assert.match(await overlay.innerText(), /DEAD_LINK/);
      assert.match(await overlay.innerText(), /missing\.md/);
      assert.ok(
        await page.getByText('Second version of the guide.').isVisible(),
        'the last good page stays under the overlay',
      );

      await writeFile(guide(), guidePage('Fixed version of the guide.'));
      await page.getByText('Fixed version of the guide.').waitFor();
      await overlay.waitFor({ state: 'detached' });
      assert.deepEqual(
        messages.filter((message) => message.startsWith('uncaught')),
        [],
      );
    } finally {
      await page.close();
    }
  });

  it('reloads only the pages whose file changed', async () => {
    await startFrom(site, guide(), guidePage('Fixed version of the guide.'), '/guide', (html) =>
      html.includes('Fixed version of the guide.'),
    );
    const home = await site.context.newPage();
    const guideTab = await site.context.newPage();
    try {
      await home.goto(`${site.watching!.url}/`);
      await home.getByText('Welcome home.').waitFor();
      await home.evaluate(() => ((window as { __notReloaded?: boolean }).__notReloaded = true));
      await guideTab.goto(`${site.watching!.url}/guide`);
      await guideTab.getByText('Fixed version of the guide.').waitFor();

      await writeFile(guide(), guidePage('Only the guide changed.'));
      // Both tabs got the same message; by the time the guide tab has reloaded, the home tab has acted on it.
      await guideTab.getByText('Only the guide changed.').waitFor();
      assert.equal(await home.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded), true);
      await writeFile(guide(), guidePage('Fixed version of the guide.'));
      await guideTab.getByText('Fixed version of the guide.').waitFor();
    } finally {
      await home.close();
      await guideTab.close();
    }
  });

  it('shows the overlay text as text, never as markup', async () => {
    await startFrom(site, guide(), guidePage('Fixed version of the guide.'), '/guide', (html) =>
      html.includes('Fixed version of the guide.'),
    );
    const page = await site.context.newPage();
    try {
      await page.goto(`${site.watching!.url}/guide`);
      await page.getByText('Fixed version of the guide.').waitFor();
      await writeFile(guide(), guidePage('<img src=x onerror="window.__injected = 1"> <b>bold</b> [x](./missing.md)'));
      const overlay = page.getByRole('alert').filter({ hasText: 'content/docs/guide.md' });
      await overlay.waitFor();
      assert.match(await overlay.innerText(), /<img src=x onerror=/, 'the code frame shows the line as written');
      assert.equal(await overlay.locator('img, b').count(), 0);
      assert.equal(await page.evaluate(() => (window as { __injected?: number }).__injected), undefined);
      await writeFile(guide(), guidePage('Fixed again.'));
      await page.getByText('Fixed again.').waitFor();
      await overlay.waitFor({ state: 'detached' });
    } finally {
      await page.close();
    }
  });

  it('reconnects and reloads after the server restarts', async () => {
    await startFrom(site, guide(), guidePage('Fixed again.'), '/guide', (html) => html.includes('Fixed again.'));
    const page = await site.context.newPage();
    try {
      await page.goto(`${site.watching!.url}/guide`);
      await page.getByText('Fixed again.').waitFor();
      const { port } = site.watching!;
      await site.watching!.close();
      site.watching = undefined;
      await writeFile(guide(), guidePage('Written while the server was down.'));
      site.watching = await watchSite({ root: site.root, port, logger: createMemoryLogger() });
      await page.getByText('Written while the server was down.').waitFor();
    } finally {
      await page.close();
    }
  });
});

/** A page long enough to scroll, with one paragraph to edit in the middle. */
const longPage = (title: string, middle: string) =>
  `---\ntitle: ${title}\n---\n\n` +
  Array.from({ length: 60 }, (_, index) =>
    index === 30 ? middle : `Paragraph ${index} of the long page, with enough words to wrap.`,
  ).join('\n\n') +
  '\n';

const boxCss = (color: string) => `.box {\n  color: ${color};\n}\n`;

describe('docs-build watch updates open pages in place in Chromium', () => {
  let site: WatchedSite;
  const file = (relative: string) => path.join(site.root, relative);
  const markNotReloaded = (page: Page) =>
    page.evaluate(() => ((window as { __notReloaded?: boolean }).__notReloaded = true));
  const notReloaded = (page: Page) =>
    page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded === true);
  /** The long page titled "Long page" with `middle` as its middle paragraph, served so. */
  const longPageServed = (middle: string) =>
    startFrom(
      site,
      file('content/docs/long.md'),
      longPage('Long page', middle),
      '/long',
      (html) => html.includes('<title>Long page | Documentation</title>') && html.includes(middle),
    );
  /** The box's stylesheet red again (a test before may have changed it), shown so on `page`. */
  const redBox = async (page: Page) => {
    if ((await readFile(file('components/box.css'), 'utf8')) !== boxCss('rgb(200, 0, 0)'))
      await writeFile(file('components/box.css'), boxCss('rgb(200, 0, 0)'));
    await page.waitForFunction(() => {
      const element = document.querySelector('.box');
      return element !== null && getComputedStyle(element).color === 'rgb(200, 0, 0)';
    });
    await site.watching!.idle();
  };

  before(async () => {
    site = await watchedSite({
      'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome home. Read the [guide](./guide.md).\n',
      'content/docs/guide.md': guidePage('First version of the guide.'),
      'content/docs/long.md': longPage('Long page', 'The middle paragraph, first version.'),
      // A component outside the content folders, with a stylesheet of its own.
      'components/box.css': boxCss('rgb(200, 0, 0)'),
      'components/box.tsx':
        'import \'./box.css\';\n\nexport default function Box() {\n  return <p className="box">A styled box.</p>;\n}\n',
      'content/docs/styled.mdx': "---\ntitle: Styled\n---\n\nimport Box from '../../components/box.tsx';\n\n<Box />\n",
    });
  });

  after(() => closeWatchedSite(site));

  it('swaps an edited paragraph in without a reload, keeping the scroll position', async () => {
    await longPageServed('The middle paragraph, first version.');
    const page = await site.context.newPage();
    const { messages } = collectPageErrors(page);
    try {
      await page.goto(`${site.watching!.url}/long`);
      await page.getByText('The middle paragraph, first version.').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 100));
      const scrolled = await page.evaluate(() => window.scrollY);
      assert.ok(scrolled > 500, `the page is scrolled down (${scrolled} px)`);
      await markNotReloaded(page);

      await writeFile(file('content/docs/long.md'), longPage('Long page', 'The middle paragraph, second version.'));
      await page.getByText('The middle paragraph, second version.').waitFor();
      assert.equal(await notReloaded(page), true, 'the page was not reloaded');
      assert.equal(await page.evaluate(() => window.scrollY), scrolled);
      assert.equal(await page.getByText('The middle paragraph, first version.').count(), 0);
      assert.deepEqual(
        messages.filter((message) => message.startsWith('uncaught')),
        [],
      );
    } finally {
      await page.close();
    }
  });

  it('swaps in the page area of a page whose title changed, and of another tab whose sidebar shows it, keeping scroll positions', async () => {
    await longPageServed('The middle paragraph, second version.');
    const edited = await site.context.newPage();
    const other = await site.context.newPage();
    try {
      await edited.goto(`${site.watching!.url}/long`);
      await other.goto(`${site.watching!.url}/guide`);
      await edited.locator('#docs-sidebar').getByRole('link', { name: 'Long page' }).waitFor();
      await other.locator('#docs-sidebar').getByRole('link', { name: 'Long page' }).waitFor();
      await edited.getByText('The middle paragraph, second version.').scrollIntoViewIfNeeded();
      const scrolled = await edited.evaluate(() => window.scrollY);
      assert.ok(scrolled > 500, `the page is scrolled down (${scrolled} px)`);
      await markNotReloaded(edited);
      await markNotReloaded(other);

      await writeFile(
        file('content/docs/long.md'),
        longPage('A renamed long page', 'The middle paragraph, second version.'),
      );
      await edited.locator('#docs-sidebar').getByRole('link', { name: 'A renamed long page' }).waitFor();
      await edited.locator('#main-content h1', { hasText: 'A renamed long page' }).waitFor();
      assert.equal(await edited.title(), 'A renamed long page | Documentation');
      assert.equal(await notReloaded(edited), true, 'the edited page was not reloaded');
      assert.equal(await edited.evaluate(() => window.scrollY), scrolled);

      await other.locator('#docs-sidebar').getByRole('link', { name: 'A renamed long page' }).waitFor();
      assert.equal(await notReloaded(other), true, 'the other tab was not reloaded');
      assert.equal(await other.title(), 'Guide | Documentation');
    } finally {
      await edited.close();
      await other.close();
    }
  });

  it("swaps an MDX page's edited text in without a reload, its component still styled", async () => {
    const page = await site.context.newPage();
    const { messages } = collectPageErrors(page);
    const mdx = file('content/docs/styled.mdx');
    const original = await readFile(mdx, 'utf8');
    try {
      await page.goto(`${site.watching!.url}/styled`);
      await page.locator('.box').waitFor();
      await redBox(page);
      await markNotReloaded(page);
      await writeFile(mdx, `${original}\nA sentence under the box, added in watch.\n`);
      await page.getByText('A sentence under the box, added in watch.').waitFor();
      assert.equal(await notReloaded(page), true, 'the page was not reloaded');
      assert.equal(await page.locator('.box').evaluate((element) => getComputedStyle(element).color), 'rgb(200, 0, 0)');
      assert.deepEqual(
        messages.filter((message) => message.startsWith('uncaught')),
        [],
      );
    } finally {
      await writeFile(mdx, original);
      await site.watching!.idle();
      await page.close();
    }
  });

  it('swaps in the pages of an edited component without a reload', async () => {
    const page = await site.context.newPage();
    const component = file('components/box.tsx');
    const original = await readFile(component, 'utf8');
    try {
      await page.goto(`${site.watching!.url}/styled`);
      await page.locator('.box', { hasText: 'A styled box.' }).waitFor();
      await markNotReloaded(page);
      await writeFile(component, original.replace('A styled box.', 'A styled box, edited.'));
      await page.locator('.box', { hasText: 'A styled box, edited.' }).waitFor();
      assert.equal(await notReloaded(page), true, 'the page was not reloaded');
    } finally {
      await writeFile(component, original);
      await page.locator('.box', { hasText: /^A styled box\.$/ }).waitFor();
      await site.watching!.idle();
      await page.close();
    }
  });

  it("swaps a component's changed stylesheet in without a reload", async () => {
    const page = await site.context.newPage();
    try {
      await page.goto(`${site.watching!.url}/styled`);
      const box = page.locator('.box');
      await box.waitFor();
      await redBox(page);
      assert.equal(await box.evaluate((element) => getComputedStyle(element).color), 'rgb(200, 0, 0)');
      await markNotReloaded(page);
      await writeFile(file('components/box.css'), boxCss('rgb(0, 0, 200)'));
      await page.waitForFunction(() => {
        const element = document.querySelector('.box');
        return element !== null && getComputedStyle(element).color === 'rgb(0, 0, 200)';
      });
      assert.equal(await notReloaded(page), true, 'the page was not reloaded');
    } finally {
      await page.close();
    }
  });

  it('shows the new version of a page the client router had fetched ahead', async () => {
    await startFrom(site, file('content/docs/guide.md'), guidePage('First version of the guide.'), '/guide', (html) =>
      html.includes('First version of the guide.'),
    );
    const page = await site.context.newPage();
    try {
      await page.goto(`${site.watching!.url}/`);
      const link = page.locator('#main-content').getByRole('link', { name: 'guide', exact: true });
      const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/guide');
      await link.hover();
      await prefetched;
      await markNotReloaded(page);
      await writeFile(file('content/docs/guide.md'), guidePage('Second version of the guide.'));
      // The home page did not change, so it stays; the guide's new version reaches the server.
      await expectServed(site.watching!.url, '/guide', 'Second version of the guide.');
      await link.click();
      await page.getByText('Second version of the guide.').waitFor();
      assert.equal(await notReloaded(page), true, 'the router showed the guide without a full load');
    } finally {
      await page.close();
    }
  });

  it("shows the 404 page in a deleted page's tab", async () => {
    await longPageServed('The middle paragraph, second version.');
    const page = await site.context.newPage();
    try {
      await page.goto(`${site.watching!.url}/long`);
      await page.getByText('The middle paragraph, second version.').waitFor();
      await unlink(file('content/docs/long.md'));
      await page.locator('.not-found').waitFor();
      assert.equal(await page.getByText('The middle paragraph, second version.').count(), 0);
    } finally {
      await page.close();
    }
  });
});

/** Waits until the server answers `route` with a page that contains `text`. */
async function expectServed(url: string, route: string, text: string): Promise<void> {
  await waitFor(`${route} with "${text}"`, async () => (await (await fetch(url + route)).text()).includes(text));
}
