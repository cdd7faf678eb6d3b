import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { repoRoot, writeSite } from '../../helpers/build-fixture.js';

const run = promisify(execFile);
const bin = path.join(repoRoot, 'bin/docs-build.js');

/** Enough pages for the Markdown worker pool to start (it starts from 400 files per worker). */
function manyPages(count: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let n = 0; n < count; n++)
    files[`content/docs/group-${n % 10}/page-${n}.md`] =
      `# Page ${n}\n\nText of page ${n}.\n\n\`\`\`bash\necho page-${n}\n\`\`\`\n`;
  return files;
}

// bin/docs-build.js runs the bundle in dist/cli (scripts/bundle-cli.js), not the modules the other
// tests import: these tests check that what users run works, chunks and worker included.
describe('the docs-build command (bundled)', () => {
  it('builds Markdown across worker threads, MDX, and highlighted code', async () => {
    const root = writeSite({
      ...manyPages(800),
      'content/docs/index.mdx':
        '# Home\n\n<Tabs>\n  <TabItem value="a" label="First">Inside a tab.</TabItem>\n</Tabs>\n',
    });
    const { stdout } = await run(process.execPath, [bin, 'build', '--root', root, '--out-dir', 'out']);
    assert.match(stdout, /Built 80\d pages/);
    const page = fs.readFileSync(path.join(root, 'out/group-3/page-123/index.html'), 'utf8');
    assert.match(page, /<h1[^>]*>Page 123<\/h1>/);
    assert.match(page, /<span class="token builtin class-name">echo<\/span>/);
    const home = fs.readFileSync(path.join(root, 'out/index.html'), 'utf8');
    assert.match(home, /role="tab"[^>]*>First</);
    assert.ok(fs.readdirSync(path.join(root, 'out/assets')).some((file) => /^app-.*\.js$/.test(file)));
  });

  it('has every worker thread the code starts next to its chunks', () => {
    const workers = new Set<string>();
    for (const file of fs.readdirSync(path.join(repoRoot, 'dist/src'), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.js')) continue;
      const code = fs.readFileSync(path.join(repoRoot, 'dist/src', file), 'utf8');
      for (const match of code.matchAll(/new Worker\(new URL\('\.\/([\w-]+\.js)', import\.meta\.url\)/g))
        workers.add(match[1]!);
    }
    assert.ok(workers.has('markdown-worker.js'));
    for (const worker of workers)
      assert.ok(
        fs.existsSync(path.join(repoRoot, 'dist/cli', worker)),
        `dist/cli/${worker} is missing: add it to the entry points of scripts/bundle-cli.js`,
      );
  });

  it('exits 1 with a diagnostic on bad input', async () => {
    const root = writeSite({ 'content/docs/index.md': '# Home\n\n[gone](./missing.md)\n' });
    const failure = await run(process.execPath, [bin, 'build', '--root', root]).then(
      () => assert.fail('the build should fail'),
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    assert.equal(failure.code, 1);
    assert.match(failure.stderr + failure.stdout, /content\/docs\/index\.md:3/);
  });
});
