import { beforeAll, describe, expect, it } from 'vitest';
import { ENCRYPTED_BODY_MAX_SKEW_MS, ZEncryptedBody, ZEncryptionKey, type TEncryptedBody, type TEncryptionKey } from './encryption';
import {
  base64ToBytes,
  base64UrlToBytes,
  bytesToBase64,
  bytesToBase64Url,
  generateSealKeyPair,
  importPrivateKey,
  openSealedBody,
  openSealedHeader,
  sealAdditionalData,
  sealBody,
  sealHeader,
  SealError,
  type SealPrivateKey,
} from './seal';

const login = { method: 'POST', path: '/wps/session/login' };
const freePlay = { method: 'POST', path: '/wps/session/login/freeplay' };

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

/** Flips one bit of a base64 field, keeping it valid base64. */
function flip(field: string, byte = 0): string {
  const bytes = base64ToBytes(field);
  bytes[byte] = bytes[byte]! ^ 1;
  return bytesToBase64(bytes);
}

describe('base64 helpers', () => {
  it('round-trips every length and matches the standard encoding', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 255);
      const b64 = bytesToBase64(bytes);
      expect(b64).toBe(Buffer.from(bytes).toString('base64'));
      expect(base64ToBytes(b64)).toEqual(bytes);
      const b64url = bytesToBase64Url(bytes);
      expect(b64url).toBe(Buffer.from(bytes).toString('base64url'));
      expect(base64UrlToBytes(b64url)).toEqual(bytes);
    }
  });

  it('refuses non-canonical input', () => {
    for (const bad of ['a', 'abc', 'ab=c', 'a b=', '****', 'YQ', 'YQ=']) {
      expect(() => base64ToBytes(bad)).toThrow(TypeError);
    }
    expect(() => base64UrlToBytes('a+b/')).toThrow(TypeError);
    expect(() => base64UrlToBytes('abcde')).toThrow(TypeError);
  });
});

