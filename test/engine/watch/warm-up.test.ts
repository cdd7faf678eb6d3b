import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite, type BuildState } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { warmUpEditedPages } from '../../../src/watch/warm-up.js';
import { writeFiles } from '../../helpers/make-source.js';
import { snapshotTree } from '../../helpers/tree-snapshot.js';

/** How many times the site's remark plugin ran in this process (its config is evaluated here). */
const pluginRuns = () => (globalThis as { warmUpPluginRuns?: number }).warmUpPluginRuns ?? 0;

// After an idle collection, watch renders the page edited last again, off the record, so that the
// next save runs warm code (src/watch/warm-up.ts).
describe('warmUpEditedPages', () => {
  let root: string;
  let state: BuildState;
  const file = (name: string) => path.join(root, 'content/docs', name);

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-warm-up-'));
    writeFiles(root, {
      'site.config.ts':
        'const countRuns = () => () => { globalThis.warmUpPluginRuns = (globalThis.warmUpPluginRuns ?? 0) + 1; };\n' +
        "export default { title: 'Warm', markdown: { remarkPlugins: [countRuns] } };\n",
      'content/docs/index.md': '# Home\n\nSee [the guide](./guide.md).\n',
      'content/docs/guide.md': '# Guide\n\n```js\nconst answer = 42;\n```\n',
      'content/docs/widget.mdx': '# Widget\n\n<div>An MDX page.</div>\n',
    });
    const result = await buildSite({ root, write: false, cache: true, drafts: true, logger: createMemoryLogger() });
    state = result.state!;
    assert.ok(pluginRuns() > 0, "the build ran the site's plugin");
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('renders the edited Markdown pages three times with the build highlighter, and changes nothing', async () => {
    let highlighterAsked = 0;
    const counted: BuildState = {
      ...state,
      context: {
        ...state.context,
        highlighter: () => {
          highlighterAsked++;
          return state.context.highlighter();
        },
      },
    };
    const rendered = new Map(state.rendered);
    const cache = snapshotTree(path.join(root, '.docs-build-cache'));
    const runsBefore = pluginRuns();
    // However long a render takes on a loaded machine, all three are made here.
    const rounds = await warmUpEditedPages(counted, [file('guide.md'), file('widget.mdx')], () => true, Infinity);
    assert.equal(rounds, 3);
    assert.equal(highlighterAsked, 3, 'each round renders the page');
    assert.equal(pluginRuns(), runsBefore, "the site's own plugins are not run again");
    assert.deepEqual(state.rendered, rendered, 'the state keeps its content');
    assert.deepEqual(snapshotTree(path.join(root, '.docs-build-cache')), cache, 'the cache is not written');
  });

  it('stops as soon as something else comes, and renders nothing that is not a Markdown page of the site', async () => {
    let checks = 0;
    assert.equal(await warmUpEditedPages(state, [file('guide.md')], () => ++checks === 1), 1);
    assert.equal(await warmUpEditedPages(state, [file('guide.md')], () => false), 0);
    assert.equal(await warmUpEditedPages(state, [file('widget.mdx'), file('gone.md')], () => true), 0);
  });

  it('renders a page once only when its render takes longer than it may block the next edit', async () => {
    assert.equal(await warmUpEditedPages(state, [file('guide.md')], () => true, 0), 1);
  });
});
