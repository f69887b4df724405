/**
 * VIP levels (issue 15 item 4): a member goes up at once when a higher
 * level's thresholds (deposits and valid bet of the brand month) are met;
 * at each month's review a member who did not meet their level's thresholds
 * last month goes down one level. A level reached for the first time gives
 * its level-up gift, once, to claim in the reward center.
 */
import type { TVipInfo, TVipLevel } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { textIn } from '../../lib/language-texts';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { memberMonthValidBet, membersMonthValidBet } from '../wagers';
import { addGift, addVipDeposit, dueForReview, ladderOf, lockVip, monthDeposits, monthDepositsOf, setVip, vipOf, vipRowsOf, type VipLevelRow } from './loyalty.repository';

/** The brand-local month (its first day) of an instant, and the next month's first day. */
export function brandMonth(at: Date, gmtOffsetMinutes: number): { month: string; next: string; end: string } {
  const local = new Date(at.getTime() + gmtOffsetMinutes * 60_000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { month: iso(new Date(Date.UTC(y, m, 1))), next: iso(new Date(Date.UTC(y, m + 1, 1))), end: iso(new Date(Date.UTC(y, m + 1, 0))) };
}
const previousMonth = (month: string) => {
  const d = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
};


export function presentLevel(l: VipLevelRow, language: string, fallback: string): TVipLevel {
  return {
    level: l.level,
    name: textIn(l.name, language, fallback),
    depositThreshold: l.depositThreshold.toString(),
    validBetThreshold: l.validBetThreshold.toString(),
    rebateRates: l.rebateRates,
    pointRates: l.pointRates,
    levelUpGift: l.levelUpGift.toString(),
    birthdayGift: l.birthdayGift.toString(),
    withdrawDailyMax: l.withdrawDailyMax?.toString() ?? null,
    withdrawDailyCount: l.withdrawDailyCount,
  };
}

/**
 * The withdrawals module's limits policy: the daily withdrawal limits of the
 * member's VIP level where it sets them, else the brand's (read in the
 * withdrawal's transaction, after the member's lock).
 */
export const vipWithdrawLimits = {
  async dailyLimits(db: DrizzleDb, merchant: MerchantRow, memberId: number) {
    const { row } = await levelOf(db, merchant.id, memberId);
    return { maxAmount: row?.withdrawDailyMax ?? merchant.withdrawDailyMax, maxCount: row?.withdrawDailyCount ?? merchant.withdrawDailyCount };
  },
};

const meets = (l: VipLevelRow, f: { deposits: bigint; validBet: bigint }) => f.deposits >= l.depositThreshold && f.validBet >= l.validBetThreshold;

export async function monthFigures(db: DrizzleDb, merchantId: number, memberId: number, month: string) {
  const [deposits, validBet] = await Promise.all([monthDeposits(db, merchantId, memberId, month), memberMonthValidBet(db, merchantId, memberId, month)]);
  return { deposits, validBet };
}

/** The member's level row (level 0 when they have none yet, or the ladder is shorter now). */
export async function levelOf(db: DrizzleDb, merchantId: number, memberId: number): Promise<{ level: number; row: VipLevelRow | undefined; ladder: VipLevelRow[] }> {
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const ladder = await ladderOf(db, merchantId);
  const vip = await vipOf(db, merchantId, memberId);
  const level = Math.min(vip?.level ?? 0, Math.max(ladder.length - 1, 0));
  return { level, row: ladder[level], ladder };
}

export async function vipInfo(db: DrizzleDb, merchant: MerchantRow, memberId: number, language: string, now: Date): Promise<TVipInfo> {
  const { month, end } = brandMonth(now, merchant.gmtOffsetMinutes);
  const [{ level, row, ladder }, figures, vip] = await Promise.all([
    levelOf(db, merchant.id, memberId),
    monthFigures(db, merchant.id, memberId, month),
    vipOf(db, merchant.id, memberId),
  ]);
  return {
    currencySymbol: merchant.currencySymbol,
    level,
    levels: ladder.map((l) => presentLevel(l, language, merchant.defaultLanguage)),
    periodStart: month,
    periodEnd: end,
    deposits: figures.deposits.toString(),
    validBet: figures.validBet.toString(),
    keepsLevel: !row || level === 0 || meets(row, figures),
    since: vip?.since?.getTime() ?? null,
  };
}

/**
 * Raises the member to the highest level this month's figures meet (never
 * lowers: that is the review's), with a level-up gift for each level reached
 * for the first time. Returns whether a gift was added (the badges change).
 */
export async function upgradeIfMet(db: DrizzleDb, merchant: MerchantRow, memberId: number, now: Date): Promise<boolean> {
  const ladder = await ladderOf(db, merchant.id);
  if (ladder.length <= 1) return false;
  const { month } = brandMonth(now, merchant.gmtOffsetMinutes);
  const figures = await monthFigures(db, merchant.id, memberId, month);
  let target = 0;
  for (const l of ladder) if (meets(l, figures)) target = l.level;
  if (target === 0) return false;
  return db.transaction(async (tx) => {
    const vip = await lockVip(tx, merchant.id, memberId);
    if (target <= vip.level) return false;
    let gifted = false;
    for (const l of ladder) {
      if (l.level <= vip.highest || l.level > target || l.levelUpGift <= 0n) continue;
      gifted = (await addGift(tx, { merchantId: merchant.id, memberId, kind: 'level_up_gift', ref: String(l.level), level: l.level, amount: l.levelUpGift, createdAt: now })) || gifted;
    }
    // Reached this month: the month's own figures met it, so its review at the next month keeps it.
    await setVip(tx, merchant.id, memberId, { level: target, highest: Math.max(vip.highest, target), since: now });
    return gifted;
  });
}

/**
 * upgradeIfMet for a settled batch's members: the ladder, their levels and
 * this month's figures in one query each; only a member whose figures reach
 * a higher level goes on to the locked upgrade. Answers the members gifted.
 */
export async function upgradeMembersIfMet(db: DrizzleDb, merchant: MerchantRow, memberIds: readonly number[], now: Date): Promise<number[]> {
  const ladder = await ladderOf(db, merchant.id);
  if (ladder.length <= 1 || memberIds.length === 0) return [];
  const { month } = brandMonth(now, merchant.gmtOffsetMinutes);
  const vips = await vipRowsOf(db, merchant.id, memberIds);
  const deposits = await monthDepositsOf(db, merchant.id, memberIds, month);
  const validBets = await membersMonthValidBet(db, merchant.id, memberIds, month);
  const gifted: number[] = [];
  for (const memberId of memberIds) {
    const figures = { deposits: deposits.get(memberId) ?? 0n, validBet: validBets.get(memberId) ?? 0n };
    let target = 0;
    for (const l of ladder) if (meets(l, figures)) target = l.level;
    if (target <= (vips.get(memberId)?.level ?? 0)) continue;
    if (await upgradeIfMet(db, merchant, memberId, now)) gifted.push(memberId);
  }
  return gifted;
}

/** An approved deposit counts toward its brand month once. */
export async function countDeposit(db: DrizzleDb, merchant: MerchantRow, e: { depositId: number; memberId: number; amount: string }, now: Date) {
  const { month } = brandMonth(now, merchant.gmtOffsetMinutes);
  return addVipDeposit(db, { merchantId: merchant.id, depositId: e.depositId, memberId: e.memberId, month, amount: BigInt(e.amount) });
}

/**
 * The monthly review, for members of this brand not reviewed this month:
 * last month's figures keep the level, or it drops by one.
 */
export async function reviewDue(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, limit = 500): Promise<{ reviewed: number; dropped: number }> {
  const now = services.clock.now();
  const { month } = brandMonth(now, merchant.gmtOffsetMinutes);
  const last = previousMonth(month);
  const ladder = await ladderOf(services.db, merchant.id);
  let reviewed = 0;
  let dropped = 0;
  for (const row of await dueForReview(services.db, merchant.id, month, limit)) {
    const figures = await monthFigures(services.db, merchant.id, row.memberId, last);
    await services.db.transaction(async (tx) => {
      const vip = await lockVip(tx, merchant.id, row.memberId);
      if (vip.reviewedMonth !== null && vip.reviewedMonth >= month) return;
      const level = ladder[Math.min(vip.level, ladder.length - 1)];
      // Reached during the month just begun (an upgrade since its first day): nothing of last month to review.
      const reachedThisMonth = vip.since !== null && brandMonth(vip.since, merchant.gmtOffsetMinutes).month === month;
      const keep = !level || reachedThisMonth || meets(level, figures);
      await setVip(tx, merchant.id, row.memberId, { reviewedMonth: month, ...(keep ? {} : { level: Math.max(vip.level - 1, 0), since: now }) });
      reviewed++;
      if (!keep) dropped++;
    });
  }
  return { reviewed, dropped };
}
