import { readFileSync } from 'node:fs';
import { textKey } from '../cache/source-text-key.js';
import type { SourceFile } from '../model/source-file.js';
import { splitFrontMatter } from './front-matter.js';

/**
 * Thrown when a content file read after discover (`withTextFromDisk`) no longer holds the text
 * discover knew: the build starts again, reading every file (as `CachedBodyUnavailable` does).
 */
export class SourceChangedDuringBuild extends Error {
  constructor(readonly file: string) {
    super(`${file} changed while the build was reading it`);
    this.name = 'SourceChangedDuringBuild';
  }
}

/** Whether `error` is, or was caused by, a `SourceChangedDuringBuild`. */
export function isSourceChangedDuringBuild(error: unknown): boolean {
  for (let at = error; at instanceof Error; at = at.cause) if (at instanceof SourceChangedDuringBuild) return true;
  return false;
}

/**
 * A source whose file discover did not read (unchanged since the last build, whose text key it
 * kept): its `text` and `body` are read from the file when first asked for, and must have that key.
 */
export function withTextFromDisk({
  kind,
  file,
  absPath,
  extension,
  textKey: keyOfText,
  frontMatter,
  id,
  route,
  aliases,
  version,
}: Omit<SourceFile, 'text' | 'body'> & { textKey: string }): SourceFile {
  let text: string | undefined;
  let body: string | undefined;
  const readText = () => {
    if (text !== undefined) return text;
    const read = readFileSync(absPath, 'utf8');
    if (textKey(read) !== keyOfText) throw new SourceChangedDuringBuild(file);
    return (text = read);
  };
  // Written out, not spread from another object: a large site's stages read these objects' fields
  // many times, and objects made by a spread were several times slower to read. The accessors are the
  // object's own, so copies and structured clones get the text too.
  return {
    kind,
    file,
    absPath,
    extension,
    get text() {
      return readText();
    },
    // A TSX page has no front matter: its body is its text, as discover gives it.
    get body() {
      return (body ??= extension === '.tsx' ? readText() : splitFrontMatter(readText()).body);
    },
    textKey: keyOfText,
    frontMatter,
    id,
    route,
    ...(aliases && { aliases }),
    ...(version !== undefined && { version }),
  };
}
