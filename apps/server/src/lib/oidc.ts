import { LRUCache } from 'lru-cache';
import * as client from 'openid-client';

/**
 * Social login's OpenID Connect relying party (issue 3 §11) on `openid-client`
 * (decision 016): discovery, the authorization-code flow with PKCE (S256),
 * `state` and `nonce`, and ID tokens verified against the provider's JWKS with
 * the asymmetric algorithms it advertises (never `none` or HMAC; an unknown
 * `kid` refetches the JWKS, at most once a minute). What stays ours: keeping
 * state, nonce and verifier between the two redirects (the caller's database
 * row), the choice of client authentication, and turning the library's errors
 * into the four codes the browser is sent back with.
 *
 * The ID token's `iss` must equal the discovered issuer exactly: Google's
 * scheme-less `accounts.google.com` is refused (the library has no hook for
 * it; Google's code flow answers `https://accounts.google.com`).
 */

export type OidcErrorCode =
  /** The discovery document or the JWKS could not be fetched or is unusable. */
  | 'discovery_failed'
  /** The token endpoint refused the code (reused, expired, wrong verifier or client) or answered nonsense. */
  | 'token_request_failed'
  /** The ID token is malformed, unsigned, signed with a disallowed algorithm, an unknown key or a bad signature. */
  | 'id_token_signature'
  /** The ID token's claims do not fit: issuer, audience, authorized party, expiry, nonce or subject. */
  | 'id_token_claims';

export class OidcError extends Error {
  readonly code: OidcErrorCode;
  constructor(code: OidcErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OidcError';
    this.code = code;
  }
}

/** A brand's client at one provider (a row of `oauth_providers`). */
export interface OidcClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the caller keeps until the callback (never in the browser): it is checked against the provider's answer. */
export interface SignInSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcUser {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

/** How far clocks may disagree when checking `exp` (the library's default is 30 s). */
const CLOCK_TOLERANCE_SECONDS = 60;
const REQUEST_TIMEOUT_SECONDS = 10;
const CONFIGURATION_TTL_MS = 60 * 60_000;
/** OpenID Connect Core §2: `sub` is at most 255 ASCII characters. */
const MAX_SUBJECT_LENGTH = 255;

/** openid-client speaks only https; the tests' local provider (and a developer's) speaks plain http on loopback, and nothing else may. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);

/**
 * Every request of this client goes through here. `allowInsecureRequests`
 * lifts the https rule for every endpoint of a loopback provider, so plain
 * http stays confined to loopback here. The token request is our only POST:
 * a GET that fails is the discovery document or the JWKS, which the browser
 * learns as `discovery_failed` whatever the library calls it.
 */
const providerFetch: client.CustomFetch = async (url, options) => {
  const target = new URL(url);
  if (target.protocol !== 'https:' && !isLoopbackHttp(target)) {
    throw new OidcError('discovery_failed', `refusing ${target.protocol} request to ${target.host}`);
  }
  // The library's options are a RequestInit; spelled apart so the DOM's and Node's fetch types both accept them.
  const init = options as RequestInit;
  if (options.method !== 'GET') return fetch(url, init);
  const response = await fetch(url, init).catch((cause: unknown) => {
    throw new OidcError('discovery_failed', `${url} is unreachable`, { cause });
  });
  if (!response.ok) throw new OidcError('discovery_failed', `${url} answered HTTP ${response.status}`);
  return response;
};

/** client_secret_post unless the provider's discovery document accepts only client_secret_basic. */
function clientAuthentication(secret: string): client.ClientAuth {
  const post = client.ClientSecretPost(secret);
  const basic = client.ClientSecretBasic(secret);
  return (as, metadata, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const basicOnly = methods !== undefined && !methods.includes('client_secret_post') && methods.includes('client_secret_basic');
    (basicOnly ? basic : post)(as, metadata, body, headers);
  };
}

async function discover({ issuer, clientId, clientSecret }: OidcClient): Promise<client.Configuration> {
  const server = new URL(issuer);
  // The library would trust an ID token straight from the token endpoint on TLS alone (OIDC Core allows that);
  // we verify its signature against the JWKS anyway, so a forged or mis-signed token is refused as such.
  const execute = [client.enableNonRepudiationChecks];
  if (isLoopbackHttp(server)) execute.push(client.allowInsecureRequests);
  const metadata = { client_secret: clientSecret, [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS };
  return client.discovery(server, clientId, metadata, clientAuthentication(clientSecret), {
    execute,
    timeout: REQUEST_TIMEOUT_SECONDS,
    [client.customFetch]: providerFetch,
  });
}

// One Configuration per brand client for an hour: it holds the discovery document and, inside the library, the JWKS
// cache. `fetch` shares one discovery among concurrent sign-ins and keeps nothing of one that failed.
const configurations = new LRUCache<string, client.Configuration, OidcClient>({
  max: 1000,
  ttl: CONFIGURATION_TTL_MS,
  fetchMethod: (_key, _stale, { context }) => discover(context),
});

/** The provider's Configuration (discovered, cached); throws `discovery_failed`. */
export async function oidcConfiguration(provider: OidcClient): Promise<client.Configuration> {
  const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
  let configuration: client.Configuration | undefined;
  try {
    configuration = await configurations.fetch(key, { context: provider });
  } catch (cause) {
    throw new OidcError('discovery_failed', `discovery of ${provider.issuer} failed`, { cause });
  }
  if (!configuration) throw new OidcError('discovery_failed', `discovery of ${provider.issuer} was aborted`);
  return configuration;
}

/**
 * The URL to send the browser to, and what to keep server side until the
 * callback (the caller stores it in the row keyed by `state`): the secrets and
 * `redirectUri` as sent, normalised as a URL (host case, default port) because
 * the library derives the token request's redirect_uri from the callback URL.
 */
export async function beginSignIn(
  provider: OidcClient,
  { redirectUri, scope = 'openid email profile', extraParams = {} }: { redirectUri: string; scope?: string; extraParams?: Record<string, string> },
): Promise<{ url: string; redirectUri: string } & SignInSecrets> {
  const configuration = await oidcConfiguration(provider);
  const secrets = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
  try {
    const callback = new URL(redirectUri).href;
    const url = client.buildAuthorizationUrl(configuration, {
      ...extraParams,
      redirect_uri: callback,
      scope,
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, redirectUri: callback, ...secrets };
  } catch (cause) {
    throw new OidcError('discovery_failed', `no authorization request to ${provider.issuer} for ${redirectUri}`, { cause });
  }
}

/**
 * The callback: redeems `code` at the token endpoint (PKCE verifier, the same
 * redirect URI) and verifies the ID token (signature, issuer, audience, expiry,
 * `nonce`). `iss` is the callback's own issuer parameter (RFC 9207) when the
 * provider sends one.
 */
export async function completeSignIn(
  provider: OidcClient,
  { redirectUri, code, iss, secrets }: { redirectUri: string; code: string; iss?: string; secrets: SignInSecrets },
): Promise<OidcUser> {
  const configuration = await oidcConfiguration(provider);
  const callback = new URL(redirectUri);
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', secrets.state);
  if (iss !== undefined) callback.searchParams.set('iss', iss);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
    });
    claims = tokens.claims();
  } catch (cause) {
    const reason = cause instanceof client.ResponseBodyError ? `${cause.error}: ${cause.message}` : cause instanceof Error ? cause.message : String(cause);
    throw new OidcError(grantErrorCode(cause), reason, { cause });
  }
  if (!claims?.sub || claims.sub.length > MAX_SUBJECT_LENGTH) throw new OidcError('id_token_claims', 'ID token has no usable subject');
  // Some providers send email_verified as a string.
  const verified = claims.email_verified;
  const emailVerified = verified === true || verified === 'true' ? true : verified === false || verified === 'false' ? false : undefined;
  return {
    sub: claims.sub,
    ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    ...(emailVerified !== undefined ? { emailVerified } : {}),
    ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
  };
}

