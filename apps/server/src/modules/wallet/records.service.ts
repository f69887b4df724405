/**
 * Account records: the member's requests (transactionHistory) and every
 * movement of the main wallet with the balance after it (ODSFE2_MemTransDet),
 * by brand-local calendar days.
 */
import {
  ErrorCode,
  RECORD_RANGE_MAX_DAYS,
  type TPage,
  type TRecordType,
  type TTransactionDetail,
  type TTransactionHistoryItem,
} from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { DrizzleDb } from '../../db/database';
import type { LedgerTransactionType } from '../ledger/ledger.service';
import { findHistory, findMainEntries, type DetailSqlRow } from './records.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ledger types each member-facing record type covers. */
export const RECORD_TYPE_OF: Record<LedgerTransactionType, TRecordType> = {
  deposit: 'DEPOSIT',
  deposit_fee: 'DEPOSIT',
  withdrawal_lock: 'WITHDRAW',
  withdrawal_release: 'WITHDRAW',
  withdrawal_payout: 'WITHDRAW',
  transfer_in: 'TRANSFER',
  transfer_out: 'TRANSFER',
  bet: 'BET',
  win: 'WIN',
  refund: 'REFUND',
  bonus: 'BONUS',
  demo_credit: 'BONUS',
  adjustment: 'ADJUST',
  // Between the house and a jackpot's pool only: never on a member's wallet (a jackpot reaches the member as a win).
  jackpot_seed: 'ADJUST',
  jackpot_contribution: 'ADJUST',
  jackpot_release: 'ADJUST',
  team_transfer: 'TRANSFER',
  agent_commission: 'BONUS',
  // Bonus money becoming real money, a promotion's cash; a forfeit moves bonus money only (never the main wallet).
  bonus_convert: 'BONUS',
  promotion_cash: 'BONUS',
  bonus_forfeit: 'ADJUST',
  rebate: 'BONUS',
  vip_gift: 'BONUS',
  points_cash: 'BONUS',
  mission_prize: 'BONUS',
  // A free round's stake from the house, spent at once by its bet (decision 015).
  free_round_stake: 'BONUS',
  tournament_prize: 'BONUS',
  red_envelope: 'BONUS',
  wheel_prize: 'BONUS',
  referral_reward: 'BONUS',
  // Points (their own currency) never move the main wallet.
  points_earn: 'ADJUST',
  points_redeem: 'ADJUST',
  points_refund: 'ADJUST',
  points_convert: 'ADJUST',
};

const ledgerTypesOf = (type: TRecordType) =>
  (Object.entries(RECORD_TYPE_OF) as [LedgerTransactionType, TRecordType][]).filter(([, r]) => r === type).map(([l]) => l);

/**
 * [startDate 00:00, endDate + 1 day 00:00) in the brand's zone, as instants.
 * Refuses reversed, impossible or too long ranges (over `maxDays`).
 */
export function dayRange(startDate: string, endDate: string, gmtOffsetMinutes: number, maxDays = RECORD_RANGE_MAX_DAYS): { from: Date; to: Date } {
  const parse = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const utc = Date.UTC(y, m - 1, d);
    const back = new Date(utc);
    if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
      throw new AppError(400, ErrorCode.validation, `${day} is not a date`);
    }
    return utc - gmtOffsetMinutes * 60_000;
  };
  const from = parse(startDate);
  const to = parse(endDate) + DAY_MS;
  if (to <= from) throw new AppError(400, ErrorCode.validation, 'endDate: the end date is before the start date');
  if ((to - from) / DAY_MS > maxDays) {
    throw new AppError(400, ErrorCode.validation, `endDate: a range spans at most ${maxDays} days`);
  }
  return { from: new Date(from), to: new Date(to) };
}

const toMs = (v: string | Date) => (v instanceof Date ? v : new Date(v)).getTime();

const presentDetail = (r: DetailSqlRow): TTransactionDetail => ({
  id: Number(r.id),
  type: RECORD_TYPE_OF[r.tx_type as LedgerTransactionType] ?? 'ADJUST',
  amount: r.amount,
  balanceAfter: r.balance_after,
  status: r.request_status ?? 'completed',
  reference: r.reference,
  time: toMs(r.created_at),
});

export async function transactionDetails(
  db: DrizzleDb,
  merchant: { id: number; gmtOffsetMinutes: number },
  memberId: number,
  q: { startDate: string; endDate: string; type?: TRecordType | undefined; pageNo: number; pageSize: number },
): Promise<TPage<TTransactionDetail>> {
  const range = dayRange(q.startDate, q.endDate, merchant.gmtOffsetMinutes);
  const { rows, total } = await findMainEntries(
    db,
    { merchantId: merchant.id, memberId, ...range, ...pageWindow(q) },
    q.type ? ledgerTypesOf(q.type) : null,
  );
  return pageOfRows(rows.map(presentDetail), total, q);
}

export async function transactionHistory(
  db: DrizzleDb,
  merchant: { id: number; gmtOffsetMinutes: number },
  memberId: number,
  q: { startDate: string; endDate: string; kind?: 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER' | undefined; pageNo: number; pageSize: number },
): Promise<TPage<TTransactionHistoryItem>> {
  const range = dayRange(q.startDate, q.endDate, merchant.gmtOffsetMinutes);
  const { rows, total } = await findHistory(db, { merchantId: merchant.id, memberId, ...range, ...pageWindow(q) }, q.kind ?? null);
  return pageOfRows(
    rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      orderNo: r.order_no,
      amount: r.amount,
      fee: r.fee,
      status: r.status,
      detail: r.detail,
      time: toMs(r.time),
    })),
    total,
    q,
  );
}
