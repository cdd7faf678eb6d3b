export {
  defineConfig,
  chatWidgetFromEnv,
  CHAT_WIDGET_ENV,
  type SiteConfigInput,
  type SiteConfig,
  type SidebarItemConfig,
} from './config/config-helpers.js';
// The programmatic API the CLI is a thin layer over: one build, and what it takes, returns and throws.
export { buildSite, type BuildOptions, type BuildResult } from './build/build-site.js';
export type { Page, PageKind } from './model/page.js';
export type { OutputFile } from './model/output-file.js';
export { BuildError, type Diagnostic } from './diagnostics/diagnostic.js';
export type { Logger } from './context/logger.js';
