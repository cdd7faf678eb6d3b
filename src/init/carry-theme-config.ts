import { isData } from './carry-unified-plugins.js';
import type { KeyPath } from './docusaurus-config-source.js';
import { isPlainObject, type DocusaurusReading } from './docusaurus-reading.js';
import { Code, Commented } from './write-ts-value.js';

/** What a key of issue 25's later parts says when it is not carried yet. */
const NOT_YET = 'not supported by docs-build yet';

const THEME_CONFIG_REASONS: Record<string, string> = {
  prism: "docs-build highlights code with its own themes (Prism's themes and additionalLanguages are not read)",
  image: 'no site-wide social card: set `image` in the front matter of the pages that need one',
  docs: 'docs-build has its own sidebar behaviour (hideable, autoCollapseCategories are not read)',
  tableOfContents: 'set toc_min_heading_level / toc_max_heading_level in front matter instead',
};

export interface ThemeConfigResult {
  navbar?: Record<string, unknown>;
  footer?: Record<string, unknown>;
  announcementBar?: Record<string, unknown>;
  colorMode?: Record<string, unknown>;
  search?: Record<string, unknown>;
  /** `themeConfig.metadata`, as `<meta>` head tags. */
  headTags?: { tagName: 'meta'; attributes: unknown }[];
  /** The navbar's logo, as docs-build's `theme.logo`. */
  theme?: { logo: { src: string; srcDark?: string; alt?: string } };
}

/**
 * `themeConfig`'s navbar, footer, announcement bar, colour mode and Algolia settings in docs-build's
 * shapes. `docRoute` gives the route of a doc id, for navbar items of type `doc`.
 */
export function carryThemeConfig(
  reading: DocusaurusReading,
  value: unknown,
  docRoute: (id: string) => string | undefined,
): ThemeConfigResult {
  const theme = reading.open(value, ['themeConfig'], 'themeConfig', THEME_CONFIG_REASONS);
  const result: ThemeConfigResult = {};
  const navbar = theme.take('navbar');
  if (navbar !== undefined) {
    const { logo, ...carried } = carryNavbar(reading, navbar, docRoute);
    result.navbar = carried;
    if (logo) result.theme = { logo };
  }
  const footer = theme.take('footer');
  if (footer !== undefined) result.footer = carryFooter(reading, footer);
  const bar = theme.take('announcementBar');
  if (bar !== undefined) result.announcementBar = carryAnnouncementBar(reading, bar);
  const colorMode = theme.take('colorMode');
  if (colorMode !== undefined) {
    const mode = reading.open(colorMode, ['themeConfig', 'colorMode'], 'themeConfig.colorMode');
    const carried: Record<string, unknown> = {};
    const defaultMode = mode.string('defaultMode');
    if (defaultMode === 'light' || defaultMode === 'dark') carried.defaultMode = defaultMode;
    for (const key of ['respectPrefersColorScheme', 'disableSwitch']) {
      const flag = mode.take(key);
      if (typeof flag === 'boolean') carried[key] = flag;
    }
    if (Object.keys(carried).length > 0) result.colorMode = carried;
  }
  const metadata = theme.take('metadata');
  if (Array.isArray(metadata) && metadata.length > 0)
    result.headTags = metadata.map((attributes) => ({ tagName: 'meta', attributes }));
  const algolia = theme.take('algolia');
  if (algolia !== undefined) result.search = carryAlgolia(reading, algolia);
  return result;
}

