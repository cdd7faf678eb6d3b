import type { Element, ElementContent, Root, Text } from 'hast';
import type { VFile } from 'vfile';
import { SKIP, walkTree } from '../../shared/walk-tree.js';

/** A run of the characters after which an identifier, a path or a URL may break, between two other characters. */
const BREAK_AFTER = /(?<=[^\s/._-])[/._-]+(?=[^\s/._-])/g;
/** The fewest characters a line may end or start with at a break: `x-` / `user-ip` and `main.` / `js` read as cut words. */
const MIN_PIECE = 3;

/**
 * Lets inline code wrap only where an identifier allows it: a `<wbr>` after `/`, `.`, `-` and `_`
 * (`config.<wbr>announcementBar`, `/api/v2/<wbr>shifts`), none between digits (`0.005`, `2026-10-05`),
 * at either end, or next to a piece shorter than three characters (`main.js`, `x-user-ip` stay whole). The stylesheet no longer breaks inline code anywhere, so a long
 * name no longer wraps as `main.j` / `s`.
 */
export function rehypeInlineCodeBreaks() {
  return (tree: Root, file: VFile) => {
    // Inline code is written with backticks, or as <code> in MDX.
    if (!/`|<code/.test(String(file.value))) return;
    walkTree<Element>(tree, 'element', (node) => {
      if (node.tagName === 'pre') return SKIP;
      if (node.tagName !== 'code') return;
      addBreaks(node);
      return SKIP;
    });
  };
}

function addBreaks(parent: Element): void {
  parent.children = parent.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') {
      addBreaks(child);
      return [child];
    }
    return child.type === 'text' ? withBreaks(child) : [child];
  });
}

/** The text split after each break point, with a `<wbr>` between the pieces. */
export function withBreaks(text: Text): ElementContent[] {
  const { value } = text;
  const pieces: ElementContent[] = [];
  let start = 0;
  for (const match of value.matchAll(BREAK_AFTER)) {
    const end = match.index + match[0].length;
    if (/\d/.test(value[match.index - 1]!) && /\d/.test(value[end]!)) continue;
    const before = value.slice(start, match.index).replace(/[/._-]/g, '');
    const after = /^[^/._-]*/.exec(value.slice(end))![0];
    if (before.length < MIN_PIECE || after.length < MIN_PIECE) continue;
    pieces.push({ type: 'text', value: value.slice(start, end) }, { type: 'element', tagName: 'wbr', properties: {}, children: [] });
    start = end;
  }
  if (start === 0) return [text];
  pieces.push({ type: 'text', value: value.slice(start) });
  return pieces;
}
