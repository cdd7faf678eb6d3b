import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki';

export const LIGHT_THEME = 'github-light';
export const DARK_THEME = 'github-dark';

/** Languages written under another name in fences. */
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', js: 'javascript', ts: 'typescript', yml: 'yaml', py: 'python', md: 'markdown' };

/** A syntax highlighter shared by every page of one build; grammars load on first use. */
export interface CodeHighlighter {
  highlighter: Highlighter;
  /** Loads the grammar of a fence language and returns its name, or `text` for an unknown one. */
  resolveLanguage(language: string | undefined): Promise<string>;
}

export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  const highlighter = await createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: [] });
  return {
    highlighter,
    async resolveLanguage(language) {
      if (!language) return 'text';
      const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
      if (highlighter.getLoadedLanguages().includes(name)) return name;
      if (!(name in bundledLanguages)) return 'text';
      await highlighter.loadLanguage(name as keyof typeof bundledLanguages);
      return name;
    },
  };
}
