import { CompactEncrypt, decodeProtectedHeader, importSPKI } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENCRYPTED_BODY_MAX_SKEW_MS, ZEncryptedBody, ZEncryptionKey, type TEncryptionKey } from './encryption';
import {
  generateSealKeyPair,
  importPrivateKey,
  openSealedBody,
  openSealedHeader,
  sealBody,
  sealHeader,
  SealError,
  sealTargetName,
  type SealPrivateKey,
} from './seal';

const login = { method: 'POST', path: '/wps/session/login' };
const freePlay = { method: 'POST', path: '/wps/session/login/freeplay' };
/** A whole second: `iat` is in seconds, so the skew boundaries below are exact. */
const NOW = 1_700_000_000_000;

let publicKey: TEncryptionKey;
let privateKey: SealPrivateKey;
let keys: (kid: string) => SealPrivateKey | undefined;

beforeAll(async () => {
  const pair = await generateSealKeyPair();
  publicKey = pair.publicKey;
  privateKey = await importPrivateKey(pair.privateKeyPkcs8);
  keys = (kid) => (kid === publicKey.kid ? privateKey : undefined);
});

async function expectSealError(promise: Promise<unknown>, code: SealError['code']): Promise<SealError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a SealError');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SealError);
  expect((error as SealError).code).toBe(code);
  return error as SealError;
}

const segments = (jwe: string) => jwe.split('.');

/** Flips one bit of a base64url segment of a compact JWE, keeping it valid base64url. */
function flip(jwe: string, segment: number, byte = 0): string {
  const parts = segments(jwe);
  const bytes = Buffer.from(parts[segment]!, 'base64url');
  bytes[byte] = bytes[byte]! ^ 1;
  parts[segment] = bytes.toString('base64url');
  return parts.join('.');
}

/** Seals an arbitrary plaintext under an arbitrary protected header with our public key, to reach the checks after decryption. */
async function sealRaw(plaintext: string, header: Record<string, unknown>): Promise<{ jwe: string }> {
  const alg = typeof header.alg === 'string' ? header.alg : 'RSA-OAEP-256';
  const key = await importSPKI(`-----BEGIN PUBLIC KEY-----\n${publicKey.spki}\n-----END PUBLIC KEY-----`, alg);
  const jwe = await new CompactEncrypt(new TextEncoder().encode(plaintext))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: publicKey.kid, htm: 'POST', htp: login.path, iat: Math.floor(Date.now() / 1000), ...header })
    .encrypt(key);
  return { jwe };
}

