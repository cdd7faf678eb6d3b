import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { GFM_FEATURES, gfmFeaturesIn, remarkGfmFeatures } from '../../../src/content/syntax/remark-gfm-features.js';

function toHtml(markdown: string, features: readonly (typeof GFM_FEATURES)[number][]): string {
  return String(unified().use(remarkParse).use(remarkGfmFeatures, { features }).use(remarkRehype).use(rehypeStringify).processSync(markdown));
}

const SAMPLES = [
  '| a | b |\n| - | - |\n| 1 | 2 |',
  'A ~~struck~~ word and ~one~ tilde.',
  '- [ ] open\n- [x] done',
  'A note[^1].\n\n[^1]: The footnote.',
  'Visit www.example.com or https://example.com/path, mail team@example.com.',
  'Plain text with a pipe | inside, and no table.',
  'Code `a|b` and `~x~` spans.',
  '```\n| not | a table |\n```',
  'Nothing special at all.',
];

describe('GFM extensions chosen per page', () => {
  it('gives the same HTML as all GFM extensions together', () => {
    for (const sample of SAMPLES) {
      assert.equal(toHtml(sample, gfmFeaturesIn(sample)), toHtml(sample, GFM_FEATURES), sample);
    }
  });

  it('leaves out the extensions whose characters a page does not contain', () => {
    assert.deepEqual(gfmFeaturesIn('Nothing special at all.'), []);
    assert.deepEqual(gfmFeaturesIn('| a |\n| - |'), ['table']);
    assert.deepEqual(gfmFeaturesIn('see https://x.org'), ['autolinkLiteral']);
  });
});
