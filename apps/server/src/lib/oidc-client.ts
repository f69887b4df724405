import { createHash, createPublicKey, randomBytes, timingSafeEqual, verify, type KeyObject } from 'node:crypto';

/**
 * OpenID Connect relying party for social login (issue 3 §11): the
 * authorization-code flow with PKCE (S256), `state` against login CSRF and
 * `nonce` against ID-token replay, ID tokens verified as RS256 against the
 * provider's JWKS.
 *
 * Google: `discoverProvider('https://accounts.google.com')`.
 * Facebook: `discoverProvider('https://www.facebook.com')` (its OIDC
 * discovery), or pass a hand-written `ProviderMetadata` with explicit endpoints.
 */

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
  id_token_signing_alg_values_supported?: string[];
  code_challenge_methods_supported?: string[];
}

export type OidcErrorCode =
  /** Discovery document or JWKS could not be fetched or is malformed. */
  | 'discovery_failed'
  /** The token endpoint refused the code (reused, expired, wrong verifier or client) or answered nonsense. */
  | 'token_request_failed'
  /** The ID token is malformed, unsigned, signed with an unknown key or a bad signature. */
  | 'id_token_signature'
  /** The ID token's claims do not fit: issuer, audience, expiry, nonce or subject. */
  | 'id_token_claims';

export class OidcError extends Error {
  readonly code: OidcErrorCode;
  constructor(code: OidcErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OidcError';
    this.code = code;
  }
}

/** How far clocks may disagree when checking `exp` and `iat`. */
export const ID_TOKEN_CLOCK_SKEW_MS = 60_000;
const METADATA_TTL_MS = 60 * 60_000;
const JWKS_TTL_MS = 60 * 60_000;
/** An unknown `kid` refetches the JWKS (key rotation) but at most this often, so bogus kids cannot make us hammer the provider. */
const JWKS_REFETCH_MIN_MS = 30_000;
const FETCH_TIMEOUT_MS = 10_000;

const metadataCache = new Map<string, { at: number; value: Promise<ProviderMetadata> }>();
const jwksCache = new Map<string, { at: number; keys: Promise<Map<string, KeyObject>> }>();

/** Forget cached discovery documents and keys (tests, or after changing a brand's provider). */
export function clearOidcCaches(): void {
  metadataCache.clear();
  jwksCache.clear();
}

async function fetchJson(url: string, init: RequestInit, code: OidcErrorCode): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (cause) {
    throw new OidcError(code, `request to ${url} failed`, { cause });
  }
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Handled below: a non-JSON answer is an error either way.
  }
  if (!response.ok) {
    const detail = isRecord(json) && typeof json.error === 'string' ? json.error : `HTTP ${response.status}`;
    throw new OidcError(code, `${url} answered ${detail}`);
  }
  if (!isRecord(json)) throw new OidcError(code, `${url} did not answer a JSON object`);
  return json;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Fetches and caches (1 hour) `<issuer>/.well-known/openid-configuration`. */
export function discoverProvider(issuer: string): Promise<ProviderMetadata> {
  const cached = metadataCache.get(issuer);
  if (cached && Date.now() - cached.at < METADATA_TTL_MS) return cached.value;
  const value = (async () => {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const json = (await fetchJson(url, { headers: { accept: 'application/json' } }, 'discovery_failed')) as Record<string, unknown>;
    // OpenID Connect Discovery §4.3: the document must name exactly the issuer it was fetched for.
    if (json.issuer !== issuer) throw new OidcError('discovery_failed', `discovery issuer ${String(json.issuer)} is not ${issuer}`);
    for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
      if (!isHttpUrl(json[field])) throw new OidcError('discovery_failed', `discovery document lacks ${field}`);
    }
    return json as unknown as ProviderMetadata;
  })();
  metadataCache.set(issuer, { at: Date.now(), value });
  // A failed discovery is retried on the next login rather than cached for an hour.
  value.catch(() => metadataCache.delete(issuer));
  return value;
}

