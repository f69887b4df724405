/**
 * Points (issue 15 item 6): their own ledger accounts (currency PTS), earned
 * by valid bet per category at the rates of the member's VIP level, never
 * expiring; spent on the points mall's rewards (stock and per-member limits
 * under the reward's row lock; cash paid at once, physical ones reviewed) or
 * converted to money. Both spends are behind the payment password.
 */
import { ErrorCode, type TPointMove, type TPointReward, type TRedeem } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { textIn } from '../../lib/language-texts';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { accountEntryPage } from '../ledger';
import { balanceOf, houseAccountFor, housePointsAccount, LedgerError, memberMainAccount, memberPointsAccount, postTransaction } from '../ledger/ledger.service';
import { brandDay, membersValidBetByDay } from '../wagers';
import { verifyPaymentPassword } from '../withdrawals';
import {
  findRedeem,
  findReward,
  insertRedeem,
  ladderOf,
  lockMembersLoyalty,
  markPointedMany,
  progressOfMembers,
  redeemedByMember,
  vipRowsOf,
  rewardsOf,
  settingsOf,
  updateRedeem,
  updateReward,
  type PointRedeemRow,
  type PointRewardRow,
} from './loyalty.repository';
import { levelOf } from './vip.service';

type Services = Pick<AppServices, 'db' | 'outbox' | 'clock'>;
const DAY_MS = 86_400_000;
/** Valid bet is priced per 100.00 (10,000 minor units). */
const PER = 10_000n;
export const DEFAULT_POINT_SETTINGS = { pointsPerUnit: 10, minConvert: 100 };

async function pointsMove(tx: DrizzleDb, merchantId: number, memberId: number, key: string, type: 'points_earn' | 'points_redeem' | 'points_refund' | 'points_convert', points: bigint, metadata: Record<string, unknown>) {
  const member = await memberPointsAccount(tx, merchantId, memberId);
  const house = await housePointsAccount(tx, merchantId);
  const toMember = type === 'points_earn' || type === 'points_refund';
  try {
    return await postTransaction(tx, {
      merchantId,
      idempotencyKey: key,
      type,
      reference: key,
      metadata,
      entries: [
        { accountId: member.id, amount: toMember ? points : -points },
        { accountId: house.id, amount: toMember ? -points : points },
      ],
    });
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient_funds') throw new AppError(400, ErrorCode.pointsInsufficient, 'Not enough points');
    throw err;
  }
}

/**
 * Points for the member's valid bet not yet counted (today and yesterday,
 * brand days) at their level's rates; what is left below one point carries
 * to the next bets. Under the member's loyalty lock. Returns points earned.
 */
export async function accruePoints(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, memberId: number): Promise<{ points: bigint; newRows: number }> {
  const r = await accruePointsFor(services, merchant, [memberId]);
  return { points: r.points.get(memberId) ?? 0n, newRows: r.newRows.has(memberId) ? 1 : 0 };
}

/**
 * accruePoints for every member of a settled batch in one transaction: the
 * members' locks, levels, rollups and watermarks in one query each, the
 * watermarks written in one statement, and a points movement only where a
 * whole point was earned. Answers the points earned per member and the
 * members with a day and category played for the first time (their rebate
 * just became claimable: the badge changes).
 */
