import { z } from 'zod';

/**
 * The body of an encrypted call as it travels (SPEC.md §7 "encrypted"): one
 * JWE in compact serialization (RFC 7516), `RSA-OAEP-256` wrapping a fresh
 * `A256GCM` content key, made and opened by `jose` (see `seal.ts`). Its
 * protected header carries the key id, the call's method and path and the
 * time it was sealed; GCM authenticates that header, so none of it can be
 * changed. The plaintext is the call's JSON body.
 *
 * The earlier hand-made envelope `{ kid, key, iv, data }` was retired with
 * issue 16; it no longer parses here, so the server refuses it.
 */
export const ZEncryptedBody = z.object({
  jwe: z
    .string()
    .min(1)
    .max(360_000)
    .regex(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*){4}$/, 'not a compact JWE'),
});
export type TEncryptedBody = z.infer<typeof ZEncryptedBody>;
/** How far a sealed body's timestamp (`iat`) may be from the server clock, either way. */
export const ENCRYPTED_BODY_MAX_SKEW_MS = 5 * 60_000;

/** The public key the browser seals with; published in the startup permission call. */
export const ZEncryptionKey = z.object({
  kid: z.string(),
  alg: z.literal('RSA-OAEP-256+A256GCM'),
  /** SubjectPublicKeyInfo, base64 (DER). */
  spki: z.string(),
});
export type TEncryptionKey = z.infer<typeof ZEncryptionKey>;
