import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { withBreaks } from '../../../src/content/code-blocks/rehype-inline-code-breaks.js';
import { addScrollRegionsToHtml } from '../../../src/content/page-html/scroll-regions-in-html.js';
import { buildFixture, type FixtureBuild } from '../../helpers/build-fixture.js';

/** The text with `|` where a `<wbr>` goes. */
function breaksOf(value: string): string {
  return withBreaks({ type: 'text', value })
    .map((node) => (node.type === 'text' ? node.value : '|'))
    .join('');
}

function article(html: string): string {
  return html.match(/<div class="markdown">[\s\S]*?<\/article>/)![0];
}

describe('inline code break points', () => {
  it('go after / . - _ inside a name, never at its ends, between digits or next to a piece of one or two characters', () => {
    assert.equal(breaksOf('main.js'), 'main.js');
    assert.equal(breaksOf('x-user-ip'), 'x-user-ip');
    assert.equal(breaksOf('/api/v2/shifts/fixed'), '/api/v2/|shifts/|fixed');
    assert.equal(breaksOf('settings.network_fee_payer'), 'settings.|network_|fee_|payer');
    assert.equal(breaksOf('--no-cache'), '--no-cache');
    assert.equal(breaksOf('--no-such-flag'), '--no-such-|flag');
    assert.equal(breaksOf('.table-wrapper'), '.table-|wrapper');
    assert.equal(breaksOf('https://sideshift.ai/api'), 'https://|sideshift.ai/|api');
    assert.equal(breaksOf('0.005 and 2026-10-05 and v1.2'), '0.005 and 2026-10-05 and v1.2');
    assert.equal(breaksOf('path/'), 'path/');
    assert.equal(breaksOf('fetch'), 'fetch');
  });
});

