import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { hotPageUpdate, type HotPageUpdate } from '../../../src/watch/hot-page-update.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { fixturesDir, writeSite } from '../../helpers/build-fixture.js';
import { coldBuild, firstMismatch, readFolder } from '../../helpers/output-compare.js';
import { waitFor } from '../../helpers/wait-for.js';

const SILENT = createMemoryLogger();
/** The HTML a quick update made of a page. */
const htmlOf = (update: HotPageUpdate, file: string) => {
  const page = update.pages.get(file);
  return page && Buffer.from(page.html).toString('utf8');
};

const config = (title: string) =>
  `export default {\n  title: '${title}',\n  url: 'https://differential.example.com',\n  openapi: [{ id: 'small', file: 'openapi/small.yaml', routeBase: '/api', label: 'API' }],\n};\n`;
const note = (text: string) =>
  `export default function Note() {\n  return <aside className="note">${text}</aside>;\n}\n`;

/** The site before the first edit: docs, a folder, an MDX page with a component outside content/, a blog post, a spec. */
const SITE = {
  'site.config.ts': config('Differential'),
  'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome. See [the guide](./guide.md#usage).\n',
  'content/docs/guide.md':
    '---\ntitle: Guide\nsidebar_position: 2\n---\n\nIntro text.\n\n## Setup\n\nSet it up.\n\n## Usage\n\nUse it.\n',
  'content/docs/other.md': '---\ntitle: Other\n---\n\nAnother page.\n',
  'content/docs/folder/a.md': '---\ntitle: In a folder\n---\n\nA page in a folder.\n',
  'content/docs/widget.mdx': "---\ntitle: Widget\n---\n\nimport Note from '../../components/note.tsx';\n\n<Note />\n",
  'components/note.tsx': note('First note.'),
  'content/blog/2026-01-02-hello.md': '---\ntitle: Hello\nauthors: []\n---\n\nThe first post.\n',
  'openapi/small.yaml': fs.readFileSync(path.join(fixturesDir, 'openapi/small.yaml'), 'utf8'),
  'static/robots.txt': 'User-agent: *\n',
};

/** Each step edits the site the way an author would; after each, watch and a cached build must equal a cold build. */
const STEPS: [name: string, edit: (file: (relative: string) => string) => void][] = [
  ['a page body', (file) => fs.appendFileSync(file('content/docs/guide.md'), '\nA new closing paragraph.\n')],
  ['a page title', (file) => replaceIn(file('content/docs/guide.md'), 'title: Guide', 'title: The guide')],
  ['a slug', (file) => replaceIn(file('content/docs/other.md'), 'title: Other', 'title: Other\nslug: /elsewhere')],
  ['a heading removed', (file) => replaceIn(file('content/docs/guide.md'), '## Setup\n\nSet it up.\n\n', '')],
  [
    'a file added',
    (file) => fs.writeFileSync(file('content/docs/added.md'), '---\ntitle: Added\n---\n\nA new page.\n'),
  ],
  ['a file deleted', (file) => fs.unlinkSync(file('content/docs/added.md'))],
  ['a file renamed', (file) => fs.renameSync(file('content/docs/other.md'), file('content/docs/renamed.md'))],
  ['a folder renamed', (file) => fs.renameSync(file('content/docs/folder'), file('content/docs/moved'))],
  [
    'a spec changed',
    (file) => replaceIn(file('openapi/small.yaml'), 'summary: Get a gadget', 'summary: Fetch one gadget'),
  ],
  [
    'a static file changed',
    (file) => fs.writeFileSync(file('static/robots.txt'), 'User-agent: *\nDisallow: /drafts/\n'),
  ],
  ['a component changed', (file) => fs.writeFileSync(file('components/note.tsx'), note('Second note.'))],
  [
    'a blog post changed',
    (file) => fs.appendFileSync(file('content/blog/2026-01-02-hello.md'), '\nMore words for the feed.\n'),
  ],
  ['the config changed', (file) => fs.writeFileSync(file('site.config.ts'), config('Differential, renamed'))],
];

