import {
  CompactEncrypt,
  type CompactJWEHeaderParameters, compactDecrypt, decodeProtectedHeader, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI } from 'jose';
import { ENCRYPTED_BODY_MAX_SKEW_MS, ZEncryptedBody, type TEncryptedBody, type TEncryptionKey } from './encryption';

/**
 * The encrypted-call protocol of `encryption.ts` (SPEC.md §7 "encrypted"),
 * shared by the browser (seals) and the server (opens), on `jose`: the
 * browser makes a compact JWE for the server's published key; the server
 * opens it with the private key its `kid` names (the current key, or one
 * retired less than a day ago) and checks that the protected header names
 * this very call and a time within ±5 minutes of its clock.
 *
 * jose uses only WebCrypto, so this module runs in the browser and in Node.
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
export type SealPrivateKey = Awaited<ReturnType<(typeof globalThis.crypto.subtle)['importKey']>>;

/** The call a sealed body belongs to; named in the JWE's protected header. */
export interface SealTarget {
  method: string;
  /** The route path, e.g. the contract's `path` (`/wps/session/login`); a query string is ignored. */
  path: string;
}

/** The name the published key carries: key management and content encryption together. */
export const SEAL_ALGORITHM = 'RSA-OAEP-256+A256GCM' as const;
const KEY_ALG = 'RSA-OAEP-256';
const CONTENT_ENC = 'A256GCM';

/**
 * The protected header. `htm` and `htp` name the call (after DPoP's `htm`,
 * RFC 9449), so a body sealed for one call is refused by every other; `iat`
 * (seconds, as in JWT) bounds how long a captured body can be replayed.
 */
interface SealHeader extends CompactJWEHeaderParameters {
  alg: typeof KEY_ALG;
  enc: typeof CONTENT_ENC;
  kid: string;
  htm: string;
  htp: string;
  iat: number;
}

/** `"POST /wps/session/login"`: method upper-cased, path without query or fragment. */
export function sealTargetName(target: SealTarget): string {
  return `${normalizeMethod(target.method)} ${normalizePath(target.path)}`;
}

