import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { repoRoot } from '../../helpers/build-fixture.js';

const run = promisify(execFile);

/** The line numbers of `pages` (one a line, after `header`) that tsc rejects, compiled against src/model. */
async function rejectedLines(header: string[], pages: string[]): Promise<{ lines: Set<number>; output: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-page-kinds-'));
  const model = (file: string) => {
    const relative = path
      .relative(dir, path.join(repoRoot, 'src/model', file))
      .split(path.sep)
      .join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  const imports = [
    `import type { Page } from '${model('page.js')}';`,
    `import type { RenderedContent } from '${model('rendered-content.js')}';`,
    `import type { BlogPostSummary } from '${model('blog-post-summary.js')}';`,
    `import type { EndpointPage } from '${model('endpoint-page.js')}';`,
  ];
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(dir, 'pages.ts'), `${[...imports, ...header, ...pages].join('\n')}\n`);
  const options = {
    strict: true,
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['ES2022'],
  };
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['pages.ts'] }));
  let output = '';
  try {
    await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: dir });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const first = imports.length + header.length + 1;
  return {
    lines: new Set([...output.matchAll(/pages\.ts[(:](\d+)/g)].map((match) => Number(match[1]) - first)),
    output,
  };
}

describe('Page, a union keyed by the kind of page', () => {
  it('takes each kind with its own fields, and no page of a kind without them or with those of another kind', async () => {
    const header = [
      'declare const content: RenderedContent;',
      'declare const post: BlogPostSummary;',
      'declare const endpoint: EndpointPage;',
      "const base = { title: 'T', description: '', hideTableOfContents: false };",
    ];
    const right = [
      "const a: Page = { ...base, route: '/blog/a', kind: 'blog-post', file: 'content/blog/a.md', content, post };",
      "const b: Page = { ...base, route: '/blog', kind: 'blog-listing', listing: { type: 'archive', years: [] } };",
      "const c: Page = { ...base, route: '/api/a', kind: 'endpoint', file: 'openapi/a.yaml', content, endpoint, sidebarId: 'api' };",
      "const d: Page = { ...base, route: '/guides', kind: 'doc', content, categoryIndex: { cards: [] } };",
      "const e: Page = { ...base, route: '/404', kind: 'not-found' };",
    ];
    const wrong = [
      "const f: Page = { ...base, route: '/blog/a', kind: 'blog-post', file: 'content/blog/a.md', content };",
      "const g: Page = { ...base, route: '/blog', kind: 'blog-listing' };",
      "const h: Page = { ...base, route: '/api/a', kind: 'endpoint', file: 'openapi/a.yaml', content };",
      "const i: Page = { ...base, route: '/a', kind: 'doc', file: 'content/docs/a.md' };",
      "const j: Page = { ...base, route: '/search', kind: 'search', content };",
      "const k: Page = { ...base, route: '/blog/a', kind: 'blog-post', file: 'content/blog/a.md', content, post, sidebarId: 'docs' };",
      "const l: Page = { ...base, route: '/a', kind: 'page', file: 'content/pages/a.md', content, post };",
    ];
    const { lines, output } = await rejectedLines(header, [...right, ...wrong]);
    for (const [index, page] of [...right, ...wrong].entries()) {
      assert.equal(
        lines.has(index),
        index >= right.length,
        `${index >= right.length ? 'is rejected' : 'compiles'}: ${page}\n${output}`,
      );
    }
  });
});
