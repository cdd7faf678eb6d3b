import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parseConfig } from '../../../src/config/load-config.js';
import { createCodeHighlighter } from '../../../src/content/code-blocks/code-highlighter.js';
import { createBuildContext } from '../../../src/context/build-context.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { BlogPostSummary } from '../../../src/model/blog-post-summary.js';
import type { ClientAssets } from '../../../src/model/client-assets.js';
import type { Page } from '../../../src/model/page.js';
import type { RenderedContent } from '../../../src/model/rendered-content.js';
import type { SiteModel } from '../../../src/model/site-model.js';
import { LARGE_SIDEBAR_LINKS } from '../../../src/render/prerender-sidebars.js';
import { renderSite } from '../../../src/render/render-site.js';

const config = parseConfig(
  {
    title: 'Acme Docs',
    tagline: 'Docs for the Acme API.',
    url: 'https://docs.acme.test',
    favicon: 'img/favicon.svg',
    navbar: {
      items: [
        { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },
        { type: 'internal', to: '/changelog', label: 'Changelog' },
        { type: 'external', href: 'https://chat.acme.test', label: 'Chat' },
        { type: 'codeHost', href: 'https://github.com/acme/docs', label: 'GitHub' },
      ],
    },
    announcementBar: { id: 'launch', content: 'New: <a href="/guides/start">v2 is out</a>', isCloseable: true },
    footer: {
      columns: [
        {
          title: 'Docs',
          items: [
            { label: 'Start', to: '/guides/start' },
            { label: 'Status', href: 'https://status.acme.test' },
          ],
        },
      ],
      copyright: '© Acme',
    },
  },
  undefined,
);

function content(html: string, extra: Partial<RenderedContent> = {}): RenderedContent {
  return { html, title: '', hasOwnH1: false, toc: [], plainText: '', anchors: [], links: [], ...extra };
}

const post: BlogPostSummary = {
  route: '/blog/hello',
  title: 'Hello world',
  date: '2024-03-05',
  description: 'The first post.',
  tags: [{ label: 'news', route: '/blog/tags/news' }],
  authors: [{ key: 'ann', name: 'Ann Author', title: 'Writer' }],
  excerptHtml: '<p>Short excerpt.</p>',
  truncated: true,
  readingMinutes: 2,
};

function page(route: string, kind: Page['kind'], title: string, extra: Partial<Page> = {}): Page {
  return { route, kind, title, description: '', hideTableOfContents: false, ...extra } as Page;
}

const site: SiteModel = {
  homeRoute: '/',
  pages: [
    page('/guides/start', 'doc', 'Getting started', {
      description: 'Start here.',
      sidebarId: 'guides',
      content: content('<p>Welcome.</p><h2 id="install">Install</h2><h3 id="npm">npm</h3><h2 id="use">Use</h2>', {
        toc: [
          { depth: 2, id: 'install', text: 'Install' },
          { depth: 3, id: 'npm', text: 'npm' },
          { depth: 2, id: 'use', text: 'Use' },
        ],
      }),
      next: { title: 'Advanced', route: '/guides/advanced/deep' },
    }),
    page('/guides/advanced/deep', 'doc', 'Deep dive', {
      sidebarId: 'guides',
      hideTableOfContents: true,
      content: content('<h1>Deep dive</h1><h2 id="a">A</h2>', {
        hasOwnH1: true,
        toc: [{ depth: 2, id: 'a', text: 'A' }],
      }),
      previous: { title: 'Getting started', route: '/guides/start' },
    }),
    page('/changelog', 'page', 'Changelog', { content: content('<p>All changes.</p>') }),
    page('/search', 'search', 'Search'),
    page('/blog', 'blog-listing', 'Blog', {
      listing: { type: 'list', posts: [post], page: 1, pageCount: 2, next: '/blog/page/2' },
    }),
    page('/blog/hello', 'blog-post', 'Hello world', { post, content: content('<p>Post body.</p>') }),
  ],
  sidebars: new Map([
    [
      'guides',
      {
        id: 'guides',
        items: [
          { type: 'link', label: 'Getting started', href: '/guides/start', external: false },
          {
            type: 'category',
            label: 'Advanced',
            collapsed: true,
            items: [{ type: 'link', label: 'Deep dive', href: '/guides/advanced/deep', external: false }],
          },
        ],
      },
    ],
  ]),
  posts: [post],
  redirects: [],
};

