import { PAGE_HINT_COOKIE, POPUP_EXECUTIONS, type TPopupExecution } from '@wps/contracts/player';
import { readCookie } from '@/lib/cookies';
import { setPageHint } from '@/lib/page-hints';
import { storage } from '@/lib/storage';

/** Session keys (SPEC.md §2: announcements show once per session per audience; closing is remembered). */
export const ANNOUNCEMENT_SHOWN_KEY = (execution: TPopupExecution) => `announcementShown.${execution}`;
export const FIRST_LOGIN_KEY = 'announcementFirstLogin';

/**
 * A visitor's popup (B) is shown once per browser session: the tab remembers
 * it, and a hint cookie tells the server (which renders it open on a first
 * visit) and the browser's other tabs.
 */
export const wasShown = (execution: TPopupExecution): boolean =>
  storage.get('session', ANNOUNCEMENT_SHOWN_KEY(execution)) === '1' ||
  (execution === 'B' && typeof document !== 'undefined' && readCookie(PAGE_HINT_COOKIE.announcement) === '1');
export const markShown = (execution: TPopupExecution): void => {
  storage.set('session', ANNOUNCEMENT_SHOWN_KEY(execution), '1');
  if (execution === 'B') setPageHint('announcement', '1');
};

export const markFirstLogin = (): void => storage.set('session', FIRST_LOGIN_KEY, '1');
export const isFirstLoginSession = (): boolean => storage.get('session', FIRST_LOGIN_KEY) === '1';

/**
 * The audiences whose popup items apply, in the order they are shown: F (a
 * first login, right after it) before A for a logged-in member, B for a visitor.
 */
export const audiencesFor = (loggedIn: boolean, firstLogin: boolean): TPopupExecution[] =>
  loggedIn ? (firstLogin ? ['F', 'A'] : ['A']) : ['B'];

export const isExecution = (value: unknown): value is TPopupExecution => POPUP_EXECUTIONS.includes(value as TPopupExecution);
