import type { CarriedConfig } from './carry-docusaurus-config.js';
import { writeTsValue } from './write-ts-value.js';

/** The `site.config.ts` that carries a Docusaurus config: its imports, then `defineConfig({ … })`. */
export function siteConfigText({ config, imports }: CarriedConfig, from: string): string {
  return [
    `// Written by \`docs-build init --from-docusaurus\` from ${from}: the docs, blog, static files and`,
    '// sidebars stay where Docusaurus keeps them. What it could not carry was listed when it ran.',
    "import { defineConfig } from 'docs-build';",
    ...imports.lines,
    '',
    `export default defineConfig(${writeTsValue(config)});`,
    '',
  ].join('\n');
}
