import type { CodeHighlighter as SharedHighlighter } from '../content/code-highlighter.js';

/** Highlights code to a `<pre>` element with light and dark colours, as the docs pages do. */
export interface CodeHighlighter {
  highlight(code: string, language: string): string;
}

const LANGUAGES = ['bash', 'javascript', 'python', 'json'];

/**
 * Prepares the build's shared highlighter for the languages of endpoint pages, so that pages can be
 * rendered synchronously. Other languages are escaped, not highlighted.
 */
export async function createEndpointHighlighter(shared: SharedHighlighter): Promise<CodeHighlighter> {
  for (const language of LANGUAGES) await shared.resolveLanguage(language);
  return {
    highlight(code, language) {
      if (!LANGUAGES.includes(language)) return `<pre class="shiki" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
      return shared.highlightToHtml(code, language);
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