export async function accruePointsFor(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, memberIds: readonly number[]) {
  const points = new Map<number, bigint>();
  const newRows = new Set<number>();
  if (memberIds.length === 0) return { points, newRows };
  const now = services.clock.now();
  const today = brandDay(now, merchant.gmtOffsetMinutes);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const settings = await settingsOf(services.db, merchant.id);
  if (!settings) return { points, newRows };
  const ladder = await ladderOf(services.db, merchant.id);
  await services.db.transaction(async (tx) => {
    // One after the other: a transaction's connection takes one query at a time.
    await lockMembersLoyalty(tx, memberIds);
    const vips = await vipRowsOf(tx, merchant.id, memberIds);
    const rows = await membersValidBetByDay(tx, merchant.id, memberIds, yesterday, today);
    const progress = await progressOfMembers(tx, merchant.id, memberIds, yesterday, today);
    const marks: { memberId: number; day: string; category: string; pointed: bigint; carry: bigint }[] = [];
    const moves: { memberId: number; day: string; category: string; validBet: bigint; fresh: bigint; rate: bigint; earned: bigint }[] = [];
    for (const r of rows) {
      if (r.day < settings.rebateFrom) continue;
      const mark = progress.get(`${r.memberId}|${r.day}|${r.category}`);
      if (!mark) newRows.add(r.memberId);
      const fresh = r.validBet - (mark?.pointed ?? 0n);
      if (fresh <= 0n) continue;
      const level = Math.min(vips.get(r.memberId)?.level ?? 0, Math.max(ladder.length - 1, 0));
      const rate = BigInt(ladder[level]?.pointRates[r.category] ?? 0);
      // Exact over any number of accruals: the rounding's remainder is carried, so a day's points are ⌊valid bet × rate / 10,000⌋ at one rate.
      const scaled = fresh * rate + (mark?.pointCarry ?? 0n);
      marks.push({ memberId: r.memberId, day: r.day, category: r.category, pointed: r.validBet, carry: scaled % PER });
      if (scaled / PER > 0n) moves.push({ memberId: r.memberId, day: r.day, category: r.category, validBet: r.validBet, fresh, rate, earned: scaled / PER });
    }
    await markPointedMany(tx, merchant.id, marks);
    for (const m of moves) {
      await pointsMove(tx, merchant.id, m.memberId, `points:earn:${m.memberId}:${m.day}:${m.category}:${m.validBet}`, 'points_earn', m.earned, {
        day: m.day,
        category: m.category,
        validBet: m.fresh.toString(),
        rate: Number(m.rate),
      });
      points.set(m.memberId, (points.get(m.memberId) ?? 0n) + m.earned);
    }
  });
  return { points, newRows };
}

export async function pointBalanceOf(db: DrizzleDb, merchantId: number, memberId: number): Promise<bigint> {
  return balanceOf(db, await memberPointsAccount(db, merchantId, memberId));
}

export async function pointConfig(db: DrizzleDb, merchant: MerchantRow, memberId: number) {
  const [settings, { level, row }] = await Promise.all([settingsOf(db, merchant.id), levelOf(db, merchant.id, memberId)]);
  const s = settings ?? { ...DEFAULT_POINT_SETTINGS };
  return { pointsPerUnit: s.pointsPerUnit, minConvert: s.minConvert, earnRates: row?.pointRates ?? {}, vipLevel: level, currencySymbol: merchant.currencySymbol };
}

export function presentReward(r: PointRewardRow, language: string, fallback: string, mine: number): TPointReward {
  const left = [r.stock, r.perMemberLimit === null ? null : Math.max(r.perMemberLimit - mine, 0)].filter((n): n is number => n !== null);
  return {
    id: r.id,
    name: textIn(r.name, language, fallback),
    description: textIn(r.description, language, fallback),
    imageUrl: r.imageUrl,
    kind: r.kind,
    points: r.points,
    cashAmount: r.cashAmount.toString(),
    stock: r.stock,
    perMemberLimit: r.perMemberLimit,
    availableQuantity: left.length === 0 ? null : Math.min(...left),
  };
}

export async function listRewards(db: DrizzleDb, merchant: MerchantRow, memberId: number, language: string): Promise<TPointReward[]> {
  const [rows, mine] = await Promise.all([rewardsOf(db, merchant.id, true), redeemedByMember(db, merchant.id, memberId)]);
  return rows.map((r) => presentReward(r, language, merchant.defaultLanguage, mine.get(r.id) ?? 0));
}

export function presentRedeem(r: PointRedeemRow, name: Record<string, string>, language: string, fallback: string): TRedeem {
  return {
    id: r.id,
    rewardId: r.rewardId,
    rewardName: textIn(name, language, fallback),
    quantity: r.quantity,
    points: r.points,
    status: r.status,
    remark: r.remark,
    createdAt: r.createdAt.getTime(),
    decidedAt: r.decidedAt?.getTime() ?? null,
  };
}

