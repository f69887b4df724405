import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenID Connect provider for tests (issue 3 §11: social login is
 * tested end to end against a provider started by the test). It implements
 * just the authorization-code flow with PKCE, strictly: discovery,
 * `/authorize` (consents automatically for the "next user"), `/token`
 * (client_secret_post or client_secret_basic, single-use codes bound to
 * client, redirect URI and PKCE challenge), `/jwks` and `/userinfo`; and the
 * faults clients must survive or refuse: an outage, a rotated signing key, a
 * forged or mis-addressed ID token, a misconfigured discovery document.
 */

export interface OidcTestUser {
  sub: string;
  email?: string;
  name?: string;
  /** Default true when `email` is set. */
  emailVerified?: boolean;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  /** The user the next `/authorize` signs in (stays until changed). */
  setNextUser(user: OidcTestUser): void;
  /**
   * Signs arbitrary claims as an ID token, for negative tests. `foreignKey`
   * signs with a key that is not in the JWKS (under the real kid unless `kid`
   * is given); `retiredKey` with the key the last `rotateKey()` replaced, under its kid.
   */
  signIdToken(claims: Record<string, unknown>, opts?: { kid?: string; foreignKey?: boolean; retiredKey?: boolean; alg?: string }): string;
  /**
   * The next successful token response carries `make(claims)` as its ID token
   * instead of the one it would sign (`claims` are those it would have signed):
   * ID token checks are tested through a real code exchange.
   */
  replaceNextIdToken(make: (claims: Record<string, unknown>) => string): void;
  /** A new signing key under a new kid: the JWKS lists only it, and ID tokens are signed with it from now on. */
  rotateKey(): void;
  /** While down, discovery answers 503 (an outage). */
  setDown(down: boolean): void;
  /** Counts of discovery documents served, consents given and token requests by outcome, so tests can assert what really happened. */
  readonly stats: { discoveries: number; authorizations: number; tokensIssued: number; tokenErrors: number };
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  scope: string;
  user: OidcTestUser;
  expiresAt: number;
}

const CODE_TTL_MS = 60_000;

type ClientAuthMethod = 'client_secret_post' | 'client_secret_basic';

function b64url(value: Buffer | string): string {
  return Buffer.from(value).toString('base64url');
}

