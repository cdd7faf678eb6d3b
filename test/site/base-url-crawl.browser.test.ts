import assert from 'node:assert/strict';
import { cpSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { buildOrExplain, collectConsole, repoRoot } from '../helpers/built-site.js';

const BASE = '/sub/';

/**
 * A plain static host of a project site, as GitHub Pages is: `/sub/…` maps to the output folder
 * (`/sub/a/b` is `a/b/index.html`), anything missing gets `404.html` with 404, and nothing is served
 * outside `/sub/`. Not `docs-build serve`: the site must work where the build has no say.
 */
async function startProjectSiteHost(dir: string): Promise<{ origin: string; close(): Promise<void> }> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.txt': 'text/plain; charset=utf-8',
    '.md': 'text/markdown; charset=utf-8',
    '.xml': 'application/xml',
    '.yaml': 'application/yaml',
  };
  const isFile = (file: string) =>
    stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    );
  const server: Server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
      let found: string | undefined;
      if (pathname.startsWith(BASE) && !pathname.split('/').includes('..')) {
        const relative = pathname.slice(BASE.length);
        const candidates =
          relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}/index.html`];
        for (const candidate of candidates) if (!found && (await isFile(path.join(dir, candidate)))) found = candidate;
      }
      const file = found ?? '404.html';
      res.writeHead(found ? 200 : 404, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
      res.end(await readFile(path.join(dir, file)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`the SideShift site built with baseUrl "${BASE}", on a plain static host under ${BASE}`, () => {
  let tempDir: string;
  let outDir: string;
  let host: { origin: string; close(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Every response of this origin the browser got, and every request of it that failed. */
  const broken: string[] = [];

  before(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-base-url-'));
    const root = path.join(tempDir, 'site');
    // The site's own config, unchanged, with the base URL set over it.
    for (const entry of ['content', 'openapi', 'static'])
      cpSync(path.join(repoRoot, entry), path.join(root, entry), { recursive: true });
    cpSync(path.join(repoRoot, 'site.config.ts'), path.join(root, 'sideshift.config.ts'));
    writeFileSync(
      path.join(root, 'site.config.ts'),
      `import config from './sideshift.config.ts';\n\nexport default { ...config, baseUrl: '${BASE}' };\n`,
    );
    outDir = path.join(tempDir, 'build');
    await buildOrExplain(root, outDir);
    host = await startProjectSiteHost(outDir);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.origin });
    page = await context.newPage();
    page.on('response', (response) => {
      if (new URL(response.url()).origin === host.origin && response.status() !== 200)
        broken.push(`${response.status()} ${response.url()} (from ${page.url()})`);
    });
    // Nothing leaves the machine (launchBrowser resolves no other host); other origins are not counted.
    page.on('requestfailed', (request) => {
      // ERR_ABORTED: the crawl went on to the next page while this one was still fetching (a prefetch).
      if (new URL(request.url()).origin === host.origin && request.failure()?.errorText !== 'net::ERR_ABORTED')
        broken.push(`failed ${request.url()}: ${request.failure()?.errorText} (from ${page.url()})`);
    });
  });
  after(async () => {
    await browser?.close();
    await host?.close();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  it('crawled from its home page: every link, stylesheet, script, image and fetch of every page answers 200', async () => {
    const messages = collectConsole(page);
    const pages = [`${host.origin}${BASE}`];
    const seen = new Set(pages);
    const resources = new Map<string, string>();
    let index = 0;
    const crawl = async () => {
      for (; index < pages.length; index++) {
        const url = pages[index]!;
        const response = await page.goto(url, { waitUntil: 'load' });
        assert.equal(response?.status(), 200, url);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.baseUrl), BASE, url);
        const found = await page.evaluate(() => [
          ...Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'), (a) => ({ url: a.href, page: true })),
          ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[href]'), (link) => ({
            url: link.href,
            page: false,
          })),
          ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => ({
            url: script.src,
            page: false,
          })),
          ...Array.from(document.querySelectorAll<HTMLImageElement>('img[src]'), (image) => ({
            url: image.src,
            page: false,
          })),
          ...Array.from(document.querySelectorAll<HTMLElement>('[data-markdown-href]'), (button) => ({
            url: new URL(button.dataset.markdownHref!, location.href).href,
            page: false,
          })),
        ]);
        for (const link of found) {
          const target = new URL(link.url);
          if (target.origin !== host.origin) continue;
          assert.ok(target.pathname.startsWith(BASE), `${url} links to ${target.href}, outside ${BASE}`);
          target.hash = '';
          const lastSegment = target.pathname.slice(target.pathname.lastIndexOf('/') + 1);
          if (link.page && !lastSegment.includes('.')) {
            if (!seen.has(target.href)) {
              seen.add(target.href);
              pages.push(target.href);
            }
          } else if (!resources.has(target.href)) {
            resources.set(target.href, url);
          }
        }
      }
    };
    await crawl();
    const reachedFromHome = pages.length;
    // The pages no page links to (the blog's archive and authors, the search page) are visited too.
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>https:\/\/docs\.sideshift\.ai(\/[^<]*)<\/loc>/g)].map(
      (match) => `${host.origin}${match[1]}`,
    );
    for (const url of listed) if (!seen.has(url)) pages.push(url);
    await crawl();
    for (const [resource, from] of resources) {
      const response = await page.request.get(resource);
      assert.equal(response.status(), 200, `${resource} (linked from ${from})`);
    }
    assert.ok(
      listed.length >= 60 && listed.every((url) => url.startsWith(`${host.origin}${BASE}`)),
      `the sitemap lists ${listed.length} pages under ${BASE}`,
    );
    assert.ok(reachedFromHome >= 60, `${reachedFromHome} pages reached from the home page`);
    assert.ok(resources.size >= 20, `checked ${resources.size} files`);
    assert.deepEqual(broken, []);
    assert.deepEqual(
      messages.filter((message) => !message.includes('net::ERR_FAILED')),
      [],
      'no console errors (other origins are refused on purpose)',
    );
  });

  it('navigates on the client under the base URL: no reload, back and forward', async () => {
    await page.goto(`${host.origin}${BASE}`);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Widget' }).click();
    await page.waitForURL(`${host.origin}${BASE}widget`);
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /widget/i })
      .first()
      .waitFor();
    await page
      .locator('#docs-sidebar')
      .getByRole('link', { name: /guide one/i })
      .first()
      .click();
    await page.waitForURL(`${host.origin}${BASE}widget-integration-guide-one`);
    await page.goBack();
    await page.waitForURL(`${host.origin}${BASE}widget`);
    assert.equal(
      await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      true,
      'the router swapped the pages',
    );
    assert.deepEqual(broken, []);
  });

  it('searches the local index from the modal: hits link under the base URL, and opening one shows its page', async () => {
    await page.goto(`${host.origin}${BASE}api-intro/getting-started`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search docs' }).fill('refund address');
    const hits = page.getByRole('option');
    await hits.first().waitFor();
    const hrefs = await page
      .locator('a.search-hit-link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    assert.ok(hrefs.length > 0);
    for (const href of hrefs) {
      assert.ok(new URL(href).pathname.startsWith(BASE), href);
      assert.equal((await page.request.get(href)).status(), 200, href);
    }
    const first = new URL(hrefs[0]!);
    await hits.first().click();
    await page.waitForURL((url) => url.pathname === first.pathname);
    await page.locator('main h1').first().waitFor();
    assert.deepEqual(broken, []);
  });

  it('copies every page with Copy Docs, fetched from under the base URL', async () => {
    const allDocs = await readFile(path.join(outDir, 'all-docs.txt'), 'utf8');
    await page.goto(`${host.origin}${BASE}faq`);
    await page.waitForFunction(
      (url) => performance.getEntriesByName(url).length > 0,
      `${host.origin}${BASE}all-docs.txt`,
    );
    await page.getByRole('button', { name: 'Copy Docs' }).click();
    await page.waitForFunction(() => document.querySelector('button.navbar-copy-docs')?.textContent === 'Copied!');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), allDocs);
    assert.match(allDocs, /^URL: https:\/\/docs\.sideshift\.ai\/sub\/faq$/m);
    assert.deepEqual(broken, []);
  });

  it('shows the 404 page, styled and with its links under the base URL, for a path under it that no page has', async () => {
    const missing = `${host.origin}${BASE}no/such/page`;
    const response = await page.goto(missing);
    assert.equal(response?.status(), 404);
    const home = page.getByRole('link', { name: 'Go to the docs home' });
    await home.waitFor();
    assert.ok(
      await page.evaluate(() => document.styleSheets.length >= 2 && getComputedStyle(document.body).fontFamily !== ''),
      'the stylesheets loaded',
    );
    await home.click();
    await page.waitForURL(`${host.origin}${BASE}`);
    assert.deepEqual(
      broken.map((entry) => entry.split(' (from ')[0]),
      [`404 ${missing}`],
      'nothing but the page itself is missing',
    );
  });
});
