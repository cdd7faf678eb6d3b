import type { Element } from 'hast';
import { bundledLanguages, createCssVariablesTheme, createHighlighter, type Highlighter, type ShikiTransformer } from 'shiki';

/**
 * One theme whose colours are CSS variables (`--shiki-token-keyword`, …): each block is tokenised once,
 * and the stylesheet gives the variables their light and dark values. Two real themes would tokenise
 * every block twice, which is most of the cost of highlighting.
 */
const THEME = createCssVariablesTheme({ name: 'docs-build', variablePrefix: '--shiki-', fontStyle: true });

/** Languages written under another name in fences. */
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', js: 'javascript', ts: 'typescript', yml: 'yaml', py: 'python', md: 'markdown' };

/**
 * The build's syntax highlighter: token colours as CSS variables with light and dark values (so no
 * highlighter ships to the browser), grammars loaded on first use, and each distinct block highlighted once per build.
 */
export interface CodeHighlighter {
  /** Loads the grammar of a fence language and returns its name, or `text` for an unknown one. */
  resolveLanguage(language: string | undefined): Promise<string>;
  /** A highlighted `<pre>`; `language` must come from `resolveLanguage`. */
  highlightToHast(code: string, language: string, highlightedLines?: ReadonlySet<number>): Element;
  /** The same as an HTML string. */
  highlightToHtml(code: string, language: string): string;
}

export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  // The default (Oniguruma WebAssembly) engine: as fast as the JavaScript one once warm, and it compiles
  // each grammar's expressions in about half the time, which is what a cold build pays per language.
  const highlighter: Highlighter = await createHighlighter({ themes: [THEME], langs: [] });
  const hastCache = new Map<string, Element>();
  const htmlCache = new Map<string, string>();
  const options = (language: string, transformers: ShikiTransformer[] = []) => ({
    lang: language,
    theme: THEME.name!,
    transformers: [preTabIndex, ...transformers],
  });
  return {
    async resolveLanguage(language) {
      if (!language) return 'text';
      const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
      if (highlighter.getLoadedLanguages().includes(name)) return name;
      if (!(name in bundledLanguages)) return 'text';
      await highlighter.loadLanguage(name as keyof typeof bundledLanguages);
      return name;
    },
    highlightToHast(code, language, highlightedLines = new Set()) {
      const key = `${language}\n${[...highlightedLines].join(',')}\n${code}`;
      let pre = hastCache.get(key);
      if (!pre) {
        const root = highlighter.codeToHast(code, options(language, [highlightLines(highlightedLines)]));
        pre = root.children[0] as Element;
        hastCache.set(key, pre);
      }
      // Later plugins may change the tree a block ends up in: hand out a copy.
      return structuredClone(pre);
    },
    highlightToHtml(code, language) {
      const key = `${language}\n${code}`;
      let html = htmlCache.get(key);
      if (html === undefined) {
        html = highlighter.codeToHtml(code, options(language));
        htmlCache.set(key, html);
      }
      return html;
    },
  };
}

const preTabIndex: ShikiTransformer = {
  pre(node) {
    // Scrollable code must be reachable by keyboard.
    node.properties.tabindex = 0;
  },
};

function highlightLines(lines: ReadonlySet<number>): ShikiTransformer {
  return {
    line(node, number) {
      if (lines.has(number)) this.addClassToHast(node, 'highlighted');
    },
  };
}