const assets: ClientAssets = {
  files: new Map(),
  entryScript: '/assets/app-ABC123.js',
  stylesheets: ['/assets/styles-DEF456.css'],
  preloads: [],
  sharedModules: {},
};

function render(): Map<string, string> {
  const context = createBuildContext({
    root: '/site',
    outDir: '/site/build',
    config,
    logger: createMemoryLogger(),
    createHighlighter: createCodeHighlighter,
  });
  return renderSite(context, site, assets);
}

const html = render();

function parse(route: string): Root {
  const text = html.get(route);
  assert.ok(text, `no HTML for ${route}`);
  return unified().use(rehypeParse).parse(text);
}

function all(tree: Root, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (element: Element) => {
    if (test(element)) found.push(element);
  });
  return found;
}

const byTag = (tag: string) => (element: Element) => element.tagName === tag;
const attr = (element: Element, name: string) => element.properties[name];
const label = (element: Element) => String(attr(element, 'ariaLabel') ?? toText(element).trim());

function buttonNamed(tree: Root, name: string): Element {
  const buttons = all(tree, byTag('button')).filter((button) => label(button) === name);
  assert.equal(buttons.length, 1, `expected one button named "${name}"`);
  return buttons[0]!;
}

describe('renderSite', () => {
  it('renders every route and the 404 page', () => {
    assert.deepEqual([...html.keys()].sort(), [
      '/404',
      '/blog',
      '/blog/hello',
      '/changelog',
      '/guides/advanced/deep',
      '/guides/start',
      '/search',
    ]);
    for (const document of html.values()) assert.match(document, /^<!doctype html><html lang="en"/);
  });

  it('puts the title, description, canonical URL and OpenGraph tags in the head', () => {
    const tree = parse('/guides/start');
    assert.equal(toText(all(tree, byTag('title'))[0]!), 'Getting started | Acme Docs');
    const meta = (key: string) =>
      all(tree, (e) => e.tagName === 'meta' && (attr(e, 'name') === key || attr(e, 'property') === key))[0];
    assert.equal(attr(meta('description')!, 'content'), 'Start here.');
    assert.equal(attr(meta('og:title')!, 'content'), 'Getting started | Acme Docs');
    assert.equal(attr(meta('og:url')!, 'content'), 'https://docs.acme.test/guides/start');
    assert.equal(attr(meta('og:type')!, 'content'), 'website');
    const links = all(tree, byTag('link'));
    assert.equal(
      attr(links.find((l) => String(attr(l, 'rel')) === 'canonical')!, 'href'),
      'https://docs.acme.test/guides/start',
    );
    assert.equal(attr(links.find((l) => String(attr(l, 'rel')) === 'icon')!, 'href'), '/img/favicon.svg');
    assert.equal(
      attr(links.find((l) => String(attr(l, 'rel')) === 'stylesheet')!, 'href'),
      '/assets/styles-DEF456.css',
    );
    const entry = all(tree, (e) => e.tagName === 'script' && attr(e, 'src') === '/assets/app-ABC123.js')[0]!;
    assert.equal(attr(entry, 'type'), 'module');
    assert.equal(attr(meta('description')!, 'content'), 'Start here.');
    assert.equal(attr(meta('og:type')!, 'content'), 'website');
    assert.equal(
      attr(all(parse('/blog/hello'), (e) => e.tagName === 'meta' && attr(e, 'property') === 'og:type')[0]!, 'content'),
      'article',
    );
  });

  it('applies the colour mode before the stylesheet with a script that survives blocked storage', () => {
    const document = html.get('/guides/start')!;
    const script = /<script>([^<]*)<\/script>/.exec(document)![1]!;
    assert.ok(document.indexOf(script) < document.indexOf('rel="stylesheet"'));
    const root = { dataset: {} as Record<string, string> };
    const throwingStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    new Function('document', 'localStorage', script)({ documentElement: root }, throwingStorage);
    assert.equal(root.dataset.theme, 'light');
    new Function('document', 'localStorage', script)(
      { documentElement: root },
      { getItem: (key: string) => (key === 'theme' ? 'dark' : null) },
    );
    assert.equal(root.dataset.theme, 'dark');
  });

  it('makes the skip link the first focusable element, targeting main', () => {
    const tree = parse('/guides/start');
    const body = all(tree, byTag('body'))[0]!;
    const focusable = all({ type: 'root', children: [body] }, (e) => ['a', 'button', 'input'].includes(e.tagName));
    assert.equal(toText(focusable[0]!), 'Skip to main content');
    assert.equal(attr(focusable[0]!, 'href'), '#main-content');
    const main = all(tree, byTag('main'));
    assert.equal(main.length, 1);
    assert.equal(attr(main[0]!, 'id'), 'main-content');
    assert.equal(attr(main[0]!, 'tabIndex'), -1);
  });

  it('has exactly one h1 per page, whether the template or the content provides it', () => {
    for (const route of html.keys()) assert.equal(all(parse(route), byTag('h1')).length, 1, route);
    assert.equal(toText(all(parse('/guides/start'), byTag('h1'))[0]!), 'Getting started');
    assert.equal(toText(all(parse('/search'), byTag('h1'))[0]!), 'Search');
  });

  it('renders the chrome buttons as labelled buttons', () => {
    const tree = parse('/guides/start');
    buttonNamed(tree, 'Search');
    buttonNamed(tree, 'Copy Docs');
    buttonNamed(tree, 'Toggle navigation bar');
    buttonNamed(tree, 'Collapse sidebar');
    buttonNamed(tree, 'Close');
    const toggle = buttonNamed(tree, 'Switch between dark and light mode (currently light mode)');
    assert.equal(attr(toggle, 'title'), 'Switch between dark and light mode (currently light mode)');
    for (const button of all(tree, byTag('button'))) assert.equal(attr(button, 'type'), 'button');
  });

  it('links the navbar: sidebar items to their first page, external ones in a new tab, the code host by label', () => {
    const tree = parse('/guides/start');
    const nav = all(tree, (e) => e.tagName === 'nav' && attr(e, 'ariaLabel') === 'Main')[0]!;
    const links = all({ type: 'root', children: [nav] }, byTag('a'));
    const named = (name: string) => links.find((link) => label(link) === name)!;
    assert.equal(attr(named('Acme Docs'), 'href'), '/');
    assert.equal(attr(named('Guides'), 'href'), '/guides/start');
    assert.equal(attr(named('Changelog'), 'href'), '/changelog');
    assert.equal(attr(named('Chat'), 'target'), '_blank');
    assert.deepEqual(attr(named('Chat'), 'rel'), ['noopener', 'noreferrer']);
    assert.equal(attr(named('GitHub'), 'href'), 'https://github.com/acme/docs');
  });

  it('marks the current page in the sidebar and opens its collapsed category', () => {
    const tree = parse('/guides/advanced/deep');
    const sidebar = all(tree, (e) => e.tagName === 'nav' && attr(e, 'ariaLabel') === 'Docs sidebar')[0]!;
    const current = all({ type: 'root', children: [sidebar] }, (e) => attr(e, 'ariaCurrent') === 'page');
    assert.deepEqual(
      current.map((e) => toText(e)),
      ['Deep dive'],
    );
    const category = all(
      { type: 'root', children: [sidebar] },
      (e) => e.tagName === 'button' && toText(e).trim() === 'Advanced',
    )[0]!;
    assert.equal(attr(category, 'ariaExpanded'), 'true');
    // On another page the collapsed category stays collapsed.
    const other = all(parse('/guides/start'), (e) => e.tagName === 'button' && toText(e).trim() === 'Advanced')[0]!;
    assert.equal(attr(other, 'ariaExpanded'), 'false');
  });

  it('shows the h2–h3 table of contents unless the page hides it', () => {
    const toc = all(parse('/guides/start'), (e) => e.tagName === 'nav' && attr(e, 'ariaLabel') === 'On this page')[0]!;
    const links = all({ type: 'root', children: [toc] }, byTag('a')).map(
      (a) => `${toText(a)} ${String(attr(a, 'href'))}`,
    );
    assert.deepEqual(links, ['Install #install', 'npm #npm', 'Use #use']);
    assert.equal(all(parse('/guides/advanced/deep'), (e) => attr(e, 'ariaLabel') === 'On this page').length, 0);
  });

  it('links the previous and next pages', () => {
    const nav = all(
      parse('/guides/advanced/deep'),
      (e) => e.tagName === 'nav' && attr(e, 'ariaLabel') === 'Docs pages',
    )[0]!;
    const [previous] = all({ type: 'root', children: [nav] }, byTag('a'));
    assert.equal(attr(previous!, 'href'), '/guides/start');
    assert.match(toText(previous!), /Previous.*Getting started/s);
  });

  it('renders a standalone page without a sidebar', () => {
    const tree = parse('/changelog');
    assert.equal(all(tree, (e) => attr(e, 'ariaLabel') === 'Docs sidebar').length, 0);
    assert.match(toText(all(tree, byTag('main'))[0]!), /All changes\./);
  });

  it('renders the search page with a labelled query input', () => {
    const tree = parse('/search');
    const input = all(tree, byTag('input'))[0]!;
    assert.equal(attr(input, 'name'), 'q');
    const labelFor = all(
      tree,
      (e) => e.tagName === 'label' && String(attr(e, 'htmlFor')) === String(attr(input, 'id')),
    )[0]!;
    assert.equal(toText(labelFor), 'Search docs');
  });

  it('renders blog lists and posts with dates, authors, tags and pagination', () => {
    const list = parse('/blog');
    assert.match(
      toText(all(list, byTag('main'))[0]!),
      /Hello world.*March 5, 2024.*Ann Author.*Short excerpt\..*news/s,
    );
    const more = all(list, (e) => e.tagName === 'a' && attr(e, 'ariaLabel') === 'Read more about Hello world')[0]!;
    assert.equal(attr(more, 'href'), '/blog/hello');
    const pager = all(list, (e) => e.tagName === 'nav' && attr(e, 'ariaLabel') === 'Blog list page navigation')[0]!;
    assert.equal(attr(all({ type: 'root', children: [pager] }, byTag('a'))[0]!, 'href'), '/blog/page/2');
    const postPage = parse('/blog/hello');
    assert.equal(toText(all(postPage, byTag('h1'))[0]!), 'Hello world');
    assert.equal(attr(all(postPage, byTag('time'))[0]!, 'dateTime'), '2024-03-05');
  });

  it('renders a 404 page that is not indexed and links home', () => {
    const tree = parse('/404');
    assert.equal(toText(all(tree, byTag('h1'))[0]!), 'Page Not Found');
    assert.ok(
      all(tree, (e) => e.tagName === 'meta' && attr(e, 'name') === 'robots' && attr(e, 'content') === 'noindex')
        .length === 1,
    );
    assert.ok(
      all(tree, (e) => e.tagName === 'a' && attr(e, 'href') === '/' && /docs home/.test(toText(e))).length === 1,
    );
    assert.ok(all(tree, (e) => e.tagName === 'a' && attr(e, 'href') === '/search').length === 1);
  });

  it('marks islands for hydration with JSON props', () => {
    const tree = parse('/guides/start');
    const island = all(tree, (e) => attr(e, 'dataIsland') === 'ThemeToggle')[0]!;
    assert.deepEqual(JSON.parse(String(attr(island, 'dataProps'))), { defaultMode: 'light', followSystem: false });
  });

  it('keeps a very large sidebar small: the current path is open, other categories link to their first page', () => {
    const perCategory = Math.ceil(LARGE_SIDEBAR_LINKS / 4) + 1;
    const categories = ['one', 'two', 'three', 'four', 'five'].map((name) => ({
      type: 'category' as const,
      label: `Category ${name}`,
      collapsed: false,
      items: Array.from({ length: perCategory }, (_, i) => ({
        type: 'link' as const,
        label: `${name} ${i}`,
        href: `/${name}/${i}`,
        external: false,
      })),
    }));
    const big: SiteModel = {
      homeRoute: '/',
      pages: categories.flatMap((category) =>
        category.items.map((link) =>
          page(link.href, 'doc', link.label, { sidebarId: 'big', content: content('<p>x</p>') }),
        ),
      ),
      sidebars: new Map([['big', { id: 'big', items: categories }]]),
      posts: [],
      redirects: [],
    };
    const output = renderSite(
      createBuildContext({
        root: '/site',
        outDir: '/site/build',
        config,
        logger: createMemoryLogger(),
        createHighlighter: createCodeHighlighter,
      }),
      big,
      assets,
    );
    const tree = unified().use(rehypeParse).parse(output.get('/three/5')!);
    const sidebar = all(tree, (e) => e.tagName === 'nav' && attr(e, 'ariaLabel') === 'Docs sidebar')[0]!;
    const links = all({ type: 'root', children: [sidebar] }, byTag('a'));
    assert.equal(links.filter((a) => String(attr(a, 'href')).startsWith('/three/')).length, perCategory);
    assert.equal(attr(links.find((a) => toText(a) === 'Category one')!, 'href'), '/one/0');
    assert.equal(links.filter((a) => String(attr(a, 'href')).startsWith('/one/')).length, 1);
    assert.deepEqual(
      all({ type: 'root', children: [sidebar] }, (e) => attr(e, 'ariaCurrent') === 'page').map((e) => toText(e)),
      ['three 5'],
    );
  });
});
