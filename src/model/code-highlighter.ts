import type { Element } from 'hast';

/**
 * The build's syntax highlighter, reached through the build context (`context.highlighter()`), which gets
 * it from whoever creates the context (src/content/code-blocks/code-highlighter.ts makes the one builds use).
 */
export interface CodeHighlighter {
  /** Loads the grammar of a fence language and returns its name, or `text` for an unknown one. */
  resolveLanguage(language: string | undefined): Promise<string>;
  /** A highlighted `<pre>` with one `span.line` per line; `language` must come from `resolveLanguage`. */
  highlightToHast(code: string, language: string, highlightedLines?: ReadonlySet<number>): Element;
  /** The same as an HTML string. */
  highlightToHtml(code: string, language: string): string;
}
