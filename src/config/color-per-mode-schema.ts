import * as z from 'zod';
import { isCssColor } from './css-color.js';

/** A colour for each colour mode. */
export interface ColorPerMode {
  light: string;
  dark: string;
}

const COLOR_HINT = 'a CSS colour ("#1f6feb", "rgb(31 111 235)", "white")';

const cssColorSchema = z
  .string()
  .refine(isCssColor, { error: (issue) => `${JSON.stringify(issue.input)} is not ${COLOR_HINT}` });

/**
 * A colour that may differ per colour mode: one CSS colour for both, or `{ light, dark }`. Always read
 * back as `{ light, dark }`.
 */
export const colorPerModeSchema = z
  .union([cssColorSchema, z.object({ light: cssColorSchema, dark: cssColorSchema }).strict()], {
    error: `expected ${COLOR_HINT} for both colour modes, or { light: …, dark: … } with one for each`,
  })
  .transform((value): ColorPerMode => (typeof value === 'string' ? { light: value, dark: value } : value));
