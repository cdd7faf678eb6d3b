import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { EndpointPage } from '../../src/model/endpoint-page.js';
import { loadSideShiftEndpointPages } from '../helpers/sideshift-endpoints.js';

/** Every endpoint route of the site, with the operation it documents. */
const EXPECTED: [route: string, method: string, path: string][] = [
  ['/endpoints/v2/coins', 'GET', '/coins'],
  ['/endpoints/v2/coinicon', 'GET', '/coins/icon/{coin-network}'],
  ['/endpoints/v2/permissions', 'GET', '/permissions'],
  ['/endpoints/v2/pair', 'GET', '/pair/{from}/{to}'],
  ['/endpoints/v2/pairs', 'GET', '/pairs'],
  ['/endpoints/v2/requestquote', 'POST', '/quotes'],
  ['/endpoints/v2/createfixedshift', 'POST', '/shifts/fixed'],
  ['/endpoints/v2/createvariableshift', 'POST', '/shifts/variable'],
  ['/endpoints/v2/shift', 'GET', '/shifts/{shiftId}'],
  ['/endpoints/v2/bulkshifts', 'GET', '/shifts'],
  ['/endpoints/v2/recentshifts', 'GET', '/recent-shifts'],
  ['/endpoints/v2/setrefundaddress', 'POST', '/shifts/{shiftId}/set-refund-address'],
  ['/endpoints/v2/cancelorder', 'POST', '/cancel-order'],
  ['/endpoints/v2/createcheckout', 'POST', '/checkout'],
  ['/endpoints/v2/checkout', 'GET', '/checkout/{checkoutId}'],
  ['/endpoints/v2/xai-stats', 'GET', '/xai/stats'],
  ['/endpoints/v2/account', 'GET', '/account'],
  ['/endpoints/v1/fetchfacts', 'GET', '/facts'],
  ['/endpoints/v1/fetchpair', 'GET', '/pairs/{depositMethodId}/{settleMethodId}'],
  ['/endpoints/v1/fetchbulkpairs', 'POST', '/bulk-pairs'],
  ['/endpoints/v1/getpermissions', 'GET', '/permissions'],
  ['/endpoints/v1/requestaquote', 'POST', '/quotes'],
  ['/endpoints/v1/createorder-fixed', 'POST', '/orders'],
  ['/endpoints/v1/createorder-variable', 'POST', '/orders'],
  ['/endpoints/v1/fetchorder', 'GET', '/orders/{orderId}'],
  ['/endpoints/v1/fetchbulkorders', 'POST', '/bulk-orders'],
  ['/endpoints/v1/setrefundaddress', 'POST', '/refund-address'],
  ['/endpoints/v1/recentdeposits', 'GET', '/deposits'],
  ['/endpoints/v1/get-xai-stats', 'GET', '/xai/stats'],
  ['/endpoints/v1/account', 'GET', '/account'],
];

