import path from 'node:path';
import type { SiteConfig } from './config-schema.js';

/** Docusaurus' files of a versioned site, beside its config (see `resolveDocVersions`). */
export const VERSIONS_FILE = 'versions.json';
export const VERSIONED_DOCS = 'versioned_docs';
export const VERSIONED_SIDEBARS = 'versioned_sidebars';
const VERSIONED_INPUTS = [VERSIONS_FILE, VERSIONED_DOCS, VERSIONED_SIDEBARS];

/** Standalone pages (`/changelog`, `/showcase`) are not configurable: Docusaurus keeps them in React. */
export const PAGES_DIR = 'content/pages';

/** The site's content folders, relative to the site root with `/` separators, as the config sets them. */
export interface SiteFolders {
  docs: string;
  blog: string;
  pages: string;
  static: string;
}

/** The content folders of a site from its config (`docs.path`, `blog.path`, `staticDir`). */
export function siteFolders(config: Pick<SiteConfig, 'docs' | 'blog' | 'staticDir'>): SiteFolders {
  return {
    docs: folderOf(config.docs.path),
    blog: folderOf(config.blog.path),
    pages: PAGES_DIR,
    static: folderOf(config.staticDir),
  };
}

/**
 * What a build reads from the site root, relative to it: the content, `openapi/` and static folders,
 * `site.config.ts`, the sidebars file, the `customCss` stylesheets, the specs' folders and changelog
 * bases (`specInputPaths`), and Docusaurus' files of versioned
 * docs (`versions.json`, `versioned_docs/`, `versioned_sidebars/`: watched on any site, so that a first
 * `versions.json` is seen too). `watch` rebuilds when one of them changes; an output folder must not lie
 * inside one.
 */
export function siteInputPaths(
  config: Pick<SiteConfig, 'docs' | 'blog' | 'staticDir' | 'sidebars' | 'customCss' | 'openapi'>,
): string[] {
  const folders = siteFolders(config);
  const sidebarsFile = typeof config.sidebars === 'string' ? [folderOf(config.sidebars)] : [];
  return [
    ...new Set([
      'content',
      folders.docs,
      folders.blog,
      'openapi',
      folders.static,
      'site.config.ts',
      ...sidebarsFile,
      ...config.customCss.map(folderOf),
      ...VERSIONED_INPUTS,
      ...specInputPaths(config),
    ]),
  ];
}

/**
 * Where the OpenAPI specs are read from, besides `openapi/`: the folder of each spec (its `$ref`s point
 * beside it), or the spec file alone when it lies in the site root, and each changelog's `baseFile`.
 */
export function specInputPaths(config: Pick<SiteConfig, 'openapi'>): string[] {
  const paths = config.openapi.flatMap((spec) => {
    const file = folderOf(spec.file);
    const folder = path.posix.dirname(file);
    return [folder === '.' ? file : folder, ...(spec.changelog?.baseFile ? [folderOf(spec.changelog.baseFile)] : [])];
  });
  return [...new Set(paths)];
}

/** A folder as written in the config (`./docs/`, `docs`) in one shape: `docs`; `.` for the root itself. */
function folderOf(written: string): string {
  return path.posix.normalize(written.split(path.sep).join('/')).replace(/\/+$/, '') || '.';
}

/** A route prefix as Docusaurus writes it (`docs`, `/docs/`, `/`) as `/docs`, or `` for the root. */
export function routeBase(written: string): string {
  const trimmed = written.split('/').filter(Boolean).join('/');
  return trimmed === '' ? '' : `/${trimmed}`;
}

/** The route of the docs' base path (`/` or `/docs`). */
export function docsRoot(config: Pick<SiteConfig, 'docs'>): string {
  return routeBase(config.docs.routeBasePath) || '/';
}

/** The route of the blog's first list page (`/blog`). */
export function blogRoot(config: Pick<SiteConfig, 'blog'>): string {
  return routeBase(config.blog.routeBasePath) || '/';
}

/** `route` under the prefix `base` (`/docs` + `/intro` → `/docs/intro`; `` + `/` → `/`). */
export function underBase(base: string, route: string): string {
  const prefix = base === '/' ? '' : base;
  if (route === '/' || route === '') return prefix || '/';
  return `${prefix}${route.startsWith('/') ? route : `/${route}`}`;
}
