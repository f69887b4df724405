import { ErrorCode, WhitelabelFlag, type TLoginResult } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { beginSignIn, completeSignIn, OidcError } from '../../lib/oidc';
import { hashPassword } from '../../lib/password';
import { randomId, randomToken, sha256 } from '../../lib/tokens';
import { uniqueViolation } from '../../lib/db-errors';
import type { AppServices } from '../../services';
import { loadEnabledFlags, type MerchantRow } from '../brand';
import { findMemberById, insertMember, rememberIp, type MemberRow } from '../member';
import type { LoginContext } from './login.service';
import {
  consumeExchangeCode,
  consumeOAuthState,
  findIdentity,
  findOAuthProvider,
  insertExchangeCode,
  insertIdentity,
  insertOAuthState,
} from './session.repository';
import { completeLogin } from './session.service';

/** The browser trades the one-time code of `/?oauthCode=` for a session (the token never travels in a URL). */
export async function exchangeOAuthCode(services: AppServices, ctx: LoginContext, code: string): Promise<TLoginResult> {
  const merchant = ctx.brand.merchant;
  const memberId = await consumeExchangeCode(services.db, merchant.id, sha256(code), services.clock.now());
  const member = memberId === null ? undefined : await findMemberById(services.db, merchant.id, memberId);
  if (!member) throw new AppError(400, ErrorCode.codeInvalid, 'The sign-in has expired; please try again');
  if (member.status !== 'active') throw new AppError(403, ErrorCode.accountDisabled, 'This account is disabled; contact customer service');
  return completeLogin(services, merchant, member, ctx, { weakPassword: false, method: 'social' });
}

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];
/** A sign-in must come back from the provider within 10 minutes; its one-time code is good for 2. */
const STATE_TTL_MS = 10 * 60_000;
const EXCHANGE_TTL_MS = 2 * 60_000;
const FLAG_OF: Record<OAuthProviderName, string> = { google: WhitelabelFlag.googleLogin, facebook: WhitelabelFlag.facebookLogin };

/** Only a path of this site: never an absolute URL (that would make the callback an open redirector). */
export const safeReturnPath = (raw: unknown): string =>
  typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') && raw.length <= 512 ? raw : '/';

const withParam = (path: string, name: string, value: string) => `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

async function enabledProvider(services: AppServices, merchant: MerchantRow, provider: string) {
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(provider)) return null;
  const flags = await loadEnabledFlags(services.db, merchant.id);
  if (!flags.has(FLAG_OF[provider as OAuthProviderName])) return null;
  const row = await findOAuthProvider(services.db, merchant.id, provider);
  return row?.enabled ? row : null;
}

/** GET /wps/session/oauth/:provider/start — where to send the browser (the provider, or back with an error). */
export async function startOAuth(services: AppServices, merchant: MerchantRow, provider: string, origin: string, returnTo: unknown): Promise<string> {
  const row = await enabledProvider(services, merchant, provider);
  if (!row) return withParam('/', 'oauthError', ErrorCode.featureDisabled);
  let request;
  try {
    request = await beginSignIn(row, { redirectUri: `${origin}/wps/session/oauth/${provider}/callback` });
  } catch {
    return withParam('/', 'oauthError', 'provider_unavailable');
  }
  const now = services.clock.now();
  await insertOAuthState(services.db, {
    state: request.state,
    merchantId: merchant.id,
    provider,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    redirectUri: request.redirectUri,
    returnTo: safeReturnPath(returnTo),
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return request.url;
}

/**
 * GET /wps/session/oauth/:provider/callback — checks state, redeems the code
 * (PKCE), verifies the ID token (nonce), links or creates the member and
 * sends the browser home with a one-time code for /wps/session/oauth/exchange.
 */
export async function finishOAuth(
  services: AppServices,
  ctx: LoginContext,
  provider: string,
  query: { code?: unknown; state?: unknown; iss?: unknown; error?: unknown },
): Promise<string> {
  const merchant = ctx.brand.merchant;
  const fail = (code: string, path = '/') => withParam(path, 'oauthError', code);
  if (typeof query.state !== 'string') return fail('state_invalid');
  const state = await consumeOAuthState(services.db, merchant.id, query.state, services.clock.now());
  if (!state || state.provider !== provider) return fail('state_invalid');
  if (typeof query.error === 'string' || typeof query.code !== 'string') return fail('access_denied', state.returnTo);
  const row = await enabledProvider(services, merchant, provider);
  if (!row) return fail(ErrorCode.featureDisabled, state.returnTo);
  let claims;
  try {
    // The ID token is judged by the real clock (the library's): the provider stamps its tokens with real time.
    claims = await completeSignIn(row, {
      redirectUri: state.redirectUri,
      code: query.code,
      ...(typeof query.iss === 'string' ? { iss: query.iss } : {}),
      secrets: { state: state.state, nonce: state.nonce, codeVerifier: state.codeVerifier },
    });
  } catch (err) {
    if (err instanceof OidcError) return fail(err.code, state.returnTo);
    throw err;
  }
  const member = await linkOrCreateMember(services, merchant, provider, claims, ctx.ip);
  const code = randomToken();
  const now = services.clock.now();
  await insertExchangeCode(services.db, {
    codeHash: sha256(code),
    merchantId: merchant.id,
    memberId: member.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXCHANGE_TTL_MS),
  });
  return withParam(state.returnTo, 'oauthCode', code);
}

/** An account name from the email's local part (letter first, letters and digits), made unique with a suffix. */
const baseAccount = (email: string | undefined, provider: string): string => {
  const local = (email?.split('@')[0] ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
  return /^[A-Za-z]/.test(local) ? local : `${provider.slice(0, 1)}${local}`.slice(0, 12) || provider;
};

/**
 * An identity seen before signs in to its member. A new one creates a member:
 * it is never attached to an existing account by email, since that would let
 * whoever controls the provider account take over a password account.
 */
async function linkOrCreateMember(
  services: AppServices,
  merchant: MerchantRow,
  provider: string,
  claims: { sub: string; email?: string; emailVerified?: boolean; name?: string },
  ip: string,
): Promise<MemberRow> {
  const known = await findIdentity(services.db, merchant.id, provider, claims.sub);
  const existing = known ? await findMemberById(services.db, merchant.id, known.memberId) : undefined;
  if (existing) return existing;
  const now = services.clock.now();
  const passwordHash = await hashPassword(randomToken());
  const base = baseAccount(claims.email, provider);
  for (let attempt = 0; attempt < 10; attempt++) {
    const account = attempt === 0 ? base : `${base}${randomId(2)}`;
    try {
      return await services.db.transaction(async (tx) => {
        const member = await insertMember(tx, {
          merchantId: merchant.id,
          account,
          nickname: claims.name ?? null,
          passwordHash,
          passwordChangedAt: now,
          email: null,
          profile: { oauthProvider: provider, ...(claims.email ? { oauthEmail: claims.email } : {}) },
          registerIp: ip,
          firstLoginAt: now,
        });
        await insertIdentity(tx, { merchantId: merchant.id, provider, subject: claims.sub, memberId: member.id, email: claims.email ?? null, createdAt: now });
        await rememberIp(tx, merchant.id, member.id, ip, now);
        return member;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'oauth_identities_unique') {
        // The same identity finished a parallel sign-in first.
        const raced = await findIdentity(services.db, merchant.id, provider, claims.sub);
        const member = raced ? await findMemberById(services.db, merchant.id, raced.memberId) : undefined;
        if (member) return member;
      }
      if (constraint !== 'members_account_unique') throw err;
    }
  }
  throw new Error('could not pick a free account name for a social sign-in');
}