function signJwt(header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${b64url(sign('sha256', Buffer.from(input), key))}`;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOidcProvider(opts: {
  clientId: string;
  clientSecret: string;
  host?: string;
  /** When given, `/authorize` and `/token` accept only these redirect URIs. */
  redirectUris?: string[];
  /** The client authentication methods `/token` advertises and accepts (default both). */
  authMethods?: ClientAuthMethod[];
  /** Fields of the discovery document to override (e.g. another `issuer`), to test clients against a misconfigured provider. */
  metadata?: Record<string, unknown>;
}): Promise<OidcTestProvider> {
  const host = opts.host ?? '127.0.0.1';
  const authMethods = opts.authMethods ?? ['client_secret_post', 'client_secret_basic'];
  const newSigningKey = () => ({ ...generateKeyPairSync('rsa', { modulusLength: 2048 }), kid: randomBytes(8).toString('hex') });
  let signing = newSigningKey();
  let retired: typeof signing | undefined;
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, OidcTestUser>();
  let nextUser: OidcTestUser = { sub: 'oidc-user-1', email: 'oidc.user1@example.test', name: 'OIDC User' };
  let nextIdToken: ((claims: Record<string, unknown>) => string) | undefined;
  let down = false;
  const stats = { discoveries: 0, authorizations: 0, tokensIssued: 0, tokenErrors: 0 };
  let issuer = '';

  const metadata = () => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    userinfo_endpoint: `${issuer}/userinfo`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: authMethods,
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'email', 'profile'],
    grant_types_supported: ['authorization_code'],
    ...opts.metadata,
  });

  const userClaims = (user: OidcTestUser) => ({
    sub: user.sub,
    ...(user.email !== undefined ? { email: user.email, email_verified: user.emailVerified ?? true } : {}),
    ...(user.name !== undefined ? { name: user.name } : {}),
  });

  const redirectAllowed = (uri: string | null): uri is string => {
    if (!uri) return false;
    if (opts.redirectUris) return opts.redirectUris.includes(uri);
    try {
      return ['http:', 'https:'].includes(new URL(uri).protocol);
    } catch {
      return false;
    }
  };

  function authorize(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    // RFC 6749 §4.1.2.1: with a bad client or redirect URI, never redirect (that would be an open redirector).
    if (q.get('client_id') !== opts.clientId) return sendJson(res, 400, { error: 'invalid_client' });
    if (!redirectAllowed(redirectUri)) return sendJson(res, 400, { error: 'invalid_request', error_description: 'redirect_uri' });
    const back = new URL(redirectUri);
    const state = q.get('state');
    const fail = (error: string, description: string) => {
      back.searchParams.set('error', error);
      back.searchParams.set('error_description', description);
      if (state !== null) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() });
      res.end();
    };
    if (q.get('response_type') !== 'code') return fail('unsupported_response_type', 'only code');
    const scope = q.get('scope') ?? '';
    if (!scope.split(' ').includes('openid')) return fail('invalid_scope', 'openid scope required');
    const codeChallenge = q.get('code_challenge');
    if (q.get('code_challenge_method') !== 'S256' || !codeChallenge || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
      return fail('invalid_request', 'PKCE S256 code_challenge required');
    }
    const code = b64url(randomBytes(24));
    codes.set(code, {
      clientId: opts.clientId,
      redirectUri,
      codeChallenge,
      nonce: q.get('nonce') ?? undefined,
      scope,
      user: nextUser,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    stats.authorizations++;
    back.searchParams.set('code', code);
    if (state !== null) back.searchParams.set('state', state);
    // RFC 9207: the issuer in the response lets clients detect mix-up attacks.
    back.searchParams.set('iss', issuer);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const error = (status: number, code: string, description: string) => {
      stats.tokenErrors++;
      sendJson(res, status, { error: code, error_description: description });
    };
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return error(400, 'invalid_request', 'form body required');
    }
    const form = new URLSearchParams(await readBody(req));
    let clientId = form.get('client_id');
    let clientSecret = form.get('client_secret');
    const authorization = req.headers.authorization;
    const method: ClientAuthMethod = authorization?.startsWith('Basic ') ? 'client_secret_basic' : 'client_secret_post';
    if (!authMethods.includes(method)) return error(401, 'invalid_client', `${method} is not accepted`);
    if (authorization?.startsWith('Basic ')) {
      const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      const basicId = decodeURIComponent(decoded.slice(0, colon));
      if (clientId !== null && clientId !== basicId) return error(400, 'invalid_request', 'two client ids');
      clientId = basicId;
      if (clientSecret !== null) return error(400, 'invalid_request', 'two client authentication methods');
      clientSecret = decodeURIComponent(decoded.slice(colon + 1));
    }
    if (clientId !== opts.clientId || clientSecret !== opts.clientSecret) return error(401, 'invalid_client', 'client authentication failed');
    if (form.get('grant_type') !== 'authorization_code') return error(400, 'unsupported_grant_type', 'only authorization_code');
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    // Single use: a code is gone after its first redemption attempt, successful or not.
    codes.delete(code);
    if (!pending || pending.expiresAt < Date.now()) return error(400, 'invalid_grant', 'unknown, used or expired code');
    if (pending.clientId !== clientId) return error(400, 'invalid_grant', 'code issued to another client');
    if (form.get('redirect_uri') !== pending.redirectUri) return error(400, 'invalid_grant', 'redirect_uri mismatch');
    const verifier = form.get('code_verifier') ?? '';
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || b64url(createHash('sha256').update(verifier).digest()) !== pending.codeChallenge) {
      return error(400, 'invalid_grant', 'PKCE verification failed');
    }
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: issuer,
      aud: clientId,
      azp: clientId,
      iat: now,
      exp: now + 300,
      auth_time: now,
      ...(pending.nonce !== undefined ? { nonce: pending.nonce } : {}),
      ...userClaims(pending.user),
    };
    const idToken = nextIdToken ? nextIdToken(claims) : signJwt({ alg: 'RS256', typ: 'JWT', kid: signing.kid }, claims, signing.privateKey);
    nextIdToken = undefined;
    const accessToken = b64url(randomBytes(24));
    accessTokens.set(accessToken, pending.user);
    stats.tokensIssued++;
    sendJson(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: pending.scope, id_token: idToken });
  }

  function userinfo(req: IncomingMessage, res: ServerResponse): void {
    const auth = req.headers.authorization ?? '';
    const user = auth.startsWith('Bearer ') ? accessTokens.get(auth.slice(7)) : undefined;
    if (!user) return sendJson(res, 401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
    sendJson(res, 200, userClaims(user));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const route = `${req.method} ${url.pathname}`;
    const handle = async () => {
      if (route === 'GET /.well-known/openid-configuration') {
        if (down) return sendJson(res, 503, { error: 'temporarily_unavailable' });
        stats.discoveries++;
        return sendJson(res, 200, metadata());
      }
      if (route === 'GET /jwks') {
        const jwk = signing.publicKey.export({ format: 'jwk' });
        return sendJson(res, 200, { keys: [{ ...jwk, kid: signing.kid, use: 'sig', alg: 'RS256' }] });
      }
      if (route === 'GET /authorize') return authorize(url, res);
      if (route === 'POST /token') return token(req, res);
      if (route === 'GET /userinfo' || route === 'POST /userinfo') return userinfo(req, res);
      sendJson(res, 404, { error: 'not_found' });
    };
    handle().catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error', error_description: String(err) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    issuer,
    clientId: opts.clientId,
    stats,
    setNextUser(user) {
      nextUser = user;
    },
    signIdToken(claims, signOpts = {}) {
      const key = signOpts.retiredKey ? retired : signing;
      if (!key) throw new Error('no key has been rotated away yet');
      return signJwt(
        { alg: signOpts.alg ?? 'RS256', typ: 'JWT', kid: signOpts.kid ?? key.kid },
        claims,
        signOpts.foreignKey ? foreign.privateKey : key.privateKey,
      );
    },
    replaceNextIdToken(make) {
      nextIdToken = make;
    },
    rotateKey() {
      retired = signing;
      signing = newSigningKey();
    },
    setDown(value) {
      down = value;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive connections from fetch would otherwise hold close() open.
        server.closeAllConnections();
      });
    },
  };
}
