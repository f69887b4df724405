import { useSyncExternalStore } from 'react';

/** The popups the shell hosts (SPEC.md §2 App shell and popups). */
export type PopupName =
  | 'login'
  | 'register'
  | 'forgot'
  | 'change-password'
  | 'notice'
  | 'announcement'
  | 'help'
  | 'game';

export type PopupState = { name: PopupName; anchor?: string } | null;

let current: PopupState = null;
const listeners = new Set<() => void>();

const set = (next: PopupState) => {
  current = next;
  listeners.forEach((l) => l());
};

/**
 * One popup at a time: switching between login, register and forgot hides
 * one and shows the other (SPEC.md §2 Forgot-password popup).
 */
export const popups = {
  open: (name: PopupName, anchor?: string) => set(anchor ? { name, anchor } : { name }),
  close: () => set(null),
  get: () => current,
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};

export const usePopup = (): PopupState => useSyncExternalStore(popups.subscribe, popups.get, () => null);
