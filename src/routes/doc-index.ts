import type { SourceFile } from '../model/source-file.js';

/** The docs by the names a sidebar may use for them. */
export interface DocIndex {
  /** By id, and by alias where no doc has that id (an index doc's folder: `guides`). */
  byId: Map<string, SourceFile>;
  /** By path under the docs folder without extension (`2-guides/01-setup`), to tell a sidebar which id a path has. */
  byPath: Map<string, SourceFile>;
}

/** Indexes the docs, which live under `docsFolder` (relative to the site root). */
export function createDocIndex(docs: SourceFile[], docsFolder: string): DocIndex {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  for (const doc of docs) for (const alias of doc.aliases ?? []) if (!byId.has(alias)) byId.set(alias, doc);
  const prefix = docsFolder === '.' ? '' : `${docsFolder}/`;
  const byPath = new Map(
    docs
      .filter((doc) => doc.file.startsWith(prefix))
      .map((doc) => [doc.file.slice(prefix.length).replace(/\.mdx?$/, ''), doc]),
  );
  return { byId, byPath };
}
