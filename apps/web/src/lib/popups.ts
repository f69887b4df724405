import { useSyncExternalStore } from 'react';
import type { SessionEndReason } from './session';

/** The popups the shell hosts (SPEC.md §2 App shell and popups). */
export type PopupName =
  | 'login'
  | 'register'
  | 'forgot'
  | 'change-password'
  | 'reset-password'
  | 'notice'
  | 'announcement'
  | 'help'
  | 'game'
  | 'search'
  /** An agent's waiting contract offers (SPEC.md §2: contract, logged-in only). */
  | 'contract';

/** Why a forced change-password popup opened (SPEC.md §4: default password, expired, first login). */
export type ForcedReason = 'weak' | 'expired' | 'first';

export type PopupState = {
  name: PopupName;
  anchor?: string;
  /** change-password: a required change that cannot be dismissed. */
  forced?: ForcedReason;
  /** reset-password: the token of the emailed link. */
  resetToken?: string;
  /** login: the login was started from the agent page. */
  agent?: boolean;
  /** login: why the session ended (the popup says so above the form). */
  sessionEnded?: SessionEndReason;
  /** notice: the notice to open at (the marquee title that was clicked). */
  index?: number;
  /** game: a launched game shown in the embedded frame (title = the game's name). */
  launch?: GameLaunchView;
  /** game: the game that could not start, under maintenance ("see other popular games"). */
  maintenanceOf?: { gameName: string; nodeId?: string };
} | null;

/** The routes that exist to show their popup over home (SPEC.md §2): /login, /register and /help. */
export const POPUP_ROUTES: ReadonlySet<string> = new Set(['/login', '/register', '/help']);

/** A launched game as the game popup and /seamless show it. */
export type GameLaunchView = { url: string; title: string; mode: 'real' | 'demo' | 'fun' };

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
  open: (name: PopupName, options?: string | Omit<NonNullable<PopupState>, 'name'>) =>
    set(typeof options === 'string' ? { name, anchor: options } : { name, ...options }),
  close: () => set(null),
  get: () => current,
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};

/** The open popup; the server renders one only when it opened it for the page (entry-server.tsx), and hydration starts from it. */
export const usePopup = (): PopupState => useSyncExternalStore(popups.subscribe, popups.get, popups.get);
