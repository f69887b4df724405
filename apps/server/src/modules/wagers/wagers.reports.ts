/**
 * Reads of the rollups: a member's profit and loss, the brand's daily report,
 * its games and its members ranked over a range. Each reads rollup rows, never
 * the wager rows, so they stay flat as wagers grow (bench/wagers, bench/console).
 */
import type { TStaffDailyReport } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import {
  findBrandRollups,
  findGameRollupPage,
  findMemberRollupPage,
  findMemberRollups,
  findMemberWagers,
  type RankedRollupQuery,
  type RankedSqlRow,
  type RollupSqlRow,
} from './wagers.repository';

export interface RollupLine {
  wagers: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
}

export interface RollupCell extends RollupLine {
  day: string;
  category: string;
  vassalage: string;
}

const cell = (r: RollupSqlRow): RollupCell => ({
  day: typeof r.day === 'string' ? r.day : r.day.toISOString().slice(0, 10),
  category: r.category,
  vassalage: r.vassalage,
  wagers: Number(r.wagers),
  stake: BigInt(r.stake),
  validBet: BigInt(r.valid_bet),
  payout: BigInt(r.payout),
});

export const emptyLine = (): RollupLine => ({ wagers: 0, stake: 0n, validBet: 0n, payout: 0n });

export function addLine(into: RollupLine, c: RollupLine): RollupLine {
  into.wagers += c.wagers;
  into.stake += c.stake;
  into.validBet += c.validBet;
  into.payout += c.payout;
  return into;
}

/** Sums cells by a key, in first-seen order. */
export function groupCells(cells: readonly RollupCell[], keyOf: (c: RollupCell) => string): Map<string, RollupLine> {
  const out = new Map<string, RollupLine>();
  for (const c of cells) addLine(out.get(keyOf(c)) ?? out.set(keyOf(c), emptyLine()).get(keyOf(c))!, c);
  return out;
}

export const memberRollups = async (db: DrizzleDb, merchantId: number, memberId: number, fromDay: string, toDay: string) =>
  (await findMemberRollups(db, merchantId, memberId, fromDay, toDay)).map(cell);

export const brandRollups = async (db: DrizzleDb, merchantId: number, fromDay: string, toDay: string) =>
  (await findBrandRollups(db, merchantId, fromDay, toDay)).map(cell);

/** A rollup line as the staff reports send it: minor units as strings, and GGR (stake − payout). */
export const reportLine = (l: RollupLine) => ({
  wagers: l.wagers,
  stake: l.stake.toString(),
  validBet: l.validBet.toString(),
  payout: l.payout.toString(),
  ggr: (l.stake - l.payout).toString(),
});

const byStake = ([ka, a]: [string, RollupLine], [kb, b]: [string, RollupLine]) => (a.stake === b.stake ? ka.localeCompare(kb) : a.stake > b.stake ? -1 : 1);

/** The brand's results per day and category over [startDate, endDate] (days already validated). */
export async function brandDailyReport(db: DrizzleDb, merchant: { id: number; currency: string }, q: { startDate: string; endDate: string }): Promise<TStaffDailyReport> {
  const cells = await brandRollups(db, merchant.id, q.startDate, q.endDate);
  const days = [...groupCells(cells, (c) => c.day)].sort(([a], [b]) => b.localeCompare(a));
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    currency: merchant.currency,
    totals: reportLine(groupCells(cells, () => 'all').get('all') ?? emptyLine()),
    categories: [...groupCells(cells, (c) => c.category)].sort(byStake).map(([category, l]) => ({ category, ...reportLine(l) })),
    vendors: [...groupCells(cells, (c) => c.vassalage)].sort(byStake).map(([vassalage, l]) => ({ vassalage, ...reportLine(l) })),
    days: days.map(([day, l]) => ({
      day,
      ...reportLine(l),
      categories: [...groupCells(cells.filter((c) => c.day === day), (c) => c.category)].sort(byStake).map(([category, c]) => ({ category, ...reportLine(c) })),
    })),
  };
}

/** A ranked report's page, as the staff contracts ask for it (days already validated). */
export interface RankedReportQuery {
  startDate: string;
  endDate: string;
  sort: RankedRollupQuery['sort'];
  order: RankedRollupQuery['order'];
  pageNo: number;
  pageSize: number;
}

const rankedQuery = (q: RankedReportQuery): RankedRollupQuery => ({
  fromDay: q.startDate,
  toDay: q.endDate,
  sort: q.sort,
  order: q.order,
  limit: q.pageSize,
  offset: (q.pageNo - 1) * q.pageSize,
});

const sqlLine = (r: { wagers?: string | number; stake?: string; valid_bet?: string; payout?: string }): RollupLine => ({
  wagers: Number(r.wagers ?? 0),
  stake: BigInt(r.stake ?? 0),
  validBet: BigInt(r.valid_bet ?? 0),
  payout: BigInt(r.payout ?? 0),
});

/** The page's rows (an empty page comes back as one row of totals only) and the range's count and sums. */
function rankedPage<K, T>(found: RankedSqlRow<K, T>[], isRow: (r: RankedSqlRow<K, T>) => boolean) {
  const first = found[0];
  return {
    total: Number(first?.total ?? 0),
    totals: first ? sqlLine({ wagers: first.total_wagers, stake: first.total_stake, valid_bet: first.total_valid_bet, payout: first.total_payout }) : emptyLine(),
    rows: found.filter(isRow),
    first,
  };
}

/** The brand's games over the range, ranked: one page, the number of games and the range's sums. */
export async function gameRollupPage(db: DrizzleDb, merchantId: number, q: RankedReportQuery) {
  const { total, totals, rows } = rankedPage(await findGameRollupPage(db, merchantId, rankedQuery(q)), (r) => r.game_code != null);
  return { total, totals, list: rows.map((r) => ({ vassalage: r.vassalage!, gameCode: r.game_code!, category: r.category!, ...sqlLine(r) })) };
}

/** The brand's members over the range from the member rollup, ranked: one page, the active and new players and the range's sums. */
export async function memberRollupPage(db: DrizzleDb, merchantId: number, q: RankedReportQuery) {
  const { total, totals, rows, first } = rankedPage(await findMemberRollupPage(db, merchantId, rankedQuery(q)), (r) => r.member_id != null);
  return { total, newPlayers: Number(first?.new_players ?? 0), totals, list: rows.map((r) => ({ memberId: Number(r.member_id), ...sqlLine(r) })) };
}

/** A member's settled bets, newest first, in keyset pages (cursor "<settledAt ms>:<id>"). */
export async function memberWagersPage(db: DrizzleDb, merchantId: number, memberId: number, q: { before?: string | undefined; pageSize: number }) {
  const [at, id] = q.before ? q.before.split(':').map(Number) : [];
  const before = at !== undefined && id !== undefined ? { at: new Date(at), id } : null;
  const found = await findMemberWagers(db, merchantId, memberId, before, q.pageSize + 1);
  const page = found.slice(0, q.pageSize);
  const list = page.map((w) => ({
    id: Number(w.id),
    settledAt: new Date(w.settled_at).getTime(),
    source: w.source,
    sourceRef: w.source_ref,
    category: w.category,
    vassalage: w.vassalage,
    gameCode: w.game_code,
    stake: String(w.stake),
    validBet: String(w.valid_bet),
    payout: String(w.payout),
    result: w.result,
    isTrial: w.is_trial,
  }));
  const last = list[list.length - 1];
  return { list, next: found.length > q.pageSize && last ? `${last.settledAt}:${last.id}` : null };
}
