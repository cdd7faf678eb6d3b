import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCodeHighlighter } from '../../../src/content/code-blocks/code-highlighter.js';

const PAGE = '<style>\n  .note { color: red; }\n</style>\n<script>\n  const widget = window.__SIDESHIFT__;\n</script>';

describe('code highlighter', () => {
  it('highlights the JavaScript and CSS inside HTML, whichever grammar loaded first', async () => {
    const highlighter = await createCodeHighlighter();
    // JavaScript and CSS blocks first, as on a page that shows them before an HTML block.
    assert.equal(await highlighter.resolveLanguage('js'), 'javascript');
    assert.equal(await highlighter.resolveLanguage('css'), 'css');
    assert.equal(await highlighter.resolveLanguage('html'), 'markup');
    const html = highlighter.highlightToHtml(PAGE, 'markup');
    assert.match(html, /<span class="token keyword">const<\/span>/, 'the script is highlighted as JavaScript');
    assert.match(html, /<span class="token selector">\.note<\/span>/, 'the style is highlighted as CSS');
    assert.match(html, /<span class="token tag">/, 'the tags are highlighted as HTML');
  });

  it('resolves aliases, and unknown or odd names to plain text', async () => {
    const highlighter = await createCodeHighlighter();
    assert.equal(await highlighter.resolveLanguage('sh'), 'bash');
    assert.equal(await highlighter.resolveLanguage('no-such-language'), 'text');
    assert.equal(await highlighter.resolveLanguage('../etc'), 'text');
    assert.equal(await highlighter.resolveLanguage(undefined), 'text');
  });
});
