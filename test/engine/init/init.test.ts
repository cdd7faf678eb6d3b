import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../src/cli/run-cli.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { serveSite } from '../../../src/serve/serve-site.js';
import { fixturesDir } from '../../helpers/build-fixture.js';
import { httpGet } from '../../helpers/http-get.js';

const printed = (logger: ReturnType<typeof createMemoryLogger>) => logger.lines.map((line) => line.message).join('\n');
const tempFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-'));

/** Where the sidebar's links of a built page lead, in order. */
function sidebarHrefs(html: string): string[] {
  const menu = /<nav class="sidebar-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...menu.matchAll(/<a class="sidebar-link[^"]*" href="([^"]*)"/g)].map(([, href]) => href!);
}

describe('docs-build init', () => {
  it('writes a site into a new folder that builds and serves at once, and prints the next commands', async () => {
    const parent = tempFolder();
    const dir = path.join(parent, 'handbook');
    const logger = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', 'init', dir], logger), 0);
    assert.match(
      printed(logger),
      /site\.config\.ts, content\/docs\/index\.md, content\/docs\/getting-started\.md, \.gitignore/,
    );
    assert.match(printed(logger), /docs-build watch --root .*handbook/);
    assert.match(
      fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8'),
      /^import \{ defineConfig \} from 'docs-build';\n\nexport default defineConfig\(\{\n {2}title: 'Handbook Docs',/,
    );

    assert.equal(await runCli(['node', 'docs-build', 'build', '--root', dir], createMemoryLogger()), 0);
    const server = await serveSite({ dir: path.join(dir, 'build'), port: 0, logger: createMemoryLogger() });
    try {
      const home = await httpGet(server.url, '/');
      assert.equal(home.status, 200);
      assert.match(home.body.toString(), /<h1[^>]*>Handbook Docs<\/h1>/);
      assert.deepEqual(sidebarHrefs(home.body.toString()), ['/', '/getting-started']);
      const next = await httpGet(server.url, '/getting-started');
      assert.equal(next.status, 200);
      assert.match(next.body.toString(), /Write a page/);
    } finally {
      await server.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('with --openapi, copies the spec in and adds its endpoint pages under "API reference"', async () => {
    const dir = tempFolder();
    assert.equal(
      await runCli(
        ['node', 'docs-build', 'init', dir, '--openapi', path.join(fixturesDir, 'openapi/small.yaml')],
        createMemoryLogger(),
      ),
      0,
    );
    assert.equal(
      fs.readFileSync(path.join(dir, 'openapi/small.yaml'), 'utf8'),
      fs.readFileSync(path.join(fixturesDir, 'openapi/small.yaml'), 'utf8'),
    );
    assert.equal(await runCli(['node', 'docs-build', 'build', '--root', dir], createMemoryLogger()), 0);
    const home = fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8');
    assert.match(home, /<title>[^<]*Small spec/);
    assert.match(home, />API reference</);
    assert.deepEqual(sidebarHrefs(home), ['/', '/getting-started', '/api/create-widget', '/api/get-gadgets-gadgetid']);
    assert.match(fs.readFileSync(path.join(dir, 'build/api/create-widget/index.html'), 'utf8'), /Create a widget/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a folder that holds files, and writes nothing; a folder with only .git is fine', async () => {
    const dir = tempFolder();
    fs.writeFileSync(path.join(dir, 'notes.md'), '# Mine\n');
    const logger = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', 'init', dir], logger), 2);
    assert.match(printed(logger), /INIT_FOLDER_NOT_EMPTY[\s\S]*is not empty \(notes\.md\)/);
    assert.deepEqual(fs.readdirSync(dir), ['notes.md']);

    fs.rmSync(path.join(dir, 'notes.md'));
    fs.mkdirSync(path.join(dir, '.git'));
    assert.equal(await runCli(['node', 'docs-build', 'init', dir], createMemoryLogger()), 0);
    assert.ok(fs.existsSync(path.join(dir, 'site.config.ts')));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes back what it wrote when the spec is not valid OpenAPI, and says why at the spec line', async () => {
    const parent = tempFolder();
    const dir = path.join(parent, 'api-docs');
    const logger = createMemoryLogger();
    assert.equal(
      await runCli(
        ['node', 'docs-build', 'init', dir, '--openapi', path.join(fixturesDir, 'openapi/invalid-spec.yaml')],
        logger,
      ),
      1,
    );
    assert.match(printed(logger), /OPENAPI_INVALID\] openapi\/invalid-spec\.yaml:\d+/);
    assert.match(printed(logger), /init removed the files it had written/);
    assert.deepEqual(fs.readdirSync(parent), [], 'the folder it made is gone too');

    const missing = createMemoryLogger();
    assert.equal(
      await runCli(['node', 'docs-build', 'init', dir, '--openapi', path.join(parent, 'nope.yaml')], missing),
      2,
    );
    assert.match(printed(missing), /INIT_SPEC_UNREADABLE/);
    fs.rmSync(parent, { recursive: true, force: true });
  });
});
