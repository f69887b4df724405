/**
 * The agent center's reads (issue 14 item 4): an agent sees its own team
 * only. Every call starts from the caller (an agent type, else 403
 * non_agent); a member named by id or account must be in the caller's team,
 * else it is answered as not found (another team's members are not revealed).
 */
import {
  ErrorCode,
  isAgentUserType,
  type TDownlinePage,
  type TPage,
  type TTeamBet,
  type TTeamFigures,
  type TTeamOverview,
  type TTeamPeriod,
  type TTeamTransaction,
  type TUserLoss,
} from '@wps/contracts';
import { z } from 'zod';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { MerchantRow } from '../brand';
import { findMemberByAccount, findMemberById, type MemberRow } from '../member';
import { dayRange } from '../wallet/records.service';
import {
  depthUnder,
  downlinePage,
  drainedAt,
  ledgerKindOf,
  lossPage,
  pathBetween,
  teamActiveIn,
  teamBetPage,
  teamBetTotals,
  teamCounts,
  teamDays,
  teamMovePage,
  type TeamDaySqlRow,
} from './team.repository';
import { daysOf, periodRange } from './team-period';

type Merchant = Pick<MerchantRow, 'id' | 'gmtOffsetMinutes' | 'currency'>;


/** The caller as an agent: its member row, or 403 non_agent. */
export async function requireAgent(db: DrizzleDb, merchant: Pick<MerchantRow, 'id'>, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, merchant.id, memberId);
  if (!member || !isAgentUserType(member.type)) throw new AppError(403, ErrorCode.nonAgent, 'Non-agents cannot use the agent center');
  return member;
}

const notInTeam = () => AppError.notFound('No such member in your team');

/** A member of the agent's team (any depth) by id; `self` lets the agent name itself. */
async function teamMemberById(db: DrizzleDb, merchantId: number, agentId: number, memberId: number, self = true): Promise<number> {
  const depth = await depthUnder(db, merchantId, agentId, memberId);
  if (depth === null || (!self && depth === 0)) throw notInTeam();
  return depth;
}

/** A member of the agent's team by account (any depth, not the agent). */
export async function teamMemberByAccount(db: DrizzleDb, merchantId: number, agentId: number, account: string): Promise<{ member: MemberRow; depth: number }> {
  const member = await findMemberByAccount(db, merchantId, account);
  const depth = member ? await depthUnder(db, merchantId, agentId, member.id) : null;
  if (!member || depth === null || depth === 0) throw notInTeam();
  return { member, depth };
}

const big = (v: string | null | undefined) => BigInt(v ?? '0');

const figuresOf = (r: TeamDaySqlRow | undefined): TTeamFigures => {
  const stake = big(r?.stake);
  const payout = big(r?.payout);
  return {
    newMembers: Number(r?.new_members ?? 0),
    activeMembers: Number(r?.active_members ?? 0),
    firstDeposits: Number(r?.first_deposits ?? 0),
    depositCount: Number(r?.deposit_count ?? 0),
    deposits: big(r?.deposits).toString(),
    withdrawalCount: Number(r?.withdrawal_count ?? 0),
    withdrawals: big(r?.withdrawals).toString(),
    wagers: Number(r?.wagers ?? 0),
    stake: stake.toString(),
    validBet: big(r?.valid_bet).toString(),
    payout: payout.toString(),
    playersPnl: (payout - stake).toString(),
  };
};

const addFigures = (a: TTeamFigures, b: TTeamFigures): TTeamFigures => {
  const out = { ...a };
  for (const k of Object.keys(a) as (keyof TTeamFigures)[]) {
    const x = a[k];
    const y = b[k];
    (out as Record<string, unknown>)[k] = typeof x === 'number' ? x + (y as number) : (BigInt(x) + BigInt(y as string)).toString();
  }
  return out;
};

