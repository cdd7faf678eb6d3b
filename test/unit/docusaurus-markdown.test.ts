import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js';

let fixture: Promise<FixtureBuild> | undefined;
/** The Docusaurus-style fixture site, built once for the tests that only read it. */
const docusaurusSite = () => (fixture ??= buildFixture('docusaurus-markdown-site'));

/** The main content of a page, without the chrome around it. */
function content(html: string | undefined): string {
  assert.ok(html, 'the page was built');
  const start = html.indexOf('<div class="markdown">');
  assert.notEqual(start, -1, 'the page has a markdown body');
  return html.slice(start);
}

describe('Markdown and MDX as Docusaurus reads them', () => {
  it('builds the fixture without errors', async () => {
    const site = await docusaurusSite();
    assert.deepEqual(site.errors, []);
  });

  it('renders every admonition type, bracket and space titles, and nested admonitions', async () => {
    const html = content((await docusaurusSite()).html('/admonitions'));
    const boxes = [...html.matchAll(/<div class="admonition admonition-(\w+)" role="note"><p class="admonition-heading">([^<]*)<\/p>/g)].map(([, type, title]) => [type, title]);
    assert.deepEqual(boxes, [
      ['note', 'Note'],
      ['tip', 'Tip with a bracket title'],
      ['info', 'Title after a space'],
      ['warning', 'Warning'],
      ['caution', 'Mind the network'],
      ['danger', 'Danger'],
      ['important', 'Important'],
      ['note', 'Outer note'],
      ['tip', 'Inner tip'],
    ]);
    assert.match(html, /Outer note<\/p><div class="admonition-content">\s*<p>The outer text.<\/p>\s*<div class="admonition admonition-tip" role="note"><p class="admonition-heading">Inner tip<\/p><div class="admonition-content">\s*<p>Nested one level down.<\/p>\s*<\/div><\/div>\s*<p>Back in the outer note.<\/p>\s*<\/div><\/div>/);
    assert.doesNotMatch(html, /:::/, 'no colons are left as text');
  });
});
