import type { Severity } from './diagnostic.js';

/**
 * One code of the catalogue: what it means (the diagnostics reference page shows it), whether it is an
 * error or a warning, and the words of its message and hint, from the parameters its call sites pass
 * (`makeDiagnostic` in `make-diagnostic.ts`). A code worded more than one way takes a union of
 * parameters, one member per case.
 */
export interface CatalogueEntry<P> {
  meaning: string;
  severity: Severity;
  message: (params: P) => string;
  hint: (params: P) => string | undefined;
}

function error<P = void>(
  meaning: string,
  message: (params: P) => string,
  hint: (params: P) => string | undefined,
): CatalogueEntry<P> {
  return { meaning, severity: 'error', message, hint };
}

function warning<P = void>(
  meaning: string,
  message: (params: P) => string,
  hint: (params: P) => string | undefined,
): CatalogueEntry<P> {
  return { meaning, severity: 'warning', message, hint };
}

/**
 * What `esbuildDiagnostics` passes each code it reports: esbuild's message (or, when esbuild gave none,
 * the error itself: `crashed`) and the file it was bundling.
 */
export interface EsbuildErrorParams {
  error: string;
  crashed: boolean;
  file?: string;
}

/** A code whose message says which module file threw, and what (`evaluateModuleFile`). */
export interface ModuleThrewParams {
  file: string;
  error: string;
}

interface PointerParams {
  /** The JSON pointer of the part of the spec, as `formatPointer` writes it. */
  pointer: string;
}

