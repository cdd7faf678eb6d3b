import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteConfigInput } from '../../src/config/config-schema.js';
import { parseConfig } from '../../src/config/load-config.js';
import { createCodeHighlighter } from '../../src/content/code-blocks/code-highlighter.js';
import { createBuildContext, type BuildContext } from '../../src/context/build-context.js';
import { createMemoryLogger } from '../../src/context/logger.js';
import { BuildError, type Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { EndpointPage } from '../../src/model/endpoint-page.js';
import type { FrontMatter } from '../../src/model/front-matter.js';
import type { LinkReference } from '../../src/model/link-reference.js';
import type { RenderedContent } from '../../src/model/rendered-content.js';
import type { SourceFile } from '../../src/model/source-file.js';
import type { RouteInputs } from '../../src/routes/build-routes.js';

/** A BuildContext over a fresh temporary site root (or `root`), with a config validated like a real one. */
export function makeContext(config: Partial<SiteConfigInput> = {}, root?: string): BuildContext {
  return createBuildContext({
    root: root ?? fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-routes-')),
    outDir: '/nonexistent-out',
    config: parseConfig({ title: 'Test Site', url: 'https://docs.example.com', ...config }, undefined),
    logger: createMemoryLogger(),
    createHighlighter: createCodeHighlighter,
  });
}

/** Writes files (path relative to the root → contents) under a site root. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [file, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), contents);
  }
}

/**
 * A source file as the discover stage would produce it for `file` (`content/docs/a/b.md`,
 * `content/blog/2024-01-02-post.md`, `content/pages/x.tsx`): kind, id and route follow the file's path;
 * the text starts with a front matter block holding `frontMatter`, one key per line.
 */
export function makeSource(file: string, frontMatter: FrontMatter = {}, route?: string): SourceFile {
  const [, folder, relative] = /^content\/(docs|blog|pages)\/(.+)$/.exec(file) ?? [];
  if (!folder || !relative) throw new Error(`not a content file: ${file}`);
  const extension = path.posix.extname(file) as SourceFile['extension'];
  const withoutExtension = relative.slice(0, -extension.length);
  const isIndex = path.posix.basename(withoutExtension) === 'index';
  const dir = path.posix.dirname(withoutExtension) === '.' ? '' : path.posix.dirname(withoutExtension);
  const id = isIndex ? dir || 'index' : withoutExtension;
  const kind = folder === 'docs' ? 'doc' : folder === 'blog' ? 'blog' : 'page';
  const name = (isIndex ? path.posix.basename(dir) : path.posix.basename(withoutExtension)).replace(
    /^\d{4}-\d{2}-\d{2}-/,
    '',
  );
  const slug = frontMatter.slug;
  const defaultRoute =
    kind === 'blog'
      ? `/blog/${slug ?? name}`
      : slug?.startsWith('/')
        ? slug
        : isIndex
          ? `/${dir}`
          : `/${withoutExtension}`;
  const keys = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const text = keys.length > 0 ? `---\n${keys.join('\n')}\n---\n\nBody of ${file}\n` : `Body of ${file}\n`;
  return {
    kind,
    file,
    absPath: `/nonexistent/${file}`,
    extension,
    text,
    body: text,
    frontMatter,
    id,
    route: route ?? defaultRoute,
  };
}

/** Rendered content with sensible defaults. */
export function makeRendered(fields: Partial<RenderedContent> & { title: string }): RenderedContent {
  return {
    html: `<p>${fields.title}</p>`,
    hasOwnH1: false,
    toc: [],
    plainText: `Text of ${fields.title}.`,
    markdown: `Text of ${fields.title}.`,
    anchors: [],
    links: [],
    ...fields,
  };
}

/** An internal link found at `file:line`. */
export function makeLink(target: string, file: string, line: number, written = target): LinkReference {
  return { target, written, location: { file, line, column: 0 } };
}

/** A source and its rendered content, as the routes stage receives them. */
export interface SourceWithContent {
  source: SourceFile;
  content: RenderedContent;
}

/** `buildRoutes` inputs from a list of sources with content, and endpoint pages. */
export function routeInputs(entries: SourceWithContent[], endpoints: EndpointPage[] = []): RouteInputs {
  return {
    sources: entries.map((entry) => entry.source),
    drafts: [],
    rendered: new Map(entries.map((entry) => [entry.source.file, entry.content])),
    endpoints,
  };
}

/** A doc/page/post with a title (and any content fields); its content states the front matter's description, as the content stage's does. */
export function entry(
  file: string,
  title: string,
  frontMatter: FrontMatter = {},
  content: Partial<RenderedContent> = {},
): SourceWithContent {
  const description = frontMatter.description;
  return {
    source: makeSource(file, frontMatter),
    content: makeRendered({ title, ...(description !== undefined && { description }), ...content }),
  };
}

/** An endpoint page of spec `specId`. */
export function makeEndpoint(
  specId: string,
  route: string,
  tag: string,
  tagOrder: number,
  order: number,
  title: string,
): EndpointPage {
  return {
    route,
    specId,
    tag,
    tagOrder,
    order,
    title,
    description: `${title} description.`,
    file: `openapi/${specId}.yaml`,
    method: 'get',
    path: `/${route.split('/').pop()}`,
    content: { ...makeRendered({ title, anchors: ['request', 'response'] }), plainText: `Text of ${title}.` },
  };
}

/** The diagnostics of the BuildError a call throws; fails the test when it throws none. */
export function errorsOf(run: () => unknown): Diagnostic[] {
  try {
    run();
  } catch (error) {
    if (error instanceof BuildError) return error.diagnostics;
    throw error;
  }
  assert.fail('expected a BuildError');
}
