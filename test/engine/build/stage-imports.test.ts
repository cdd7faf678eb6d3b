import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { init as initModuleLexer, parse as parseModule } from 'es-module-lexer';
import { repoRoot } from '../../helpers/build-fixture.js';

// The rule of docs-build's layout (docs/content/docs/internals/repository-layout.md): a stage folder of
// src/ imports only the shared folders, never another stage; only the commands bring stages together.
// Every folder of src/ is named here, so a new one has to be placed before this test passes.

/** One job each, in the order a build runs them; data reaches them through the shared folders' types. */
const STAGES = ['bundle', 'discover', 'content', 'openapi', 'routes', 'render', 'search', 'write'];
/** What every stage may read: the model's types, the context, diagnostics, paths, the config, the cache, the Markdown copy, and src/shared/. */
const SHARED = ['model', 'context', 'diagnostics', 'paths', 'config', 'cache', 'markdown', 'shared'];
/** Commands and the build that runs the stages in order. */
const COMMANDS = ['build', 'watch', 'serve', 'init', 'version', 'cli'];

const srcDir = path.join(repoRoot, 'src');

interface ModuleImport {
  /** The importing file, from src/ (`search/page-records.ts`). */
  file: string;
  specifier: string;
  /** The imported file from the repository root (`src/model/page.js`, `client/with-base-url.js`). */
  target: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

async function relativeImports(): Promise<ModuleImport[]> {
  await initModuleLexer();
  return sourceFiles(srcDir).flatMap((full) => {
    const [imports] = parseModule(fs.readFileSync(full, 'utf8'), full);
    return imports.flatMap(({ specifier }) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return [];
      const target = path
        .relative(repoRoot, path.resolve(path.dirname(full), specifier))
        .split(path.sep)
        .join('/');
      return [{ file: path.relative(srcDir, full).split(path.sep).join('/'), specifier, target }];
    });
  });
}

/** The folder of src/ a path is in (`search`), or undefined outside src/ or for src/index.ts. */
function srcFolder(fromRoot: string): string | undefined {
  const parts = fromRoot.split('/');
  return parts[0] === 'src' && parts.length > 2 ? parts[1] : undefined;
}

const folderOf = (file: string) => srcFolder(`src/${file}`);
const describeImport = (imported: ModuleImport) => `${imported.file} imports ${imported.specifier}`;

describe('stage imports', () => {
  it('places every folder of src/ as a stage, a shared folder or a command', () => {
    const folders = fs
      .readdirSync(srcDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    assert.deepEqual(
      folders.filter((folder) => ![...STAGES, ...SHARED, ...COMMANDS].includes(folder)),
      [],
    );
  });

  it('finds the imports it checks (type-only imports included)', async () => {
    const imports = await relativeImports();
    assert.ok(
      imports.some(
        ({ file, target }) => file === 'search/page-records.ts' && target === 'src/shared/browser-shapes.js',
      ),
    );
    assert.ok(imports.some(({ file, target }) => file === 'routes/route-table.ts' && target === 'src/model/page.js'));
  });

  it('has a stage import no other stage and no command, only the shared folders (and server templates)', async () => {
    const wrong = (await relativeImports()).filter((imported) => {
      const from = folderOf(imported.file);
      if (from === undefined || !STAGES.includes(from)) return false;
      const to = srcFolder(imported.target);
      if (to === undefined) return !imported.target.startsWith('templates/');
      return to !== from && !SHARED.includes(to);
    });
    assert.deepEqual(wrong.map(describeImport), []);
  });

  it('has a shared folder import only shared folders', async () => {
    const wrong = (await relativeImports()).filter((imported) => {
      const from = folderOf(imported.file);
      if (from === undefined || !SHARED.includes(from)) return false;
      const to = srcFolder(imported.target);
      return to === undefined
        ? !imported.target.startsWith('client/') && !imported.target.startsWith('templates/')
        : !SHARED.includes(to);
    });
    assert.deepEqual(wrong.map(describeImport), []);
  });

  it('reaches the browser code (client/) from the stages only through src/shared/browser-shapes.ts', async () => {
    const wrong = (await relativeImports()).filter((imported) => {
      const from = folderOf(imported.file);
      return (
        imported.target.startsWith('client/') &&
        from !== undefined &&
        !COMMANDS.includes(from) &&
        imported.file !== 'shared/browser-shapes.ts'
      );
    });
    assert.deepEqual(wrong.map(describeImport), []);
  });
});