describe('content markup for code, tables, figures and task lists (fixture site)', () => {
  let site: FixtureBuild;
  before(async () => {
    site = await buildFixture('code-and-tables-site');
    assert.deepEqual(site.errors, []);
  });

  it('puts <wbr> in inline code only, not in code blocks', () => {
    const home = article(site.html('/')!);
    assert.match(home, /<code>src\/<wbr>content\/<wbr>rehype-<wbr>inline-<wbr>code-<wbr>breaks.ts<\/code>/);
    assert.match(home, /<code>x-sideshift-<wbr>secret<\/code>/);
    assert.match(home, /<code>0.005<\/code> on <code>2026-10-05<\/code>/);
    const blocks = home.match(/<pre[\s\S]*?<\/pre>/g)!;
    assert.equal(blocks.length, 5);
    for (const block of blocks) assert.doesNotMatch(block, /<wbr/);
    // The break points are not text: copies, search and the Markdown copy read the code as written.
    assert.match(site.text('index.md')!, /`src\/content\/rehype-inline-code-breaks.ts`/);
  });

  it('wraps each Markdown table in a named group in the tab order, and marks its column of prose', () => {
    const tables = article(site.html('/tables')!);
    const wrappers = [...tables.matchAll(/<div class="table-wrapper"([^>]*)>/g)].map((match) => match[1]);
    assert.deepEqual(wrappers, [
      ' role="group" tabindex="0" aria-label="Table: Key, Type, Example, What it does"',
      ' role="group" tabindex="0" aria-label="Table: Value, Where it goes, Shape"',
      ' role="group" tabindex="0" aria-label="Table: Coin, Network, Deposit, Settle, Minimum, Maximum, Memo, Confirmations, Notes"',
    ]);
    assert.match(tables, /<th class="table-description">What it does<\/th>/);
    assert.match(tables, /<th class="table-description">Where it goes<\/th>/);
    assert.match(tables, /<th class="table-description">Notes<\/th>/);
    assert.equal(tables.match(/class="table-description"/g)!.length, 4 + 3 + 3, 'the header and body cells of each marked column');
  });

  it('labels task checkboxes with their text, tight, nested and loose, and keeps them in the Markdown copy', () => {
    const tables = article(site.html('/tables')!);
    assert.match(tables, /<li class="task-list-item"><label class="task-list-label"><input type="checkbox" checked disabled>Every server-side call sends the end user's IP in <code>x-user-ip<\/code>.<\/label><\/li>/);
    assert.match(tables, /<label class="task-list-label"><input type="checkbox" disabled>A task with a nested list:\n<\/label><ul class="contains-task-list">\n<li class="task-list-item"><label class="task-list-label"><input type="checkbox" disabled>a nested task/);
    assert.match(tables, /<p><label class="task-list-label"><input type="checkbox" disabled>The first loose item/);
    assert.equal(tables.match(/<input type="checkbox"/g)!.length, 6);
    const copy = site.text('tables.md')!;
    assert.match(copy, /^- \[ \] The private key lives only on the server/m);
    assert.match(copy, /^- \[x\] Every server-side call sends the end user's IP in `x-user-ip`\.$/m);
    assert.match(copy, /^ {2}- \[ \] a nested task/m);
    assert.match(copy, /^- \[ \] The first loose item/m);
    const mdx = article(site.html('/components')!);
    assert.match(mdx, /<label class="task-list-label"><input type="checkbox" disabled=""\/>A task in MDX, with <code>inline-<wbr\/>code<\/code> in it.<\/label>/);
    assert.match(site.text('components.md')!, /^- \[ \] A task in MDX, with `inline-code` in it\.$/m);
  });

  it('gives tables and figures that an MDX page or its components render the same access', () => {
    const page = article(site.html('/components')!);
    const label = 'Table: Coin, Network, Minimum deposit, Maximum deposit, Notes on this coin';
    assert.ok(page.includes(`<div class="table-wrapper" role="group" tabindex="0" aria-label="${label}"><table><thead>`), 'a bare table is wrapped');
    assert.ok(page.includes(`<div role="group" tabindex="0" aria-label="${label}" class="table-wrapper"><table>`), "the component's own wrapper gets a tab stop and a name");
    assert.match(page, /<figure tabindex="0"><svg[^>]*aria-labelledby="flow-title"[\s\S]*?<figcaption>/, 'a captioned figure is named by its caption');
    assert.match(page, /<figure tabindex="0" aria-label="A figure without a caption"><svg/, 'else by the title of its picture');
  });
});

describe('addScrollRegionsToHtml', () => {
  const parse = (html: string) => unified().use(rehypeParse, { fragment: true }).parse(html) as Root;
  const edit = (html: string) => addScrollRegionsToHtml(html, parse(html));

  it('edits only the tags it must, leaving the rest of the HTML byte for byte', () => {
    const html = '<p>A &amp; B<!-- --></p><table><tr><th>A &quot;x&quot;</th></tr></table><div class="table-wrapper" tabindex="0"><table></table></div>';
    assert.equal(
      edit(html),
      '<p>A &amp; B<!-- --></p><div class="table-wrapper" role="group" tabindex="0" aria-label="Table: A &quot;x&quot;"><table><tr><th>A &quot;x&quot;</th></tr></table></div><div class="table-wrapper" tabindex="0"><table></table></div>',
    );
    assert.equal(edit('<p>nothing to do</p>'), '<p>nothing to do</p>');
  });

  it('leaves client components alone: they hydrate against their own markup', () => {
    const html = '<div class="island" data-island="Chart"><figure><table><tr><td>1</td></tr></table></figure></div>';
    assert.equal(edit(html), html);
  });

  it('wraps two adjacent tables each in its own wrapper', () => {
    const tree = parse('<table><tr><th>A</th></tr></table><table><tr><th>B</th></tr></table>');
    const html = addScrollRegionsToHtml('<table><tr><th>A</th></tr></table><table><tr><th>B</th></tr></table>', tree);
    const wrapped = parse(html).children.filter((node): node is Element => node.type === 'element');
    assert.deepEqual(wrapped.map((node) => [node.tagName, node.properties.ariaLabel]), [
      ['div', 'Table: A'],
      ['div', 'Table: B'],
    ]);
  });
});