function replaceIn(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} contains ${JSON.stringify(from)}`);
  fs.writeFileSync(file, text.replace(from, to));
}

/** How long the watcher may take to show an edit before the test fails: generous, as it is no timing assertion. */
const WAIT_MS = 20_000;

describe('watch and the build cache give what a cold build gives, edit after edit', () => {
  let root: string;
  let outDir: string;
  let watching: WatchHandle;
  const file = (relative: string) => path.join(root, relative);
  let previous = new Map<string, Buffer>();

  before(async () => {
    root = writeSite(SITE);
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-differential-out-'));
    fs.rmSync(outDir, { recursive: true });
    watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    // The cache starts full, as for an author who built the site before.
    await buildSite({ root, outDir, cache: true, logger: SILENT });
  });

  after(async () => {
    await watching?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  for (const [name, edit] of STEPS) {
    it(`after ${name}`, async () => {
      edit(file);
      const cold = await coldBuild(root);
      // The watcher hears of the edit a moment after it is made; until then it rightly serves the site
      // before the edit. So the comparison is retried (after the watcher's next idle) until it holds.
      let mismatch: string | undefined;
      const served = async () => {
        await watching.idle();
        mismatch = await firstMismatch(watching.url, cold, previous);
        return mismatch === undefined;
      };
      await waitFor('watch to serve what the cold build gave', served, { timeoutMs: WAIT_MS }).catch(() =>
        assert.fail(mismatch),
      );
      assert.equal(watching.lastBuildOk, true, 'the watch build succeeded');

      await buildSite({ root, outDir, cache: true, logger: SILENT });
      const cached = readFolder(outDir);
      assert.deepEqual([...cached.keys()].sort(), [...cold.keys()].sort(), 'the cached build writes the same files');
      for (const [output, expected] of cold)
        assert.ok(cached.get(output)!.equals(expected), `the cached build writes ${output} as a cold build does`);
      previous = cold;
    });
  }
});

describe('hotPageUpdate: the page pushed before the whole build is the page the whole build gives', () => {
  let root: string;
  const file = (relative: string) => path.join(root, relative);
  before(() => {
    root = writeSite(SITE);
  });
  after(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  async function stateNow() {
    const result = await buildSite({ root, write: false, cache: false, logger: SILENT });
    return result.state!;
  }

  it('renders an edited body alone, byte for byte as a cold build', async () => {
    const state = await stateNow();
    fs.appendFileSync(
      file('content/docs/guide.md'),
      '\nA paragraph written in the quick path test, with a [link](./other.md).\n',
    );
    const update = await hotPageUpdate(state, [file('content/docs/guide.md')]);
    assert.ok(update, 'a body edit is shown alone');
    assert.deepEqual([...update.pages.keys()], ['guide/index.html']);
    const cold = await coldBuild(root);
    assert.equal(htmlOf(update, 'guide/index.html'), cold.get('guide/index.html')!.toString('utf8'));
  });

  it('renders an edited MDX page alone, byte for byte as a cold build, unless it needs a browser file not served yet', async () => {
    const state = await stateNow();
    const update = await withEdit(
      () =>
        fs.appendFileSync(
          file('content/docs/widget.mdx'),
          '\nA paragraph under the note, written in the quick path test.\n',
        ),
      async (changed) => {
        const update = await hotPageUpdate(state, changed);
        assert.ok(update, 'an MDX body edit is shown alone');
        assert.deepEqual([...update.pages.keys()], ['widget/index.html']);
        assert.match(htmlOf(update, 'widget/index.html')!, /A paragraph under the note/);
        assert.equal(
          htmlOf(update, 'widget/index.html'),
          (await coldBuild(root)).get('widget/index.html')!.toString('utf8'),
        );
        return update;
      },
    );
    assert.ok(
      update.state.rendered.get('content/docs/widget.mdx')?.html.includes('A paragraph under the note'),
      'the next update starts from the edit',
    );

    fs.writeFileSync(file('components/fresh.css'), '.note { color: teal; }\n');
    try {
      const stateBefore = await stateNow();
      await withEdit(
        () =>
          replaceIn(
            file('content/docs/widget.mdx'),
            "import Note from '../../components/note.tsx';",
            "import Note from '../../components/note.tsx';\nimport '../../components/fresh.css';",
          ),
        async (changed) =>
          assert.equal(
            await hotPageUpdate(stateBefore, changed),
            undefined,
            'a stylesheet no page imported before is for the whole build to serve',
          ),
      );
    } finally {
      fs.rmSync(file('components/fresh.css'));
    }
  });

  it('renders the pages that import an edited component, byte for byte as a cold build, and only those', async () => {
    const state = await stateNow();
    await withEdit(
      () => fs.writeFileSync(file('components/note.tsx'), note('A note edited in the quick path test.')),
      async (changed) => {
        assert.deepEqual(changed, [file('components/note.tsx')]);
        const update = await hotPageUpdate(state, changed);
        assert.ok(update, 'a component edit is shown without the whole build');
        assert.deepEqual([...update.pages.keys()], ['widget/index.html']);
        assert.match(htmlOf(update, 'widget/index.html')!, /A note edited in the quick path test\./);
        assert.equal(
          htmlOf(update, 'widget/index.html'),
          (await coldBuild(root)).get('widget/index.html')!.toString('utf8'),
        );
      },
    );
  });

  /** Applies `edit`, then undoes it; returns the files it changed. */
  function withEdit<T>(edit: () => void, use: (changed: string[]) => Promise<T>): Promise<T> {
    const before = new Map(
      Object.keys(SITE).map((name) => [name, fs.existsSync(file(name)) ? fs.readFileSync(file(name)) : undefined]),
    );
    edit();
    const changed = [...before]
      .filter(([name, bytes]) => !bytes || !fs.readFileSync(file(name)).equals(bytes))
      .map(([name]) => file(name));
    return use(changed).finally(() => {
      for (const [name, bytes] of before) if (bytes) fs.writeFileSync(file(name), bytes);
    });
  }

  it('renders an edit that other pages show (a title, a first heading) with the new sidebars, the edited page alone', async () => {
    const edits: [what: string, edit: () => void, output: string][] = [
      ['a title', () => replaceIn(file('content/docs/other.md'), 'title: Other', 'title: Another'), 'other/index.html'],
      [
        'a first heading that gives the title',
        () => fs.writeFileSync(file('content/docs/folder/a.md'), '# A heading title\n\nText.\n'),
        'folder/a/index.html',
      ],
    ];
    for (const [what, edit, output] of edits) {
      const state = await stateNow();
      await withEdit(edit, async (changed) => {
        const update = await hotPageUpdate(state, changed);
        assert.ok(update, what);
        assert.deepEqual([...update.pages.keys()], [output], what);
        assert.equal(htmlOf(update, output), (await coldBuild(root)).get(output)!.toString('utf8'), what);
      });
    }
  });

  it('leaves to the whole build an edit that does not build, moves a page, or is a blog post', async () => {
    const edits: [what: string, edit: () => void][] = [
      ['a heading another page links to', () => replaceIn(file('content/docs/guide.md'), '## Usage', '## Using it')],
      ['a dead link', () => fs.appendFileSync(file('content/docs/other.md'), '\n[Nowhere](./nowhere.md)\n')],
      [
        'a slug (the route moves)',
        () => replaceIn(file('content/docs/other.md'), 'title: Other', 'title: Other\nslug: /moved'),
      ],
      [
        'a blog post (its listing shows it)',
        () => fs.appendFileSync(file('content/blog/2026-01-02-hello.md'), '\nMore.\n'),
      ],
    ];
    for (const [what, edit] of edits) {
      const state = await stateNow();
      await withEdit(edit, async (changed) => assert.equal(await hotPageUpdate(state, changed), undefined, what));
    }
  });

  it("builds the routes again for a description that a category's card shows, and not for one only its page shows", async () => {
    const cards = writeSite({
      'site.config.ts':
        "export default { title: 'Cards', sidebars: { docs: [{ type: 'category', label: 'Guides', link: { type: 'generated-index', slug: '/guides' }, items: ['first'] }, 'plain'] } };\n",
      'content/docs/first.md': '---\ntitle: First\n---\n\nThe first guide, shown on a card.\n',
      'content/docs/plain.md': '---\ntitle: Plain\n---\n\nA page no card shows.\n',
    });
    try {
      const { state } = await buildSite({ root: cards, write: false, cache: false, logger: SILENT });
      fs.writeFileSync(
        path.join(cards, 'content/docs/first.md'),
        '---\ntitle: First\n---\n\nThe card now says something else.\n',
      );
      const withCard = await hotPageUpdate(state!, [path.join(cards, 'content/docs/first.md')]);
      assert.ok(withCard, 'the page is shown, with the site around it built again');
      assert.ok(withCard.state.site !== state!.site, 'the routes stage ran again, for the card');
      assert.equal(
        htmlOf(withCard, 'first/index.html'),
        (await coldBuild(cards)).get('first/index.html')!.toString('utf8'),
      );
      fs.writeFileSync(
        path.join(cards, 'content/docs/plain.md'),
        '---\ntitle: Plain\n---\n\nA page no card shows, edited.\n',
      );
      const update = await hotPageUpdate(state!, [path.join(cards, 'content/docs/plain.md')]);
      assert.ok(update, 'a description only its own page shows');
      assert.ok(update.state.site.sidebars === state!.site.sidebars, 'no routes stage for it');
      assert.equal(
        htmlOf(update, 'plain/index.html'),
        (await coldBuild(cards)).get('plain/index.html')!.toString('utf8'),
      );
    } finally {
      fs.rmSync(cards, { recursive: true, force: true });
    }
  });
});
