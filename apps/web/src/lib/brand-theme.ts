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
 * Brands recolour the design tokens: only the two brand variables (and the
 * text colour that stays readable on each) are set; every derived colour is
 * computed from them in tokens.css with color-mix(). Values that are not hex
 * colours are ignored so a typo in brand data cannot inject arbitrary CSS.
 */
export const applyBrandTheme = (theme: { primary: string; accent: string }, root: HTMLElement = document.documentElement) => {
  if (HEX.test(theme.primary)) {
    root.style.setProperty('--brand-primary', theme.primary);
    root.style.setProperty('--on-primary', readableTextOn(theme.primary));
  }
  if (HEX.test(theme.accent)) {
    root.style.setProperty('--brand-accent', theme.accent);
    root.style.setProperty('--on-accent', readableTextOn(theme.accent));
  }
};
