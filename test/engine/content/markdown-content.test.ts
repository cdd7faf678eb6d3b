import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildFixture } from '../../helpers/build-fixture.js';
import { contentPlainText } from '../../../src/model/rendered-content.js';

describe('Markdown content', () => {
  it('renders GFM, admonitions, code blocks, heading ids and resolves .md links to routes', async () => {
    const site = await buildFixture({
      'content/docs/index.md': [
        '---',
        'title: Home page',
        'description: The start',
        '---',
        '',
        '# Welcome',
        '',
        'See [the guide](./guide/setup.md#install-it) and ~~old~~ text, https://example.com too.',
        '',
        '| Coin | Network |',
        '| ---- | ------- |',
        '| BTC  | bitcoin |',
        '',
        '- [x] done',
        '- [ ] open',
        '',
        ':::warning Mind the fees',
        'Fees are **included**.',
        ':::',
        '',
        ':::tip',
        'Plain tip.',
        ':::',
        '',
        '```js title="quote.js" {2}',
        'const a = 1;',
        'const b = 2;',
        '```',
      ].join('\n'),
      'content/docs/guide/setup.md': '# Setup\n\n## Install it\n\nText with time 10:30 and key:value.\n\n### Deeper {#custom-id}\n',
    });
    assert.deepEqual(site.errors, []);
    const home = site.html('/')!;
    assert.match(home, /<a href="\/guide\/setup#install-it">the guide<\/a>/);
    assert.match(home, /<del>old<\/del>/);
    assert.match(home, /<a href="https:\/\/example.com">https:\/\/example.com<\/a>/);
    assert.match(home, /<div class="table-wrapper" role="group" tabindex="0" aria-label="Table: Coin, Network"><table>/, 'a wide table scrolls in a named region the keyboard reaches');
    assert.match(home, /<label class="task-list-label"><input type="checkbox" checked disabled>done<\/label>/, 'a task checkbox is labelled by its text');
    assert.match(home, /<div class="admonition admonition-warning" role="note"><p class="admonition-heading">Mind the fees<\/p>/);
    assert.match(home, /<p class="admonition-heading">Tip<\/p>/);
    assert.match(home, /<div class="code-block-title">quote.js<\/div>/);
    assert.match(home, /<span class="line highlighted">.*const.*b/);
    assert.match(home, /<span class="token keyword">const<\/span>/, 'code is highlighted at build time into token classes');
    assert.match(home, /<button type="button" class="code-copy" aria-label="Copy code">/);

    const guide = site.html('/guide/setup')!;
    assert.match(guide, /<h2 id="install-it">Install it<a class="heading-anchor" href="#install-it" aria-label="Direct link to Install it">#<\/a><\/h2>/);
    assert.match(guide, /<h3 id="custom-id">Deeper/);
    assert.match(guide, /time 10:30 and key:value/, 'prose colons are kept as written');
  });

  it('gives each page a title, a TOC of h2–h3 and its plain text', async () => {
    const site = await buildFixture({
      'content/docs/index.md': '---\nsidebar_position: 1\n---\n# First heading title\n\n## Alpha\n\n### Beta\n\n#### Gamma\n\nBody text.\n',
      'content/docs/other.md': '---\ntitle: Front matter title\nhide_table_of_contents: true\nsidebar_position: 2\n---\n\n## Only\n',
    });
    assert.deepEqual(site.errors, []);
    const home = site.result!.pages.find((page) => page.route === '/')!;
    assert.equal(home.title, 'First heading title');
    // The content keeps every heading level; the page's TOC shows h2–h3 unless its front matter asks otherwise.
    assert.deepEqual(home.content!.toc.map((item) => [item.depth, item.id]), [[2, 'alpha'], [3, 'beta'], [4, 'gamma']]);
    const tocLinks = [...(/<nav class="toc"[\s\S]*?<\/nav>/.exec(site.html('/')!)?.[0] ?? '').matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(tocLinks, ['alpha', 'beta']);
    assert.match(contentPlainText(home.content!), /Body text\./);
    assert.equal(home.content!.plainText, undefined, 'a page with sections does not hold its text twice');
    const other = site.result!.pages.find((page) => page.route === '/other')!;
    assert.equal(other.title, 'Front matter title');
    assert.equal(other.hideTableOfContents, true);
  });

  it('copies images from static/ and keeps their URLs', async () => {
    const site = await buildFixture({
      'content/docs/index.md': '# Home\n\n![Flow](/img/flow.svg)\n\n![Relative](../../static/img/flow.svg)\n',
      'static/img/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    });
    assert.deepEqual(site.errors, []);
    assert.equal((site.html('/')!.match(/<img src="\/img\/flow.svg" alt="[^"]+" loading="lazy">/g) ?? []).length, 2);
    assert.ok(site.result!.files.get('img/flow.svg'), 'the image is in the output');
  });
});

describe('MDX content', () => {
  it('renders MDX with built-in Tabs and Admonition and a locally imported component', async () => {
    const site = await buildFixture({
      'content/docs/index.mdx': [
        'import Badge from "./badge.tsx";',
        '',
        '# MDX page',
        '',
        '## Setup {#setup-id}',
        '',
        '<Badge label="beta" />',
        '',
        '<Admonition type="info" title="Heads up">Inside.</Admonition>',
        '',
        '<Tabs>',
        '  <TabItem value="curl" label="curl" default>Curl body</TabItem>',
        '  <TabItem value="js" label="JavaScript">JS body</TabItem>',
        '</Tabs>',
        '',
        ':::note',
        'Directive admonitions work in MDX too.',
        ':::',
      ].join('\n'),
      'content/docs/badge.tsx': 'export default function Badge({ label }: { label: string }) { return <span className="badge">{label.toUpperCase()}</span>; }\n',
    });
    assert.deepEqual(site.errors, []);
    const html = site.html('/')!;
    assert.match(html, /<span class="badge">BETA<\/span>/);
    assert.match(html, /<div class="admonition admonition-info" role="note"><p class="admonition-heading">Heads up<\/p>/);
    assert.match(html, /role="tab"[^>]*>curl<\/button>/);
    assert.match(html, /Curl body/);
    assert.match(html, /<h2 id="setup-id">Setup/);
    assert.match(html, /admonition-note/);
    const page = site.result!.pages.find((p) => p.route === '/')!;
    assert.match(contentPlainText(page.content!), /Curl body/);
  });

  it('renders a TSX standalone page with its exported title', async () => {
    const site = await buildFixture({
      'content/docs/index.md': '# Home\n',
      'content/pages/about.tsx': 'export const title = "About us";\nexport default function About() { return <section><h1>About us</h1><p>We write docs.</p></section>; }\n',
    });
    assert.deepEqual(site.errors, []);
    const page = site.result!.pages.find((p) => p.route === '/about')!;
    assert.equal(page.title, 'About us');
    assert.match(site.html('/about')!, /We write docs\./);
    assert.equal((site.html('/about')!.match(/<h1/g) ?? []).length, 1, 'exactly one h1');
  });
});