function carryNavbar(
  reading: DocusaurusReading,
  value: unknown,
  docRoute: (id: string) => string | undefined,
): Record<string, unknown> & { logo?: { src: string; srcDark?: string; alt?: string } } {
  const navbar = reading.open(value, ['themeConfig', 'navbar'], 'themeConfig.navbar', {
    hideOnScroll: 'docs-build keeps the navbar in place',
    style: `${NOT_YET}: the navbar follows the colour mode`,
  });
  const result: Record<string, unknown> = {};
  const title = navbar.string('title');
  if (title !== undefined) result.title = title;
  const logo = navbar.take('logo');
  if (isPlainObject(logo)) {
    const reader = reading.open(logo, ['themeConfig', 'navbar', 'logo'], 'themeConfig.navbar.logo', {
      href: 'the logo links to the home page',
      width: 'the logo is sized by the stylesheet',
      height: 'the logo is sized by the stylesheet',
    });
    const src = reader.string('src');
    const srcDark = reader.string('srcDark');
    const alt = reader.string('alt');
    if (src !== undefined)
      result.logo = { src, ...(srcDark !== undefined && { srcDark }), ...(alt !== undefined && { alt }) };
  }
  const items = navbar.take('items');
  if (Array.isArray(items)) {
    result.items = items.flatMap((item, i) =>
      carryNavbarItem(reading, item, ['themeConfig', 'navbar', 'items', i], docRoute),
    );
  }
  return result;
}

const NAVBAR_ITEM_REASONS: Record<string, string> = {
  className: 'docs-build styles navbar items itself',
  activeBasePath: 'docs-build marks the item of the current sidebar as active',
  activeBaseRegex: 'docs-build marks the item of the current sidebar as active',
  target: 'external links open in a new tab; internal ones in place',
  rel: 'external links get rel="noopener noreferrer"',
  prependBaseUrlToHref: 'docs-build serves sites at "/" only, for now',
};

const NAVBAR_TYPE_REASONS: Record<string, string> = {
  localeDropdown: 'docs-build builds one locale',
  docsVersion: `${NOT_YET}: a link to one version (use the docsVersionDropdown)`,
};

/** A Docusaurus navbar item as docs-build's (none when it has no equivalent, then listed). */
function carryNavbarItem(
  reading: DocusaurusReading,
  value: unknown,
  keyPath: KeyPath,
  docRoute: (id: string) => string | undefined,
): Record<string, unknown>[] {
  const label = isPlainObject(value) && typeof value.label === 'string' ? value.label : undefined;
  const what = `themeConfig.navbar.items[${String(keyPath.at(-1))}]${label ? ` "${label}"` : ''}`;
  const item = reading.open(value, keyPath, what, NAVBAR_ITEM_REASONS);
  const type = typeof item.peek('type') === 'string' ? (item.peek('type') as string) : 'default';
  const position = item.string('position');
  const placed = position === 'left' || position === 'right' ? { position } : {};
  const leaveItem = (why: string) => {
    for (const key of Object.keys(isPlainObject(value) ? value : {})) item.take(key);
    reading.leave(keyPath, `${what} (type ${type})`, why);
    return [];
  };
  if (type === 'search') {
    for (const key of ['type', 'className']) item.take(key);
    return []; // docs-build's navbar always has its search box
  }
  if (type === 'docSidebar') {
    item.take('type');
    const sidebarId = item.string('sidebarId');
    if (sidebarId === undefined) return leaveItem('it names no sidebarId');
    return [{ type: 'docSidebar', sidebarId, label: item.string('label') ?? sidebarId, ...placed }];
  }
  if (type === 'doc') {
    item.take('type');
    const docId = item.string('docId');
    const route = docId === undefined ? undefined : docRoute(docId);
    if (route === undefined) return leaveItem(`"${docId ?? ''}" is not the id of a doc of the docs folder`);
    return [{ type: 'internal', to: route, label: item.string('label') ?? docId, ...placed }];
  }
  if (type === 'docsVersionDropdown') {
    item.take('type');
    return [{ type: 'docsVersionDropdown', ...placed }];
  }
  if (type === 'dropdown') {
    item.take('type');
    const items = item.take('items');
    const links = (Array.isArray(items) ? items : []).flatMap((link, i) =>
      dropdownLink(reading, link, [...keyPath, 'items', i], `${what}.items[${i}]`),
    );
    if (links.length === 0) return leaveItem('none of its items is a link docs-build can show');
    return [{ type: 'dropdown', label: item.string('label') ?? 'More', items: links, ...placed }];
  }
  if (type === 'html') {
    item.take('type');
    const html = item.string('value');
    if (html === undefined) return leaveItem('it has no "value"');
    return [{ type: 'html', value: html, ...placed }];
  }
  if (type !== 'default') return leaveItem(NAVBAR_TYPE_REASONS[type] ?? `${NOT_YET}: navbar items of this type`);
  const to = item.string('to');
  const href = item.string('href');
  const ariaLabel = typeof item.peek('aria-label') === 'string' ? (item.peek('aria-label') as string) : undefined;
  if (to !== undefined)
    return [
      {
        type: 'internal',
        to: to.startsWith('/') ? to : `/${to}`,
        label: item.string('label') ?? ariaLabel ?? to,
        ...placed,
      },
    ];
  if (href === undefined) return leaveItem('it has neither "to" nor "href"');
  if (href.startsWith('/'))
    return [{ type: 'internal', to: href, label: item.string('label') ?? ariaLabel ?? href, ...placed }];
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return leaveItem(`"${href}" is neither a route nor an absolute URL`);
  }
  if (url.hostname === 'github.com' || url.hostname === 'www.github.com') {
    // The GitHub icon link: docs-build draws the icon itself.
    for (const key of ['className', 'aria-label']) item.take(key);
    return [{ type: 'codeHost', href, label: item.string('label') || ariaLabel || 'GitHub', ...placed }];
  }
  if (ariaLabel !== undefined) item.take('aria-label');
  return [{ type: 'external', href, label: item.string('label') || ariaLabel || url.hostname, ...placed }];
}

