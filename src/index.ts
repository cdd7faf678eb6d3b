export { defineConfig } from './config/define-config.js';
export type { SiteConfigInput, SiteConfig, SidebarItemConfig } from './config/config-schema.js';
