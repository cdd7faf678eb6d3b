import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { harRequest, loadGenerators, samplesIn } from '../../../client/try-it/library-samples.js';
import { EnvValue, type SampleRequest } from '../../../client/try-it/request-samples.js';
import { SAMPLE_LANGUAGE_KEYS } from '../../../client/try-it/sample-languages.js';
import { buildFixture, fixturesDir, type FixtureBuild } from '../../helpers/build-fixture.js';

/** The sample tabs of an endpoint page: key, tab name, and the code as text. */
function sampleTabs(html: string): { key: string; label: string; language: string; code: string }[] {
  const section = /<section class="endpoint-panel endpoint-samples"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const labels = [...section.matchAll(/<button[^>]*role="tab"[^>]*data-tab="([^"]+)"[^>]*>([^<]*)<\/button>/g)].map(
    (m) => [m[1]!, m[2]!] as const,
  );
  return labels.map(([key, label]) => {
    const panel =
      new RegExp(`<div[^>]*class="example-tabpanel"[^>]*data-tab="${key}"[^>]*>[\\s\\S]*?(<pre[\\s\\S]*?)</pre>`).exec(
        section,
      )?.[1] ?? '';
    const language = /language-([a-z]+)/.exec(panel)?.[1] ?? '';
    const code = panel
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    return { key, label: label.replace(/&amp;/g, '&').replace(/&#x23;/g, '#'), language, code };
  });
}

const request: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.com/v1/orders/ord_1',
  query: [
    ['expand', 'items'],
    ['affiliate', new EnvValue('AFFILIATE_ID')],
  ],
  headers: [{ name: 'x-request-id', value: 'req 1' }],
  secretHeaders: [{ header: 'x-shop-key', envVar: 'SHOP_KEY' }],
  body: {
    mediaType: 'application/json',
    value: { quantity: 2, note: null, affiliateId: new EnvValue('AFFILIATE_ID') },
  },
  responseKind: 'json',
};

describe('samples in the languages a spec chooses (samples.languages), written by @scalar/snippetz', () => {
  it('give every library language the whole request: method, URL with its query, headers, body; environment values as placeholders', async () => {
    const languages = SAMPLE_LANGUAGE_KEYS;
    const samples = samplesIn(languages, request, await loadGenerators(languages));
    assert.deepEqual(
      samples.map((s) => s.key),
      languages,
      'one sample per language, in the order asked',
    );
    for (const sample of samples.filter((s) => !['curl', 'javascript', 'python'].includes(s.key))) {
      assert.match(
        sample.code,
        /api\.example\.com\/v1\/orders\/ord_1\?expand=items&affiliate={AFFILIATE_ID}/,
        `${sample.key}: the URL and its query`,
      );
      assert.match(sample.code, /x-shop-key/, `${sample.key}: the secret header`);
      assert.match(sample.code, /{SHOP_KEY}/, `${sample.key}: the secret as a placeholder`);
      assert.match(sample.code, /req 1/, `${sample.key}: a header`);
      assert.match(sample.code, /quantity/, `${sample.key}: the body`);
      assert.match(sample.code, /POST|[Pp]ost/, `${sample.key}: the method`);
    }
    assert.equal(
      harRequest(request).postData?.text,
      '{\n  "quantity": 2,\n  "note": null,\n  "affiliateId": "{AFFILIATE_ID}"\n}',
    );
  });

  it('leave out a language whose generator is not loaded yet (the console fills it in when it has loaded)', () => {
    assert.deepEqual(
      samplesIn(['curl', 'go', 'python'], request, new Map()).map((s) => s.key),
      ['curl', 'python'],
    );
  });

  it('write Java that compiles', { skip: !hasJavac() && 'javac is not installed' }, async () => {
    const [java] = samplesIn(['java'], request, await loadGenerators(['java']));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'java-sample-'));
    const source = [
      'import java.net.URI;',
      'import java.net.http.*;',
      'public class Sample {',
      '  public static void main(String[] args) throws Exception {',
      java!.code,
      '  }',
      '}',
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'Sample.java'), source);
    execFileSync('javac', ['-d', dir, path.join(dir, 'Sample.java')], { stdio: 'pipe' });
  });
});