/** oauth4webapi's error codes (openid-client passes them on as `ClientError#code`). */
const CLAIM_CHECKS = new Set(['OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED']);
const METADATA_FAULTS = new Set([
  'OAUTH_MISSING_SERVER_METADATA',
  'OAUTH_INVALID_SERVER_METADATA',
  'OAUTH_HTTP_REQUEST_FORBIDDEN',
  'OAUTH_REQUEST_PROTOCOL_FORBIDDEN',
]);
const JWT_FAULTS = new Set(['OAUTH_INVALID_RESPONSE', 'OAUTH_PARSE_ERROR', 'OAUTH_KEY_SELECTION_FAILED', 'OAUTH_UNSUPPORTED_OPERATION']);

/**
 * Which step of the callback failed. One library code can cover several steps
 * (`OAUTH_INVALID_RESPONSE` is a malformed JWT, a missing claim or a token
 * response without `access_token`), so the detail it carries decides: the
 * response `body` or callback `parameters` (the token request), `claims` (the
 * ID token's claims), anything else about the JWT (its signature).
 */
function grantErrorCode(err: unknown): OidcErrorCode {
  for (let e: unknown = err; e instanceof Error; e = e.cause) if (e instanceof OidcError) return e.code;
  // Not a ClientError: an OAuth error answer (invalid_grant, invalid_client), a challenge, or the network.
  if (!(err instanceof client.ClientError) || err.code === undefined) return 'token_request_failed';
  const detail: unknown = err.cause instanceof Error ? err.cause.cause : undefined;
  const carries = (name: string) => typeof detail === 'object' && detail !== null && name in detail;
  if (METADATA_FAULTS.has(err.code)) return 'discovery_failed';
  if (carries('body') || carries('parameters')) return 'token_request_failed';
  if (CLAIM_CHECKS.has(err.code) || carries('claims')) return 'id_token_claims';
  if (JWT_FAULTS.has(err.code)) return 'id_token_signature';
  // The token endpoint's status or content type, a timeout.
  return 'token_request_failed';
}
