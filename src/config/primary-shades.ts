import { formatHex, hsl, parse } from 'culori';

/** The six shades Infima derives from `--ifm-color-primary`, by the suffix of their custom property. */
export type PrimaryShades = Record<'dark' | 'darker' | 'darkest' | 'light' | 'lighter' | 'lightest', string>;

/** How much each shade takes from (dark) or adds to (light) the colour's HSL lightness, as Docusaurus' colour generator does. */
const SHADES: Record<keyof PrimaryShades, number> = {
  dark: -0.1,
  darker: -0.15,
  darkest: -0.3,
  light: 0.1,
  lighter: 0.15,
  lightest: 0.3,
};

/** The shades of a primary colour, as hex: its lightness scaled down by 10, 15 and 30% and up by as much. */
export function primaryShades(color: string): PrimaryShades {
  const base = hsl(parse(color));
  if (!base) throw new Error(`not a colour: ${color}`);
  const shade = (change: number) => formatHex({ ...base, l: Math.min(1, Math.max(0, base.l * (1 + change))) });
  return Object.fromEntries(Object.entries(SHADES).map(([name, change]) => [name, shade(change)])) as PrimaryShades;
}