function base64Url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/** PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export function pkceChallenge(codeVerifier: string): string {
  return base64Url(createHash('sha256').update(codeVerifier, 'ascii').digest());
}

/**
 * The URL to send the browser to, plus the secrets to keep server side (e.g.
 * in a short-lived HttpOnly cookie or a DB row keyed by `state`) until the
 * callback: check the returned `state` equals it, then pass `codeVerifier` to
 * `exchangeAuthorizationCode` and `nonce` to `verifyIdToken`.
 */
export function createAuthorizationRequest({
  metadata,
  clientId,
  redirectUri,
  scope = 'openid email profile',
  extraParams = {},
}: {
  metadata: ProviderMetadata;
  clientId: string;
  redirectUri: string;
  scope?: string;
  /** e.g. `{ prompt: 'select_account' }`. */
  extraParams?: Record<string, string>;
}): { url: string; state: string; nonce: string; codeVerifier: string } {
  const state = base64Url(randomBytes(32));
  const nonce = base64Url(randomBytes(32));
  // 32 random bytes give a 43-character verifier, the minimum length RFC 7636 allows, with 256 bits of entropy.
  const codeVerifier = base64Url(randomBytes(32));
  const url = new URL(metadata.authorization_endpoint);
  for (const [name, value] of Object.entries(extraParams)) url.searchParams.set(name, value);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', scope);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', pkceChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { url: url.toString(), state, nonce, codeVerifier };
}

/** Compares two secrets without leaking where they differ (hashing first makes the lengths equal). */
export function secretsEqual(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

/** Redeems the authorization code at the token endpoint (server to server). */
export async function exchangeAuthorizationCode({
  metadata,
  clientId,
  clientSecret,
  redirectUri,
  code,
  codeVerifier,
  authMethod,
}: {
  metadata: ProviderMetadata;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  code: string;
  codeVerifier: string;
  /** Default: `client_secret_post` unless the provider only supports `client_secret_basic`. */
  authMethod?: 'client_secret_post' | 'client_secret_basic';
}): Promise<{ idToken: string; accessToken?: string }> {
  const supported = metadata.token_endpoint_auth_methods_supported;
  const method =
    authMethod ??
    (supported && !supported.includes('client_secret_post') && supported.includes('client_secret_basic')
      ? 'client_secret_basic'
      : 'client_secret_post');
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
    client_id: clientId,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (method === 'client_secret_basic') {
    // RFC 6749 §2.3.1: both parts are form-urlencoded before base64.
    const basic = `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
  } else {
    body.set('client_secret', clientSecret);
  }
  const json = (await fetchJson(
    metadata.token_endpoint,
    { method: 'POST', headers, body: body.toString() },
    'token_request_failed',
  )) as Record<string, unknown>;
  if (typeof json.id_token !== 'string' || json.id_token.length === 0) {
    throw new OidcError('token_request_failed', 'token response has no id_token (was the openid scope requested?)');
  }
  return {
    idToken: json.id_token,
    ...(typeof json.access_token === 'string' ? { accessToken: json.access_token } : {}),
  };
}

function loadJwks(jwksUri: string, forceRefresh: boolean): Promise<Map<string, KeyObject>> {
  const cached = jwksCache.get(jwksUri);
  const age = cached ? Date.now() - cached.at : Infinity;
  if (cached && age < JWKS_TTL_MS && !(forceRefresh && age >= JWKS_REFETCH_MIN_MS)) return cached.keys;
  const keys = (async () => {
    const json = (await fetchJson(jwksUri, { headers: { accept: 'application/json' } }, 'discovery_failed')) as Record<string, unknown>;
    if (!Array.isArray(json.keys)) throw new OidcError('discovery_failed', 'JWKS has no keys');
    const map = new Map<string, KeyObject>();
    json.keys.forEach((jwk: unknown, index) => {
      if (!isRecord(jwk) || jwk.kty !== 'RSA') return;
      if (jwk.use !== undefined && jwk.use !== 'sig') return;
      if (jwk.alg !== undefined && jwk.alg !== 'RS256') return;
      try {
        const key = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e } as never, format: 'jwk' });
        // A key without kid is addressed by position; only used when it is the only key (see verifyIdToken).
        map.set(typeof jwk.kid === 'string' ? jwk.kid : `#${index}`, key);
      } catch {
        // One malformed key must not take down login with the others.
      }
    });
    return map;
  })();
  jwksCache.set(jwksUri, { at: Date.now(), keys });
  keys.catch(() => jwksCache.delete(jwksUri));
  return keys;
}

