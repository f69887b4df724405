import { useSyncExternalStore } from 'react';
import { setPageHint } from './page-hints';
import { storage, StorageKey } from './storage';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

export const getTheme = (): Theme => (storage.get('local', StorageKey.theme) === 'light' ? 'light' : 'dark');

/** Dark is the default (SPEC.md §9 Theme: light or dark); the choice is kept locally. */
export const applyTheme = (theme: Theme = getTheme(), root: HTMLElement = document.documentElement) => {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
};

export const setTheme = (theme: Theme) => {
  storage.set('local', StorageKey.theme, theme);
  setPageHint('theme', theme);
  applyTheme(theme);
  listeners.forEach((l) => l());
};

export const useTheme = (): Theme =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
    getTheme,
    () => serverTheme,
  );

let serverTheme: Theme = 'dark';
/** The theme the server renders a page in (entry-server.tsx, from the visitor's theme hint). */
export const setServerTheme = (theme: Theme): void => {
  serverTheme = theme;
};
