import fs from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { LinkReference } from '../../model/link-reference.js';
import type { TocItem } from '../../model/rendered-content.js';
import type { SourceFile } from '../../model/source-file.js';
import { compileMdx, MDX_COMPONENTS_PROVIDER } from './compile-mdx.js';
import type { ContentDependencies } from '../content-dependencies.js';
import type { ContentFileData } from '../content-file-data.js';
import type { ContentPluginOptions } from '../content-plugins.js';

interface CompiledPartial {
  code: string;
  toc: TocItem[];
  links: LinkReference[];
}

/**
 * Markdown/MDX partials (`import Part from './_part.md'`, then `<Part />`): each compiled once per build
 * as MDX, whichever page imports it first; its headings join the table of contents of every page that
 * renders it, where it renders it, and its links are checked with that page's. A partial gets the
 * built-in components through MDX's provider, as it renders without the page's `components` prop.
 */
export interface PartialCompiler {
  /** Compiles the partials a compiled page imports (and theirs) and adds their headings and links to the page's. */
  includeInPage(page: SourceFile, data: ContentFileData): Promise<void>;
  /** The compiled module of a partial file, for the bundler (compiled now if no page's import led to it). */
  code(absPath: string, importer: string): Promise<string | undefined>;
}

const PARTIAL = /\.mdx?$/;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/;

export function createPartialCompiler(options: ContentPluginOptions, scope: { diagnostics: Diagnostic[]; dependencies: ContentDependencies }): PartialCompiler {
  const compiled = new Map<string, Promise<CompiledPartial | undefined>>();
  const compiling = new Set<string>();

  const resolve = (specifier: string, importerAbsPath: string): string | undefined => {
    if (!PARTIAL.test(specifier)) return undefined;
    if (specifier.startsWith('@site/')) return path.join(options.root, specifier.slice('@site/'.length));
    if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(importerAbsPath), specifier);
    return undefined;
  };

  const compile = (absPath: string, route: string): Promise<CompiledPartial | undefined> => {
    let result = compiled.get(absPath);
    if (!result) {
      result = compilePartial(absPath, route);
      compiled.set(absPath, result);
    }
    return result;
  };

  const compilePartial = async (absPath: string, route: string): Promise<CompiledPartial | undefined> => {
    let text: string;
    try {
      text = await fs.readFile(absPath, 'utf8');
    } catch {
      return undefined; // the bundler reports the import it cannot resolve, at the page's import line
    }
    compiling.add(absPath);
    const file = path.relative(options.root, absPath).split(path.sep).join('/');
    // A partial's front matter is not rendered; blanked line by line, so its lines keep their numbers.
    const body = text.replace(FRONT_MATTER, (block) => block.replace(/[^\n]/g, ''));
    const source: SourceFile = { kind: 'doc', file, absPath, extension: path.extname(absPath) as '.md' | '.mdx', text, body, frontMatter: {}, id: file, route };
    const data: ContentFileData = { source, diagnostics: scope.diagnostics, links: [], toc: [], anchors: [], dependencies: scope.dependencies };
    const code = await compileMdx(source, data, options, { providerImportSource: MDX_COMPONENTS_PROVIDER });
    if (code !== undefined) await includePartials(source, data);
    compiling.delete(absPath);
    return code === undefined ? undefined : { code, toc: data.toc, links: data.links };
  };

  const includePartials = async (page: SourceFile, data: ContentFileData): Promise<void> => {
    const partialsByName = new Map<string, CompiledPartial>();
    for (const entry of data.imports ?? []) {
      const absPath = resolve(entry.specifier, page.absPath);
      // A partial that imports itself, directly or not, renders nothing new to list.
      if (!absPath || compiling.has(absPath)) continue;
      const partial = await compile(absPath, page.route);
      if (!partial) continue;
      for (const name of entry.names) partialsByName.set(name, partial);
      data.links.push(...partial.links);
    }
    if (partialsByName.size === 0) return;
    const toc: TocItem[] = [];
    let taken = 0;
    for (const use of data.componentUses ?? []) {
      const partial = partialsByName.get(use.name);
      if (!partial) continue;
      toc.push(...data.toc.slice(taken, use.tocIndex), ...partial.toc);
      taken = use.tocIndex;
    }
    data.toc = [...toc, ...data.toc.slice(taken)];
  };

  return {
    includeInPage: includePartials,
    async code(absPath, importer) {
      return (await compile(absPath, importer))?.code;
    },
  };
}
