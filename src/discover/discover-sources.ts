import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { BuildContext } from '../context/build-context.js';
import { BuildError, failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { SourceFile, SourceKind } from '../model/source-file.js';
import { filesOutsideRoot } from '../paths/files-outside-root.js';
import { parseFrontMatter } from './front-matter.js';
import { sourceRoute } from './source-route.js';

const CONTENT_FOLDERS: { kind: SourceKind; folder: string; pattern: string }[] = [
  { kind: 'doc', folder: 'content/docs', pattern: '**/*.{md,mdx}' },
  { kind: 'blog', folder: 'content/blog', pattern: '**/*.{md,mdx}' },
  { kind: 'page', folder: 'content/pages', pattern: '**/*.{md,mdx,tsx}' },
];

/**
 * Finds every content file, reads it, parses its front matter and decides its route. Drafts are left
 * out (and listed in `context.drafts`) unless the build includes them.
 */
export async function discoverSources(context: BuildContext): Promise<SourceFile[]> {
  if (!existsSync(path.join(context.root, 'content'))) {
    throw new BuildError([
      {
        code: 'CONTENT_MISSING',
        severity: 'error',
        message: `no content folder at ${path.join(context.root, 'content')}`,
        location: { file: 'content' },
        hint: 'Create content/docs/index.md, or pass --root with the folder that holds site.config.ts and content/.',
      },
    ]);
  }
  const found = await Promise.all(
    CONTENT_FOLDERS.map(async ({ kind, folder, pattern }) => {
      const files = await fg(pattern, { cwd: path.join(context.root, folder), ignore: ['**/_*', '**/node_modules/**'] });
      return files.sort().map((relativePath) => ({ kind, folder, relativePath }));
    }),
  );
  // Checked before any file is read: a link out of the site would publish what it points at.
  const files = found.flat().map(({ folder, relativePath }): [string, string] => [`${folder}/${relativePath}`, path.join(context.root, folder, relativePath)]);
  failOnErrors(await filesOutsideRoot(context.root, files, 'CONTENT_LINK_OUTSIDE'));
  const diagnostics: Diagnostic[] = [];
  const sources = await Promise.all(
    found.flat().map(async ({ kind, folder, relativePath }) => {
      const file = `${folder}/${relativePath}`;
      const absPath = path.join(context.root, file);
      const text = await fs.readFile(absPath, 'utf8');
      const extension = path.extname(relativePath) as SourceFile['extension'];
      const parsed = extension === '.tsx' ? { frontMatter: {}, body: text, diagnostics: [] } : parseFrontMatter(text, file);
      diagnostics.push(...parsed.diagnostics);
      const { id, route } = sourceRoute(kind, relativePath, parsed.frontMatter);
      return { kind, file, absPath, extension, text, body: parsed.body, frontMatter: parsed.frontMatter, id, route };
    }),
  );
  failOnErrors(diagnostics);
  if (context.includeDrafts) return sources;
  context.drafts = sources.filter((source) => source.frontMatter.draft === true);
  return sources.filter((source) => source.frontMatter.draft !== true);
}
