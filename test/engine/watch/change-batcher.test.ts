import assert from 'node:assert/strict';
import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { describe, it } from 'node:test';
import { createChangeBatcher } from '../../../src/watch/change-batcher.js';
import { createFileFingerprints } from '../../../src/watch/file-fingerprints.js';
import { createIdleCollector, v8Collections } from '../../../src/watch/idle-collector.js';
import { isIgnoredPath } from '../../../src/watch/watch-sources.js';

/** A promise with its resolve function, to hold a batch "running" for as long as a test wants. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createChangeBatcher', () => {
  it('coalesces a burst of events into one run with every path', async () => {
    const runs: string[][] = [];
    const batcher = createChangeBatcher({ quietMs: 20, run: async (paths) => void runs.push([...paths].sort()) });
    for (let i = 0; i < 30; i++) batcher.add(i % 2 === 0 ? '/site/content/a.md' : '/site/content/b.md');
    batcher.add('/site/site.config.ts');
    await batcher.idle();
    assert.deepEqual(runs, [['/site/content/a.md', '/site/content/b.md', '/site/site.config.ts']]);
    await batcher.close();
  });

  it('never overlaps runs: changes during a run make exactly one more run after it', async () => {
    const runs: string[][] = [];
    let active = 0;
    let maxActive = 0;
    const gates = [deferred(), deferred()];
    const started = [deferred(), deferred()];
    const batcher = createChangeBatcher({
      quietMs: 5,
      run: async (paths) => {
        const index = runs.length;
        runs.push([...paths].sort());
        active++;
        maxActive = Math.max(maxActive, active);
        started[index]?.resolve();
        await gates[index]?.promise;
        active--;
      },
    });
    batcher.add('a.md');
    await started[0]!.promise;
    batcher.add('b.md');
    batcher.add('c.md');
    batcher.add('b.md');
    gates[0]!.resolve();
    await started[1]!.promise;
    gates[1]!.resolve();
    await batcher.idle();
    assert.deepEqual(runs, [['a.md'], ['b.md', 'c.md']]);
    assert.equal(maxActive, 1);
    await batcher.close();
  });

  it('keeps going after a run that failed', async () => {
    const runs: string[][] = [];
    const batcher = createChangeBatcher({
      quietMs: 5,
      run: async (paths) => {
        runs.push([...paths]);
        if (runs.length === 1) throw new Error('bad input');
      },
    });
    batcher.add('broken.md');
    await batcher.idle();
    batcher.add('fixed.md');
    await batcher.idle();
    assert.deepEqual(runs, [['broken.md'], ['fixed.md']]);
    await batcher.close();
  });

  it('runs nothing after close, and close waits for the run under way', async () => {
    const gate = deferred();
    const started = deferred();
    let finished = false;
    let runs = 0;
    const batcher = createChangeBatcher({
      quietMs: 5,
      run: async () => {
        runs++;
        started.resolve();
        await gate.promise;
        finished = true;
      },
    });
    batcher.add('a.md');
    await started.promise;
    batcher.add('b.md');
    const closing = batcher.close();
    gate.resolve();
    await closing;
    assert.equal(finished, true);
    batcher.add('c.md');
    await batcher.idle();
    assert.equal(runs, 1);
  });
});

/** Runs `test` with a new temporary folder, removed afterwards. */
async function inTempDir(test: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-fingerprints-'));
  try {
    await test(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('createFileFingerprints', () => {
  it('reports only files whose bytes changed, new files, and deleted ones', () =>
    inTempDir(async (dir) => {
      const a = path.join(dir, 'a.md');
      const b = path.join(dir, 'b.md');
      await writeFile(a, '# A\n');
      await writeFile(b, '# B\n');
      const fingerprints = createFileFingerprints();
      const changed = async (files: string[]) => (await fingerprints.changed(files)).changed;
      await fingerprints.seed(a);
      await fingerprints.seed(b);
      assert.deepEqual(await changed([a, b]), [], 'touched, same bytes');
      await writeFile(a, '# A, edited\n');
      assert.deepEqual(await changed([a, b]), [a]);
      assert.deepEqual(await changed([a]), [], 'the new bytes are remembered');
      const c = path.join(dir, 'c.md');
      await writeFile(c, '# C\n');
      assert.deepEqual(await changed([c]), [c], 'a file never seen');
      await unlink(b);
      assert.deepEqual(
        await fingerprints.changed([b]),
        { changed: [], settling: [b] },
        'gone: maybe deleted and about to be written again',
      );
      assert.deepEqual(await changed([b]), [b], 'still gone: deleted');
      assert.deepEqual(
        await changed([path.join(dir, 'gone-before-seen.md')]),
        [],
        'created and removed between two looks',
      );
      assert.deepEqual(await changed([dir]), [dir], 'a removed folder that held seen files');
    }));

  it('takes a file emptied or deleted in the middle of a save as settling, and as changed when it stays so', () =>
    inTempDir(async (dir) => {
      const page = path.join(dir, 'page.md');
      await writeFile(page, '# Page\n');
      const fingerprints = createFileFingerprints();
      await fingerprints.seed(page);
      await writeFile(page, '');
      assert.deepEqual(
        await fingerprints.changed([page]),
        { changed: [], settling: [page] },
        'truncated by a save under way',
      );
      await writeFile(page, '# Page, saved\n');
      assert.deepEqual(await fingerprints.changed([page]), { changed: [page], settling: [] }, 'the save finished');
      await writeFile(page, '');
      assert.deepEqual(await fingerprints.changed([page]), { changed: [], settling: [page] });
      assert.deepEqual(
        await fingerprints.changed([page]),
        { changed: [page], settling: [] },
        'still empty: the author emptied it',
      );
      assert.deepEqual(await fingerprints.changed([page]), { changed: [], settling: [] }, 'and that is remembered');
      await unlink(page);
      assert.deepEqual(
        await fingerprints.changed([page]),
        { changed: [], settling: [page] },
        'deleted by a save under way',
      );
      await writeFile(page, '# Page, written again\n');
      assert.deepEqual(
        await fingerprints.changed([page]),
        { changed: [page], settling: [] },
        'written again: one change',
      );
    }));
  it('takes a file an event named during the first build as changed, whichever bytes the scan read', () =>
    inTempDir(async (dir) => {
      const page = path.join(dir, 'page.md');
      // The scan reads the page after the edit: its seed holds the new bytes, which the build never saw.
      await writeFile(page, '# Page, edited while the first build ran\n');
      const fingerprints = createFileFingerprints();
      const seeding = fingerprints.seed(page);
      fingerprints.forget(page);
      await seeding;
      assert.deepEqual(await fingerprints.changed([page]), { changed: [page], settling: [] });
      assert.deepEqual(
        await fingerprints.changed([page]),
        { changed: [], settling: [] },
        'and its bytes are remembered from then on',
      );
    }));
});

describe('isIgnoredPath', () => {
  const root = path.join(os.tmpdir(), 'site');
  const at = (relative: string) => isIgnoredPath(root, path.join(root, relative));

  it('ignores editor temp and swap files, dotfiles, and everything outside the inputs (output, cache, node_modules)', () => {
    for (const relative of [
      'content/docs/.intro.md.swp',
      'content/docs/intro.md.swp',
      'content/docs/intro.md~',
      'content/docs/.#intro.md',
      'content/docs/4913',
      'content/.DS_Store',
      'static/.git/config',
      'build/index.html',
      'node_modules/x/index.js',
      '.docs-build-cache/a.json',
      'package.json',
      'src/index.ts',
    ]) {
      assert.equal(at(relative), true, relative);
    }
  });

  it('watches content, specs, static files (.well-known too) and the config', () => {
    for (const relative of [
      '',
      'content',
      'content/docs/intro.md',
      'openapi/v2.yaml',
      'static/img/logo.svg',
      'static/.well-known/security.txt',
      'site.config.ts',
    ]) {
      assert.equal(at(relative), false, relative);
    }
  });
});

describe('createIdleCollector', () => {
  /** Collections that record which kind ran, over a heap whose size the test sets. */
  function fakeCollections(onCollect: (kinds: string[]) => void = () => undefined) {
    const kinds: string[] = [];
    const heap = { size: 100 };
    const record = (kind: string) => () => {
      kinds.push(kind);
      onCollect(kinds);
    };
    return {
      kinds,
      heap,
      collections: { major: record('major'), thorough: record('thorough'), heapSize: () => heap.size },
    };
  }

  it('collects once builds pause for a second, or for a quarter of a second after the fifth', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { kinds, collections } = fakeCollections();
    const collector = createIdleCollector(collections);
    // Four builds, each followed at once by an edit: no pause, no collection.
    for (let build = 1; build <= 4; build++) {
      collector.buildFinished();
      t.mock.timers.tick(100);
      collector.busy();
    }
    t.mock.timers.tick(5000);
    assert.deepEqual(kinds, []);
    collector.buildFinished();
    t.mock.timers.tick(249);
    assert.deepEqual(kinds, [], 'the fifth build: not while an edit may follow at once');
    t.mock.timers.tick(1);
    assert.deepEqual(kinds, ['thorough'], 'a quarter of a second after the fifth build');
    collector.buildFinished();
    t.mock.timers.tick(999);
    assert.equal(kinds.length, 1, 'counted from the last collection: the next waits for a second');
    t.mock.timers.tick(1);
    assert.equal(kinds.length, 2);
    collector.stop();
  });

  it('waits for a pause that no file event or build start breaks', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { kinds, collections } = fakeCollections();
    const collector = createIdleCollector(collections);
    collector.buildFinished();
    t.mock.timers.tick(900);
    collector.busy();
    t.mock.timers.tick(5000);
    assert.deepEqual(kinds, [], 'an edit 0.9 s after the build: no collection until the next build ends');
    collector.buildFinished();
    t.mock.timers.tick(999);
    assert.deepEqual(kinds, []);
    t.mock.timers.tick(1);
    assert.deepEqual(kinds, ['thorough'], 'a second of quiet after that build');
    collector.stop();
  });

  it('collects thoroughly at first and when the heap has grown 15% since, else with a major collection', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { kinds, heap, collections } = fakeCollections();
    const collector = createIdleCollector(collections);
    const fiveBuilds = () => {
      for (let build = 1; build <= 5; build++) collector.buildFinished();
      t.mock.timers.tick(250);
    };
    fiveBuilds();
    heap.size = 114;
    fiveBuilds();
    heap.size = 116;
    fiveBuilds();
    fiveBuilds();
    assert.deepEqual(kinds, ['thorough', 'major', 'thorough', 'major']);
    collector.stop();
  });

  it("calls back once a collection made after a second's pause is done, not after a shorter one", async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const order: string[] = [];
    let majorDone!: () => void;
    let majorStarted = false;
    const collections = {
      thorough: () => void order.push('thorough'),
      major: () => {
        majorStarted = true;
        return new Promise<void>((resolve) => (majorDone = resolve)).then(() => void order.push('major'));
      },
      heapSize: () => 100,
    };
    let calledBack!: () => void;
    const afterPause = new Promise<void>((resolve) => (calledBack = resolve));
    const collector = createIdleCollector(collections, () => {
      order.push('called back');
      calledBack();
    });
    for (let build = 1; build <= 5; build++) collector.buildFinished();
    t.mock.timers.tick(250);
    assert.deepEqual(order, ['thorough'], 'the fifth build collects, and nothing is called');
    collector.buildFinished();
    t.mock.timers.tick(1000);
    assert.ok(majorStarted, 'a major collection after a second');
    await Promise.resolve();
    assert.deepEqual(order, ['thorough'], 'not called while the collection runs');
    majorDone();
    await afterPause;
    assert.deepEqual(order, ['thorough', 'major', 'called back']);
    collector.stop();
  });

  it("reaches V8's collector without --expose-gc on the command line", () => {
    const collections = v8Collections();
    assert.ok(collections);
    assert.ok(collections.heapSize() > 0);
    collections.major();
    collections.thorough();
  });

  it('its major collection frees what died in the old generation, as a rebuild leaves it', async () => {
    const collections = v8Collections()!;
    const used = () => v8.getHeapStatistics().used_heap_size;
    let garbage: { i: number; text: string }[] | undefined = Array.from({ length: 1_000_000 }, (_, i) => ({
      i,
      text: `item ${i}`,
    }));
    // Two collections move what survives them to the old generation.
    await collections.major();
    await collections.major();
    assert.equal(garbage.length, 1_000_000);
    const held = used();
    garbage = undefined;
    await collections.major();
    const freedMb = (held - used()) / 1e6;
    assert.ok(freedMb > 30, `freed ${freedMb.toFixed(1)} MB`);
  });
});
