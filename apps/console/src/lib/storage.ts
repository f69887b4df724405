/** The console's own keys in localStorage (the player site's are `wps.*` without `console`). */
export const StorageKey = {
  theme: 'wps.console.theme',
  lang: 'wps.console.lang',
} as const;

/** localStorage, or nothing when the browser refuses it (the choice then lasts the page). */
export const local = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Refused: nothing to keep.
    }
  },
};
