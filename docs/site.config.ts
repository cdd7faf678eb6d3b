import { defineConfig } from 'docs-build';

// docs-build's own documentation: a second site in this repository, built by docs-build itself
// (`npx docs-build build --root docs`). Its reference pages are made from the engine's code at build
// time (components/), so they cannot drift from it.
export default defineConfig({
  title: 'docs-build',
  tagline: 'A fast static-site generator for API documentation: Markdown, MDX and OpenAPI in, static HTML out.',
  // Published as a project site would be, under a path.
  baseUrl: '/docs-build/',
  favicon: 'img/favicon.svg',
  // A neutral teal of its own, so that this site looks like neither the SideShift site nor the default.
  theme: {
    colors: { primary: { light: '#0f766e', dark: '#5eead4' } },
    logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'docs-build' },
  },
  colorMode: { respectPrefersColorScheme: true },
  navbar: {
    title: 'docs-build',
    items: [
      { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },
      { type: 'docSidebar', sidebarId: 'reference', label: 'Reference' },
      { type: 'docSidebar', sidebarId: 'internals', label: 'Internals' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Start',
        items: [
          { label: 'Getting started', to: '/getting-started' },
          { label: 'Writing content', to: '/guides/writing-content' },
          { label: 'Coming from Docusaurus', to: '/guides/coming-from-docusaurus' },
        ],
      },
      {
        title: 'Reference',
        items: [
          { label: 'CLI', to: '/reference/cli' },
          { label: 'Configuration', to: '/reference/config' },
          { label: 'Front matter', to: '/reference/front-matter' },
          { label: 'Diagnostics', to: '/reference/diagnostics' },
        ],
      },
      {
        title: 'Project',
        items: [
          { label: 'Internals', to: '/internals/repository-layout' },
          { label: 'Performance', to: '/internals/performance' },
        ],
      },
    ],
    copyright: 'docs-build is MIT licensed. This site is built with docs-build.',
  },
  sidebars: {
    guides: [
      { type: 'doc', id: 'index', label: 'Introduction' },
      'getting-started',
      {
        type: 'category',
        label: 'Guides',
        items: [
          'guides/writing-content',
          'guides/mdx-and-components',
          'guides/sidebars-and-doc-ids',
          'guides/versioned-docs',
          'guides/openapi-reference',
          'guides/search',
          'guides/watch-mode',
          'guides/brand-and-look',
          'guides/deploying',
          'guides/docs-for-machines',
          'guides/coming-from-docusaurus',
        ],
      },
    ],
    reference: ['reference/cli', 'reference/config', 'reference/front-matter', 'reference/diagnostics'],
    internals: [
      'internals/repository-layout',
      'internals/output-folder',
      'internals/build-cache',
      'internals/watch-internals',
      'internals/performance',
    ],
  },
});
