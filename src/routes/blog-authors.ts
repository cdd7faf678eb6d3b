import fs from 'node:fs';
import path from 'node:path';
import { parse, YAMLParseError } from 'yaml';
import * as z from 'zod';
import { siteFolders } from '../config/site-folders.js';
import type { BuildContext } from '../context/build-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { LineFinder } from '../diagnostics/source-lines.js';
import type { BlogAuthor } from '../model/blog-post-summary.js';

const authorSchema = z.object({
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
});

/** An author as written in the authors file or inline in front matter. */
export type AuthorFields = z.infer<typeof authorSchema>;

/** An author record from its file fields (`image_url` becomes `imageUrl`); the key stands in for a missing name. */
export function toBlogAuthor(key: string, fields: AuthorFields): BlogAuthor {
  return { key, name: fields.name ?? key, title: fields.title, url: fields.url, imageUrl: fields.image_url };
}

/** Parses inline author fields from front matter; undefined when they are not an author object. */
export function parseAuthorFields(value: unknown): AuthorFields | undefined {
  const parsed = authorSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Reads the blog's authors file (`content/blog/authors.yml` unless `blog.authorsFile` says otherwise):
 * author key → { name, title, url, image_url }. Keys keep the file's order. No file means no authors.
 */
export function loadBlogAuthors(
  context: BuildContext,
  lines: LineFinder,
  diagnostics: Diagnostic[],
): Map<string, BlogAuthor> {
  const file = path.posix.join(siteFolders(context.config).blog, context.config.blog.authorsFile);
  const absPath = path.join(context.root, file);
  const authors = new Map<string, BlogAuthor>();
  if (!fs.existsSync(absPath)) return authors;
  let data: unknown;
  try {
    data = parse(fs.readFileSync(absPath, 'utf8'));
  } catch (error) {
    const position = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    const location = { file, line: position?.line ?? 1, column: position ? position.col - 1 : 0 };
    diagnostics.push(
      makeDiagnostic('BLOG_AUTHORS_INVALID', location, { file, yamlError: (error as Error).message.split('\n')[0]! }),
    );
    return authors;
  }
  if (data === null || data === undefined) return authors;
  if (typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(
      invalidAuthors(file, { file, line: 1, column: 0 }, 'the file must map author keys to author details'),
    );
    return authors;
  }
  for (const [key, value] of Object.entries(data)) {
    const fields = parseAuthorFields(value);
    if (fields) authors.set(key, toBlogAuthor(key, fields));
    else
      diagnostics.push(
        invalidAuthors(
          file,
          lines.locate(file, [`${key}:`]),
          `author "${key}" must have text fields name, title, url, image_url`,
        ),
      );
  }
  return authors;
}

function invalidAuthors(file: string, location: Diagnostic['location'], problem: string): Diagnostic {
  return makeDiagnostic('BLOG_AUTHORS_INVALID', location, { file, problem });
}
