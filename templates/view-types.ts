// Props of the templates. The render stage (src/render) builds them from the site model and config, so
// templates stay free of Node code and of the build's types.

export type ColorMode = 'light' | 'dark';

/** What goes in `<head>`. */
export interface HeadView {
  /** Full document title (`Deposits | SideShift Docs`). */
  title: string;
  description: string;
  /** Absolute URL; absent on the 404 page. */
  canonicalUrl?: string;
  ogType: 'website' | 'article';
  /** Keep the page out of search engines (404, unlisted pages). */
  noindex?: boolean;
  /** Absolute URL of the social card image (front matter `image`). */
  imageUrl?: string;
  /**
   * A versioned site's page, for search (DocSearch's meta tags, as Docusaurus writes them): the docs
   * version of a doc, and the search tag of any page (`docs-default-2.0`, else `default`).
   */
  search?: { version?: string; tag: string };
}

/** A navbar entry: a link, a menu of links, or HTML of the site's own. */
export type NavItemView = NavLinkView | NavDropdownView | NavHtmlView | NavVersionsView;

/** The docs version dropdown (`docsVersionDropdown`); its links are the page's (`CurrentView.versions`). */
export interface NavVersionsView {
  kind: 'versions';
  position: 'left' | 'right';
}

export interface NavLinkView {
  kind: 'internal' | 'external' | 'codeHost';
  label: string;
  href: string;
  position: 'left' | 'right';
  /** Sidebar the link leads into: the item is active on that sidebar's pages. */
  sidebarId?: string;
  /** A built-in icon shown in place of the label, which stays the link's accessible name (external links). */
  icon?: NavbarIcon;
}

export interface NavDropdownView {
  kind: 'dropdown';
  label: string;
  position: 'left' | 'right';
  items: { label: string; href: string; external: boolean }[];
}

export interface NavHtmlView {
  kind: 'html';
  html: string;
  position: 'left' | 'right';
}

/** The built-in icons of navbar links (the config's `icon` names; the compiler holds the two lists together). */
export type NavbarIcon =
  | 'github'
  | 'gitlab'
  | 'bitbucket'
  | 'x'
  | 'discord'
  | 'telegram'
  | 'mastodon'
  | 'bluesky'
  | 'youtube'
  | 'reddit'
  | 'discourse'
  | 'stackoverflow'
  | 'npm'
  | 'rss';

export interface FooterLinkView {
  label: string;
  href: string;
  external: boolean;
}

export interface AnnouncementView {
  id: string;
  /** HTML from the site config. */
  contentHtml: string;
  /** CSS colours for each colour mode. */
  backgroundColor: { light: string; dark: string };
  textColor: { light: string; dark: string };
  isCloseable: boolean;
}

/** Site-wide chrome: the same for every page of a build. */
export interface ChromeView {
  siteTitle: string;
  /** Text next to the logo in the navbar. */
  navbarTitle: string;
  /** Where the navbar title, the breadcrumbs' Home and the 404 page lead: `/`, or the first doc of a site without a home page. */
  homeHref: string;
  /** The navbar's logo, with another image for dark mode; `alt` is empty when the title beside it says it all. */
  logo?: { src: string; srcDark?: string; alt: string };
  faviconHref?: string;
  navItems: NavItemView[];
  announcement?: AnnouncementView;
  footer: {
    columns: { title: string; items: FooterLinkView[] }[];
    copyrightHtml?: string;
    logo?: { src: string; alt: string; href?: string; width?: number; height?: number };
    /** `dark`: the footer is dark in both colour modes. */
    style: 'light' | 'dark';
  };
  defaultMode: ColorMode;
  /** The colour-mode switch, unless the site hides it; `followSystem` while the reader has not chosen. */
  colorSwitch?: { followSystem: boolean };
  /** Inline `<head>` script that applies the colour mode before first paint. */
  themeScript: string;
  stylesheets: string[];
  /** The config's additions to every `<head>` (head tags, scripts, stylesheets, analytics) as HTML, put in after the renderer's. */
  headAdditionsHtml: string;
  entryScript: string;
  preloads: string[];
  searchPlaceholder: string;
  /** The hosted chat-support widget, started by the client after the page is interactive. */
  chatWidget?: ChatWidgetView;
}

/** What the browser needs to load and start the chat-support widget (JSON in the page). */
export interface ChatWidgetView {
  scriptUrl: string;
  initFunction?: string;
  options: Record<string, unknown>;
}

/** Where the reader is, for active navbar items and the current sidebar link. */
export interface CurrentView {
  route: string;
  sidebarId?: string;
  /** On a versioned site: the version read (the last one off the docs) and where each version's link leads. */
  versions?: VersionsView;
  /**
   * On a page of a version other than the last: where the navbar's `docSidebar` items lead (config sidebar
   * id → the first doc of that version's sidebar), as Docusaurus leads them within the version read.
   */
  sidebarHrefs?: Record<string, string>;
}

/** The version dropdown of one page: its label, and each version's link (the same doc there, else its first page). */
export interface VersionsView {
  label: string;
  items: { label: string; href: string; active: boolean }[];
}

export interface TocItemView {
  depth: 2 | 3 | 4 | 5 | 6;
  id: string;
  text: string;
}

export interface PageLinkView {
  title: string;
  route: string;
}

export interface BreadcrumbView {
  label: string;
  href?: string;
}

export interface TagView {
  label: string;
  route: string;
}

export interface AuthorView {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

/** A blog post as lists show it. */
export interface PostSummaryView {
  route: string;
  title: string;
  date: string;
  description: string;
  tags: TagView[];
  authors: AuthorView[];
  excerptHtml: string;
  truncated: boolean;
  readingMinutes: number;
}

/** Blog list, tag, tags, authors and archive pages. */
export type BlogListingView =
  | { type: 'list'; posts: PostSummaryView[]; page: number; pageCount: number; previous?: string; next?: string }
  | { type: 'tag'; tag: TagView; posts: PostSummaryView[] }
  | { type: 'tags'; tags: (TagView & { count: number })[] }
  | { type: 'authors'; authors: (AuthorView & { posts: PostSummaryView[] })[] }
  | { type: 'archive'; years: { year: string; posts: PostSummaryView[] }[] };
