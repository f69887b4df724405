import { z } from 'zod';

/**
 * The body of an encrypted call as it travels (SPEC.md §7 "encrypted").
 * The browser makes a fresh AES-256-GCM key, encrypts
 * `JSON.stringify({ ts: Date.now(), body })` with additional data
 * `"<METHOD> <path>"` (so a sealed body cannot be replayed on another call),
 * and wraps the AES key with the server's RSA-OAEP-256 public key `kid`.
 * All binary fields are base64.
 */
export const ZEncryptedBody = z.object({
  kid: z.string().min(1).max(64),
  key: z.string().min(1).max(1024),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(262_144),
});
export type TEncryptedBody = z.infer<typeof ZEncryptedBody>;
/** How far a sealed body's `ts` may be from the server clock. */
export const ENCRYPTED_BODY_MAX_SKEW_MS = 5 * 60_000;

/** The public key the browser seals with; published in the startup permission call. */
export const ZEncryptionKey = z.object({
  kid: z.string(),
  alg: z.literal('RSA-OAEP-256+A256GCM'),
  /** SubjectPublicKeyInfo, base64 (DER). */
  spki: z.string(),
});
export type TEncryptionKey = z.infer<typeof ZEncryptionKey>;
