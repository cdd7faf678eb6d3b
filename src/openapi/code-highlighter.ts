import type { CodeHighlighter } from '../model/code-highlighter.js';

/** Highlights code to a `<pre>` element with light and dark colours, as the docs pages do. */
export interface EndpointHighlighter {
  highlight(code: string, language: string): string;
}

const LANGUAGES = ['bash', 'javascript', 'python', 'json'];

/**
 * Prepares the build's shared highlighter for the languages of endpoint pages, so that pages can be
 * rendered synchronously. Other languages are shown as plain text.
 */
export async function createEndpointHighlighter(shared: CodeHighlighter): Promise<EndpointHighlighter> {
  for (const language of LANGUAGES) await shared.resolveLanguage(language);
  return {
    highlight: (code, language) => shared.highlightToHtml(code, LANGUAGES.includes(language) ? language : 'text'),
  };
}
