// Folders the bench is done with are renamed into one folder and removed when the bench ends, not
// removed between measurements. On a file system without a journal (this machine's ext4 has none),
// Linux skips the inodes freed in the last minutes when it creates a file, reading each one's inode
// to tell: a build started right after 30,000 files were removed spent 2–3 s more in the kernel.
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR } from './sections/build-times.js';

let count = 0;
const setAsideFolder = () => path.join(BENCH_DIR, '.set-aside');

/** Moves `folder` (if there) out of the way, to be removed by `removeSetAside`. */
export function setAside(folder) {
  if (!fs.existsSync(folder)) return;
  fs.mkdirSync(setAsideFolder(), { recursive: true });
  const target = path.join(setAsideFolder(), `${process.pid}-${count++}-${path.basename(folder)}`);
  try {
    fs.renameSync(folder, target);
  } catch {
    // Not renamable there (another file system): removed now.
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Removes what `setAside` moved, and what an earlier run that was stopped left there. */
export function removeSetAside() {
  fs.rmSync(setAsideFolder(), { recursive: true, force: true });
}
