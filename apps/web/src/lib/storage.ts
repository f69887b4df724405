/**
 * Browser storage behind one small API. Private-mode Safari and locked-down
 * embeds throw on access, so every read and write is guarded and the app
 * keeps working without persistence.
 */
type Area = 'local' | 'session';

const area = (which: Area): Storage | null => {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const storage = {
  get(which: Area, key: string): string | null {
    try {
      return area(which)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(which: Area, key: string, value: string): void {
    try {
      area(which)?.setItem(key, value);
    } catch {
      // Quota or privacy mode: the value only lives for this page view.
    }
  },
  remove(which: Area, key: string): void {
    try {
      area(which)?.removeItem(key);
    } catch {
      // See set().
    }
  },
};

/** Keys the client persists (SPEC.md §3 Local storage, §4 Login state). */
export const StorageKey = {
  token: 'token',
  merchantCode: 'merchantCode',
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  sideMenuCollapsed: 'sideMenuCollapsed',
  /** A visitor's support-chat token (the chat remembers them on this browser). */
  chatToken: 'wps.chat.token',
  /** Set once this browser chatted with support: the chat loads in the background to show unread answers. */
  chatActive: 'wps.chat.active',
} as const;
