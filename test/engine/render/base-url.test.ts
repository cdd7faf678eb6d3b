import assert from 'node:assert/strict';
import { describe, it, before } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withBaseUrl, withoutBaseUrl } from '../../../client/with-base-url.js';
import { parseConfig } from '../../../src/config/load-config.js';
import { useBaseUrl, type BaseUrlOptions } from '../../../templates/mdx/use-base-url.js';
import { SiteUrlsContext } from '../../../templates/site-href.js';
import { buildFixture, type FixtureBuild } from '../../helpers/build-fixture.js';

describe('withBaseUrl: a site path under the base URL', () => {
  it('leaves every URL as it is with the base "/"', () => {
    for (const url of [
      '/',
      '/a/b',
      '/a#x',
      '#x',
      'img/a.png',
      'https://x.example/a',
      '//cdn.example/a',
      'mailto:a@b.c',
    ]) {
      assert.equal(withBaseUrl('/', url), url);
    }
  });

  it('puts paths from the site root under the base, and nothing else', () => {
    assert.equal(withBaseUrl('/sub/', '/'), '/sub/');
    assert.equal(withBaseUrl('/sub/', '/a/b'), '/sub/a/b');
    assert.equal(withBaseUrl('/sub/', '/a/b#x'), '/sub/a/b#x');
    assert.equal(withBaseUrl('/sub/', '/assets/app-X.js'), '/sub/assets/app-X.js');
    assert.equal(withBaseUrl('/a/b/', '/faq?q=1'), '/a/b/faq?q=1');
    for (const url of ['#x', 'img/a.png', './a', 'https://x.example/a', '//cdn.example/a', 'mailto:a@b.c', '']) {
      assert.equal(withBaseUrl('/sub/', url), url);
    }
  });

  it('takes the base off a path in the site, and says when a path is outside it', () => {
    assert.equal(withoutBaseUrl('/sub/', '/sub/a/b'), '/a/b');
    assert.equal(withoutBaseUrl('/sub/', '/sub/'), '/');
    assert.equal(withoutBaseUrl('/sub/', '/sub'), '/');
    assert.equal(withoutBaseUrl('/sub/', '/subway/a'), undefined);
    assert.equal(withoutBaseUrl('/sub/', '/other/a'), undefined);
    assert.equal(withoutBaseUrl('/', '/a'), '/a');
  });
});

/** A component that shows what useBaseUrl gives for `url`. */
function Probe({ url, options }: { url: string; options?: BaseUrlOptions }) {
  return createElement('i', { title: useBaseUrl(url, options) });
}

describe("useBaseUrl (Docusaurus' @docusaurus/useBaseUrl)", () => {
  function rendered(baseUrl: string, url: string, options?: BaseUrlOptions): string {
    const html = renderToStaticMarkup(
      createElement(
        SiteUrlsContext.Provider,
        { value: { baseUrl, url: 'https://example.org' } },
        createElement(Probe, { url, options }),
      ),
    );
    return /title="([^"]*)"/.exec(html)?.[1] ?? '';
  }

  it("follows Docusaurus' rules", () => {
    assert.equal(rendered('/sub/', '/img/a.png'), '/sub/img/a.png');
    assert.equal(rendered('/sub/', 'img/a.png'), '/sub/img/a.png');
    assert.equal(rendered('/sub/', '/sub/img/a.png'), '/sub/img/a.png', 'a path already under the base keeps it once');
    assert.equal(rendered('/sub/', '/sub/img/a.png', { forcePrependBaseUrl: true }), '/sub/sub/img/a.png');
    assert.equal(rendered('/sub/', '/sub'), '/sub/');
    assert.equal(rendered('/sub/', '/img/a.png', { absolute: true }), 'https://example.org/sub/img/a.png');
    assert.equal(rendered('/sub/', 'https://x.example/a.png'), 'https://x.example/a.png');
    assert.equal(rendered('/sub/', '#top'), '#top');
    assert.equal(rendered('/', '/img/a.png'), '/img/a.png');
    assert.equal(rendered('/', 'img/a.png'), '/img/a.png');
  });
});

describe('the baseUrl config key', () => {
  it('is "/" by default and takes a path that starts and ends with "/"', () => {
    assert.equal(parseConfig({ title: 'T' }, undefined).baseUrl, '/');
    for (const baseUrl of ['/', '/my-project/', '/docs/v2/'])
      assert.equal(parseConfig({ title: 'T', baseUrl }, undefined).baseUrl, baseUrl);
  });

  it('refuses anything else with CONFIG_INVALID at its line, saying what a base URL is', async () => {
    for (const baseUrl of [
      'my-project/',
      '/my-project',
      '',
      'https://example.org/my-project/',
      '/a//b/',
      '/a/../',
      '/a b/',
      '/a?b/',
      '/a#b/',
    ]) {
      const build = await buildFixture({
        'site.config.ts': `export default {\n  title: 'Bad base',\n  url: 'https://example.org',\n  baseUrl: ${JSON.stringify(baseUrl)},\n};\n`,
        'content/docs/index.md': '# Home\n',
      });
      assert.equal(
        build.errors.length,
        1,
        `${JSON.stringify(baseUrl)}: ${build.errors.map((error) => error.message).join('; ')}`,
      );
      const [error] = build.errors;
      assert.equal(error!.code, 'CONFIG_INVALID');
      assert.deepEqual(error!.location, { file: 'site.config.ts', line: 4 }, JSON.stringify(baseUrl));
      assert.match(
        error!.message,
        /config key "baseUrl": a base URL (is a path that starts and ends with "\/"|has no "\." or "\.\." segments)/,
      );
    }
  });
});