async function payCash(tx: DrizzleDb, merchant: MerchantRow, memberId: number, key: string, amount: bigint, metadata: Record<string, unknown>) {
  const main = await memberMainAccount(tx, merchant.id, memberId, merchant.currency);
  const house = await houseAccountFor(tx, merchant.id, merchant.currency, key);
  await postTransaction(tx, {
    merchantId: merchant.id,
    idempotencyKey: key,
    type: 'points_cash',
    reference: key,
    metadata,
    entries: [
      { accountId: house.id, amount: -amount },
      { accountId: main.id, amount },
    ],
  });
}

/**
 * MCS2_redeemPointReward: the payment password, then under the reward's row
 * lock its stock and the member's limit, the points spent, and a cash reward
 * paid (approved) or a physical one waiting for staff (in process).
 */
export async function redeemReward(
  services: Services,
  merchant: MerchantRow,
  who: { merchantId: number; memberId: number; ip?: string | null },
  body: { rewardId: number; quantity: number; paymentPassword: string; requestId: string },
  language: string,
): Promise<TRedeem> {
  const now = services.clock.now();
  const earlier = await findRedeem(services.db, merchant.id, { memberId: who.memberId, requestId: body.requestId });
  if (earlier) {
    const reward = await findReward(services.db, merchant.id, earlier.rewardId);
    return presentRedeem(earlier, reward?.name ?? {}, language, merchant.defaultLanguage);
  }
  await verifyPaymentPassword(services.db, who, body.paymentPassword, now);
  const out = await services.db.transaction(async (tx) => {
    const reward = await findReward(tx, merchant.id, body.rewardId, true);
    if (!reward || !reward.active) throw new AppError(404, ErrorCode.notFound, 'No such reward');
    if (reward.stock !== null && reward.stock < body.quantity) throw new AppError(409, ErrorCode.rewardUnavailable, 'Not enough of this reward left');
    if (reward.perMemberLimit !== null) {
      const mine = (await redeemedByMember(tx, merchant.id, who.memberId)).get(reward.id) ?? 0;
      if (mine + body.quantity > reward.perMemberLimit) throw new AppError(409, ErrorCode.rewardUnavailable, `At most ${reward.perMemberLimit} of this reward per member`);
    }
    const points = reward.points * body.quantity;
    const redeem = await insertRedeem(tx, {
      merchantId: merchant.id,
      memberId: who.memberId,
      rewardId: reward.id,
      quantity: body.quantity,
      points,
      status: reward.kind === 'cash' ? 'approved' : 'in_process',
      requestId: body.requestId,
      createdAt: now,
      decidedAt: reward.kind === 'cash' ? now : null,
    });
    await pointsMove(tx, merchant.id, who.memberId, `points:redeem:${redeem.id}`, 'points_redeem', BigInt(points), { redeemId: redeem.id, rewardId: reward.id });
    await updateReward(tx, merchant.id, reward.id, { stock: reward.stock === null ? null : reward.stock - body.quantity, redeemed: reward.redeemed + body.quantity });
    if (reward.kind === 'cash' && reward.cashAmount > 0n) {
      await payCash(tx, merchant, who.memberId, `points:reward:${redeem.id}`, reward.cashAmount * BigInt(body.quantity), { redeemId: redeem.id });
      await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId: who.memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
    }
    // Spent for good when approved: a cash reward at once, a physical one when staff send it.
    if (redeem.status === 'approved') await emitSpent(services, tx, merchant.id, who.memberId, points, `redeem:${redeem.id}`);
    return { redeem, name: reward.name };
  });
  void services.outbox.dispatch();
  return presentRedeem(out.redeem, out.name, language, merchant.defaultLanguage);
}

/** Staff decide a physical reward: sent (approved), or refused (rejected: the points and the stock go back). */
export async function decideRedeem(services: Services, merchant: MerchantRow, staffId: number, body: { id: number; approve: boolean; remark: string }) {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const redeem = await findRedeem(tx, merchant.id, { id: body.id }, true);
    if (!redeem) throw new AppError(404, ErrorCode.notFound, 'No such redemption');
    if (redeem.status !== 'in_process') throw new AppError(409, ErrorCode.invalidState, 'This redemption was already decided');
    if (!body.approve) {
      await pointsMove(tx, merchant.id, redeem.memberId, `points:refund:${redeem.id}`, 'points_refund', BigInt(redeem.points), { redeemId: redeem.id });
      const reward = await findReward(tx, merchant.id, redeem.rewardId, true);
      if (reward) await updateReward(tx, merchant.id, reward.id, { stock: reward.stock === null ? null : reward.stock + redeem.quantity, redeemed: Math.max(reward.redeemed - redeem.quantity, 0) });
    }
    if (body.approve) await emitSpent(services, tx, merchant.id, redeem.memberId, redeem.points, `redeem:${redeem.id}`);
    return updateRedeem(tx, redeem.id, { status: body.approve ? 'approved' : 'rejected', remark: body.remark, decidedBy: staffId, decidedAt: now });
  });
}