function hasJavac(): boolean {
  try {
    execFileSync('javac', ['-version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

describe('endpoint pages: samples.languages and x-codeSamples (test/fixtures/try-it-site)', () => {
  let build: FixtureBuild;
  before(async () => {
    build = await buildFixture('try-it-site');
    assert.deepEqual(build.errors, []);
  });

  it("keep cURL, JavaScript and Python when the spec does not choose, and add the spec's own samples as tabs after them", () => {
    const tabs = sampleTabs(build.html('/endpoints/getorder')!);
    assert.deepEqual(
      tabs.map((t) => [t.key, t.label, t.language]),
      [
        ['curl', 'cURL', 'bash'],
        ['javascript', 'JavaScript', 'javascript'],
        ['python', 'Python', 'python'],
        ['x-shop-cli', 'Shop CLI', 'bash'],
        ['x-csharp', 'C#', 'csharp'],
      ],
    );
    assert.equal(tabs[3]!.code, 'shop orders get ord_1 --expand items');
    assert.equal(tabs[4]!.code, 'var order = await shop.Orders.GetAsync("ord_1");');
    // Highlighted as C#, by the grammar the build loads for it.
    assert.match(
      /class="example-tabpanel"[^>]*data-tab="x-csharp"[\s\S]*?<\/pre>/.exec(build.html('/endpoints/getorder')!)![0],
      /<span class="token keyword">var<\/span>/,
    );
    // The page's Markdown copy has them too.
    assert.match(
      build.text('endpoints/getorder.md')!,
      /\*\*Shop CLI\*\*\n\n```bash\nshop orders get ord_1 --expand items\n```/,
    );
  });

  it('show the languages the spec chooses, in its order, each highlighted, with the same request as the cURL sample', () => {
    const tabs = sampleTabs(build.html('/polyglot/getorder')!);
    assert.deepEqual(
      tabs.map((t) => t.key),
      ['curl', 'go', 'php', 'ruby', 'java', 'csharp', 'node', 'python', 'x-shop-cli', 'x-csharp'],
    );
    assert.deepEqual(
      tabs.map((t) => t.language),
      ['bash', 'go', 'php', 'ruby', 'java', 'csharp', 'javascript', 'python', 'bash', 'csharp'],
    );
    for (const tab of tabs.slice(1, 7)) {
      assert.match(tab.code, /\{region\}\.shop\.example\.com\/v1\/orders\/ord_1\?expand=items["']/, tab.key);
      assert.match(tab.code, /x-request-id/, tab.key);
    }
    const html = build.html('/polyglot/getorder')!;
    for (const key of ['go', 'php', 'ruby', 'java', 'csharp', 'node']) {
      const panel = new RegExp(`class="example-tabpanel"[^>]*data-tab="${key}"[\\s\\S]*?</pre>`).exec(html)![0];
      assert.match(panel, /class="token /, `${key} is highlighted`);
    }
    // The console learns the languages it must rewrite.
    assert.match(html, /"sampleLanguages":\["curl","go","php","ruby","java","csharp","node","python"\]/);
    assert.doesNotMatch(
      build.html('/endpoints/getorder')!,
      /"sampleLanguages"/,
      'not written for the default languages',
    );
  });

  it('refuse a language docs-build does not know, at its line in the config', async () => {
    const bad = await buildFixture({
      'site.config.ts': [
        'export default {',
        "  title: 'T',",
        "  openapi: [{ id: 'shop', file: 'openapi/shop.yaml', routeBase: '/e',",
        "    samples: { languages: ['curl', 'cobol'] } }],",
        '};',
        '',
      ].join('\n'),
      'content/docs/index.md': '# Home\n',
      'openapi/shop.yaml': fs.readFileSync(path.join(fixturesDir, 'try-it-site/openapi/shop.yaml'), 'utf8'),
    });
    assert.equal(bad.errors.length, 1, bad.errors.map((e) => e.message).join('\n'));
    assert.equal(bad.errors[0]!.code, 'CONFIG_INVALID');
    assert.equal(bad.errors[0]!.location?.line, 4);
    assert.match(bad.errors[0]!.message, /"openapi\.0\.samples\.languages\.1"/);
    assert.match(bad.errors[0]!.message, /powershell/, 'lists the languages it knows');
  });

  it('refuse an x-codeSamples that is not a list of { lang, source }, at its line in the spec', async () => {
    const spec = fs
      .readFileSync(path.join(fixturesDir, 'try-it-site/openapi/shop.yaml'), 'utf8')
      .replace('        - lang: C#\n          source: |', '        - lang: C#\n          code: |');
    const bad = await buildFixture({
      'site.config.ts':
        "export default { title: 'T', openapi: [{ id: 'shop', file: 'openapi/shop.yaml', routeBase: '/e' }] };\n",
      'content/docs/index.md': '# Home\n',
      'openapi/shop.yaml': spec,
    });
    assert.deepEqual(
      bad.errors.map((e) => [e.code, e.location?.file, e.location?.line]),
      [['OPENAPI_CODE_SAMPLES', 'openapi/shop.yaml', 24]],
    );
    assert.match(bad.errors[0]!.message, /GET \/orders\/\{orderId\}: x-codeSamples item 1 \(C#\) has no `source` text/);
    assert.match(bad.errors[0]!.hint ?? '', /`lang`.*`source`/);
  });
});
