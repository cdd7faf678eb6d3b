import { formatHex, oklch, parse, wcagContrast, type Color } from 'culori';
import type { Diagnostic, SourceLocation } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { SiteConfig } from './config-schema.js';
import { DEFAULT_THEME_COLORS } from './theme-defaults.js';

/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5;

type ThemeColor = keyof typeof DEFAULT_THEME_COLORS;

/** The colour pairs readers must read: what is read, on what. */
const PAIRS: { read: ThemeColor; on: ThemeColor; what: string }[] = [
  { read: 'text', on: 'background', what: 'text' },
  { read: 'primary', on: 'background', what: 'links' },
  { read: 'text', on: 'codeBackground', what: 'code' },
];

/**
 * A diagnostic for each colour pair of the theme that readers must read (text and links on the
 * background, code on its background, in each mode) below WCAG AA, at the line of the colour the site
 * set, with the ratio and the nearest shade of that colour that passes. Pairs of two default colours
 * are not checked here (a test holds the defaults to AA), nor colours culori cannot place (`var(--x)`).
 */
export function themeContrastProblems(
  theme: SiteConfig['theme'],
  at: (keyPath: PropertyKey[]) => SourceLocation,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const mode of ['light', 'dark'] as const) {
    for (const { read, on, what } of PAIRS) {
      const setRead = theme.colors[read]?.[mode];
      const setOn = theme.colors[on]?.[mode];
      if (setRead === undefined && setOn === undefined) continue;
      const foreground = setRead ?? DEFAULT_THEME_COLORS[read][mode];
      const background = setOn ?? DEFAULT_THEME_COLORS[on][mode];
      const ratio = contrast(foreground, background);
      if (ratio === undefined || ratio >= MIN_CONTRAST) continue;
      // The colour to change: the one read, when the site set it; else the background it set.
      const [changed, against, key] =
        setRead !== undefined ? [foreground, background, read] : [background, foreground, on];
      const fix = nearestPassingShade(changed, against);
      // The mode's own line when the colour was written as { light, dark }, else the colour's.
      diagnostics.push(
        makeDiagnostic('THEME_CONTRAST', at(['theme', 'colors', key, mode]), {
          what,
          mode,
          foreground,
          background,
          ratio,
          minimum: MIN_CONTRAST,
          changed,
          against,
          ...(fix && { fix: { shade: fix, ratio: contrast(fix, against)! } }),
        }),
      );
    }
  }
  return diagnostics;
}

/** WCAG contrast of two CSS colours; undefined when either is not one culori reads. */
function contrast(a: string, b: string): number | undefined {
  const first = parse(a);
  const second = parse(b);
  return first && second ? wcagContrast(first, second) : undefined;
}

/**
 * The shade of `color` nearest to it that reaches AA against `background`: its OKLCH lightness moved,
 * in small steps, away from the background's (darker on a light background, lighter on a dark one),
 * hue and chroma kept.
 */
export function nearestPassingShade(color: string, background: string): string | undefined {
  const start = oklch(parse(color));
  const against = parse(background);
  if (!start || !against) return undefined;
  const direction = (oklch(against)?.l ?? 1) > 0.5 ? -1 : 1;
  for (let step = 1; step <= 100; step++) {
    const candidate: Color = { ...start, l: Math.min(1, Math.max(0, start.l + direction * step * 0.01)) };
    const hex = formatHex(candidate);
    if (wcagContrast(hex, against) >= MIN_CONTRAST) return hex;
  }
  return undefined;
}
