import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { loadConfig } from '../../../src/config/load-config.js';
import { collectSearchRecords } from '../../../src/search/collect-search-records.js';
import { buildFixture, repoRoot, type FixtureBuild } from '../../helpers/build-fixture.js';

/** Code whose indentation nests three levels deep, with a blank line and a tab inside. */
const NESTED_CODE = [
  'export function walk(tree) {',
  '  for (const node of tree.children) {',
  '    if (node.children) {',
  '      walk(node);',
  '',
  '\t\treturn;',
  '    }',
  '  }',
  '}',
].join('\n');

const site = {
  'site.config.ts':
    "export default { title: 'Machines', tagline: 'Docs a program can read.', url: 'https://docs.example.com' };\n",
  'content/docs/index.md': [
    '# Home',
    '',
    'Read [the guide](./guide.mdx#setup) or [this part](#more), then [the spec](https://spec.example.com/a).',
    '',
    '```js title="walk.js"',
    NESTED_CODE,
    '```',
    '',
    ':::tip[Keep it short]',
    '',
    'A tip with `code`.',
    '',
    ':::',
    '',
    '## More',
    '',
    '| A | B |',
    '|---|---|',
    '| 1 | 2 |',
  ].join('\n'),
  'content/docs/guide.mdx': [
    '---',
    'title: The guide',
    '---',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '## Setup',
    '',
    '<Tabs>',
    '<TabItem value="sh" label="Shell">',
    '',
    '```bash',
    'if true; then',
    '  echo "  two spaces"',
    'fi',
    '```',
    '',
    '</TabItem>',
    '<TabItem value="py" label="Python">',
    '',
    '```python',
    'def f():',
    '    return 1',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n'),
  'content/pages/changelog.md': '# Changelog\n\n## 2026-01-01\n\n- First release.\n',
};

describe('docs for machines: the Markdown copies, all-docs.txt, llms.txt', () => {
  let built: FixtureBuild;
  before(async () => {
    built = await buildFixture(site);
    assert.deepEqual(built.errors, []);
  });

  it('a code block with nested indentation round-trips exactly into all-docs.txt, fenced with its language and title', () => {
    const allDocs = built.text('all-docs.txt')!;
    assert.ok(allDocs.includes(`\`\`\`js title="walk.js"\n${NESTED_CODE}\n\`\`\`\n`), allDocs);
  });

  it('all-docs.txt marks headings, keeps links with absolute URLs, tab labels, admonitions and tables, and includes the changelog', () => {
    const allDocs = built.text('all-docs.txt')!;
    const entries = allDocs.split('\n\n---\n\n');
    assert.deepEqual(
      entries.map((entry) => entry.split('\n')[0]),
      ['# Home', '# The guide', '# Changelog'],
    );
    assert.match(allDocs, /^URL: https:\/\/docs\.example\.com\/guide$/m);
    assert.match(allDocs, /^## More$/m);
    assert.ok(allDocs.includes('[the guide](https://docs.example.com/guide#setup)'));
    assert.ok(allDocs.includes('[this part](https://docs.example.com/#more)'));
    assert.ok(allDocs.includes('[the spec](https://spec.example.com/a)'));
    assert.ok(allDocs.includes('> **Keep it short**\n>\n> A tip with `code`.'));
    assert.match(allDocs, /\| A +\| B +\|\n\| -+ \| -+ \|\n\| 1 +\| 2 +\|/);
    assert.ok(
      allDocs.includes(
        '**Shell**\n\n```bash\nif true; then\n  echo "  two spaces"\nfi\n```\n\n**Python**\n\n```python\ndef f():\n    return 1\n```',
      ),
      allDocs,
    );
    assert.ok(allDocs.includes('## 2026-01-01\n\n- First release.'));
    assert.equal(built.text('llms-full.txt'), allDocs);
  });

  it('publishes every page as Markdown at {route}.md, the home page at index.md, without front matter', () => {
    assert.equal(built.text('index.md')!.split('\n')[0], '# Home');
    const guide = built.text('guide.md')!;
    assert.ok(guide.startsWith('# The guide\n\n## Setup\n\n**Shell**\n'), guide);
    assert.doesNotMatch(guide, /title:|import /);
    assert.ok(built.text('changelog.md')!.startsWith('# Changelog\n'));
    assert.equal(built.text('404.md'), undefined);
  });

  it('search records keep the indentation of code', async () => {
    const config = await loadConfig(built.root);
    const records = collectSearchRecords(config, {
      pages: built.result!.pages,
      homeRoute: '/',
      sidebars: new Map(),
      posts: [],
      redirects: [],
    });
    const text = records.map((record) => record.content ?? '').join('\n');
    assert.ok(text.includes('      walk(node);'), text);
    assert.ok(text.includes('    return 1'), text);
  });

  it('"Copy page" sits beside the title of pages that have a Markdown copy, and of no other', () => {
    assert.match(
      built.html('/guide')!,
      /<button type="button" class="copy-page" data-markdown-href="\/guide\.md">.*?<span class="copy-page-label">Copy page<\/span><\/button>/,
    );
    assert.match(built.html('/')!, /data-markdown-href="\/index\.md"/);
    assert.doesNotMatch(built.text('404.html')!, /copy-page/);
  });
});

describe('docs for machines on the repository site', () => {
  let built: FixtureBuild;
  before(async () => {
    built = await buildFixture(repoRoot);
    assert.deepEqual(built.errors, []);
  });

  it("a doc page's .md copy: /faq.md", () => {
    const faq = built.text('faq.md')!;
    assert.ok(faq.startsWith('# '), faq.slice(0, 200));
    assert.doesNotMatch(faq, /^---$|sidebar_label|<\w+/m, 'no front matter and no HTML');
    assert.match(faq, /\]\(https:\/\/docs\.sideshift\.ai\/[^)]+\)/, 'internal links are absolute');
  });

  it("an endpoint page's .md copy, from the spec: method and URL, authentication, parameters, body, responses with examples, samples", () => {
    const md = built.text('endpoints/v2/createfixedshift.md')!;
    assert.ok(
      md.startsWith('# Create a fixed shift\n\n`POST https://sideshift.ai/api/v2/shifts/fixed`\n'),
      md.slice(0, 200),
    );
    for (const heading of [
      '## Authentication',
      '## Parameters',
      '### Header parameters',
      '## Request body',
      '## Responses',
      '### 201 Created',
      '## Request samples',
    ]) {
      assert.match(md, new RegExp(`^${heading}$`, 'm'), heading);
    }
    assert.match(md, /^- `x-sideshift-secret` \(header\): /m);
    assert.match(md, /^- `x-user-ip` \(`string`, optional\): /m);
    assert.match(md, /^- `quoteId` \(`string<uuid>`, required\): /m);
    assert.match(md, /\*\*Example\*\*\n\n```json\n\{\n {2}"settleAddress": /);
    assert.match(md, /\*\*cURL\*\*\n\n```bash\n# x-user-ip: the end user's IP address[^\n]*\ncurl /);
    assert.match(
      md,
      /"affiliateId": "'"\$AFFILIATE_ID"'"/,
      'the affiliateId comes from the environment, as in the guides',
    );
  });

  it("an endpoint page's .md copy says why it has no sample where the body is not documented", () => {
    const md = built.text('endpoints/v1/fetchbulkorders.md')!;
    assert.match(md, /^## Request samples\n\nNo runnable sample: the request body of this endpoint is not documented/m);
    assert.doesNotMatch(md, /```bash/);
  });

  it('every link in llms.txt resolves to a built file', () => {
    const llms = built.text('llms.txt')!;
    assert.match(llms, /^# SideShift Developer Docs\n\n> .+\n/);
    const links = [...llms.matchAll(/^- \[[^\]]+\]\((https:\/\/docs\.sideshift\.ai\/[^)]+)\)(: .+)?$/gm)].map(
      (match) => match[1]!,
    );
    assert.ok(links.length > 50, `${links.length} links`);
    assert.equal(
      links.length,
      llms.split('\n').filter((line) => line.startsWith('- ')).length,
      'every list line is a link',
    );
    for (const url of links) {
      const file = decodeURI(new URL(url).pathname).slice(1);
      assert.ok(built.result!.files.has(file), `${url} → ${file} is built`);
    }
    assert.ok(links.includes('https://docs.sideshift.ai/endpoints/v2/createfixedshift.md'));
    assert.ok(links.includes('https://docs.sideshift.ai/openapi/v2.yaml'));
  });

  it('the OpenAPI specs are published as they are and linked from the endpoints overview', () => {
    assert.ok(built.result!.files.has('openapi/v2.yaml') && built.result!.files.has('openapi/v1.yaml'));
    const overview = built.html('/endpoints/endpoints-intro')!;
    assert.match(overview, /href="\/openapi\/v2\.yaml"/);
    assert.match(overview, /href="\/openapi\/v1\.yaml"/);
  });
});
