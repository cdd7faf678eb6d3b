// The config schema's modules as text, for their doc comments (read with @babel/parser in
// doc-comments.ts); the schema itself is imported as the real object in config-reference.tsx.
import configSchemaText from '../../../src/config/config-schema.ts' with { type: 'text' };
import sidebarItemSchemaText from '../../../src/config/sidebar-item-schema.ts' with { type: 'text' };
import markdownConfigSchemaText from '../../../src/config/markdown-config-schema.ts' with { type: 'text' };
import colorPerModeSchemaText from '../../../src/config/color-per-mode-schema.ts' with { type: 'text' };
import type { SourceTexts } from './doc-comments.ts';

export const CONFIG_SCHEMA_FILE = 'src/config/config-schema.ts';

export const schemaSources: SourceTexts = {
  [CONFIG_SCHEMA_FILE]: configSchemaText,
  'src/config/sidebar-item-schema.ts': sidebarItemSchemaText,
  'src/config/markdown-config-schema.ts': markdownConfigSchemaText,
  'src/config/color-per-mode-schema.ts': colorPerModeSchemaText,
};
