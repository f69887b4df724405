/**
 * Remembered devices (issue 10 item 7; SPEC.md §4 Remember me). A member who
 * ticks "remember me" gets a long random token in an HttpOnly cookie scoped
 * to the login path, instead of the password in a cookie the page could
 * read. Next time the login form is pre-filled with the username and sends no
 * password: the token stands in for it (the first factor only; a second step
 * still follows when the account or the address asks for one).
 *
 * A token is stored hashed, lives REMEMBER_ME_DAYS, is bound to the member,
 * the brand and the password it was issued under (a fingerprint of the
 * password hash: changing or resetting the password ends every remembered
 * device), is replaced by a fresh one at each use, and is forgotten when the
 * member unticks the box.
 */
import { REMEMBER_ME_DAYS } from '@wps/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/tokens';
import type { AppServices } from '../../services';
import { deleteExpiredRememberedDevices, deleteRememberedDevice, findRememberedDevice, insertRememberedDevice } from './session.repository';

export const DEVICE_COOKIE = 'wps_device';
/** The only path the browser sends the token to: the login call and its second step. */
export const DEVICE_COOKIE_PATH = '/wps/session/login';
const DEVICE_TTL_MS = REMEMBER_ME_DAYS * 24 * 60 * 60_000;

/** What the login call may do with this browser's remembered-device cookie. */
export interface DeviceCookie {
  presented: string | undefined;
  set(token: string, maxAgeSeconds: number): void;
  clear(): void;
}

export function deviceCookieOf(request: FastifyRequest, reply: FastifyReply): DeviceCookie {
  const options = { httpOnly: true, sameSite: 'strict' as const, path: DEVICE_COOKIE_PATH, secure: request.protocol === 'https' };
  return {
    presented: request.cookies[DEVICE_COOKIE],
    set: (token, maxAge) => void reply.setCookie(DEVICE_COOKIE, token, { ...options, maxAge }),
    clear: () => void reply.clearCookie(DEVICE_COOKIE, options),
  };
}

/** The password a token was issued under, as the token row keeps it (never the hash itself). */
export const passwordFingerprint = (passwordHash: string): string => sha256(`remembered-device:${passwordHash}`);

/**
 * Whether the presented token stands in for this member's password now; its
 * weak-password flag (the password it replaces was the default one).
 */
export async function deviceVouchesFor(
  services: Pick<AppServices, 'db' | 'clock'>,
  presented: string | undefined,
  member: { id: number; merchantId: number; passwordHash: string } | undefined,
): Promise<{ ok: boolean; weakPassword: boolean }> {
  if (!presented || !member) return { ok: false, weakPassword: false };
  const row = await findRememberedDevice(services.db, member.merchantId, member.id, sha256(presented), services.clock.now());
  if (!row || row.passwordFingerprint !== passwordFingerprint(member.passwordHash)) return { ok: false, weakPassword: false };
  return { ok: true, weakPassword: row.weakPassword };
}

/**
 * After the first factor: remember this device (a fresh token, the presented
 * one retired), or forget it when the member unticked the box. `remember`
 * undefined (a caller without the box, e.g. the /agent page) leaves it as is.
 */
export async function settleDevice(
  services: Pick<AppServices, 'db' | 'clock'>,
  device: DeviceCookie | undefined,
  remember: boolean | undefined,
  member: { id: number; merchantId: number; passwordHash: string },
  client: { userAgent: string | null },
  weakPassword: boolean,
): Promise<void> {
  if (!device || remember === undefined) return;
  if (device.presented) await deleteRememberedDevice(services.db, member.merchantId, sha256(device.presented));
  if (!remember) {
    if (device.presented) device.clear();
    return;
  }
  const now = services.clock.now();
  const token = randomToken();
  await insertRememberedDevice(services.db, {
    tokenHash: sha256(token),
    merchantId: member.merchantId,
    memberId: member.id,
    passwordFingerprint: passwordFingerprint(member.passwordHash),
    weakPassword,
    userAgent: client.userAgent?.slice(0, 255) ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DEVICE_TTL_MS),
  });
  device.set(token, DEVICE_TTL_MS / 1000);
}

/** A token that did not vouch: forget it on the server and in the browser. */
export async function dropDevice(services: Pick<AppServices, 'db'>, device: DeviceCookie | undefined, merchantId: number): Promise<void> {
  if (!device?.presented) return;
  await deleteRememberedDevice(services.db, merchantId, sha256(device.presented));
  device.clear();
}

/** Expired remembered devices go (a periodic job). */
export const purgeExpiredDevices = (services: Pick<AppServices, 'db'>, now: Date): Promise<number> => deleteExpiredRememberedDevices(services.db, now);
