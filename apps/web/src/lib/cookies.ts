import { REMEMBER_ME_DAYS } from '@wps/contracts';

/** Cookie names of the remember-me feature (SPEC.md §4 Remember me). */
export const RememberCookie = {
  user: 'rememberUser',
  password: 'rememberPassword',
  mobile: 'rememberMobile',
  dialingCode: 'rememberDialingCode',
} as const;

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

export type Remembered = { user: string; password: string; mobile: string; dialingCode: string };

export const readRemembered = (): Remembered | null => {
  const user = readCookie(RememberCookie.user);
  const mobile = readCookie(RememberCookie.mobile);
  if (user === null && mobile === null) return null;
  return {
    user: user ?? '',
    password: readCookie(RememberCookie.password) ?? '',
    mobile: mobile ?? '',
    dialingCode: readCookie(RememberCookie.dialingCode) ?? '',
  };
};

/**
 * SPEC.md §4 Remember me: when checked, the last user, password and SMS
 * details are kept for one day; unchecked clears them. An SMS code is single
 * use, so only the number is remembered for SMS logins.
 */
export const updateRemembered = (remember: boolean, details: Partial<Remembered>): void => {
  if (!remember) {
    Object.values(RememberCookie).forEach(deleteCookie);
    return;
  }
  if (details.user !== undefined) writeCookie(RememberCookie.user, details.user, REMEMBER_ME_DAYS);
  if (details.password !== undefined) writeCookie(RememberCookie.password, details.password, REMEMBER_ME_DAYS);
  if (details.mobile !== undefined) writeCookie(RememberCookie.mobile, details.mobile, REMEMBER_ME_DAYS);
  if (details.dialingCode !== undefined) writeCookie(RememberCookie.dialingCode, details.dialingCode, REMEMBER_ME_DAYS);
};
