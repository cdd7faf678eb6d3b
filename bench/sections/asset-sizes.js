import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { BENCH_DIR } from './build-times.js';
import { measureBuild, REPO_ROOT } from '../measure-build.js';
import { formatTable, number } from '../format-table.js';

/** Doc pages to inspect, first one present wins. */
const DOC_PAGES = ['api-intro/deposits/index.html', 'api-intro/getting-started/index.html', 'index.html'];
const JS_BUDGET_KB = 12;
const CSS_BUDGET_KB = 25;
const gzipSize = (bytes) => zlib.gzipSync(bytes).length;
const isExternal = (url) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);

function attributes(tag) {
  const result = {};
  for (const match of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) result[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
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
  return [...code.matchAll(/(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map((match) => match[1]);
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
      if (specifier.startsWith('.') || specifier.startsWith('/')) queue.push(new URL(specifier, `http://site${pathname}`).pathname);
    }
  }
  return files;
}

/** React + ReactDOM's client alone, minified for production by esbuild: what "on top of React" means. */
async function reactReference() {
  const result = await esbuild.build({
    stdin: { contents: "import * as R from 'react'; import * as D from 'react-dom/client'; globalThis.__r = [R, D];", resolveDir: REPO_ROOT, loader: 'js' },
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
    const modules = collectModules(outDir, pageUrl, [...resources.scripts, ...resources.preloads]);
    const styles = collectModules(outDir, pageUrl, resources.stylesheets);
    const rows = [];
    let jsGzip = 0;
    let cssGzip = 0;
    for (const [kind, files] of [['js', modules], ['css', styles]]) {
      for (const [pathname, bytes] of files) {
        const gz = bytes ? gzipSize(bytes) : 0;
        if (kind === 'js') jsGzip += gz;
        else cssGzip += gz;
        rows.push([pathname, kind, bytes ? kb(bytes.length) : 'missing', bytes ? kb(gz) : '—']);
      }
    }
    const inlineBytes = Buffer.from(resources.inline.join('\n'));
    if (inlineBytes.length > 0) rows.push([`${resources.inline.length} inline script(s) in the HTML`, 'js', kb(inlineBytes.length), kb(gzipSize(inlineBytes))]);
    const external = [...resources.scripts, ...resources.preloads, ...resources.stylesheets].filter(isExternal);
    const react = await reactReference();
    const ours = jsGzip - react;
    const summary = formatTable(
      ['measure', 'gzip KB', 'budget', 'result'],
      [
        ['JS modules loaded before interaction (all)', kb(jsGzip), '—', '—'],
        ['React + ReactDOM alone (reference bundle)', kb(react), '~69 KB', '—'],
        ['JS of ours = all − React reference', kb(Math.max(0, ours)), `< ${JS_BUDGET_KB} KB`, ours / 1024 < JS_BUDGET_KB ? 'within' : 'over'],
        ['CSS', kb(cssGzip), `< ${CSS_BUDGET_KB} KB`, cssGzip / 1024 < CSS_BUDGET_KB ? 'within' : 'over'],
      ],
    );
    const notes = [`Page inspected: ${pageUrl} (${page}). Inline scripts are listed but not counted in the module total.`];
    if (external.length > 0) notes.push(`Third-party resources not counted: ${external.join(', ')}`);
    if (resources.classic.length > 0) notes.push(`Classic (non-module) scripts not counted: ${resources.classic.join(', ')}`);
    return `${formatTable(['file', 'kind', 'raw KB', 'gzip KB'], rows)}\n\n${summary}\n${notes.join('\n')}`;
  },
};
