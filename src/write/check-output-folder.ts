import fs from 'node:fs';
import path from 'node:path';
import { UsageError } from '../diagnostics/diagnostic.js';
import { isInsideFolder } from '../paths/is-inside-folder.js';
import { OUTPUT_MARKER } from './output-marker.js';

/** Folders of a site that an output folder must never be, nor lie inside (with the folders its config names). */
const SOURCE_FOLDERS = ['content', 'static', 'openapi', 'node_modules', '.git'];

/**
 * Refuses an output folder the build must not replace: the site root, a folder containing it, one of
 * the site's source folders (`inputs`: the docs, blog and static folders its config names) or a folder inside them, anything that is not a folder, and an existing
 * folder that holds files but no marker of a previous build. Throws a UsageError (exit status 2) that
 * says why; the build has not touched anything then.
 */
export function checkOutputFolder(root: string, outDir: string, inputs: readonly string[] = []): void {
  const reason = refusalReason(path.resolve(root), path.resolve(outDir), [...new Set([...SOURCE_FOLDERS, ...inputs])]);
  if (!reason) return;
  throw new UsageError([
    {
      code: 'OUT_DIR_REFUSED',
      severity: 'error',
      message: `refusing to write the site into ${outDir}: ${reason.why}`,
      hint: reason.hint,
    },
  ]);
}

function refusalReason(root: string, outDir: string, sourceFolders: string[]): { why: string; hint: string } | undefined {
  const chooseAnother = 'Pass another --out-dir, such as the default `build`.';
  if (isInsideFolder(root, outDir)) {
    return { why: outDir === root ? 'it is the site root' : 'it contains the site root', hint: chooseAnother };
  }
  const source = sourceFolders.map((folder) => path.resolve(root, folder)).find((folder) => isInsideFolder(outDir, folder));
  if (source) return { why: `it is inside the site's source folder ${path.relative(root, source)}/`, hint: chooseAnother };

  let entries: string[];
  try {
    entries = fs.readdirSync(outDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ENOTDIR') return { why: 'it is a file, not a folder', hint: chooseAnother };
    throw error;
  }
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER)) return undefined;
  return {
    why: `it holds files that docs-build did not write (no ${OUTPUT_MARKER} from an earlier build), and a build replaces the folder whole`,
    hint: `${chooseAnother} If the folder is an old build output, delete it first.`,
  };
}
