/**
 * Members as the console finds and shows them: search by username (its
 * start), phone, email, id, address or bank account, newest first in keyset
 * pages; a member's page with profile, status, every balance, sessions with
 * the country of their address, and accounts linked by a shared address or
 * bank account, and the player's tags.
 */
import type { TPlayerDetail, TPlayerRow } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { countryOf } from '../access/geo';
import type { MerchantRow } from '../brand';
import { listMemberAccounts } from '../ledger';
import { listMemberSessions } from '../session';
import { membersSharingBankAccounts, membersWithAccountNumber } from '../withdrawals';
import { playerTags, requirePlayer, tagIdOf } from './member-notes.service';
import { isTrialType } from './member.presenter';
import { findMembersByIds, membersSharingIps, searchMembers, type MemberRow, type PlayerSearchBy } from './member.repository';

const LINKED_MAX = 20;
const SESSIONS_SHOWN = 20;

export const presentPlayerRow = (m: MemberRow): TPlayerRow => ({
  id: m.id,
  account: m.account,
  nickname: m.nickname,
  type: m.type,
  status: m.status,
  mobile: m.mobileNumber ? `${m.mobileCountryCode ? `+${m.mobileCountryCode.replace(/^\+/, '')} ` : ''}${m.mobileNumber}` : null,
  email: m.email,
  createdAt: m.createdAt.getTime(),
  lastLoginAt: m.lastLoginAt?.getTime() ?? null,
});

export async function findPlayers(
  db: DrizzleDb,
  merchant: Pick<MerchantRow, 'id' | 'trialType'>,
  query: { by: PlayerSearchBy; q: string; tag?: string | undefined; before?: number | undefined; pageSize: number },
) {
  const page = { before: query.before, limit: query.pageSize + 1 };
  const tagId = query.tag ? await tagIdOf(db, merchant.id, query.tag) : undefined;
  if (tagId === null) return { list: [], next: null };
  const rows =
    query.by === 'bank'
      ? await searchMembers(db, merchant, { by: 'bank', ids: query.q ? await membersWithAccountNumber(db, merchant.id, query.q.replace(/\s/g, '')) : [], tagId }, page)
      : await searchMembers(db, merchant, { by: query.by, q: query.q, tagId }, page);
  const list = rows.slice(0, query.pageSize);
  return { list: list.map(presentPlayerRow), next: rows.length > query.pageSize ? (list[list.length - 1]?.id ?? null) : null };
}

/** What each account kind is called in the console (a vendor wallet by its vendor). */
const accountLabel = (kind: string, vendorCode: string) => (kind === 'vendor' && vendorCode ? `vendor:${vendorCode}` : kind);

export async function playerDetail(db: DrizzleDb, merchant: MerchantRow, id: number, now: Date): Promise<TPlayerDetail> {
  const member = await requirePlayer(db, merchant.id, id);
  // A trial (free-play) account is no player (SPEC.md §3): no search lists it, and its id opens no page either.
  if (isTrialType(merchant, member.type)) throw AppError.notFound('No such member in this brand');
  const [accounts, sessions, byIp, byBank, tags] = await Promise.all([
    listMemberAccounts(db, merchant.id, member.id),
    listMemberSessions(db, member.id, SESSIONS_SHOWN),
    membersSharingIps(db, merchant, member.id, LINKED_MAX),
    membersSharingBankAccounts(db, merchant.id, member.id, LINKED_MAX),
    playerTags(db, merchant.id, member.id),
  ]);
  const others = await findMembersByIds(db, merchant.id, [...new Set([...byIp.map((r) => r.memberId), ...byBank.map((r) => r.memberId)])]);
  const byId = new Map(others.map((m) => [m.id, m]));
  const linked = [
    ...byIp.map((r) => ({ memberId: r.memberId, via: 'ip' as const, value: r.ip })),
    ...byBank.map((r) => ({ memberId: r.memberId, via: 'bank' as const, value: r.accountNumber })),
  ].flatMap((l) => {
    const m = byId.get(l.memberId);
    return m ? [{ id: m.id, account: m.account, status: m.status, via: l.via, value: l.value }] : [];
  });
  return {
    player: {
      ...presentPlayerRow(member),
      firstLoginAt: member.firstLoginAt?.getTime() ?? null,
      uplineId: member.uplineId,
      affiliateCode: member.affiliateCode,
      totp: member.totpEnabled,
      profile: member.profile,
    },
    currency: merchant.currency,
    balances: accounts
      .filter((a) => a.currency === merchant.currency)
      .map((a) => ({ kind: a.kind, label: accountLabel(a.kind, a.vendorCode), balance: a.balance.toString() })),
    sessions: sessions.map((s) => ({
      id: s.id,
      ip: s.ip,
      country: s.ip ? countryOf(s.ip) : null,
      userAgent: s.userAgent,
      createdAt: s.createdAt.getTime(),
      lastSeenAt: s.lastSeenAt.getTime(),
      open: s.revokedAt === null && s.expiresAt.getTime() > now.getTime(),
    })),
    linked,
    tags,
  };
}
