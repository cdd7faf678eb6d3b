import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import { buildSite } from '../../../src/build/build-site.js';
import { parseConfig } from '../../../src/config/load-config.js';
import { BuildError } from '../../../src/diagnostics/diagnostic.js';
import type { MarkdownBatchResult } from '../../../src/content/markdown/render-markdown-files.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { SourceFile } from '../../../src/model/source-file.js';
import { buildFixture, writeSite } from '../../helpers/build-fixture.js';
import { snapshotTree } from '../../helpers/tree-snapshot.js';

/** A remark plugin file of a site: `%name%` in text becomes the `tokens` option's value. */
const REPLACE_TOKENS = `export default function remarkReplaceTokens(options) {
  const replace = (node) => {
    if (node.type === 'text') node.value = node.value.replace(/%(\\w+)%/g, (token, name) => options.tokens[name] ?? token);
    for (const child of node.children ?? []) replace(child);
  };
  return (tree) => replace(tree);
}
`;

const configWith = (version: string) => `import remarkReplaceTokens from './remark-replace-tokens.js';
export default { title: 'Plugins', markdown: { remarkPlugins: [[remarkReplaceTokens, { tokens: { version: '${version}' } }]] } };
`;

describe('unified plugins from the config (markdown.remarkPlugins, rehypePlugins, beforeDefaultRemarkPlugins)', () => {
  it('applies an npm plugin, the site\'s own plugins with options, before and after the default ones, to MDX pages and partials', async () => {
    const site = await buildFixture('docusaurus-markdown-site');
    assert.deepEqual(site.errors, []);
    const html = site.html('/plugins')!.replaceAll('<!-- -->', '');
    assert.match(html, /<p>Install version 2.4.0 of the SDK:<\/p>/);
    // @docusaurus/remark-plugin-npm2yarn, which imports @theme/Tabs and @theme/TabItem into the page.
    const props = JSON.parse(/data-island="Tabs" data-props="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"')) as { options: { value: string }[]; groupId: string };
    assert.deepEqual([props.options.map((option) => option.value), props.groupId], [['npm', 'yarn', 'pnpm', 'bun'], 'npm2yarn']);
    assert.match(html, /<span class="token function">yarn<\/span> <span class="token function">add<\/span> sideshift-sdk/);
    assert.match(html, /<a href="https:\/\/sideshift.ai\/api" target="_blank" rel="noopener">API reference<\/a>/);
    assert.match(html, /<div class="admonition admonition-note" role="note"><p class="admonition-heading">Note<\/p>/, 'a plugin before the defaults sees the directive before it becomes an admonition');
    assert.match(site.html('/partials')!, /Since SDK 2.4.0\./, 'partials get the plugins too');
  });

  it('applies them to pages read as plain Markdown, on worker threads too (which load the config themselves)', async () => {
    const root = writeSite({
      'site.config.ts': configWith('3.1.0'),
      'remark-replace-tokens.js': REPLACE_TOKENS,
      'content/docs/index.md': '# Home\n\nVersion %version%.\n',
    });
    const site = await buildFixture(root);
    assert.deepEqual(site.errors, []);
    assert.match(site.html('/')!, /<p>Version 3.1.0.<\/p>/);

    const text = '# Page\n\nOn a worker: %version%.\n';
    const source: SourceFile = { kind: 'doc', file: 'content/docs/page.md', absPath: path.join(root, 'content/docs/page.md'), extension: '.md', text, body: text, frontMatter: {}, id: 'page', route: '/page' };
    const worker = new Worker(new URL('../../../src/content/markdown/markdown-worker.js', import.meta.url), { workerData: { root, routesByPath: new Map(), loadUserPlugins: true } });
    try {
      const result = await new Promise<MarkdownBatchResult>((resolve, reject) => {
        worker.on('message', (message: MarkdownBatchResult | 'ready') => {
          if (message === 'ready') worker.postMessage([source]);
          else resolve(message);
        });
        worker.once('error', reject);
      });
      assert.match(result.rendered[0]![1].html, /<p>On a worker: 3.1.0.<\/p>/);
    } finally {
      await worker.terminate();
    }
  });

  it('reports a plugin that throws with the page, and the line when the plugin gives a place', async () => {
    const site = await buildFixture({
      'site.config.ts': `import { remarkNoTodo, rehypeBroken } from './plugins.js';
export default { title: 'Plugins', markdown: { remarkPlugins: [remarkNoTodo], rehypePlugins: [rehypeBroken] } };
`,
      'plugins.js': `export function remarkNoTodo() {
  const visit = (node, file) => {
    if (node.type === 'text' && node.value.includes('TODO')) file.fail('a TODO is left in the text', node);
    for (const child of node.children ?? []) visit(child, file);
  };
  return (tree, file) => visit(tree, file);
}
export function rehypeBroken() {
  return (tree, file) => {
    if (String(file.value).includes('break me')) throw new TypeError('cannot read the table');
  };
}
`,
      'content/docs/index.md': '# Home\n\nFine.\n',
      'content/docs/todo.md': '# Todo\n\nSome text.\n\nTODO: write this.\n',
      'content/docs/broken.mdx': '# Broken\n\nbreak me\n',
    });
    const errors = site.errors.map((error) => [error.code, error.location, error.message]);
    assert.deepEqual(errors, [
      ['MARKDOWN_PLUGIN_THROWS', { file: 'content/docs/todo.md', line: 5, column: 0 }, 'the unified plugin markdown.remarkPlugins[0] (remarkNoTodo) threw on this page: a TODO is left in the text'],
      ['MARKDOWN_PLUGIN_THROWS', { file: 'content/docs/broken.mdx' }, 'the unified plugin markdown.rehypePlugins[0] (rehypeBroken) threw on this page: cannot read the table'],
    ]);
  });

  it("keys the content cache on the plugins' code: editing a plugin or its options renders the pages again, as a cold build would", async () => {
    const root = writeSite({
      'site.config.ts': configWith('1.0.0'),
      'remark-replace-tokens.js': REPLACE_TOKENS,
      'content/docs/index.md': '# Home\n\nVersion %version%.\n',
      'content/docs/guide.mdx': '# Guide\n\nGuide for %version%.\n',
    });
    const build = (out: string, cache = true) => buildSite({ root, outDir: out, cache, logger: createMemoryLogger() });
    await build('out');
    const again = await build('out');
    assert.deepEqual([again.cache.markdown, again.cache['module-pages']], [{ hits: 1, misses: 0 }, { hits: 1, misses: 0 }]);

    // The plugin's code changes; the config's JSON does not.
    fs.writeFileSync(path.join(root, 'remark-replace-tokens.js'), REPLACE_TOKENS.replace("options.tokens[name] ?? token", "`v${options.tokens[name] ?? token}`"));
    const edited = await build('out');
    assert.deepEqual([edited.cache.markdown, edited.cache['module-pages']], [{ hits: 0, misses: 1 }, { hits: 0, misses: 1 }]);
    assert.match(fs.readFileSync(path.join(root, 'out/index.html'), 'utf8'), /Version v1.0.0./);
    assert.match(fs.readFileSync(path.join(root, 'out/guide/index.html'), 'utf8'), /Guide for v1.0.0./);
    await build('cold', false);
    assert.deepEqual(snapshotTree(path.join(root, 'out')), snapshotTree(path.join(root, 'cold')));

    fs.writeFileSync(path.join(root, 'site.config.ts'), configWith('2.0.0'));
    const options = await build('out');
    assert.deepEqual(options.cache.markdown, { hits: 0, misses: 1 });
    assert.match(fs.readFileSync(path.join(root, 'out/index.html'), 'utf8'), /Version v2.0.0./);
  });

  it('refuses a plugin given by name instead of as a function, and an unknown format, naming the key', () => {
    const text = "export default {\n  title: 'x',\n  markdown: {\n    format: 'markdown',\n    remarkPlugins: ['remark-emoji'],\n  },\n};\n";
    assert.throws(
      () => parseConfig({ title: 'x', markdown: { format: 'markdown', remarkPlugins: ['remark-emoji'] } }, { file: 'site.config.ts', text }),
      (error: unknown) => {
        assert.ok(error instanceof BuildError);
        const messages = error.diagnostics.map((diagnostic) => diagnostic.message).join('\n');
        assert.match(messages, /config key "markdown.format": .*"mdx".*"md".*"detect"/);
        assert.match(messages, /config key "markdown.remarkPlugins.0": .*a unified plugin is a function/);
        return true;
      },
    );
    const defaults = parseConfig({ title: 'x' }, undefined).markdown;
    assert.deepEqual(defaults, { format: 'detect', remarkPlugins: [], rehypePlugins: [], beforeDefaultRemarkPlugins: [] });
  });
});
