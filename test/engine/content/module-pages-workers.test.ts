import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { createModulePagesWorkers } from '../../../src/content/mdx/module-pages-in-worker.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { BuildError } from '../../../src/diagnostics/diagnostic.js';
import { InternalError } from '../../../src/diagnostics/internal-error.js';
import { outputContents } from '../../../src/write/output-files.js';
import { writeSite } from '../../helpers/build-fixture.js';

const COUNTED_PAGE = `globalThis.timesEvaluated = (globalThis.timesEvaluated ?? 0) + 1;
export const title = 'Counted';
export default function Counted() {
  return <p>Evaluated {globalThis.timesEvaluated} time(s) on this thread.</p>;
}
`;

const SITE = {
  'site.config.ts': "export default { title: 'Workers', url: 'https://workers.example.com' };\n",
  'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
  'content/docs/card.mdx': "---\ntitle: Card\n---\n\nimport Card from '../../components/card.tsx';\n\n<Card label=\"Shift\" />\n",
  'components/card.tsx': 'export default function Card({ label }: { label: string }) {\n  return <div className="card">{label}</div>;\n}\n',
  'content/pages/counted.tsx': COUNTED_PAGE,
};

async function build(root: string, renderModulePages?: ReturnType<typeof createModulePagesWorkers>['render']) {
  const result = await buildSite({ root, write: false, cache: false, logger: createMemoryLogger() }, { renderModulePages });
  const page = (file: string) => Buffer.from(outputContents(result.files.get(file)!)).toString('utf8');
  return { result, page };
}

describe('MDX and TSX pages on worker threads (watch)', () => {
  const workers = createModulePagesWorkers();
  const root = writeSite(SITE);
  after(async () => {
    await workers.close();
    delete (globalThis as { timesEvaluated?: number }).timesEvaluated;
  });

  it('renders the pages as this thread does, with the title a TSX page exports', async () => {
    const inWorkers = await build(root, workers.render);
    const here = await build(root);
    assert.match(inWorkers.page('card/index.html'), /<div class="card">Shift<\/div>/);
    assert.match(inWorkers.page('counted/index.html'), /<title>Counted/);
    assert.equal(inWorkers.page('card/index.html'), here.page('card/index.html'));
  });

  it('evaluates the page modules on a worker, never on this thread, and replaces the worker every few jobs', async () => {
    const recycled = createModulePagesWorkers({ jobsPerWorker: 2 });
    const before = (globalThis as { timesEvaluated?: number }).timesEvaluated;
    const counts: number[] = [];
    try {
      // The old worker takes jobs until the fresh one has run its warm-up; then the count starts again.
      while (counts.length < 2 || (counts.at(-1)! > counts.at(-2)! && counts.length < 30)) {
        const { page } = await build(root, recycled.render);
        counts.push(Number(/Evaluated <!-- -->(\d+)<!-- --> time/.exec(page('counted/index.html'))?.[1]));
      }
    } finally {
      await recycled.close();
    }
    assert.deepEqual(counts.slice(0, 2), [1, 2], 'one worker evaluates the modules of each job again');
    // The fresh worker's warm-up evaluated them once before its first job.
    assert.equal(counts.at(-1), 2, `a fresh worker took over: ${counts.join(', ')}`);
    assert.equal((globalThis as { timesEvaluated?: number }).timesEvaluated, before);
  });

  it('a page module that exits ends only its worker: the build fails with a message, the next one works', async () => {
    fs.writeFileSync(path.join(root, 'content/pages/counted.tsx'), `process.exit(3);\n${COUNTED_PAGE}`);
    await assert.rejects(build(root, workers.render), (error) => {
      assert.ok(error instanceof InternalError, String(error));
      assert.match(error.message, /stopped \(exit code 3\)/);
      return true;
    });
    fs.writeFileSync(path.join(root, 'content/pages/counted.tsx'), COUNTED_PAGE);
    const { page } = await build(root, workers.render);
    assert.match(page('counted/index.html'), /Evaluated/);
  });

  it("applies the config's unified plugins, loaded again on the worker when they change", async () => {
    const plugin = (version: string) => `export default function remarkVersion() {
  const replace = (node) => {
    if (node.type === 'text') node.value = node.value.replaceAll('%version%', '${version}');
    for (const child of node.children ?? []) replace(child);
  };
  return (tree) => replace(tree);
}
`;
    const withPlugin = writeSite({
      'site.config.ts': "import remarkVersion from './remark-version.js';\nexport default { title: 'Plugins', markdown: { remarkPlugins: [remarkVersion] } };\n",
      'remark-version.js': plugin('1.0'),
      'content/docs/index.mdx': '# Home\n\nVersion %version%.\n',
    });
    try {
      assert.match((await build(withPlugin, workers.render)).page('index.html'), /<p>Version 1\.0\.<\/p>/);
      fs.writeFileSync(path.join(withPlugin, 'remark-version.js'), plugin('2.0'));
      assert.match((await build(withPlugin, workers.render)).page('index.html'), /<p>Version 2\.0\.<\/p>/);
    } finally {
      fs.rmSync(withPlugin, { recursive: true, force: true });
    }
  });

  it("a page's errors come back as the build's diagnostics, at the page", async () => {
    fs.writeFileSync(path.join(root, 'content/docs/card.mdx'), '---\ntitle: Card\n---\n\n<Unknown />\n');
    await assert.rejects(build(root, workers.render), (error) => {
      assert.ok(error instanceof BuildError, String(error));
      assert.ok(error.diagnostics.some((diagnostic) => diagnostic.location?.file === 'content/docs/card.mdx'), JSON.stringify(error.diagnostics));
      return true;
    });
    fs.writeFileSync(path.join(root, 'content/docs/card.mdx'), SITE['content/docs/card.mdx']);
  });
});
