import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import { runCli } from '../../../src/cli/run-cli.js';
import type { MarkdownBatchResult } from '../../../src/content/markdown/render-markdown-files.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import type { SourceFile } from '../../../src/model/source-file.js';
import { buildFixture, writeSite } from '../../helpers/build-fixture.js';

const HOME = { 'content/docs/index.md': '# Home\n\nHello.\n' };

/** `depth` list items, each on its own line indented one level (two columns) deeper than the last. */
function indentedList(depth: number): string {
  return Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n');
}

/** The one error of a build that must fail, with nothing in it that looks like a stack trace or bundle source. */
function onlyError(errors: Diagnostic[]): Diagnostic {
  assert.equal(errors.length, 1, JSON.stringify(errors, null, 2));
  const [error] = errors as [Diagnostic];
  assert.doesNotMatch(`${error.message}\n${error.hint ?? ''}`, /\n\s+at |file:\/\/|RangeError/);
  return error;
}

describe('hostile Markdown: deep nests fail with a located diagnostic before remark parses them', () => {
  it('a one-line list nested 5,000 deep', async () => {
    const site = await buildFixture({ ...HOME, 'content/docs/deep.md': `# Deep\n\n${'- '.repeat(5000)}x\n` });
    const error = onlyError(site.errors);
    assert.equal(error.code, 'CONTENT_TOO_DEEP');
    assert.deepEqual(error.location, { file: 'content/docs/deep.md', line: 3, column: 200 });
    assert.match(error.message, /5000 levels/);
    assert.match(error.message, /limit of 100/);
    assert.ok(error.hint);
  });

  it('a list indented one level deeper on each of 1,000 lines', async () => {
    const site = await buildFixture({ ...HOME, 'content/docs/deep.md': `# Deep\n\n${indentedList(1000)}\n` });
    const error = onlyError(site.errors);
    assert.equal(error.code, 'CONTENT_TOO_DEEP');
    // Line 3 is level 1; level 101, indented by 200 columns, is the first past the limit.
    assert.deepEqual(error.location, { file: 'content/docs/deep.md', line: 103, column: 200 });
  });

  it('a block quote nested 1,000 deep', async () => {
    const site = await buildFixture({ ...HOME, 'content/docs/quote.md': `# Quote\n\nIntro.\n\n${'> '.repeat(1000)}x\n` });
    const error = onlyError(site.errors);
    assert.equal(error.code, 'CONTENT_TOO_DEEP');
    assert.deepEqual(error.location, { file: 'content/docs/quote.md', line: 5, column: 200 });
    assert.match(error.message, /1000 levels/);
  });

  it('an MDX page nested 1,000 deep, located past its front matter', async () => {
    const site = await buildFixture({ ...HOME, 'content/docs/deep.mdx': `---\ntitle: Deep\n---\n\n${'- > '.repeat(500)}x\n` });
    const error = onlyError(site.errors);
    assert.equal(error.code, 'CONTENT_TOO_DEEP');
    assert.deepEqual(error.location, { file: 'content/docs/deep.mdx', line: 5, column: 200 });
  });

  it('a fence the parser does not see (in an HTML block) does not hide a deep nest', async () => {
    const site = await buildFixture({ ...HOME, 'content/docs/deep.md': `# Deep\n\n<div>\n\`\`\`\n</div>\n\n${'- '.repeat(5000)}x\n` });
    const error = onlyError(site.errors);
    assert.equal(error.code, 'CONTENT_TOO_DEEP');
    assert.equal(error.location?.line, 7);
    assert.match(error.message, /inside a ``` or ~~~ fence/);
  });

  it('prints the diagnostic with a short code frame and no stack trace', async () => {
    const root = writeSite({ ...HOME, 'content/docs/deep.md': `# Deep\n\n${'- '.repeat(5000)}x\n` });
    const logger = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', 'build', '--root', root], logger), 1);
    const printed = logger.lines.map((line) => line.message).join('\n');
    assert.match(printed, /CONTENT_TOO_DEEP\] content\/docs\/deep\.md:3:201/);
    assert.doesNotMatch(printed, /\n\s+at |RangeError/);
    // The 10 KB line is shown as a window around the column, not whole.
    for (const line of printed.split('\n')) assert.ok(line.length < 300, `a printed line of ${line.length} characters`);
  });

  it('a nest the pre-scan does not measure (MDX elements in elements) still fails as a diagnostic naming the page', async () => {
    const site = await buildFixture({ ...HOME, 'content/docs/boxes.mdx': `# Boxes\n\n${'<div>\n'.repeat(10000)}x\n${'</div>\n'.repeat(10000)}` });
    const error = onlyError(site.errors);
    assert.equal(error.code, 'CONTENT_TOO_DEEP');
    assert.equal(error.location?.file, 'content/docs/boxes.mdx');
  });

  it('a worker thread rendering a hostile page reports the diagnostic', async () => {
    const root = writeSite(HOME);
    const source: SourceFile = {
      kind: 'doc',
      file: 'content/docs/deep.md',
      absPath: `${root}/content/docs/deep.md`,
      extension: '.md',
      text: `${'- '.repeat(5000)}x\n`,
      body: `${'- '.repeat(5000)}x\n`,
      frontMatter: {},
      id: 'deep',
      route: '/deep',
    };
    const worker = new Worker(new URL('../../../src/content/markdown/markdown-worker.js', import.meta.url), { workerData: { root, routesByPath: new Map() } });
    try {
      const result = await new Promise<MarkdownBatchResult>((resolve, reject) => {
        worker.on('message', (message: MarkdownBatchResult | 'ready') => {
          if (message === 'ready') worker.postMessage([source]);
          else resolve(message);
        });
        worker.once('error', reject);
      });
      assert.deepEqual(result.rendered, []);
      assert.equal(onlyError(result.diagnostics).code, 'CONTENT_TOO_DEEP');
    } finally {
      await worker.terminate();
    }
  });
});

describe('hostile Markdown: ordinary nesting still builds', () => {
  it('a list 50 deep with code blocks (indented far inside their fences), a quote and a table', async () => {
    const lines: string[] = ['# Deep but sane', ''];
    for (let level = 0; level < 50; level++) {
      const indent = '  '.repeat(level);
      lines.push(`${indent}- level ${level + 1}`);
      if (level % 10 === 9) {
        lines.push('', `${indent}  \`\`\`json`, `${indent}  {`, `${indent}${' '.repeat(260)}"deep": true`, `${indent}  }`, `${indent}  \`\`\``, '');
      }
      if (level === 20) lines.push('', `${indent}  > A quote in a list`, `${indent}  > - with a list in it`, '');
      if (level === 30) lines.push('', `${indent}  | coin | network |`, `${indent}  | ---- | ------- |`, `${indent}  | BTC  | bitcoin |`, '');
    }
    lines.push('', '* * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * *', '');
    const site = await buildFixture({ ...HOME, 'content/docs/sane.md': lines.join('\n'), 'content/docs/sane-mdx.mdx': lines.join('\n') });
    assert.deepEqual(site.errors, []);
    for (const route of ['/sane', '/sane-mdx']) {
      const html = site.html(route) ?? '';
      assert.match(html, /level 50/);
      assert.match(html, /deep/);
      assert.match(html, /<hr/);
    }
  });
});
