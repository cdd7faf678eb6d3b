/**
 * Every code a diagnostic can carry, with what it means. `Diagnostic.code` accepts only these, so a new
 * problem gets its line here; a code, once printed, stays stable (people search for it and tests match
 * on it). Errors fail the build; `BLOG_DATE_MISSING`, `NAVBAR_SIDEBAR_EMPTY`, `STATIC_FILE_SHADOWED`, `MDX_IN_MARKDOWN`,
 * `NO_HOME_PAGE` and `CACHE_ENTRY_UNREADABLE` are warnings, and `DEAD_LINK` / `DEAD_ANCHOR` are warnings
 * or left out when the config's `onBrokenLinks` / `onBrokenAnchors` say `'warn'` / `'ignore'`. (`INTERNAL`, printed for an error docs-build did not foresee, is not a diagnostic.)
 */
export const DIAGNOSTIC_CODES = {
  // config
  CONFIG_SYNTAX: 'site.config.ts (or a module it imports) does not compile',
  CONFIG_LOAD: 'site.config.ts could not be bundled for a reason other than its code',
  CONFIG_THROWS: 'site.config.ts threw (or its exported promise rejected) while loading',
  CONFIG_TIMEOUT: 'site.config.ts did not finish loading within the time limit',
  CONFIG_NO_DEFAULT_EXPORT: 'site.config.ts has no default export',
  CONFIG_INVALID: 'a config key has a value of the wrong type or shape',
  THEME_CONTRAST: 'a colour of the theme that readers must read is below WCAG AA (4.5:1) against its background',
  CUSTOM_CSS_MISSING: 'a stylesheet named by `customCss` does not exist',
  SIDEBARS_FILE_MISSING: 'the sidebars file named by `sidebars` in the config does not exist',
  SIDEBARS_FILE_SYNTAX: 'the sidebars file (or a module it imports) does not compile',
  SIDEBARS_FILE_THROWS: 'the sidebars file threw while loading',
  SIDEBARS_FILE_INVALID: 'an item of the sidebars file is not one docs-build reads',
  SIDEBARS_FILE_EMPTY: 'the sidebars file yields no sidebar with any item (a warning: pages are built without one)',
  // bundle
  BUNDLE_MISSING: 'the prebuilt browser bundle of docs-build is missing (the package was not compiled)',
  BUNDLE_FAILED: 'esbuild could not bundle the docs-build client',
  // discover
  CONTENT_MISSING: 'the site has no content/ folder',
  CONTENT_LINK_OUTSIDE: 'a symbolic link in content/ leads outside the site root',
  FRONT_MATTER_YAML: 'the front matter block is not valid YAML',
  FRONT_MATTER_SHAPE: 'the front matter is not a map of keys to values',
  FRONT_MATTER_TYPE: 'a front matter field the engine reads has the wrong type',
  FRONT_MATTER_SLUG: 'a front matter slug has `.`/`..` segments, a backslash or a NUL',
  // content
  CONTENT_TOO_DEEP: 'lists, quotes or other constructs on a page nest too deeply to render',
  CONTENT_RENDER_CRASH: 'rendering a page failed with a RangeError other than a stack overflow',
  MDX_SYNTAX: 'an MDX file does not parse',
  MDX_UNKNOWN_COMPONENT: 'MDX uses a component that is neither built in nor imported',
  MARKDOWN_PLUGIN_THROWS: 'a remark or rehype plugin from `markdown` in site.config.ts threw on a page',
  MDX_IN_MARKDOWN: 'a page read as plain Markdown has `import`/`export` lines or JSX components, shown as text (warning)',
  MISSING_IMAGE: 'an image points at a file that does not exist (or lies outside the site)',
  PAGE_MODULE_BUNDLE: 'esbuild could not bundle an MDX/TSX page, its imports or its client components',
  PAGE_MODULE_THROWS: 'the module-level code of an MDX/TSX page threw while loading',
  PAGE_RENDER_THROWS: 'a component threw while an MDX/TSX page rendered (or passed an island a non-JSON prop)',
  // openapi
  OPENAPI_NOT_FOUND: 'an OpenAPI spec named in the config cannot be read',
  OPENAPI_SYNTAX: 'an OpenAPI spec (or a file it references) is not valid YAML/JSON',
  OPENAPI_INVALID: 'an OpenAPI spec does not follow the OpenAPI 3.0/3.1 schema',
  OPENAPI_UNRESOLVED_REF: 'a `$ref` in an OpenAPI spec does not resolve',
  OPENAPI_MISSING_TAG: 'an OpenAPI operation has no tag to group it by in the sidebar',
  OPENAPI_DUPLICATE_SLUG: 'two OpenAPI operations of one spec get the same page slug',
  OPENAPI_CODE_SAMPLES: 'an operation\'s `x-codeSamples` is not a list of `{ lang, label?, source }`',
  OPENAPI_TRY_IT_VALUE: 'an `x-try-it` value is none of those the "Try it" console knows (false, true, or safe on an operation)',
  // routes
  DUPLICATE_ROUTE: 'two pages claim the same route',
  DEAD_LINK: 'a link points at a route no page has',
  DEAD_ANCHOR: 'a link points at an `#anchor` the target page does not define',
  SIDEBAR_UNKNOWN_DOC: 'a sidebar (or a category file) names a doc, or a folder of docs, that does not exist',
  SIDEBAR_UNKNOWN_SPEC: 'a configured sidebar includes an OpenAPI spec that is not in the config',
  NAVBAR_UNKNOWN_SIDEBAR: 'a navbar item opens a sidebar that does not exist',
  REDIRECT_FROM_PAGE: 'a redirect leaves from a route that a page has',
  REDIRECT_TO_MISSING: 'a redirect goes to a route no page has',
  REDIRECT_LOOP: 'redirects lead back to where they started',
  REDIRECT_CHAIN: 'a redirect goes to a route that is itself redirected',
  REDIRECT_TWICE: 'one route is redirected twice',
  ROUTE_REMOVED: 'a route that had a page in the last build has none now, and no redirect (a warning)',
  NAVBAR_SIDEBAR_EMPTY: 'a navbar item opens a sidebar with no pages, so it is left out (warning)',
  CATEGORY_FILE_INVALID: 'a `_category_.json` is not valid JSON or has fields of the wrong type',
  BLOG_AUTHORS_INVALID: 'the blog authors file is not valid YAML or not a map of authors',
  BLOG_AUTHOR_INVALID: 'a blog post lists an author that is neither a key nor an object with a name',
  BLOG_UNKNOWN_AUTHOR: 'a blog post names an author key the authors file does not have',
  BLOG_DATE_INVALID: 'a blog post date is not a date',
  BLOG_DATE_MISSING: 'a blog post has no date; the file time is used (warning)',
  PAGINATION_UNKNOWN_DOC: 'front matter `pagination_prev` / `pagination_next` names a doc id that does not exist',
  DISPLAYED_SIDEBAR_UNKNOWN: 'front matter `displayed_sidebar` names a sidebar that does not exist',
  EDIT_URL_INVALID: "the config's `editUrl` function threw or returned something other than a URL for a doc",
  NO_HOME_PAGE: 'the site has no page at `/`, so the home links lead to the first doc (warning)',
  // outputs and write
  STATIC_LINK_OUTSIDE: 'a symbolic link in static/ leads outside the site root',
  STATIC_FILE_SHADOWED: 'a file in static/ has the path of a generated file and is not copied (warning)',
  OUTPUT_PATH_CONFLICT: 'an output file has the path another output file needs as a folder',
  OUTPUT_OUTSIDE: 'an output path would resolve outside the output folder (a bug, refused)',
  OUT_DIR_REFUSED: 'the output folder is one a build must not replace',
  OUTPUT_LOCKED: 'another build held the output folder lock for too long',
  // cache
  CACHE_ENTRY_UNREADABLE: 'a cache entry was damaged (truncated, not JSON) and its item was rendered again (warning)',
  // serve
  SERVE_NO_BUILD: 'the folder to serve does not exist or is not a folder',
  SERVE_PORT_IN_USE: 'the port to serve on is taken',
  // init
  INIT_FOLDER_NOT_EMPTY: 'docs-build init was given a folder that already holds files (it never overwrites them)',
  INIT_SPEC_UNREADABLE: 'the OpenAPI file given to docs-build init --openapi is missing or not YAML or JSON',
  INIT_NO_DOCUSAURUS_CONFIG: 'docs-build init --from-docusaurus found no docusaurus.config.{js,mjs,cjs,ts} in the folder',
  INIT_CONFIG_EXISTS: 'docs-build init --from-docusaurus was run where a site.config.ts already exists (it never overwrites it)',
  INIT_DOCUSAURUS_CONFIG_UNREADABLE: 'the Docusaurus config (or a module it imports) does not compile or could not be bundled',
  INIT_DOCUSAURUS_CONFIG_THROWS: 'the Docusaurus config threw while loading, or exports no config',
} as const;

/** A code from the catalogue, e.g. `DEAD_LINK`. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
