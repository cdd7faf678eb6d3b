import * as z from 'zod';
import { SAMPLE_LANGUAGE_KEYS } from '../shared/browser-shapes.js';
import { routeBaseSchema, sidebarsSchema } from './sidebar-item-schema.js';
import { markdownConfigSchema } from './markdown-config-schema.js';
import { colorPerModeSchema } from './color-per-mode-schema.js';

/** The icons a navbar link may show instead of its label (which stays its accessible name). */
export const NAVBAR_ICONS = [
  'github',
  'gitlab',
  'bitbucket',
  'x',
  'discord',
  'telegram',
  'mastodon',
  'bluesky',
  'youtube',
  'reddit',
  'discourse',
  'stackoverflow',
  'npm',
  'rss',
] as const;

/** A link in a navbar dropdown: a route of this site (`to`) or another site (`href`). */
const dropdownLinkSchema = z
  .object({
    /** The link's text. */
    label: z.string().min(1),
    /** A route of this site (`/guides`). */
    to: z.string().startsWith('/', 'an internal link starts with "/"').optional(),
    /** Another site's URL; opens in a new tab. */
    href: z.url().optional(),
  })
  .strict()
  .refine(
    (link) => Boolean(link.to) !== Boolean(link.href),
    'a dropdown link needs exactly one of "to" (internal route) or "href" (external URL)',
  );

const navbarItemSchema = z.discriminatedUnion('type', [
  z.object({
    /** A link to the first page of a sidebar. */
    type: z.literal('docSidebar'),
    /** The id of the sidebar (a key of `sidebars`, or `docs` for the generated one). */
    sidebarId: z.string(),
    /** The link's text; active on every page of that sidebar. */
    label: z.string(),
    /** Which end of the navbar it sits at. @default "left" */
    position: z.enum(['left', 'right']).default('left'),
  }),
  z.object({
    /** A link to a route of this site. */
    type: z.literal('internal'),
    /** The route (`/showcase`); checked like every internal link. */
    to: z.string().startsWith('/', 'an internal link starts with "/"'),
    /** The link's text. */
    label: z.string(),
    /** Which end of the navbar it sits at. @default "left" */
    position: z.enum(['left', 'right']).default('left'),
  }),
  z.object({
    /** A link to another site; opens in a new tab. With an `icon`, the icon shows and the label is its accessible name. */
    type: z.literal('external'),
    /** The other site's URL. */
    href: z.url(),
    /** The link's text, or with an icon its accessible name (and tooltip). */
    label: z.string(),
    /** A built-in brand icon shown instead of the label. */
    icon: z.enum(NAVBAR_ICONS).optional(),
    /** Which end of the navbar it sits at. @default "left" */
    position: z.enum(['left', 'right']).default('left'),
  }),
  z.object({
    /** A menu of links under one label. */
    type: z.literal('dropdown'),
    /** The menu's label. */
    label: z.string().min(1),
    /** Its links, in order: each `{ label, to }` or `{ label, href }`. */
    items: z.array(dropdownLinkSchema).min(1),
    /** Which end of the navbar it sits at. @default "left" */
    position: z.enum(['left', 'right']).default('left'),
  }),
  z.object({
    /**
     * The versions of the docs (Docusaurus' `docsVersionDropdown`): each leads to the page being read in
     * that version when it has it, else to that version's first page. Shown only on a site with versions.
     */
    type: z.literal('docsVersionDropdown'),
    /** Which end of the navbar it sits at. @default "left" */
    position: z.enum(['left', 'right']).default('left'),
  }),
  z.object({
    /** HTML of the site's own, as written (a badge, a small logo). */
    type: z.literal('html'),
    /** The HTML, put in as it is. */
    value: z.string().min(1),
    /** Which end of the navbar it sits at. @default "left" */
    position: z.enum(['left', 'right']).default('left'),
  }),
  z.object({
    /** The code-host (e.g. GitHub) link, shown as an icon. */
    type: z.literal('codeHost'),
    /** The repository's URL; a github.com one shows GitHub's mark. */
    href: z.url(),
    /** Its accessible name and tooltip. @default "GitHub" */
    label: z.string().default('GitHub'),
    /** Which end of the navbar it sits at. @default "right" */
    position: z.enum(['left', 'right']).default('right'),
  }),
]);

