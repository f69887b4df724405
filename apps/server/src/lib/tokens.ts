import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, reset tokens, one-time codes of the social sign-in. */
export const randomToken = (): string => randomBytes(32).toString('base64url');
export const randomId = (bytes = 16): string => randomBytes(bytes).toString('hex');

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Keyed hash for low-entropy secrets (6-digit codes, captcha answers) so a database leak does not reveal them. */
export const hmacSha256 = (key: string, text: string): string => createHmac('sha256', key).update(text).digest('hex');

/** A 6-digit code from the CSPRNG (SPEC.md §9 codes). */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
