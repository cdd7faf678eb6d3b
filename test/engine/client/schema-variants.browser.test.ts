import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { collectConsole, fixturesDir, serveInChromium, type BuiltSite } from '../../helpers/built-site.js';
import path from 'node:path';

/** The options of a oneOf as tabs (test/fixtures/openapi-features-site): chosen by click or keyboard, all shown without JavaScript. */
describe('oneOf options as tabs on an endpoint page, in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  serveInChromium(path.join(fixturesDir, 'openapi-features-site'), (served, chromium) => {
    site = served;
    browser = chromium;
  });

  const selected = (tab: Locator) => tab.and(tab.page().locator('[aria-selected="true"]')).waitFor();
  /** The panel of an option, by its tab's name. */
  const panel = (page: Page, option: string) => page.getByRole('tabpanel', { name: option, exact: true });

  it('shows one option at a time, chosen by a click or by the arrow keys, each with its fields and example', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const messages = collectConsole(page);
    await page.goto(site.url + '/api/getanimal');
    await page.locator('#responses ~ * summary, .endpoint-response summary').first().click();
    const tabs = page.getByRole('tablist', { name: 'Value of petType' });
    const cat = tabs.getByRole('tab', { name: 'cat', exact: true });
    const doggo = tabs.getByRole('tab', { name: 'doggo' });
    await selected(cat);
    await panel(page, 'cat').waitFor({ state: 'visible' });
    assert.equal(await panel(page, 'doggo').isVisible(), false, 'the other option is hidden');

    await doggo.click();
    await selected(doggo);
    const dog = panel(page, 'doggo');
    await dog.waitFor({ state: 'visible' });
    assert.match(await dog.innerText(), /"petType": "doggo"/);
    assert.match(await dog.innerText(), /bark/);
    assert.equal(await panel(page, 'cat').isVisible(), false);

    await doggo.focus();
    await page.keyboard.press('ArrowLeft');
    await selected(cat);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'cat', 'focus follows the choice');
    await panel(page, 'cat').waitFor({ state: 'visible' });
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('without JavaScript, lists every option one after the other, the tab list hidden', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + '/api/getanimal');
    await page.locator('.endpoint-response summary').first().click();
    await panel(page, 'cat').waitFor({ state: 'visible' });
    await panel(page, 'doggo').waitFor({ state: 'visible' });
    assert.equal(await page.getByRole('tablist', { name: 'Value of petType' }).isVisible(), false);
    await context.close();
  });
});