/** A link of a Docusaurus dropdown as docs-build's (`to` a route, `href` another site); none when it is neither. */
function dropdownLink(
  reading: DocusaurusReading,
  value: unknown,
  keyPath: KeyPath,
  what: string,
): Record<string, unknown>[] {
  const link = reading.open(value, keyPath, what, NAVBAR_ITEM_REASONS);
  const label = link.string('label');
  const to =
    link.string('to') ??
    (link.peek('href') && String(link.peek('href')).startsWith('/') ? link.string('href') : undefined);
  const href = to === undefined ? link.string('href') : undefined;
  if (label === undefined || (to === undefined && href === undefined)) {
    for (const key of Object.keys(isPlainObject(value) ? value : {})) link.take(key);
    reading.leave(keyPath, what, 'a dropdown link needs a label and "to" or "href"');
    return [];
  }
  return [to !== undefined ? { label, to: to.startsWith('/') ? to : `/${to}` } : { label, href }];
}

function carryFooter(reading: DocusaurusReading, value: unknown): Record<string, unknown> {
  const footer = reading.open(value, ['themeConfig', 'footer'], 'themeConfig.footer');
  const result: Record<string, unknown> = {};
  const style = footer.string('style');
  if (style === 'light' || style === 'dark') result.style = style;
  const logo = footer.take('logo');
  if (isPlainObject(logo)) {
    const reader = reading.open(logo, ['themeConfig', 'footer', 'logo'], 'themeConfig.footer.logo', {
      srcDark: `${NOT_YET}: one footer logo for both modes`,
    });
    const src = reader.string('src');
    if (src !== undefined) {
      const carried: Record<string, unknown> = { src: src.replace(/^\//, '') };
      for (const key of ['alt', 'href']) if (reader.string(key) !== undefined) carried[key] = reader.peek(key);
      for (const key of ['width', 'height']) if (typeof reader.peek(key) === 'number') carried[key] = reader.take(key);
      result.logo = carried;
    }
  }
  const links = footer.take('links');
  if (Array.isArray(links) && links.length > 0) {
    const columned = links.every((link) => isPlainObject(link) && Array.isArray(link.items));
    if (columned) {
      result.columns = links.map((column, i) => {
        const reader = reading.open(column, ['themeConfig', 'footer', 'links', i], `themeConfig.footer.links[${i}]`);
        const items = footerLinks(
          reading,
          reader.take('items') as unknown[],
          ['themeConfig', 'footer', 'links', i, 'items'],
          `themeConfig.footer.links[${i}].items`,
        );
        return { title: reader.string('title') ?? '', items };
      });
    } else {
      result.columns = [
        new Commented(
          {
            title: 'More',
            items: footerLinks(reading, links, ['themeConfig', 'footer', 'links'], 'themeConfig.footer.links'),
          },
          'Docusaurus showed these links on one line; a docs-build footer has titled columns.',
        ),
      ];
    }
  }
  const copyright = footer.string('copyright');
  if (copyright !== undefined) result.copyright = copyrightCode(reading, copyright);
  return result;
}

function footerLinks(
  reading: DocusaurusReading,
  links: unknown[],
  keyPath: KeyPath,
  label: string,
): Record<string, unknown>[] {
  return links.flatMap((link, i) => {
    const reader = reading.open(link, [...keyPath, i], `${label}[${i}]`, NAVBAR_ITEM_REASONS);
    const linkLabel = reader.string('label');
    const to = reader.string('to');
    const href = reader.string('href');
    if (reader.peek('html') !== undefined) {
      reader.leave('html', `${NOT_YET}: HTML footer items`);
      return [];
    }
    if (linkLabel === undefined || (to === undefined && href === undefined)) {
      for (const key of Object.keys(isPlainObject(link) ? link : {})) reader.take(key);
      reading.leave([...keyPath, i], `${label}[${i}]`, 'a footer link needs a label and "to" or "href"');
      return [];
    }
    if (to !== undefined) return [{ label: linkLabel, to: to.startsWith('/') ? to : `/${to}` }];
    return [href!.startsWith('/') ? { label: linkLabel, to: href } : { label: linkLabel, href }];
  });
}

/**
 * The copyright line: the expression as written when it is a template literal of nothing but the date
 * (`Copyright © ${new Date().getFullYear()} …`, so that the year stays current), its value else.
 */
function copyrightCode(reading: DocusaurusReading, value: string): string | Code {
  const node = reading.source.nodeAt(['themeConfig', 'footer', 'copyright']);
  if (node?.type !== 'TemplateLiteral') return value;
  const expressions = node.expressions.map((expression) => reading.source.textOf(expression));
  return expressions.every((text) => /^new\s*Date\(\)\.getFullYear\(\)$/.test(text.replace(/\s+/g, ' ').trim()))
    ? new Code(reading.source.textOf(node))
    : value;
}

function carryAnnouncementBar(reading: DocusaurusReading, value: unknown): Record<string, unknown> | undefined {
  const bar = reading.open(value, ['themeConfig', 'announcementBar'], 'themeConfig.announcementBar');
  const content = bar.string('content');
  if (content === undefined) return undefined;
  // Docusaurus' defaults, where docs-build's differ.
  return {
    id: bar.string('id') ?? 'announcement-bar',
    content,
    backgroundColor: bar.string('backgroundColor') ?? '#fff',
    textColor: bar.string('textColor') ?? '#000',
    isCloseable: typeof bar.peek('isCloseable') === 'boolean' ? bar.take('isCloseable') : true,
  };
}

function carryAlgolia(reading: DocusaurusReading, value: unknown): Record<string, unknown> | undefined {
  const algolia = reading.open(value, ['themeConfig', 'algolia'], 'themeConfig.algolia', {
    contextualSearch: 'docs-build builds one version and one locale: there is nothing to filter by',
    searchPagePath: 'docs-build searches in a modal; it has no search page',
    externalUrlRegex: 'docs-build opens every result in place',
    replaceSearchResultPathname: `${NOT_YET}: rewriting result URLs`,
  });
  const search: Record<string, unknown> = {};
  for (const key of ['appId', 'apiKey', 'indexName']) {
    const text = algolia.string(key);
    if (text !== undefined && text !== '') search[key] = text;
  }
  if (Object.keys(search).length !== 3) {
    for (const key of Object.keys(isPlainObject(value) ? value : {})) algolia.take(key);
    reading.leave(
      ['themeConfig', 'algolia'],
      'themeConfig.algolia',
      'it lacks appId, apiKey or indexName (read from the environment?): set them in search in site.config.ts',
    );
    return undefined;
  }
  const placeholder = algolia.string('placeholder');
  if (placeholder !== undefined && placeholder.length <= 64) search.placeholder = placeholder;
  const parameters = algolia.peek('searchParameters');
  if (isPlainObject(parameters) && isData(parameters)) search.searchParameters = algolia.take('searchParameters');
  if (typeof algolia.peek('insights') === 'boolean') search.insights = algolia.take('insights');
  return search;
}
