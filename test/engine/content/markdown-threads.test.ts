import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCodeHighlighter } from '../../../src/content/code-blocks/code-highlighter.js';
import { renderMarkdownFiles, type MarkdownBatchOptions } from '../../../src/content/markdown/render-markdown-files.js';
import { renderMarkdownInWorkers } from '../../../src/content/markdown/render-markdown-in-workers.js';
import type { SourceFile } from '../../../src/model/source-file.js';
import { makeSource } from '../../helpers/make-source.js';

/** Enough pages for two workers (from 400 files per worker). */
const PAGE_COUNT = 830;

/** Pages that each render differently: headings, code, a table, links to each other, and now and then a dead link or a quote nested too deep. */
function pages(): SourceFile[] {
  return Array.from({ length: PAGE_COUNT }, (_, n) => {
    const source = makeSource(`content/docs/group-${n % 7}/page-${n}.md`);
    const body = [
      `# Page ${n}`,
      `Text of page ${n}, see [the next page](./page-${n + 1}.md) and \`code ${n}\`.`,
      `## Section ${n % 13}`,
      '```ts',
      `const page = ${n};`,
      '```',
      ...(n % 5 === 0 ? ['| a | b |', '| - | - |', `| ${n} | **${n * 2}** |`] : []),
      ...(n % 97 === 0 ? [`[nowhere](./missing-${n}.md)`] : []),
      ...(n % 211 === 0 ? [`${'> '.repeat(150)}deep`] : []),
    ].join('\n\n');
    return { ...source, absPath: `/site/${source.file}`, text: body, body };
  });
}

describe('Markdown across worker threads', () => {
  it('renders what one thread renders, in the same order, with the same diagnostics and dependencies', async () => {
    const sources = pages();
    const options: MarkdownBatchOptions = {
      root: '/site',
      routesByPath: new Map(sources.map((source) => [source.absPath, source.route])),
      folders: { docs: 'content/docs', static: 'static' },
      siteUrl: 'https://docs.example.com',
      baseUrl: '/',
    };
    const highlighter = await createCodeHighlighter();
    const split = await renderMarkdownInWorkers(sources, options, async () => highlighter);
    const single = await renderMarkdownFiles(sources, options, highlighter);
    const codes = new Set(single.diagnostics.map((diagnostic) => diagnostic.code));
    assert.ok(codes.has('CONTENT_TOO_DEEP') && single.diagnostics.length >= 10, `the pages have dead links and deep nests: ${[...codes].join(', ')}`);
    assert.equal(split.rendered.length, single.rendered.length);
    assert.deepEqual(split, single);
  });
});
