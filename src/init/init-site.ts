import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { buildSite } from '../build/build-site.js';
import { createMemoryLogger } from '../context/logger.js';
import { UsageError } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { starterFiles } from './starter-files.js';

export interface InitOptions {
  /** The folder of the new site: made if missing, refused if it holds anything but a `.git` folder. */
  dir: string;
  /** An OpenAPI spec (YAML or JSON) to copy into the site, with an API reference built from it. */
  openapi?: string;
}

export interface InitResult {
  root: string;
  /** The files written, from the site root, in the order written. */
  files: string[];
}

/**
 * Writes a small working site into an empty or new folder, then builds it in memory to make sure it
 * builds as written. A build that fails (a spec that is not valid OpenAPI) takes back every file it
 * wrote, and the folder if it made it, and throws the build's diagnostics.
 */
export async function initSite(options: InitOptions): Promise<InitResult> {
  const root = path.resolve(options.dir);
  const specPath = options.openapi === undefined ? undefined : path.resolve(options.openapi);
  refuseUnusableFolder(root);
  const spec = specPath ? { ...readSpec(specPath), file: `openapi/${path.basename(specPath)}` } : undefined;
  const title = spec?.title ?? `${titleFromFolder(root)} Docs`;
  const files = starterFiles({ title, ...(spec && { spec }) });

  const madeFolder = !fs.existsSync(root);
  const written: string[] = [];
  try {
    for (const [file, text] of files) {
      writeNew(root, file, text);
      written.push(file);
    }
    if (spec && specPath) {
      writeNew(root, spec.file, fs.readFileSync(specPath));
      written.push(spec.file);
    }
    await buildSite({ root, write: false, cache: false, logger: createMemoryLogger() });
  } catch (error) {
    takeBack(root, written, madeFolder);
    throw error;
  }
  return { root, files: written };
}

function refuseUnusableFolder(root: string): void {
  if (!fs.existsSync(root)) return;
  if (!fs.statSync(root).isDirectory())
    throw new UsageError([makeDiagnostic('INIT_FOLDER_NOT_EMPTY', undefined, { root, entries: 'a file' })]);
  const entries = fs.readdirSync(root).filter((name) => name !== '.git');
  if (entries.length > 0) {
    throw new UsageError([makeDiagnostic('INIT_FOLDER_NOT_EMPTY', undefined, { root, entries })]);
  }
}

/** The spec's title and an id for it, read as YAML (which reads JSON too). */
function readSpec(specPath: string): { id: string; title: string } {
  if (!fs.existsSync(specPath))
    throw new UsageError([makeDiagnostic('INIT_SPEC_UNREADABLE', undefined, { specPath, error: 'missing' })]);
  let data: unknown;
  try {
    data = parseYaml(fs.readFileSync(specPath, 'utf8'));
  } catch (error) {
    throw new UsageError([
      makeDiagnostic('INIT_SPEC_UNREADABLE', undefined, {
        specPath,
        error: error instanceof Error ? error.message.split('\n')[0]! : String(error),
      }),
    ]);
  }
  const title = (data as { info?: { title?: unknown } } | null)?.info?.title;
  const id =
    path
      .basename(specPath)
      .replace(/\.[^.]+$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'api';
  return { id, title: typeof title === 'string' && title.trim() !== '' ? title.trim() : 'API' };
}

function writeNew(root: string, file: string, contents: string | Buffer): void {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, contents, { flag: 'wx' });
}

/** Removes the files init wrote and the folders it left empty, up to the site root (removed too if init made it). */
function takeBack(root: string, written: string[], madeFolder: boolean): void {
  for (const file of written) fs.rmSync(path.join(root, file), { force: true });
  for (const file of written) {
    for (
      let folder = path.dirname(path.join(root, file));
      folder !== root && folder.startsWith(root);
      folder = path.dirname(folder)
    ) {
      if (fs.existsSync(folder) && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
    }
  }
  if (madeFolder && fs.existsSync(root) && fs.readdirSync(root).length === 0) fs.rmdirSync(root);
}

/** `my-api_docs` → `My api docs`. */
function titleFromFolder(root: string): string {
  const words =
    path
      .basename(root)
      .replace(/[-_.]+/g, ' ')
      .trim() || 'My';
  return words[0]!.toUpperCase() + words.slice(1);
}
