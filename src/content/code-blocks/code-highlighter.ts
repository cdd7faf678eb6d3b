import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { refractor } from 'refractor/core';
import type { CodeHighlighter } from '../../model/code-highlighter.js';
import { splitIntoLines } from './code-lines.js';

/**
 * Fence names that are not a grammar's file name: Prism's aliases (grammars load on demand, so an alias
 * is unknown until its grammar is loaded) and languages with no grammar of their own.
 */
const ALIASES: Record<string, string> = {
  js: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  md: 'markdown',
  mdx: 'markdown',
  yml: 'yaml',
  py: 'python',
  rb: 'ruby',
  rs: 'rust',
  kt: 'kotlin',
  cs: 'csharp',
  golang: 'go',
  dockerfile: 'docker',
  gql: 'graphql',
  jsonc: 'json',
};

/** Grammars that highlight code embedded in HTML: `<style>` and `<script>` blocks and their attributes. */
const EMBEDDED_IN_MARKUP = ['css', 'javascript'];

type Grammar = Parameters<typeof refractor.register>[0];

/**
 * The build's syntax highlighter: Prism grammars through refractor, as Docusaurus highlights. Tokens get
 * `token keyword`-style classes that the stylesheet colours for light and dark, so nothing ships to the
 * browser. Regex grammars cost next to nothing to load, which matters for a cold build. Endpoint pages
 * repeat their samples, so HTML strings are kept per distinct block.
 */
export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  const htmlCache = new Map<string, string>();
  let markupEmbeds: Promise<void> | undefined;
  const highlightToHast = (code: string, language: string, highlightedLines: ReadonlySet<number> = new Set()): Element =>
    highlight(code, language, highlightedLines);
  return {
    async resolveLanguage(language) {
      if (!language) return 'text';
      const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
      if (!refractor.registered(name)) {
        const grammar = await loadGrammar(name);
        if (grammar) refractor.register(grammar);
        if (!refractor.registered(name)) return 'text';
      }
      if (name === 'markup') await (markupEmbeds ??= embedInMarkup());
      return name;
    },
    highlightToHast,
    highlightToHtml(code, language) {
      const key = `${language}\n${code}`;
      let html = htmlCache.get(key);
      if (html === undefined) {
        html = toHtml(highlightToHast(code, language));
        htmlCache.set(key, html);
      }
      return html;
    },
  };
}

/** A Prism grammar by its file name, loaded on first use; undefined when there is none. */
async function loadGrammar(name: string): Promise<Grammar | undefined> {
  if (!/^[a-z\d-]+$/.test(name)) return undefined;
  try {
    // A variable, not a template literal: a bundler would otherwise pack all ~300 grammars.
    const specifier = `refractor/${name}`;
    return ((await import(specifier)) as { default: Grammar }).default;
  } catch {
    return undefined;
  }
}

/**
 * Prism's CSS and JavaScript grammars hook themselves into HTML's when they load after it. Grammars load
 * on demand here, so either may have loaded first: run it again now that HTML's is there.
 */
async function embedInMarkup(): Promise<void> {
  for (const name of EMBEDDED_IN_MARKUP) {
    const grammar = await loadGrammar(name);
    if (!grammar) continue;
    if (refractor.registered(name)) grammar(refractor);
    else refractor.register(grammar);
  }
}
function highlight(code: string, language: string, highlightedLines: ReadonlySet<number>): Element {
  const tokens: ElementContent[] = language === 'text' ? [{ type: 'text', value: code }] : (refractor.highlight(code, language).children as ElementContent[]);
  const lines = splitIntoLines(tokens);
  const children: ElementContent[] = [];
  lines.forEach((line, index) => {
    if (highlightedLines.has(index + 1)) (line.properties.className as string[]).push('highlighted');
    if (index > 0) children.push({ type: 'text', value: '\n' });
    children.push(line);
  });
  return {
    type: 'element',
    tagName: 'pre',
    // Scrollable code must be reachable by keyboard.
    properties: { className: ['code', `language-${language}`], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children }],
  };
}
