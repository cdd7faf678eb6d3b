import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the docs-build package, found upwards from `start`. This code runs from `dist/src/…`
 * (compiled) or from `dist/cli/` (bundled), so the depth differs.
 */
export function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docs-build'
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`docs-build: no package.json of docs-build above ${start}`);
  }
}

/** The docs-build package root: the client sources and the prebuilt client bundle ship in it. */
export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
