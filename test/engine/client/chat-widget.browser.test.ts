import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { startStaticServer, type StaticServer } from '../../helpers/static-server.js';
import { withEnv } from '../../helpers/with-env.js';
import { buildAndServe, collectConsole, repoRoot, type BuiltSite } from '../../helpers/built-site.js';

/** A stand-in for a hosted chat widget: defines its start function, which shows the options it got. */
const WIDGET_SCRIPT = `window.startSupportChat = function (options) {
  var chat = document.createElement('aside');
  chat.id = 'support-chat';
  chat.textContent = options.greeting + ' (' + options.appId + ')';
  document.body.append(chat);
};
`;

describe('the SideShift site built with DOCS_CHAT_WIDGET_SRC loads and starts the widget in Chromium', () => {
  let widgetHost: StaticServer;
  let site: BuiltSite;
  let browser: Browser;

  before(async () => {
    widgetHost = await startStaticServer({ 'widget.js': WIDGET_SCRIPT });
    site = await withEnv(
      {
        DOCS_CHAT_WIDGET_SRC: `${widgetHost.url}/widget.js`,
        DOCS_CHAT_WIDGET_INIT: 'startSupportChat',
        DOCS_CHAT_WIDGET_OPTIONS: JSON.stringify({ greeting: 'Ask SideShift support', appId: 'docs-123' }),
      },
      () => buildAndServe(repoRoot),
    );
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    await widgetHost?.close();
  });

  for (const route of ['/faq', '/endpoints/v2/createfixedshift']) {
    it(`starts the widget from the other origin with its options on ${route}`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const messages = collectConsole(page);
      const widgetRequest = page.waitForRequest(`${widgetHost.url}/widget.js`);
      await page.goto(site.url + route);
      await widgetRequest;
      const chat = page.locator('#support-chat');
      await chat.waitFor();
      assert.equal(await chat.textContent(), 'Ask SideShift support (docs-123)');
      assert.ok(await page.getByRole('heading', { level: 1 }).isVisible(), 'the page itself still shows');
      assert.deepEqual(messages, []);
      await context.close();
    });
  }
});