describe('sealBody / openSealedBody', () => {
  it('generates a publishable key pair', () => {
    expect(ZEncryptionKey.parse(publicKey)).toEqual(publicKey);
    expect(publicKey.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(publicKey.alg).toBe('RSA-OAEP-256+A256GCM');
  });

  it('round-trips a body and fits the wire schema', async () => {
    const body = { username: 'alice', password: 'pässwörd 🔑', nested: [1, null, { a: true }] };
    const sealed = await sealBody(body, login, publicKey);
    expect(ZEncryptedBody.parse(sealed)).toEqual(sealed);
    expect(sealed.kid).toBe(publicKey.kid);
    expect(base64ToBytes(sealed.iv)).toHaveLength(12);
    expect(base64ToBytes(sealed.key)).toHaveLength(256);
    expect(JSON.stringify(sealed)).not.toContain('alice');
    await expect(openSealedBody(sealed, login, keys)).resolves.toEqual(body);
  });

  it('uses a fresh key and iv every time', async () => {
    const a = await sealBody({ x: 1 }, login, publicKey);
    const b = await sealBody({ x: 1 }, login, publicKey);
    expect(a.iv).not.toBe(b.iv);
    expect(a.key).not.toBe(b.key);
    expect(a.data).not.toBe(b.data);
  });

  it('binds the method and path, ignoring case of the method and a query string', async () => {
    expect(sealAdditionalData({ method: 'put', path: '/wps/member/register?x=1' })).toBe('PUT /wps/member/register');
    const sealed = await sealBody({ x: 1 }, { method: 'post', path: '/wps/session/login' }, publicKey);
    await expect(openSealedBody(sealed, { method: 'POST', path: '/wps/session/login?lang=en' }, keys)).resolves.toEqual({ x: 1 });
  });

  it('refuses a body sealed for another path or method', async () => {
    const sealed = await sealBody({ x: 1 }, login, publicKey);
    await expectSealError(openSealedBody(sealed, { method: 'POST', path: '/wps/member/password' }, keys), 'encryption_invalid');
    await expectSealError(openSealedBody(sealed, { method: 'PUT', path: '/wps/session/login' }, keys), 'encryption_invalid');
  });

  it('refuses tampered data, iv and wrapped key', async () => {
    const sealed = await sealBody({ amount: 10 }, login, publicKey);
    for (const byte of [0, base64ToBytes(sealed.data).length - 1]) {
      await expectSealError(openSealedBody({ ...sealed, data: flip(sealed.data, byte) }, login, keys), 'encryption_invalid');
    }
    await expectSealError(openSealedBody({ ...sealed, iv: flip(sealed.iv) }, login, keys), 'encryption_invalid');
    await expectSealError(openSealedBody({ ...sealed, key: flip(sealed.key, 100) }, login, keys), 'encryption_invalid');
    // A key wrapped for another body: decrypts, but GCM authentication fails.
    const other = await sealBody({ amount: 10 }, login, publicKey);
    await expectSealError(openSealedBody({ ...sealed, key: other.key }, login, keys), 'encryption_invalid');
  });

  it('refuses a key wrapped with another public key under our kid', async () => {
    const stranger = await generateSealKeyPair();
    const sealed = await sealBody({ x: 1 }, login, { ...stranger.publicKey, kid: publicKey.kid });
    await expectSealError(openSealedBody(sealed, login, keys), 'encryption_invalid');
  });

  it('reports an unknown kid separately, so the client can refetch the key', async () => {
    const sealed = await sealBody({ x: 1 }, login, publicKey);
    await expectSealError(openSealedBody({ ...sealed, kid: 'retired0000000000' }, login, keys), 'encryption_key_unknown');
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

  it('refuses stale and future timestamps beyond the allowed skew', async () => {
    const now = 1_700_000_000_000;
    const sealedAt = await sealBody({ x: 1 }, login, publicKey, { now });
    await expect(openSealedBody(sealedAt, login, keys, { now: now + ENCRYPTED_BODY_MAX_SKEW_MS })).resolves.toEqual({ x: 1 });
    await expectSealError(openSealedBody(sealedAt, login, keys, { now: now + ENCRYPTED_BODY_MAX_SKEW_MS + 1 }), 'encryption_invalid');
    await expectSealError(openSealedBody(sealedAt, login, keys, { now: now - ENCRYPTED_BODY_MAX_SKEW_MS - 1 }), 'encryption_invalid');
    await expectSealError(openSealedBody(sealedAt, login, keys, { now: now + 2000, maxSkewMs: 1000 }), 'encryption_invalid');
  });

  it('refuses plaintext bodies and malformed envelopes', async () => {
    const plaintextBodies: unknown[] = [
      { username: 'alice', password: 'secret' },
      null,
      'string',
      [],
      { kid: publicKey.kid, key: 'AAAA', iv: 'AAAA' },
      { kid: publicKey.kid, key: 1, iv: 'AAAA', data: 'AAAA' },
    ];
    for (const body of plaintextBodies) {
      await expectSealError(openSealedBody(body, login, keys), 'encryption_invalid');
    }
    const sealed = await sealBody({ x: 1 }, login, publicKey);
    const badBase64: TEncryptedBody[] = [
      { ...sealed, data: `${sealed.data}!` },
      { ...sealed, iv: 'not base64' },
      { ...sealed, key: sealed.key.slice(1) },
    ];
    for (const body of badBase64) {
      await expectSealError(openSealedBody(body, login, keys), 'encryption_invalid');
    }
    await expectSealError(openSealedBody({ ...sealed, iv: bytesToBase64(new Uint8Array(16)) }, login, keys), 'encryption_invalid');
  });

  it('refuses an authentic ciphertext whose plaintext is not { ts, body } JSON', async () => {
    // Encrypts arbitrary plaintext exactly as sealBody does, to reach the checks after decryption.
    async function sealRaw(plaintext: string): Promise<TEncryptedBody> {
      const subtle = globalThis.crypto.subtle;
      const pub = await subtle.importKey('spki', base64ToBytes(publicKey.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
      const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
      const data = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode('POST /wps/session/login') },
        aes,
        new TextEncoder().encode(plaintext),
      );
      const key = await subtle.encrypt({ name: 'RSA-OAEP' }, pub, await subtle.exportKey('raw', aes));
      return {
        kid: publicKey.kid,
        key: bytesToBase64(new Uint8Array(key)),
        iv: bytesToBase64(iv),
        data: bytesToBase64(new Uint8Array(data)),
      };
    }
    const now = Date.now();
    await expect(openSealedBody(await sealRaw(JSON.stringify({ ts: now, body: 1 })), login, keys)).resolves.toBe(1);
    for (const plaintext of [
      'username=alice&password=x',
      '{"ts":',
      JSON.stringify({ body: 1 }),
      JSON.stringify({ ts: now }),
      JSON.stringify({ ts: String(now), body: 1 }),
      JSON.stringify([now, 1]),
      JSON.stringify(null),
    ]) {
      await expectSealError(openSealedBody(await sealRaw(plaintext), login, keys), 'encryption_invalid');
    }
  });

  it('refuses a public key of another algorithm when sealing', async () => {
    await expect(sealBody({}, login, { ...publicKey, alg: 'RSA1_5' as never })).rejects.toThrow(TypeError);
  });
});

describe('sealHeader / openSealedHeader', () => {
  it('round-trips a header-safe value', async () => {
    const header = await sealHeader(freePlay, publicKey);
    expect(header).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(header.length).toBeLessThan(2048);
    await expect(openSealedHeader(header, freePlay, keys)).resolves.toBeUndefined();
  });

  it('refuses a missing, garbled, replayed-elsewhere or stale header', async () => {
    const now = 1_700_000_000_000;
    const header = await sealHeader(freePlay, publicKey, { now });
    await expectSealError(openSealedHeader(undefined, freePlay, keys), 'encryption_invalid');
    await expectSealError(openSealedHeader('', freePlay, keys), 'encryption_invalid');
    await expectSealError(openSealedHeader([header], freePlay, keys), 'encryption_invalid');
    await expectSealError(openSealedHeader('!!!', freePlay, keys, { now }), 'encryption_invalid');
    await expectSealError(openSealedHeader(bytesToBase64Url(new TextEncoder().encode('{}')), freePlay, keys, { now }), 'encryption_invalid');
    await expectSealError(openSealedHeader(header, login, keys, { now }), 'encryption_invalid');
    await expectSealError(openSealedHeader(header, freePlay, keys, { now: now + ENCRYPTED_BODY_MAX_SKEW_MS + 1 }), 'encryption_invalid');
    await expect(openSealedHeader(header, freePlay, keys, { now })).resolves.toBeUndefined();
  });

  it('refuses a sealed non-empty body passed off as a header', async () => {
    const sealed = await sealBody({ credits: 1e9 }, freePlay, publicKey);
    const header = bytesToBase64Url(new TextEncoder().encode(JSON.stringify(sealed)));
    await expectSealError(openSealedHeader(header, freePlay, keys), 'encryption_invalid');
  });

  it('reports an unknown kid', async () => {
    const stranger = await generateSealKeyPair();
    const header = await sealHeader(freePlay, stranger.publicKey);
    await expectSealError(openSealedHeader(header, freePlay, keys), 'encryption_key_unknown');
  });
});