/** `"#a", "#b"` and `…` past five: the ids a page has, to pick from. */
function someAnchors(anchors: string[]): string {
  return `${anchors
    .slice(0, 5)
    .map((id) => `#${id}`)
    .join(', ')}${anchors.length > 5 ? ', …' : ''}`;
}

/**
 * Every code a diagnostic can carry, with what it means and how it is worded. `Diagnostic.code` accepts
 * only these, so a new problem gets its entry here; a code, once printed, stays stable (people search for
 * it and tests match on it). Errors fail the build; `BLOG_DATE_MISSING`, `NAVBAR_SIDEBAR_EMPTY`, `STATIC_FILE_SHADOWED`, `MDX_IN_MARKDOWN`,
 * `NO_HOME_PAGE` and `CACHE_ENTRY_UNREADABLE` are warnings, and `DEAD_LINK` / `DEAD_ANCHOR` are warnings
 * or left out when the config's `onBrokenLinks` / `onBrokenAnchors` say `'warn'` / `'ignore'`. (`INTERNAL`, printed for an error docs-build did not foresee, is not a diagnostic.)
 */
export const DIAGNOSTIC_CATALOGUE = {
  // config
  CONFIG_SYNTAX: error(
    'site.config.ts (or a module it imports) does not compile',
    (p: EsbuildErrorParams) => p.error,
    () => 'Fix the TypeScript in site.config.ts.',
  ),
  CONFIG_LOAD: error(
    'site.config.ts could not be bundled for a reason other than its code',
    (p: EsbuildErrorParams) => p.error,
    () => undefined,
  ),
  CONFIG_THROWS: error(
    'site.config.ts threw (or its exported promise rejected) while loading',
    (p: ModuleThrewParams) => `${p.file} threw while loading: ${p.error}`,
    () => 'The config must be plain data: fix the expression that throws.',
  ),
  CONFIG_TIMEOUT: error(
    'site.config.ts did not finish loading within the time limit',
    (p: { file: string; timeoutMs: number; waitingForPromise: boolean; timeoutEnv: string }) =>
      `${p.file} did not finish loading within ${p.timeoutMs / 1000} s${p.waitingForPromise ? ': its export is a promise that did not settle' : ''}`,
    (p) =>
      `Look for a loop that never ends or a promise that never settles at the top level of ${p.file} or in a module it imports; ` +
      `a config that is slow on purpose can have longer with ${p.timeoutEnv}=<milliseconds>.`,
  ),
  CONFIG_NO_DEFAULT_EXPORT: error(
    'site.config.ts has no default export',
    () => 'site.config.ts has no default export',
    () => 'Write `export default defineConfig({ ... })`.',
  ),
  CONFIG_INVALID: error(
    'a config key has a value of the wrong type or shape',
    (p: { keyPath: string; issue: string } | { key: string; written: string; outsideAt: string | undefined }) =>
      'issue' in p
        ? `config key "${p.keyPath}": ${p.issue}`
        : `config key "${p.key}": ${JSON.stringify(p.written)} ${p.outsideAt === undefined ? 'is the site root itself' : `leads outside the site root (${p.outsideAt})`}`,
    (p) =>
      'issue' in p
        ? `Fix "${p.keyPath}" in site.config.ts; the fields and their types are documented on defineConfig.`
        : `Point "${p.key}" at a folder or file inside the site root, relative to it (such as "docs", "blog", "static" or "sidebars.js").`,
  ),
  THEME_CONTRAST: error(
    'a colour of the theme that readers must read is below WCAG AA (4.5:1) against its background',
    (p: {
      what: string;
      mode: string;
      foreground: string;
      background: string;
      ratio: number;
      minimum: number;
      changed: string;
      against: string;
      fix?: { shade: string; ratio: number };
    }) =>
      `${p.what} in ${p.mode} mode: ${p.foreground} on ${p.background} has a contrast of ${p.ratio.toFixed(2)}:1, below WCAG AA's ${p.minimum}:1`,
    (p) =>
      p.fix
        ? `The nearest shade of ${p.changed} that passes is ${p.fix.shade} (${p.fix.ratio.toFixed(2)}:1); set it for ${p.mode} mode with { light, dark }.`
        : `Choose a colour with more contrast against ${p.against}.`,
  ),
  CUSTOM_CSS_MISSING: error(
    'a stylesheet named by `customCss` does not exist',
    (p: { key: string; written: string }) =>
      `config key "${p.key}" names the stylesheet ${JSON.stringify(p.written)}, which does not exist`,
    () => 'Give the path of the stylesheet relative to the site root (Docusaurus keeps it in "src/css/custom.css").',
  ),
  SIDEBARS_FILE_MISSING: error(
    'the sidebars file named by `sidebars` in the config does not exist',
    (p: { file: string }) => `config key "sidebars" names the sidebars file ${p.file}, which does not exist`,
    () =>
      'Give the path of the sidebars file relative to the site root (such as "sidebars.js"), or write the sidebars in the config.',
  ),
  SIDEBARS_FILE_SYNTAX: error(
    'the sidebars file (or a module it imports) does not compile',
    (p: EsbuildErrorParams) => p.error,
    (p) =>
      p.crashed
        ? undefined
        : p.file?.endsWith('.json')
          ? `Fix the JSON of ${p.file}: strict JSON has no comments and no trailing commas.`
          : `Fix the code of ${p.file}.`,
  ),
  SIDEBARS_FILE_THROWS: error(
    'the sidebars file threw while loading',
    (p: ModuleThrewParams) => `${p.file} threw while loading: ${p.error}`,
    () =>
      'A sidebars file exports plain data (`module.exports = { ... }` or `export default { ... }`): fix the expression that throws.',
  ),
  SIDEBARS_FILE_INVALID: error(
    'an item of the sidebars file is not one docs-build reads',
    (p: { file: string; keyPath: string; problem: string }) =>
      `${p.file}: the sidebar item at "${p.keyPath}" is not one docs-build reads: ${p.problem}`,
    () =>
      "An item is a doc id, or an object whose type is 'doc', 'ref', 'link', 'html', 'autogenerated' or 'category' (or 'openapi'), or { Label: [items] }.",
  ),
  SIDEBARS_FILE_EMPTY: warning(
    'the sidebars file yields no sidebar with any item (a warning: pages are built without one)',
    (p: { file: string }) =>
      `${p.file} yields no sidebar: it exports no sidebar with any item, so every page is built without one`,
    () =>
      'Export the sidebars by id (`{ "docs": { "Category": ["doc-id"] } }` in JSON; `module.exports = { ... }` or `export default { ... }` in JavaScript), or remove `sidebars` from the config to have one generated from the docs folder.',
  ),
  VERSIONS_FILE_INVALID: error(
    'versions.json is not a JSON list of version names',
    (p: { problem: string }) => `versions.json is not a list of version names: ${p.problem}`,
    () =>
      'Write the released versions newest first as a JSON list of strings (`["2.0", "1.0"]`), as `docs-build version X` keeps it.',
  ),
  VERSION_UNKNOWN: error(
    'a `docs` config key names a version that versions.json does not list',
    (p: { key: string; version: string; known: string[] }) =>
      `config key "${p.key}" names the version "${p.version}", which is neither "current" nor in versions.json (${p.known.join(', ') || 'empty'})`,
    () => 'Use "current" (the docs folder) or a version listed in versions.json.',
  ),
  VERSION_FOLDER_MISSING: error(
    'a version listed in versions.json has no versioned_docs/version-X folder',
    (p: { version: string; folder: string }) =>
      `versions.json lists the version "${p.version}", but its docs folder ${p.folder}/ does not exist`,
    (p) => `Restore ${p.folder}/, or remove "${p.version}" from versions.json.`,
  ),
  VERSION_EXISTS: error(
    '`docs-build version X` names a version that already exists',
    (p: { version: string }) => `the version "${p.version}" already exists in versions.json`,
    () => 'Pick a new version name; to change a released version, edit its files under versioned_docs/ directly.',
  ),
  VERSION_NAME_INVALID: error(
    '`docs-build version X` was given a name that cannot be a version',
    (p: { version: string }) => `"${p.version}" cannot be a version name`,
    () =>
      'A version name is not empty, is not "current", and has no "/", "\\" or leading "."; for example `docs-build version 1.2.0`.',
  ),
  // bundle
  BUNDLE_MISSING: error(
    'the prebuilt browser bundle of docs-build is missing (the package was not compiled)',
    (p: { manifestFile: string }) => `the browser bundle of docs-build is missing (${p.manifestFile})`,
    () => 'Run `npm run compile` in the docs-build package (npm ci and npm install run it for you).',
  ),
  BUNDLE_FAILED: error(
    'esbuild could not bundle the docs-build client',
    (p: EsbuildErrorParams) => `bundling the client failed: ${p.error}`,
    () => 'This is a problem in the docs-build package itself; reinstall it or report the error.',
  ),
  // discover
  CONTENT_MISSING: error(
    'the site has no content/ folder',
    (p: { folders: string[]; root: string; docs: string }) =>
      `no content: none of ${p.folders.map((folder) => `${folder}/`).join(', ')} exists under ${p.root}`,
    (p) =>
      `Create ${p.docs}/index.md, or pass --root with the folder that holds site.config.ts and the content (set \`docs.path\` in site.config.ts when the docs are elsewhere).`,
  ),
  CONTENT_LINK_OUTSIDE: error(
    'a symbolic link in content/ leads outside the site root',
    (p: { file: string; real: string }) =>
      `${p.file} is a symbolic link (or lies in a linked folder) that leads to ${p.real}, outside the site root; docs-build would publish that file`,
    () => 'Copy the file into the site, or point the link at a file inside the site root.',
  ),
  FRONT_MATTER_YAML: error(
    'the front matter block is not valid YAML',
    (p: { error: string }) => `front matter is not valid YAML: ${p.error}`,
    () => 'Check the indentation and quoting: a value with ": " or a leading special character needs quotes.',
  ),
  FRONT_MATTER_SHAPE: error(
    'the front matter is not a map of keys to values',
    () => 'front matter must be a map of keys to values',
    () => 'Write one `key: value` per line between the two --- lines.',
  ),
  FRONT_MATTER_TYPE: error(
    'a front matter field the engine reads has the wrong type',
    (
      p:
        | { kind: 'type'; key: string; expected: string; value: unknown }
        | { kind: 'string or null'; key: string; value: unknown }
        | { kind: 'heading level'; key: string; value: unknown }
        | { kind: 'toc levels'; min: number; max: number }
        | { kind: 'last_update'; problem: string },
    ) => {
      switch (p.kind) {
        case 'type':
          return `front matter field "${p.key}" must be ${p.expected}, got ${JSON.stringify(p.value)}`;
        case 'string or null':
          return `front matter field "${p.key}" must be a string or null, got ${JSON.stringify(p.value)}`;
        case 'heading level':
          return `front matter field "${p.key}" must be a heading level from 2 to 6, got ${JSON.stringify(p.value)}`;
        case 'toc levels':
          return `front matter "toc_max_heading_level" (${p.max}) is below "toc_min_heading_level" (${p.min}), so the table of contents would be empty`;
        case 'last_update':
          return `front matter field "last_update" ${p.problem}`;
      }
    },
    (p) => {
      switch (p.kind) {
        case 'type':
          return `Change "${p.key}" to ${p.expected}.`;
        case 'string or null':
          return `Write a value for "${p.key}", or \`${p.key}: null\` to turn it off.`;
        case 'heading level':
          return `Write a whole number from 2 (##) to 6 (######) for "${p.key}".`;
        case 'toc levels':
          return 'Make toc_max_heading_level at least toc_min_heading_level, or use `hide_table_of_contents: true` to hide it.';
        case 'last_update':
          return 'Write it as a map: `last_update: { date: 2024-05-01, author: Ada }` (either key may be left out).';
      }
    },
  ),
  FRONT_MATTER_SLUG: error(
    'a front matter slug has `.`/`..` segments, a backslash or a NUL',
    (p: { slug: string; problem: string }) =>
      `front matter "slug" ${JSON.stringify(p.slug)} has ${p.problem}; a slug names a route, not a path to walk`,
    () =>
      "Write the route itself, from the site root (`slug: /guides/setup`) or relative to the file's folder (`slug: setup`).",
  ),
  // content
  CONTENT_TOO_DEEP: error(
    'lists, quotes or other constructs on a page nest too deeply to render',
    (p: { kind: 'stack overflow' } | { kind: 'lines'; depth: number; limit: number; inFence: boolean }) =>
      p.kind === 'stack overflow'
        ? 'rendering this page overflowed the call stack: something on it nests too deeply (lists, block quotes, emphasis, links or components inside each other)'
        : `lists and block quotes nest ${p.depth} levels deep on this line, more than the limit of ${p.limit}` +
          `${p.inFence ? ' for lines inside a ``` or ~~~ fence' : ''} (the parser slows steeply with depth and overflows its stack past a few hundred levels)`,
    (p) =>
      p.kind === 'stack overflow'
        ? 'Find the deepest nest on the page and flatten it: split it into sections, or put it in a ``` fence if it is not meant as Markdown.'
        : p.inFence
          ? 'Close the code fence above this line (a fence inside an HTML block is not one), or indent the code less.'
          : 'Flatten the nesting: split a deep list into headed sections or a table, and put indented text that is not a list in a ``` fence.',
  ),
  CONTENT_RENDER_CRASH: error(
    'rendering a page failed with a RangeError other than a stack overflow',
    (p: { error: string }) => `rendering this page failed: ${p.error}`,
    () => 'The page is too large or too deeply built for the renderer; split it into smaller pages.',
  ),
  MDX_SYNTAX: error(
    'an MDX file does not parse',
    (p: { reason: string }) => `MDX could not be compiled: ${p.reason}`,
    () =>
      'In MDX, `{` and `<` start code: escape them as \\{ and \\< in prose, close every tag, and use {/* */} for comments.',
  ),
  MDX_UNKNOWN_COMPONENT: error(
    'MDX uses a component that is neither built in nor imported',
    (p: { tag: string; name: string; builtIns: string[] }) => `unknown component <${p.tag}>`,
    (p) => `Import it (import ${p.name} from './${p.name}.js'), or use a built-in component: ${p.builtIns.join(', ')}.`,
  ),
  MARKDOWN_PLUGIN_THROWS: error(
    'a remark or rehype plugin from `markdown` in site.config.ts threw on a page',
    (p: { plugin: string; reason: string }) => `the unified plugin ${p.plugin} threw on this page: ${p.reason}`,
    () =>
      'The plugin comes from `markdown` in site.config.ts: fix the page or the plugin (its options), or remove it from the list.',
  ),
  MDX_IN_MARKDOWN: warning(
    'a page read as plain Markdown has `import`/`export` lines or JSX components, shown as text (warning)',
    (p: { file: string; what: string; others: number }) =>
      `${p.file} is read as plain Markdown, but has ${p.what}${p.others > 0 ? ` (and ${p.others} more MDX line${p.others === 1 ? '' : 's'})` : ''}, which MDX would run and Markdown shows as text`,
    () =>
      "Set `markdown: { format: 'mdx' }` in site.config.ts to compile .md files as MDX (as Docusaurus does), or rename the file to .mdx.",
  ),
  MISSING_IMAGE: error(
    'an image points at a file that does not exist (or lies outside the site)',
    (p: { url: string; staticFolder: string; missingAt: string | undefined }) =>
      p.missingAt !== undefined
        ? `image "${p.url}" not found at ${p.staticFolder}${p.missingAt}`
        : `image "${p.url}" is outside ${p.staticFolder}/`,
    (p) =>
      `Put images under ${p.staticFolder}/ and link them by their path from there, e.g. ![Diagram](/img/diagram.svg).`,
  ),
  PAGE_MODULE_BUNDLE: error(
    'esbuild could not bundle an MDX/TSX page, its imports or its client components',
    (p: EsbuildErrorParams) => p.error,
    (p) =>
      p.crashed ? undefined : 'Check the import paths and the TypeScript of the page and the components it imports.',
  ),
  PAGE_MODULE_THROWS: error(
    'the module-level code of an MDX/TSX page threw while loading',
    (p: { file: string; error: string }) => `${p.file} threw while loading: ${p.error}`,
    () => 'Module-level code of a page runs at build time: keep browser-only code inside effects or handlers.',
  ),
  PAGE_RENDER_THROWS: error(
    'a component threw while an MDX/TSX page rendered (or passed an island a non-JSON prop)',
    (p: { file: string; error: string }) => `rendering ${p.file} threw: ${p.error}`,
    () => 'A component on this page throws during server rendering; fix it or guard the browser-only code.',
  ),
  // openapi
  OPENAPI_NOT_FOUND: error(
    'an OpenAPI spec named in the config cannot be read',
    (p: { file: string }) => `OpenAPI spec ${p.file} cannot be read`,
    () => 'Check the `file` of this entry in the `openapi` list of site.config.ts (relative to the site root).',
  ),
  OPENAPI_CHANGELOG_BASE: error(
    "the base version of a spec's changelog cannot be read",
    (p: { spec: string; base: string; problem: string }) =>
      `The changelog of spec "${p.spec}" cannot read its base ${p.base}: ${p.problem}`,
    (p: { spec: string; base: string; problem: string; git?: 'missing' | 'failed' }) =>
      p.git === 'missing'
        ? 'Install git (the base is read with `git show REF:./FILE`), or give the base as `baseFile`, a copy of the old spec.'
        : p.git === 'failed'
          ? 'Check that the ref exists in this repository (`git tag`, `git log`; a shallow CI clone may need `git fetch --tags` or a deeper fetch) and that the spec file was at the same path there; or give `baseFile`.'
          : 'Check `changelog.baseFile` of this spec in site.config.ts (relative to the site root): it must be an OpenAPI 3 or Swagger 2.0 file.',
  ),
  OPENAPI_SYNTAX: error(
    'an OpenAPI spec (or a file it references) is not valid YAML/JSON',
    (p: { file: string; error: string } | (PointerParams & { referenced: string })) =>
      'referenced' in p ? `${p.pointer}: ${p.referenced}` : `${p.file} is not valid YAML/JSON: ${p.error}`,
    (p) => ('referenced' in p ? 'Fix the syntax of the referenced file.' : 'Fix the syntax of the spec file.'),
  ),
  OPENAPI_INVALID: error(
    'an OpenAPI spec does not follow the OpenAPI 3.0/3.1 schema',
    (p: PointerParams & { problem: string; wholeSpec: boolean }) => `${p.pointer}: ${p.problem}`,
    (p) =>
      p.wholeSpec
        ? 'Fix the spec so that it is a valid OpenAPI 3.0 or 3.1 document.'
        : 'Fix this part of the spec: it does not follow the OpenAPI schema.',
  ),
  OPENAPI_SWAGGER: error(
    'a spec is a Swagger document that cannot be converted to OpenAPI 3 (a version other than 2.0, or one the converter fails on)',
    (p: { version: string; error: string | undefined }) =>
      p.error === undefined
        ? `this is a Swagger ${p.version} document, which docs-build does not read (it reads OpenAPI 3.0 and 3.1, and converts Swagger 2.0)`
        : `this Swagger 2.0 document cannot be converted to OpenAPI 3: ${p.error}`,
    (p) =>
      p.error === undefined
        ? 'Convert the spec to OpenAPI 3 (for example with https://converter.swagger.io), or to Swagger 2.0, which docs-build converts itself.'
        : 'Fix what the converter reports, or convert the spec to OpenAPI 3 yourself and point the config at that file.',
  ),
  OPENAPI_SWAGGER_CONVERTED: warning(
    'a Swagger 2.0 spec was converted to OpenAPI 3.0 (by swagger2openapi) to build its pages',
    (p: { file: string }) => `${p.file} is Swagger 2.0: its pages are built from it converted to OpenAPI 3.0`,
    () =>
      'Nothing to do; to check what the pages are built from, or to silence this, convert the spec once (npx swagger2openapi spec.yaml -y -o openapi.yaml) and point the config at the result.',
  ),
  OPENAPI_UNRESOLVED_REF: error(
    'a `$ref` in an OpenAPI spec does not resolve',
    (p: PointerParams & { error: string }) => `${p.pointer}: $ref does not resolve: ${p.error}`,
    () =>
      'Point the $ref at an existing component (for example `#/components/schemas/Name`), or add the missing component.',
  ),
  OPENAPI_MISSING_TAG: error(
    'an OpenAPI operation has no tag to group it by in the sidebar',
    (p: PointerParams & { method: string; path: string }) =>
      `${p.pointer}: ${p.method.toUpperCase()} ${p.path} has no tag`,
    () => 'Add `tags: [Name]` to the operation: the sidebar groups endpoints by their first tag.',
  ),
  OPENAPI_DUPLICATE_SLUG: error(
    'two OpenAPI operations of one spec get the same page slug',
    (
      p: PointerParams & {
        method: string;
        path: string;
        slug: string;
        first: PointerParams & { method: string; path: string };
      },
    ) =>
      `${p.pointer}: ${p.method.toUpperCase()} ${p.path} has the slug "${p.slug}", already used by ${p.first.method.toUpperCase()} ${p.first.path} (${p.first.pointer})`,
    () => 'Give one of the two operations another `operationId`, or an `x-slug`.',
  ),
  OPENAPI_CODE_SAMPLES: error(
    "an operation's `x-codeSamples` is not a list of `{ lang, label?, source }`",
    (p: PointerParams & { method: string; path: string; name: string; problem: string }) =>
      `${p.pointer}: ${p.method.toUpperCase()} ${p.path}: ${p.name} ${p.problem}`,
    () =>
      'Write a list of samples, each with `lang` (the language, such as Go or C#), `source` (the code) and, if you like, `label` (the tab name).',
  ),
  OPENAPI_TRY_IT_VALUE: error(
    'an `x-try-it` value is none of those the "Try it" console knows (false, true, or safe on an operation)',
    (p: PointerParams & { what: string; value: unknown; onOperation: boolean }) =>
      `${p.pointer}: ${p.what} has x-try-it: ${JSON.stringify(p.value)}, which the "Try it" console does not know`,
    (p) =>
      p.onOperation
        ? 'Write `x-try-it: false` to hide the "Try it" console of this operation, `x-try-it: safe` to send it without asking first (it changes nothing), or remove the line.'
        : 'Write `x-try-it: false` to hide the "Try it" console on every page of this spec, or remove the line (`safe` is set per operation).',
  ),
  // routes
  DUPLICATE_ROUTE: error(
    'two pages claim the same route',
    (p: {
      route: string;
      first: string;
      second: string;
      generated?: { route: string; otherFile: string | undefined };
      endpoint: boolean;
    }) => `two pages have the route "${p.route}": ${p.first} and ${p.second}`,
    (p) =>
      p.generated
        ? `${p.generated.route} is generated by docs-build; move ${p.generated.otherFile ?? 'the other page'} or set another \`slug\` in its front matter.`
        : p.endpoint
          ? "Move the Markdown page, or change the spec's `routeBase` in site.config.ts so the endpoint pages get other routes."
          : 'Rename or move one of the files, or set a different `slug` in its front matter.',
  ),
  DEAD_LINK: error(
    'a link points at a route no page has',
    (
      p:
        | { written: string; route: string; draft?: string; suggestion?: string; version?: string }
        | { url: string; problem: string },
    ) =>
      'url' in p
        ? `link to "${p.url}": ${p.problem}`
        : p.draft
          ? `dead link "${p.written}": ${p.route} is a draft (${p.draft} has \`draft: true\`), left out of production builds`
          : p.version
            ? `dead link "${p.written}": version ${p.version} of the docs has no page at ${p.route}`
            : `dead link "${p.written}": no page has the route ${p.route}`,
    (p) =>
      'url' in p
        ? 'Link to an existing Markdown file (relative path) or route, or remove the link.'
        : p.draft
          ? 'Publish the page (remove `draft: true`), or remove the link until it is published; `docs-build watch` shows drafts.'
          : p.suggestion
            ? `Did you mean ${p.suggestion}?`
            : 'Link to an existing page (a doc is linked by its route or its file path), or create the page.',
  ),
  DEAD_ANCHOR: error(
    'a link points at an `#anchor` the target page does not define',
    (p: { written: string; route: string; anchor: string; anchors: string[]; suggestion?: string }) =>
      `dead anchor "${p.written}": ${p.route} has no heading or element with the id "${p.anchor}"`,
    (p) =>
      p.suggestion
        ? `Did you mean #${p.suggestion}?`
        : `Link to one of the page's headings by its id${p.anchors.length > 0 ? ` (${someAnchors(p.anchors)})` : ''}, or drop the anchor.`,
  ),
  SIDEBAR_UNKNOWN_DOC: error(
    'a sidebar (or a category file) names a doc, or a folder of docs, that does not exist',
    (
      p:
        | { kind: 'category link'; dir: string; id: string; docsFolder: string }
        | { kind: 'folder'; sidebarId: string; dirName: string; docsFolder: string }
        | { kind: 'path'; sidebarId: string; id: string; file: string; docId: string }
        | { kind: 'id'; sidebarId: string; id: string; docsFolder: string; suggestion: string | undefined },
    ) => {
      switch (p.kind) {
        case 'category link':
          return `the category file of ${p.dir} links to the doc "${p.id}", which does not exist`;
        case 'folder':
          return `sidebar "${p.sidebarId}" generates items from the folder "${p.dirName}", which holds no docs under ${p.docsFolder}/`;
        case 'path':
          return `sidebar "${p.sidebarId}" names the doc "${p.id}" by its path; the doc ${p.file} has the id "${p.docId}"`;
        case 'id':
          return `sidebar "${p.sidebarId}" names the doc "${p.id}", but no doc under ${p.docsFolder}/ has that id`;
      }
    },
    (p) => {
      switch (p.kind) {
        case 'category link':
          return `Use the id of a doc under ${p.docsFolder}/ (its path without extension and number prefixes, or its front matter id).`;
        case 'folder':
          return `Use a folder under ${p.docsFolder}/ as "dirName" ("." for all of it).`;
        case 'path':
          return `Did you mean "${p.docId}"? A doc id drops number prefixes (\`01-\`) and takes the front matter \`id\` in place of the file name.`;
        case 'id':
          return p.suggestion
            ? `Did you mean "${p.suggestion}"? A doc id is the file's path under ${p.docsFolder}/ without its extension and number prefixes, or its front matter \`id\`.`
            : `Create ${p.docsFolder}/${p.id}.md, or remove the entry; a doc id is the file's path under ${p.docsFolder}/ without its extension and number prefixes, or its front matter \`id\`.`;
      }
    },
  ),
  SIDEBAR_UNKNOWN_SPEC: error(
    'a configured sidebar includes an OpenAPI spec that is not in the config',
    (p: { sidebarId: string; specId: string; known: string[] }) =>
      `sidebar "${p.sidebarId}" includes the OpenAPI spec "${p.specId}", which is not in config.openapi`,
    (p) =>
      p.known.length > 0
        ? `Use one of the spec ids: ${p.known.join(', ')}.`
        : 'Add the spec to `openapi` in site.config.ts, with an id, file and routeBase.',
  ),
  NAVBAR_UNKNOWN_SIDEBAR: error(
    'a navbar item opens a sidebar that does not exist',
    (p: { label: string; sidebarId: string; sidebarIds: string[] }) =>
      `the navbar item "${p.label}" opens the sidebar "${p.sidebarId}", which does not exist`,
    (p) =>
      p.sidebarIds.length > 0
        ? `Use one of the sidebars: ${p.sidebarIds.join(', ')}.`
        : 'Define the sidebar under `sidebars` in site.config.ts.',
  ),
  REDIRECT_FROM_PAGE: error(
    'a redirect leaves from a route that a page has',
    (p: { written: string; page: string }) =>
      `the redirect from ${p.written} leaves from a page of the site (${p.page})`,
    (p) => `Remove ${p.written} from the redirect's "from", or move the page it would hide.`,
  ),
  REDIRECT_TO_MISSING: error(
    'a redirect goes to a route no page has',
    (p: { to: string; near: string | undefined }) => `the redirect goes to ${p.to}, a route no page has`,
    (p) => (p.near ? `Did you mean "${p.near}"?` : 'Point it at a route of the site, or at an absolute URL.'),
  ),
  REDIRECT_LOOP: error(
    'redirects lead back to where they started',
    (p: { to: string; loop: string[] }) => `the redirect to ${p.to} is part of a loop: ${p.loop.join(' → ')}`,
    () => 'Point each redirect at the page the readers should land on.',
  ),
  REDIRECT_CHAIN: error(
    'a redirect goes to a route that is itself redirected',
    (p: { to: string; next: string | undefined; final: string }) =>
      `the redirect goes to ${p.to}, which is itself redirected (to ${p.next})`,
    (p) => `Point it at the page itself: ${p.final}.`,
  ),
  REDIRECT_TWICE: error(
    'one route is redirected twice',
    (p: { written: string; first: string | undefined; second: string }) =>
      `${p.written} is redirected twice (to ${p.first} and to ${p.second})`,
    () => 'Keep one redirect from this route.',
  ),
  ROUTE_REMOVED: warning(
    'a route that had a page in the last build has none now, and no redirect (a warning)',
    (p: { route: string; successor: string | undefined }) =>
      `${p.route} had a page in the last build and has none now: readers and search engines that know its address get the 404 page`,
    (p) =>
      `If the page moved, add a redirect to site.config.ts: redirects: [{ from: '${p.route}', to: '${p.successor ?? '/new-route'}' }].`,
  ),
  NAVBAR_SIDEBAR_EMPTY: warning(
    'a navbar item opens a sidebar with no pages, so it is left out (warning)',
    (p: { label: string; sidebarId: string; sidebars: string[] }) =>
      `navbar item "${p.label}" points to sidebar "${p.sidebarId}", which has no pages; the item is left out`,
    (p) =>
      p.sidebars.length > 0
        ? `Use one of the sidebars with pages: ${p.sidebars.join(', ')}.`
        : `Add pages to sidebar "${p.sidebarId}", or remove the navbar item.`,
  ),
  CATEGORY_FILE_INVALID: error(
    'a `_category_.json` is not valid JSON or has fields of the wrong type',
    (p: { file: string; format: 'JSON' | 'YAML'; error: string } | { file: string; field: string; problem: string }) =>
      'format' in p ? `${p.file} is not valid ${p.format}: ${p.error}` : `${p.file}: "${p.field}": ${p.problem}`,
    (p) =>
      'format' in p
        ? p.format === 'JSON'
          ? 'Write an object such as { "label": "Guides", "position": 2 }.'
          : 'Write one `key: value` per line, such as `label: Guides`.'
        : 'A category file may set "label" (text), "position" (number), "collapsed" and "collapsible" (true or false) and "link" (a doc or a generated index).',
  ),
  BLOG_AUTHORS_INVALID: error(
    'the blog authors file is not valid YAML or not a map of authors',
    (p: { file: string; yamlError: string } | { file: string; problem: string }) =>
      'yamlError' in p ? `${p.file} is not valid YAML: ${p.yamlError}` : `${p.file}: ${p.problem}`,
    (p) =>
      'yamlError' in p
        ? 'Fix the YAML; each author is a key with name, title, url and image_url under it.'
        : 'Write each author as `key:` followed by indented `name:`, `title:`, `url:` and `image_url:` lines.',
  ),
  BLOG_AUTHOR_INVALID: error(
    'a blog post lists an author that is neither a key nor an object with a name',
    (p: { file: string }) =>
      `${p.file} has an author that is neither a key of the authors file nor an object with a name`,
    () => 'Write an author key (`authors: [jane]`) or an object with at least `name:`.',
  ),
  BLOG_UNKNOWN_AUTHOR: error(
    'a blog post names an author key the authors file does not have',
    (p: { file: string; author: string; known: string[] }) =>
      `${p.file} names the author "${p.author}", who is not in the authors file`,
    (p) =>
      p.known.length > 0
        ? `Use one of: ${p.known.join(', ')}; or add "${p.author}" to content/blog/authors.yml.`
        : `Add "${p.author}" to content/blog/authors.yml with a name.`,
  ),
  BLOG_DATE_INVALID: error(
    'a blog post date is not a date',
    (p: { file: string; written: string }) => `the date "${p.written}" of ${p.file} is not a date`,
    () => 'Write the date as YYYY-MM-DD, e.g. `date: 2024-03-18`.',
  ),
  BLOG_DATE_MISSING: warning(
    'a blog post has no date; the file time is used (warning)',
    (p: { file: string }) => `${p.file} has no date; using the date the file was last changed`,
    () => 'Start the file name with YYYY-MM-DD- or set `date:` in its front matter.',
  ),
  PAGINATION_UNKNOWN_DOC: error(
    'front matter `pagination_prev` / `pagination_next` names a doc id that does not exist',
    (p: { key: string; id: string; suggestion: string | undefined }) =>
      `front matter "${p.key}" names the doc "${p.id}", which does not exist`,
    (p) =>
      `${p.suggestion ? `Did you mean "${p.suggestion}"? ` : ''}Write a doc id (its path under the docs folder without extension), or \`${p.key}: null\` to hide the link.`,
  ),
  DISPLAYED_SIDEBAR_UNKNOWN: error(
    'front matter `displayed_sidebar` names a sidebar that does not exist',
    (p: { sidebar: string; sidebarIds: string[] }) =>
      `front matter "displayed_sidebar" names the sidebar "${p.sidebar}", which does not exist`,
    (p) =>
      `Use one of the sidebars (${p.sidebarIds.join(', ') || 'none is defined'}), or \`displayed_sidebar: null\` to show none.`,
  ),
  EDIT_URL_INVALID: error(
    "the config's `editUrl` function threw or returned something other than a URL for a doc",
    (p: { file: string; threw: string } | { file: string; returned: unknown }) =>
      `the config's editUrl function ${'threw' in p ? `threw for ${p.file}: ${p.threw}` : `returned ${JSON.stringify(p.returned)} for ${p.file}, not a URL`}`,
    () =>
      "Make editUrl return a URL string (or undefined for no link) for every doc, or set `custom_edit_url` in this page's front matter.",
  ),
  NO_HOME_PAGE: warning(
    'the site has no page at `/`, so the home links lead to the first doc (warning)',
    (p: { route: string; file: string | undefined; docsFolder: string }) =>
      `no page has the route "/", so the home links lead to ${p.route}${p.file ? ` (${p.file})` : ''}`,
    (p) =>
      `Add a page at "/" to have a home page of your own: content/pages/index.md (or .mdx, .tsx), or ${p.docsFolder}/index.md when docs.routeBasePath is "/".`,
  ),
  // outputs and write
  STATIC_LINK_OUTSIDE: error(
    'a symbolic link in static/ leads outside the site root',
    (p: { file: string; real: string }) =>
      `${p.file} is a symbolic link (or lies in a linked folder) that leads to ${p.real}, outside the site root; docs-build would publish that file`,
    () => 'Copy the file into the site, or point the link at a file inside the site root.',
  ),
  STATIC_FILE_SHADOWED: warning(
    'a file in static/ has the path of a generated file and is not copied (warning)',
    (p: { staticFolder: string; file: string }) =>
      `${p.staticFolder}/${p.file} is not copied: the build generates ${p.file} itself`,
    () => 'Rename or remove the static file.',
  ),
  OUTPUT_PATH_CONFLICT: error(
    'an output file has the path another output file needs as a folder',
    (
      p:
        | { nested: string; file: string; owner?: { route: string; needs: string; file: string | undefined } }
        | { nested: string; file: string; searchOutput: true },
    ) =>
      `${p.nested} cannot be written: ${p.file} is also an output file${'owner' in p && p.owner ? ` (the page ${p.owner.route} needs ${p.owner.needs})` : ''}`,
    (p) =>
      'searchOutput' in p
        ? `A page's route or a file in static/ takes the name of a file the search stage writes; rename it.`
        : p.owner
          ? `Give ${p.owner.file ?? 'the page'} another route: /${p.file} is a file the site serves.`
          : `Rename static/${p.nested} or the file ${p.file}.`,
  ),
  OUTPUT_OUTSIDE: error(
    'an output path would resolve outside the output folder (a bug, refused)',
    (p: { relative: string }) =>
      `refusing to write ${JSON.stringify(p.relative)}: it does not resolve to a file inside the output folder`,
    () =>
      'This is a bug in docs-build or a plugin that named the file: please report it with the page that produced it.',
  ),
  OUT_DIR_REFUSED: error(
    'the output folder is one a build must not replace',
    (p: {
      outDir: string;
      reason: 'site root' | 'contains site root' | 'a file' | { sourceFolder: string } | { unmarked: string };
    }) =>
      `refusing to write the site into ${p.outDir}: ${
        p.reason === 'site root'
          ? 'it is the site root'
          : p.reason === 'contains site root'
            ? 'it contains the site root'
            : p.reason === 'a file'
              ? 'it is a file, not a folder'
              : 'sourceFolder' in p.reason
                ? `it is inside the site's source folder ${p.reason.sourceFolder}/`
                : `it holds files that docs-build did not write (no ${p.reason.unmarked} from an earlier build), and a build replaces the folder whole`
      }`,
    (p) =>
      `Pass another --out-dir, such as the default \`build\`.${typeof p.reason === 'object' && 'unmarked' in p.reason ? ' If the folder is an old build output, delete it first.' : ''}`,
  ),
  OUTPUT_LOCKED: error(
    'another build held the output folder lock for too long',
    (p: { outDirName: string; lockFile: string; holder: { pid: number; since: string } | undefined }) =>
      `another docs-build (${p.holder ? `pid ${p.holder.pid}, since ${p.holder.since}` : 'pid unknown'}) is still writing ${p.outDirName}/`,
    (p) => `Wait for it to finish and build again. If no build is running, delete ${p.lockFile}.`,
  ),
  // cache
  CACHE_ENTRY_UNREADABLE: warning(
    'a cache entry was damaged (truncated, not JSON) and its item was rendered again (warning)',
    (p: { file: string }) => `ignored a damaged cache entry and rendered its item again: ${p.file}`,
    () => 'Nothing to do: the entry is rewritten. Delete the cache folder if this keeps happening.',
  ),
  // serve
  SERVE_NO_BUILD: error(
    'the folder to serve does not exist or is not a folder',
    (p: { dir: string; exists: boolean }) =>
      `There is no built site to serve: ${p.dir} ${p.exists ? 'is not a folder' : 'does not exist'}.`,
    () => 'Run `docs-build build` first, or point --dir at the output folder.',
  ),
  SERVE_PORT_IN_USE: error(
    'the port to serve on is taken',
    (p: { port: number; host: string }) => `Port ${p.port} on ${p.host} is already in use.`,
    () => 'Stop the other server or pick another port with --port.',
  ),
  // init
  INIT_FOLDER_NOT_EMPTY: error(
    'docs-build init was given a folder that already holds files (it never overwrites them)',
    (p: { root: string; entries: string[] | 'a file' }) =>
      p.entries === 'a file'
        ? `${p.root} is a file, not a folder`
        : `${p.root} is not empty (${p.entries.slice(0, 3).join(', ')}${p.entries.length > 3 ? ', …' : ''}): init writes a new site only into an empty or new folder, so that it never overwrites your files`,
    (p) =>
      p.entries === 'a file'
        ? 'Name a new folder: docs-build init my-docs.'
        : 'Name a new folder (docs-build init my-docs), or empty this one.',
  ),
  INIT_SPEC_UNREADABLE: error(
    'the OpenAPI file given to docs-build init --openapi is missing or not YAML or JSON',
    (p: { specPath: string; error: string | 'missing' }) =>
      p.error === 'missing'
        ? `--openapi names ${p.specPath}, which does not exist`
        : `${p.specPath} is not YAML or JSON: ${p.error}`,
    () => 'Give the path of an OpenAPI file (YAML or JSON).',
  ),
  INIT_NO_DOCUSAURUS_CONFIG: error(
    'docs-build init --from-docusaurus found no docusaurus.config.{js,mjs,cjs,ts} in the folder',
    (p: { root: string; candidates: readonly string[] }) =>
      `${p.root} has no Docusaurus config (${p.candidates.join(', ')})`,
    () =>
      'Run it in the Docusaurus project folder (the one with docusaurus.config.js), or name that folder: docs-build init --from-docusaurus website.',
  ),
  INIT_CONFIG_EXISTS: error(
    'docs-build init --from-docusaurus was run where a site.config.ts already exists (it never overwrites it)',
    (p: { root: string }) => `site.config.ts already exists in ${p.root}; init never overwrites it`,
    () => 'Build with it (docs-build build), or move it away and run init --from-docusaurus again.',
  ),
  INIT_DOCUSAURUS_CONFIG_UNREADABLE: error(
    'the Docusaurus config (or a module it imports) does not compile or could not be bundled',
    (p: EsbuildErrorParams) => p.error,
    (p) => (p.crashed ? undefined : `Fix ${p.file} so that Docusaurus itself can load it, then run init again.`),
  ),
  INIT_DOCUSAURUS_CONFIG_THROWS: error(
    'the Docusaurus config threw while loading, or exports no config',
    (
      p: ModuleThrewParams | { file: string; configFunctionFailed: string } | { file: string; exportsNoConfig: true },
    ) =>
      'exportsNoConfig' in p
        ? `${p.file} exports no config object (module.exports = config, or export default config)`
        : 'configFunctionFailed' in p
          ? `${p.file}: ${p.configFunctionFailed}`
          : `${p.file} threw while loading: ${p.error}`,
    (p) =>
      'exportsNoConfig' in p
        ? 'Export the config as Docusaurus expects it, then run init again.'
        : 'configFunctionFailed' in p
          ? `Fix ${p.file} so that Docusaurus itself can load it, then run init again.`
          : `${p.file} must load without its Docusaurus plugins running: fix the expression that throws (install the project's packages with npm install if it needs them), then run init again.`,
  ),
};

/** A code from the catalogue, e.g. `DEAD_LINK`. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CATALOGUE;

/** The parameters a code's message and hint are worded from (`void` when it takes none). */
export type DiagnosticParams<C extends DiagnosticCode> =
  (typeof DIAGNOSTIC_CATALOGUE)[C] extends CatalogueEntry<infer P> ? P : never;

/** The codes whose parameters a call site can give as `P` (a code worded from `P`, or from a union that has it). */
export type CodeTaking<P> = { [C in DiagnosticCode]: P extends DiagnosticParams<C> ? C : never }[DiagnosticCode];
