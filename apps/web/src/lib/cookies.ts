import { REMEMBER_ME_DAYS } from '@wps/contracts/player';

/**
 * Cookie names of the remember-me feature (SPEC.md §4 Remember me). The
 * password is never kept where a script can read it: the server keeps this
 * device remembered with an HttpOnly token instead (the login form sends an
 * empty password, the token stands in for it).
 */
export const RememberCookie = {
  user: 'rememberUser',
  mobile: 'rememberMobile',
  dialingCode: 'rememberDialingCode',
} as const;
/** Where earlier versions kept the password itself: removed wherever it is still found. */
const LEGACY_PASSWORD_COOKIE = 'rememberPassword';

const secure = () => (typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '');

export const readCookie = (name: string): string | null => {
  for (const part of document.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
};

export const writeCookie = (name: string, value: string, days: number): void => {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Strict${secure()}`;
};

export const deleteCookie = (name: string): void => {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict${secure()}`;
};

export type Remembered = { user: string; mobile: string; dialingCode: string };

export const readRemembered = (): Remembered | null => {
  if (readCookie(LEGACY_PASSWORD_COOKIE) !== null) deleteCookie(LEGACY_PASSWORD_COOKIE);
  const user = readCookie(RememberCookie.user);
  const mobile = readCookie(RememberCookie.mobile);
  if (user === null && mobile === null) return null;
  return {
    user: user ?? '',
    mobile: mobile ?? '',
    dialingCode: readCookie(RememberCookie.dialingCode) ?? '',
  };
};

/**
 * SPEC.md §4 Remember me: when checked, the last user and SMS details are
 * kept for one day (the password is remembered by the server's HttpOnly
 * device token); unchecked clears them. An SMS code is single use, so only
 * the number is remembered for SMS logins.
 */
export const updateRemembered = (remember: boolean, details: Partial<Remembered>): void => {
  if (!remember) {
    [...Object.values(RememberCookie), LEGACY_PASSWORD_COOKIE].forEach(deleteCookie);
    return;
  }
  if (details.user !== undefined) writeCookie(RememberCookie.user, details.user, REMEMBER_ME_DAYS);
  if (details.mobile !== undefined) writeCookie(RememberCookie.mobile, details.mobile, REMEMBER_ME_DAYS);
  if (details.dialingCode !== undefined) writeCookie(RememberCookie.dialingCode, details.dialingCode, REMEMBER_ME_DAYS);
};
