// What a site's `site.config.ts` imports from 'docs-build' (loading the config hands it this module).
export { defineConfig } from './define-config.js';
export type { SiteConfigInput, SiteConfig, SidebarItemConfig } from './config-schema.js';
export { chatWidgetFromEnv, CHAT_WIDGET_ENV } from './chat-widget-from-env.js';
