import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { collectConsole, fixturesDir, serveInChromium, type BuiltSite } from '../../helpers/built-site.js';
import { axeViolations } from '../../helpers/endpoint-page-checks.js';

/** Schema pages and the changelog (test/fixtures/openapi-reference-site) as a reader sees them. */
describe('schema pages and the changelog in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  serveInChromium(path.join(fixturesDir, 'openapi-reference-site'), (served, chromium) => {
    site = served;
    browser = chromium;
  });

  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    assert.ok(found, 'the element is displayed');
    return found;
  };

  it('puts the example beside the fields on a wide screen and above them on a narrow one', async () => {
    for (const width of [1280, 600]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const messages = collectConsole(page);
      await page.goto(site.url + '/api/schemas/order');
      const example = page.getByRole('complementary', { name: 'Example' });
      const fields = page.getByRole('heading', { name: 'Fields', level: 2 });
      await example.getByText('"status": "paid"').waitFor();
      const [exampleBox, fieldsBox] = [await box(example), await box(fields)];
      if (width === 1280) {
        assert.ok(
          exampleBox.x > fieldsBox.x + 200,
          `example (x ${exampleBox.x}) right of the fields (x ${fieldsBox.x})`,
        );
        assert.ok(exampleBox.y < fieldsBox.y, 'and level with their start');
      } else {
        assert.ok(exampleBox.y + exampleBox.height <= fieldsBox.y, 'the example comes before the fields');
      }
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(messages, []);
      await context.close();
    }
  });

  it('leads from a schema to the operations that return it and to the schemas inside it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.url + '/api/schemas/order');
    const returnedBy = page.locator('section', { has: page.getByRole('heading', { name: 'Returned by' }) });
    await returnedBy.getByRole('link', { name: /Get an order/ }).click();
    await page.getByRole('heading', { name: 'Get an order', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/api/getorder');
    // On the endpoint page the schema's name leads back to its page, and from there to LineItem's.
    await page.locator('#responses ~ * summary, .endpoint-response summary').first().click();
    await page.getByRole('link', { name: 'Order', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Order', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'LineItem', exact: true }).last().click();
    await page.getByRole('heading', { name: 'LineItem', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/api/schemas/lineitem');
    await context.close();
  });

  it('shows the changelog with its breaking changes flagged, and no accessibility violations', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const messages = collectConsole(page);
    await page.goto(site.url + '/api/changelog');
    const changed = page.locator('section', { has: page.getByRole('heading', { name: 'Changed', level: 2 }) });
    const retyped = changed.locator('li:not(:has(li))').filter({ hasText: 'items[].quantity: type string → integer' });
    await retyped.first().waitFor();
    assert.match((await retyped.first().textContent()) ?? '', /breaking$/);
    const removed = page.locator('section', { has: page.getByRole('heading', { name: 'Removed', level: 2 }) });
    assert.equal(
      await removed.locator('ul').getByRole('link').count(),
      0,
      'a removed operation has no page to link to',
    );
    assert.match((await removed.textContent()) ?? '', /GET\s+\/ping\s+Ping/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(messages, []);
    await context.close();
  });
});
