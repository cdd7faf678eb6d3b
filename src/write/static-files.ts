import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { failOnErrors } from '../diagnostics/diagnostic.js';
import { filesOutsideRoot } from '../paths/files-outside-root.js';

/** Dotfiles copied whatever the config says: the well-known URIs of RFC 8615 (security.txt, …). */
const ALWAYS_COPIED_DOTFILES = ['.well-known/**'];

/**
 * Every file under the static folder (`staticDir`, `<root>/static/` by default) to copy: output path (posix, relative) → absolute source path.
 * Files whose path has a segment starting with a dot are left out unless `.well-known/` or listed in
 * `dotfiles`. A symbolic link leading outside the site root fails the build, naming the link.
 */
export async function listStaticFiles(
  root: string,
  dotfiles: string[] = [],
  folder = 'static',
): Promise<Map<string, string>> {
  const staticDir = path.join(root, folder);
  if (!fs.existsSync(staticDir)) return new Map();
  const options = { cwd: staticDir, onlyFiles: true, followSymbolicLinks: true };
  const [plain, dotted] = await Promise.all([
    fg('**/*', { ...options, dot: false }),
    fg([...ALWAYS_COPIED_DOTFILES, ...dotfiles], { ...options, dot: true }),
  ]);
  const files = [...new Set([...plain, ...dotted])]
    .sort()
    .map((file): [string, string] => [file, path.join(staticDir, file)]);
  failOnErrors(
    await filesOutsideRoot(
      root,
      files.map(([file, absPath]) => [`${folder}/${file}`, absPath]),
      'STATIC_LINK_OUTSIDE',
    ),
  );
  return new Map(files);
}
