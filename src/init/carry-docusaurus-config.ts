import path from 'node:path';
import { carryThemeConfig } from './carry-theme-config.js';
import { carryPluginList, ConfigImports, isData, type PluginListContext } from './carry-unified-plugins.js';
import type { DocusaurusConfigSource, KeyPath } from './docusaurus-config-source.js';
import { DocusaurusReading, isPlainObject, type NotCarried, type ObjectReader } from './docusaurus-reading.js';
import { navbarDocRoutes, type DocsFolderSettings, type VersionKeys } from './doc-routes.js';
import { Code, CommentLine, Commented } from './write-ts-value.js';

const NOT_YET = 'not supported by docs-build yet';

const TOP_LEVEL_REASONS: Record<string, string> = {
  customFields: 'docs-build pages have no siteConfig.customFields to read',
  clientModules: 'docs-build runs no Docusaurus client modules',
  themes: 'docs-build has its own theme and runs no Docusaurus themes',
  organizationName: 'used by `docusaurus deploy` only',
  projectName: 'used by `docusaurus deploy` only',
  deploymentBranch: 'used by `docusaurus deploy` only',
  githubHost: 'used by `docusaurus deploy` only',
  githubPort: 'used by `docusaurus deploy` only',
  future: "flags of Docusaurus' own build",
  trailingSlash: 'docs-build writes every page as folder/index.html, served with or without the slash',
  noIndex: `${NOT_YET}: a site-wide noindex`,
  titleDelimiter: 'docs-build writes page titles as "Page | Site"',
  onBrokenMarkdownLinks: 'docs-build resolves links to .md files and reports broken ones as onBrokenLinks says',
  onDuplicateRoutes: 'two pages with one route are always an error in docs-build',
  ssrTemplate: 'docs-build renders pages with its own templates',
  webpack: 'docs-build does not use webpack',
  baseUrlIssueBanner: 'docs-build links every page under the base URL, so there is no wrong base to warn of',
};

const CLASSIC_REASONS: Record<string, string> = {
  googleTagManager: `${NOT_YET}: Google Tag Manager`,
  googleAnalytics: `${NOT_YET}: Google Analytics`,
  sitemap: 'docs-build writes sitemap.xml itself, listing every page',
  svgr: 'docs-build does not use webpack loaders',
  pages: 'React pages in src/pages are not built (each is listed below)',
  debug: "the debug plugin is Docusaurus' own",
};

const DOCS_REASONS: Record<string, string> = {
  disableVersioning: `${NOT_YET}: remove versions.json to build the current docs alone`,
  editCurrentVersion: `${NOT_YET}: edit links of older versions lead to their own files`,
  editLocalizedFiles: 'docs-build builds one locale',
  sidebarCollapsible: `${NOT_YET}: categories that cannot be collapsed site-wide (set collapsible: false on a category)`,
  showLastUpdateTime: `${NOT_YET}: dates from git (last_update in front matter works)`,
  showLastUpdateAuthor: `${NOT_YET}: authors from git (last_update in front matter works)`,
  breadcrumbs: 'docs-build shows no breadcrumbs',
  numberPrefixParser: "docs-build strips number prefixes the way Docusaurus' default parser does",
  admonitions: "docs-build's admonitions are the seven Docusaurus types, with no extra keywords",
  sidebarItemsGenerator: 'a function that generates sidebar items: docs-build generates them from the folders itself',
  docItemComponent: 'docs-build renders docs with its own templates',
  docCategoryGeneratedIndexComponent: 'docs-build renders docs with its own templates',
  tags: `${NOT_YET}: doc tags`,
  onInlineTags: `${NOT_YET}: doc tags`,
};

