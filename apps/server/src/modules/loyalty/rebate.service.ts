/**
 * Rebates (issue 15 item 3): a rate per category on valid bet, priced by the
 * member's VIP level, from the wager rollups. What is claimable is the valid
 * bet of each brand day and category not yet rebated (a watermark per day and
 * category, loyalty_progress) × the rate: the member claims it in the reward
 * center at any time, and the daily job pays what yesterday left unclaimed.
 * Each payout keeps its lines (day, category, valid bet, rate, amount).
 */
import { ErrorCode, type TRebateLine, type TRebatePayout } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { houseAccountFor, memberMainAccount, postTransaction } from '../ledger/ledger.service';
import { brandDay, memberValidBetByDay, membersWhoPlayed } from '../wagers';
import { findRebatePayout, insertRebatePayout, lockMemberLoyalty, markProgress, progressOf, settingsOf, type RebatePayoutRow } from './loyalty.repository';
import { levelOf } from './vip.service';

const DAY_MS = 86_400_000;
/** How far back an unclaimed rebate is still paid (the daily job pays yesterday's, so only a pause of the job leaves older ones). */
const LOOKBACK_DAYS = 7;

export interface RebateQuote {
  lines: TRebateLine[];
  amount: bigint;
  validBet: bigint;
  vipLevel: number;
  /** The watermarks a payout of this quote sets. */
  marks: { day: string; category: string; rebated: bigint }[];
}

const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** The rebate the member could claim now, for days in [from, to] (brand days), at their level's rates. */
export async function quoteRebate(db: DrizzleDb, merchant: MerchantRow, memberId: number, now: Date, upTo?: string): Promise<RebateQuote> {
  const today = brandDay(now, merchant.gmtOffsetMinutes);
  const settings = await settingsOf(db, merchant.id);
  const earliest = dayBefore(today, LOOKBACK_DAYS);
  const from = settings && settings.rebateFrom > earliest ? settings.rebateFrom : earliest;
  const to = upTo ?? today;
  // One after the other: `db` is the payout's transaction when it pays (one connection, one query at a time).
  const { level, row } = await levelOf(db, merchant.id, memberId);
  const rows = await memberValidBetByDay(db, merchant.id, memberId, from, to);
  const progress = await progressOf(db, merchant.id, memberId, from, to);
  const quote: RebateQuote = { lines: [], amount: 0n, validBet: 0n, vipLevel: level, marks: [] };
  for (const r of rows) {
    const done = progress.get(`${r.day}|${r.category}`)?.rebated ?? 0n;
    const fresh = r.validBet - done;
    if (fresh <= 0n) continue;
    const rateBps = row?.rebateRates[r.category] ?? 0;
    const amount = (fresh * BigInt(rateBps)) / 10_000n;
    // A category without a rate (or a sliver below one cent) is marked too: its bets are not owed a rebate later at another rate.
    quote.marks.push({ day: r.day, category: r.category, rebated: r.validBet });
    if (amount <= 0n) continue;
    quote.lines.push({ day: r.day, category: r.category, validBet: fresh.toString(), rateBps, amount: amount.toString() });
    quote.amount += amount;
    quote.validBet += fresh;
  }
  return quote;
}

export function presentPayout(p: RebatePayoutRow): TRebatePayout {
  return { id: p.id, amount: p.amount.toString(), source: p.source, vipLevel: p.vipLevel, lines: p.lines, paidAt: p.paidAt.getTime() };
}

/**
 * Pays the member's rebate (days up to `upTo`) under their loyalty lock: the
 * quote is made again inside, so two claims at once pay once. Null when
 * nothing is owed. Idempotent by requestId.
 */
export async function payRebate(
  services: Pick<AppServices, 'db' | 'outbox' | 'clock'>,
  merchant: MerchantRow,
  memberId: number,
  o: { requestId: string; source: 'claim' | 'daily'; upTo?: string },
): Promise<RebatePayoutRow | null> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    await lockMemberLoyalty(tx, memberId);
    const earlier = await findRebatePayout(tx, merchant.id, memberId, o.requestId);
    if (earlier) return earlier;
    const quote = await quoteRebate(tx, merchant, memberId, now, o.upTo);
    for (const m of quote.marks) await markProgress(tx, merchant.id, memberId, m.day, m.category, { rebated: m.rebated });
    if (quote.amount <= 0n) return null;
    const payout = await insertRebatePayout(tx, {
      merchantId: merchant.id,
      memberId,
      amount: quote.amount,
      validBet: quote.validBet,
      source: o.source,
      vipLevel: quote.vipLevel,
      lines: quote.lines,
      requestId: o.requestId,
      day: brandDay(now, merchant.gmtOffsetMinutes),
      paidAt: now,
    });
    const key = `rebate:${payout.id}`;
    const main = await memberMainAccount(tx, merchant.id, memberId, merchant.currency);
    const house = await houseAccountFor(tx, merchant.id, merchant.currency, key);
    await postTransaction(tx, {
      merchantId: merchant.id,
      idempotencyKey: key,
      type: 'rebate',
      reference: `rebate:${payout.id}`,
      metadata: { payoutId: payout.id, vipLevel: quote.vipLevel },
      entries: [
        { accountId: house.id, amount: -quote.amount },
        { accountId: main.id, amount: quote.amount },
      ],
    });
    await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
    return payout;
  });
}

/** The member's claim in the reward center. */
export async function claimRebate(services: Pick<AppServices, 'db' | 'outbox' | 'clock'>, merchant: MerchantRow, memberId: number, requestId: string) {
  const payout = await payRebate(services, merchant, memberId, { requestId, source: 'claim' });
  if (!payout) throw new AppError(409, ErrorCode.rewardNotClaimable, 'There is no rebate to claim yet');
  void services.outbox.dispatch();
  return payout;
}

/** The daily job: every member who played up to yesterday and left a rebate unclaimed is paid it. */
export async function payDailyRebates(services: Pick<AppServices, 'db' | 'outbox' | 'clock'>, merchant: MerchantRow): Promise<{ paid: number }> {
  const now = services.clock.now();
  const yesterday = dayBefore(brandDay(now, merchant.gmtOffsetMinutes), 1);
  const from = dayBefore(yesterday, LOOKBACK_DAYS - 1);
  let paid = 0;
  for (let after = 0; ; ) {
    const members = await membersWhoPlayed(services.db, merchant.id, from, yesterday, after, 500);
    if (members.length === 0) break;
    for (const memberId of members) {
      if (await payRebate(services, merchant, memberId, { requestId: `daily-${yesterday}`, source: 'daily', upTo: yesterday })) paid++;
    }
    after = members[members.length - 1]!;
  }
  if (paid > 0) void services.outbox.dispatch();
  return { paid };
}
