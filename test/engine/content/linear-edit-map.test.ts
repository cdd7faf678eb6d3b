import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EditMap } from 'micromark-util-edit-map';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { linearConsume } from '../../../src/shared/linear-edit-map.js';

type Events = Parameters<EditMap['consume']>[0];

/** micromark's own algorithm, written out: from the last edit back, keep what follows it, truncate. */
function referenceConsume(events: unknown[], changes: [number, number, unknown[]][]): unknown[] {
  const sorted = [...changes].sort((a, b) => a[0] - b[0]);
  const result = [...events];
  const pieces: unknown[][] = [];
  for (let index = sorted.length - 1; index >= 0; index--) {
    const [at, remove, add] = sorted[index]!;
    pieces.push(result.slice(at + remove), add);
    result.length = at;
  }
  pieces.push(result.slice());
  return pieces.reverse().flat();
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
}

describe('micromark edit map, linear', () => {
  it('applies edits exactly as micromark does, overlapping removals included', () => {
    const next = random(42);
    for (let round = 0; round < 2000; round++) {
      const events = Array.from({ length: Math.floor(next() * 40) }, (_, index) => `e${index}`);
      const map = new EditMap();
      const changes: [number, number, unknown[]][] = [];
      for (let count = Math.floor(next() * 5); count > 0; count--) {
        const at = Math.floor(next() * (events.length + 1));
        const remove = Math.floor(next() * 4);
        const add = Array.from({ length: Math.floor(next() * 3) }, (_, index) => `r${round}-${count}-${index}`);
        // EditMap merges edits at one index and drops empty ones itself.
        if (changes.some(([existing]) => existing === at) || (remove === 0 && add.length === 0)) continue;
        changes.push([at, remove, add]);
        map.add(at, remove, [...add] as unknown as Events);
      }
      const expected = referenceConsume(events, changes);
      const actual = [...events] as unknown as Events;
      linearConsume.call(map, actual);
      assert.deepEqual(actual, expected, `round ${round}`);
    }
  });

  it('is what micromark uses, and lists and quotes still parse as before', () => {
    assert.equal(EditMap.prototype.consume, linearConsume);
    const tree = fromMarkdown('- a\n- b\n  - c\n\n> quote\n> more\n\nafter\n');
    assert.deepEqual(tree.children.map((node) => node.type), ['list', 'blockquote', 'paragraph']);
  });
});
