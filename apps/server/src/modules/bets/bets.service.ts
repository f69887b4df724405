/**
 * The member's betting record (personalHistoryCopy) and profit and loss
 * (personalProfit), by brand-local calendar days (the account records'
 * dayRange: at most 93 days, never reversed). A settled round is filed under
 * the day it settled, an open one under the day it opened. Settled figures
 * come from the wager rollups (modules/wagers), never from scanning rounds:
 * profit and loss reads them whole, the betting record's totals read their
 * settled part there and add the open rounds. Open rounds are counted apart
 * in profit and loss because their result is not known yet. Demo-credit
 * (trial) wagers are never rolled up, so a trial member's figures are
 * summed from their rounds.
 */
import { ErrorCode, type TBetHistoryQuery, type TBetHistoryValue, type TBetRoundDetail, type TProfitValue } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { pageOfRows, pageWindow } from '../../lib/paging';
import { dayRange } from '../wallet/records.service';
import { groupCells, memberRollups, type RollupCell, type RollupLine } from '../wagers';
import { findMemberRound, findProfitSums, findRoundCalls, findRoundPage, findVendorNames, type RoundScope } from './bets.repository';
import { presentCall, presentLine, presentOutcome, presentRound, presentTotals } from './bets.presenter';

type Merchant = { id: number; gmtOffsetMinutes: number; trialType?: number };
type Member = number | { id: number; isTrial: boolean };

const memberOf = (m: Member) => (typeof m === 'number' ? { id: m, isTrial: false } : m);
const asSums = (l: RollupLine) => ({ bet: l.stake.toString(), win: l.payout.toString(), n: String(l.wagers) });
const sumOf = (cells: readonly RollupCell[]) => groupCells(cells, () => 'all').get('all');
const zero = { bet: '0', win: '0', n: '0' };

/**
 * The settled part of a scope from the rollups (filters on vendor and
 * category are rollup dimensions), or from the rounds for a trial member.
 */
async function settledSums(db: DrizzleDb, scope: RoundScope, q: { startDate: string; endDate: string }, trial: boolean) {
  if (trial) return (await findRoundPage(db, { ...scope, status: 'closed' }, { limit: 0, offset: 0 })).totals;
  const cells = (await memberRollups(db, scope.merchantId, scope.memberId, q.startDate, q.endDate)).filter(
    (c) => (!scope.vassalage || c.vassalage === scope.vassalage) && (!scope.gameType || c.category === scope.gameType),
  );
  const sum = sumOf(cells);
  return sum ? asSums(sum) : zero;
}

export async function betHistory(db: DrizzleDb, merchant: Merchant, member: Member, q: TBetHistoryQuery): Promise<TBetHistoryValue> {
  const who = memberOf(member);
  const range = dayRange(q.startDate, q.endDate, merchant.gmtOffsetMinutes);
  const scope: RoundScope = { merchantId: merchant.id, memberId: who.id, ...range, vassalage: q.vassalage, gameType: q.gameType, status: q.status };
  const { rows } = await findRoundPage(db, scope, pageWindow(q), { totals: false });
  const settled = q.status === 'open' ? zero : await settledSums(db, scope, q, who.isTrial);
  const open = q.status === 'closed' ? zero : (await findRoundPage(db, { ...scope, status: 'open' }, { limit: 0, offset: 0 })).totals;
  const t = presentTotals({
    bet: (BigInt(settled.bet) + BigInt(open.bet)).toString(),
    win: (BigInt(settled.win) + BigInt(open.win)).toString(),
    n: String(Number(settled.n) + Number(open.n)),
  });
  return { ...pageOfRows(rows.map(presentRound), t.count, q), totals: t };
}

export async function betRoundDetail(db: DrizzleDb, merchant: Merchant, memberId: number, id: number): Promise<TBetRoundDetail> {
  const row = await findMemberRound(db, merchant.id, memberId, id);
  if (!row) throw new AppError(404, ErrorCode.notFound, 'no such round');
  const calls = await findRoundCalls(db, { merchantId: merchant.id, memberId, vassalage: row.vassalage, roundId: row.round_id });
  return { round: presentRound(row), transactions: calls.map(presentCall), outcome: presentOutcome(row.outcome) };
}

/** Rollup lines by a key, biggest stake first (then by key), as the profit and loss lists them. */
function ranked(cells: readonly RollupCell[], keyOf: (c: RollupCell) => string) {
  return [...groupCells(cells, keyOf)].sort(([ka, a], [kb, b]) => (a.stake === b.stake ? ka.localeCompare(kb) : a.stake > b.stake ? -1 : 1));
}

export async function profitAndLoss(db: DrizzleDb, merchant: Merchant, member: Member, q: { startDate: string; endDate: string }): Promise<TProfitValue> {
  const who = memberOf(member);
  const range = dayRange(q.startDate, q.endDate, merchant.gmtOffsetMinutes);
  const scope = { merchantId: merchant.id, memberId: who.id, ...range };
  const open = await findRoundPage(db, { ...scope, status: 'open' }, { limit: 0, offset: 0 });
  const openLine = { rounds: Number(open.totals.n), bet: open.totals.bet };
  if (who.isTrial) {
    // Demo credits are never rolled up: a trial member's few rounds are summed as they are.
    const closed = await findProfitSums(db, { ...scope, status: 'closed' }, merchant.gmtOffsetMinutes);
    return {
      startDate: q.startDate,
      endDate: q.endDate,
      totals: presentLine(closed.total),
      days: closed.days.map((d) => ({ day: d.day, ...presentLine(d) })),
      categories: closed.categories.map((c) => ({ gameType: c.game_type, ...presentLine(c) })),
      vendors: closed.vendors.map((v) => ({ vassalage: v.vassalage, vendorName: v.vendor_name, ...presentLine(v) })),
      open: openLine,
    };
  }
  const cells = await memberRollups(db, merchant.id, who.id, q.startDate, q.endDate);
  const total = sumOf(cells);
  const days = [...groupCells(cells, (c) => c.day)].sort(([a], [b]) => b.localeCompare(a));
  const vendors = ranked(cells, (c) => c.vassalage);
  const names = await findVendorNames(db, merchant.id, vendors.map(([v]) => v));
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    totals: presentLine(total ? asSums(total) : zero),
    days: days.map(([day, l]) => ({ day, ...presentLine(asSums(l)) })),
    categories: ranked(cells, (c) => c.category).map(([gameType, l]) => ({ gameType, ...presentLine(asSums(l)) })),
    vendors: vendors.map(([vassalage, l]) => ({ vassalage, vendorName: names.get(vassalage) ?? vassalage, ...presentLine(asSums(l)) })),
    open: openLine,
  };
}
