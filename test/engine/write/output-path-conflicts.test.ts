import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findOutputPathConflicts, outputPathChecker } from '../../../src/write/output-path-conflicts.js';
import { seededRandom } from '../../helpers/seeded-random.js';

// The writer checks each search shard as it comes with `outputPathChecker`; it must find what
// `findOutputPathConflicts` finds for that path among the output's others.

const NAMES = ['a', 'b', 'index.html', 'a.md', 'assets'];

/** Output paths with no conflict among them, from a seeded random walk over a few names. */
function presentPaths(seed: number): string[] {
  const next = seededRandom(seed);
  const paths: string[] = [];
  for (let n = 0; n < 30; n++) {
    const depth = 1 + Math.floor(next() * 3);
    const candidate = Array.from({ length: depth }, () => NAMES[Math.floor(next() * NAMES.length)]).join('/');
    if (findOutputPathConflicts([candidate], paths).length === 0) paths.push(candidate);
  }
  return paths;
}

describe('outputPathChecker', () => {
  it('finds, for each path added, the conflicts findOutputPathConflicts finds with the paths before it', () => {
    let conflictsSeen = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const present = presentPaths(seed);
      const next = seededRandom(seed + 1000);
      const check = outputPathChecker(present);
      const before = [...present];
      for (let n = 0; n < 5; n++) {
        const added = Array.from(
          { length: 1 + Math.floor(next() * 3) },
          () => NAMES[Math.floor(next() * NAMES.length)],
        ).join('/');
        const found = check(added);
        assert.deepEqual(found, findOutputPathConflicts([added], before), `seed ${seed}, ${added}`);
        conflictsSeen += found.length;
        // A path with conflicts stops a build; only a clean one stays among those present.
        if (found.length > 0) break;
        before.push(added);
      }
    }
    assert.ok(conflictsSeen > 0, 'some added paths conflict');
  });

  it('names each file inside a folder that an added file would take', () => {
    const check = outputPathChecker(['faq/index.html', 'faq/part/index.html', 'faq.md']);
    assert.deepEqual(check('faq'), [
      { file: 'faq', nested: 'faq/index.html' },
      { file: 'faq', nested: 'faq/part/index.html' },
    ]);
    assert.deepEqual(check('faq.md/x.json'), [{ file: 'faq.md', nested: 'faq.md/x.json' }]);
  });
});
