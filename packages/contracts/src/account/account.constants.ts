/** The accounts' codes and header names, without zod: the home page needs them, not the schemas. */

export const LOGIN_TYPES = ['username', 'sms'] as const;

export const VERIFY_METHODS = ['sms', 'email', 'totp'] as const;

export const SMS_PURPOSES = ['login', 'forgot'] as const;

/** Header carrying a sealed `{ ts }` proving the caller holds the current public key. */
export const FREEPLAY_HEADER = 'x-wps-encrypted';

export const MEMBER_ICON_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
