import { createHash } from 'node:crypto';

/** A short hash of a file's contents for its name (`3F2A9C1B07`): a new name whenever the contents change. */
export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10).toUpperCase();
}
