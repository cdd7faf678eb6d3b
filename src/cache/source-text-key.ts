import type { SourceFile } from '../model/source-file.js';
import { cacheKey } from './build-cache.js';

/** The key of a content file's text: part of the key of everything cached that was made from it. */
export function textKey(text: string): string {
  return cacheKey(text);
}

/** The key of a source's text: the one discover made, else made now. */
export function sourceTextKey(source: Pick<SourceFile, 'text' | 'textKey'>): string {
  return source.textKey ?? textKey(source.text);
}
