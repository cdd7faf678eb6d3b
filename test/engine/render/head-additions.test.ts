import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { watchSite } from '../../../src/watch/watch-site.js';
import { buildFixture, writeSite, type FileMap } from '../../helpers/build-fixture.js';
import { httpGet } from '../../helpers/http-get.js';

/** A small site (not SideShift's) that adds tags, a script, a stylesheet and both analytics to its pages. */
const SITE: FileMap = {
  'site.config.ts': [
    'export default {',
    "  title: 'Tagged',",
    "  url: 'https://tagged.example',",
    '  headTags: [',
    "    { tagName: 'meta', attributes: { name: 'google-site-verification', content: 'abc\"123' } },",
    '    { tagName: \'script\', attributes: { type: \'application/ld+json\' }, innerHTML: \'{"@type":"WebSite","name":"</script><b>x"}\' },',
    '  ],',
    "  scripts: ['https://cdn.example.com/a.js', { src: '/js/b.js', async: true }, { src: '/js/c.mjs', type: 'module' }],",
    "  stylesheets: ['https://fonts.example.com/inter.css'],",
    "  gtag: { trackingID: ['G-ONE111', 'G-TWO222'], anonymizeIP: true },",
    "  plausible: { domain: 'tagged.example' },",
    '};',
    '',
  ].join('\n'),
  'content/docs/index.md': '# Home\n',
  'static/js/b.js': '',
  'static/js/c.mjs': '',
};

/** The HTML of a page's `<head>`, after the renderer's own tags. */
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('head tags, scripts, stylesheets and analytics from the config', () => {
  it('are added to every page, none of them in the way of first paint', async () => {
    const build = await buildFixture(SITE);
    assert.deepEqual(build.errors, []);
    for (const route of ['/', '/search', '/no-such-page']) {
      const head = headOf(build.html(route) ?? build.text('404.html')!);
      assert.ok(head.includes('<meta name="google-site-verification" content="abc&quot;123">'), route);
      assert.ok(
        head.includes('<script type="application/ld+json">{"@type":"WebSite","name":"<\\/script><b>x"}</script>'),
        'a script body cannot close its tag',
      );
      assert.ok(
        head.includes('<script src="https://cdn.example.com/a.js" defer></script>'),
        'a script that says neither async nor defer is deferred',
      );
      assert.ok(head.includes('<script src="/js/b.js" async></script>'));
      assert.ok(head.includes('<script src="/js/c.mjs" type="module"></script>'), 'a module is deferred already');
      assert.ok(
        head.includes(
          `<link rel="preload" as="style" href="https://fonts.example.com/inter.css" onload="this.onload=null;this.rel='stylesheet'"><noscript><link rel="stylesheet" href="https://fonts.example.com/inter.css"></noscript>`,
        ),
      );
      assert.ok(head.includes('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ONE111"></script>'));
      assert.ok(
        head.includes(`gtag('config',"G-ONE111",{anonymize_ip:true});gtag('config',"G-TWO222",{anonymize_ip:true});`),
      );
      assert.ok(
        head.includes('<script defer data-domain="tagged.example" src="https://plausible.io/js/script.js"></script>'),
      );
      // No blocking script among them: each external script is async, deferred or a module.
      for (const [tag] of head.matchAll(/<script [^>]*src="[^"]*"[^>]*>/g))
        assert.match(tag, / (async|defer)\b|type="module"/, tag);
    }
  });

  it('put scripts and stylesheets given as site paths under the base URL', async () => {
    const build = await buildFixture({
      ...SITE,
      'site.config.ts': SITE['site.config.ts']!.replace(
        "url: 'https://tagged.example',",
        "url: 'https://tagged.example',\n  baseUrl: '/docs/',",
      ),
    });
    assert.deepEqual(build.errors, []);
    const head = headOf(build.html('/')!);
    assert.ok(head.includes('<script src="/docs/js/b.js" async></script>'));
    assert.ok(head.includes('<script src="https://cdn.example.com/a.js" defer></script>'), 'a URL stays as it is');
  });

  it('are refused with the line when a tag or a tracking ID is not one docs-build writes', async () => {
    const bad = await buildFixture({
      ...SITE,
      'site.config.ts':
        "export default {\n  title: 'Tagged',\n  headTags: [{ tagName: 'iframe', attributes: {} }],\n  gtag: { trackingID: 'G-1\"><script>' },\n};\n",
    });
    assert.deepEqual(
      bad.errors.map((error) => `${error.code} ${error.location?.line}`),
      ['CONFIG_INVALID 3', 'CONFIG_INVALID 4'],
    );
  });

  it('are left out by watch unless it is asked for them', async () => {
    const root = writeSite(SITE);
    for (const withScripts of [false, true]) {
      const watching = await watchSite({ root, port: 0, logger: createMemoryLogger(), withScripts });
      try {
        const head = headOf((await httpGet(watching.url, '/')).body.toString());
        assert.equal(head.includes('googletagmanager'), withScripts);
        assert.equal(head.includes('plausible.io'), withScripts);
        assert.equal(head.includes('google-site-verification'), withScripts);
      } finally {
        await watching.close();
      }
    }
    await rm(root, { recursive: true, force: true });
  });
});
