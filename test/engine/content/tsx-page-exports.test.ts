import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { hotPageUpdate } from '../../../src/watch/hot-page-update.js';
import { outputContents } from '../../../src/write/output-files.js';
import { writeSite } from '../../helpers/build-fixture.js';

const meta = (title: string, description: string) => `export const pageTitle = '${title}';\nexport const pageDescription = '${description}';\n`;

/** A TSX page whose exported title and description come from a module it imports. */
const SITE = {
  'site.config.ts': "export default { title: 'Exports', url: 'https://exports.example.com' };\n",
  'content/docs/index.md': '---\ntitle: Home\n---\n\nSee [about](/about).\n',
  'content/pages/about.tsx':
    "import { pageTitle, pageDescription } from '../../components/meta.ts';\nexport const title = pageTitle;\nexport const description = pageDescription;\nexport default function About() {\n  return <p>About us.</p>;\n}\n",
  'components/meta.ts': meta('About us', 'Who writes these docs.'),
};

async function build(root: string) {
  const result = await buildSite({ root, write: false, cache: false, logger: createMemoryLogger() });
  return { result, about: Buffer.from(outputContents(result.files.get('about/index.html')!)).toString('utf8') };
}

describe("a TSX page's exported title and description", () => {
  const root = writeSite(SITE);
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('are the page title and meta description, and the sources keep the front matter they were read with', async () => {
    const { result, about } = await build(root);
    assert.match(about, /<title>About us/);
    assert.match(about, /<meta name="description" content="Who writes these docs\."/);
    const source = result.state!.sources.find((each) => each.file === 'content/pages/about.tsx');
    assert.deepEqual(source?.frontMatter, {}, 'the content stage writes nothing into what discover found');
  });

  it('when an edited module changes them, the quick path leaves the page to the whole build, which shows them', async () => {
    const { result } = await build(root);
    fs.writeFileSync(path.join(root, 'components/meta.ts'), meta('About the team', 'Who we are.'));
    assert.equal(await hotPageUpdate(result.state!, [path.join(root, 'components/meta.ts')]), undefined);
    const { about } = await build(root);
    assert.match(about, /<title>About the team/);
    assert.match(about, /<meta name="description" content="Who we are\."/);
  });
});
