import {
  ENCRYPTED_BODY_MAX_SKEW_MS,
  ZEncryptedBody,
  type TEncryptedBody,
  type TEncryptionKey,
} from './encryption';

/**
 * The encrypted-call protocol of `encryption.ts` (SPEC.md §7 "encrypted"),
 * shared by the browser (seals) and the server (opens).
 *
 * Only `globalThis.crypto.subtle` is used, never Node APIs: this module is
 * bundled into the browser and runs in Node 20 for the server and the tests.
 */

/** What went wrong when opening a sealed body; `code` is what the client is told. */
export type SealErrorCode = 'encryption_key_unknown' | 'encryption_invalid';

export class SealError extends Error {
  readonly code: SealErrorCode;
  /** Why, for the server log only: never sent to the caller (it would help an attacker probe). */
  readonly reason: string;
  constructor(code: SealErrorCode, reason: string) {
    super(`${code}: ${reason}`);
    this.name = 'SealError';
    this.code = code;
    this.reason = reason;
  }
}

/**
 * An imported key as WebCrypto returns it. Spelled through `importKey` rather
 * than the global `CryptoKey` because the contracts are type-checked both with
 * the DOM library (web) and with Node's types only (server), and only the
 * former declares a global `CryptoKey` type.
 */
export type SealPrivateKey = Awaited<ReturnType<SubtleCrypto['importKey']>>;
type SubtleCrypto = typeof globalThis.crypto.subtle;

/** The call a sealed body belongs to; bound into the ciphertext as additional data. */
export interface SealTarget {
  method: string;
  /** The route path, e.g. the contract's `path` (`/wps/session/login`); a query string is ignored. */
  path: string;
}

export const SEAL_ALGORITHM = 'RSA-OAEP-256+A256GCM' as const;
const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;
const AES_KEY_BYTES = 32;

function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

// ---------------------------------------------------------------------------
// base64 without Buffer (the browser has none), strict on input so that a
// mangled field is reported as invalid rather than silently decoded to junk.

const B64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_LOOKUP = new Map<string, number>([...B64_ALPHABET].map((c, i) => [c, i]));
const B64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const B64URL_RE = /^[A-Za-z0-9_-]*$/;

export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = i + 1 < bytes.length ? bytes[i + 1]! : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2]! : 0;
    const n = (a << 16) | (b << 8) | c;
    out += B64_ALPHABET[(n >> 18) & 63]! + B64_ALPHABET[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64_ALPHABET[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64_ALPHABET[n & 63]! : '=';
  }
  return out;
}

/** Decodes canonical padded base64; throws `TypeError` on anything else. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!B64_RE.test(text)) throw new TypeError('not base64');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n =
      (B64_LOOKUP.get(text[i]!)! << 18) |
      (B64_LOOKUP.get(text[i + 1]!)! << 12) |
      ((B64_LOOKUP.get(text[i + 2]!) ?? 0) << 6) |
      (B64_LOOKUP.get(text[i + 3]!) ?? 0);
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!B64URL_RE.test(text) || text.length % 4 === 1) throw new TypeError('not base64url');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return base64ToBytes(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
}

const encoder = new TextEncoder();
// fatal: invalid UTF-8 inside an authenticated plaintext is still an invalid body.
const decoder = new TextDecoder('utf-8', { fatal: true });

/** `"POST /wps/session/login"`: method upper-cased, path without query or fragment. */
export function sealAdditionalData(target: SealTarget): string {
  const path = target.path.split(/[?#]/, 1)[0]!;
  return `${target.method.toUpperCase()} ${path}`;
}

// Importing an SPKI costs a DER parse; the browser seals with the same key for the whole visit.
const publicKeyCache = new Map<string, Promise<SealPrivateKey>>();

function importPublicKey(key: TEncryptionKey): Promise<SealPrivateKey> {
  let cached = publicKeyCache.get(key.spki);
  if (!cached) {
    cached = subtle().importKey('spki', base64ToBytes(key.spki), RSA_PARAMS, false, ['encrypt']);
    // A failed import must not poison the cache for a later, corrected key.
    cached.catch(() => publicKeyCache.delete(key.spki));
    if (publicKeyCache.size > 16) publicKeyCache.clear();
    publicKeyCache.set(key.spki, cached);
  }
  return cached;
}

/**
 * Seals `body` for `target` with the server's public `key` (browser side).
 * Every call uses a fresh AES-256-GCM key and IV.
 */
export async function sealBody(
  body: unknown,
  target: SealTarget,
  key: TEncryptionKey,
  opts: { now?: number } = {},
): Promise<TEncryptedBody> {
  if (key.alg !== SEAL_ALGORITHM) throw new TypeError(`unsupported encryption algorithm ${String(key.alg)}`);
  const ts = opts.now ?? Date.now();
  const publicKey = await importPublicKey(key);
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = encoder.encode(JSON.stringify({ ts, body }));
  const data = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(sealAdditionalData(target)) },
    aesKey,
    plaintext,
  );
  const rawKey = await subtle().exportKey('raw', aesKey);
  const wrapped = await subtle().encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  return {
    kid: key.kid,
    key: bytesToBase64(new Uint8Array(wrapped)),
    iv: bytesToBase64(iv),
    data: bytesToBase64(new Uint8Array(data)),
  };
}

function decodeField(value: string, name: string): Uint8Array<ArrayBuffer> {
  try {
    return base64ToBytes(value);
  } catch {
    throw new SealError('encryption_invalid', `${name} is not base64`);
  }
}

