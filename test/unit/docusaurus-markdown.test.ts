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

  it('numbers lines with showLineNumbers and highlights the lines magic comments mark, removing the comments', async () => {
    const html = content((await docusaurusSite()).html('/code-blocks'));
    const blocks = [...html.matchAll(/<div class="(code-block[^"]*)" data-language="(\w+)">([\s\S]*?)<button/g)].map(([, classes, language, body]) => ({
      classes,
      language,
      counter: /<code style="([^"]*)"/.exec(body!)?.[1],
      lines: [...body!.matchAll(/<span class="line( highlighted)?">([\s\S]*?)<\/span>(?=\n|<\/code>)/g)].map(([, highlighted, line]) => `${highlighted ? '>' : ' '} ${line!.replace(/<[^>]+>/g, '')}`),
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
      { classes: 'code-block', language: 'html', counter: undefined, lines: ['  &#x3C;p>Before&#x3C;/p>', '> &#x3C;p>Chosen&#x3C;/p>'] },
      { classes: 'code-block', language: 'ts', counter: undefined, lines: ['> const fee: number = 0.1;'] },
      { classes: 'code-block', language: 'bash', counter: undefined, lines: ['  # this is an ordinary comment', '  npm install'] },
    ]);
    assert.match(html, /<div class="code-block-title">quote.js<\/div>/, 'a title combines with the other options');
    assert.doesNotMatch(html, /highlight-(next-line|start|end)/);
  });
});
