/**
 * Recruiting (issue 14 item 2): registerCenter (the agent opens an account
 * directly under itself), the invite link with its statistics, and the
 * count of clicks on it. Registrations through the link itself go through
 * the ordinary registration with the affiliate code (member module), which
 * puts the new member under the code's agent.
 */
import { randomBytes, createHmac } from 'node:crypto';
import { daysInclusive, ErrorCode, RECORD_RANGE_MAX_DAYS, validateConfiguredField, type TAgentInvite } from '@wps/contracts';
import { and, between, eq, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import type { AppServices } from '../../services';
import { registerLink, type BrandContext, type MerchantRow } from '../brand';
import { findAgentByAffiliateCode, insertMember, refuseCommonPassword, roomBelow, setAffiliateCode } from '../member';
import { getRegisterSetting } from '../system/system.service';
import { inviteDaily, inviteVisitors } from './agent.schema';
import { requireAgent } from './team.service';
import { localDay, daysOf } from './team-period';

/** What each agent type may open under itself (decision 011). */
export const CREATABLE_TYPES: Record<number, number[]> = { 1: [0, 2, 42], 2: [0, 2, 42], 41: [0], 42: [0] };

const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newAffiliateCode = () => Array.from(randomBytes(8), (b) => AFFILIATE_ALPHABET[b % AFFILIATE_ALPHABET.length]).join('');

const fieldError = (field: string, key: string, message: string, status = 400, code: string = ErrorCode.validation) =>
  new AppError(status, code as typeof ErrorCode.validation, message, { field, key, params: {} });

/** An agent's affiliate code, given one on first use (agents opened before codes existed, or by staff). */
async function affiliateCodeOf(db: DrizzleDb, merchantId: number, agentId: number, current: string | null): Promise<string> {
  if (current) return current;
  for (let i = 0; i < 5; i++) {
    const code = newAffiliateCode();
    try {
      return await setAffiliateCode(db, merchantId, agentId, code);
    } catch (err) {
      if (uniqueViolation(err) !== 'members_affiliate_unique') throw err;
    }
  }
  throw new Error('could not find a free affiliate code');
}

export async function registerDownline(
  services: Pick<AppServices, 'db' | 'clock' | 'outbox'>,
  brand: BrandContext,
  agentId: number,
  body: { username: string; password: string; type: 0 | 2 | 42; nickname?: string | undefined },
  ip: string | null,
) {
  const merchant = brand.merchant;
  const agent = await requireAgent(services.db, merchant, agentId);
  if (!(CREATABLE_TYPES[agent.type] ?? []).includes(body.type)) {
    throw new AppError(403, ErrorCode.downlineTypeNotAllowed, 'You may not open this type of account');
  }
  const config = await getRegisterSetting(services.db, brand);
  for (const field of ['username', 'password'] as const) {
    const error = validateConfiguredField(config[field], body[field]);
    if (error) throw new AppError(400, ErrorCode.validation, `${field} is not valid`, { field, ...error });
  }
  refuseCommonPassword('password', body.password);
  await roomBelow(services.db, merchant.id, agent.id);
  const now = services.clock.now();
  const passwordHash = await hashPassword(body.password);
  try {
    const member = await services.db.transaction(async (tx) => {
      const created = await insertMember(tx, {
        merchantId: merchant.id,
        account: body.username.trim(),
        nickname: body.nickname?.trim() || null,
        type: body.type,
        passwordHash,
        passwordChangedAt: now,
        // The agent chose this password: the member replaces it at first sign-in.
        mustChangePassword: true,
        affiliateCode: body.type === 0 ? null : newAffiliateCode(),
        uplineId: agent.id,
        registerIp: ip,
        profile: { registeredBy: agent.account },
      });
      await services.outbox.emit(tx, merchant.id, 'member.registered', { memberId: created.id });
      return created;
    });
    await services.outbox.dispatch();
    return { memberId: member.id, account: member.account, type: member.type };
  } catch (err) {
    if (uniqueViolation(err) === 'members_account_unique') throw fieldError('username', 'error.username_taken', 'This username is already registered', 409, ErrorCode.usernameTaken);
    throw err;
  }
}

/** A visit through an invite link: counted once per visitor address, code and day (the address kept only as a keyed hash). */
export async function countInviteClick(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, code: string, ip: string, secret: string) {
  const agent = await findAgentByAffiliateCode(services.db, merchant.id, code, merchant.agentTypes);
  if (!agent) return null;
  const day = localDay(services.clock.now(), merchant.gmtOffsetMinutes);
  const visitor = createHmac('sha256', secret).update(`${merchant.id}:${ip}`).digest('base64url').slice(0, 22);
  await services.db.transaction(async (tx) => {
    const fresh = await tx.insert(inviteVisitors).values({ merchantId: merchant.id, agentId: agent.id, day, visitor }).onConflictDoNothing().returning();
    if (fresh.length === 0) return;
    await bumpInvite(tx, merchant.id, agent.id, day, { clicks: 1 });
  });
  return null;
}

export async function bumpInvite(db: DrizzleDb, merchantId: number, agentId: number, day: string, add: { clicks?: number; registrations?: number; firstDeposits?: number }) {
  await db
    .insert(inviteDaily)
    .values({ merchantId, agentId, day, clicks: add.clicks ?? 0, registrations: add.registrations ?? 0, firstDeposits: add.firstDeposits ?? 0 })
    .onConflictDoUpdate({
      target: [inviteDaily.merchantId, inviteDaily.agentId, inviteDaily.day],
      set: {
        clicks: sql`${inviteDaily.clicks} + ${add.clicks ?? 0}`,
        registrations: sql`${inviteDaily.registrations} + ${add.registrations ?? 0}`,
        firstDeposits: sql`${inviteDaily.firstDeposits} + ${add.firstDeposits ?? 0}`,
      },
    });
}

export async function inviteStats(db: DrizzleDb, merchant: MerchantRow, origin: string, agentId: number, q: { startDate: string; endDate: string }): Promise<TAgentInvite> {
  const agent = await requireAgent(db, merchant, agentId);
  // The contract refuses such ranges already; counted, never walked, before the day series is built.
  const span = daysInclusive(q.startDate, q.endDate);
  if (span === null || span < 1 || span > RECORD_RANGE_MAX_DAYS) throw new AppError(400, ErrorCode.validation, `endDate: a range of 1 to ${RECORD_RANGE_MAX_DAYS} days`);
  const code = await affiliateCodeOf(db, merchant.id, agent.id, agent.affiliateCode);
  const rows = await db
    .select()
    .from(inviteDaily)
    .where(and(eq(inviteDaily.merchantId, merchant.id), eq(inviteDaily.agentId, agent.id), between(inviteDaily.day, q.startDate, q.endDate)));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = daysOf(q.startDate, q.endDate).map((day) => {
    const r = byDay.get(day);
    return { day, clicks: r?.clicks ?? 0, registrations: r?.registrations ?? 0, firstDeposits: r?.firstDeposits ?? 0 };
  });
  const sum = (k: 'clicks' | 'registrations' | 'firstDeposits') => days.reduce((n, d) => n + d[k], 0);
  return {
    affiliateCode: code,
    link: registerLink(origin, { affiliateCode: code }),
    creatableTypes: CREATABLE_TYPES[agent.type] ?? [],
    clicks: sum('clicks'),
    registrations: sum('registrations'),
    firstDeposits: sum('firstDeposits'),
    days,
  };
}
