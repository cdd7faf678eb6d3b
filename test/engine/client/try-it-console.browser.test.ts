import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectConsole, fixturesDir, repoRoot, serveInChromium, type BuiltSite } from '../../helpers/built-site.js';
import { axeViolations } from '../../helpers/endpoint-page-checks.js';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A small API on 127.0.0.1: records what it receives and answers what the test sets, with or without CORS. */
interface ApiServer {
  origin: string;
  received: Received[];
  reply: { status: number; body: unknown };
  close(): Promise<void>;
}

async function startApi(cors: boolean): Promise<ApiServer> {
  const api: Omit<ApiServer, 'origin' | 'close'> = { received: [], reply: { status: 200, body: {} } };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (cors) {
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Access-Control-Allow-Headers', '*');
        response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        response.setHeader('Access-Control-Expose-Headers', 'x-trace');
      }
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      // The console's check for a server that answers without CORS is a bodiless HEAD: not a request of the reader's.
      if (request.method !== 'HEAD')
        api.received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      response
        .writeHead(api.reply.status, { 'Content-Type': 'application/json', 'x-trace': 'trace-1' })
        .end(JSON.stringify(api.reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(api, {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** An API on 127.0.0.1 that lets this page call it (CORS) but never answers a request: each waits until the client gives up. */
async function startHangingApi(): Promise<{
  origin: string;
  received: string[];
  nextRequest(): Promise<void>;
  close(): Promise<void>;
}> {
  const waiting: (() => void)[] = [];
  const state = { received: [] as string[] };
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    state.received.push(`${request.method} ${request.url}`);
    for (const resolve of waiting.splice(0)) resolve();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    origin: `http://127.0.0.1:${port}`,
    nextRequest: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** The "Try it" console on the endpoint pages of a fixture API (test/fixtures/try-it-site). */
describe('the "Try it" console in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  let api: ApiServer;
  let noCors: ApiServer;

  serveInChromium(path.join(fixturesDir, 'try-it-site'), (served, chromium) => {
    site = served;
    browser = chromium;
  });
  before(async () => {
    api = await startApi(true);
    noCors = await startApi(false);
  });
  after(async () => {
    await api.close();
    await noCors.close();
  });

  /** Opens an endpoint page, noting every script it loads. */
  async function open(
    route: string,
  ): Promise<{ context: BrowserContext; page: Page; scripts: string[]; messages: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // A cookie of the docs' host (127.0.0.1): a request that carried cookies would take it to the API's port too.
    await context.addCookies([{ name: 'session', value: 'docs-cookie', domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const messages = collectConsole(page);
    await page.goto(site.url + route);
    await page.locator('[data-example-tabs][data-enhanced]').first().waitFor({ state: 'attached' });
    return { context, page, scripts, messages };
  }

  /** Opens the console and points it at `origin` (the spec's server, edited). */
  async function openConsole(page: Page, origin: string): Promise<void> {
    await page.getByRole('button', { name: 'Try it' }).click();
    const server = page.getByLabel('Server URL');
    await server.waitFor();
    await server.fill(`${origin}/v1`);
  }

  const curl = (page: Page) => page.locator('.endpoint-samples .example-tabpanel[data-tab="curl"] pre').textContent();

  it('loads its code only on the click, sends a GET with its path, query and header to the chosen server, and shows the response', async () => {
    const { context, page, scripts, messages } = await open('/endpoints/getorder');
    const loadedBefore = [...scripts];
    assert.ok(
      loadedBefore.length > 0 && loadedBefore.every((url) => !/try-it/.test(url)),
      `no console code before the click: ${loadedBefore.join(', ')}`,
    );
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.getByLabel('Server URL').waitFor();
    assert.ok(
      scripts.some((url) => /\/try-it-console-/.test(url)),
      'the console chunk loads on the click',
    );
    // The spec's first server, its variable at its default; another server of the spec, chosen.
    assert.equal(await page.getByLabel('Server URL').inputValue(), 'https://eu.shop.example.com/v1');
    await page.getByLabel('region').selectOption('us');
    assert.equal(await page.getByLabel('Server URL').inputValue(), 'https://us.shop.example.com/v1');
    await page
      .getByLabel('Server', { exact: true })
      .selectOption({ label: 'Sandbox (https://sandbox.shop.example.com/v1)' });
    assert.equal(await page.getByLabel('Server URL').inputValue(), 'https://sandbox.shop.example.com/v1');
    await page.getByLabel('Server URL').fill(`${api.origin}/v1`);

    // Prefilled from the examples and defaults; the samples follow what the reader types.
    assert.equal(await page.getByLabel('orderId').inputValue(), 'ord_1');
    assert.equal(await page.getByLabel('limit').inputValue(), '10');
    await page.getByLabel('orderId').fill('ord 42');
    await page.getByLabel('expand').selectOption('customer');
    await page.waitForFunction(() =>
      document
        .querySelector('.endpoint-samples .example-tabpanel[data-tab="curl"] pre')
        ?.textContent?.includes('/v1/orders/ord%2042'),
    );
    const sample = (await curl(page)) ?? '';
    assert.match(sample, new RegExp(`--url '${api.origin}/v1/orders/ord%2042'`));
    assert.match(sample, /--data-urlencode 'expand=customer'/);
    assert.match(
      sample,
      /--header "x-shop-key: \$SHOP_KEY"/,
      'the credential is read from the environment while masked',
    );
    assert.match(
      (await page.locator('.endpoint-samples .example-tabpanel[data-tab="python"] pre').textContent()) ?? '',
      /"expand": "customer"/,
      'the Python sample follows too',
    );
    // Rewritten samples are highlighted as the build highlights them: Prism's token classes, a span per line.
    await page.waitForFunction(() => {
      const code = document.querySelector<HTMLElement>(
        '.endpoint-samples .example-tabpanel[data-tab="python"] pre code',
      );
      return (
        code?.textContent?.includes('"customer"') &&
        code.dataset.plain === undefined &&
        code.querySelector('.token.string')
      );
    });
    const pythonLines = await page
      .locator('.endpoint-samples .example-tabpanel[data-tab="python"] pre code')
      .evaluate((code) => ({
        lines: code.querySelectorAll(':scope > span.line').length,
        text: code.textContent!.split('\n').length,
        keyword: code.querySelector('.token.keyword')?.textContent,
      }));
    assert.deepEqual(pythonLines, { lines: pythonLines.text, text: pythonLines.text, keyword: 'import' });

    api.received.length = 0;
    api.reply = { status: 200, body: { id: 'ord 42', status: 'open', items: [{ sku: 'A-1' }] } };
    await page.getByRole('button', { name: 'Send request' }).click();
    const result = page.getByRole('region', { name: 'Response', exact: true });
    await result.getByText('200 OK').waitFor();
    assert.equal(api.received.length, 1);
    const [received] = api.received as [Received];
    assert.equal(received.method, 'GET');
    assert.equal(received.url, '/v1/orders/ord%2042?expand=customer&limit=10');
    assert.equal(received.headers['x-request-id'], 'req-1');
    assert.equal(received.headers['x-shop-key'], undefined, 'no credential when none is filled in');
    assert.equal(received.headers.cookie, undefined, 'no cookies');
    assert.match((await result.textContent()) ?? '', /in \d+ ms/);
    assert.equal(await result.locator('pre.try-it-body').textContent(), JSON.stringify(api.reply.body, null, 2));
    assert.deepEqual(
      await result.locator('pre.try-it-body .token.property').allTextContents(),
      ['"id"', '"status"', '"items"', '"sku"'],
      'the body is highlighted',
    );
    await result.getByText('The body matches the schema of 200.').waitFor();
    // Checked by the validators the build compiled for this operation: Ajv itself never loads.
    assert.ok(
      scripts.some((url) => /\/assets\/try-it-checks-[0-9A-F]+\.js$/.test(url)),
      scripts.join(', '),
    );
    await result.getByText('Headers (').click();
    await result.getByText('trace-1').waitFor();
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('sends credentials only when filled in, never stores them unless asked, and masks them in the samples unless revealed', async () => {
    const { context, page } = await open('/endpoints/getorder');
    await openConsole(page, api.origin);
    const key = page.getByLabel('x-shop-key');
    await key.fill('sk_live_secret');
    assert.equal(await key.getAttribute('type'), 'password');
    api.received.length = 0;
    api.reply = { status: 200, body: { id: 'ord_1', status: 'open' } };
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('region', { name: 'Response', exact: true }).getByText('200 OK').waitFor();
    assert.equal(api.received[0]?.headers['x-shop-key'], 'sk_live_secret');
    assert.equal(api.received[0]?.headers.cookie, undefined);
    const stored = () =>
      page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
      );
    assert.doesNotMatch(await stored(), /sk_live_secret/, 'not stored');
    assert.doesNotMatch((await curl(page)) ?? '', /sk_live_secret/, 'masked in the samples');
    await page.getByLabel('Show in the samples').check();
    await page.waitForFunction(() =>
      document
        .querySelector('.endpoint-samples .example-tabpanel[data-tab="curl"] pre')
        ?.textContent?.includes("'x-shop-key: sk_live_secret'"),
    );
    await page.getByLabel('Remember on this device').check();
    assert.match(await stored(), /sk_live_secret/, 'stored once the reader asks');
    await page.getByLabel('Remember on this device').uncheck();
    assert.doesNotMatch(await stored(), /sk_live_secret/, 'forgotten when the box is unticked');
    // The server URL is remembered for the spec: the next endpoint page of it starts there.
    await page.goto(`${site.url}/endpoints/quoteorder`);
    await page.getByRole('button', { name: 'Try it' }).click();
    assert.equal(await page.getByLabel('Server URL').inputValue(), `${api.origin}/v1`);
    await context.close();
  });

  it('lists by JSON pointer where a response does not match the schema of its status', async () => {
    const { context, page } = await open('/endpoints/getorder');
    await openConsole(page, api.origin);
    api.reply = { status: 200, body: { id: 5, status: 'lost', items: [{}] } };
    await page.getByRole('button', { name: 'Send request' }).click();
    const check = page.locator('.try-it-schema-check[data-result="mismatch"]');
    await check.waitFor();
    const items = await check.locator('li').allTextContents();
    assert.ok(
      items.some((item) => item.startsWith('/id') && /must be string/.test(item)),
      items.join(' | '),
    );
    assert.ok(
      items.some((item) => item.startsWith('/status') && /allowed values/.test(item)),
      items.join(' | '),
    );
    assert.ok(
      items.some((item) => item.startsWith('/items/0') && /sku/.test(item)),
      items.join(' | '),
    );
    // An error status is checked against its own schema.
    api.reply = { status: 404, body: { message: 'No such order.' } };
    await page.getByRole('button', { name: 'Send request' }).click();
    await page
      .getByRole('region', { name: 'Response', exact: true })
      .getByText('The body matches the schema of 404.')
      .waitFor();
    await context.close();
  });

  it('asks before a POST, names what it does, sends nothing when cancelled, and sends the body when confirmed', async () => {
    const { context, page } = await open('/endpoints/createorder');
    await openConsole(page, api.origin);
    assert.equal(await page.getByLabel('recipient').inputValue(), 'Ada Lovelace');
    assert.equal(await page.getByLabel('quantity').inputValue(), '2');
    await page.getByLabel('AFFILIATE_ID').fill('aff_77');
    await page.getByLabel('quantity').fill('3');
    await page.getByLabel('express').selectOption('true');
    api.received.length = 0;
    await page.getByRole('button', { name: 'Send request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this request?' });
    await dialog.waitFor();
    assert.match(
      (await dialog.textContent()) ?? '',
      new RegExp(`Create an order: this sends POST ${api.origin}/v1/orders`),
    );
    await page.keyboard.press('Enter'); // focus starts on Cancel
    await page.getByText('Not sent: you cancelled.').waitFor();
    assert.equal(api.received.length, 0, 'nothing sent');
    // The body sample shows the environment value by name, and follows the fields.
    assert.match(
      (await curl(page)) ?? '',
      /"quantity": 3,[\s\S]*"express": true[\s\S]*"affiliateId": "'"\$AFFILIATE_ID"'"/,
    );

    api.reply = { status: 201, body: { id: 'ord_2', status: 'open' } };
    await page.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('region', { name: 'Response', exact: true }).getByText('201 Created').waitFor();
    assert.equal(api.received.length, 1);
    assert.equal(api.received[0]!.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(api.received[0]!.body), {
      recipient: 'Ada Lovelace',
      quantity: 3,
      express: true,
      affiliateId: 'aff_77',
    });
    // The environment value is remembered, like the sample language.
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-build.sample-env.AFFILIATE_ID')), 'aff_77');
    await context.close();
  });

  it('sends a POST the spec marks x-try-it: safe without asking', async () => {
    const { context, page } = await open('/endpoints/quoteorder');
    await openConsole(page, api.origin);
    api.received.length = 0;
    api.reply = { status: 200, body: { total: 12.5 } };
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('region', { name: 'Response', exact: true }).getByText('200 OK').waitFor();
    assert.equal(api.received[0]?.url, '/v1/orders/ord_1/quote');
    await context.close();
  });

  it('says when a server refuses CORS, and offers the request as cURL', async () => {
    const { context, page } = await open('/endpoints/getorder');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await openConsole(page, noCors.origin);
    noCors.reply = { status: 200, body: { id: 'ord_1', status: 'open' } };
    await page.getByRole('button', { name: 'Send request' }).click();
    const alert = page.locator('.try-it-error[data-failure="cors"]');
    await alert.waitFor();
    assert.match(
      (await alert.textContent()) ?? '',
      new RegExp(
        `${noCors.origin} answered, but does not let this page read the response: it sent no Access-Control-Allow-Origin`,
      ),
    );
    await page.getByRole('button', { name: 'Copy as cURL' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    assert.match(
      await page.evaluate(() => navigator.clipboard.readText()),
      new RegExp(`^curl --get \\\\\\n  --url '${noCors.origin}/v1/orders/ord_1'`),
    );
    await context.close();
  });

  it('shows a request to a server that hangs as pending, with a way to cancel it, and gives up after the timeout', async () => {
    const hanging = await startHangingApi();
    const { context, page } = await open('/endpoints/getorder');
    await openConsole(page, hanging.origin);
    const result = page.getByRole('region', { name: 'Response', exact: true });
    const send = page.getByRole('button', { name: 'Send request' });
    const cancel = page.getByRole('button', { name: 'Cancel request' });
    assert.equal(await cancel.isVisible(), false, 'nothing to cancel yet');

    // Pending: what was sent and for how long, a Cancel button that has the focus; cancelling ends the request.
    let arrived = hanging.nextRequest();
    await send.focus();
    await page.keyboard.press('Enter');
    await arrived;
    const pending = result.locator('.try-it-pending');
    await pending.getByText(`Waiting for a response to GET ${hanging.origin}/v1/orders/ord_1`).waitFor();
    assert.match((await pending.textContent()) ?? '', /gives up after 30 s/);
    assert.equal(await send.isDisabled(), true);
    assert.equal(
      await cancel.evaluate((button) => button === document.activeElement),
      true,
      'focus moves to Cancel request',
    );
    await pending.locator('.try-it-elapsed').getByText('1 s').waitFor();
    await page.keyboard.press('Enter');
    await result.getByText('Cancelled: no response was read.').waitFor();
    assert.equal(
      await send.evaluate((button) => button === document.activeElement),
      true,
      'focus back on Send request',
    );
    await page.waitForFunction(() => !document.querySelector('.try-it-cancel:not([hidden])'));

    // Escape stops a pending request too.
    arrived = hanging.nextRequest();
    await send.click();
    await arrived;
    await pending.waitFor();
    await page.keyboard.press('Escape');
    await result.getByText('Cancelled: no response was read.').waitFor();

    // With a timeout, the console gives up by itself and says so, with the request as cURL.
    await page.getByLabel('Timeout (seconds)').fill('1');
    arrived = hanging.nextRequest();
    await send.click();
    await arrived;
    await pending.getByText(/gives up after 1 s/).waitFor();
    const alert = result.locator('.try-it-error[data-failure="timeout"]');
    await alert.getByText(`No response from ${hanging.origin} within 1 s`).waitFor();
    await result.getByRole('button', { name: 'Copy as cURL' }).waitFor();
    assert.equal(hanging.received.length, 3);
    assert.ok(
      hanging.received.every((line) => line === 'GET /v1/orders/ord_1?expand=items&limit=10'),
      hanging.received.join(', '),
    );
    await context.close();
    await hanging.close();
  });

  it('says when a server cannot be reached', async () => {
    const { context, page } = await open('/endpoints/getorder');
    const closed = await startApi(true);
    await closed.close();
    await openConsole(page, closed.origin);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page
      .locator('.try-it-error[data-failure="network"]')
      .getByText(`No response from ${closed.origin}`)
      .waitFor();
    await page.getByRole('button', { name: 'Copy as cURL' }).waitFor();
    await context.close();
  });

  it("rewrites the sample of every language the spec chooses as the reader types, and leaves the spec's own samples as written", async () => {
    const { context, page, scripts } = await open('/polyglot/getorder');
    const generatorChunk = /\/(native|undici|guzzle|nethttp|httpclient|highlight-code|try-it)-[A-Z0-9]+\.js$/;
    assert.deepEqual(
      scripts.filter((url) => generatorChunk.test(url)),
      [],
      'no console, generator or highlighter code before the click',
    );
    await openConsole(page, api.origin);
    await page.getByLabel('orderId').fill('ord_9');
    const languages = ['curl', 'go', 'php', 'ruby', 'java', 'csharp', 'node', 'python'];
    const sample = (key: string) => page.locator(`.endpoint-samples .example-tabpanel[data-tab="${key}"] pre code`);
    for (const key of languages) {
      // Rewritten for the new id and highlighted again once the generators and grammars have loaded.
      await page.waitForFunction((tab) => {
        const code = document.querySelector<HTMLElement>(
          `.endpoint-samples .example-tabpanel[data-tab="${tab}"] pre code`,
        );
        return (
          code?.textContent?.includes('/orders/ord_9') &&
          code.dataset.plain === undefined &&
          code.querySelector('.token') !== null
        );
      }, key);
    }
    for (const key of ['go', 'php', 'ruby', 'java', 'csharp', 'node']) {
      assert.match(
        (await sample(key).textContent()) ?? '',
        new RegExp(`${api.origin}/v1/orders/ord_9\\?expand=items&limit=10`),
        key,
      );
    }
    // Credentials: a placeholder while masked, the value once revealed, in the library languages too.
    await page.getByLabel('x-shop-key').fill('sk_test_9');
    assert.match((await sample('go').textContent()) ?? '', /"\{SHOP_KEY\}"/);
    assert.doesNotMatch((await sample('go').textContent()) ?? '', /sk_test_9/);
    await page.getByLabel('Show in the samples').check();
    await page.waitForFunction(() =>
      document
        .querySelector('.endpoint-samples .example-tabpanel[data-tab="php"] pre')
        ?.textContent?.includes("'x-shop-key' => 'sk_test_9'"),
    );
    // The spec's own samples are not the console's to change.
    assert.equal(await sample('x-shop-cli').textContent(), 'shop orders get ord_1 --expand items');
    assert.equal(await sample('x-csharp').textContent(), 'var order = await shop.Orders.GetAsync("ord_1");');
    // Sent like any other page's request.
    api.received.length = 0;
    api.reply = { status: 200, body: { id: 'ord_9', status: 'open' } };
    await page.getByRole('button', { name: 'Send request' }).click();
    await page
      .getByRole('region', { name: 'Response', exact: true })
      .getByText('The body matches the schema of 200.')
      .waitFor();
    assert.equal(api.received[0]?.url, '/v1/orders/ord_9?expand=items&limit=10');
    await context.close();
  });

  it('has no button where the spec says x-try-it: false, nor in the page without JavaScript', async () => {
    const { context, page } = await open('/endpoints/purgeeverything');
    await page.getByRole('heading', { name: 'Request samples' }).waitFor();
    assert.equal(await page.locator('[data-try-it-open]').count(), 0);
    assert.equal(await page.locator('#try-it-data').count(), 0);
    await context.close();
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${site.url}/endpoints/getorder`);
    assert.equal(await plain.locator('[data-try-it-open]').count(), 1);
    assert.equal(
      await plain.getByRole('button', { name: 'Try it' }).isVisible(),
      false,
      'no button that could not work',
    );
    await noJs.close();
  });

  it('works with the keyboard alone and has no axe violations when open', async () => {
    const { context, page } = await open('/endpoints/createorder');
    await page.getByRole('button', { name: 'Try it' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Server URL').waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('#try-it-console') !== null),
      true,
      'focus moves into the console',
    );
    await page.getByLabel('Server URL').fill(`${api.origin}/v1`);
    api.received.length = 0;
    api.reply = { status: 201, body: { id: 'ord_3', status: 'open' } };
    await page.getByLabel('recipient').focus();
    await page.keyboard.press('Enter'); // submits the form
    const dialog = page.getByRole('dialog', { name: 'Send this request?' });
    await dialog.waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await page.keyboard.press('Tab'); // Cancel → Send
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Response', exact: true }).getByText('201 Created').waitFor();
    assert.equal(api.received.length, 1);
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });
});

/** The console on the SideShift pages: the V2 operations have it, the V1 operations whose paths are unconfirmed do not. */
describe('the "Try it" console of the SideShift site', () => {
  let site: BuiltSite;
  let browser: Browser;

  serveInChromium(repoRoot, (served, chromium) => {
    site = served;
    browser = chromium;
  });

  it('opens on V2 pages with the secret and AFFILIATE_ID fields, and is absent from the unconfirmed V1 pages', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/endpoints/v2/createfixedshift`);
    await page.getByRole('button', { name: 'Try it' }).click();
    assert.equal(await page.getByLabel('Server URL').inputValue(), 'https://sideshift.ai/api/v2');
    await page.getByLabel('x-sideshift-secret').waitFor();
    await page.getByLabel('AFFILIATE_ID').waitFor();
    // A field whose schema allows null keeps the example's null, not the text "null".
    await page.goto(`${site.url}/endpoints/v2/requestquote`);
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.getByLabel('settleAmount').waitFor();
    const curl = page.getByRole('tabpanel', { name: 'cURL' });
    assert.match((await curl.textContent()) ?? '', /"settleAmount": null/);
    assert.doesNotMatch((await curl.textContent()) ?? '', /"settleAmount": "null"/);
    for (const route of ['/endpoints/v1/recentdeposits', '/endpoints/v1/get-xai-stats']) {
      await page.goto(site.url + route);
      await page.getByText('Not confirmed').first().waitFor();
      assert.equal(await page.locator('[data-try-it-open]').count(), 0, route);
    }
    await context.close();
  });
});
