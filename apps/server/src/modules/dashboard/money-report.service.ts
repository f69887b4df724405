/** Money in and out by channel and day for the console's reports (each module counts its own rows). */
import type { TStaffMoneyReport } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import type { MerchantRow } from '../brand';
import { depositsByDayAndChannel } from '../deposits';
import { withdrawalsByDayAndBank } from '../withdrawals';

const DAY_MS = 24 * 60 * 60_000;

export async function moneyReport(db: DrizzleDb, merchant: MerchantRow, q: { startDate: string; endDate: string }): Promise<TStaffMoneyReport> {
  const offset = merchant.gmtOffsetMinutes;
  const from = new Date(Date.parse(`${q.startDate}T00:00:00Z`) - offset * 60_000);
  const to = new Date(Date.parse(`${q.endDate}T00:00:00Z`) - offset * 60_000 + DAY_MS);
  const [deposits, withdrawals] = await Promise.all([
    depositsByDayAndChannel(db, merchant.id, from, to, offset),
    withdrawalsByDayAndBank(db, merchant.id, from, to, offset),
  ]);
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    currency: merchant.currency,
    deposits: deposits.map((r) => ({ day: r.day, channel: r.channel, count: Number(r.n), amount: String(r.amount), fee: String(r.fee) })),
    withdrawals: withdrawals.map((r) => ({ day: r.day, bank: r.bank, count: Number(r.n), amount: String(r.amount) })),
  };
}