const normalizeMethod = (method: string) => method.toUpperCase();
const normalizePath = (path: string) => path.split(/[?#]/, 1)[0]!;

const encoder = new TextEncoder();
// fatal: invalid UTF-8 inside an authenticated plaintext is still an invalid body.
const decoder = new TextDecoder('utf-8', { fatal: true });

/** jose reads keys as PEM; we store and publish the DER inside it as one base64 line. */
const pem = (label: 'PUBLIC KEY' | 'PRIVATE KEY', base64Der: string) => `-----BEGIN ${label}-----\n${base64Der}\n-----END ${label}-----`;
const pemBody = (text: string) => text.replace(/-----(?:BEGIN|END) [A-Z ]+-----|\s/g, '');

// The browser seals with the same key for the whole visit: import it once.
let lastPublicKey: { spki: string; key: Promise<SealPrivateKey> } | undefined;

function importPublicKey(key: TEncryptionKey): Promise<SealPrivateKey> {
  if (lastPublicKey?.spki !== key.spki) {
    const imported = importSPKI(pem('PUBLIC KEY', key.spki), KEY_ALG);
    lastPublicKey = { spki: key.spki, key: imported };
    // A failed import must not stick for a later, corrected key.
    imported.catch(() => {
      if (lastPublicKey?.key === imported) lastPublicKey = undefined;
    });
  }
  return lastPublicKey.key;
}

async function seal(plaintext: string, target: SealTarget, key: TEncryptionKey, now: number): Promise<string> {
  if (key.alg !== SEAL_ALGORITHM) throw new TypeError(`unsupported encryption algorithm ${String(key.alg)}`);
  const header: SealHeader = {
    alg: KEY_ALG,
    enc: CONTENT_ENC,
    kid: key.kid,
    htm: normalizeMethod(target.method),
    htp: normalizePath(target.path),
    iat: Math.floor(now / 1000),
  };
  return new CompactEncrypt(encoder.encode(plaintext)).setProtectedHeader(header).encrypt(await importPublicKey(key));
}

/** Seals `body` for `target` with the server's public `key` (browser side); every call gets a fresh content key and IV. */
export async function sealBody(body: unknown, target: SealTarget, key: TEncryptionKey, opts: { now?: number } = {}): Promise<TEncryptedBody> {
  return { jwe: await seal(JSON.stringify(body), target, key, opts.now ?? Date.now()) };
}

async function openJwe(
  jwe: string,
  target: SealTarget,
  privateKeys: (kid: string) => SealPrivateKey | undefined,
  opts: { now?: number; maxSkewMs?: number },
): Promise<unknown> {
  let kid: unknown;
  try {
    kid = decodeProtectedHeader(jwe).kid;
  } catch {
    throw new SealError('encryption_invalid', 'protected header is not base64url JSON');
  }
  if (typeof kid !== 'string') throw new SealError('encryption_invalid', 'protected header has no kid');
  const privateKey = privateKeys(kid);
  if (!privateKey) throw new SealError('encryption_key_unknown', `unknown kid ${kid.slice(0, 64)}`);

  let opened: Awaited<ReturnType<typeof compactDecrypt>>;
  try {
    // Only our pair of algorithms: a JWE naming any other (dir, RSA1_5, A128GCM…) is refused before decryption.
    opened = await compactDecrypt(jwe, privateKey, { keyManagementAlgorithms: [KEY_ALG], contentEncryptionAlgorithms: [CONTENT_ENC] });
  } catch (err) {
    // GCM authenticates the ciphertext, the IV and the protected header: tampering lands here.
    throw new SealError('encryption_invalid', `not opened: ${err instanceof Error ? err.name : 'error'}`);
  }
  const { htm, htp, iat } = opened.protectedHeader as Partial<Record<keyof SealHeader, unknown>>;
  if (htm !== normalizeMethod(target.method) || htp !== normalizePath(target.path)) {
    throw new SealError('encryption_invalid', `sealed for ${String(htm)} ${String(htp)}`);
  }
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw new SealError('encryption_invalid', 'iat is not a number');
  const now = opts.now ?? Date.now();
  const maxSkew = opts.maxSkewMs ?? ENCRYPTED_BODY_MAX_SKEW_MS;
  // Both directions, for clock skew.
  if (Math.abs(now - iat * 1000) > maxSkew) throw new SealError('encryption_invalid', `iat out of range (${now - iat * 1000} ms)`);
  try {
    return JSON.parse(decoder.decode(opened.plaintext));
  } catch {
    throw new SealError('encryption_invalid', 'plaintext is not JSON');
  }
}

/**
 * Opens a sealed body (server side) and returns the call's body.
 *
 * `sealed` is whatever arrived on the wire: a plaintext body (anything not
 * shaped like `ZEncryptedBody`, the retired `{ kid, key, iv, data }` among
 * them) is refused, so a handler can never be reached by skipping the
 * encryption. `privateKeys` resolves a `kid` to its private key.
 *
 * @throws SealError `encryption_key_unknown` for an unknown `kid`,
 *   `encryption_invalid` for anything else (not a JWE, wrong algorithms, wrong
 *   call, tampering, stale or future `iat`, a plaintext that is not JSON).
 */
export async function openSealedBody(
  sealed: unknown,
  target: SealTarget,
  privateKeys: (kid: string) => SealPrivateKey | undefined,
  opts: { now?: number; maxSkewMs?: number } = {},
): Promise<unknown> {
  const parsed = ZEncryptedBody.safeParse(sealed);
  if (!parsed.success) throw new SealError('encryption_invalid', 'body is not an encrypted body');
  return openJwe(parsed.data.jwe, target, privateKeys, opts);
}

/** Free play (SPEC.md §7): the sealed body is always `{}` and only proves the caller holds the current key. */
const HEADER_BODY = '{}';

/** The value of the free-play header `x-wps-encrypted` (`FREEPLAY_HEADER`): a compact JWE of `{}` for `target`, header-safe as it is. */
export function sealHeader(target: SealTarget, key: TEncryptionKey, opts: { now?: number } = {}): Promise<string> {
  return seal(HEADER_BODY, target, key, opts.now ?? Date.now());
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
  const body = await openSealedBody({ jwe: header }, target, privateKeys, opts);
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
  const pair = await generateKeyPair(KEY_ALG, { modulusLength: 2048, extractable: true });
  const kid = randomHex(8);
  return {
    kid,
    publicKey: { kid, alg: SEAL_ALGORITHM, spki: pemBody(await exportSPKI(pair.publicKey)) },
    privateKeyPkcs8: pemBody(await exportPKCS8(pair.privateKey)),
  };
}

/** Imports a private key stored by `generateSealKeyPair` (non-extractable, for unwrapping content keys only). */
export function importPrivateKey(pkcs8Base64: string): Promise<SealPrivateKey> {
  return importPKCS8(pem('PRIVATE KEY', pkcs8Base64), KEY_ALG);
}
