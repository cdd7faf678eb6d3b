import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../paths/package-root.js';

/**
 * What identifies the code that rendered a cached result: the package version and the bytes of the
 * bundled CLI (`dist/cli`, rebuilt by every `npm run compile`, with the Markdown plugins, grammars and
 * React inside). A cache written by any other build of docs-build, even one of the same version, never
 * matches.
 */
export function engineFingerprint(): string {
  // The code cannot change under a running process: `watch` reads the files once, not on every rebuild.
  fingerprint ??= computeFingerprint();
  return fingerprint;
}

let fingerprint: string | undefined;

function computeFingerprint(): string {
  const hash = createHash('sha256');
  const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  hash.update(`docs-build@${manifest.version}\n`);
  const cliDir = path.join(packageRoot, 'dist/cli');
  for (const name of fs.readdirSync(cliDir).sort()) {
    hash.update(`${name}\n`);
    hash.update(fs.readFileSync(path.join(cliDir, name)));
  }
  return hash.digest('hex').slice(0, 32);
}
