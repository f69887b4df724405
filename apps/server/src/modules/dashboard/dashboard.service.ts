/**
 * The console's dashboard: the brand's days in its GMT offset, each module
 * counting its own rows through its public face (members, deposits,
 * withdrawals, the wager rollups, the ledger's bonus movements), and the
 * sizes of the queues staff work through. Every figure is a count or a sum
 * over an index; none scans the wagers.
 */
import type { TDashboard, TDashboardDay } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import type { DayRow } from '../../db/day-series';
import { countPendingAdjustments } from '../adjustments';
import type { MerchantRow } from '../brand';
import { countPendingDeposits, depositsByDay, firstDepositsByDay } from '../deposits';
import { bonusGranted } from '../ledger';
import { registrationsByDay } from '../member';
import { activePlayersByDay, brandDay, brandRollups, groupCells, emptyLine } from '../wagers';
import { withdrawalQueues, withdrawalsByDay } from '../withdrawals';

const DAY_MS = 24 * 60 * 60_000;

const byDay = (rows: DayRow[]) => new Map(rows.map((r) => [r.day, { n: Number(r.n), amount: BigInt(r.amount ?? 0) }]));

export async function brandDashboard(db: DrizzleDb, merchant: MerchantRow, days: number, now: Date): Promise<TDashboard> {
  const offset = merchant.gmtOffsetMinutes;
  const today = brandDay(now, offset);
  // The period: `days` brand-local days ending today, as instants [from, to).
  const todayStart = Date.parse(`${today}T00:00:00Z`) - offset * 60_000;
  const from = new Date(todayStart - (days - 1) * DAY_MS);
  const to = new Date(todayStart + DAY_MS);
  const dayList = Array.from({ length: days }, (_, i) => brandDay(new Date(from.getTime() + i * DAY_MS), offset));
  const firstDay = dayList[0]!;

  const [registrations, firstDeposits, deposits, withdrawals, active, cells, bonus, depositsPending, wq, adjustmentsPending] = await Promise.all([
    registrationsByDay(db, merchant, from, to),
    firstDepositsByDay(db, merchant.id, from, to, offset),
    depositsByDay(db, merchant.id, from, to, offset),
    withdrawalsByDay(db, merchant.id, from, to, offset),
    activePlayersByDay(db, merchant.id, firstDay, today),
    brandRollups(db, merchant.id, firstDay, today),
    bonusGranted(db, merchant.id, from, to),
    countPendingDeposits(db, merchant.id),
    withdrawalQueues(db, merchant.id),
    countPendingAdjustments(db, merchant.id),
  ]);
  const reg = byDay(registrations);
  const first = byDay(firstDeposits);
  const dep = byDay(deposits);
  const wd = byDay(withdrawals);
  const act = byDay(active);
  const wagersByDay = groupCells(cells, (c) => c.day);
  const daysOut: TDashboardDay[] = dayList.map((day) => {
    const w = wagersByDay.get(day) ?? emptyLine();
    return {
      day,
      registrations: reg.get(day)?.n ?? 0,
      firstDeposits: first.get(day)?.n ?? 0,
      deposits: dep.get(day)?.n ?? 0,
      depositAmount: (dep.get(day)?.amount ?? 0n).toString(),
      withdrawals: wd.get(day)?.n ?? 0,
      withdrawalAmount: (wd.get(day)?.amount ?? 0n).toString(),
      activePlayers: act.get(day)?.n ?? 0,
      stake: w.stake.toString(),
      validBet: w.validBet.toString(),
      ggr: (w.stake - w.payout).toString(),
    };
  });
  const categories = [...groupCells(cells, (c) => c.category)]
    .map(([category, l]) => ({ category, stake: l.stake, validBet: l.validBet, payout: l.payout }))
    .sort((a, b) => (a.stake === b.stake ? a.category.localeCompare(b.category) : a.stake > b.stake ? -1 : 1));
  const ggr = categories.reduce((sum, c) => sum + c.stake - c.payout, 0n);
  return {
    currency: merchant.currency,
    gmtOffsetMinutes: offset,
    days: daysOut,
    categories: categories.map((c) => ({
      category: c.category,
      stake: c.stake.toString(),
      validBet: c.validBet.toString(),
      payout: c.payout.toString(),
      ggr: (c.stake - c.payout).toString(),
    })),
    ngr: (ggr - bonus).toString(),
    bonusCost: bonus.toString(),
    queues: {
      depositsPending,
      withdrawalsFirst: wq.first,
      withdrawalsSecond: wq.second,
      receiptDisputes: wq.disputes,
      adjustmentsPending,
    },
  };
}
