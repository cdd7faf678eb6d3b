export { defineConfig } from './config/define-config.js';
export type { SiteConfigInput, SiteConfig, SidebarItemConfig } from './config/config-schema.js';
export { chatWidgetFromEnv, CHAT_WIDGET_ENV } from './config/chat-widget-from-env.js';
