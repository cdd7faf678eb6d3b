import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { repoRoot } from '../helpers/build-fixture.js';
import { builtSideShiftSite } from '../helpers/built-site.js';

/**
 * The text a reader sees in an HTML fragment: tags dropped, the usual entities decoded. Tags become
 * `separator`: a space between blocks of prose, nothing inside highlighted code.
 */
function textOf(html: string, separator = ' '): string {
  return html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, separator) // data for scripts (the Try it console's), not prose
    .replace(/<wbr\s*\/?>/g, '') // a line break opportunity, not a space
    .replace(/<[^>]+>/g, separator)
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The part of an endpoint page from one heading id to the next response heading. */
function section(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  assert.ok(start >= 0, `no element with id ${id}`);
  const end = html.indexOf('id="response-', start + id.length + 5);
  return html.slice(start, end < 0 ? undefined : end);
}

/** A response of an endpoint page as a reader meets it: its fields, and its example in the Response examples column. */
function response(html: string, status: string): string {
  return section(html, `response-${status}`) + section(html, `response-examples-panel-${status}`);
}

/** What the content audit of issue #13 found, checked on the built SideShift site. */
describe('the SideShift site after the content audit', () => {
  let outDir: string;
  const page = (route: string): string => fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const main = (route: string): string => {
    const html = page(route);
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  };
  const routes = (): string[] =>
    fs
      .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('index.html'))
      .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'));

  before(async () => {
    ({ outDir } = await builtSideShiftSite());
  });

  it('shows no invented body for a v2 401 and says it is not documented, as the troubleshooting page does', () => {
    for (const route of [
      '/endpoints/v2/requestquote',
      '/endpoints/v2/createfixedshift',
      '/endpoints/v2/createvariableshift',
      '/endpoints/v2/account',
    ]) {
      const unauthorized = response(page(route), '401');
      assert.match(textOf(unauthorized), /The code and message of this response are not documented/, route);
      assert.doesNotMatch(
        unauthorized,
        /x-sideshift-secret&quot; header|FORBIDDEN/,
        `${route} shows cancel-order's 404 body as its 401`,
      );
    }
    assert.match(
      textOf(response(page('/endpoints/v2/cancelorder'), '404')),
      /Incorrect or missing \\"x-sideshift-secret\\" header/,
    );
    assert.match(
      textOf(main('/troubleshoot-errors')),
      /not documented not documented 401 Endpoints that need the private key list a 401 response/,
    );
  });

  it('gives troubleshoot-errors its table of contents back', () => {
    const html = page('/troubleshoot-errors');
    const toc = html.slice(html.indexOf('<nav class="toc" aria-label="On this page">'));
    assert.ok(toc.length > 0 && html.includes('<nav class="toc" aria-label="On this page">'), 'no table of contents');
    for (const heading of ['addresses', 'account-id-and-credentials', 'server-errors', 'handling-errors-in-code']) {
      assert.match(toc.slice(0, toc.indexOf('</nav>')), new RegExp(`href="#${heading}"`));
    }
  });

  it('documents issue on each deposit of a multiple shift, with a multiple example', () => {
    const html = page('/endpoints/v2/shift');
    const deposit = html.slice(html.indexOf('id="schema-shiftdeposit"'));
    const properties = deposit.slice(0, deposit.indexOf('</ul>'));
    assert.match(properties, /<code class="schema-property-name">issue<\/code>/);
    assert.match(textOf(properties), /Why this deposit needs review or a refund/);
    const example = textOf(html, '');
    assert.match(example, /A variable shift that received two deposits \(status multiple\)/);
    assert.match(example, /"status": "multiple",\s*"updatedAt": "[^"]+",\s*"deposits": \[/);
  });

  it('shows the documented error examples that were missing', () => {
    assert.match(textOf(response(page('/endpoints/v2/requestquote'), '400'), ''), /"message": "Bad request"\s*\}/);
    const fixed = textOf(response(page('/endpoints/v2/createfixedshift'), '400'));
    assert.match(fixed, /This settle address belongs to SideShift\.ai/);
    assert.match(fixed, /This refund address belongs to SideShift\.ai/);
    const variable = textOf(response(page('/endpoints/v2/createvariableshift'), '400'));
    assert.match(variable, /Invalid refundDestination/);
    assert.match(variable, /This refund address belongs to SideShift\.ai/);
  });

  it('does not claim V1 endpoints need no credentials, and gives no runnable sample for unconfirmed V1 paths', () => {
    const v1 = routes().filter((route) => route.startsWith('/endpoints/v1/'));
    assert.equal(v1.length, 13);
    for (const route of v1) {
      const text = textOf(main(route));
      assert.doesNotMatch(text, /No credentials needed/, route);
      if (route !== '/endpoints/v1/account')
        assert.match(text, /Not documented: the V1 documentation does not say which credentials/, route);
    }
    assert.match(textOf(main('/endpoints/v1/account')), /x-sideshift-secret string in header required/);
    assert.match(textOf(main('/endpoints/v2/coins')), /No credentials needed\./);
    for (const route of ['/endpoints/v1/recentdeposits', '/endpoints/v1/get-xai-stats']) {
      const html = main(route);
      assert.match(textOf(html), /Not confirmed The path \/[a-z/]+ is not confirmed by the V1 documentation/, route);
      assert.match(textOf(html), /No runnable sample: this endpoint is not confirmed/, route);
      assert.doesNotMatch(html, /curl|fetch\(|requests\.get/, `${route} has a runnable sample`);
    }
    assert.match(main('/endpoints/v1/fetchorder'), /curl/);
  });

  it('drops the claims the facts sheet does not support', () => {
    for (const route of routes())
      assert.doesNotMatch(
        textOf(main(route)),
        /SideShift's OpenAPI descriptions|generated from the OpenAPI descriptions/,
        route,
      );
    for (const route of ['/widget', '/widget-integration-guide-one', '/api-intro/monetization']) {
      assert.doesNotMatch(
        textOf(main(route)),
        /maximum is 2 %|up to 2 % with `?commissionRate|between "0" and "0\.02"/,
        route,
      );
    }
    assert.match(textOf(main('/widget')), /The widget's default and maximum for this key are not documented/);
    const fixed = textOf(main('/endpoints/v2/createfixedshift'));
    assert.doesNotMatch(fixed, /after the quote was created/);
    assert.match(fixed, /Deadline for the deposit\. A fixed shift is valid for 15 minutes\./);
  });

  it('loads .env the way the commands are run and suggests a small first amount', () => {
    const html = main('/api-intro/getting-started');
    const text = textOf(html);
    assert.match(textOf(html, ''), /set -a; \. \.\/\.env; set \+a/);
    assert.match(text, /node --env-file=\.env quote\.js/);
    assert.match(textOf(html, ''), /node --env-file=\.env create-shift\.js/);
    assert.match(
      text,
      /Start small For your first real shifts, send a small amount that is still above the pair's minimum deposit/,
    );
  });

  it('limits reusing variable shifts to those still waiting', () => {
    const text = textOf(main('/api-intro/rate-limits'));
    assert.doesNotMatch(text, /A variable shift accepts a deposit at any time in its seven days/);
    assert.match(text, /Reuse variable shifts only while they are waiting \./);
  });

  it('puts commissionRate on the pair call and the quote, not on a fixed shift, in the guide and the blog', () => {
    assert.match(
      textOf(main('/api-intro/monetization')),
      /The fixed shift has no commissionRate field: it takes the rate locked in its quote\./,
    );
    assert.match(
      textOf(main('/blog/mdx-blog-post')),
      /on the pair call and the quote \(a fixed shift takes it from its quote\), or on the pair call and a variable shift/,
    );
  });

  it('links blocked users somewhere real and sends support requests through the order page', () => {
    const permissions = main('/api-intro/permissions');
    assert.match(permissions, /<a href="https:\/\/sideshift\.ai\/access-denied">sideshift\.ai\/access-denied<\/a>/);
    assert.doesNotMatch(textOf(permissions), /help-centre article/);
    const support = textOf(main('/api-intro/support'));
    assert.doesNotMatch(support, /support-email\.js/);
    assert.match(support, /the address is not documented here/);
    assert.match(support, /\?openSupport=true/);
  });

  it('spells account ID and V1/V2 one way in the prose of every page', () => {
    for (const route of routes()) {
      const prose = textOf(
        main(route)
          .replace(/<pre[\s\S]*?<\/pre>/g, '')
          .replace(/<code[\s\S]*?<\/code>/g, ''),
      );
      assert.doesNotMatch(prose, /account id\b|Account Id\b/, route);
      assert.doesNotMatch(prose, /(?<![\w/.-])v[12]\b/, route);
    }
  });
});

/** What the reading of every page against the facts sheet in issue #24 found. */
describe('the SideShift site after the facts check of issue 24', () => {
  let outDir: string;
  const main = (route: string): string => {
    const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
    return textOf(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
  };
  const copy = (route: string): string => fs.readFileSync(path.join(outDir, `${route.slice(1)}.md`), 'utf8');

  before(async () => {
    ({ outDir } = await builtSideShiftSite());
  });

  it('says when the fields of a shift appear as the facts do: once settled or refunded', () => {
    const shift = main('/endpoints/v2/shift');
    assert.doesNotMatch(shift, /once a deposit has been received|Deposit transaction, once received/);
    assert.match(shift, /Several fields are only present once the shift has been settled or refunded/);
  });

  it('claims for V1 only what the V1 documentation says, and maps its paid fee to nothing', () => {
    const intro = main('/endpoints/endpoints-intro');
    assert.doesNotMatch(intro, /identify you the same way|applies to both/);
    assert.match(
      intro,
      /names the private key \( x-sideshift-secret \) only for the account endpoint and the x-user-ip header only for quotes/,
    );
    assert.match(intro, /In V2, creation returns 201/);
    assert.match(intro, /networkFeePaidUsd \(the fee paid\) No V2 field for the fee paid is documented/);
    assert.doesNotMatch(main('/endpoints/v1/createorder-variable'), /once paid|settling BTC/);
  });

  it('gives commissionRate in percent on every endpoint, the fraction only for the widget', () => {
    for (const route of [
      '/endpoints/v2/pair',
      '/endpoints/v2/pairs',
      '/endpoints/v2/requestquote',
      '/endpoints/v2/createvariableshift',
      '/endpoints/v1/fetchpair',
      '/endpoints/v1/requestaquote',
      '/endpoints/v1/fetchbulkpairs',
    ]) {
      const text = main(route);
      assert.doesNotMatch(text, /0\.02|0\.005/, route);
      if (route !== '/endpoints/v1/fetchbulkpairs') assert.match(text, /between 0 % and 2 %/, route);
    }
    assert.match(main('/widget'), /"0\.01" is 1 %/);
  });

  it('hedges or drops the details the facts do not support', () => {
    assert.match(main('/endpoints/v2/pair'), /mostly a fixed cost per transaction/);
    assert.doesNotMatch(main('/endpoints/v2/pair'), /fixed per shift/);
    assert.doesNotMatch(main('/endpoints/v2/setrefundaddress'), /created without a refundAddress/);
    assert.doesNotMatch(main('/endpoints/v2/cancelorder'), /no shift of your account/);
    assert.doesNotMatch(main('/api-intro/rate-limits'), /each retry counts/);
    for (const route of ['/endpoints/v2/pair', '/endpoints/v2/createcheckout'])
      assert.doesNotMatch(main(route), /Invalid \\?"affiliateId/, route);
    assert.match(main('/endpoints/v2/requestquote'), /Invalid \\"affiliateId\\"/);
    for (const route of ['/endpoints/v2/coins', '/endpoints/v2/recentshifts'])
      assert.doesNotMatch(main(route), /lightning|tron|ripple|monero/, route);
    assert.doesNotMatch(main('/endpoints/v2/xai-stats'), /in circulation, in XAI|latest distribution, in XAI/);
    assert.match(main('/troubleshoot-errors'), /what they hold is not documented/);
    const fixed = copy('/endpoints/v2/createfixedshift');
    assert.doesNotMatch(fixed, /`averageShiftSeconds` \(`string`/);
    assert.match(fixed, /Whether it is a number or a string is not documented/);
    const showcase = main('/showcase');
    assert.doesNotMatch(showcase, /REST client and types|Python|SDK for the V2 API/);
    assert.match(showcase, /Official, from SideShift's GitHub organisation\. Types for the V1 API\./);
  });

  it('names the network of every BTC in a request, as BTC is on several networks in the coins example', () => {
    assert.match(
      main('/endpoints/v2/coins'),
      /"coin"\s*:\s*"BTC"\s*,\s*"name"\s*:\s*"Bitcoin"\s*,\s*"networks"\s*:\s*\[\s*"bitcoin"\s*,\s*"liquid"\s*\]/,
    );
    const sources = ['content', 'openapi'].flatMap((dir) =>
      fs
        .readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(mdx?|ya?ml)$/.test(f))
        .map((f) => path.join(dir, f)),
    );
    let requests = 0;
    for (const file of sources) {
      const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      for (const match of text.matchAll(/\b(deposit|settle)Coin\b["']?\s*:\s*["']?btc\b/g)) {
        requests++;
        // The body the coin is in: up to the end of its object, or a blank line in YAML.
        const rest = text.slice(match.index).split(/[}]|\n\s*\n/)[0]!;
        assert.match(rest, new RegExp(`\\b${match[1]}Network\\b`), `${file}: ${rest}`);
      }
    }
    assert.ok(requests >= 5, `${requests} BTC requests found`);
  });

  it('puts the V1 pages\' "Not confirmed" note in their Markdown copies', () => {
    for (const route of ['/endpoints/v1/recentdeposits', '/endpoints/v1/get-xai-stats']) {
      assert.match(
        copy(route),
        /\*\*Not confirmed:\*\*\n\nThe path `\/[a-z/]+` is not confirmed by the V1 documentation/,
        route,
      );
    }
  });
});
