import type { SiteConfigInput } from './config-schema.js';

/** Types a `site.config.ts`; returns the config unchanged. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
