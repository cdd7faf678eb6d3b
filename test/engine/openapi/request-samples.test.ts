import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { EndpointPage } from '../../../src/model/endpoint-page.js';
import { EnvValue, generateRequestSamples, type SampleRequest } from '../../../client/try-it/request-samples.js';
import { isBodyUndocumented } from '../../../src/openapi/sample-request.js';
import type { OperationObject } from '../../../src/openapi/spec-model.js';
import { loadSideShiftEndpointPages } from '../../helpers/sideshift-endpoints.js';

const hasPython = spawnSync('python3', ['--version']).status === 0;

/** Checks that code parses in its language (bash -n, node --check, Python's ast). */
function assertParses(language: string, code: string, label: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-samples-'));
  try {
    const file = path.join(dir, { bash: 'sample.sh', javascript: 'sample.mjs', python: 'sample.py' }[language]!);
    fs.writeFileSync(file, code);
    if (language === 'bash') execFileSync('bash', ['-n', file]);
    if (language === 'javascript') execFileSync(process.execPath, ['--check', file]);
    if (language === 'python' && hasPython)
      execFileSync('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read())', file]);
  } catch (error) {
    assert.fail(`${label} (${language}) does not parse:\n${code}\n${String(error)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('request samples', () => {
  const request: SampleRequest = {
    method: 'POST',
    url: 'https://api.example.com/v2/quotes',
    query: [
      ['affiliateId', new EnvValue('AFFILIATE_ID')],
      ['note', "it's $5 `now`"],
    ],
    headers: [{ name: 'x-user-ip', value: '203.0.113.24', note: "the end user's IP address, not your server's" }],
    secretHeaders: [{ header: 'x-sideshift-secret', envVar: 'SIDESHIFT_SECRET' }],
    body: {
      mediaType: 'application/json',
      value: {
        depositCoin: 'eth',
        settleAmount: null,
        affiliateId: new EnvValue('AFFILIATE_ID'),
        nested: { list: [1, true] },
      },
    },
    responseKind: 'json',
  };
  const [curl, js, python] = generateRequestSamples(request);

  it('names the tabs cURL, JavaScript and Python, with stable keys', () => {
    assert.deepEqual(
      generateRequestSamples(request).map(({ key, label, title }) => [key, label, title]),
      [
        ['curl', 'cURL', 'cURL'],
        ['javascript', 'JavaScript', 'JavaScript (fetch)'],
        ['python', 'Python', 'Python (requests)'],
      ],
    );
  });

  it('reads the affiliateId from the environment in all three languages, in the body and in the query', () => {
    assert.ok(curl!.code.includes(`"affiliateId": "'"$AFFILIATE_ID"'"`), curl!.code);
    assert.ok(
      curl!.code.includes(
        `--url "https://api.example.com/v2/quotes?affiliateId=$AFFILIATE_ID&note=it's%20%245%20%60now%60"`,
      ),
      curl!.code,
    );
    assert.ok(js!.code.includes('"affiliateId": process.env.AFFILIATE_ID'), js!.code);
    assert.ok(
      js!.code.includes(
        "fetch(`https://api.example.com/v2/quotes?affiliateId=${process.env.AFFILIATE_ID}&note=it's%20%245%20%60now%60`",
      ),
      js!.code,
    );
    assert.ok(python!.code.includes('"affiliateId": os.environ["AFFILIATE_ID"]'), python!.code);
    assert.match(python!.code, /params=\{\n {8}"affiliateId": os\.environ\["AFFILIATE_ID"\],/);
    assert.ok(python!.code.startsWith('import os\nimport requests\n'));
    for (const sample of [curl!, js!, python!])
      assert.doesNotMatch(sample.code, /@@env:/, `${sample.title}: no placeholder left`);
  });

  it("says beside x-user-ip that it is the end user's IP address", () => {
    assert.ok(
      curl!.code.startsWith("# x-user-ip: the end user's IP address, not your server's\ncurl --request POST \\\n"),
      curl!.code,
    );
    assert.ok(
      js!.code.includes("'x-user-ip': '203.0.113.24', // the end user's IP address, not your server's"),
      js!.code,
    );
    assert.ok(
      python!.code.includes('"x-user-ip": "203.0.113.24",  # the end user\'s IP address, not your server\'s'),
      python!.code,
    );
  });

  it('writes code that parses in each language', () => {
    for (const sample of [curl!, js!, python!]) assertParses(sample.language, sample.code, sample.title);
    const plain = generateRequestSamples({ ...request, query: [['limit', '10']], headers: [], body: undefined });
    assert.ok(
      plain[0]!.code.includes("--url 'https://api.example.com/v2/quotes?limit=10'"),
      'single quotes when nothing comes from the environment',
    );
    assert.ok(plain[1]!.code.includes("fetch('https://api.example.com/v2/quotes?limit=10'"));
    for (const sample of plain) assertParses(sample.language, sample.code, sample.title);
  });
});

