import { ErrorCode, WhitelabelFlag, type TLoginResult, type TSession } from '@wps/contracts';
import type { FastifyRequest } from 'fastify';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { randomId, randomToken, sha256 } from '../../lib/tokens';
import type { AppServices } from '../../services';
import { loadEnabledFlags, type MerchantRow } from '../brand';
import { findMemberById, markLoggedIn, rememberIp, type MemberRow } from '../member';
import { isAgentType, isTrialType, presentMemberInfo } from '../member/member.presenter';
import { memberChannel } from '../live/live.bus';
import {
  findEndedReason,
  findSessionByTokenHash,
  insertSession,
  listLiveSessions,
  revokeMemberSessions,
  revokeSession,
  touchSession,
  type SessionEndedReason,
} from './session.repository';
import type { AuthenticatedMember } from './session.types';

/**
 * Session lifetimes: a session ends after 2 hours without a call (idle) and
 * 7 days after login whatever happens (absolute). last_seen_at is written at
 * most once a minute so busy pages do not write on every call.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;
const TOUCH_INTERVAL_MS = 60_000;

/** The shape of a session token (the same one a bearer header must have); anything else is refused unread. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

const bearer = (header: string | undefined): string | null => {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/.exec(header?.trim() ?? '');
  return m?.[1] ?? null;
};

const notLoggedIn = () => new AppError(401, ErrorCode.notLoggedIn, 'You are not logged in, please login');

/** Resolves the bearer token of a request to its member, on the brand serving the request only. */
export async function authenticate(services: AppServices, request: FastifyRequest): Promise<void> {
  const token = bearer(request.headers.authorization);
  if (!token) throw notLoggedIn();
  request.member = await resolveSessionToken(services, request.brand.merchant, token);
}

/**
 * A session token (from a bearer header or the live-event socket's first
 * frame) to its member, on `merchant` only; counts as a call for the idle
 * timeout. Throws not_logged_in like any authenticated call.
 */
export async function resolveSessionToken(services: AppServices, merchant: MerchantRow, token: string): Promise<AuthenticatedMember> {
  const found = await findLiveSession(services, merchant, token);
  if (!found) throw await sessionEndedError(services, merchant, token);
  const now = services.clock.now().getTime();
  if (now - found.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await touchSession(services.db, found.member.sessionId, new Date(now));
  return found.member;
}

/**
 * Why a token no longer works. A session ended by a password change elsewhere
 * or a reset says so (session_password_changed), so the player learns why
 * the login popup came back; anything else is a plain not_logged_in. Only
 * the holder of the token learns it, and nothing about any account.
 */
async function sessionEndedError(services: AppServices, merchant: MerchantRow, token: string): Promise<AppError> {
  const reason = TOKEN_SHAPE.test(token) ? await findEndedReason(services.db, merchant.id, sha256(token), services.clock.now()) : null;
  if (reason === null) return notLoggedIn();
  return new AppError(401, ErrorCode.sessionPasswordChanged, 'This session ended because the password was changed or reset; please log in with the new password');
}

/**
 * The member of a live session token, or null when the token is unknown,
 * revoked, of another brand, expired or idle, or its member is no longer
 * active. Does not touch the session: the live-event socket re-checks with it,
 * and an open page alone must not keep an idle session alive.
 */
export async function findLiveSession(
  services: AppServices,
  merchant: MerchantRow,
  token: string,
): Promise<{ member: AuthenticatedMember; lastSeenAt: Date } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const found = await findSessionByTokenHash(services.db, sha256(token));
  const now = services.clock.now().getTime();
  if (
    !found ||
    found.session.merchantId !== merchant.id ||
    found.session.expiresAt.getTime() <= now ||
    found.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now ||
    found.member.status !== 'active'
  ) {
    return null;
  }
  return {
    lastSeenAt: found.session.lastSeenAt,
    member: {
      id: found.member.id,
      merchantId: merchant.id,
      account: found.member.account,
      type: found.member.type,
      isAgent: isAgentType(merchant, found.member.type),
      isTrial: isTrialType(merchant, found.member.type),
      sessionId: found.session.id,
    },
  };
}

export interface ClientContext {
  ip: string;
  userAgent: string | null;
}

