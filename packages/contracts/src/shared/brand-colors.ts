/**
 * A brand's colours as design-token values (zod-free: the browser applies
 * them at start, the server writes them into the page it renders, decision
 * record 008). Only the two brand colours and the text that stays readable on
 * each are set; tokens.css derives every other colour from them.
 */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#15120c';

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export const luminance = (hex: string): number => {
  const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const n = Number.parseInt(h.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** White or near-black, whichever reads better on the given background. */
export const readableTextOn = (hex: string): string => {
  const l = luminance(hex);
  return contrast(l, 1) >= contrast(l, luminance(DARK_TEXT)) ? LIGHT_TEXT : DARK_TEXT;
};

/**
 * The CSS variables of a brand's theme, as [name, value] pairs. Values that
 * are not hex colours are left out, so a typo in brand data cannot inject
 * arbitrary CSS.
 */
export function brandThemeVars(theme: { primary: string; accent: string }): [string, string][] {
  const vars: [string, string][] = [];
  if (HEX.test(theme.primary)) vars.push(['--brand-primary', theme.primary], ['--on-primary', readableTextOn(theme.primary)]);
  if (HEX.test(theme.accent)) vars.push(['--brand-accent', theme.accent], ['--on-accent', readableTextOn(theme.accent)]);
  return vars;
}
