import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { BENCH_DIR } from './build-times.js';
import { measureBuild, REPO_ROOT } from '../measure-build.js';
import { browserResources, canUseBrowser } from '../browser-resources.js';
import { formatTable, number } from '../format-table.js';

/** Doc pages to inspect, first one present wins. */
const DOC_PAGES = ['api-intro/deposits/index.html', 'api-intro/getting-started/index.html', 'index.html'];
const JS_BUDGET_KB = 12;
const CSS_BUDGET_KB = 25;
const gzipSize = (bytes) => zlib.gzipSync(bytes).length;
const isExternal = (url) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);

function attributes(tag) {
  const result = {};
  for (const match of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    result[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  return result;
}

/** Module scripts, modulepreloads, stylesheets and inline scripts a page's HTML loads. */
function pageResources(html) {
  const scripts = [];
  const classic = [];
  const inline = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(match[1]);
    if (attrs.src !== undefined && attrs.type === 'module') scripts.push(attrs.src);
    else if (attrs.src !== undefined) classic.push(attrs.src);
    else if (attrs.src === undefined && (!attrs.type || /javascript|module/.test(attrs.type))) inline.push(match[2]);
  }
  const preloads = [];
  const stylesheets = [];
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1]);
    const rel = (attrs.rel ?? '').split(/\s+/);
    if (rel.includes('modulepreload')) preloads.push(attrs.href);
    if (rel.includes('stylesheet')) stylesheets.push(attrs.href);
  }
  return { scripts, classic, preloads, stylesheets, inline };
}

