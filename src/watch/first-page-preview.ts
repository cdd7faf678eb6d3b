import { readFile } from 'node:fs/promises';
import type { DiscoveredSite } from '../build/build-site.js';
import { siteAssets } from '../build/site-assets.js';
import { siteFolders } from '../config/site-folders.js';
import { isReadAsMarkdown, renderMarkdownPages } from '../content/render-content.js';
import { standInContent } from '../content/stand-in-content.js';
import type { RenderedContent } from '../model/rendered-content.js';
import { outlineEndpointPages } from '../openapi/endpoint-outline.js';
import { renderPage } from '../render/render-page.js';
import { renderShared } from '../render/render-site.js';
import { buildRoutes } from '../routes/build-routes.js';
import { htmlFilePath, outputContents } from '../write/output-files.js';
import { listStaticFiles } from '../write/static-files.js';
import type { ServedFile } from './publish-files.js';

/** Settles after any promise that had settled before the race started: `Promise.race([p, NOT_YET])` is p's value if p was done. */
const NOT_YET = Promise.resolve(undefined);

/** The route a page path of the site asks for (`a/b`, `a/b/`, `a/b/index.html`, `''` → `/a/b`, `/`). */
function routeOf(relative: string): string {
  const trimmed = relative.replace(/(^|\/)index\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}

/**
 * A page ahead of the first build of `watch`, which a tab asked for while the build runs (at a few
 * thousand pages it takes seconds): the stages after discover, one page's worth. The page's own
 * content is rendered as the build renders it, the other pages stand in with what their front matter
 * and first heading say (sidebars, previous/next), the endpoint pages are the openapi stage's, and
 * links are not checked. Returns the page's HTML file (with its parts' keys) and the files it links, or undefined for a
 * route that is neither a Markdown page nor an endpoint, or that does not build (the first build then
 * reports why). The build's own page replaces it when the build is done.
 */
export async function previewPage(
  { context, client, discovered, endpoints: loadingEndpoints }: DiscoveredSite,
  relative: string,
): Promise<Map<string, ServedFile> | undefined> {
  const route = routeOf(relative);
  const source = discovered.sources.find((candidate) => candidate.route === route);
  if (source && (source.kind === 'blog' || !isReadAsMarkdown(source, context.config))) return undefined;
  // A Markdown page does not wait for the openapi stage (seconds for a large spec): its sidebar has the
  // operations' outline until the build's page replaces it. A page under a spec's routes does.
  if (!source && !context.config.openapi.some((spec) => route.startsWith(`${spec.routeBase.replace(/\/$/, '')}/`)))
    return undefined;
  const endpoints = source
    ? ((await Promise.race([loadingEndpoints, NOT_YET]).catch(() => undefined)) ?? outlineEndpointPages(context))
    : await loadingEndpoints.catch(() => undefined);
  if (!endpoints || (!source && !endpoints.some((endpoint) => endpoint.route === route))) return undefined;

  const rendered = new Map<string, RenderedContent>(
    discovered.sources.map((other) => [other.file, standInContent(other)]),
  );
  if (source) {
    const markdown = await renderMarkdownPages(context, [source], discovered);
    if (markdown.diagnostics.length > 0) return undefined;
    for (const [file, content] of markdown.rendered) rendered.set(file, content);
  }
  try {
    const site = buildRoutes(context, { ...discovered, rendered, endpoints }, { checkContentLinksOf: new Set() });
    const page = site.pages.find((candidate) => candidate.route === route);
    if (!page) return undefined;
    const assets = siteAssets(context, client, new Map(), endpoints);
    const { html, parts } = renderPage(renderShared(context, site, assets), page);
    const files = new Map<string, ServedFile>([
      [htmlFilePath(route), parts ? { contents: html, parts } : { contents: html }],
    ]);
    for (const [name, file] of assets.files) files.set(name, { contents: outputContents(file) });
    // The static files the page links (the navbar's logo, images), not the whole folder.
    const statics = await listStaticFiles(
      context.root,
      context.config.staticDotfiles,
      siteFolders(context.config).static,
    );
    for (const [name, absPath] of statics)
      if (html.includes(`/${name}`)) files.set(name, { contents: await readFile(absPath) });
    return files;
  } catch {
    return undefined;
  }
}
