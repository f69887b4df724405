import { useSyncExternalStore } from 'react';
import { local, StorageKey } from './storage';

export type Theme = 'light' | 'dark';

const LIGHT_QUERY = '(prefers-color-scheme: light)';

const systemTheme = (): Theme => (typeof window.matchMedia === 'function' && window.matchMedia(LIGHT_QUERY).matches ? 'light' : 'dark');

/** The staff member's choice, else the system's (and it follows the system until a choice is made). */
export const getTheme = (): Theme => {
  const stored = local.get(StorageKey.theme);
  return stored === 'light' || stored === 'dark' ? stored : systemTheme();
};

/** tokens.css reads `data-theme` on <html>. */
export const applyTheme = (theme: Theme = getTheme(), root: HTMLElement = document.documentElement): void => {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
};

const listeners = new Set<() => void>();
const notify = () => {
  applyTheme();
  listeners.forEach((l) => l());
};

export const setTheme = (theme: Theme): void => {
  local.set(StorageKey.theme, theme);
  notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(LIGHT_QUERY) : null;
  // With no choice stored, the console changes with the system's setting.
  media?.addEventListener('change', notify);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', notify);
  };
};

export const useTheme = (): Theme => useSyncExternalStore(subscribe, getTheme, () => 'dark');