/** Every URL an HTML document writes in an attribute, by attribute. */
function attributeUrls(html: string): { attribute: string; url: string }[] {
  return [...html.matchAll(/\s(href|src|srcset|action|content|data-markdown-href|data-island-src)="([^"]*)"/g)].map(
    (match) => ({ attribute: match[1]!, url: match[2]! }),
  );
}

describe('a site built with baseUrl "/handbook/" (test/fixtures/base-url-site)', () => {
  let site: FixtureBuild;
  const htmlFiles = () => [...site.result!.files.keys()].filter((file) => file.endsWith('.html'));

  before(async () => {
    site = await buildFixture('base-url-site');
    assert.deepEqual(site.errors, []);
  });

  /** The output file a published path (`/handbook/guide#x`) is served from, when there is one. */
  function fileFor(url: string): string | undefined {
    const route = withoutBaseUrl('/handbook/', url.split(/[?#]/)[0]!);
    assert.ok(route !== undefined, `${url} is under the base URL`);
    const relative = decodeURI(route).slice(1);
    const files = site.result!.files;
    for (const candidate of [relative, `${relative}${relative === '' || relative.endsWith('/') ? '' : '/'}index.html`])
      if (files.has(candidate)) return candidate;
    return undefined;
  }

  it('writes every link, asset and script of every page under the base URL, and each leads to a file of the output', () => {
    let checked = 0;
    for (const file of htmlFiles()) {
      for (const { attribute, url } of attributeUrls(site.text(file)!)) {
        if (attribute === 'content' || !url.startsWith('/') || url.startsWith('//')) continue;
        assert.ok(url.startsWith('/handbook/'), `${file}: ${attribute}="${url}" is not under /handbook/`);
        if (file === 'old-guide/index.html' || attribute === 'action') continue;
        assert.ok(fileFor(url), `${file}: ${attribute}="${url}" leads to no file of the output`);
        checked += 1;
      }
    }
    assert.ok(checked > 200, `checked ${checked} URLs`);
  });

  it('writes links in content as the page has them: Markdown, HTML and MDX elements, <Link>, useBaseUrl, client components and their CSS', () => {
    const home = site.html('/')!;
    assert.match(home, /<a href="\/handbook\/guide">guide<\/a>/);
    assert.match(home, /<a href="\/handbook\/guide#setup">setup<\/a>/);
    assert.match(home, /<a href="\/handbook\/components">components<\/a>/);
    assert.match(home, /<img src="\/handbook\/img\/logo.svg" alt="The logo"/);
    const components = site.html('/components')!;
    assert.match(components, /<a class="raw-link" href="\/handbook\/guide#setup">/);
    assert.match(components, /<img class="raw-image" src="\/handbook\/img\/logo.svg"/);
    assert.match(components, /<a href="\/handbook\/guide" class="link-component">/);
    assert.match(components, /<img class="hooked-logo" src="\/handbook\/img\/logo.svg"/);
    assert.match(components, /<link rel="stylesheet" href="\/handbook\/assets\/pages\/[0-9A-F]+\.css"\/>/);
    const islandSrc = /data-island-src="\/handbook\/(assets\/components\/counter-[^"]+\.js)"/.exec(components)?.[1];
    assert.ok(islandSrc, 'the client component is loaded from under the base');
    assert.match(
      site.text(islandSrc)!,
      /from"\/handbook\/assets\/react(-jsx-runtime)?-[A-Z0-9]+\.js"/,
      'the component imports React from under the base',
    );
    assert.match(site.html('/api/list-pets')!, /as the <a href="\/handbook\/guide#setup">guide<\/a> explains/);
  });

  it('writes the chrome under it: navbar, sidebar (the current page marked), footer, announcement, logo, favicon, stylesheets, scripts, chat widget', () => {
    const guide = site.html('/guide')!;
    assert.match(guide, /<html lang="en" data-theme="light" data-base-url="\/handbook\/">/);
    assert.match(
      guide,
      /<a class="navbar-brand" href="\/handbook\/"><img class="navbar-logo" src="\/handbook\/img\/logo.svg"/,
    );
    assert.match(
      guide,
      /<a class="navbar-link navbar-link--active" href="\/handbook\/guide" aria-current="page">Guide<\/a>/,
    );
    assert.match(guide, /<a class="sidebar-link" href="\/handbook\/guide" aria-current="page">Guide<\/a>/);
    assert.match(guide, /<a class="footer-link" href="\/handbook\/components">Components<\/a>/);
    assert.match(guide, /<a class="footer-link" href="https:\/\/example.com\/"/);
    assert.match(guide, /The <a href="\/handbook\/guide">guide<\/a> moved\./);
    assert.match(guide, /Read the <a href="\/handbook\/guide#setup">setup<\/a>\./);
    assert.match(guide, /<link rel="icon" href="\/handbook\/img\/favicon.svg"\/>/);
    assert.match(guide, /<link rel="stylesheet" href="\/handbook\/assets\/styles-[A-Z0-9]+\.css"\/>/);
    assert.match(guide, /<link rel="stylesheet" href="\/handbook\/assets\/custom-[0-9A-F]+\.css"\/>/);
    assert.match(guide, /<script type="module" src="\/handbook\/assets\/app-[A-Z0-9]+\.js"><\/script>/);
    assert.match(guide, /"scriptUrl":"\/handbook\/chat\/widget.js"/);
    assert.match(site.html('/search')!, /<form class="search-page-form"[^>]* action="\/handbook\/search"/);
  });

  it('writes public URLs on the origin and the base URL: canonical and Open Graph, sitemap, feeds, llms.txt, all-docs.txt and the .md copies', () => {
    const guide = site.html('/guide')!;
    assert.match(guide, /<link rel="canonical" href="https:\/\/example.org\/handbook\/guide"\/>/);
    assert.match(guide, /<meta property="og:url" content="https:\/\/example.org\/handbook\/guide"\/>/);
    const locs = [...site.text('sitemap.xml')!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    assert.ok(
      locs.includes('https://example.org/handbook/') && locs.includes('https://example.org/handbook/guide'),
      locs.join(' '),
    );
    assert.ok(
      locs.every((loc) => loc.startsWith('https://example.org/handbook/')),
      locs.join(' '),
    );
    assert.match(site.text('blog/rss.xml')!, /<link>https:\/\/example.org\/handbook\/blog\/hello<\/link>/);
    assert.match(
      site.text('blog/rss.xml')!,
      /The &lt;a href=&quot;https:\/\/example.org\/handbook\/guide&quot;&gt;guide/,
    );
    assert.match(
      site.text('blog/atom.xml')!,
      /<link rel="self" href="https:\/\/example.org\/handbook\/blog\/atom.xml"\/>/,
    );
    const llms = site.text('llms.txt')!;
    assert.match(llms, /\[Guide\]\(https:\/\/example.org\/handbook\/guide.md\)/);
    assert.match(llms, /\[llms-full.txt\]\(https:\/\/example.org\/handbook\/llms-full.txt\)/);
    assert.match(site.text('all-docs.txt')!, /^URL: https:\/\/example.org\/handbook\/guide$/m);
    assert.equal(
      site.text('guide.md'),
      '# Guide\n\nBack to the [home page](https://example.org/handbook/).\n\n## Setup\n\nRead the [pets API](https://example.org/handbook/api/list-pets).\n',
    );
    assert.match(site.text('components.md')!, /\[link\]\(https:\/\/example.org\/handbook\/guide\)/);
    assert.match(site.text('api/list-pets.md')!, /\[guide\]\(https:\/\/example.org\/handbook\/guide#setup\)/);
  });

  it('writes the search settings with the index and the search page under it (hits are routes: the browser puts them under it)', () => {
    const settings = JSON.parse(site.text('search/settings.json')!) as { indexUrls: string[]; searchPageUrl: string };
    assert.equal(settings.searchPageUrl, '/handbook/search');
    assert.ok(
      settings.indexUrls.length > 0 &&
        settings.indexUrls.every((url) => url.startsWith('/handbook/assets/search-index-')),
      settings.indexUrls.join(),
    );
    assert.ok(
      settings.indexUrls.every((url) => fileFor(url)),
      'the index files exist',
    );
  });

  it('writes redirects as browsers ask for them: the stub page and _redirects under the base', () => {
    assert.equal(site.text('_redirects'), '/handbook/old-guide /handbook/guide 301\n');
    const stub = site.text('old-guide/index.html')!;
    assert.match(stub, /<meta http-equiv="refresh" content="0; url=\/handbook\/guide">/);
    assert.match(stub, /<link rel="canonical" href="https:\/\/example.org\/handbook\/guide">/);
    assert.match(stub, /location.replace\("\/handbook\/guide"\+location.search\+location.hash\)/);
    assert.match(stub, /<a href="\/handbook\/guide">\/handbook\/guide<\/a>/);
  });

  it('keeps the output layout of a site at "/": the host maps the base URL to the folder', () => {
    for (const file of [
      'index.html',
      'guide/index.html',
      '404.html',
      'all-docs.txt',
      'sitemap.xml',
      'search/settings.json',
      'img/logo.svg',
    ]) {
      assert.ok(site.result!.files.has(file), file);
    }
    assert.ok(![...site.result!.files.keys()].some((file) => file.startsWith('handbook/')));
  });
});