describe('an undocumented request body', () => {
  const operation = (content: NonNullable<OperationObject['requestBody']>['content']): OperationObject => ({
    requestBody: { required: true, content },
  });

  it('is one with no example and a schema that is missing, names no field or allows other keys', () => {
    assert.equal(isBodyUndocumented({}), false, 'no body at all');
    assert.equal(isBodyUndocumented(operation({ 'application/json': {} })), true);
    assert.equal(
      isBodyUndocumented(operation({ 'application/json': { schema: { type: 'object', additionalProperties: true } } })),
      true,
    );
    assert.equal(
      isBodyUndocumented(
        operation({
          'application/json': {
            schema: { type: 'object', additionalProperties: true, properties: { commissionRate: { type: 'string' } } },
          },
        }),
      ),
      true,
    );
    assert.equal(
      isBodyUndocumented(
        operation({ 'application/json': { schema: { type: 'object', properties: { orderId: { type: 'string' } } } } }),
      ),
      false,
    );
    assert.equal(
      isBodyUndocumented(
        operation({
          'application/json': { schema: { type: 'object', additionalProperties: true }, example: { ids: ['a'] } },
        }),
      ),
      false,
      'an example documents it',
    );
    assert.equal(isBodyUndocumented(operation({ 'text/plain': { schema: { type: 'string' } } })), false);
    const order = { type: 'object', properties: { orderId: { type: 'string' } } };
    assert.equal(
      isBodyUndocumented(operation({ 'application/json': { schema: { allOf: [order, { required: ['orderId'] }] } } })),
      false,
      'fields named in an allOf part',
    );
    assert.equal(
      isBodyUndocumented(
        operation({ 'application/json': { schema: { allOf: [order, { additionalProperties: true }] } } }),
      ),
      true,
    );
    assert.equal(
      isBodyUndocumented(
        operation({
          'application/json': { schema: { oneOf: [order, { type: 'object', additionalProperties: true }] } },
        }),
      ),
      false,
      'one documented variant is enough',
    );
    assert.equal(
      isBodyUndocumented(operation({ 'application/json': { schema: { anyOf: [{ type: 'object' }] } } })),
      true,
    );
  });
});

describe('request samples of the SideShift endpoint pages', () => {
  let pages: EndpointPage[] = [];
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&#x26;|&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  const samplesOf = (p: EndpointPage) => {
    const html = p.content.html.slice(
      p.content.html.indexOf('id="request-samples"'),
      p.content.html.indexOf('id="response-examples"'),
    );
    return [
      ...html.matchAll(
        /<div class="code-block" data-language="(\w+)"><div class="code-block-title">[^<]*<\/div><pre[^>]*><code>(.*?)<\/code><\/pre>/gs,
      ),
    ].map((m) => ({ language: m[1]!, code: text(m[2]!) }));
  };

  before(async () => {
    pages = await loadSideShiftEndpointPages();
  });

  it('send the affiliateId from the environment in every language, wherever a sample sends one', () => {
    const sending = pages.filter((p) => samplesOf(p).some((s) => s.code.includes('affiliateId')));
    assert.deepEqual(sending.map((p) => p.route).sort(), [
      '/endpoints/v1/createorder-fixed',
      '/endpoints/v1/createorder-variable',
      '/endpoints/v1/requestaquote',
      '/endpoints/v2/createcheckout',
      '/endpoints/v2/createfixedshift',
      '/endpoints/v2/createvariableshift',
      '/endpoints/v2/pair',
      '/endpoints/v2/pairs',
      '/endpoints/v2/requestquote',
    ]);
    for (const p of sending) {
      const [curl, js, python] = samplesOf(p);
      assert.match(curl!.code, /\$AFFILIATE_ID/, p.route);
      assert.match(js!.code, /process\.env\.AFFILIATE_ID/, p.route);
      assert.match(python!.code, /os\.environ\["AFFILIATE_ID"\]/, p.route);
      for (const sample of [curl!, js!, python!])
        assert.doesNotMatch(sample.code, /YQMi62XMb/, `${p.route} ${sample.language}: no literal account ID`);
    }
  });

  it("comment x-user-ip as the end user's IP address in every language", () => {
    for (const p of pages) {
      for (const sample of samplesOf(p)) {
        if (!sample.code.includes('x-user-ip')) continue;
        assert.match(
          sample.code,
          /(#|\/\/) (x-user-ip: )?the end user's IP address, not your server's/,
          `${p.route} ${sample.language}`,
        );
      }
    }
    assert.ok(
      samplesOf(pages.find((p) => p.route === '/endpoints/v2/requestquote')!).every((s) =>
        s.code.includes('x-user-ip'),
      ),
    );
  });

  it('parse in all three languages', () => {
    for (const p of pages) for (const sample of samplesOf(p)) assertParses(sample.language, sample.code, p.route);
  });

  it('are replaced by a message where the request body is not documented', () => {
    for (const route of [
      '/endpoints/v1/fetchbulkorders',
      '/endpoints/v1/fetchbulkpairs',
      '/endpoints/v1/setrefundaddress',
    ]) {
      const p = pages.find((x) => x.route === route)!;
      assert.deepEqual(samplesOf(p), [], route);
      assert.match(
        p.content.html,
        /<p class="endpoint-no-samples">No runnable sample: the request body of this endpoint is not documented \(see the description\)\.<\/p>/,
        route,
      );
      assert.match(
        p.content.markdown ?? '',
        /## Request samples\n\nNo runnable sample: the request body of this endpoint is not documented/,
        route,
      );
    }
  });
});