/** Static `import … from "x"` / `export … from "x"` / `import "x"` specifiers; `import("x")` is left out. */
function staticImports(code) {
  return [...code.matchAll(/(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map(
    (match) => match[1],
  );
}

/** Every JS file the page loads before interaction: entry modules, preloads and their static imports. */
function collectModules(outDir, pageUrl, urls) {
  const files = new Map();
  const queue = urls.filter((url) => !isExternal(url)).map((url) => new URL(url, `http://site${pageUrl}`).pathname);
  while (queue.length > 0) {
    const pathname = queue.shift();
    if (files.has(pathname)) continue;
    const absolute = path.join(outDir, decodeURI(pathname));
    const bytes = fs.existsSync(absolute) ? fs.readFileSync(absolute) : undefined;
    files.set(pathname, bytes);
    if (!bytes) continue;
    for (const specifier of staticImports(bytes.toString('utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('/'))
        queue.push(new URL(specifier, `http://site${pathname}`).pathname);
    }
  }
  return files;
}

/** React + ReactDOM's client alone, minified for production by esbuild: what "on top of React" means. */
async function reactReference() {
  const result = await esbuild.build({
    stdin: {
      contents: "import * as R from 'react'; import * as D from 'react-dom/client'; globalThis.__r = [R, D];",
      resolveDir: REPO_ROOT,
      loader: 'js',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzipSize(result.outputFiles[0].contents);
}

const kb = (bytes) => number(bytes / 1024, 1);
const REACT_MARKERS = ['react.dev/errors/', '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'];
const containsReact = (bytes) => REACT_MARKERS.some((marker) => bytes.includes(marker));

function readAsset(outDir, pathname) {
  const absolute = path.join(outDir, decodeURI(pathname));
  return fs.existsSync(absolute) ? fs.readFileSync(absolute) : undefined;
}

/** Gzip total of a set of files, whether React is among them, and "ours" = total − the React reference. */
function jsTotals(files, reactGzip) {
  const gzip = files.reduce((sum, { gz }) => sum + gz, 0);
  const withReact = files.some(({ react }) => react);
  return { gzip, withReact, ours: withReact ? gzip - reactGzip : gzip };
}

/** Gzipped JS and CSS a doc page of the repository's site loads, against the budgets. */
export const assetSizesSection = {
  name: 'assets',
  title: 'Asset sizes of a doc page of the repository site (gzip, zlib default level)',
  selectedBy: ['assets', 'site'],
  async run({ state, log }) {
    let outDir = state.siteOutDir;
    if (!outDir) {
      outDir = path.join(BENCH_DIR, 'out-site');
      log('building the repository site for its asset sizes …');
      const result = await measureBuild(REPO_ROOT, outDir);
      if (!result.ok) {
        state.failed = true;
        return `The repository site did not build (exit ${result.exitCode}):\n${result.output.trimEnd().split('\n').slice(-20).join('\n')}`;
      }
    }
    const page = DOC_PAGES.find((candidate) => fs.existsSync(path.join(outDir, candidate)));
    if (!page) return `No doc page found in ${outDir} (looked for ${DOC_PAGES.join(', ')}).`;
    const pageUrl = `/${page.replace(/\/?index\.html$/, '')}`;
    const resources = pageResources(fs.readFileSync(path.join(outDir, page), 'utf8'));
    const staticJs = new Set(collectModules(outDir, pageUrl, [...resources.scripts, ...resources.preloads]).keys());
    const css = new Set(collectModules(outDir, pageUrl, resources.stylesheets).keys());
    let loaded;
    if (await canUseBrowser()) {
      log('loading the page in Chromium …');
      loaded = await browserResources(outDir, pageUrl);
      for (const pathname of loaded.stylesheets) css.add(pathname);
    }
    const jsPaths = [...new Set([...staticJs, ...(loaded?.scripts ?? [])])];
    const reactGzip = await reactReference();
    const js = jsPaths.map((pathname) => {
      const bytes = readAsset(outDir, pathname);
      return { pathname, bytes, gz: bytes ? gzipSize(bytes) : 0, react: bytes ? containsReact(bytes) : false };
    });
    const cssFiles = [...css].map((pathname) => ({ pathname, bytes: readAsset(outDir, pathname) }));
    const cssGzip = cssFiles.reduce((sum, { bytes }) => sum + (bytes ? gzipSize(bytes) : 0), 0);
    const yes = (value) => (value ? 'yes' : '');
    const rows = js.map(({ pathname, bytes, gz, react }) => [
      pathname,
      'js',
      bytes ? kb(bytes.length) : 'missing',
      bytes ? kb(gz) : '—',
      yes(staticJs.has(pathname)),
      loaded ? yes(loaded.scripts.includes(pathname)) : 'n/a',
      yes(react),
    ]);
    for (const { pathname, bytes } of cssFiles)
      rows.push([pathname, 'css', bytes ? kb(bytes.length) : 'missing', bytes ? kb(gzipSize(bytes)) : '—', '', '', '']);
    const inlineBytes = Buffer.from(resources.inline.join('\n'));
    if (inlineBytes.length > 0)
      rows.push([
        `${resources.inline.length} inline script(s) in the HTML`,
        'js',
        kb(inlineBytes.length),
        kb(gzipSize(inlineBytes)),
        '',
        '',
        '',
      ]);

    const staticTotals = jsTotals(
      js.filter(({ pathname }) => staticJs.has(pathname)),
      reactGzip,
    );
    const loadedTotals = loaded
      ? jsTotals(
          js.filter(({ pathname }) => loaded.scripts.includes(pathname)),
          reactGzip,
        )
      : undefined;
    const headline = loadedTotals ?? staticTotals;
    const summaryRows = [
      [
        'JS: entry module + its static imports',
        kb(staticTotals.gzip),
        '—',
        staticTotals.withReact ? 'includes React' : 'no React',
      ],
      [
        'JS: requested by Chromium until network idle',
        loadedTotals ? kb(loadedTotals.gzip) : 'n/a',
        '—',
        loadedTotals ? (loadedTotals.withReact ? 'includes React' : 'no React') : 'no browser',
      ],
      ['React + ReactDOM alone (reference bundle)', kb(reactGzip), '~69 KB', '—'],
      [
        `JS of ours (${loadedTotals ? 'Chromium set' : 'static set'}${headline.withReact ? ' − React reference' : ''})`,
        kb(headline.ours),
        `< ${JS_BUDGET_KB} KB`,
        headline.ours / 1024 < JS_BUDGET_KB ? 'within' : 'over',
      ],
      ['CSS', kb(cssGzip), `< ${CSS_BUDGET_KB} KB`, cssGzip / 1024 < CSS_BUDGET_KB ? 'within' : 'over'],
    ];
    const notes = [
      `Page inspected: ${pageUrl} (${page}). "static": entry module, modulepreloads and their static imports; "browser": requested by headless Chromium before any interaction.`,
      'Inline scripts are listed but not counted; "React" marks files that contain React itself.',
    ];
    const external = [
      ...resources.scripts,
      ...resources.preloads,
      ...resources.stylesheets,
      ...resources.classic,
    ].filter(isExternal);
    const thirdParty = [...new Set([...external, ...(loaded?.thirdParty ?? [])])];
    if (thirdParty.length > 0) notes.push(`Third-party requests not counted: ${thirdParty.join(', ')}`);
    return `${formatTable(['file', 'kind', 'raw KB', 'gzip KB', 'static', 'browser', 'React'], rows)}\n\n${formatTable(['measure', 'gzip KB', 'budget', 'result'], summaryRows)}\n${notes.join('\n')}`;
  },
};
