import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 TOTP as authenticator apps implement it — HMAC-SHA1, 6 digits,
 * 30-second steps, the secret shared as RFC 4648 base32 — on `otpauth`
 * (decision 016): the HMAC, the truncation, base32 and the otpauth:// URI are
 * the library's. What stays ours is the rule that a step is used once.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const ALGORITHM = 'SHA1';

/** A new secret: 160 random bits (the HMAC-SHA1 block the RFC recommends), base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app scans as a QR code (label "Issuer:account"). */
export function totpUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).toString();
}

/** The time step of a moment (ms since epoch). */
export function totpStep(now: number = Date.now()): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now });
}

/** The code for a base32 `secret` at time step `step`. */
export function totpCode(secret: string, step: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: TOTP_DIGITS, counter: step });
}

/**
 * Checks `code` against the steps around now (`window` steps each side, for
 * clock drift; the library compares in constant time) and returns the matched
 * step, or null.
 *
 * Steps at or before `lastUsedStep` are refused, so each code works once and
 * an older code cannot be replayed after a newer one: store the returned step
 * as the member's new `lastUsedStep` atomically with accepting the login
 * (e.g. `UPDATE … SET last_step = $step WHERE last_step IS NULL OR last_step < $step`).
 */
export function verifyTotp(
  secret: string,
  code: string,
  opts: { now?: number; window?: number; lastUsedStep?: number | null } = {},
): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  let key: Secret;
  try {
    key = Secret.fromBase32(secret);
  } catch {
    return null;
  }
  if (key.bytes.length === 0) return null;
  const now = opts.now ?? Date.now();
  const window = Math.max(0, Math.floor(opts.window ?? 1));
  const delta = TOTP.validate({ token, secret: key, algorithm: ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, timestamp: now, window });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  if (step < 0 || (opts.lastUsedStep != null && step <= opts.lastUsedStep)) return null;
  return step;
}
