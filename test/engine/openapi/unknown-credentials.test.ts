import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { before, describe, it } from 'node:test';
import { parseConfig } from '../../../src/config/load-config.js';
import { createCodeHighlighter } from '../../../src/content/code-blocks/code-highlighter.js';
import { createBuildContext } from '../../../src/context/build-context.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { EndpointPage } from '../../../src/model/endpoint-page.js';
import { loadOpenApiPages } from '../../../src/openapi/load-openapi-pages.js';

const fixtures = fileURLToPath(new URL('../../../../test/fixtures/openapi/', import.meta.url));

describe('openapi stage: a spec that does not know its credentials or all of its paths', () => {
  let pages: EndpointPage[] = [];
  const page = (slug: string) => pages.find((p) => p.route === `/old/${slug}`)!;
  before(async () => {
    const config = parseConfig(
      { title: 'Fixture', openapi: [{ id: 'old', file: 'unknown-credentials.yaml', routeBase: '/old' }] },
      undefined,
    );
    pages = await loadOpenApiPages(
      createBuildContext({
        root: fixtures,
        outDir: '/nonexistent-output',
        config,
        logger: createMemoryLogger(),
        createHighlighter: createCodeHighlighter,
      }),
    );
  });

  it("shows the spec's x-security-note instead of claiming that no credentials are needed", () => {
    const { html, plainText } = page('listthings').content;
    assert.doesNotMatch(html, /No credentials needed/);
    assert.match(
      html,
      /<div class="endpoint-security-note"><p>Not documented: nobody has said which credentials this API wants\.<\/p>/,
    );
    assert.match(plainText, /Authentication:\n- Not documented: nobody has said which credentials this API wants\./);
  });

  it("lets an operation's own note replace the spec's, and ignores both where the operation lists credentials", () => {
    assert.match(
      page('recentthings').content.html,
      /<div class="endpoint-security-note"><p>Public, according to the <strong>old<\/strong> guide\.<\/p>/,
    );
    const me = page('me').content.html;
    assert.match(
      me,
      /<code class="schema-property-name">x-api-key<\/code><span class="schema-type">string<\/span><span class="endpoint-security-location">in header<\/span><span class="schema-badge schema-badge-required">required<\/span>/,
    );
    assert.doesNotMatch(me, /endpoint-security-note|nobody has said/);
  });

  it('marks an x-unconfirmed operation with a warning and gives it no runnable sample', () => {
    const { html, plainText, markdown } = page('recentthings').content;
    assert.match(
      html,
      /<p class="admonition-heading">Not confirmed<\/p><div class="admonition-content"><p>The path <code>\/things\/recent<\/code> comes from one old forum post\.<\/p>/,
    );
    assert.match(
      html,
      /<p class="endpoint-no-samples">No runnable sample: this endpoint is not confirmed \(see the “Not confirmed” note\)\.<\/p>/,
    );
    assert.doesNotMatch(html, /class="endpoint-samples"|data-language="(bash|javascript|python)"/);
    assert.match(
      plainText,
      /^GET https:\/\/api\.example\.com\/old\/things\/recent\nNot confirmed: The path \/things\/recent comes from one old forum post\./,
    );
    // The Markdown copy points to the note ("see the “Not confirmed” note"), so it must carry it too.
    assert.match(
      markdown ?? '',
      /^`GET https:\/\/api\.example\.com\/old\/things\/recent`\n\n\*\*Not confirmed:\*\*\n\nThe path `\/things\/recent` comes from one old forum post\.\n/,
    );
    assert.match(
      markdown ?? '',
      /No runnable sample: this endpoint is not confirmed \(see the “Not confirmed” note\)\./,
    );
    assert.doesNotMatch(page('listthings').content.markdown ?? '', /Not confirmed/);
    assert.equal(
      page('listthings').content.html.match(/<div class="code-block" data-language="(bash|javascript|python)">/g)
        ?.length,
      3,
    );
  });
});
