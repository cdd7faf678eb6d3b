import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { BuildError } from '../../../src/diagnostics/diagnostic.js';
import type { OutputFile } from '../../../src/model/output-file.js';
import { LateFiles } from '../../../src/write/late-files.js';
import { writeOutput } from '../../../src/write/write-output.js';
import { makeContext } from '../../helpers/make-source.js';
import { waitFor } from '../../helpers/wait-for.js';

const file = (contents: string): OutputFile => ({ contents });

async function namesOf(late: LateFiles): Promise<string[]> {
  const names: string[] = [];
  for await (const [name] of late) names.push(name);
  return names;
}

/** A context whose output folder is `build/` in a new folder, and a reader of what it holds. */
function outputFolder(): { context: ReturnType<typeof makeContext>; read: (file: string) => string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-late-'));
  const context = makeContext({}, root);
  context.outDir = path.join(root, 'build');
  return { context, read: (name) => fs.readFileSync(path.join(context.outDir, name), 'utf8') };
}

describe('late files', () => {
  it('gives the files handed over before and while they are read, then those of the promise, in order', async () => {
    const late = new LateFiles();
    late.add('a', file('1'));
    let settle!: (files: Map<string, OutputFile>) => void;
    late.endWith(new Promise((resolve) => (settle = resolve)));
    const reading = namesOf(late);
    await new Promise(setImmediate);
    late.add('b', file('2'));
    await new Promise(setImmediate);
    settle(new Map([['c', file('3')]]));
    assert.deepEqual(await reading, ['a', 'b', 'c']);
    assert.throws(() => late.add('d', file('4')), /after the late files ended/);
  });

  it("gives what was handed over, then throws the promise's error", async () => {
    const late = new LateFiles();
    late.add('a', file('1'));
    late.endWith(Promise.reject(new Error('indexing failed')));
    const names: string[] = [];
    await assert.rejects(async () => {
      for await (const [name] of late) names.push(name);
    }, /indexing failed/);
    assert.deepEqual(names, ['a']);
  });

  it('are written while the other files are, and one named as another file replaces it', async () => {
    const { context, read } = outputFolder();
    const files = new Map(
      Array.from({ length: 300 }, (_, i) => [`page-${i}/index.html`, file(`page ${i}`)] as [string, OutputFile]),
    );
    files.set('robots.txt', file('from static/'));
    const late = new LateFiles();
    let settle!: (files: Map<string, OutputFile>) => void;
    late.endWith(new Promise((resolve) => (settle = resolve)));
    late.add('assets/shard-1.json', file('{"shard":1}'));
    late.add('robots.txt', file('generated'));
    const writing = writeOutput(context, files, late);
    // The writer turns the event loop every 64 files: the first shard is written before the pages are done.
    const staged = () => fs.readdirSync(path.dirname(context.outDir)).find((name) => name.startsWith('.build-next-'));
    for (
      let turn = 0;
      turn < 100 &&
      !(staged() && fs.existsSync(path.join(path.dirname(context.outDir), staged()!, 'assets/shard-1.json')));
      turn++
    )
      await new Promise(setImmediate);
    assert.ok(files.size > 0, 'the first shard is written while pages are still to be written');
    late.add('assets/shard-2.json', file('{"shard":2}'));
    settle(new Map([['search/settings.json', file('{}')]]));
    await writing;
    assert.equal(read('page-299/index.html'), 'page 299');
    assert.equal(read('assets/shard-1.json'), '{"shard":1}');
    assert.equal(read('assets/shard-2.json'), '{"shard":2}');
    assert.equal(read('search/settings.json'), '{}');
    assert.equal(read('robots.txt'), 'generated', 'the late file wins over the file of the same name');
  });

  it('fail the build, leaving the last output as it was, when one cannot be written or is never made', async () => {
    const { context, read } = outputFolder();
    await writeOutput(context, new Map([['index.html', file('first build')]]));

    const clashing = new LateFiles().endWith(Promise.resolve(new Map([['index.html/shard.json', file('{}')]])));
    await assert.rejects(
      writeOutput(context, new Map([['index.html', file('second build')]]), clashing),
      (error: unknown) => {
        assert.ok(error instanceof BuildError);
        assert.equal(error.diagnostics[0]!.code, 'OUTPUT_PATH_CONFLICT');
        assert.match(
          error.diagnostics[0]!.message,
          /index\.html\/shard\.json cannot be written: index\.html is also an output file/,
        );
        return true;
      },
    );
    assert.equal(read('index.html'), 'first build');

    const failing = new LateFiles();
    failing.add('assets/shard-1.json', file('{}'));
    failing.endWith(Promise.reject(new Error('the search index worker stopped')));
    await assert.rejects(
      writeOutput(context, new Map([['index.html', file('third build')]]), failing),
      /the search index worker stopped/,
    );
    assert.equal(read('index.html'), 'first build');
    assert.equal(fs.existsSync(path.join(context.outDir, 'assets')), false);
    assert.deepEqual(
      fs.readdirSync(path.dirname(context.outDir)).filter((name) => name.startsWith('.build-next-')),
      [],
      'no staging folder left',
    );
  });

  it('stop going into the staging folder once writing the other files has failed, which reports its own error', async () => {
    const { context, read } = outputFolder();
    await writeOutput(context, new Map([['index.html', file('first build')]]));
    const files = new Map(
      Array.from({ length: 200 }, (_, i) => [`page-${i}/index.html`, file(`page ${i}`)] as [string, OutputFile]),
    );
    files.set('page-150/index.html', {
      contents: '',
      render: () => {
        throw new Error('page 150 does not render');
      },
    });
    const late = new LateFiles();
    let settle!: (files: Map<string, OutputFile>) => void;
    late.endWith(new Promise((resolve) => (settle = resolve)));
    // Shards keep coming while the failed build removes its staging folder.
    let handedOver = 0;
    const handing = setInterval(() => late.add(`assets/shard-${handedOver++}.json`, file('{}')), 0);
    try {
      await assert.rejects(writeOutput(context, files, late), /page 150 does not render/);
      // A few more shards come after the failure, and the loop that takes them sees each.
      const afterFailure = handedOver;
      await waitFor('five more shards', () => handedOver >= afterFailure + 5, { intervalMs: 1 });
    } finally {
      clearInterval(handing);
      settle(new Map());
    }
    await new Promise(setImmediate);
    assert.equal(read('index.html'), 'first build');
    assert.deepEqual(
      fs.readdirSync(path.dirname(context.outDir)).filter((name) => name.startsWith('.build-next-')),
      [],
      'no staging folder left',
    );
  });
});