/** MCS2_convertPoint: points to money at the brand's ratio (whole points per 1.00 only; the rest stays points). */
export async function convertPoints(
  services: Services,
  merchant: MerchantRow,
  who: { merchantId: number; memberId: number; ip?: string | null },
  body: { points: number; paymentPassword: string; requestId: string },
) {
  const now = services.clock.now();
  const settings = (await settingsOf(services.db, merchant.id)) ?? { ...DEFAULT_POINT_SETTINGS };
  if (body.points < settings.minConvert) throw new AppError(400, ErrorCode.pointsBelowMinimum, `At least ${settings.minConvert} points per conversion`);
  // 1.00 = pointsPerUnit points: the amount in minor units, rounded down; only the points that make it are taken.
  const amount = (BigInt(body.points) * 100n) / BigInt(settings.pointsPerUnit);
  if (amount <= 0n) throw new AppError(400, ErrorCode.pointsBelowMinimum, 'Too few points for one cent');
  const points = (amount * BigInt(settings.pointsPerUnit) + 99n) / 100n;
  await verifyPaymentPassword(services.db, who, body.paymentPassword, now);
  const balance = await services.db.transaction(async (tx) => {
    const key = `points:convert:${who.memberId}:${body.requestId}`;
    const moved = await pointsMove(tx, merchant.id, who.memberId, key, 'points_convert', points, { amount: amount.toString(), pointsPerUnit: settings.pointsPerUnit });
    if (!moved.replayed) {
      await payCash(tx, merchant, who.memberId, `${key}:cash`, amount, { points: points.toString() });
      await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId: who.memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
      await emitSpent(services, tx, merchant.id, who.memberId, Number(points), `convert:${moved.transaction.id}`);
    }
    return pointBalanceOf(tx, merchant.id, who.memberId);
  });
  void services.outbox.dispatch();
  return { points: points.toString(), amount: amount.toString(), balance: balance.toString() };
}

/** Points spent for good (promotions triggered by spending points react to it). */
const emitSpent = (services: Pick<Services, 'outbox'>, tx: DrizzleDb, merchantId: number, memberId: number, points: number | bigint, ref: string) =>
  services.outbox.emit(tx, merchantId, 'points.spent', { memberId, points: points.toString(), ref });

const MOVE_KIND = { points_earn: 'earn', points_redeem: 'redeem', points_refund: 'refund', points_convert: 'convert' } as const;

/** ODSFE2_MemTransDet: the member's point movements, newest first. */
export async function pointMoves(db: DrizzleDb, merchantId: number, memberId: number, limit: number, offset: number): Promise<{ list: TPointMove[]; total: number }> {
  const account = await memberPointsAccount(db, merchantId, memberId);
  const { rows, total } = await accountEntryPage(db, account.id, limit, offset);
  const list = rows.map((r): TPointMove => {
    const m = r.metadata as { validBet?: string; rate?: number; amount?: string; pointsPerUnit?: number; category?: string; day?: string; redeemId?: number };
    const kind = MOVE_KIND[r.type as keyof typeof MOVE_KIND] ?? 'earn';
    return {
      id: r.id,
      kind,
      changedPoints: r.amount.toString(),
      balance: r.balanceAfter.toString(),
      amount: kind === 'earn' ? (m.validBet ?? null) : kind === 'convert' ? (m.amount ?? null) : null,
      pointsRatio: kind === 'earn' ? (m.rate ?? null) : kind === 'convert' ? (m.pointsPerUnit ?? null) : null,
      remark: kind === 'earn' && m.category ? `${m.category} ${m.day ?? ''}`.trim() : m.redeemId ? `#${m.redeemId}` : null,
      at: r.createdAt.getTime(),
    };
  });
  return { list, total };
}
