import { createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/** Highlights code to a `<pre>` element with light and dark colours, as the docs pages do. */
export interface CodeHighlighter {
  highlight(code: string, language: string): string;
  dispose(): void;
}

const LANGUAGES = ['bash', 'javascript', 'python', 'json'];

/**
 * Creates a shiki highlighter for the languages of endpoint pages (github-light / github-dark, colours in
 * `--shiki-light` / `--shiki-dark` variables). Other languages are escaped, not highlighted.
 */
export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  // The JavaScript regex engine is about twice as fast as the WebAssembly one for these grammars.
  const shiki = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: LANGUAGES, engine: createJavaScriptRegexEngine() });
  // Error examples and samples repeat across pages; highlight each distinct block once per build.
  const cache = new Map<string, string>();
  return {
    highlight(code, language) {
      if (!LANGUAGES.includes(language)) return `<pre class="shiki" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
      const key = `${language}\n${code}`;
      let html = cache.get(key);
      if (html === undefined) {
        html = shiki.codeToHtml(code, { lang: language, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false });
        cache.set(key, html);
      }
      return html;
    },
    dispose: () => shiki.dispose(),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
