import { brandThemeVars } from '@wps/contracts/player';

/**
 * Brands recolour the design tokens (`brandThemeVars`). A page the server
 * rendered carries them already: a value already set is left alone, so the
 * page's styles are not recomputed for nothing.
 */
export const applyBrandTheme = (theme: { primary: string; accent: string }, root: HTMLElement = document.documentElement) => {
  for (const [name, value] of brandThemeVars(theme)) {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
};
