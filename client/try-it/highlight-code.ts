// Highlights code the "Try it" console writes (the samples it rewrites, the response body) as the build
// highlights code blocks: Prism grammars through refractor, `token …` classes the stylesheet colours,
// a `span.line` per line. A chunk of its own, loaded when the console opens; each grammar is a chunk
// too, loaded for the languages the page shows.

import type { ElementContent, RootContent } from 'hast';
import { refractor } from 'refractor/core';

type Grammar = Parameters<typeof refractor.register>[0];

/** The grammars of the languages samples and responses are written in (the build's names). */
const GRAMMARS: Record<string, () => Promise<{ default: Grammar }>> = {
  bash: () => import('refractor/bash'),
  javascript: () => import('refractor/javascript'),
  python: () => import('refractor/python'),
  json: () => import('refractor/json'),
  go: () => import('refractor/go'),
  php: () => import('refractor/php'),
  ruby: () => import('refractor/ruby'),
  java: () => import('refractor/java'),
  csharp: () => import('refractor/csharp'),
  c: () => import('refractor/c'),
  swift: () => import('refractor/swift'),
  kotlin: () => import('refractor/kotlin'),
  powershell: () => import('refractor/powershell'),
  http: () => import('refractor/http'),
  rust: () => import('refractor/rust'),
  typescript: () => import('refractor/typescript'),
};

const loading = new Map<string, Promise<boolean>>();

/** Loads a language's grammar (once); false when there is none for it. */
export function loadLanguage(language: string): Promise<boolean> {
  let loaded = loading.get(language);
  if (!loaded) {
    const load = GRAMMARS[language];
    loaded = load
      ? load().then(
          (grammar) => {
            refractor.register(grammar.default);
            return true;
          },
          () => false,
        )
      : Promise.resolve(false);
    loading.set(language, loaded);
  }
  return loaded;
}

/** The code's lines, highlighted when its grammar is loaded, else as plain text: a `span.line` each, `\n` between them. */
export function highlightedLines(code: string, language: string): Node[] {
  const tokens: RootContent[] = refractor.registered(language)
    ? refractor.highlight(code, language).children
    : [{ type: 'text', value: code }];
  const lines: HTMLElement[] = [];
  let line!: HTMLElement;
  // The copy of each token on the current line: a token spanning lines (a string, a comment) is repeated on each.
  let copies = new Map<object, HTMLElement>();
  const startLine = () => {
    line = document.createElement('span');
    line.className = 'line';
    lines.push(line);
    copies = new Map();
  };
  const containerFor = (path: Extract<ElementContent, { type: 'element' }>[]): HTMLElement => {
    let parent = line;
    for (const token of path) {
      let copy = copies.get(token);
      if (!copy) {
        copy = document.createElement(token.tagName);
        const className = token.properties.className;
        copy.className = Array.isArray(className) ? className.join(' ') : String(className ?? '');
        parent.append(copy);
        copies.set(token, copy);
      }
      parent = copy;
    }
    return parent;
  };
  const walk = (node: RootContent, path: Extract<ElementContent, { type: 'element' }>[]) => {
    if (node.type === 'element') {
      for (const child of node.children) walk(child, [...path, node]);
      return;
    }
    if (node.type !== 'text') return;
    node.value.split('\n').forEach((part, index) => {
      if (index > 0) startLine();
      if (part) containerFor(path).append(part);
    });
  };
  startLine();
  for (const node of tokens) walk(node, []);
  return lines
    .flatMap((l, index) => (index > 0 ? ['\n', l] : [l]))
    .map((n) => (typeof n === 'string' ? document.createTextNode(n) : n));
}
