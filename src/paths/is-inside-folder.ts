import path from 'node:path';

/** True when the absolute path `inner` is `folder` itself or lies inside it (no symlinks resolved). */
export function isInsideFolder(inner: string, folder: string): boolean {
  const relative = path.relative(folder, inner);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}