describe('openapi stage: the SideShift specs', () => {
  let pages: EndpointPage[] = [];
  const page = (route: string): EndpointPage => {
    const found = pages.find((p) => p.route === route);
    assert.ok(found, `no page at ${route}`);
    return found;
  };

  before(async () => {
    pages = await loadSideShiftEndpointPages();
  });

  it('has exactly the endpoint routes of the site, each with its method and path', () => {
    assert.deepEqual(pages.map((p) => [p.route, p.method, p.path]).sort(), [...EXPECTED].sort());
  });

  it('gives every page a tag, a title and its spec file', () => {
    for (const p of pages) {
      assert.ok(p.tag, `${p.route} has no tag`);
      assert.ok(p.title && p.title !== p.route, `${p.route} has no title`);
      assert.equal(p.file, p.specId === 'v2' ? 'openapi/v2.yaml' : 'openapi/v1.yaml');
      assert.equal(p.content.hasOwnH1, false);
    }
    assert.equal(page('/endpoints/v2/createfixedshift').title, 'Create a fixed shift');
    assert.equal(page('/endpoints/v2/createfixedshift').tag, 'Shifts');
    assert.ok(
      pages.filter((p) => p.specId === 'v1').every((p) => p.deprecated),
      'v1 operations are marked deprecated',
    );
  });

  it('shows the method badge, base URL and path', () => {
    const html = page('/endpoints/v2/shift').content.html;
    assert.match(html, /<span class="method-badge method-get">GET<\/span>/);
    const url = html.slice(
      html.indexOf('<code class="endpoint-url">'),
      html.indexOf('</code>', html.indexOf('<code class="endpoint-url">')),
    );
    assert.equal(
      [...url.matchAll(/<span class="([^"]+)">([^<]*)<\/span>/g)]
        .map(([, className, text]) => `${className}:${text}`)
        .join(' '),
      'endpoint-base-url:https:// endpoint-base-url:sideshift.ai/ endpoint-base-url:api/ endpoint-base-url:v2 endpoint-path:/ endpoint-path:shifts/ endpoint-path endpoint-path-param:{shiftId}',
      'the base URL, then the path with its parameter marked, in segments that end after a slash',
    );
    assert.equal(url.match(/<span class="endpoint-url-segment">/g)?.length, 6);
    assert.match(
      page('/endpoints/v1/fetchorder').content.html.replace(/<[^>]+>/g, ''),
      /https:\/\/sideshift\.ai\/api\/v1/,
    );
  });

  it('lists parameters in the rows of the body fields: name, type and required, then the description with default and allowed values', () => {
    const html = page('/endpoints/v2/recentshifts').content.html;
    assert.doesNotMatch(html, /<table/);
    assert.match(
      html,
      /<li class="schema-property"><div class="schema-head"><code class="schema-property-name">limit<\/code><span class="schema-type">integer<\/span><\/div><div class="schema-description">/,
    );
    assert.match(html, /<dt>Default<\/dt><dd><code>10<\/code><\/dd>/);
    assert.match(
      page('/endpoints/v2/pair').content.html,
      /<code class="schema-property-name">from<\/code><span class="schema-type">string<\/span><span class="schema-badge schema-badge-required">required<\/span>/,
    );
    const pair = page('/endpoints/v2/pair').content;
    assert.deepEqual(
      pair.toc.filter((t) => t.depth === 3 && t.text.endsWith('parameters')).map((t) => t.text),
      ['Path parameters', 'Query parameters'],
    );
  });

  it('names the credentials and the user-IP header', () => {
    const quote = page('/endpoints/v2/requestquote').content;
    assert.match(
      quote.html,
      /<code class="schema-property-name">x-sideshift-secret<\/code><span class="schema-type">string<\/span><span class="endpoint-security-location">in header<\/span><span class="schema-badge schema-badge-required">required<\/span>/,
    );
    assert.match(quote.html, /<code class="schema-property-name">x-user-ip<\/code>/);
    assert.match(page('/endpoints/v2/coins').content.html, /No credentials needed\./);
    const checkout = page('/endpoints/v2/createcheckout').content.html;
    assert.match(checkout, /<code class="schema-property-name">x-user-ip<\/code>.*?schema-badge-required/s);
  });

  it('shows the request body as a tree with required, nullable and enum values', () => {
    const html = page('/endpoints/v2/requestquote').content.html;
    assert.match(
      html,
      /<code class="schema-property-name">depositAmount<\/code><span class="schema-type">string<\/span><span class="schema-badge">nullable<\/span>/,
    );
    assert.match(
      html,
      /<code class="schema-property-name">affiliateId<\/code><span class="schema-type">string<\/span><span class="schema-badge schema-badge-required">required<\/span>/,
    );
    const shift = page('/endpoints/v2/shift').content.html;
    assert.match(shift, /Exactly one of/);
    assert.match(shift, /<code>&quot;waiting&quot;<\/code>/);
  });

  it('documents every response status with its schema and example, the statuses of one body schema together', () => {
    const content = page('/endpoints/v2/createfixedshift').content;
    const statuses = content.toc.filter((t) => t.depth === 3 && /^\d{3}\b/.test(t.text)).map((t) => t.text);
    assert.deepEqual(statuses, ['201 Created', '400, 401, 403, 404, 429, 500']);
    const errors = content.html.slice(content.html.indexOf('id="response-400"'));
    for (const title of [
      '400 Bad Request',
      '401 Unauthorized',
      '403 Forbidden',
      '404 Not Found',
      '429 Too Many Requests',
      '500 Internal Server Error',
    ])
      assert.match(errors, new RegExp(`<dt>${title}</dt>`));
    for (const status of ['401', '403', '404', '429', '500'])
      assert.ok(content.anchors.includes(`response-${status}`), `#response-${status} still leads to its status`);
    assert.match(content.html, /Quote has already expired\. Request a new quote\./);
    assert.match(content.html, /a7c1d0e5b93f42f8e6d1/);
    assert.match(page('/endpoints/v2/cancelorder').content.html, /id="response-204".*?No body\./s);
  });

  it('describes a shared schema once per page and links to it afterwards', () => {
    const html = page('/endpoints/v2/createfixedshift').content.html;
    assert.equal(html.match(/id="schema-error"/g)?.length, 1);
    assert.equal(html.match(/<code class="schema-property-name">depositRangeMax<\/code>/g)?.length, 1);
    // Described under its first status, its other five statuses listed there: no link repeats it.
    assert.equal(html.match(/<a href="#schema-error">Error<\/a>/g)?.length ?? 0, 0);
    assert.ok(
      (page('/endpoints/v2/shift').content.html.match(/<a href="#schema-shiftdeposit">ShiftDeposit<\/a>/g)?.length ??
        0) >= 1,
      'a schema used again in another body links to its description',
    );
  });

  it('generates curl, fetch and Python samples with copy buttons from the spec', () => {
    const html = page('/endpoints/v2/createfixedshift').content.html;
    const samples = html.slice(html.indexOf('id="request-samples"'), html.indexOf('id="response-examples"'));
    assert.deepEqual(
      [...samples.matchAll(/<div class="code-block-title">([^<]+)<\/div>/g)].map((m) => m[1]),
      ['cURL', 'JavaScript (fetch)', 'Python (requests)'],
    );
    assert.equal(
      samples.match(/<button type="button" class="code-copy" aria-label="Copy code">Copy<\/button>/g)?.length,
      3,
    );
    const text = samples
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"');
    assert.ok(text.includes("--url 'https://sideshift.ai/api/v2/shifts/fixed'"), text);
    assert.ok(text.includes('$SIDESHIFT_SECRET'));
    assert.ok(text.includes('process.env.SIDESHIFT_SECRET'));
    assert.ok(text.includes('os.environ["SIDESHIFT_SECRET"]'));
    assert.ok(text.includes('"quoteId": "f4b1c8e2-6a3d-4f0b-9c57-2e8d1a6b3f90"'));
    const pair = page('/endpoints/v2/pair')
      .content.html.replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"');
    // commissionRate has no example (how the API writes it is not documented), so the optional parameter is left out.
    assert.ok(
      pair.includes(
        `curl --get \\\n  --url 'https://sideshift.ai/api/v2/pair/usdt-ethereum/btc' \\\n  --data-urlencode "affiliateId=$AFFILIATE_ID" \\\n  --data-urlencode 'amount=10000' \\\n  --header`,
      ),
      'query from parameter examples, one line each, the affiliateId from the environment',
    );
  });

  it('shows the rate limit and error notes where they apply', () => {
    assert.match(page('/endpoints/v2/requestquote').content.html, /Rate limit.*?20 requests per minute/s);
    assert.doesNotMatch(page('/endpoints/v2/shift').content.html, /Rate limit/);
    assert.match(page('/endpoints/v2/shift').content.html, /href="\/troubleshoot-errors"/);
  });

  it('lists the headings in the TOC and every emitted id as an anchor', () => {
    for (const p of pages) {
      const ids = new Set(p.content.anchors);
      for (const item of p.content.toc) assert.ok(ids.has(item.id), `${p.route}: TOC id ${item.id} is not in the page`);
      assert.equal(ids.size, p.content.anchors.length, `${p.route}: duplicate ids`);
      assert.deepEqual(
        p.content.toc
          .filter((t) => t.depth === 2)
          .map((t) => t.text)
          .slice(0, 1),
        ['Authentication'],
      );
    }
  });

  it('reports its internal links, which point to site routes or to anchors of the page', () => {
    const routes = new Set(pages.map((p) => p.route));
    for (const p of pages) {
      for (const link of p.content.links) {
        assert.equal(link.location.file, p.file);
        const [route, anchor] = link.target.split('#');
        if (routes.has(route!) && anchor)
          assert.ok(
            pages.find((x) => x.route === route)!.content.anchors.includes(anchor),
            `${p.route}: ${link.target}`,
          );
        if (route!.startsWith('/endpoints/')) assert.ok(routes.has(route!), `${p.route}: ${link.target}`);
      }
    }
    const fixed = page('/endpoints/v2/createfixedshift').content.links.map((l) => l.target);
    assert.ok(fixed.includes('/api-intro/refunds'));
    assert.ok(fixed.includes('/endpoints/v2/createfixedshift#schema-error'));
  });

  it('writes readable text with the method, path, parameters and fields', () => {
    const text = page('/endpoints/v2/createvariableshift').content.plainText;
    assert.ok(text.startsWith('POST https://sideshift.ai/api/v2/shifts/variable\n'));
    assert.match(text, /^- x-user-ip \(string, optional\): The end user's IP address\./m);
    assert.match(text, /^- settleAddress \(string, required\): Where SideShift sends the settle coin\./m);
    assert.match(text, /^201 Created: The shift, waiting for a deposit\./m);
    assert.match(text, /^- settleCoinNetworkFee \(string, optional\)/m);
    assert.doesNotMatch(text, /<\/?(p|code|a|div|span|ul|li|strong)\b/, 'no HTML tags');
  });

  it('keeps v1 details the facts do not confirm open rather than invented', () => {
    const bulk = page('/endpoints/v1/fetchbulkorders').content;
    assert.match(bulk.plainText, /not documented here/);
    assert.match(bulk.plainText, /other keys are allowed/);
    assert.match(page('/endpoints/v1/recentdeposits').content.plainText, /not confirmed/);
  });
});