const BLOG_REASONS: Record<string, string> = {
  showReadingTime: `${NOT_YET}: reading times`,
  feedOptions: 'docs-build writes an RSS and an Atom feed of the blog with its own settings',
  editUrl: '"Edit this page" links are for docs only',
  blogSidebarCount: 'the blog lists its posts on its list pages',
  blogSidebarTitle: 'the blog lists its posts on its list pages',
  onInlineTags: `${NOT_YET}: warnings about tags`,
  onInlineAuthors: `${NOT_YET}: warnings about authors`,
  onUntruncatedBlogPosts: `${NOT_YET}: warnings about posts without a truncate marker`,
  archiveBasePath: 'the archive lives at <blog>/archive',
  tagsBasePath: 'the tag pages live at <blog>/tags',
};

const REDIRECT_REASONS: Record<string, string> = {
  createRedirects: 'a function: write the redirects it makes as from/to pairs in redirects',
  fromExtensions: `${NOT_YET}: redirects from .html addresses`,
  toExtensions: `${NOT_YET}: redirects to .html addresses`,
};

/** What the written `site.config.ts` holds: its keys in order (values, `Code`, `Commented`) and imports. */
export interface CarriedConfig {
  config: Record<string, unknown>;
  imports: ConfigImports;
  notCarried: NotCarried[];
}

export interface CarryOptions {
  /** The project folder (where the Docusaurus config is). */
  root: string;
  source: DocusaurusConfigSource;
  /** Package specifiers the config imports that are not installed. */
  missing: ReadonlySet<string>;
}

/** The settings of an evaluated Docusaurus config that docs-build has, in docs-build's shapes; the others listed. */
export function carryDocusaurusConfig(value: unknown, { root, source, missing }: CarryOptions): CarriedConfig {
  const reading = new DocusaurusReading(source);
  const imports = new ConfigImports();
  const plugins: PluginListContext = { reading, imports, missing };
  const top = reading.open(value, [], '', TOP_LEVEL_REASONS);
  const config: Record<string, unknown> = {};

  config.title = top.string('title') ?? 'Documentation';
  const tagline = top.string('tagline');
  if (tagline) config.tagline = tagline;
  config.url = top.string('url');
  config.favicon = top.string('favicon')?.replace(/^\//, '');
  // Docusaurus adds the slashes a base URL lacks; docs-build asks for them.
  const baseUrl = top.string('baseUrl')?.replace(/^\/*/, '/').replace(/\/*$/, '/');
  if (baseUrl && baseUrl !== '/') config.baseUrl = baseUrl;

  const presets = top.take('presets');
  const classic = Array.isArray(presets) ? carryPresets(reading, presets, root, plugins) : undefined;
  const docs = classic?.docs ?? defaultDocs();
  config.docs = docs.written;
  config.sidebars = docs.sidebars;
  if (classic?.blog !== null) config.blog = classic?.blog ?? { path: 'blog', routeBasePath: '/blog' };
  if (classic?.customCss) config.customCss = classic.customCss.length === 1 ? classic.customCss[0] : classic.customCss;
  if (classic?.gtag) config.gtag = classic.gtag;
  // Plain data in Docusaurus' shapes, which docs-build reads as they are.
  for (const key of ['headTags', 'scripts', 'stylesheets']) {
    const value = top.peek(key);
    if (Array.isArray(value) && isData(value)) config[key] = top.take(key);
  }

  const staticDirectories = top.take('staticDirectories');
  if (Array.isArray(staticDirectories)) {
    if (typeof staticDirectories[0] === 'string') config.staticDir = relativeFolder(root, staticDirectories[0]);
    for (const [i, folder] of staticDirectories.slice(1).entries()) {
      reading.leave(
        ['staticDirectories', i + 1],
        `staticDirectories[${i + 1}] (${String(folder)})`,
        'docs-build copies one static folder: move these files into the first',
      );
    }
  } else config.staticDir = 'static';

  config.markdown = carryMarkdown(reading, top, docs.plugins);
  config.editUrl = docs.editUrl;
  for (const key of ['onBrokenLinks', 'onBrokenAnchors']) {
    const policy = top.string(key);
    if (policy !== undefined) config[key] = policy === 'log' ? 'warn' : policy;
  }

  readI18n(top);
  const routes = navbarDocRoutes(root, docs.folder, docs.written as VersionKeys);
  const { headTags: metaTags, ...themeCarried } = carryThemeConfig(reading, top.take('themeConfig'), (id) =>
    routes.get(id),
  );
  Object.assign(config, themeCarried);
  if (metaTags) config.headTags = [...((config.headTags as unknown[] | undefined) ?? []), ...metaTags];

  const themes = top.take('themes');
  if (Array.isArray(themes)) {
    for (const [i, theme] of themes.entries()) {
      reading.leave(
        ['themes', i],
        `theme ${describeName(Array.isArray(theme) ? theme[0] : theme)}`,
        'docs-build has its own theme and runs no Docusaurus themes',
      );
    }
  }
  const pluginList = top.take('plugins');
  if (Array.isArray(pluginList)) {
    const redirects = carryPlugins(reading, pluginList);
    if (redirects.length > 0) config.redirects = redirects;
  }
  return { config, imports, notCarried: reading.finish() };
}

interface DocsCarried {
  written: Record<string, unknown>;
  folder: DocsFolderSettings;
  sidebars: unknown;
  editUrl?: string;
  /** The plugin lists, already in docs-build's shape, by key (`remarkPlugins`). */
  plugins: Record<string, unknown[]>;
}

function defaultDocs(): DocsCarried {
  return {
    written: { path: 'docs', routeBasePath: '/docs' },
    folder: { path: 'docs', routeBasePath: '/docs', include: ['**/*.{md,mdx}'], exclude: [] },
    sidebars: autogeneratedSidebar(),
    plugins: {},
  };
}

/** Docusaurus without `sidebarPath` makes one sidebar, `defaultSidebar`, of every doc by folder. */
function autogeneratedSidebar(): unknown {
  return new Commented(
    { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] },
    "Docusaurus' sidebar when it has no sidebarPath: every doc, by folder.",
  );
}

const PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'rehypePlugins'] as const;

