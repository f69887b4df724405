import { storage } from '@/lib/storage';

/** Where this browser's device id is kept (local storage: it outlives the session and the tab). */
export const DEVICE_ID_KEY = 'wps.deviceId';
/** The contracts' deviceId rule. */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * This browser's device id, made once and kept: a promotion that allows one
 * reward per device (onePerIdentity) counts claims by it. 16 random bytes,
 * base64url. Without storage (private mode) a fresh id per page view is the
 * best there is; the server also checks the phone, e-mail and bank account.
 */
export const deviceId = (): string => {
  const held = storage.get('local', DEVICE_ID_KEY);
  if (held && DEVICE_ID.test(held)) return held;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  storage.set('local', DEVICE_ID_KEY, id);
  return id;
};
