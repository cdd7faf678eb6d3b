import assert from 'node:assert/strict';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { parseRedirectRules } from '../../../src/serve/redirect-rules.js';
import { serveSite } from '../../../src/serve/serve-site.js';
import { watchSite } from '../../../src/watch/watch-site.js';
import { buildFixture, writeSite, type FileMap } from '../../helpers/build-fixture.js';
import { httpGet } from '../../helpers/http-get.js';

/** A small site (not SideShift's) whose config moves three old routes onto its pages. */
function siteWith(redirects: string): FileMap {
  return {
    'site.config.ts': [
      'export default {',
      "  title: 'Moving day',",
      "  url: 'https://moving.example',",
      '  redirects: [',
      redirects,
      '  ],',
      '};',
      '',
    ].join('\n'),
    'content/docs/index.md': '# Home\n\nSee the [guide](./guide.md).\n',
    'content/docs/guide.md': '# Guide\n\n## Setup\n\nSteps.\n',
  };
}

const MOVES = [
  "    { from: '/old-guide', to: '/guide' },",
  "    { from: ['/docs/setup', '/start/'], to: '/guide#setup' },",
  "    { from: '/elsewhere', to: 'https://other.example/docs' },",
].join('\n');

describe('redirects', () => {
  it('gives each "from" a page that sends the reader on, and lists them all in _redirects', async () => {
    const build = await buildFixture(siteWith(MOVES));
    assert.deepEqual(build.errors, []);
    const stub = build.html('/docs/setup')!;
    assert.match(stub, /<meta http-equiv="refresh" content="0; url=\/guide#setup">/);
    assert.match(stub, /<link rel="canonical" href="https:\/\/moving\.example\/guide#setup">/);
    assert.match(stub, /<a href="\/guide#setup">\/guide#setup<\/a>/);
    assert.match(stub, /<meta name="robots" content="noindex">/);
    assert.match(build.html('/old-guide')!, /location\.replace\("\/guide"\+location\.search\+location\.hash\)/);
    assert.match(build.html('/start')!, /url=\/guide#setup/, 'a trailing slash in "from" names the same route');
    assert.match(build.html('/elsewhere')!, /<link rel="canonical" href="https:\/\/other\.example\/docs">/);
    assert.equal(
      build.text('_redirects'),
      '/old-guide /guide 301\n/docs/setup /guide#setup 301\n/start /guide#setup 301\n/elsewhere https://other.example/docs 301\n',
    );
    assert.doesNotMatch(
      build.text('sitemap.xml')!,
      /old-guide|docs\/setup/,
      'the sitemap lists pages, not the redirects',
    );
  });

  it('writes no _redirects when the config has none, so a static one is kept', async () => {
    const build = await buildFixture({ ...siteWith(''), 'static/_redirects': '/a /b 302\n' });
    assert.deepEqual(build.errors, []);
    assert.equal(build.text('_redirects'), '/a /b 302\n');
    assert.deepEqual(
      build.result!.warnings.map((warning) => warning.code),
      [],
    );
  });

  it('fails at the config line on a "from" that is a page, a "to" no page has, a chain, a loop and a route redirected twice', async () => {
    const build = await buildFixture(
      siteWith(
        [
          "    { from: '/guide', to: '/' },", // line 5
          "    { from: '/old', to: '/guid' },", // 6
          "    { from: '/a', to: '/b' },", // 7
          "    { from: '/b', to: '/a' },", // 8
          "    { from: '/c', to: '/old-guide' },", // 9
          "    { from: '/old-guide', to: '/guide' },", // 10
          "    { from: ['/x', '/old-guide'], to: '/guide' },", // 11
        ].join('\n'),
      ),
    );
    assert.deepEqual(
      build.errors.map((error) => `${error.code} ${error.location?.file}:${error.location?.line}`),
      [
        'REDIRECT_FROM_PAGE site.config.ts:5',
        'REDIRECT_TWICE site.config.ts:11',
        'REDIRECT_TO_MISSING site.config.ts:6',
        'REDIRECT_LOOP site.config.ts:7',
        'REDIRECT_LOOP site.config.ts:8',
        'REDIRECT_CHAIN site.config.ts:9',
      ],
    );
    assert.match(build.errors[2]!.hint!, /Did you mean "\/guide"\?/);
    assert.match(build.errors[3]!.message, /\/b → \/a → \/b/);
    assert.match(build.errors[5]!.hint!, /Point it at the page itself: \/guide/);
  });

  it('rejects a "from" with a query or fragment, and a "to" that is not a route or an http(s) URL', async () => {
    const build = await buildFixture(
      siteWith("    { from: '/old?x=1', to: '/guide' },\n    { from: '/older', to: 'javascript:alert(1)' },"),
    );
    assert.deepEqual(
      build.errors.map((error) => `${error.code} ${error.location?.line}`),
      ['CONFIG_INVALID 5', 'CONFIG_INVALID 6'],
    );
  });

  it('is answered with 301 by serve (the query kept) and by watch, from the built _redirects', async () => {
    const root = writeSite(siteWith(MOVES));
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-redirects-'));
    await buildSite({ root, outDir, cache: false, logger: createMemoryLogger() });
    const served = await serveSite({ dir: outDir, port: 0, logger: createMemoryLogger() });
    const watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    try {
      for (const url of [served.url, watching.url]) {
        const moved = await httpGet(url, '/old-guide/?from=mail');
        assert.equal(moved.status, 301, url);
        assert.equal(moved.headers.location, '/guide?from=mail');
        const anchored = await httpGet(url, '/start', { method: 'HEAD' });
        assert.equal(anchored.status, 301);
        assert.equal(anchored.headers.location, '/guide#setup');
        assert.equal((await httpGet(url, '/guide')).status, 200);
        assert.equal((await httpGet(url, '/nowhere')).status, 404);
      }
    } finally {
      await watching.close();
      await served.close();
      await rm(outDir, { recursive: true, force: true });
      await rm(root, { recursive: true, force: true });
    }
  });

  it('warns, with a warm cache, of a route that had a page in the last build and has neither a page nor a redirect now', async () => {
    const root = writeSite({
      ...siteWith(''),
      'content/docs/guides/setup.md': '# Setup\n',
      'content/docs/faq.md': '# FAQ\n',
    });
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-removed-'));
    const build = () => buildSite({ root, outDir, logger: createMemoryLogger() });
    const removed = (result: Awaited<ReturnType<typeof build>>) =>
      result.warnings.filter((warning) => warning.code === 'ROUTE_REMOVED');
    try {
      assert.deepEqual(removed(await build()), [], 'a first build has nothing to compare with');
      await rename(path.join(root, 'content/docs/guides'), path.join(root, 'content/docs/tutorials'));
      await rm(path.join(root, 'content/docs/faq.md'));
      const moved = removed(await build());
      assert.deepEqual(
        moved.map((warning) => warning.message.split(' had ')[0]),
        ['/faq', '/guides/setup'],
      );
      assert.match(moved[1]!.hint!, /redirects: \[\{ from: '\/guides\/setup', to: '\/tutorials\/setup' \}\]/);
      assert.deepEqual(removed(await build()), [], 'told once: the next build compares with this one');

      await rename(path.join(root, 'content/docs/tutorials'), path.join(root, 'content/docs/guides'));
      await build();
      await rename(path.join(root, 'content/docs/guides'), path.join(root, 'content/docs/tutorials'));
      await writeFile(
        path.join(root, 'site.config.ts'),
        siteWith("    { from: '/guides/setup', to: '/tutorials/setup' },")['site.config.ts']!,
      );
      assert.deepEqual(removed(await build()), [], 'a redirect keeps the old route');
    } finally {
      await rm(outDir, { recursive: true, force: true });
      await rm(root, { recursive: true, force: true });
    }
  });

  it('reads the exact-path rules of a _redirects file written by hand, leaving out what it cannot answer', () => {
    const rules = parseRedirectRules(
      '# moved pages\n/a /b\n/c/  https://x.example/c 302\n\n/news/* /blog/:splat 301\n/d /e 200\n/f /g 308 extra\n/a /z 301\n',
    );
    assert.deepEqual(
      [...rules],
      [
        ['/a', { to: '/b', status: 301 }],
        ['/c', { to: 'https://x.example/c', status: 302 }],
      ],
    );
  });
});