function carryPresets(
  reading: DocusaurusReading,
  presets: unknown[],
  root: string,
  plugins: PluginListContext,
): { docs?: DocsCarried; blog?: Record<string, unknown> | null; customCss?: string[]; gtag?: Record<string, unknown> } {
  const result: {
    docs?: DocsCarried;
    blog?: Record<string, unknown> | null;
    customCss?: string[];
    gtag?: Record<string, unknown>;
  } = {};
  presets.forEach((preset, i) => {
    const name = Array.isArray(preset) ? preset[0] : preset;
    if (!isClassic(name) || result.docs) {
      reading.leave(
        ['presets', i],
        `preset ${describeName(name)}`,
        'docs-build reads the classic preset only: its docs, blog and markdown settings',
      );
      return;
    }
    const options = reading.open(
      Array.isArray(preset) ? preset[1] : undefined,
      ['presets', i, 1],
      'classic preset',
      CLASSIC_REASONS,
    );
    const docs = options.take('docs');
    if (docs === false) {
      reading.leave(
        ['presets', i, 1, 'docs'],
        'docs: false',
        'docs-build builds the docs of docs/ (a site without docs needs its pages in content/pages)',
      );
      result.docs = defaultDocs();
    } else result.docs = carryDocs(reading, docs, ['presets', i, 1, 'docs'], root, plugins);
    const blog = options.take('blog');
    result.blog =
      blog === false ? null : carryBlog(reading, blog, ['presets', i, 1, 'blog'], root, plugins, result.docs.plugins);
    const gtag = options.peek('gtag');
    if (isPlainObject(gtag) && (typeof gtag.trackingID === 'string' || Array.isArray(gtag.trackingID))) {
      options.take('gtag');
      result.gtag = { trackingID: gtag.trackingID, ...(gtag.anonymizeIP === true && { anonymizeIP: true }) };
    }
    const theme = options.peek('theme');
    if (isPlainObject(theme)) {
      options.take('theme');
      const reader = reading.open(theme, ['presets', i, 1, 'theme'], 'classic preset theme');
      const customCss = reader.take('customCss');
      const files = (Array.isArray(customCss) ? customCss : [customCss]).filter(
        (file): file is string => typeof file === 'string',
      );
      // `require.resolve('./src/css/custom.css')` gives an absolute path: the site config names it from its root.
      if (files.length > 0) result.customCss = files.map((file) => relativeFolder(root, file));
    }
    const pages = options.peek('pages');
    if (isPlainObject(pages)) {
      options.take('pages');
      const reader = reading.open(pages, ['presets', i, 1, 'pages'], 'classic preset pages');
      for (const key of PLUGIN_KEYS) sameAsDocs(reading, reader, key, result.docs.plugins[key] ?? [], plugins);
    }
  });
  return result;
}

