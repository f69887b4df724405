import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOidcProvider, type OidcTestProvider } from '../../test/support/oidc-provider';
import { beginSignIn, completeSignIn, OidcError, oidcConfiguration, type OidcClient } from './oidc';

const CLIENT_ID = 'wps-test-client';
const CLIENT_SECRET = 'wps-test-secret';
const REDIRECT_URI = 'http://127.0.0.1:5999/wps/session/oauth/google/callback';

let provider: OidcTestProvider;
let rp: OidcClient;
const others: OidcTestProvider[] = [];

/** Another provider for one test, closed with the rest. */
async function startAnother(opts: Partial<Parameters<typeof startOidcProvider>[0]> = {}): Promise<OidcTestProvider> {
  const another = await startOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT_URI], ...opts });
  others.push(another);
  return another;
}

beforeAll(async () => {
  provider = await startOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT_URI] });
  rp = { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET };
});

afterAll(async () => {
  await Promise.all([provider, ...others].map((p) => p.close()));
});

async function expectOidcError(promise: Promise<unknown>, code: OidcError['code']): Promise<OidcError> {
  const error = await promise.then(
    () => {
      throw new Error(`expected OidcError ${code}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OidcError);
  expect((error as OidcError).code).toBe(code);
  return error as OidcError;
}

/** The `code` of every error along the cause chain (the library's codes sit below ours). */
function causeCodes(error: unknown): unknown[] {
  const codes: unknown[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) codes.push((e as { code?: unknown }).code);
  return codes;
}

/** Starts a sign-in and follows it like a browser would, stopping at the redirect back to us. */
async function authorize(client: OidcClient = rp, at: OidcTestProvider = provider) {
  const request = await beginSignIn(client, { redirectUri: REDIRECT_URI });
  const response = await fetch(request.url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(REDIRECT_URI);
  expect(back.searchParams.get('state')).toBe(request.state);
  expect(back.searchParams.get('iss')).toBe(at.issuer);
  return { request, code: back.searchParams.get('code')!, iss: back.searchParams.get('iss')! };
}

/** A whole sign-in: authorize, then the callback redeems the code and verifies the ID token. */
async function signIn(client: OidcClient = rp, at: OidcTestProvider = provider) {
  const { request, code, iss } = await authorize(client, at);
  return completeSignIn(client, { redirectUri: request.redirectUri, code, iss, secrets: request });
}

describe('discovery', () => {
  it('reads the provider metadata once and keeps it', async () => {
    const another = await startAnother();
    const client = { ...rp, issuer: another.issuer };
    const configuration = await oidcConfiguration(client);
    expect(configuration.serverMetadata()).toMatchObject({ issuer: another.issuer, token_endpoint: `${another.issuer}/token` });
    expect(await oidcConfiguration(client)).toBe(configuration);
    expect(another.stats.discoveries).toBe(1);
  });

  it('refuses a document naming another issuer, and unreachable providers', async () => {
    const impostor = await startAnother({ metadata: { issuer: 'https://accounts.example.test' } });
    await expectOidcError(oidcConfiguration({ ...rp, issuer: impostor.issuer }), 'discovery_failed');
    const gone = await startOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    await gone.close();
    await expectOidcError(oidcConfiguration({ ...rp, issuer: gone.issuer }), 'discovery_failed');
    await expectOidcError(beginSignIn({ ...rp, issuer: gone.issuer }, { redirectUri: REDIRECT_URI }), 'discovery_failed');
  });

  it('keeps nothing of a failed discovery: the next sign-in discovers again', async () => {
    const flaky = await startAnother();
    const client = { ...rp, issuer: flaky.issuer };
    flaky.setDown(true);
    await expectOidcError(oidcConfiguration(client), 'discovery_failed');
    flaky.setDown(false);
    await expect(signIn(client, flaky)).resolves.toMatchObject({ sub: 'oidc-user-1' });
    expect(flaky.stats.discoveries).toBe(1);
  });

  it('refuses plain http to anything but loopback, before any request', async () => {
    for (const issuer of ['http://192.0.2.1', 'http://localhost.example.test', 'http://127.0.0.1.example.test', 'http://10.0.0.1:8080']) {
      const error = await expectOidcError(oidcConfiguration({ ...rp, issuer }), 'discovery_failed');
      expect(causeCodes(error)).toContain('OAUTH_HTTP_REQUEST_FORBIDDEN');
    }
  });

  it('keeps a loopback provider on loopback: its metadata cannot send the token request elsewhere over http', async () => {
    const astray = await startAnother({ metadata: { token_endpoint: 'http://192.0.2.1/token' } });
    const client = { ...rp, issuer: astray.issuer };
    const { request, code } = await authorize(client, astray);
    await expectOidcError(completeSignIn(client, { redirectUri: request.redirectUri, code, secrets: request }), 'discovery_failed');
  });
});

describe('authorization request', () => {
  it('carries PKCE S256, state, nonce and the openid scope', async () => {
    const request = await beginSignIn(rp, { redirectUri: REDIRECT_URI, extraParams: { prompt: 'select_account' } });
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'select_account',
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: createHash('sha256').update(request.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    expect(request.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await beginSignIn(rp, { redirectUri: REDIRECT_URI });
    expect(other.state).not.toBe(request.state);
    expect(other.nonce).not.toBe(request.nonce);
    expect(other.codeVerifier).not.toBe(request.codeVerifier);
  });

  it('sends and keeps the redirect URI normalised as the token request will repeat it', async () => {
    const request = await beginSignIn(rp, { redirectUri: 'https://Brand.Example.TEST:443/wps/session/oauth/google/callback' });
    expect(request.redirectUri).toBe('https://brand.example.test/wps/session/oauth/google/callback');
    expect(new URL(request.url).searchParams.get('redirect_uri')).toBe(request.redirectUri);
  });

  it('is refused by the provider for an unknown client or redirect URI, without redirecting', async () => {
    const bad = await beginSignIn({ ...rp, clientId: 'someone-else' }, { redirectUri: REDIRECT_URI });
    expect((await fetch(bad.url, { redirect: 'manual' })).status).toBe(400);
    const evil = await beginSignIn(rp, { redirectUri: 'https://evil.example/cb' });
    expect((await fetch(evil.url, { redirect: 'manual' })).status).toBe(400);
  });
});

describe('sign-in against the local provider', () => {
  it('signs a user in: authorize, redeem the code, verify the ID token', async () => {
    provider.setNextUser({ sub: 'g-123', email: 'alice@example.test', name: 'Alice Example' });
    const issued = provider.stats.tokensIssued;
    await expect(signIn()).resolves.toEqual({ sub: 'g-123', email: 'alice@example.test', emailVerified: true, name: 'Alice Example' });
    expect(provider.stats.tokensIssued).toBe(issued + 1);
  });

  it('authenticates with client_secret_basic when the provider accepts only that', async () => {
    const basicOnly = await startAnother({ authMethods: ['client_secret_basic'] });
    basicOnly.setNextUser({ sub: 'fb-9' });
    await expect(signIn({ ...rp, issuer: basicOnly.issuer }, basicOnly)).resolves.toEqual({ sub: 'fb-9' });
    const postOnly = await startAnother({ authMethods: ['client_secret_post'] });
    postOnly.setNextUser({ sub: 'fb-10' });
    await expect(signIn({ ...rp, issuer: postOnly.issuer }, postOnly)).resolves.toEqual({ sub: 'fb-10' });
    expect(basicOnly.stats.tokenErrors + postOnly.stats.tokenErrors).toBe(0);
  });

  it('refuses a reused code', async () => {
    const { request, code } = await authorize();
    const redeem = () => completeSignIn(rp, { redirectUri: request.redirectUri, code, secrets: request });
    await redeem();
    const error = await expectOidcError(redeem(), 'token_request_failed');
    expect(error.message).toContain('invalid_grant');
  });

  it('refuses a wrong PKCE verifier (and burns the code)', async () => {
    const { request, code } = await authorize();
    const other = await beginSignIn(rp, { redirectUri: REDIRECT_URI });
    const redeem = (codeVerifier: string) => completeSignIn(rp, { redirectUri: request.redirectUri, code, secrets: { ...request, codeVerifier } });
    await expectOidcError(redeem(other.codeVerifier), 'token_request_failed');
    await expectOidcError(redeem(request.codeVerifier), 'token_request_failed');
  });

  it('refuses a wrong client secret or redirect URI', async () => {
    const first = await authorize();
    const wrongSecret = { ...rp, clientSecret: 'wrong' };
    await expectOidcError(
      completeSignIn(wrongSecret, { redirectUri: first.request.redirectUri, code: first.code, secrets: first.request }),
      'token_request_failed',
    );
    const second = await authorize();
    await expectOidcError(completeSignIn(rp, { redirectUri: `${REDIRECT_URI}x`, code: second.code, secrets: second.request }), 'token_request_failed');
  });

  it('refuses a callback naming another issuer (RFC 9207 mix-up)', async () => {
    const { request, code } = await authorize();
    await expectOidcError(
      completeSignIn(rp, { redirectUri: request.redirectUri, code, iss: 'https://evil.example', secrets: request }),
      'token_request_failed',
    );
  });

  it('refuses an ID token from a sign-in with another nonce (replayed token)', async () => {
    const { request, code } = await authorize();
    const later = await beginSignIn(rp, { redirectUri: REDIRECT_URI });
    await expectOidcError(completeSignIn(rp, { redirectUri: request.redirectUri, code, secrets: { ...request, nonce: later.nonce } }), 'id_token_claims');
  });
});

describe('ID token checks (the provider answers a crafted token)', () => {
  /** A sign-in whose token response carries `make(the claims the provider would have signed)` as its ID token. */
  const signInWith = (make: (claims: Record<string, unknown>) => string) => {
    provider.replaceNextIdToken(make);
    return signIn();
  };
  const signed = (edit: (claims: Record<string, unknown>) => Record<string, unknown>, opts?: Parameters<OidcTestProvider['signIdToken']>[1]) =>
    signInWith((claims) => provider.signIdToken(edit(claims), opts));
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = () => Math.floor(Date.now() / 1000);
  beforeAll(() => provider.setNextUser({ sub: 'user-42', email: 'u42@example.test' }));

  it('accepts a valid token (a string email_verified, as some providers send)', async () => {
    await expect(signed((c) => ({ ...c, email_verified: 'true' }))).resolves.toEqual({ sub: 'user-42', email: 'u42@example.test', emailVerified: true });
  });

  it('refuses a bad signature, a tampered payload and an unknown kid', async () => {
    await expectOidcError(signed((c) => c, { foreignKey: true }), 'id_token_signature');
    await expectOidcError(
      signInWith((claims) => {
        const [header, , signature] = provider.signIdToken(claims).split('.');
        return `${header}.${b64({ ...claims, sub: 'admin' })}.${signature}`;
      }),
      'id_token_signature',
    );
    await expectOidcError(signed((c) => c, { kid: 'never-published', foreignKey: true }), 'id_token_signature');
  });

  it('refuses other algorithms, including none and HMAC, and what is not a JWT', async () => {
    await expectOidcError(signInWith((claims) => `${b64({ alg: 'none' })}.${b64(claims)}.`), 'id_token_signature');
    await expectOidcError(signed((c) => c, { alg: 'HS256' }), 'id_token_signature');
    await expectOidcError(signInWith(() => 'not-a-jwt'), 'id_token_signature');
    await expectOidcError(signInWith(() => 'a.b.c'), 'id_token_signature');
  });

  it('refuses the wrong audience, authorized party, issuer, nonce or subject', async () => {
    await expectOidcError(signed((c) => ({ ...c, aud: 'another-client' })), 'id_token_claims');
    await expectOidcError(signed(({ azp: _azp, ...c }) => ({ ...c, aud: ['another-client', CLIENT_ID] })), 'id_token_claims');
    await expect(signed((c) => ({ ...c, aud: ['another-client', CLIENT_ID], azp: CLIENT_ID }))).resolves.toMatchObject({ sub: 'user-42' });
    await expectOidcError(signed((c) => ({ ...c, aud: ['another-client', CLIENT_ID], azp: 'another-client' })), 'id_token_claims');
    await expectOidcError(signed((c) => ({ ...c, iss: 'https://evil.example' })), 'id_token_claims');
    await expectOidcError(signed((c) => ({ ...c, iss: provider.issuer.replace('http://', '') })), 'id_token_claims');
    await expectOidcError(signed((c) => ({ ...c, nonce: 'other' })), 'id_token_claims');
    await expectOidcError(signed(({ nonce: _nonce, ...c }) => c), 'id_token_claims');
    await expectOidcError(signed(({ sub: _sub, ...c }) => c), 'id_token_claims');
    await expectOidcError(signed((c) => ({ ...c, sub: '' })), 'id_token_claims');
    await expectOidcError(signed((c) => ({ ...c, sub: 'x'.repeat(256) })), 'id_token_claims');
  });

  it('refuses expired tokens, allowing a minute of clock skew', async () => {
    await expect(signed((c) => ({ ...c, exp: now() - 50 }))).resolves.toMatchObject({ sub: 'user-42' });
    await expectOidcError(signed((c) => ({ ...c, exp: now() - 70 })), 'id_token_claims');
    await expectOidcError(signed(({ exp: _exp, ...c }) => c), 'id_token_claims');
  });
});

describe('signing key rotation', () => {
  it('refetches the JWKS for an unknown kid (at most once a minute) and refuses a retired key', async () => {
    const rotating = await startAnother();
    const client = { ...rp, issuer: rotating.issuer };
    await expect(signIn(client, rotating)).resolves.toMatchObject({ sub: 'oidc-user-1' });
    rotating.rotateKey();
    // Within a minute of the last fetch an unknown kid does not refetch (a stream of bogus kids cannot hammer the provider).
    await expectOidcError(signIn(client, rotating), 'id_token_signature');
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      await expect(signIn(client, rotating)).resolves.toMatchObject({ sub: 'oidc-user-1' });
      rotating.replaceNextIdToken((claims) => rotating.signIdToken(claims, { retiredKey: true }));
      await expectOidcError(signIn(client, rotating), 'id_token_signature');
    } finally {
      clock.mockRestore();
    }
  });
});
