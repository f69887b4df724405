import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;

/** Hex HMAC-SHA256 of the exact body bytes with the vendor's secret: what a vendor sends as X-Signature. */
export const signProviderBody = (rawBody: string | Buffer, secret: string): string => createHmac('sha256', secret).update(rawBody).digest('hex');

/** Constant time, so the time to refuse does not reveal how much of a guessed signature was right. */
export function verifyProviderSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !HEX_SIGNATURE.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signProviderBody(rawBody, secret), 'hex'), Buffer.from(signature, 'hex'));
}

/** A vendor's signing keys: the current secret and, for an overlap after a rotation, the one before it. */
export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

/**
 * The current secret, or the previous one while its overlap lasts: after a
 * rotation the vendor switches when it is ready, and no call is refused meanwhile.
 */
export function signatureAccepted(rawBody: Buffer, signature: string | undefined, keys: SigningSecrets, now: Date): boolean {
  if (verifyProviderSignature(rawBody, signature, keys.secret)) return true;
  const overlap = keys.previousSecret !== null && keys.previousSecretUntil !== null && keys.previousSecretUntil.getTime() > now.getTime();
  return overlap && verifyProviderSignature(rawBody, signature, keys.previousSecret!);
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

export const newProviderSecret = (): string => randomBytes(32).toString('hex');
export const newGameToken = (): string => randomBytes(32).toString('base64url');
