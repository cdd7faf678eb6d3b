import { parse, wcagContrast } from 'culori';
import type { SiteConfig } from '../config/config-schema.js';
import { primaryShades } from '../config/primary-shades.js';

type Mode = 'light' | 'dark';

/**
 * The stylesheet of the config's `theme`: the custom properties the tokens read (Infima's names for the
 * brand colour and its shades, the background and the fonts; ours for text and code), for what the
 * site set, per colour mode. Empty when it set nothing: the tokens' neutral look stands.
 */
export function themeStylesheet(theme: SiteConfig['theme']): string {
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const declarations = [
      ...colorDeclarations(theme.colors, mode),
      ...(mode === 'light' ? fontDeclarations(theme.fonts) : []),
    ];
    if (declarations.length === 0) continue;
    rules.push(
      `${mode === 'light' ? ':root' : "[data-theme='dark']"} {\n${declarations.map((line) => `  ${line};`).join('\n')}\n}\n`,
    );
  }
  return rules.join('\n');
}

function colorDeclarations(colors: SiteConfig['theme']['colors'], mode: Mode): string[] {
  const declarations: string[] = [];
  const primary = colors.primary?.[mode];
  if (primary) {
    declarations.push(`--ifm-color-primary: ${primary}`);
    // Shades are derived from colours culori reads; a `var(--x)` primary keeps the tokens' shades.
    if (parse(primary)) {
      for (const [shade, value] of Object.entries(primaryShades(primary)))
        declarations.push(`--ifm-color-primary-${shade}: ${value}`);
      declarations.push(`--color-on-primary: ${readableOn(primary)}`);
    }
  }
  if (colors.background?.[mode]) declarations.push(`--ifm-background-color: ${colors.background[mode]}`);
  if (colors.text?.[mode]) declarations.push(`--color-text: ${colors.text[mode]}`);
  if (colors.codeBackground?.[mode]) declarations.push(`--color-code-bg: ${colors.codeBackground[mode]}`);
  return declarations;
}

function fontDeclarations(fonts: SiteConfig['theme']['fonts']): string[] {
  return [
    ...(fonts.body ? [`--ifm-font-family-base: ${fonts.body}`] : []),
    ...(fonts.code ? [`--ifm-font-family-monospace: ${fonts.code}`] : []),
  ];
}

/** White or near-black, whichever reads better on `color` (text on a primary button). */
function readableOn(color: string): string {
  return wcagContrast('#ffffff', color) >= wcagContrast('#0f1116', color) ? '#ffffff' : '#0f1116';
}
