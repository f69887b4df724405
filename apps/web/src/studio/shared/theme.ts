/** The page's frame: theme and language from the launch, and what the device asks for. */
import type { TLanguage, TTheme } from './launch';

export const prefersDark = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

export const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Inside the platform's game frame (the frame has its own way back to the lobby). */
export const isFramed = (): boolean => typeof window !== 'undefined' && window.top !== window.self;

/** The launch's theme (and the browser's colour scheme) and language on the document. */
export function applyTheme(launch: { theme: TTheme; language: TLanguage }): void {
  document.documentElement.dataset.theme = launch.theme;
  document.documentElement.style.colorScheme = launch.theme;
  document.documentElement.lang = launch.language === 'TY' ? 'tl' : 'en';
}