function carryDocs(
  reading: DocusaurusReading,
  value: unknown,
  keyPath: KeyPath,
  root: string,
  plugins: PluginListContext,
): DocsCarried {
  const docs = reading.open(value, keyPath, 'docs', DOCS_REASONS);
  const folder: DocsFolderSettings = {
    path: relativeFolder(root, docs.string('path') ?? 'docs'),
    routeBasePath: `/${(docs.string('routeBasePath') ?? 'docs').replace(/^\/+|\/+$/g, '')}`,
    include: stringList(docs, 'include') ?? ['**/*.{md,mdx}'],
    exclude: stringList(docs, 'exclude') ?? [],
  };
  const written: Record<string, unknown> = { path: folder.path, routeBasePath: folder.routeBasePath };
  if (docs.peek('include') !== undefined) written.include = folder.include;
  if (docs.peek('exclude') !== undefined) written.exclude = folder.exclude;
  if (typeof docs.peek('sidebarCollapsed') === 'boolean') written.sidebarCollapsed = docs.take('sidebarCollapsed');
  Object.assign(written, carryVersionKeys(docs));

  let sidebars: unknown = autogeneratedSidebar();
  const sidebarPath = docs.peek('sidebarPath');
  if (typeof sidebarPath === 'string') {
    docs.take('sidebarPath');
    sidebars = new Commented(relativeFolder(root, sidebarPath), 'The sidebars file, used as it is.');
  } else if (sidebarPath === false) {
    docs.leave('sidebarPath', 'docs-build shows a sidebar made from the folders where Docusaurus showed none');
  }
  let editUrl: string | undefined;
  if (typeof docs.peek('editUrl') === 'function')
    docs.leave(
      'editUrl',
      "a function of Docusaurus' own arguments: write it as a function of { docPath } in site.config.ts",
    );
  else editUrl = docs.string('editUrl');

  const lists: Record<string, unknown[]> = {};
  for (const key of PLUGIN_KEYS) {
    lists[key] = carryPluginList(docs.take(key), [...keyPath, key], `docs.${key}`, plugins);
  }
  return { written, folder, sidebars, ...(editUrl !== undefined && { editUrl }), plugins: lists };
}

function carryBlog(
  reading: DocusaurusReading,
  value: unknown,
  keyPath: KeyPath,
  root: string,
  plugins: PluginListContext,
  docsPlugins: Record<string, unknown[]>,
): Record<string, unknown> {
  const blog = reading.open(value, keyPath, 'blog', BLOG_REASONS);
  const written: Record<string, unknown> = {
    path: relativeFolder(root, blog.string('path') ?? 'blog'),
    routeBasePath: `/${(blog.string('routeBasePath') ?? 'blog').replace(/^\/+|\/+$/g, '')}`,
  };
  const title = blog.string('blogTitle');
  if (title !== undefined) written.title = title;
  const description = blog.string('blogDescription');
  if (description !== undefined) written.description = description;
  const perPage = blog.peek('postsPerPage');
  if (typeof perPage === 'number') written.postsPerPage = blog.take('postsPerPage');
  else if (perPage !== undefined) blog.leave('postsPerPage', `${NOT_YET}: every post on one page`);
  const authors = blog.string('authorsMapPath');
  if (authors !== undefined) written.authorsFile = authors;
  for (const key of PLUGIN_KEYS) sameAsDocs(reading, blog, key, docsPlugins[key] ?? [], plugins);
  return written;
}

