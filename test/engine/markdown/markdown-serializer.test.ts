import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BlockContent, PhrasingContent, Root } from 'mdast';
import { mdastToMarkdown, mdastToMarkdownByLibrary } from '../../../src/markdown/mdast-to-markdown.js';
import { seededRandom } from '../../helpers/seeded-random.js';

// The Markdown copies write plain paragraphs and headings directly rather than through
// mdast-util-to-markdown. Whatever the tree, the result must be the library's, byte for byte: these
// trees are drawn from pieces chosen to sit on each side of the line between what is written directly
// and what goes through the library (escapes, line starts, emphasis markers, autolinks, task items).

const TEXT_PIECES = [
  'word',
  'Z',
  '9',
  '12',
  ' ',
  '  ',
  '.',
  ',',
  ';',
  ':',
  ':-',
  '-',
  '+',
  '=',
  '(',
  ')',
  '?',
  '/',
  '"',
  "'",
  '%',
  '$',
  '@',
  '{',
  '^',
  '1.',
  '2)',
  '#',
  '*',
  '_',
  '`',
  '!',
  '[',
  ']',
  '<b>',
  '>',
  '&amp',
  '&',
  '|',
  '~',
  '\\',
  'http://x',
  'é',
  '\u00a0',
  '\t',
];
const CODE_PIECES = ['x', 'a b', ' ', '`', '|', 'a-b', '1', '*', '_'];
const URL_PIECES = [
  'https://a.example/p',
  '/docs/x',
  '#top',
  '?q=1',
  '&b=2',
  '(x)',
  ' ',
  'mailto:a@b.c',
  '_',
  '*',
  '~',
  '<',
  'word',
];
/** Pieces of what the copies mostly hold, so that plain runs (two strong runs side by side, a label that is its URL…) come often. */
interface Pieces {
  text: string[];
  code: string[];
  url: string[];
  /** Strong text as one text node of these; without, any phrasing content. */
  strong?: string[];
}
const PLAIN: Pieces = {
  text: ['word', 'Z', '9', ' ', '.', ',', ':', ';', '-'],
  code: ['x', 'a b', '1'],
  url: ['https://a.example/p', '/docs/x', '#top', 'word', 'mailto:a@b.c'],
  strong: ['word', '9', 'Z ', ' Z', '.'],
};
const ANY: Pieces = { text: TEXT_PIECES, code: CODE_PIECES, url: URL_PIECES };

function generator(seed: number, pieces: Pieces) {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const several = (pieces: readonly string[], most: number) =>
    Array.from({ length: 1 + Math.floor(next() * most) }, () => pick(pieces)).join('');
  const text = (): PhrasingContent => ({ type: 'text', value: several(pieces.text, 4) });
  const code = (): PhrasingContent => ({ type: 'inlineCode', value: several(pieces.code, 3) });
  const inline = (depth: number): PhrasingContent => {
    const kind = next();
    if (kind < 0.45 || depth > 1) return kind < 0.8 ? text() : code();
    if (kind < 0.6) return code();
    if (kind < 0.75) {
      // A label that is the URL (an e-mail address without `mailto:`), now and then: the library writes that as an autolink.
      const url = several(pieces.url, 2);
      return {
        type: 'link',
        url,
        children: next() < 0.2 ? [{ type: 'text', value: url.replace(/^mailto:/, '') }] : phrasing(depth + 1),
      };
    }
    if (kind < 0.9)
      return {
        type: 'strong',
        children: pieces.strong ? [{ type: 'text', value: several(pieces.strong, 2) }] : phrasing(depth + 1),
      };
    if (kind < 0.95) return { type: 'emphasis', children: phrasing(depth + 1) };
    return { type: 'break' };
  };
  const phrasing = (depth = 0): PhrasingContent[] =>
    Array.from({ length: Math.floor(next() * 4) }, () => inline(depth));
  const block = (depth = 0): BlockContent => {
    const kind = next();
    if (kind < 0.45 || depth > 1) return { type: 'paragraph', children: phrasing() };
    if (kind < 0.65) return { type: 'heading', depth: (1 + Math.floor(next() * 6)) as 1, children: phrasing() };
    if (kind < 0.85) {
      const checked = pick([null, null, true, false]);
      const items = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
        type: 'listItem' as const,
        spread: false,
        checked,
        children: [block(depth + 1)],
      }));
      return { type: 'list', ordered: next() < 0.3, start: 1, spread: false, children: items };
    }
    return { type: 'blockquote', children: [block(depth + 1)] };
  };
  return (): Root => ({ type: 'root', children: Array.from({ length: 1 + Math.floor(next() * 3) }, () => block()) });
}

describe('Markdown copies: paragraphs and headings written directly', () => {
  it('write every tree exactly as mdast-util-to-markdown does', () => {
    const trees = [generator(11, ANY), generator(12, PLAIN)];
    let differences = 0;
    let first: { tree: Root; ours: string; library: string } | undefined;
    for (let run = 0; run < 10_000; run++) {
      const root = trees[run % 2]!();
      const ours = mdastToMarkdown(root);
      const library = mdastToMarkdownByLibrary(root);
      if (ours === library) continue;
      differences++;
      first ??= { tree: root, ours, library };
    }
    if (first)
      assert.fail(
        `${differences} trees differ; the first:\n${JSON.stringify(first.tree)}\nours:    ${JSON.stringify(first.ours)}\nlibrary: ${JSON.stringify(first.library)}`,
      );
  });

  it('write plain text, code, links and strong text as they are, and leave the rest to the library', () => {
    const paragraph = (...children: PhrasingContent[]): Root => ({
      type: 'root',
      children: [{ type: 'paragraph', children }],
    });
    assert.equal(
      mdastToMarkdown(
        paragraph(
          { type: 'strong', children: [{ type: 'text', value: 'shift' }] },
          { type: 'text', value: ': see ' },
          { type: 'link', url: 'https://a.example/x#y', children: [{ type: 'text', value: 'the guide' }] },
          { type: 'text', value: ' and ' },
          { type: 'inlineCode', value: 'id' },
        ),
      ),
      '**shift**: see [the guide](https://a.example/x#y) and `id`',
    );
    assert.equal(mdastToMarkdown(paragraph({ type: 'text', value: '1. not a list' })), '1\\. not a list');
    assert.equal(
      mdastToMarkdown(
        paragraph({ type: 'link', url: 'https://a.example', children: [{ type: 'text', value: 'https://a.example' }] }),
      ),
      '<https://a.example>',
    );
    assert.equal(
      mdastToMarkdown({
        type: 'root',
        children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Fees' }] }],
      }),
      '## Fees',
    );
  });
});
