import { chatWidgetFromEnv, defineConfig } from 'docs-build';

export default defineConfig({
  title: 'SideShift Developer Docs',
  tagline: 'Build crypto-to-crypto shifts into your app with the SideShift.ai REST API and widget.',
  url: 'https://docs.sideshift.ai',
  favicon: 'img/favicon.svg',
  // SideShift's magenta; pink on dark backgrounds, where the magenta is too dark to read.
  theme: { colors: { primary: { light: '#b3005f', dark: '#ff85c0' } } },
  navbar: {
    title: 'SideShift Docs',
    logo: 'img/logo.svg',
    items: [
      { type: 'docSidebar', sidebarId: 'api', label: 'REST API' },
      { type: 'docSidebar', sidebarId: 'widget', label: 'Widget' },
      { type: 'internal', to: '/showcase', label: 'Showcase' },
      { type: 'external', href: 'https://t.me/joinchat/UuTn4HeK-2EUG1zZ', label: 'Developer Chat' },
      { type: 'internal', to: '/changelog', label: 'Changelog' },
      { type: 'codeHost', href: 'https://github.com/sideshift', label: 'GitHub' },
    ],
  },
  announcementBar: {
    id: 'checkout-api-2025',
    content:
      'New: checkout API endpoints for payment pages. <a href="/endpoints/v2/createcheckout">Create a checkout</a> or <a href="/endpoints/v2/checkout">read one back</a>.',
    // The brand's magenta in light mode; in dark mode a deep tint of it, so the bar does not glare.
    backgroundColor: { light: '#b3005f', dark: '#3d1029' },
    textColor: { light: '#ffffff', dark: '#ffe3f1' },
    isCloseable: false,
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', to: '/api-intro/getting-started' },
          { label: 'Endpoints', to: '/endpoints/endpoints-intro' },
          { label: 'Widget', to: '/widget' },
          { label: 'Troubleshooting errors', to: '/troubleshoot-errors' },
          { label: 'FAQ', to: '/faq' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Developer Chat (Telegram)', href: 'https://t.me/joinchat/UuTn4HeK-2EUG1zZ' },
          { label: 'GitHub', href: 'https://github.com/sideshift' },
          { label: 'Showcase', to: '/showcase' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'Changelog', to: '/changelog' },
          { label: 'SideShift.ai', href: 'https://sideshift.ai' },
          { label: 'Dashboard', href: 'https://sideshift.ai/dashboard' },
        ],
      },
    ],
    copyright: 'Copyright © 2026 SideShift.ai. Built with docs-build.',
  },
  sidebars: {
    api: [
      { type: 'doc', id: 'index', label: 'Introduction' },
      'api-intro/getting-started',
      'api-intro/terminology',
      'api-intro/shift',
      'api-intro/shift-integration-guide',
      'api-intro/deposits',
      'api-intro/refunds',
      'api-intro/network-fees',
      'api-intro/monetization',
      'api-intro/permissions',
      'api-intro/rate-limits',
      'api-intro/support',
      {
        type: 'category',
        label: 'Endpoints',
        items: [
          'endpoints/endpoints-intro',
          { type: 'openapi', spec: 'v2', label: 'V2' },
          { type: 'openapi', spec: 'v1', label: 'V1' },
        ],
      },
      'faq',
      'troubleshoot-errors',
    ],
    widget: ['widget', 'widget-integration-guide-one', 'widget-integration-guide-two'],
  },
  blog: {
    title: 'Blog',
    description: 'Notes from the team that writes and builds the SideShift developer docs.',
  },
  // The hosted support chat: production builds set DOCS_CHAT_WIDGET_SRC (and, as the widget needs,
  // DOCS_CHAT_WIDGET_INIT and DOCS_CHAT_WIDGET_OPTIONS); local builds leave it unset and load none.
  chatWidget: chatWidgetFromEnv(),
  search: {
    // Readers who miss a result can say so where the developers already talk.
    missingResultsUrl: 'https://t.me/joinchat/UuTn4HeK-2EUG1zZ',
  },
  openapi: [
    { id: 'v2', file: 'openapi/v2.yaml', routeBase: '/endpoints/v2', label: 'V2' },
    { id: 'v1', file: 'openapi/v1.yaml', routeBase: '/endpoints/v1', label: 'V1' },
  ],
});
