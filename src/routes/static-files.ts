import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/** Every file under `<root>/static/`: output path (posix, relative) → absolute source path. */
export async function listStaticFiles(root: string): Promise<Map<string, string>> {
  const staticDir = path.join(root, 'static');
  if (!fs.existsSync(staticDir)) return new Map();
  const files = await fg('**/*', { cwd: staticDir, dot: true, onlyFiles: true, followSymbolicLinks: true });
  return new Map(files.sort().map((file) => [file, path.join(staticDir, file)]));
}
