/**
 * The member's betting record (personalHistoryCopy) and profit and loss
 * (personalProfit) over game rounds, by brand-local calendar days (the
 * account records' dayRange: at most 93 days, never reversed). A round is
 * filed under the day it opened. Profit and loss sums closed rounds; open
 * rounds are counted apart because their result is not known yet.
 */
import { ErrorCode, type TBetHistoryQuery, type TBetHistoryValue, type TBetRoundDetail, type TProfitValue } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { pageOfRows, pageWindow } from '../../lib/paging';
import { dayRange } from '../wallet/records.service';
import { findMemberRound, findProfitSums, findRoundCalls, findRoundPage } from './bets.repository';
import { presentCall, presentLine, presentOutcome, presentRound, presentTotals } from './bets.presenter';

type Merchant = { id: number; gmtOffsetMinutes: number };

export async function betHistory(db: DrizzleDb, merchant: Merchant, memberId: number, q: TBetHistoryQuery): Promise<TBetHistoryValue> {
  const range = dayRange(q.startDate, q.endDate, merchant.gmtOffsetMinutes);
  const { rows, totals } = await findRoundPage(
    db,
    { merchantId: merchant.id, memberId, ...range, vassalage: q.vassalage, gameType: q.gameType, status: q.status },
    pageWindow(q),
  );
  const t = presentTotals(totals);
  return { ...pageOfRows(rows.map(presentRound), t.count, q), totals: t };
}

export async function betRoundDetail(db: DrizzleDb, merchant: Merchant, memberId: number, id: number): Promise<TBetRoundDetail> {
  const row = await findMemberRound(db, merchant.id, memberId, id);
  if (!row) throw new AppError(404, ErrorCode.notFound, 'no such round');
  const calls = await findRoundCalls(db, { merchantId: merchant.id, memberId, vassalage: row.vassalage, roundId: row.round_id });
  return { round: presentRound(row), transactions: calls.map(presentCall), outcome: presentOutcome(row.outcome) };
}

export async function profitAndLoss(
  db: DrizzleDb,
  merchant: Merchant,
  memberId: number,
  q: { startDate: string; endDate: string },
): Promise<TProfitValue> {
  const range = dayRange(q.startDate, q.endDate, merchant.gmtOffsetMinutes);
  const scope = { merchantId: merchant.id, memberId, ...range };
  const closed = await findProfitSums(db, { ...scope, status: 'closed' }, merchant.gmtOffsetMinutes);
  const open = await findRoundPage(db, { ...scope, status: 'open' }, { limit: 0, offset: 0 });
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    totals: presentLine(closed.total),
    days: closed.days.map((d) => ({ day: d.day, ...presentLine(d) })),
    categories: closed.categories.map((c) => ({ gameType: c.game_type, ...presentLine(c) })),
    vendors: closed.vendors.map((v) => ({ vassalage: v.vassalage, vendorName: v.vendor_name, ...presentLine(v) })),
    open: { rounds: Number(open.totals.n), bet: open.totals.bet },
  };
}
