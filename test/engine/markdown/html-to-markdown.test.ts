import assert from 'node:assert/strict';
import type { Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { describe, it } from 'node:test';
import { htmlTreeToMarkdown } from '../../../src/markdown/html-to-markdown.js';

const toMarkdown = (html: string) =>
  htmlTreeToMarkdown(unified().use(rehypeParse, { fragment: true }).parse(html) as Root, {
    siteUrl: 'https://docs.example.com',
    baseUrl: '/',
    route: '/guide',
  });

describe('HTML → Markdown for the Markdown copies', () => {
  it('escapes text that would read as Markdown, and leaves plain text alone', () => {
    assert.equal(
      toMarkdown('<p>Plain text, with commas and a snake_case name.</p>'),
      'Plain text, with commas and a snake_case name.',
    );
    assert.equal(
      toMarkdown('<p>2. is not a list, *this* is not emphasis, [nor] a link &amp;copy; &lt;b&gt;</p>'),
      '2\\. is not a list, \\*this\\* is not emphasis, \\[nor] a link \\&copy; \\<b>',
    );
    assert.equal(toMarkdown('<p># not a heading</p>'), '\\# not a heading');
    assert.equal(toMarkdown('<p>a</p><p>- not a list</p>'), 'a\n\n\\- not a list');
  });

  it('writes inline markup, links (absolute on the site) and images', () => {
    assert.equal(
      toMarkdown(
        '<p><strong>Bold</strong>, <em>em</em>, <del>gone</del>, <code>a`b</code>, <a href="/faq#keys">FAQ</a>, <a href="#top">top</a>, <img src="/img/a.png" alt="A"></p>',
      ),
      '**Bold**, _em_, ~~gone~~, ``a`b``, [FAQ](https://docs.example.com/faq#keys), [top](https://docs.example.com/guide#top), ![A](https://docs.example.com/img/a.png)',
    );
  });

  it('keeps a highlighted code block exactly, with its language and title, fenced longer than the backticks it holds', () => {
    const html =
      '<div class="code-block" data-language="md"><div class="code-block-title">a.md</div><pre class="code"><code><span class="line">```js</span>\n<span class="line">  <span class="token">x</span>();</span>\n<span class="line">```</span></code></pre><button class="code-copy">Copy</button></div>';
    assert.equal(toMarkdown(html), '````md title="a.md"\n```js\n  x();\n```\n````');
  });

  it('writes lists, nested lists, quotes, tables and admonitions', () => {
    assert.equal(
      toMarkdown('<ol start="3"><li>Three<ul><li>sub</li></ul></li><li>Four</li></ol>'),
      '3. Three\n   - sub\n4. Four',
    );
    assert.equal(
      toMarkdown(
        '<table><thead><tr><th>A</th><th align="right">B</th></tr></thead><tbody><tr><td>x|y</td><td>2</td></tr></tbody></table>',
      ),
      '| A    |  B |\n| ---- | -: |\n| x\\|y |  2 |',
    );
    assert.equal(
      toMarkdown(
        '<div class="admonition admonition-note"><p class="admonition-heading">Note</p><div class="admonition-content"><p>Read this.</p></div></div>',
      ),
      '> **Note**\n>\n> Read this.',
    );
  });
});
