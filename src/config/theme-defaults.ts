import type { ColorPerMode } from './color-per-mode-schema.js';

/**
 * docs-build's neutral look: the colours `client/styles/tokens.css` sets when the config's `theme` does
 * not (a test holds the two together). The contrast check reads them for the colours a site leaves out.
 */
export const DEFAULT_THEME_COLORS = {
  primary: { light: '#2451c9', dark: '#8ab4ff' },
  background: { light: '#ffffff', dark: '#0f1116' },
  text: { light: '#1c1e21', dark: '#e3e6eb' },
  codeBackground: { light: '#f6f8fa', dark: '#161b22' },
} as const satisfies Record<string, ColorPerMode>;
