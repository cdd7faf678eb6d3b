/**
 * Docusaurus' magic comments: `// highlight-next-line`, `// highlight-start` … `// highlight-end`, in
 * the comment syntax of the block's language (`#` in shell and Python, `<!-- -->` in HTML and
 * Markdown, `/* *\/` and `{/* *\/}` in JavaScript and JSX), as Docusaurus reads them.
 */
const COMMENT_STYLES = {
  js: { start: '\\/\\/', end: '' },
  jsBlock: { start: '\\/\\*', end: '\\*\\/' },
  jsx: { start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}' },
  bash: { start: '#', end: '' },
  html: { start: '<!--', end: '-->' },
  lua: { start: '--', end: '' },
  wasm: { start: '\\;\\;', end: '' },
  tex: { start: '%', end: '' },
} as const;

type CommentStyle = keyof typeof COMMENT_STYLES;

/** Comment styles by fence language, Docusaurus' table; any other language gets every style but the last four. */
const STYLES_BY_LANGUAGE: Record<string, CommentStyle[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  markup: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  sh: ['bash'],
  shell: ['bash'],
  // Text uses HTML comments, front matter `#`.
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  mdx: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua'],
  wasm: ['wasm'],
};
const DEFAULT_STYLES: CommentStyle[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

const DIRECTIVES = 'highlight-next-line|highlight-start|highlight-end';
const patterns = new Map<string, RegExp>();

function patternFor(language: string | undefined): RegExp {
  const styles = (language && STYLES_BY_LANGUAGE[language.toLowerCase()]) || DEFAULT_STYLES;
  const key = styles.join(',');
  let pattern = patterns.get(key);
  if (!pattern) {
    const alternatives = styles.map(
      (style) => `(?:${COMMENT_STYLES[style].start})\\s*(${DIRECTIVES})\\s*(?:${COMMENT_STYLES[style].end})`,
    );
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * Removes the magic comment lines from a block's code and returns the (1-based) numbers of the lines
 * they highlight, counted in the code without them. A `highlight-start` without its end runs to the
 * last line.
 */
export function applyMagicComments(
  code: string,
  language: string | undefined,
): { code: string; highlightedLines: Set<number> } {
  const highlightedLines = new Set<number>();
  if (!code.includes('highlight-')) return { code, highlightedLines };
  const pattern = patternFor(language);
  const kept: string[] = [];
  let nextLine = false;
  let openRanges = 0;
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') openRanges++;
    else if (directive === 'highlight-end') openRanges = Math.max(0, openRanges - 1);
    else {
      kept.push(line);
      if (nextLine || openRanges > 0) highlightedLines.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlightedLines };
}
