import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { EndpointPage } from '../../src/model/endpoint-page.js';
import { buildFixture, fixturesDir, repoRoot, type FileMap } from '../helpers/build-fixture.js';
import { loadSideShiftEndpointPages } from '../helpers/sideshift-endpoints.js';

function siteWithSpec(spec: string): FileMap {
  return {
    'site.config.ts': `export default { title: 'Fixture', openapi: [{ id: 'api', file: 'openapi/${spec}', routeBase: '/endpoints/api' }] };\n`,
    [`openapi/${spec}`]: fs.readFileSync(path.join(fixturesDir, 'openapi', spec), 'utf8'),
    'content/docs/index.md': '# Home\n',
  };
}

describe('a whole build with a bad spec fails with the spec file and the JSON pointer', () => {
  const cases: [spec: string, code: string, pointer: string][] = [
    ['invalid-spec.yaml', 'OPENAPI_INVALID', '#/paths/~1things/get/responses/200'],
    [
      'unresolved-ref.yaml',
      'OPENAPI_UNRESOLVED_REF',
      '#/paths/~1things/get/responses/200/content/application~1json/schema/$ref',
    ],
    ['duplicate-slug.yaml', 'OPENAPI_DUPLICATE_SLUG', '#/paths/~1things~1all/get'],
    ['missing-tag.yaml', 'OPENAPI_MISSING_TAG', '#/paths/~1things/post'],
  ];
  for (const [spec, code, pointer] of cases) {
    it(`${spec} → ${code}`, async () => {
      const build = await buildFixture(siteWithSpec(spec));
      assert.equal(build.result, undefined, 'the build must fail');
      assert.equal(build.errors.length, 1, build.errors.map((e) => e.message).join('\n'));
      const [error] = build.errors;
      assert.equal(error!.code, code);
      assert.equal(error!.location?.file, `openapi/${spec}`);
      assert.ok((error!.location?.line ?? 0) > 0, 'with the line of the problem');
      assert.ok(error!.message.includes(pointer), error!.message);
    });
  }
});

describe('SideShift endpoint pages as a reader meets them', () => {
  let pages: EndpointPage[] = [];
  const page = (route: string): EndpointPage => {
    const found = pages.find((p) => p.route === route);
    assert.ok(found, `no page at ${route}`);
    return found;
  };
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&#x26;|&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  const samplesOf = (p: EndpointPage) => {
    const start = p.content.html.indexOf('id="request-samples"');
    const end = p.content.html.indexOf('id="response-examples"');
    const html = p.content.html.slice(start, end === -1 ? undefined : end);
    return [
      ...html.matchAll(
        /<div class="code-block" data-language="(\w+)"><div class="code-block-title">[^<]*<\/div><pre[^>]*><code>(.*?)<\/code><\/pre>/gs,
      ),
    ].map((m) => ({ language: m[1]!, code: text(m[2]!) }));
  };

  before(async () => {
    pages = await loadSideShiftEndpointPages();
  });

  it('shows the limits of a parameter in its row and in the readable text', () => {
    const recent = page('/endpoints/v2/recentshifts').content;
    assert.match(text(recent.html), /Constraints\s*≥ 1, ≤ 100/);
    assert.match(
      recent.plainText,
      /^- limit \(integer, optional, default 10\): How many shifts to return\. Constraints: ≥ 1, ≤ 100\./m,
    );
  });

  it('puts the error note in the readable text of pages with error responses', () => {
    assert.match(page('/endpoints/v2/createfixedshift').content.plainText, /^Errors: Every error has the same body/m);
    assert.doesNotMatch(page('/endpoints/v1/fetchfacts').content.plainText, /^Errors:/m);
  });

  it('builds URLs from the base URL, without the #suffix that tells two v1 operations apart', () => {
    for (const route of ['/endpoints/v1/createorder-fixed', '/endpoints/v1/createorder-variable']) {
      for (const sample of samplesOf(page(route))) {
        assert.ok(sample.code.includes('https://sideshift.ai/api/v1/orders'), sample.code);
        assert.ok(!sample.code.includes('#'), `${route} ${sample.language}: ${sample.code}`);
      }
    }
  });

  it('generates curl and JavaScript samples that parse, for every endpoint whose path is confirmed', () => {
    // The V1 spec marks these two paths x-unconfirmed: a runnable sample would present them as facts.
    // The other three have a body whose fields nobody documented: a sample would send an empty body.
    const unconfirmed = [
      '/endpoints/v1/recentdeposits',
      '/endpoints/v1/get-xai-stats',
      '/endpoints/v1/fetchbulkorders',
      '/endpoints/v1/fetchbulkpairs',
      '/endpoints/v1/setrefundaddress',
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-samples-'));
    try {
      for (const p of pages) {
        const samples = samplesOf(p);
        if (unconfirmed.includes(p.route)) {
          assert.deepEqual(samples, [], p.route);
          continue;
        }
        assert.deepEqual(
          samples.map((s) => s.language),
          ['bash', 'javascript', 'python'],
          p.route,
        );
        const [curl, js] = samples;
        const base = path.join(dir, p.route.replace(/\W+/g, '-'));
        fs.writeFileSync(`${base}.sh`, curl!.code);
        fs.writeFileSync(`${base}.mjs`, js!.code);
        execFileSync('bash', ['-n', `${base}.sh`]);
        execFileSync(process.execPath, ['--check', `${base}.mjs`]);
        // A GET with a query sends it with curl --get, one --data-urlencode line per parameter.
        const command =
          p.method === 'GET' && curl!.code.includes('--data-urlencode')
            ? 'curl --get \\'
            : `curl --request ${p.method} \\`;
        assert.ok(curl!.code.replace(/^(# .*\n)*/, '').startsWith(command), p.route);
        assert.ok(js!.code.includes(`method: '${p.method}'`), p.route);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends the secret and the user IP where the facts say they apply', () => {
    const headersOf = (route: string) => text(samplesOf(page(route))[0]!.code);
    for (const route of [
      '/endpoints/v2/requestquote',
      '/endpoints/v2/createfixedshift',
      '/endpoints/v2/createvariableshift',
      '/endpoints/v2/createcheckout',
    ]) {
      assert.match(headersOf(route), /x-sideshift-secret: \$SIDESHIFT_SECRET/, route);
      assert.match(headersOf(route), /x-user-ip: /, route);
    }
    for (const route of [
      '/endpoints/v2/pair',
      '/endpoints/v2/pairs',
      '/endpoints/v2/account',
      '/endpoints/v2/cancelorder',
      '/endpoints/v2/setrefundaddress',
    ]) {
      assert.match(headersOf(route), /x-sideshift-secret/, route);
    }
    for (const route of [
      '/endpoints/v2/coins',
      '/endpoints/v2/shift',
      '/endpoints/v2/recentshifts',
      '/endpoints/v2/xai-stats',
    ]) {
      assert.doesNotMatch(headersOf(route), /x-sideshift-secret/, route);
    }
  });

  it('marks v1 as deprecated without promising a removal the facts do not announce', () => {
    const html = page('/endpoints/v1/fetchfacts').content.html;
    assert.match(html, /<span class="endpoint-deprecated">Deprecated<\/span>/);
    assert.doesNotMatch(html, /removed/);
  });
});
