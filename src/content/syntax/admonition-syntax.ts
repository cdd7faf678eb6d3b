/** Docusaurus' admonition types: `caution` is its name for a warning, `important` a note that must not be missed. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important'] as const;

// Three colons or more: an admonition nested in another is opened with fewer colons than its parent.
const TITLED_OPENING = new RegExp(`^(\\s*:{3,}(?:${ADMONITION_TYPES.join('|')}))[ \\t]+(\\S.*?)\\s*$`);
const FENCE = /^\s*(`{3,}|~{3,})/;

const HEADING_ID = /^(#{1,6}\s.*?)\{#([\w-]+)\}\s*$/;

/** In MDX a `{` starts an expression: escape a heading's `{#custom-id}` so it reaches the heading-id plugin as text. */
export function escapeMdxHeadingIds(mdx: string): string {
  return mdx.replace(/^#{1,6}\s.*\{#[\w-]+\}\s*$/gm, (line) => line.replace(HEADING_ID, '$1\\{#$2\\}'));
}

/**
 * Rewrites the Docusaurus form `:::note Some title` into the directive form `:::note[Some title]`
 * line by line (so line numbers stay), leaving fenced code alone.
 */
export function normaliseAdmonitionTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const fenceMatch = FENCE.exec(line);
      if (fenceMatch) {
        const marker = fenceMatch[1]!;
        if (fence === undefined) fence = marker;
        else if (marker.startsWith(fence)) fence = undefined;
        return line;
      }
      if (fence !== undefined) return line;
      const match = TITLED_OPENING.exec(line);
      if (!match || match[2]!.startsWith('[') || match[2]!.startsWith('{')) return line;
      return `${match[1]}[${match[2]!.replace(/[[\]]/g, '\\$&')}]`;
    })
    .join('\n');
}
