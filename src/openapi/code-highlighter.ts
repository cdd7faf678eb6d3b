import type { CodeHighlighter } from '../model/code-highlighter.js';

/** Highlights code to a `<pre>` element with light and dark colours, as the docs pages do. */
export interface EndpointHighlighter {
  highlight(code: string, language: string): string;
  /** Loads the grammars of these languages (the spec's sample languages, its x-codeSamples'), before pages render. */
  prepare(languages: Iterable<string>): Promise<void>;
}

const LANGUAGES = ['bash', 'javascript', 'python', 'json'];

/**
 * Prepares the build's shared highlighter for the languages of endpoint pages, so that pages can be
 * rendered synchronously. Other languages are shown as plain text.
 */
export async function createEndpointHighlighter(shared: CodeHighlighter): Promise<EndpointHighlighter> {
  const resolved = new Map<string, string>();
  const prepare = async (languages: Iterable<string>) => {
    for (const language of languages)
      if (!resolved.has(language)) resolved.set(language, await shared.resolveLanguage(language));
  };
  await prepare(LANGUAGES);
  return {
    highlight: (code, language) => shared.highlightToHtml(code, resolved.get(language) ?? 'text'),
    prepare,
  };
}
