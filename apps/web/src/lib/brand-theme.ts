const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Brands recolour the design tokens: only the two brand variables are set,
 * every derived colour (gradients, hover, glow) is computed from them in
 * tokens.css with color-mix(). Values that are not hex colours are ignored so
 * a typo in brand data cannot inject arbitrary CSS.
 */
export const applyBrandTheme = (theme: { primary: string; accent: string }, root: HTMLElement = document.documentElement) => {
  if (HEX.test(theme.primary)) root.style.setProperty('--brand-primary', theme.primary);
  if (HEX.test(theme.accent)) root.style.setProperty('--brand-accent', theme.accent);
};