const footerLinkSchema = z
  .object({
    /** The link's text. */
    label: z.string(),
    /** A route of this site. */
    to: z.string().optional(),
    /** Another site's URL; opens in a new tab. */
    href: z.url().optional(),
  })
  .refine(
    (link) => Boolean(link.to) !== Boolean(link.href),
    'a footer link needs exactly one of "to" (internal route) or "href" (external URL)',
  );

export type { CategoryLinkConfig, SidebarItemConfig } from './sidebar-item-schema.js';

/** What a build does with a problem of one kind: fail, print a warning at the end, or say nothing. */
const problemPolicySchema = z.enum(['throw', 'warn', 'ignore']).default('throw');

/** What an `editUrl` function is given for a doc, as Docusaurus gives it (with `filePath` besides). */
export interface EditUrlInfo {
  /** The doc's path under its version's docs folder (`guides/setup.md`), as Docusaurus passes it. */
  docPath: string;
  /** The doc's path from the site root (`content/docs/guides/setup.md`, `versioned_docs/version-1.0/guides/setup.md`). */
  filePath: string;
  /** The folder of the doc's version from the site root: the docs folder (`docs.path`), or `versioned_docs/version-1.0`. */
  versionDocsDirPath: string;
  /** The doc's version: `current` (the docs folder, and every doc of a site without versions) or its name in `versions.json`. */
  version: string;
}

const editUrlSchema = z.union([
  z.string().min(1),
  z.custom<(info: EditUrlInfo) => string | undefined>(
    (value) => typeof value === 'function',
    'expected a URL string or a function of the doc path',
  ),
]);

/** An HTML attribute's value: text, or a boolean attribute (`async: true`). */
const attributesSchema = z.record(
  z.string().regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/, 'an attribute name is letters, digits, "-", "_", ":" and "."'),
  z.union([z.string(), z.boolean()]),
);

/** A host of the hosted search provider. */
const hostSchema = z.object({
  /** Host name and optional port (`search.example.com`, `127.0.0.1:8108`). */
  url: z.string().min(1),
  /** The scheme to reach it with. @default "https" */
  protocol: z.enum(['http', 'https']).default('https'),
});

/** A CSS `font-family` value, with nothing that could end the declaration it is written into. */
const fontFamilySchema = z
  .string()
  .min(1)
  .regex(/^[^;{}<>\\]+$/, 'a font-family value, such as "Inter, system-ui, sans-serif"');

