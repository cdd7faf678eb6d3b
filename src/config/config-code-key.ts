import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * A hash of the bytes of every file a config was bundled from. The config's JSON cannot show code —
 * a unified plugin is a function — so whatever a plugin changes in the output is keyed by this: a
 * change to `site.config.ts`, a local plugin or an installed plugin package's files changes it.
 */
export function configCodeKey(inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of [...inputs].sort()) {
    hash.update(file).update('\0');
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update('unreadable');
    }
    hash.update('\0');
  }
  return hash.digest('base64url');
}
