import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { buildFixture, writeSite, type FixtureBuild } from '../../helpers/build-fixture.js';
import { snapshotTree } from '../../helpers/tree-snapshot.js';

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

/** The text of an HTML fragment, entities decoded (React and hast escape differently). */
function textOf(html: string): string {
  const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&#x27;': "'", '&#x3C;': '<', '&quot;': '"' };
  return html.replace(/<[^>]+>/g, '').replace(/&(?:lt|gt|amp|quot|#x27|#x3C);/g, (entity) => entities[entity]!);
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

  it('numbers lines with showLineNumbers and highlights the lines magic comments mark, removing the comments', async () => {
    const html = content((await docusaurusSite()).html('/code-blocks'));
    const blocks = [...html.matchAll(/<div class="(code-block[^"]*)" data-language="(\w+)">([\s\S]*?)<button/g)].map(([, classes, language, body]) => ({
      classes,
      language,
      counter: /<code style="([^"]*)"/.exec(body!)?.[1],
      lines: [...body!.matchAll(/<span class="line( highlighted)?">([\s\S]*?)<\/span>(?=\n|<\/code>)/g)].map(([, highlighted, line]) => `${highlighted ? '>' : ' '} ${textOf(line!)}`),
    }));
    assert.deepEqual(blocks, [
      {
        classes: 'code-block code-block--line-numbers',
        language: 'js',
        counter: 'counter-reset:line 0',
        lines: ["  const pair = 'btc-eth';", '> const quote = await requestQuote(pair);', '  console.log(quote);'],
      },
      {
        classes: 'code-block code-block--line-numbers',
        language: 'python',
        counter: 'counter-reset:line 4',
        lines: ['> import requests', '> response = requests.get(url)', '> data = response.json()', '  print(data)'],
      },
      { classes: 'code-block', language: 'html', counter: undefined, lines: ['  <p>Before</p>', '> <p>Chosen</p>'] },
      { classes: 'code-block', language: 'ts', counter: undefined, lines: ['> const fee: number = 0.1;'] },
      { classes: 'code-block', language: 'bash', counter: undefined, lines: ['  # this is an ordinary comment', '  npm install'] },
    ]);
    assert.match(html, /<div class="code-block-title">quote.js<\/div>/, 'a title combines with the other options');
    assert.doesNotMatch(html, /highlight-(next-line|start|end)/);
  });

  it("compiles .md as MDX with markdown.format 'mdx', dropping HTML comments as Docusaurus does", async () => {
    // React separates adjacent text with an empty comment of its own.
    const html = content((await docusaurusSite()).html('/comments')).replaceAll('<!-- -->', '');
    assert.match(html, /<p>Text before a comment.<\/p>\s*<p>Text between  words.<\/p>\s*<p>Text after the comments.<\/p>/);
    assert.doesNotMatch(html, /author&#x27;s note|an inline note|several lines|&lt;!--/);
  });

  it("warns, with the file and line, when a page read as plain Markdown has MDX imports or components ('detect', the default)", async () => {
    const site = await buildFixture({
      'content/docs/index.md': '# Home\n\nPlain text.\n',
      'content/docs/tabs.md': "# Tabs\n\nSome text.\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n  <p>one</p>\n</Tabs>\n",
      'content/docs/fenced.md': "# Fenced\n\n```js\nimport x from 'y';\n```\n\n```html\n<Tabs></Tabs>\n```\n",
    });
    assert.deepEqual(site.errors, []);
    const warnings = site.result!.warnings.filter((warning) => warning.code === 'MDX_IN_MARKDOWN');
    assert.deepEqual(
      warnings.map((warning) => [warning.location, warning.message]),
      [[{ file: 'content/docs/tabs.md', line: 5, column: 0 }, 'content/docs/tabs.md is read as plain Markdown, but has an `import` line (and 1 more MDX line), which MDX would run and Markdown shows as text']],
    );
    assert.match(warnings[0]!.hint!, /markdown: \{ format: 'mdx' \}/);
  });

  it('resolves @theme/*, @docusaurus/* and @site/* imports to docs-build components and site paths', async () => {
    const html = content((await docusaurusSite()).html('/theme-components')).replaceAll('<!-- -->', '');
    assert.match(html, /<nav class="mdx-toc-inline" aria-label="On this page"><ul><li><a href="#install">Install<\/a><\/li><li><a href="#components">Components<\/a><\/li><\/ul><\/nav>/);
    const tabs = /<div class="island" data-island="Tabs" data-props="([^"]*)">([\s\S]*?)<\/div><\/div><\/div>/.exec(html);
    assert.ok(tabs, 'the tabs island');
    const props = JSON.parse(tabs[1]!.replaceAll('&quot;', '"')) as { options: unknown; defaultValue: string; groupId: string };
    assert.deepEqual([props.options, props.defaultValue, props.groupId], [[{ value: 'npm', label: 'npm' }, { value: 'yarn', label: 'Yarn' }], 'yarn', 'package-manager']);
    assert.match(tabs[2]!, /role="tab"[^>]*aria-selected="false"[^>]*>npm<\/button><button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Yarn<\/button>/);
    assert.match(tabs[2]!, /role="tabpanel"[^>]*hidden=""[^>]*><p>Run <code>npm install sideshift<\/code>.<\/p><\/div><div role="tabpanel"[^>]*><p>Run <code>yarn add sideshift<\/code>.<\/p>/);
    assert.match(html, /<div class="admonition admonition-caution" role="note"><p class="admonition-heading">Careful<\/p><div class="admonition-content">Check the address twice.<\/div><\/div>/);
    assert.match(html, /<div class="code-block code-block--line-numbers" data-language="js"><div class="code-block-title">pair.js<\/div><pre class="code language-javascript" tabindex="0"><code style="counter-reset:line 0">/);
    assert.match(html, /<span class="token string">&#x27;btc-eth&#x27;<\/span><span class="token punctuation">;<\/span><\/span>\n<span class="line highlighted">console<span class="token punctuation">\.<\/span>/, 'the CodeBlock is highlighted, magic comments and all');
    assert.doesNotMatch(html, /highlight-next-line/);
    assert.match(html, /<details class="details"><summary>More about fees<\/summary><div class="details-content">Fees are included in the rate.<\/div><\/details>/);
    assert.match(html, /<a href="\/code-blocks">Code blocks<\/a> and the logo at <code>\/img\/logo.svg<\/code>/);
    assert.match(html, /<span class="badge">New<\/span>/);
  });

  it('fails an unknown @theme/ import at its line in the page, listing the modules there are', async () => {
    const site = await buildFixture({
      'content/docs/index.mdx': "---\ntitle: Home\n---\n\nimport Tabs from '@theme/Tabs';\nimport Nope from '@theme/DocCardList';\n\n# Home\n\n<Nope />\n",
    });
    assert.equal(site.errors.length, 1);
    const [error] = site.errors;
    assert.equal(error!.code, 'PAGE_MODULE_BUNDLE');
    assert.deepEqual(error!.location, { file: 'content/docs/index.mdx', line: 6, column: 17 });
    assert.match(error!.message, /docs-build has no "@theme\/DocCardList"; it provides @theme\/Admonition, @theme\/CodeBlock, @theme\/Details, @theme\/TabItem, @theme\/Tabs, @theme\/TOCInline, @docusaurus\/Link, @docusaurus\/useBaseUrl/);
  });

  it('reports a missing local import of an MDX page at its import line, not a line of the compiled code', async () => {
    const site = await buildFixture({
      'content/docs/index.mdx': "---\ntitle: Home\ndescription: A page with front matter over several lines\ntags: [a, b]\n---\n\n# Home\n\nSome text.\n\nimport Card from './components/card';\n\n<Card />\n",
    });
    assert.equal(site.errors.length, 1);
    assert.deepEqual(site.errors[0]!.location, { file: 'content/docs/index.mdx', line: 11, column: 17 });
    assert.match(site.errors[0]!.message, /Could not resolve "\.\/components\/card"/);
  });

  it('renders an imported Markdown partial in place, with its headings in the table of contents; files starting with _ are not pages', async () => {
    const site = await docusaurusSite();
    const page = site.result!.pages.find((candidate) => candidate.route === '/partials')!;
    assert.deepEqual(page.content!.toc.map((item) => item.id), ['before', 'fees', 'after']);
    const html = content(site.html('/partials')).replaceAll('<!-- -->', '');
    assert.match(html, /<h2 id="before">[\s\S]*<p>The text before the partial.<\/p>\s*<h2 id="fees">Fees<a class="heading-anchor"[\s\S]*see <a href="\/code-blocks">code blocks<\/a>[\s\S]*role="tabpanel"[^>]*>Built-in components work without an import.<[\s\S]*<h2 id="after">/);
    assert.match(html, /<div class="admonition admonition-tip" role="note">/);
    assert.doesNotMatch(html, /front matter is not rendered/);
    const again = site.result!.pages.find((candidate) => candidate.route === '/partials-again')!;
    assert.deepEqual(again.content!.toc.map((item) => item.id), ['fees'], 'a second page imports the same partial');
    assert.match(content(site.html('/partials-again')), /The network fee is shown before you confirm/);
    assert.equal(site.result!.pages.some((candidate) => candidate.route.includes('fees-partial')), false);
  });

  it('reports a dead link inside a partial at the partial file and line', async () => {
    const site = await buildFixture({
      'content/docs/index.mdx': "import Part from './_part.md';\n\n# Home\n\n<Part />\n",
      'content/docs/_part.md': '## Part\n\nGo to [nowhere](./missing.md).\n',
    });
    assert.deepEqual(
      site.errors.map((error) => [error.code, error.location]),
      [['DEAD_LINK', { file: 'content/docs/_part.md', line: 3, column: 6 }]],
    );
  });

  it('renders again the pages that import a partial when the partial is edited, and a cached build equals a cold one', async () => {
    const root = writeSite({
      'site.config.ts': "export default { title: 'Partials', markdown: { format: 'mdx' } };\n",
      'content/docs/index.md': "import Part from './_part.md';\n\n# Home\n\n<Part />\n",
      'content/docs/other.md': "import Part from './_part.md';\n\n# Other\n\n<Part />\n",
      'content/docs/_part.md': '## Shared part\n\nFirst version.\n',
    });
    const build = (out: string, cache = true) => buildSite({ root, outDir: out, cache, logger: createMemoryLogger() });
    await build('out');
    fs.writeFileSync(path.join(root, 'content/docs/_part.md'), '## Shared part, edited\n\nSecond version.\n');
    const edited = await build('out');
    assert.deepEqual(edited.cache['module-pages'], { hits: 0, misses: 1 });
    for (const page of ['index.html', 'other/index.html']) {
      const html = fs.readFileSync(path.join(root, 'out', page), 'utf8');
      assert.match(html, /Second version/);
      assert.match(html, /href="#shared-part-edited"/, 'the table of contents has the edited heading');
    }
    await build('cold', false);
    assert.deepEqual(snapshotTree(path.join(root, 'out')), snapshotTree(path.join(root, 'cold')));
  });
});