/**
 * A plugin list of the blog or pages: docs-build has one list for every page, the docs' one. Entries
 * that the docs' list has too (by how they are written) are carried by it; the others are listed.
 */
function sameAsDocs(
  reading: DocusaurusReading,
  reader: ObjectReader,
  key: (typeof PLUGIN_KEYS)[number],
  docsList: unknown[],
  plugins: PluginListContext,
): void {
  const values = reader.take(key);
  if (!Array.isArray(values) || values.length === 0) return;
  const written = reading.source.nodeAt([...reader.path, key]);
  const docsTexts = new Set(docsList.map(entryText));
  values.forEach((_, i) => {
    const element = written?.type === 'ArrayExpression' ? written.elements[i] : undefined;
    const reference = element
      ? reading.source.moduleOf(
          element.type === 'ArrayExpression' && element.elements[0] ? element.elements[0] : element,
        )
      : undefined;
    const name = reference ? plugins.imports.nameOf(reference) : undefined;
    if (name !== undefined && docsTexts.has(name)) return;
    reading.leave(
      [...reader.path, key, i],
      `${reader.label}.${key}[${i}]`,
      `docs-build runs one list of plugins on every page: add it to markdown.${key} in site.config.ts if it suits the docs too`,
    );
  });
}

/** The name a written plugin entry imports (`npm2yarn` of `[npm2yarn, { sync: true }]`). */
function entryText(entry: unknown): string {
  if (entry instanceof Code) return entry.text;
  if (Array.isArray(entry) && entry[0] instanceof Code) return entry[0].text;
  if (entry instanceof CommentLine) return /^\[?([\w$]+)/.exec(entry.text)?.[1] ?? '';
  return '';
}

/** `markdown`: Docusaurus' format (MDX by default), and the docs' plugin lists. */
function carryMarkdown(reading: DocusaurusReading, top: ObjectReader, lists: Record<string, unknown[]>): unknown {
  const markdown = reading.open(top.take('markdown'), ['markdown'], 'markdown', {
    mermaid: `${NOT_YET}: Mermaid diagrams`,
    hooks: 'docs-build reports broken links as onBrokenLinks says',
    parseFrontMatter: 'docs-build reads front matter as YAML',
    preprocessor: 'a function run on every file: docs-build runs remark plugins instead',
    mdx1Compat: 'docs-build reads MDX 3',
    anchors: 'docs-build gives headings ids as Docusaurus does by default',
    emoji: 'docs-build leaves :emoji: shortcodes as they are',
  });
  const format = markdown.string('format') ?? 'mdx';
  const written: Record<string, unknown> = {
    format: new Commented(
      format === 'md' || format === 'detect' ? format : 'mdx',
      format === 'mdx' ? 'Docusaurus compiles .md files as MDX too.' : 'As Docusaurus read them.',
    ),
  };
  for (const key of PLUGIN_KEYS) if ((lists[key] ?? []).length > 0) written[key] = lists[key];
  return written;
}

function readI18n(top: ObjectReader): void {
  const i18n = top.peek('i18n');
  const locales = isPlainObject(i18n) && Array.isArray(i18n.locales) ? i18n.locales : [];
  if (locales.length <= 1) top.take('i18n');
  else {
    const defaultLocale =
      isPlainObject(i18n) && typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : String(locales[0]);
    const others = locales.filter((locale) => locale !== defaultLocale).join(', ');
    top.leave(
      'i18n',
      `docs-build builds one locale: the files of ${defaultLocale}; the translations (${others}) are not built`,
    );
  }
}

/** The plugins: the client-redirects plugin's `redirects`; every other plugin listed. */
function carryPlugins(reading: DocusaurusReading, list: unknown[]): unknown[] {
  const redirects: unknown[] = [];
  list.forEach((plugin, i) => {
    const name = Array.isArray(plugin) ? plugin[0] : plugin;
    const described = describeName(name);
    if (
      !/(?:^|[/\\])(?:@docusaurus[/\\])?(?:plugin-)?client-redirects(?:[/\\]|$)/.test(
        typeof name === 'string' ? name : '',
      )
    ) {
      const why = /plugin-content-(?:docs|blog|pages)|^content-(?:docs|blog|pages)$/.test(described)
        ? 'docs-build builds one docs folder and one blog: a second instance is not built'
        : 'docs-build runs no Docusaurus plugins';
      reading.leave(['plugins', i], `plugin ${described}`, why);
      return;
    }
    const options = reading.open(
      Array.isArray(plugin) ? plugin[1] : undefined,
      ['plugins', i, 1],
      'client-redirects',
      REDIRECT_REASONS,
    );
    const written = options.take('redirects');
    if (!Array.isArray(written)) return;
    written.forEach((redirect, j) => {
      if (isPlainObject(redirect) && isData(redirect) && redirect.to !== undefined && redirect.from !== undefined)
        redirects.push({ from: redirect.from, to: redirect.to });
      else
        reading.leave(
          ['plugins', i, 1, 'redirects', j],
          `client-redirects redirects[${j}]`,
          'a redirect is { from, to } with routes or a list of routes',
        );
    });
  });
  return redirects;
}

function isClassic(name: unknown): boolean {
  return typeof name === 'string' && /(?:^classic$|preset-classic)/.test(name);
}

/** A plugin or preset as the list names it: its package (a path through node_modules named by the package). */
function describeName(name: unknown): string {
  if (typeof name === 'function') return name.name ? `${name.name} (a function)` : '(a function)';
  if (typeof name !== 'string') return '(unnamed)';
  const inModules = /node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(name);
  return inModules ? inModules[1]!.replace(/\\/g, '/') : name;
}

function stringList(reader: ObjectReader, key: string): string[] | undefined {
  const value = reader.peek(key);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return undefined;
  reader.take(key);
  return value as string[];
}

/** A folder or file as the config names it (`./docs`, an absolute path) relative to the project folder: `docs`. */
function relativeFolder(root: string, written: string): string {
  const relative = path.relative(root, path.resolve(root, written)).split(path.sep).join('/');
  return relative === '' ? '.' : relative;
}

/** The version keys of the docs plugin, as docs-build reads them under `docs` (see config/doc-versions.ts). */
function carryVersionKeys(docs: ReturnType<DocusaurusReading['open']>): Record<string, unknown> {
  const carried: Record<string, unknown> = {};
  const lastVersion = docs.string('lastVersion');
  if (lastVersion !== undefined) carried.lastVersion = lastVersion;
  const only = stringList(docs, 'onlyIncludeVersions');
  if (only !== undefined) carried.onlyIncludeVersions = only;
  if (typeof docs.peek('includeCurrentVersion') === 'boolean')
    carried.includeCurrentVersion = docs.take('includeCurrentVersion');
  const versions = docs.peek('versions');
  if (isPlainObject(versions)) {
    docs.take('versions');
    const read: Record<string, Record<string, unknown>> = {};
    for (const [name, settings] of Object.entries(versions)) {
      if (!isPlainObject(settings)) continue;
      const kept: Record<string, unknown> = {};
      for (const key of ['label', 'path', 'banner', 'badge', 'noIndex'])
        if (settings[key] !== undefined) kept[key] = settings[key];
      read[name] = kept;
    }
    carried.versions = read;
  }
  return carried;
}
