import { parse } from 'culori';

/** A custom property of the site's stylesheet, which the browser resolves. */
const CUSTOM_PROPERTY = /^var\(--[a-z0-9_-]+\)$/i;
/** Characters that could end the declaration or the attribute the colour is written into. */
const UNSAFE = /[;{}<>"'\\]/;

/**
 * Whether `value` is a CSS colour: what culori parses (hex, the named colours, `transparent`, and the
 * colour functions `rgb()`, `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, `color()`), or
 * `currentcolor`, or `var(--name)`. A value the config puts into a style attribute is checked rather than
 * passed blindly: a typo would otherwise be dropped by the browser without a word. Parentheses must
 * close (culori, like CSS at the end of a stylesheet, would close them itself).
 */
export function isCssColor(value: string): boolean {
  const text = value.trim();
  if (text.toLowerCase() === 'currentcolor' || CUSTOM_PROPERTY.test(text)) return true;
  if (UNSAFE.test(text) || text.split('(').length !== text.split(')').length) return false;
  try {
    return parse(text) !== undefined;
  } catch {
    // culori throws on some functions it does not know (`calc(1px)`): not a colour either.
    return false;
  }
}
