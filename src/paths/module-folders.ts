import path from 'node:path';

/**
 * Where module files lie, relative to the site root: each file's folder (`components`, `plugins`,
 * `../shared`), or the file itself when it is in the root (`remark-plugin.js`, so as not to watch the
 * whole root); never in `node_modules`. `watch` watches them for the modules that pages and the config
 * import.
 */
export function moduleFolders(root: string, files: readonly string[]): string[] {
  const folders = files
    .map((file) => path.relative(root, path.dirname(file)) || path.relative(root, file))
    .map((relative) => relative.split(path.sep).join('/'))
    .filter((relative) => !relative.split('/').includes('node_modules'));
  return [...new Set(folders)];
}