function decodeSegment(segment: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(segment)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    throw new OidcError('id_token_signature', `ID token ${what} is not base64url JSON`);
  }
  if (!isRecord(value)) throw new OidcError('id_token_signature', `ID token ${what} is not an object`);
  return value;
}

/** Google's tokens may carry the issuer without its scheme (documented by Google). */
function issuerMatches(iss: unknown, issuer: string): boolean {
  if (iss === issuer) return true;
  return issuer === 'https://accounts.google.com' && iss === 'accounts.google.com';
}

/**
 * Verifies an ID token: RS256 signature by a key of the provider's JWKS
 * (other algorithms, including `none` and HMAC, are refused outright), then
 * `iss`, `aud` (and `azp` when there are several audiences), `exp`, `iat`
 * (with `ID_TOKEN_CLOCK_SKEW_MS`), `nonce` and `sub`.
 */
export async function verifyIdToken(
  idToken: string,
  { metadata, clientId, nonce, now = Date.now() }: { metadata: ProviderMetadata; clientId: string; nonce: string; now?: number },
): Promise<{ sub: string; email?: string; emailVerified?: boolean; name?: string }> {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw new OidcError('id_token_signature', 'ID token is not a compact JWS');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeSegment(headerPart, 'header');
  if (header.alg !== 'RS256') throw new OidcError('id_token_signature', `ID token algorithm ${String(header.alg)} is not RS256`);
  if (header.crit !== undefined) throw new OidcError('id_token_signature', 'ID token has critical header extensions');

  let keys = await loadJwks(metadata.jwks_uri, false);
  let key: KeyObject | undefined;
  if (typeof header.kid === 'string') {
    key = keys.get(header.kid);
    if (!key) {
      keys = await loadJwks(metadata.jwks_uri, true);
      key = keys.get(header.kid);
    }
  } else if (keys.size === 1) {
    key = [...keys.values()][0];
  }
  if (!key) throw new OidcError('id_token_signature', `no signing key for kid ${String(header.kid)}`);

  if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) throw new OidcError('id_token_signature', 'ID token signature is not base64url');
  const signed = verify('sha256', Buffer.from(`${headerPart}.${payloadPart}`, 'ascii'), key, Buffer.from(signaturePart, 'base64url'));
  if (!signed) throw new OidcError('id_token_signature', 'ID token signature is invalid');

  const claims = decodeSegment(payloadPart, 'payload');
  if (!issuerMatches(claims.iss, metadata.issuer)) throw new OidcError('id_token_claims', `issuer ${String(claims.iss)} is not ${metadata.issuer}`);
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : Array.isArray(claims.aud) ? claims.aud : [];
  if (!audiences.includes(clientId)) throw new OidcError('id_token_claims', 'ID token is not for this client');
  // OIDC Core §3.1.3.7: with several audiences, the authorized party must be us.
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== clientId) {
    throw new OidcError('id_token_claims', 'ID token authorized party is not this client');
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 + ID_TOKEN_CLOCK_SKEW_MS <= now) {
    throw new OidcError('id_token_claims', 'ID token expired');
  }
  if (typeof claims.iat !== 'number' || claims.iat * 1000 - ID_TOKEN_CLOCK_SKEW_MS > now) {
    throw new OidcError('id_token_claims', 'ID token issued in the future');
  }
  if (typeof claims.nonce !== 'string' || !secretsEqual(claims.nonce, nonce)) {
    throw new OidcError('id_token_claims', 'ID token nonce does not match');
  }
  if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 255) {
    throw new OidcError('id_token_claims', 'ID token has no subject');
  }
  const emailVerified =
    claims.email_verified === true || claims.email_verified === 'true'
      ? true
      : claims.email_verified === false || claims.email_verified === 'false'
        ? false
        : undefined;
  return {
    sub: claims.sub,
    ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    ...(emailVerified !== undefined ? { emailVerified } : {}),
    ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
  };
}