describe('sealBody / openSealedBody', () => {
  it('generates a publishable key pair', () => {
    expect(ZEncryptionKey.parse(publicKey)).toEqual(publicKey);
    expect(publicKey.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(publicKey.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(publicKey.spki).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('round-trips a body as a compact JWE whose protected header names the key, the call and the time', async () => {
    const body = { username: 'alice', password: 'pässwörd 🔑', nested: [1, null, { a: true }] };
    const sealed = await sealBody(body, login, publicKey, { now: NOW + 999 });
    expect(ZEncryptedBody.parse(sealed)).toEqual(sealed);
    expect(segments(sealed.jwe)).toHaveLength(5);
    expect(decodeProtectedHeader(sealed.jwe)).toEqual({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: publicKey.kid,
      htm: 'POST',
      htp: '/wps/session/login',
      iat: NOW / 1000,
    });
    expect(sealed.jwe).not.toContain(Buffer.from('alice').toString('base64url').slice(0, 5));
    await expect(openSealedBody(sealed, login, keys, { now: NOW })).resolves.toEqual(body);
  });

  it('uses a fresh content key and iv every time', async () => {
    const [, keyA, ivA, dataA] = segments((await sealBody({ x: 1 }, login, publicKey)).jwe);
    const [, keyB, ivB, dataB] = segments((await sealBody({ x: 1 }, login, publicKey)).jwe);
    expect(ivA).not.toBe(ivB);
    expect(keyA).not.toBe(keyB);
    expect(dataA).not.toBe(dataB);
  });

  it('names the method and path, ignoring case of the method and a query string', async () => {
    expect(sealTargetName({ method: 'put', path: '/wps/member/register?x=1' })).toBe('PUT /wps/member/register');
    const sealed = await sealBody({ x: 1 }, { method: 'post', path: '/wps/session/login' }, publicKey);
    await expect(openSealedBody(sealed, { method: 'POST', path: '/wps/session/login?lang=en' }, keys)).resolves.toEqual({ x: 1 });
  });

  it('refuses a body sealed for another path or method', async () => {
    const sealed = await sealBody({ x: 1 }, login, publicKey);
    await expectSealError(openSealedBody(sealed, { method: 'POST', path: '/wps/member/password' }, keys), 'encryption_invalid');
    await expectSealError(openSealedBody(sealed, { method: 'PUT', path: '/wps/session/login' }, keys), 'encryption_invalid');
  });

  it('refuses a tampered header, wrapped key, iv, ciphertext or tag', async () => {
    const sealed = await sealBody({ amount: 10 }, login, publicKey);
    // The header rewritten to name another call: GCM authenticates it, so it no longer opens.
    const header = Buffer.from(JSON.stringify({ ...decodeProtectedHeader(sealed.jwe), htp: '/wps/member/password' })).toString('base64url');
    const moved = [header, ...segments(sealed.jwe).slice(1)].join('.');
    await expectSealError(openSealedBody({ jwe: moved }, { method: 'POST', path: '/wps/member/password' }, keys), 'encryption_invalid');
    for (const segment of [1, 2, 3, 4]) {
      await expectSealError(openSealedBody({ jwe: flip(sealed.jwe, segment) }, login, keys), 'encryption_invalid');
    }
    // A content key wrapped for another body: unwraps, but GCM authentication fails.
    const other = await sealBody({ amount: 10 }, login, publicKey);
    const swapped = segments(sealed.jwe);
    swapped[1] = segments(other.jwe)[1]!;
    await expectSealError(openSealedBody({ jwe: swapped.join('.') }, login, keys), 'encryption_invalid');
  });

  it('refuses a content key wrapped with another public key under our kid', async () => {
    const stranger = await generateSealKeyPair();
    const sealed = await sealBody({ x: 1 }, login, { ...stranger.publicKey, kid: publicKey.kid });
    await expectSealError(openSealedBody(sealed, login, keys), 'encryption_invalid');
  });

  it('reports an unknown or missing kid, the former separately so the client can refetch the key', async () => {
    const stranger = await generateSealKeyPair();
    await expectSealError(openSealedBody(await sealBody({ x: 1 }, login, stranger.publicKey), login, keys), 'encryption_key_unknown');
    await expectSealError(openSealedBody(await sealRaw('{}', { kid: undefined }), login, keys), 'encryption_invalid');
    await expectSealError(openSealedBody(await sealRaw('{}', { kid: 7 }), login, keys), 'encryption_invalid');
  });

  it('opens with a retired key that is still resolvable (rotation)', async () => {
    const next = await generateSealKeyPair();
    const nextKey = await importPrivateKey(next.privateKeyPkcs8);
    const both = (kid: string) => (kid === next.kid ? nextKey : keys(kid));
    const old = await sealBody({ v: 'old' }, login, publicKey);
    const fresh = await sealBody({ v: 'new' }, login, next.publicKey);
    await expect(openSealedBody(old, login, both)).resolves.toEqual({ v: 'old' });
    await expect(openSealedBody(fresh, login, both)).resolves.toEqual({ v: 'new' });
  });

  it('refuses stale and future timestamps beyond ±5 minutes', async () => {
    const sealedAt = await sealBody({ x: 1 }, login, publicKey, { now: NOW });
    await expect(openSealedBody(sealedAt, login, keys, { now: NOW + ENCRYPTED_BODY_MAX_SKEW_MS })).resolves.toEqual({ x: 1 });
    await expect(openSealedBody(sealedAt, login, keys, { now: NOW - ENCRYPTED_BODY_MAX_SKEW_MS })).resolves.toEqual({ x: 1 });
    await expectSealError(openSealedBody(sealedAt, login, keys, { now: NOW + ENCRYPTED_BODY_MAX_SKEW_MS + 1 }), 'encryption_invalid');
    await expectSealError(openSealedBody(sealedAt, login, keys, { now: NOW - ENCRYPTED_BODY_MAX_SKEW_MS - 1 }), 'encryption_invalid');
    await expectSealError(openSealedBody(sealedAt, login, keys, { now: NOW + 2000, maxSkewMs: 1000 }), 'encryption_invalid');
    for (const iat of [undefined, '1700000000', Number.MAX_VALUE]) {
      await expectSealError(openSealedBody(await sealRaw('{}', { iat }), login, keys), 'encryption_invalid');
    }
  });

  it('refuses plaintext bodies, the retired { kid, key, iv, data } envelope and malformed JWEs', async () => {
    const sealed = await sealBody({ x: 1 }, login, publicKey);
    const [h, k, iv, data, tag] = segments(sealed.jwe);
    const refused: unknown[] = [
      { username: 'alice', password: 'secret' },
      null,
      'string',
      [],
      sealed.jwe,
      // The format before issue 16, shaped exactly as the old browser sent it.
      { kid: publicKey.kid, key: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' },
      { jwe: 1 },
      { jwe: '' },
      { jwe: `${h}.${k}.${iv}.${data}` },
      { jwe: `${h}.${k}.${iv}.${data}.${tag}.x` },
      { jwe: `${h}!.${k}.${iv}.${data}.${tag}` },
      { jwe: `e30.${k}.${iv}.${data}.${tag}` },
      { jwe: `bm90IGpzb24.${k}.${iv}.${data}.${tag}` },
    ];
    for (const body of refused) {
      await expectSealError(openSealedBody(body, login, keys), 'encryption_invalid');
    }
  });

  it('refuses a JWE of other algorithms even under our kid', async () => {
    await expectSealError(openSealedBody(await sealRaw('{}', { enc: 'A128GCM' }), login, keys), 'encryption_invalid');
    await expectSealError(openSealedBody(await sealRaw('{}', { alg: 'RSA-OAEP' }), login, keys), 'encryption_invalid');
  });

  it('refuses an authentic JWE whose plaintext is not JSON', async () => {
    await expect(openSealedBody(await sealRaw(JSON.stringify({ ok: 1 }), {}), login, keys)).resolves.toEqual({ ok: 1 });
    for (const plaintext of ['username=alice&password=x', '{"ts":', '']) {
      await expectSealError(openSealedBody(await sealRaw(plaintext, {}), login, keys), 'encryption_invalid');
    }
  });

  it('refuses a public key of another algorithm when sealing', async () => {
    await expect(sealBody({}, login, { ...publicKey, alg: 'RSA1_5' as never })).rejects.toThrow(TypeError);
  });
});

describe('sealHeader / openSealedHeader', () => {
  it('round-trips a header-safe value', async () => {
    const header = await sealHeader(freePlay, publicKey);
    expect(header).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(header.length).toBeLessThan(2048);
    await expect(openSealedHeader(header, freePlay, keys)).resolves.toBeUndefined();
  });

  it('refuses a missing, garbled, replayed-elsewhere or stale header', async () => {
    const header = await sealHeader(freePlay, publicKey, { now: NOW });
    await expectSealError(openSealedHeader(undefined, freePlay, keys), 'encryption_invalid');
    await expectSealError(openSealedHeader('', freePlay, keys), 'encryption_invalid');
    await expectSealError(openSealedHeader([header], freePlay, keys), 'encryption_invalid');
    await expectSealError(openSealedHeader('!!!', freePlay, keys, { now: NOW }), 'encryption_invalid');
    await expectSealError(openSealedHeader('x'.repeat(8193), freePlay, keys, { now: NOW }), 'encryption_invalid');
    await expectSealError(openSealedHeader(header, login, keys, { now: NOW }), 'encryption_invalid');
    await expectSealError(openSealedHeader(header, freePlay, keys, { now: NOW + ENCRYPTED_BODY_MAX_SKEW_MS + 1 }), 'encryption_invalid');
    await expect(openSealedHeader(header, freePlay, keys, { now: NOW })).resolves.toBeUndefined();
  });

  it('refuses a sealed non-empty body passed off as a header', async () => {
    const sealed = await sealBody({ credits: 1e9 }, freePlay, publicKey);
    await expectSealError(openSealedHeader(sealed.jwe, freePlay, keys), 'encryption_invalid');
  });

  it('reports an unknown kid', async () => {
    const stranger = await generateSealKeyPair();
    const header = await sealHeader(freePlay, stranger.publicKey);
    await expectSealError(openSealedHeader(header, freePlay, keys), 'encryption_key_unknown');
  });
});