/** A route a redirect leaves from: a path of this site, without query or fragment. */
const redirectRouteSchema = z
  .string()
  .regex(/^\/[^?#\s]*$/, 'a redirect leaves from a route of this site ("/old-page"), without "?" or "#"')
  .refine(
    (route) => !route.split('/').some((segment) => segment === '.' || segment === '..'),
    'a route has no "." or ".." segments',
  );

export const configSchema = z
  .object({
    /** Site title, shown in the navbar and in every page's `<title>`. */
    title: z.string().min(1),
    /** One line about the site, used as the default description. @default "" */
    tagline: z.string().default(''),
    /** Public origin of the site (no trailing path), used for canonical URLs, the sitemap and feeds. */
    url: z.url().default('http://localhost:3000'),
    /**
     * The path the site is served under, as Docusaurus' `baseUrl`: `'/'` for a site at the root of its
     * host, `'/my-project/'` for a GitHub Pages project site. Every link, asset and public URL the build
     * writes is under it; the output folder's layout stays the same (the host maps the path to it), and
     * routes (in links, sidebars, redirects) are written without it. @default "/"
     */
    baseUrl: z
      .string()
      .regex(
        /^\/(?:[^/?#\s\\]+\/)*$/,
        'a base URL is a path that starts and ends with "/", without "//", "?", "#", spaces or backslashes, e.g. "/" or "/my-project/"',
      )
      .refine(
        (base) => !base.split('/').some((segment) => segment === '.' || segment === '..'),
        'a base URL has no "." or ".." segments',
      )
      .default('/'),
    /** Path of the favicon under `static/`. @default undefined */
    favicon: z.string().optional(),
    /**
     * Files and folders under `static/` whose names start with a dot to copy anyway, as fast-glob
     * patterns relative to `static/` (`['.nojekyll', '.htaccess']`). Other dotfiles are left out of the
     * output, as editors and tools leave them around; `.well-known/` is always copied. @default []
     */
    staticDotfiles: z.array(z.string().min(1)).default([]),
    /**
     * Folder of the persistent build cache, relative to the site root: rendered pages that a later
     * `build` reuses when their inputs did not change (`--no-cache` skips it). @default ".docs-build-cache"
     */
    cacheDir: z.string().min(1).default('.docs-build-cache'),
    /** The navbar: its title, its logo, and its items in order. */
    navbar: z
      .object({
        /** Text beside the logo. @default the site's title */
        title: z.string().optional(),
        /** The logo, a path under `static/` or a URL (`theme.logo` also sets one for dark mode). */
        logo: z.string().optional(),
        /** The items, in order: `docSidebar`, `internal`, `external`, `dropdown`, `docsVersionDropdown`, `html` and `codeHost`. @default [] */
        items: z.array(navbarItemSchema).default([]),
      })
      .default({ items: [] }),
    /** Footer columns of links, a copyright line, a logo and a style (`dark`: dark in both colour modes, as Docusaurus' footer). */
    footer: z
      .object({
        /** Titled columns of links (`{ title, items: [{ label, to | href }] }`). @default [] */
        columns: z
          .array(
            z.object({
              /** The column's heading. */
              title: z.string(),
              /** Its links, in order. */
              items: z.array(footerLinkSchema),
            }),
          )
          .default([]),
        /** The line below the columns, HTML. */
        copyright: z.string().optional(),
        /** A logo above the copyright: `src` under `static/` or a URL, `alt`, a link (`href`), `width` and `height` in pixels. */
        logo: z
          .object({
            /** The image, a path under `static/` or a URL. */
            src: z.string().min(1),
            /** Its text alternative. @default "" */
            alt: z.string().default(''),
            /** Where it links to. */
            href: z.string().optional(),
            /** Its width in pixels. */
            width: z.number().positive().optional(),
            /** Its height in pixels. */
            height: z.number().positive().optional(),
          })
          .strict()
          .optional(),
        /** `dark` keeps the footer dark in both colour modes. @default "light" */
        style: z.enum(['light', 'dark']).default('light'),
      })
      .default({ columns: [], style: 'light' }),
    /** A bar above the navbar. `isCloseable` lets readers dismiss it; the dismissal is kept per `id`. */
    announcementBar: z
      .object({
        /** Names the bar: a reader's dismissal of a closeable bar is remembered under it, so a new id shows again. */
        id: z.string(),
        /** HTML. Keep it short enough for two lines on a phone (about 90 characters of text). */
        content: z.string(),
        /**
         * The bar's background: a CSS colour for both colour modes, or `{ light, dark }`.
         * @default { light: "#1f6feb", dark: "#0c2d6b" }
         */
        backgroundColor: colorPerModeSchema.default({ light: '#1f6feb', dark: '#0c2d6b' }),
        /** The bar's text and links: a CSS colour, or `{ light, dark }`. @default { light: "#ffffff", dark: "#e6edf3" } */
        textColor: colorPerModeSchema.default({ light: '#ffffff', dark: '#e6edf3' }),
        /** Whether readers may close it (remembered in their browser). @default false */
        isCloseable: z.boolean().default(false),
      })
      .strict()
      .optional(),
    /** Colour mode, with Docusaurus' names: the default, the reader's system setting, the switch. */
    colorMode: z
      .object({
        /** The mode a reader sees first. @default "light" */
        defaultMode: z.enum(['light', 'dark']).default('light'),
        /** Follow the reader's system setting (`prefers-color-scheme`) until they choose with the switch. @default false */
        respectPrefersColorScheme: z.boolean().default(false),
        /** Hide the colour-mode switch: every reader sees `defaultMode` (or their system's, with `respectPrefersColorScheme`). @default false */
        disableSwitch: z.boolean().default(false),
        /** Whether a reader's stored choice wins over the default. @default true */
        respectUserChoice: z.boolean().default(true),
      })
      .strict()
      .default({
        defaultMode: 'light',
        respectPrefersColorScheme: false,
        disableSwitch: false,
        respectUserChoice: true,
      }),
    /**
     * The site's look: its colours (each one CSS colour, or `{ light, dark }`), fonts and logo. The
     * stylesheet's tokens are made from them, and colours that readers must read are checked against
     * WCAG AA (4.5:1). Unset, docs-build's neutral look.
     */
    theme: z
      .object({
        /** Colours readers see; each left out keeps docs-build's. */
        colors: z
          .object({
            /** The brand colour: links, the current sidebar item, buttons. Its six shades are derived as Infima does. */
            primary: colorPerModeSchema.optional(),
            /** The page's background. */
            background: colorPerModeSchema.optional(),
            /** Body text. */
            text: colorPerModeSchema.optional(),
            /** The background of code blocks. */
            codeBackground: colorPerModeSchema.optional(),
          })
          .strict()
          .default({}),
        /** Font stacks (CSS `font-family` values) for body text and code. */
        fonts: z
          .object({
            /** The `font-family` of text (`Inter, system-ui, sans-serif`). */
            body: fontFamilySchema.optional(),
            /** The `font-family` of code. */
            code: fontFamilySchema.optional(),
          })
          .strict()
          .default({}),
        /** The navbar's logo: a path under `static/` or a URL, another for dark mode, and its text alternative. */
        logo: z
          .object({
            /** The logo, a path under `static/` or a URL. */
            src: z.string().min(1),
            /** The logo shown in dark mode. @default src */
            srcDark: z.string().min(1).optional(),
            /** Its text alternative. @default "" (the title beside it names the site) */
            alt: z.string().optional(),
          })
          .strict()
          .optional(),
      })
      .strict()
      .default({ colors: {}, fonts: {} }),
    /**
     * Stylesheets of the site's own (a path or a list, relative to the site root, as Docusaurus' `customCss`),
     * loaded after the theme: a Docusaurus `src/css/custom.css` works as it is (Infima's custom
     * properties are read). Hashed like every asset. @default []
     */
    customCss: z
      .union([z.string().min(1), z.array(z.string().min(1))])
      .default([])
      .transform((value) => (typeof value === 'string' ? [value] : value)),
    /**
     * Named sidebars, written here, or the path (relative to the site root) of a Docusaurus sidebars file
     * (`sidebars.js`, `.cjs`, `.mjs`, `.ts`, `.json`) used as it is. Without any, one sidebar named `docs`
     * is generated from the folders of the docs folder.
     */
    sidebars: z.union([z.string().min(1), sidebarsSchema]).optional(),
    // --- where content lives (issue 12) ---
    /** Where the docs are and which route they get. */
    docs: z
      .object({
        /** Folder of the docs, relative to the site root (Docusaurus: `docs`). @default "content/docs" */
        path: z.string().min(1).default('content/docs'),
        /** Route prefix of every doc (`/docs` puts `intro.md` at `/docs/intro`). @default "/" */
        routeBasePath: routeBaseSchema.default('/'),
        /** fast-glob patterns of the doc files, relative to `path`. @default ["**\/*.{md,mdx}"] */
        include: z.array(z.string().min(1)).default(['**/*.{md,mdx}']),
        /** fast-glob patterns of files under `path` that are not docs (`_`-prefixed files never are). @default [] */
        exclude: z.array(z.string().min(1)).default([]),
        /**
         * Whether categories start collapsed when a sidebar item does not say. @default true with a sidebars
         * file (as Docusaurus), false for sidebars written in this config or generated from the folders
         */
        sidebarCollapsed: z.boolean().optional(),
        /**
         * The version readers land on, at `routeBasePath` (Docusaurus' `lastVersion`): `current` (the docs
         * folder) or a name in `versions.json`. Only with a `versions.json`. @default the first (newest) name in versions.json
         */
        lastVersion: z.string().min(1).optional(),
        /**
         * Build only these versions (`current` and names in `versions.json`), as Docusaurus'
         * `onlyIncludeVersions`; handy to preview quickly. @default every version
         */
        onlyIncludeVersions: z.array(z.string().min(1)).optional(),
        /** Build the current docs (the docs folder) as the version `current`, under `/next`. @default true */
        includeCurrentVersion: z.boolean().default(true),
        /**
         * Settings per version, by name (`current` or a name in `versions.json`), as Docusaurus' `versions`.
         * @default {}
         */
        versions: z
          .record(
            z.string(),
            z
              .object({
                /** What the version dropdown and the badge say. @default "Next" for current, else the name */
                label: z.string().min(1).optional(),
                /** Its route under `routeBasePath`. @default "" for the last version, "next" for current, else the name */
                path: z.string().optional(),
                /** The banner above its docs. @default "unreleased" for versions newer than the last, "unmaintained" for older ones, "none" for the last */
                banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
                /** Show its label as a badge above its docs. @default true when there is more than one version */
                badge: z.boolean().optional(),
                /** Mark its pages `noindex`, so search engines leave them out. @default false */
                noIndex: z.boolean().optional(),
              })
              .strict(),
          )
          .default({}),
      })
      .default({
        path: 'content/docs',
        routeBasePath: '/',
        include: ['**/*.{md,mdx}'],
        exclude: [],
        includeCurrentVersion: true,
        versions: {},
      }),
    /** Folder of the files copied to the output as they are, relative to the site root. @default "static" */
    staticDir: z.string().min(1).default('static'),
    /** Blog settings. */
    blog: z
      .object({
        /** The blog's title: its list pages' heading and its feeds' title. @default "Blog" */
        title: z.string().default('Blog'),
        /** One line about the blog, for its feeds and list pages. @default "" */
        description: z.string().default(''),
        /** Posts on each list page. @default 10 */
        postsPerPage: z.number().int().positive().default(10),
        /** Authors file under the blog folder. @default "authors.yml" */
        authorsFile: z.string().default('authors.yml'),
        /** Folder of the posts, relative to the site root (Docusaurus: `blog`). @default "content/blog" */
        path: z.string().min(1).default('content/blog'),
        /** Route prefix of the posts and the blog's list pages. @default "/blog" */
        routeBasePath: routeBaseSchema.default('/blog'),
      })
      .default({
        title: 'Blog',
        description: '',
        postsPerPage: 10,
        authorsFile: 'authors.yml',
        path: 'content/blog',
        routeBasePath: '/blog',
      }),
    /** OpenAPI specs to generate endpoint pages from. */
    openapi: z
      .array(
        z.object({
          /** Identifier used by sidebars (`{ type: 'openapi', spec: id }`). */
          id: z.string().regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and dashes'),
          /** Spec file, relative to the site root. */
          file: z.string(),
          /** Route prefix of the generated pages, e.g. `/endpoints/v2`. */
          routeBase: z
            .string()
            .startsWith('/')
            .refine(
              (route) =>
                !/[\\\0]/.test(route) && !route.split('/').some((segment) => segment === '.' || segment === '..'),
              'a route has no "." or ".." segments, backslashes or NUL',
            ),
          /** Label of the sidebar group. */
          label: z.string().optional(),
          /** Request samples of the endpoint pages. */
          samples: z
            .object({
              /** Languages of the generated samples, in tab order. @default ["curl", "javascript", "python"] */
              languages: z
                .array(z.enum(SAMPLE_LANGUAGE_KEYS))
                .min(1)
                .refine((keys) => new Set(keys).size === keys.length, 'each language once'),
            })
            .partial()
            .optional(),
          /**
           * A page per named schema of `components.schemas`, at `{routeBase}/schemas/{name}` in a "Schemas"
           * group of the sidebar (as Stripe's object pages): its fields, an example, and the operations
           * that return it, accept it, or send it (webhooks). Fields that are a named schema link to its page.
           * @default false
           */
          schemaPages: z.boolean().optional(),
          /**
           * A changelog page, at `{routeBase}/changelog` at the end of the spec's sidebar: the operations
           * added, removed and changed since a base version of the spec, and for a changed one the
           * parameters, request body fields and response fields added, removed or changed (types,
           * required), each flagged when it can break a client (api-smart-diff's rules). Give the base
           * as `baseRef` or `baseFile`. @default undefined (no changelog)
           */
          changelog: z
            .object({
              /**
               * A git ref (tag, branch or commit: `v1.0`, `main~5`): the base is the spec file as it was
               * there, read with `git show REF:./FILE` in the site's folder.
               */
              baseRef: z.string().min(1).optional(),
              /** Or an older copy of the spec, relative to the site root (`openapi/v1.yaml`). */
              baseFile: z.string().min(1).optional(),
            })
            .strict()
            .refine(
              (changelog) => (changelog.baseRef === undefined) !== (changelog.baseFile === undefined),
              'give the base version as one of baseRef (a git ref) or baseFile (a file)',
            )
            .optional(),
        }),
      )
      .default([]),
    /**
     * Search: the local index built with the site by default; the hosted provider (Algolia's
     * multi-query search protocol) when appId, apiKey and indexName are all set.
     */
    search: z
      .object({
        /** Application id of the hosted provider. @default undefined (local index) */
        appId: z.string().min(1).optional(),
        /** Search-only API key of the hosted provider; it is public, sent by every reader's browser. @default undefined */
        apiKey: z.string().min(1).optional(),
        /** Index name of the hosted provider; also names the recent/favourite searches in localStorage. @default undefined */
        indexName: z.string().min(1).optional(),
        /** Placeholder of the search input, at most 64 characters. @default "Search docs" */
        placeholder: z.string().max(64).default('Search docs'),
        /** Extra search parameters sent with every query (e.g. `{ facetFilters: [...] }`). @default {} */
        searchParameters: z.record(z.string(), z.unknown()).default({}),
        /** Results shown per top-level section in the modal. @default 5 */
        maxResultsPerGroup: z.number().int().positive().default(5),
        /** Send Algolia Insights click events (hosted provider only). @default false */
        insights: z.boolean().default(false),
        /** Hosts of the hosted provider, for self-hosted or test servers. @default Algolia's hosts for appId */
        hosts: z.array(hostSchema).min(1).optional(),
        /** Hosts that receive Insights events. @default Algolia's Insights host */
        insightsHosts: z.array(hostSchema).min(1).optional(),
        /** Keep no recent or favourite searches in the reader's browser. @default false */
        disableUserPersonalization: z.boolean().default(false),
        /**
         * Where "no results" screens send readers to report missing results; `{query}` is replaced by the
         * query. @default a new issue on the navbar's code-host link, when it has one
         */
        missingResultsUrl: z.string().optional(),
        /**
         * About how many records (a page and each of its headings) one file of the local index holds. A
         * site with more is split into shards, whole pages dealt round-robin, which the build indexes one
         * at a time (bounding its memory) and the browser loads in parallel and searches together.
         * @default 10000
         */
        localIndexShardSize: z.number().int().positive().optional(),
      })
      .refine(
        (s) =>
          [s.appId, s.apiKey, s.indexName].every((v) => v === undefined) ||
          [s.appId, s.apiKey, s.indexName].every((v) => v !== undefined),
        'set all three of appId, apiKey and indexName for the hosted provider, or none of them for the local index',
      )
      .default({
        placeholder: 'Search docs',
        searchParameters: {},
        maxResultsPerGroup: 5,
        insights: false,
        disableUserPersonalization: false,
      }),
    /** A hosted chat-support widget loaded on every page after it is interactive. */
    chatWidget: z
      .object({
        /** URL of the widget's script (absolute, or a path of this site). */
        scriptUrl: z.string(),
        /** Name of the global function the script defines, called with `options` once loaded. */
        initFunction: z.string().optional(),
        /** Passed to `initFunction`. @default {} */
        options: z.record(z.string(), z.unknown()).default({}),
      })
      .optional(),
    /** How Markdown and MDX are read (`format`) and the unified plugins added to the chain. */
    markdown: markdownConfigSchema,
    // Docusaurus compatibility: how imperfect content is treated, and "Edit this page" links.
    /**
     * Links to a route no page has: `'throw'` fails the build, `'warn'` lists them with file:line at the
     * end of a build that succeeds, `'ignore'` says nothing. A missing image is always an error.
     * @default "throw"
     */
    onBrokenLinks: problemPolicySchema,
    /** Links to an `#anchor` the target page does not define; the same choices as `onBrokenLinks`. @default "throw" */
    onBrokenAnchors: problemPolicySchema,
    /**
     * Where docs get an "Edit this page" link: a base URL that the doc's path from the site root is
     * appended to (`'https://github.com/org/repo/edit/main/'` + `content/docs/intro.md`), or a function
     * of the doc's paths returning the URL (or undefined for none). Front matter `custom_edit_url` wins;
     * `custom_edit_url: null` hides the link. @default undefined (no links)
     */
    editUrl: editUrlSchema.optional(),
    /**
     * Tags added to every page's `<head>`, as Docusaurus writes them (`{ tagName, attributes, innerHTML }`).
     * Left out by `watch` unless it is started with `--with-scripts`. @default []
     */
    headTags: z
      .array(
        z
          .object({
            /** The element. */
            tagName: z.enum(['meta', 'link', 'script', 'style', 'noscript', 'base']),
            /** Its attributes; `true` writes a boolean attribute. @default {} */
            attributes: attributesSchema.default({}),
            /** Its content (a script's code, a style's rules), written as it is. */
            innerHTML: z.string().optional(),
          })
          .strict(),
      )
      .default([]),
    /**
     * Scripts loaded on every page: a URL or site path, or `{ src, async, defer, …attributes }`. Never
     * in the way of first paint: one that says neither `async` nor `defer` is deferred. Left out by
     * `watch` unless asked (`--with-scripts`). @default []
     */
    scripts: z
      .array(
        z.union([
          z.string().min(1),
          z
            .object({ src: z.string().min(1), async: z.boolean().optional(), defer: z.boolean().optional() })
            .catchall(z.union([z.string(), z.boolean()])),
        ]),
      )
      .default([]),
    /**
     * Stylesheets loaded on every page: a URL or site path, or `{ href, …attributes }`. Loaded without
     * holding back first paint (preloaded, applied once loaded); left out by `watch` unless asked. @default []
     */
    stylesheets: z
      .array(
        z.union([
          z.string().min(1),
          z.object({ href: z.string().min(1) }).catchall(z.union([z.string(), z.boolean()])),
        ]),
      )
      .default([]),
    /** Google Analytics (gtag.js), as Docusaurus' gtag plugin: one tracking ID or several. Loaded async; left out by `watch` unless asked. */
    gtag: z
      .object({
        /** The measurement ID (`G-XXXXXXX`), or several. */
        trackingID: z.union([
          z.string().regex(/^[A-Za-z0-9-]+$/, 'a tracking ID such as "G-XXXXXXX"'),
          z.array(z.string().regex(/^[A-Za-z0-9-]+$/)).min(1),
        ]),
        /** Ask Google to anonymise readers' IP addresses. @default false */
        anonymizeIP: z.boolean().default(false),
      })
      .strict()
      .optional(),
    /** Plausible Analytics: the site's domain as Plausible knows it, and the script (self-hosted or not). Deferred; left out by `watch` unless asked. */
    plausible: z
      .object({
        /** The site's domain as Plausible knows it. */
        domain: z.string().min(1),
        /** The script's URL, for a self-hosted Plausible. @default "https://plausible.io/js/script.js" */
        src: z.string().min(1).default('https://plausible.io/js/script.js'),
      })
      .strict()
      .optional(),
    /**
     * Pages that moved, in the shape of Docusaurus' client-redirects plugin: each `from` route (one or a
     * list) gets a small page that sends the reader to `to` (a route of this site, with an optional
     * `#anchor`, or an absolute URL), and `_redirects` lists them all (Netlify and Cloudflare Pages
     * answer them with 301, as `serve` and `watch` do). @default []
     */
    redirects: z
      .array(
        z.object({
          /** The old route, or several (`/old-guide`), with no page of their own. */
          from: z.union([redirectRouteSchema, z.array(redirectRouteSchema).min(1)]),
          /** Where readers are sent: a route of the site (with an optional `#anchor`) or an https URL. */
          to: z.union([
            z.string().startsWith('/', 'a redirect goes to a route ("/new") or an absolute http(s) URL'),
            z.url({ protocol: /^https?$/ }),
          ]),
        }),
      )
      .default([]),
  })
  .strict();

/** The config as a user writes it in `site.config.ts`. */
export type SiteConfigInput = z.input<typeof configSchema>;
/** The config after validation, with every default filled in. */
export type SiteConfig = z.output<typeof configSchema>;