/** A new session; only the token's SHA-256 is stored, the token goes to the client once. */
export async function issueSession(
  services: AppServices,
  member: Pick<MemberRow, 'id' | 'merchantId'>,
  client: ClientContext,
  db: DrizzleDb = services.db,
): Promise<string> {
  const token = randomToken();
  const now = services.clock.now();
  await insertSession(db, {
    id: randomId(),
    merchantId: member.merchantId,
    memberId: member.id,
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

/**
 * The end of every successful login (password, SMS, second step, social,
 * free play, registration): records the login and the address, issues the token.
 */
export async function completeLogin(
  services: AppServices,
  merchant: MerchantRow,
  member: MemberRow,
  client: ClientContext,
  opts: { weakPassword: boolean; firstTimeLogin?: boolean; method?: string },
): Promise<TLoginResult> {
  const now = services.clock.now();
  const firstTimeLogin = opts.firstTimeLogin ?? member.firstLoginAt === null;
  // The login, the address, the session and the member.login event in one transaction.
  const token = await services.db.transaction(async (tx) => {
    await markLoggedIn(tx, member.id, now);
    await rememberIp(tx, merchant.id, member.id, client.ip, now);
    const issued = await issueSession(services, member, client, tx);
    await services.outbox.emit(tx, merchant.id, 'member.login', { memberId: member.id, ip: client.ip, method: opts.method ?? 'password' });
    return issued;
  });
  await services.outbox.dispatch();
  const flags = await loadEnabledFlags(services.db, merchant.id);
  const passwordExpired =
    flags.has(WhitelabelFlag.passwordExpiryForceChange) &&
    now.getTime() - member.passwordChangedAt.getTime() > merchant.passwordExpiryDays * 24 * 60 * 60_000;
  const fresh = (await findMemberById(services.db, merchant.id, member.id)) ?? member;
  return {
    token,
    firstTimeLogin,
    passwordExpired,
    weakPassword: opts.weakPassword || member.mustChangePassword,
    userInfo: presentMemberInfo(fresh, merchant),
  };
}

/**
 * Tells every server process that sessions of the member ended, so each open
 * live-event socket of the member re-checks its own session at once (and
 * closes with 4401 if it was one of them) instead of at its next periodic
 * check. Call it after the revocation committed.
 */
export async function announceSessionsEnded(services: Pick<AppServices, 'live'>, merchantId: number, memberId: number): Promise<void> {
  await services.live.publishControl(memberChannel(merchantId, memberId), { type: 'sessions_ended' });
}

export async function logout(services: AppServices, memberId: number, sessionId: string): Promise<null> {
  const revoked = await revokeSession(services.db, memberId, sessionId, services.clock.now());
  if (revoked) await announceSessionsEnded(services, revoked.merchantId, memberId);
  return null;
}

export async function listSessions(services: AppServices, memberId: number, currentId: string): Promise<TSession[]> {
  const now = services.clock.now();
  const rows = await listLiveSessions(services.db, memberId, now, new Date(now.getTime() - SESSION_IDLE_MS));
  return rows.map((s) => ({
    id: s.id,
    current: s.id === currentId,
    ip: s.ip,
    userAgent: s.userAgent,
    createdAt: s.createdAt.getTime(),
    lastSeenAt: s.lastSeenAt.getTime(),
  }));
}

export async function revokeOwnSession(services: AppServices, memberId: number, id: string): Promise<null> {
  const revoked = await revokeSession(services.db, memberId, id, services.clock.now());
  if (!revoked) throw AppError.notFound('No such session');
  await announceSessionsEnded(services, revoked.merchantId, memberId);
  return null;
}

/**
 * After a password change (keep the current session) or a reset (keep none),
 * or when the member is disabled. `reason` is kept so the ended sessions are
 * told why (a password change or reset). Outside a transaction the sockets of
 * the ended sessions are told at once; a caller passing its transaction calls
 * announceSessionsEnded after commit.
 */
export async function revokeSessions(
  services: AppServices,
  memberId: number,
  keepId: string | null,
  db: DrizzleDb = services.db,
  reason: SessionEndedReason | null = null,
): Promise<void> {
  const merchantIds = await revokeMemberSessions(db, memberId, keepId, services.clock.now(), reason);
  if (db !== services.db) return;
  for (const merchantId of merchantIds) await announceSessionsEnded(services, merchantId, memberId);
}