export async function teamOverview(db: DrizzleDb, merchant: Merchant, agentId: number, period: TTeamPeriod, now: Date): Promise<TTeamOverview> {
  const range = periodRange(period, now, merchant.gmtOffsetMinutes);
  const [rows, counts, asOf] = await Promise.all([
    teamDays(db, merchant.id, agentId, range.start, range.end),
    teamCounts(db, merchant.id, agentId),
    drainedAt(db, merchant.id),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = daysOf(range.start, range.end).map((day) => ({ day, ...figuresOf(byDay.get(day)) }));
  const totals = days.reduce<TTeamFigures>((acc, { day: _day, ...f }) => addFigures(acc, f), figuresOf(undefined));
  // Distinct members over the period, not the sum of the days' counts.
  totals.activeMembers =
    range.active.kind === 'day' ? (days[0]?.activeMembers ?? 0) : await teamActiveIn(db, merchant.id, agentId, range.active.kind, range.active.start);
  return { period, startDate: range.start, endDate: range.end, ...counts, totals, days, asOf: (asOf ?? now).getTime() };
}

const when = (v: string | Date | null) => (v === null ? null : new Date(v).getTime());

export async function downlines(
  db: DrizzleDb,
  merchant: Merchant,
  agentId: number,
  q: { parentId?: number | undefined; search?: string | undefined; type?: number | undefined; status?: 'active' | 'disabled' | undefined; pageNo: number; pageSize: number },
): Promise<TDownlinePage> {
  const parentId = q.parentId ?? agentId;
  if (parentId !== agentId) await teamMemberById(db, merchant.id, agentId, parentId, false);
  const { rows, total } = await downlinePage(db, {
    merchantId: merchant.id,
    agentId,
    parentId,
    search: q.search || undefined,
    type: q.type,
    status: q.status,
    currency: merchant.currency,
    ...pageWindow(q),
  });
  const list = rows.map((r) => ({
    memberId: Number(r.id),
    account: r.account,
    nickname: r.nickname,
    type: Number(r.type),
    status: r.status,
    depth: Number(r.depth),
    uplineAccount: r.upline_account,
    balance: big(r.balance).toString(),
    teamSize: Number(r.team_size),
    directCount: Number(r.direct_count),
    registeredAt: when(r.created_at)!,
    lastLoginAt: when(r.last_login_at),
  }));
  const path = parentId === agentId || q.search ? [] : await pathBetween(db, merchant.id, agentId, parentId);
  return { ...pageOfRows(list, total, q), path: path.map((p) => ({ memberId: Number(p.memberId), account: p.account })) };
}

export async function teamBets(
  db: DrizzleDb,
  merchant: Merchant,
  agentId: number,
  q: { startDate: string; endDate: string; account?: string | undefined; category?: string | undefined; pageNo: number; pageSize: number },
): Promise<TPage<TTeamBet> & { totals: { wagers: number; stake: string; validBet: string; payout: string } }> {
  const range = dayRange(q.startDate, q.endDate, merchant.gmtOffsetMinutes);
  const memberId = q.account ? (await teamMemberByAccount(db, merchant.id, agentId, q.account)).member.id : undefined;
  const { teamSize } = await teamCounts(db, merchant.id, agentId);
  const [rows, totals] = await Promise.all([
    teamBetPage(db, { merchantId: merchant.id, agentId, teamSize, memberId, category: q.category, ...range, ...pageWindow(q) }),
    teamBetTotals(db, { merchantId: merchant.id, agentId, memberId, category: q.category, firstDay: q.startDate, lastDay: q.endDate }),
  ]);
  const total = Number(totals.wagers);
  const list = rows.map((r) => ({
    id: Number(r.id),
    account: r.account,
    category: r.category,
    vassalage: r.vassalage,
    gameCode: r.game_code,
    stake: r.stake,
    validBet: r.valid_bet,
    payout: r.payout,
    result: r.result,
    settledAt: when(r.settled_at)!,
  }));
  return { ...pageOfRows(list, total, q), totals: { wagers: Number(totals.wagers), stake: totals.stake, validBet: totals.valid_bet, payout: totals.payout } };
}

const lossOf = (r: { valid_bet: string; stake: string; payout: string; deposits: string; withdrawals: string }) => ({
  validBet: r.valid_bet,
  stake: r.stake,
  payout: r.payout,
  playersPnl: (big(r.payout) - big(r.stake)).toString(),
  deposits: r.deposits,
  withdrawals: r.withdrawals,
});

export async function userLoss(
  db: DrizzleDb,
  merchant: Merchant,
  agentId: number,
  q: { startDate: string; endDate: string; parentId?: number | undefined; pageNo: number; pageSize: number },
): Promise<TPage<TUserLoss> & { path: { memberId: number; account: string }[]; totals: ReturnType<typeof lossOf> }> {
  dayRange(q.startDate, q.endDate, merchant.gmtOffsetMinutes);
  const parentId = q.parentId ?? agentId;
  if (parentId !== agentId) await teamMemberById(db, merchant.id, agentId, parentId, false);
  const { rows, total, totals } = await lossPage(db, { merchantId: merchant.id, parentId, start: q.startDate, end: q.endDate, ...pageWindow(q) });
  const list = rows.map((r) => ({ memberId: Number(r.id), account: r.account, type: Number(r.type), teamSize: Number(r.team_size), ...lossOf(r) }));
  const path = parentId === agentId ? [] : await pathBetween(db, merchant.id, agentId, parentId);
  return { ...pageOfRows(list, total, q), path: path.map((p) => ({ memberId: Number(p.memberId), account: p.account })), totals: lossOf(totals) };
}

const ZKind = z.enum(['deposit', 'withdrawal', 'transfer', 'adjustment', 'bonus']);

export async function teamTransactions(
  db: DrizzleDb,
  merchant: Merchant,
  agentId: number,
  q: { startDate: string; endDate: string; account?: string | undefined; kind?: TTeamTransaction['kind'] | undefined; pageNo: number; pageSize: number },
): Promise<TPage<TTeamTransaction>> {
  const range = dayRange(q.startDate, q.endDate, merchant.gmtOffsetMinutes);
  const memberId = q.account ? (await teamMemberByAccount(db, merchant.id, agentId, q.account)).member.id : undefined;
  const { rows, total } = await teamMovePage(db, { merchantId: merchant.id, agentId, memberId, kind: q.kind, ...range, ...pageWindow(q) });
  const list = rows.map((r) => ({
    id: Number(r.id),
    account: r.account,
    kind: ZKind.parse(ledgerKindOf(r.type)),
    amount: r.amount,
    balanceAfter: r.balance_after,
    reference: r.reference,
    counterparty: r.counterparty,
    at: when(r.at)!,
  }));
  return pageOfRows(list, total, q);
}
