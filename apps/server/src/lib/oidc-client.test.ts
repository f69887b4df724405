import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcTestProvider } from '../../test/support/oidc-provider';
import {
  clearOidcCaches,
  createAuthorizationRequest,
  discoverProvider,
  exchangeAuthorizationCode,
  OidcError,
  pkceChallenge,
  verifyIdToken,
  type ProviderMetadata,
} from './oidc-client';

const CLIENT_ID = 'wps-test-client';
const CLIENT_SECRET = 'wps-test-secret';
const REDIRECT_URI = 'http://127.0.0.1:5999/wps/session/oauth/google/callback';

let provider: OidcTestProvider;
let metadata: ProviderMetadata;

beforeAll(async () => {
  clearOidcCaches();
  provider = await startOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT_URI] });
  metadata = await discoverProvider(provider.issuer);
});

afterAll(async () => {
  await provider.close();
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

/** Follows the authorization request like a browser would, stopping at the redirect back to us. */
async function authorize(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function signIn(): Promise<{ request: ReturnType<typeof createAuthorizationRequest>; code: string }> {
  const request = createAuthorizationRequest({ metadata, clientId: CLIENT_ID, redirectUri: REDIRECT_URI });
  const back = await authorize(request.url);
  expect(back.origin + back.pathname).toBe(REDIRECT_URI);
  expect(back.searchParams.get('state')).toBe(request.state);
  return { request, code: back.searchParams.get('code')! };
}

describe('discovery', () => {
  it('reads the provider metadata and caches it', async () => {
    expect(metadata.issuer).toBe(provider.issuer);
    expect(metadata.token_endpoint).toBe(`${provider.issuer}/token`);
    expect(discoverProvider(provider.issuer)).toBe(discoverProvider(provider.issuer));
  });

  it('refuses a document naming another issuer, and unreachable providers', async () => {
    await expectOidcError(discoverProvider(`${provider.issuer}/`), 'discovery_failed');
    const gone = await startOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    await gone.close();
    await expectOidcError(discoverProvider(gone.issuer), 'discovery_failed');
  });
});

describe('authorization request', () => {
  it('carries PKCE S256, state, nonce and the openid scope', () => {
    const request = createAuthorizationRequest({
      metadata,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      extraParams: { prompt: 'select_account' },
    });
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe(metadata.authorization_endpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'select_account',
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: pkceChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
    expect(request.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = createAuthorizationRequest({ metadata, clientId: CLIENT_ID, redirectUri: REDIRECT_URI });
    expect(other.state).not.toBe(request.state);
    expect(other.nonce).not.toBe(request.nonce);
    expect(other.codeVerifier).not.toBe(request.codeVerifier);
  });

  it('computes the RFC 7636 appendix B challenge', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('is refused by the provider for an unknown client or redirect URI, without redirecting', async () => {
    const bad = createAuthorizationRequest({ metadata, clientId: 'someone-else', redirectUri: REDIRECT_URI });
    expect((await fetch(bad.url, { redirect: 'manual' })).status).toBe(400);
    const evil = createAuthorizationRequest({ metadata, clientId: CLIENT_ID, redirectUri: 'https://evil.example/cb' });
    expect((await fetch(evil.url, { redirect: 'manual' })).status).toBe(400);
  });
});

describe('end-to-end flow against the local provider', () => {
  it('signs a user in: authorize, exchange the code, verify the ID token, call userinfo', async () => {
    provider.setNextUser({ sub: 'g-123', email: 'alice@example.test', name: 'Alice Example' });
    const { request, code } = await signIn();
    const tokens = await exchangeAuthorizationCode({
      metadata,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: REDIRECT_URI,
      code,
      codeVerifier: request.codeVerifier,
    });
    expect(tokens.accessToken).toBeTruthy();
    const user = await verifyIdToken(tokens.idToken, { metadata, clientId: CLIENT_ID, nonce: request.nonce });
    expect(user).toEqual({ sub: 'g-123', email: 'alice@example.test', emailVerified: true, name: 'Alice Example' });

    const info = await fetch(metadata.userinfo_endpoint!, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(await info.json()).toMatchObject({ sub: 'g-123', email: 'alice@example.test' });
  });

  it('authenticates with client_secret_basic too', async () => {
    provider.setNextUser({ sub: 'fb-9' });
    const { request, code } = await signIn();
    const tokens = await exchangeAuthorizationCode({
      metadata,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: REDIRECT_URI,
      code,
      codeVerifier: request.codeVerifier,
      authMethod: 'client_secret_basic',
    });
    await expect(verifyIdToken(tokens.idToken, { metadata, clientId: CLIENT_ID, nonce: request.nonce })).resolves.toEqual({ sub: 'fb-9' });
  });

  it('refuses a reused code', async () => {
    const { request, code } = await signIn();
    const exchange = () =>
      exchangeAuthorizationCode({ metadata, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT_URI, code, codeVerifier: request.codeVerifier });
    await exchange();
    const error = await expectOidcError(exchange(), 'token_request_failed');
    expect(error.message).toContain('invalid_grant');
  });

  it('refuses a wrong PKCE verifier (and burns the code)', async () => {
    const { request, code } = await signIn();
    const other = createAuthorizationRequest({ metadata, clientId: CLIENT_ID, redirectUri: REDIRECT_URI });
    const base = { metadata, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT_URI, code };
    await expectOidcError(exchangeAuthorizationCode({ ...base, codeVerifier: other.codeVerifier }), 'token_request_failed');
    await expectOidcError(exchangeAuthorizationCode({ ...base, codeVerifier: request.codeVerifier }), 'token_request_failed');
  });

  it('refuses a wrong client secret or redirect URI', async () => {
    const first = await signIn();
    await expectOidcError(
      exchangeAuthorizationCode({
        metadata,
        clientId: CLIENT_ID,
        clientSecret: 'wrong',
        redirectUri: REDIRECT_URI,
        code: first.code,
        codeVerifier: first.request.codeVerifier,
      }),
      'token_request_failed',
    );
    const second = await signIn();
    await expectOidcError(
      exchangeAuthorizationCode({
        metadata,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUri: `${REDIRECT_URI}x`,
        code: second.code,
        codeVerifier: second.request.codeVerifier,
      }),
      'token_request_failed',
    );
  });

  it('refuses an ID token from a sign-in with another nonce (replayed token)', async () => {
    const { request, code } = await signIn();
    const tokens = await exchangeAuthorizationCode({
      metadata,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: REDIRECT_URI,
      code,
      codeVerifier: request.codeVerifier,
    });
    const later = createAuthorizationRequest({ metadata, clientId: CLIENT_ID, redirectUri: REDIRECT_URI });
    await expectOidcError(verifyIdToken(tokens.idToken, { metadata, clientId: CLIENT_ID, nonce: later.nonce }), 'id_token_claims');
  });
});

describe('verifyIdToken', () => {
  const NONCE = 'n-0S6_WzA2Mj';
  const now = Date.now();
  const claims = () => ({
    iss: provider.issuer,
    aud: CLIENT_ID,
    sub: 'user-42',
    nonce: NONCE,
    iat: Math.floor(now / 1000),
    exp: Math.floor(now / 1000) + 300,
    email: 'u42@example.test',
    email_verified: 'true',
  });
  const check = (token: string, at = now) => verifyIdToken(token, { metadata, clientId: CLIENT_ID, nonce: NONCE, now: at });

  it('accepts a valid token (string email_verified as some providers send)', async () => {
    await expect(check(provider.signIdToken(claims()))).resolves.toEqual({ sub: 'user-42', email: 'u42@example.test', emailVerified: true });
  });

  it('refuses a bad signature, a tampered payload and an unknown kid', async () => {
    await expectOidcError(check(provider.signIdToken(claims(), { foreignKey: true })), 'id_token_signature');
    const [h, , s] = provider.signIdToken(claims()).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims(), sub: 'admin' })).toString('base64url');
    await expectOidcError(check(`${h}.${forgedPayload}.${s}`), 'id_token_signature');
    await expectOidcError(check(provider.signIdToken(claims(), { kid: 'rotated-away', foreignKey: true })), 'id_token_signature');
  });

  it('refuses other algorithms, including none and HMAC', async () => {
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims())).toString('base64url')}.`;
    await expectOidcError(check(none), 'id_token_signature');
    await expectOidcError(check(provider.signIdToken(claims(), { alg: 'HS256' })), 'id_token_signature');
    await expectOidcError(check('not-a-jwt'), 'id_token_signature');
    await expectOidcError(check('a.b.c'), 'id_token_signature');
  });

  it('refuses the wrong audience, issuer, nonce or subject', async () => {
    await expectOidcError(check(provider.signIdToken({ ...claims(), aud: 'another-client' })), 'id_token_claims');
    await expectOidcError(check(provider.signIdToken({ ...claims(), aud: ['another-client', CLIENT_ID] })), 'id_token_claims');
    await expect(check(provider.signIdToken({ ...claims(), aud: ['another-client', CLIENT_ID], azp: CLIENT_ID }))).resolves.toMatchObject({ sub: 'user-42' });
    await expectOidcError(check(provider.signIdToken({ ...claims(), azp: 'another-client' })), 'id_token_claims');
    await expectOidcError(check(provider.signIdToken({ ...claims(), iss: 'https://evil.example' })), 'id_token_claims');
    await expectOidcError(check(provider.signIdToken({ ...claims(), nonce: 'other' })), 'id_token_claims');
    const { nonce: _nonce, ...withoutNonce } = claims();
    await expectOidcError(check(provider.signIdToken(withoutNonce)), 'id_token_claims');
    await expectOidcError(check(provider.signIdToken({ ...claims(), sub: '' })), 'id_token_claims');
  });

  it('refuses expired tokens and tokens from the future, allowing a minute of skew', async () => {
    const token = provider.signIdToken(claims());
    const exp = claims().exp * 1000;
    await expect(check(token, exp + 59_000)).resolves.toMatchObject({ sub: 'user-42' });
    await expectOidcError(check(token, exp + 60_000), 'id_token_claims');
    await expectOidcError(check(token, claims().iat * 1000 - 61_000), 'id_token_claims');
    await expectOidcError(check(provider.signIdToken({ ...claims(), exp: undefined })), 'id_token_claims');
  });

  it("accepts Google's scheme-less issuer only for Google", async () => {
    const google = { ...metadata, issuer: 'https://accounts.google.com' };
    const token = provider.signIdToken({ ...claims(), iss: 'accounts.google.com' });
    await expect(verifyIdToken(token, { metadata: google, clientId: CLIENT_ID, nonce: NONCE, now })).resolves.toMatchObject({ sub: 'user-42' });
    await expectOidcError(check(provider.signIdToken({ ...claims(), iss: provider.issuer.replace('http://', '') })), 'id_token_claims');
  });
});
