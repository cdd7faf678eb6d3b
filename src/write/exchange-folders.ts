import { createRequire } from 'node:module';

const AT_FDCWD = -100;
const RENAME_EXCHANGE = 2;

type RenameAt2 = (oldDirFd: number, oldPath: string, newDirFd: number, newPath: string, flags: number) => number;

/**
 * Swaps two existing folders in one atomic step (Linux `renameat2` with `RENAME_EXCHANGE`, called
 * through koffi since Node has no binding for it): a reader of either path sees the old folder or the
 * new one, never neither, and a process killed at any moment leaves both in place. Returns false
 * where the system cannot do it (another OS, a file system without support); the caller then falls
 * back to two renames.
 */
export function exchangeFolders(a: string, b: string): boolean {
  const renameat2 = loadRenameAt2();
  if (!renameat2) return false;
  if (renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE) === 0) return true;
  const errno = koffiErrno();
  // EINVAL: the file system does not support the flag; ENOSYS: a kernel without renameat2.
  if (errno === 22 || errno === 38) return false;
  throw Object.assign(new Error(`cannot exchange ${a} and ${b} (errno ${errno})`), { errno });
}

let loaded: { renameat2: RenameAt2 | undefined; errno: () => number } | undefined;

function loadRenameAt2(): RenameAt2 | undefined {
  loaded ??= bindLibc();
  return loaded.renameat2;
}

function koffiErrno(): number {
  return loaded?.errno() ?? 0;
}

/** koffi is loaded on first use (it is a native addon) and only on Linux, where glibc has renameat2. */
function bindLibc(): NonNullable<typeof loaded> {
  const none = { renameat2: undefined, errno: () => 0 };
  if (process.platform !== 'linux') return none;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    const libc = koffi.load('libc.so.6');
    const renameat2 = libc.func(
      'int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags)',
    ) as RenameAt2;
    return { renameat2, errno: () => koffi.errno() };
  } catch {
    // musl and other C libraries name it differently or lack it: two renames it is.
    return none;
  }
}