/**
 * Opens a sealed body (server side) and returns the inner `body`.
 *
 * `sealed` is whatever arrived on the wire: a plaintext body (anything not
 * shaped like `ZEncryptedBody`) is refused, so a handler can never be reached
 * by skipping the encryption. `privateKeys` resolves a `kid` to its private
 * key; keep retired keys resolvable for a while so that pages loaded before a
 * rotation still work.
 *
 * @throws SealError `encryption_key_unknown` for an unknown `kid`,
 *   `encryption_invalid` for anything else (bad base64, wrong call, tampering,
 *   stale or future `ts`, malformed plaintext).
 */
export async function openSealedBody(
  sealed: unknown,
  target: SealTarget,
  privateKeys: (kid: string) => SealPrivateKey | undefined,
  opts: { now?: number; maxSkewMs?: number } = {},
): Promise<unknown> {
  const parsed = ZEncryptedBody.safeParse(sealed);
  if (!parsed.success) throw new SealError('encryption_invalid', 'body is not an encrypted body');
  const { kid, key, iv, data } = parsed.data;
  const privateKey = privateKeys(kid);
  if (!privateKey) throw new SealError('encryption_key_unknown', `unknown kid ${kid.slice(0, 64)}`);

  const wrapped = decodeField(key, 'key');
  const ivBytes = decodeField(iv, 'iv');
  const cipher = decodeField(data, 'data');
  if (ivBytes.length !== IV_BYTES) throw new SealError('encryption_invalid', 'iv length');

  let rawKey: ArrayBuffer;
  try {
    rawKey = await subtle().decrypt({ name: 'RSA-OAEP' }, privateKey, wrapped);
  } catch {
    throw new SealError('encryption_invalid', 'key unwrap failed');
  }
  if (rawKey.byteLength !== AES_KEY_BYTES) throw new SealError('encryption_invalid', 'key length');

  let plaintext: ArrayBuffer;
  try {
    const aesKey = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    plaintext = await subtle().decrypt(
      { name: 'AES-GCM', iv: ivBytes, additionalData: encoder.encode(sealAdditionalData(target)) },
      aesKey,
      cipher,
    );
  } catch {
    // GCM authentication covers data, iv and the additional data: tampering and a wrong call land here.
    throw new SealError('encryption_invalid', 'decryption failed (tampered or wrong call)');
  }

  let inner: unknown;
  try {
    inner = JSON.parse(decoder.decode(plaintext));
  } catch {
    throw new SealError('encryption_invalid', 'plaintext is not JSON');
  }
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner) || !('body' in inner) || !('ts' in inner)) {
    throw new SealError('encryption_invalid', 'plaintext is not { ts, body }');
  }
  const { ts, body } = inner as { ts: unknown; body: unknown };
  if (typeof ts !== 'number' || !Number.isFinite(ts)) throw new SealError('encryption_invalid', 'ts is not a number');
  const now = opts.now ?? Date.now();
  const maxSkew = opts.maxSkewMs ?? ENCRYPTED_BODY_MAX_SKEW_MS;
  // Bounds how long a captured sealed body can be replayed; both directions, for clock skew.
  if (Math.abs(now - ts) > maxSkew) throw new SealError('encryption_invalid', `ts out of range (${now - ts} ms)`);
  return body;
}

/** Free play (SPEC.md §7): the sealed body is always `{}` and only proves the caller holds the current key. */
const HEADER_BODY = {};

/**
 * The value of the free-play header `x-wps-encrypted` (`FREEPLAY_HEADER`):
 * a sealed `{}` for `target`, as base64url of its JSON (header-safe).
 */
export async function sealHeader(target: SealTarget, key: TEncryptionKey, opts: { now?: number } = {}): Promise<string> {
  const sealed = await sealBody(HEADER_BODY, target, key, opts);
  return bytesToBase64Url(encoder.encode(JSON.stringify(sealed)));
}

/**
 * Checks a free-play header made by `sealHeader`. Resolves when valid.
 * @throws SealError like `openSealedBody`; a missing header is `encryption_invalid`.
 */
export async function openSealedHeader(
  header: string | string[] | undefined,
  target: SealTarget,
  privateKeys: (kid: string) => SealPrivateKey | undefined,
  opts: { now?: number; maxSkewMs?: number } = {},
): Promise<void> {
  if (typeof header !== 'string' || header.length === 0 || header.length > 8192) {
    throw new SealError('encryption_invalid', 'missing or oversized header');
  }
  let sealed: unknown;
  try {
    sealed = JSON.parse(decoder.decode(base64UrlToBytes(header)));
  } catch {
    throw new SealError('encryption_invalid', 'header is not base64url JSON');
  }
  const body = await openSealedBody(sealed, target, privateKeys, opts);
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.keys(body).length !== 0) {
    throw new SealError('encryption_invalid', 'header body is not {}');
  }
}

function randomHex(bytes: number): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A new RSA-2048 key pair for sealing. Store `privateKeyPkcs8` secretly
 * (base64 DER), publish `publicKey` in the startup config.
 */
export async function generateSealKeyPair(): Promise<{ kid: string; publicKey: TEncryptionKey; privateKeyPkcs8: string }> {
  const pair = await subtle().generateKey(
    { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = await subtle().exportKey('spki', pair.publicKey);
  const pkcs8 = await subtle().exportKey('pkcs8', pair.privateKey);
  const kid = randomHex(8);
  return {
    kid,
    publicKey: { kid, alg: SEAL_ALGORITHM, spki: bytesToBase64(new Uint8Array(spki)) },
    privateKeyPkcs8: bytesToBase64(new Uint8Array(pkcs8)),
  };
}

/** Imports a private key stored by `generateSealKeyPair` (non-extractable, decrypt only). */
export function importPrivateKey(pkcs8Base64: string): Promise<SealPrivateKey> {
  return subtle().importKey('pkcs8', base64ToBytes(pkcs8Base64), RSA_PARAMS, false, ['decrypt']);
}
