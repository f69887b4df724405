import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * RFC 6238 TOTP as authenticator apps implement it: HMAC-SHA1, 6 digits,
 * 30-second steps, secret shared as RFC 4648 base32 without padding.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, forgiving case, spaces and padding as people type them. Throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = BASE32_ALPHABET.indexOf(ch);
    if (index < 0) throw new TypeError('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits (the HMAC-SHA1 block the RFC recommends), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The `otpauth://` URI an authenticator app scans as a QR code. */
export function totpUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  // The label is "Issuer:account"; the colon between them stays literal per the Key Uri Format.
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  // URLSearchParams writes spaces as '+', which some apps show literally.
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, '%20')}`;
}

/** The time step of a moment (ms since epoch). */
export function totpStep(now: number = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fff_ffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The code for a base32 `secret` at time step `step`. */
export function totpCode(secret: string, step: number): string {
  return hotp(base32Decode(secret), step);
}

/**
 * Checks `code` against the steps around now (`window` steps each side, for
 * clock drift) and returns the matched step, or null.
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
  const normalized = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(normalized)) return null;
  let key: Buffer;
  try {
    key = base32Decode(secret);
  } catch {
    return null;
  }
  if (key.length === 0) return null;
  const current = totpStep(opts.now);
  const window = Math.max(0, Math.floor(opts.window ?? 1));
  const given = Buffer.from(normalized);
  let matched: number | null = null;
  // Check every step of the window, even after a match, so timing does not tell which step matched.
  for (let step = current - window; step <= current + window; step++) {
    if (step < 0) continue;
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), given);
    if (same && matched === null && (opts.lastUsedStep == null || step > opts.lastUsedStep)) matched = step;
  }
  return matched;
}
