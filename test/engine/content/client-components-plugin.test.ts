import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { hasUseClientDirective } from '../../../src/content/mdx/client-components-plugin.js';
import { buildFixture, buildFixtureOnce, repoRoot } from '../../helpers/build-fixture.js';

const MARKER = /<div class="island" data-island="client-component" data-island-src="([^"]+)" data-island-export="([^"]+)" data-props="([^"]*)">/g;

function markers(html: string): { src: string; exportName: string; props: unknown }[] {
  return [...html.matchAll(MARKER)].map(([, src, exportName, props]) => ({ src: src!, exportName: exportName!, props: JSON.parse(props!.replaceAll('&quot;', '"')) }));
}

describe("client components ('use client')", () => {
  it('recognises the directive only at the top of a module', () => {
    assert.equal(hasUseClientDirective("'use client';\nexport default 1"), true);
    assert.equal(hasUseClientDirective('// a comment\n/* another */\n"use client"\n'), true);
    assert.equal(hasUseClientDirective("import x from 'y';\n'use client';"), false);
    assert.equal(hasUseClientDirective("'use strict';\nexport const use = 'use client';"), false);
  });

  it('renders each client component in a marker naming its browser module, export and props', async () => {
    const build = await buildFixtureOnce('client-components-site');
    assert.deepEqual(build.errors, []);
    // React separates adjacent text with empty comments.
    const html = build.html('/')!.replaceAll('<!-- -->', '');
    const [counter, greeting] = markers(html);
    assert.deepEqual(counter && { exportName: counter.exportName, props: counter.props }, { exportName: 'default', props: { start: 2, label: 'First counter' } });
    assert.deepEqual(greeting && { exportName: greeting.exportName, props: greeting.props }, { exportName: 'Greeting', props: { names: ['Ada', 'Grace'] } });
    assert.match(counter!.src, /^\/assets\/components\/counter-[A-Z0-9]+\.js$/);
    assert.match(html, /First counter<\/span> <button[^>]*>2 clicks<\/button>/, 'server-rendered inside the marker');
    assert.match(html, /Counting clicks:/, 'a constant export of a client module is used as it is');
    assert.match(html, /<p class="static-note">Rendered at build time only.<\/p>/);
    assert.equal(html.match(/class="static-note"/g)?.length, 1);
    assert.doesNotMatch(html, /data-island="client-component"[^>]*>\s*<p class="static-note"/, 'a component without the directive is not an island');
    assert.equal(markers(build.html('/second')!)[0]?.src, counter!.src, 'one module per component, shared by the pages');
  });

  it('renders a client component inside another as part of the outer island, not as an island of its own', async () => {
    const build = await buildFixtureOnce('client-components-site');
    const html = build.html('/second')!.replaceAll('<!-- -->', '');
    assert.deepEqual(
      markers(html).map(({ src, props }) => [src.replace(/-[A-Z0-9]+\.js$/, ''), props]),
      [
        ['/assets/components/counter', { start: 10, label: 'Second counter' }],
        ['/assets/components/tally', { counters: 2 }],
      ],
    );
    assert.match(html, /<div class="tally"><p class="counter"><span id="[^"]+">Tally 1<\/span> <button[^>]*>0 clicks<\/button><\/p>/);
  });

  it("bundles the client modules for the browser against the client's own React", async () => {
    const build = await buildFixtureOnce('client-components-site');
    const files = [...build.result!.files.keys()];
    const modules = files.filter((file) => file.startsWith('assets/components/')).map((file) => build.text(file)!);
    const shared = files.filter((file) => /^assets\/react-(jsx-runtime-)?[A-Z0-9]+\.js$/.test(file));
    assert.equal(shared.length, 2, 'the client publishes react and react/jsx-runtime');
    for (const file of shared) assert.ok(modules.some((module) => module.includes(`"/${file}"`)), `the components import /${file}`);
    const size = modules.reduce((total, module) => total + module.length, 0);
    assert.ok(size < 4000, `React is not bundled with the components (${size} bytes in ${modules.length} files)`);
  });

  it('links the CSS that components import, client and build-time ones alike, from each page that renders them', async () => {
    const build = await buildFixtureOnce('client-components-site');
    const stylesheetOf = (route: string) => {
      const href = /<div class="markdown"><link rel="stylesheet" href="(\/assets\/pages\/[0-9A-F]{10}\.css)"\/>/.exec(build.html(route)!)?.[1];
      assert.ok(href, `${route} links its stylesheet first thing in its content`);
      return build.text(href.slice(1))!;
    };
    const home = stylesheetOf('/');
    assert.match(home, /\.counter button \{\s*color: rgb\(200, 0, 0\);/);
    assert.match(home, /\.static-note \{\s*font-style: italic;/);
    const second = stylesheetOf('/second');
    assert.match(second, /\.counter button/);
    assert.doesNotMatch(second, /\.static-note/, 'a page gets the CSS of the components it renders');
    assert.deepEqual([...build.result!.files.keys()].filter((file) => file.startsWith('assets/components/') && file.endsWith('.css')), [], 'no CSS file is left unlinked');
  });

  it('the shared React module exports every public export of React', async () => {
    const react = createRequire(repoRoot + '/')('react') as Record<string, unknown>;
    const shared = (await import('../../../client/shared/react.js')) as Record<string, unknown>;
    const publicNames = Object.keys(react).filter((name) => !name.startsWith('__') && !name.startsWith('unstable_')).sort();
    assert.deepEqual(Object.keys(shared).filter((name) => name !== 'default').sort(), publicNames);
    assert.equal(shared.useState, react.useState);
  });

  it('fails the build, naming the prop, when a client component gets props JSON cannot carry', async () => {
    const build = await buildFixture({
      'components/clicker.tsx': "'use client';\nexport default function Clicker({ onClick }: { onClick: () => void }) { return <button onClick={onClick}>Click</button>; }\n",
      'content/docs/index.mdx': "import Clicker from '../../components/clicker.tsx';\n\n# Home\n\n<Clicker onClick={() => alert(1)} />\n",
    });
    const [error] = build.errors;
    assert.equal(error?.code, 'PAGE_RENDER_THROWS');
    assert.equal(error?.location?.file, 'content/docs/index.mdx');
    assert.match(error!.message, /client component Clicker \(components\/clicker\.tsx\) got a prop that is not plain data: "onClick" is a function/);
  });

  it('fails the build on children, which the browser could not hydrate', async () => {
    const build = await buildFixture({
      'components/box.tsx': "'use client';\nexport function Box({ children }: { children?: unknown }) { return <div>{children as never}</div>; }\n",
      'content/docs/index.mdx': "import { Box } from '../../components/box.tsx';\n\n# Home\n\n<Box>**bold**</Box>\n",
    });
    assert.match(build.errors[0]?.message ?? '', /"children" is a React element/);
  });

  it('fails the build when a client module re-exports with export *, pointing at the module', async () => {
    const build = await buildFixture({
      'components/all.tsx': "'use client';\nexport * from './parts.tsx';\n",
      'components/parts.tsx': 'export function Part() { return <b>part</b>; }\n',
      'content/docs/index.mdx': "import { Part } from '../../components/all.tsx';\n\n# Home\n\n<Part />\n",
    });
    const [error] = build.errors;
    assert.equal(error?.code, 'PAGE_MODULE_BUNDLE');
    assert.equal(error?.location?.file, 'components/all.tsx');
    assert.match(error!.message, /cannot `export \*`: export each component by name/);
  });

  it("gives a module imported with { type: 'text' } as its text, so a page can show a source file", async () => {
    const build = await buildFixture({
      'components/source.tsx': "import text from './shown.ts' with { type: 'text' };\nexport function Source() { return <pre id=\"shown\">{text}</pre>; }\n",
      'components/shown.ts': 'export const answer: number = 42;\n',
      'content/docs/index.mdx': "import { Source } from '../../components/source.tsx';\n\n# Home\n\n<Source />\n",
    });
    assert.deepEqual(build.errors, []);
    assert.match(build.html('/')!, /<pre id="shown">export const answer: number = 42;\n<\/pre>/);
  });
});
