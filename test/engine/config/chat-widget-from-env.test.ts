import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { chatWidgetFromEnv } from '../../../src/config/chat-widget-from-env.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { BuildError } from '../../../src/diagnostics/diagnostic.js';
import { fixturesDir, repoRoot } from '../../helpers/build-fixture.js';
import { builtSideShiftSite } from '../../helpers/built-site.js';
import { snapshotTree } from '../../helpers/tree-snapshot.js';
import { withEnv } from '../../helpers/with-env.js';

const NO_WIDGET = {
  DOCS_CHAT_WIDGET_SRC: undefined,
  DOCS_CHAT_WIDGET_INIT: undefined,
  DOCS_CHAT_WIDGET_OPTIONS: undefined,
};
const PRODUCTION = {
  DOCS_CHAT_WIDGET_SRC: 'https://chat.example.com/widget.js',
  DOCS_CHAT_WIDGET_INIT: 'startSupportChat',
  DOCS_CHAT_WIDGET_OPTIONS: '{"appId":"docs-123","position":"right"}',
};
const CONFIG_ELEMENT = /<script type="application\/json" id="chat-widget-config">([^<]*)<\/script>/;

/** Every HTML file under `dir`, by path relative to it. */
function htmlFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.html')) files.set(file, fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return files;
}

describe('the chat-support widget from the build environment', () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-chat-env-'));
  after(() => fs.rmSync(temp, { recursive: true, force: true }));

  it('reads the script URL, start function and options, and nothing when the URL is unset or empty', () => {
    assert.equal(chatWidgetFromEnv({}), undefined);
    assert.equal(chatWidgetFromEnv({ DOCS_CHAT_WIDGET_SRC: '  ', DOCS_CHAT_WIDGET_OPTIONS: '{}' }), undefined);
    assert.deepEqual(chatWidgetFromEnv({ DOCS_CHAT_WIDGET_SRC: '/chat.js' }), { scriptUrl: '/chat.js' });
    assert.deepEqual(chatWidgetFromEnv(PRODUCTION), {
      scriptUrl: 'https://chat.example.com/widget.js',
      initFunction: 'startSupportChat',
      options: { appId: 'docs-123', position: 'right' },
    });
  });

  it('says which variable is wrong and what to set instead', () => {
    assert.throws(() => chatWidgetFromEnv({ DOCS_CHAT_WIDGET_SRC: 'chat.example.com/widget.js' }), {
      message:
        'DOCS_CHAT_WIDGET_SRC is "chat.example.com/widget.js", which is not a script URL. Set it to an https:// URL (or a path of this site starting with "/"), or leave it unset for no chat widget.',
    });
    assert.throws(
      () => chatWidgetFromEnv({ DOCS_CHAT_WIDGET_SRC: '/chat.js', DOCS_CHAT_WIDGET_INIT: 'start chat()' }),
      /DOCS_CHAT_WIDGET_INIT is "start chat\(\)", which is not the name of a global function/,
    );
    assert.throws(
      () => chatWidgetFromEnv({ DOCS_CHAT_WIDGET_SRC: '/chat.js', DOCS_CHAT_WIDGET_OPTIONS: '{appId: 1}' }),
      /^Error: DOCS_CHAT_WIDGET_OPTIONS is not valid JSON \(.+\)\. Set it to a JSON object, such as \{"appId":"abc123"\}\.$/,
    );
    assert.throws(
      () => chatWidgetFromEnv({ DOCS_CHAT_WIDGET_SRC: '/chat.js', DOCS_CHAT_WIDGET_OPTIONS: '["a"]' }),
      /DOCS_CHAT_WIDGET_OPTIONS must be a JSON object, such as \{"appId":"abc123"\}; it is \["a"\]\./,
    );
  });

  it('builds the SideShift site without a widget by default, and with it on every page when the variable is set', async () => {
    // The build the test files share (scripts/run-tests.js makes it without these variables), else one of its own.
    const { outDir: local } = await withEnv(NO_WIDGET, () => builtSideShiftSite());
    for (const [file, html] of htmlFiles(local)) {
      assert.doesNotMatch(html, /chat-widget-config|chat\.example\.com/, `${file} has a chat widget`);
    }

    const production = path.join(temp, 'production');
    await withEnv(PRODUCTION, () =>
      buildSite({ root: repoRoot, outDir: production, cache: false, logger: createMemoryLogger() }),
    );
    const pages = htmlFiles(production);
    assert.ok(pages.size >= 64 && pages.has('404.html') && pages.has('index.html'));
    for (const [file, html] of pages) {
      const settings = CONFIG_ELEMENT.exec(html);
      assert.ok(settings, `${file} does not load the chat widget`);
      assert.deepEqual(JSON.parse(settings[1]!), {
        scriptUrl: 'https://chat.example.com/widget.js',
        initFunction: 'startSupportChat',
        options: { appId: 'docs-123', position: 'right' },
      });
    }
  });

  it('stops the build at site.config.ts with the variable to fix when a value cannot work', async () => {
    const error = await withEnv({ ...PRODUCTION, DOCS_CHAT_WIDGET_OPTIONS: 'appId=docs-123' }, () =>
      buildSite({ root: repoRoot, outDir: path.join(temp, 'bad'), cache: false, logger: createMemoryLogger() }).then(
        () => assert.fail('the build succeeded'),
        (thrown: unknown) => thrown,
      ),
    );
    assert.ok(error instanceof BuildError, String(error));
    const [diagnostic] = error.diagnostics;
    assert.equal(diagnostic!.code, 'CONFIG_THROWS');
    assert.equal(diagnostic!.location?.file, 'site.config.ts');
    const configLines = fs.readFileSync(path.join(repoRoot, 'site.config.ts'), 'utf8').split('\n');
    assert.equal(
      diagnostic!.location?.line,
      configLines.findIndex((line) => line.includes('chatWidget: chatWidgetFromEnv()')) + 1,
    );
    assert.match(diagnostic!.message, /DOCS_CHAT_WIDGET_OPTIONS is not valid JSON/);
  });

  it('a cached build after the variable changes equals a cold build with it', async () => {
    const root = path.join(temp, 'site');
    fs.cpSync(path.join(fixturesDir, 'chat-widget-env-site'), root, { recursive: true });
    const build = (out: string, cache: boolean) =>
      buildSite({ root, outDir: out, cache, logger: createMemoryLogger() });
    await withEnv(NO_WIDGET, () => build('first', true));
    await withEnv(PRODUCTION, async () => {
      await build('second', true);
      await build('cold', false);
    });
    assert.deepEqual(snapshotTree(path.join(root, 'second')), snapshotTree(path.join(root, 'cold')));
    assert.match(fs.readFileSync(path.join(root, 'second', 'contact', 'index.html'), 'utf8'), CONFIG_ELEMENT);
    await withEnv(NO_WIDGET, () => build('third', true));
    assert.doesNotMatch(
      fs.readFileSync(path.join(root, 'third', 'contact', 'index.html'), 'utf8'),
      /chat-widget-config/,
    );
  });
});
