import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { loyaltyProgress, loyaltySettings, memberVip, pointRedeems, pointRewards, rebatePayouts, vipDeposits, vipGifts, vipLevels } from './loyalty.schema';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type MemberVipRow = typeof memberVip.$inferSelect;
export type GiftRow = typeof vipGifts.$inferSelect;
export type RebatePayoutRow = typeof rebatePayouts.$inferSelect;
export type PointRewardRow = typeof pointRewards.$inferSelect;
export type PointRedeemRow = typeof pointRedeems.$inferSelect;
export type SettingsRow = typeof loyaltySettings.$inferSelect;

export const ladderOf = (db: DrizzleDb, merchantId: number) => db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level));

export async function settingsOf(db: DrizzleDb, merchantId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.merchantId, merchantId));
  return row;
}

export async function replaceLadder(db: DrizzleDb, merchantId: number, levels: (typeof vipLevels.$inferInsert)[], settings: { pointsPerUnit: number; minConvert: number }) {
  await db.delete(vipLevels).where(eq(vipLevels.merchantId, merchantId));
  await db.insert(vipLevels).values(levels);
  await db
    .insert(loyaltySettings)
    .values({ merchantId, ...settings })
    .onConflictDoUpdate({ target: loyaltySettings.merchantId, set: settings });
}

export async function vipOf(db: DrizzleDb, merchantId: number, memberId: number, lock = false): Promise<MemberVipRow | undefined> {
  const q = db
    .select()
    .from(memberVip)
    .where(and(eq(memberVip.merchantId, merchantId), eq(memberVip.memberId, memberId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The member's VIP row, created at level 0 on first use, under its lock. */
export async function lockVip(db: DrizzleDb, merchantId: number, memberId: number): Promise<MemberVipRow> {
  await db.insert(memberVip).values({ merchantId, memberId }).onConflictDoNothing();
  return (await vipOf(db, merchantId, memberId, true))!;
}

export async function setVip(db: DrizzleDb, merchantId: number, memberId: number, set: Partial<typeof memberVip.$inferInsert>) {
  await db
    .update(memberVip)
    .set(set)
    .where(and(eq(memberVip.merchantId, merchantId), eq(memberVip.memberId, memberId)));
}

/** An approved deposit counted once for its month; false when it was already. */
export async function addVipDeposit(db: DrizzleDb, row: typeof vipDeposits.$inferInsert): Promise<boolean> {
  const rows = await db.insert(vipDeposits).values(row).onConflictDoNothing().returning({ id: vipDeposits.depositId });
  return rows.length > 0;
}

/** A member's approved deposits of a brand month. */
export async function monthDeposits(db: DrizzleDb, merchantId: number, memberId: number, month: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${vipDeposits.amount}), 0)::text` })
    .from(vipDeposits)
    .where(and(eq(vipDeposits.merchantId, merchantId), eq(vipDeposits.memberId, memberId), eq(vipDeposits.month, month)));
  return BigInt(row?.total ?? '0');
}

/** Members above level 0 whose review of `month` has not run. */
export function dueForReview(db: DrizzleDb, merchantId: number, month: string, limit: number) {
  return db
    .select()
    .from(memberVip)
    .where(and(eq(memberVip.merchantId, merchantId), sql`${memberVip.level} > 0`, sql`(${memberVip.reviewedMonth} is null or ${memberVip.reviewedMonth} < ${month}::date)`))
    .limit(limit);
}

export async function addGift(db: DrizzleDb, row: typeof vipGifts.$inferInsert): Promise<boolean> {
  const rows = await db.insert(vipGifts).values(row).onConflictDoNothing().returning({ id: vipGifts.id });
  return rows.length > 0;
}

export const openGifts = (db: DrizzleDb, merchantId: number, memberId: number) =>
  db
    .select()
    .from(vipGifts)
    .where(and(eq(vipGifts.merchantId, merchantId), eq(vipGifts.memberId, memberId), isNull(vipGifts.claimedAt)))
    .orderBy(asc(vipGifts.id));

/** Takes an open gift (its claim), or undefined when it is not open. */
export async function takeGift(db: DrizzleDb, merchantId: number, memberId: number, id: number, requestId: string, now: Date): Promise<GiftRow | undefined> {
  const [row] = await db
    .update(vipGifts)
    .set({ claimedAt: now, claimRequestId: requestId })
    .where(and(eq(vipGifts.merchantId, merchantId), eq(vipGifts.memberId, memberId), eq(vipGifts.id, id), isNull(vipGifts.claimedAt)))
    .returning();
  return row;
}

/** What was rebated and earned points of a member's valid bet per day and category in [from, to]. */
export async function progressOf(db: DrizzleDb, merchantId: number, memberId: number, from: string, to: string) {
  const rows = await db
    .select()
    .from(loyaltyProgress)
    .where(and(eq(loyaltyProgress.merchantId, merchantId), eq(loyaltyProgress.memberId, memberId), gte(loyaltyProgress.day, from), lte(loyaltyProgress.day, to)));
  return new Map(rows.map((r) => [`${r.day}|${r.category}`, r]));
}

export async function markProgress(
  db: DrizzleDb,
  merchantId: number,
  memberId: number,
  day: string,
  category: string,
  set: { rebated?: bigint; pointed?: bigint; pointCarry?: bigint },
) {
  await db
    .insert(loyaltyProgress)
    .values({ merchantId, memberId, day, category, rebated: set.rebated ?? 0n, pointed: set.pointed ?? 0n, pointCarry: set.pointCarry ?? 0n })
    .onConflictDoUpdate({
      target: [loyaltyProgress.merchantId, loyaltyProgress.memberId, loyaltyProgress.day, loyaltyProgress.category],
      set: {
        ...(set.rebated !== undefined ? { rebated: set.rebated } : {}),
        ...(set.pointed !== undefined ? { pointed: set.pointed } : {}),
        ...(set.pointCarry !== undefined ? { pointCarry: set.pointCarry } : {}),
      },
    });
}

/** One member's loyalty work at a time (claims, the daily payout, point accrual): a transaction-scoped lock. */
export const lockMemberLoyalty = (db: DrizzleDb, memberId: number) => db.execute(sql`select pg_advisory_xact_lock(7116, ${memberId})`);

export async function insertRebatePayout(db: DrizzleDb, row: typeof rebatePayouts.$inferInsert): Promise<RebatePayoutRow> {
  const [created] = await db.insert(rebatePayouts).values(row).returning();
  return created!;
}

export async function findRebatePayout(db: DrizzleDb, merchantId: number, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(rebatePayouts)
    .where(and(eq(rebatePayouts.merchantId, merchantId), eq(rebatePayouts.memberId, memberId), eq(rebatePayouts.requestId, requestId)));
  return row;
}

export async function rebatePage(db: DrizzleDb, merchantId: number, memberId: number, limit: number, offset: number) {
  const where = and(eq(rebatePayouts.merchantId, merchantId), eq(rebatePayouts.memberId, memberId));
  const [rows, [count]] = await Promise.all([
    db.select().from(rebatePayouts).where(where).orderBy(desc(rebatePayouts.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(rebatePayouts).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export function rebatesByDay(db: DrizzleDb, merchantId: number, from: string, to: string) {
  return db
    .select({
      day: sql<string>`${rebatePayouts.day}::text`,
      members: sql<number>`count(distinct ${rebatePayouts.memberId})::int`,
      amount: sql<string>`sum(${rebatePayouts.amount})::text`,
      validBet: sql<string>`sum(${rebatePayouts.validBet})::text`,
    })
    .from(rebatePayouts)
    .where(and(eq(rebatePayouts.merchantId, merchantId), gte(rebatePayouts.day, from), lte(rebatePayouts.day, to)))
    .groupBy(rebatePayouts.day)
    .orderBy(asc(rebatePayouts.day));
}

// The points mall.

export const rewardsOf = (db: DrizzleDb, merchantId: number, activeOnly: boolean) =>
  db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.merchantId, merchantId), activeOnly ? eq(pointRewards.active, true) : undefined))
    .orderBy(asc(pointRewards.sort), asc(pointRewards.id));

export async function findReward(db: DrizzleDb, merchantId: number, id: number, lock = false): Promise<PointRewardRow | undefined> {
  const q = db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertReward(db: DrizzleDb, row: typeof pointRewards.$inferInsert) {
  const [created] = await db.insert(pointRewards).values(row).returning();
  return created!;
}

export async function updateReward(db: DrizzleDb, merchantId: number, id: number, set: Partial<typeof pointRewards.$inferInsert>) {
  const [row] = await db
    .update(pointRewards)
    .set(set)
    .where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.id, id)))
    .returning();
  return row;
}

/** How many of each reward this member redeemed (rejected ones given back). */
export async function redeemedByMember(db: DrizzleDb, merchantId: number, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ rewardId: pointRedeems.rewardId, n: sql<number>`sum(${pointRedeems.quantity})::int` })
    .from(pointRedeems)
    .where(and(eq(pointRedeems.merchantId, merchantId), eq(pointRedeems.memberId, memberId), sql`${pointRedeems.status} <> 'rejected'`))
    .groupBy(pointRedeems.rewardId);
  return new Map(rows.map((r) => [r.rewardId, r.n]));
}

export async function insertRedeem(db: DrizzleDb, row: typeof pointRedeems.$inferInsert): Promise<PointRedeemRow> {
  const [created] = await db.insert(pointRedeems).values(row).returning();
  return created!;
}

export async function findRedeem(db: DrizzleDb, merchantId: number, filter: { id?: number; memberId?: number; requestId?: string }, lock = false) {
  const q = db
    .select()
    .from(pointRedeems)
    .where(
      and(
        eq(pointRedeems.merchantId, merchantId),
        filter.id !== undefined ? eq(pointRedeems.id, filter.id) : undefined,
        filter.memberId !== undefined ? eq(pointRedeems.memberId, filter.memberId) : undefined,
        filter.requestId !== undefined ? eq(pointRedeems.requestId, filter.requestId) : undefined,
      ),
    );
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateRedeem(db: DrizzleDb, id: number, set: Partial<typeof pointRedeems.$inferInsert>) {
  const [row] = await db.update(pointRedeems).set(set).where(eq(pointRedeems.id, id)).returning();
  return row!;
}

export async function redeemPage(db: DrizzleDb, merchantId: number, filter: { memberId?: number | undefined; status?: PointRedeemRow['status'] | undefined }, limit: number, offset: number) {
  const where = and(
    eq(pointRedeems.merchantId, merchantId),
    filter.memberId !== undefined ? eq(pointRedeems.memberId, filter.memberId) : undefined,
    filter.status ? eq(pointRedeems.status, filter.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ redeem: pointRedeems, name: pointRewards.name, kind: pointRewards.kind })
      .from(pointRedeems)
      .innerJoin(pointRewards, eq(pointRewards.id, pointRedeems.rewardId))
      .where(where)
      .orderBy(desc(pointRedeems.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(pointRedeems).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function setRebatePaidThrough(db: DrizzleDb, merchantId: number, day: string) {
  await db.update(loyaltySettings).set({ rebatePaidThrough: day }).where(eq(loyaltySettings.merchantId, merchantId));
}

export async function findGift(db: DrizzleDb, merchantId: number, memberId: number, id: number): Promise<GiftRow | undefined> {
  const [row] = await db
    .select()
    .from(vipGifts)
    .where(and(eq(vipGifts.merchantId, merchantId), eq(vipGifts.memberId, memberId), eq(vipGifts.id, id)));
  return row;
}

// Many members at once: a settled batch's members in one query each.

export async function vipRowsOf(db: DrizzleDb, merchantId: number, memberIds: readonly number[]): Promise<Map<number, MemberVipRow>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(memberVip)
    .where(and(eq(memberVip.merchantId, merchantId), sql`${memberVip.memberId} = any(${pgArray(memberIds)}::integer[])`));
  return new Map(rows.map((r) => [r.memberId, r]));
}

export async function monthDepositsOf(db: DrizzleDb, merchantId: number, memberIds: readonly number[], month: string): Promise<Map<number, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: vipDeposits.memberId, total: sql<string>`sum(${vipDeposits.amount})::text` })
    .from(vipDeposits)
    .where(and(eq(vipDeposits.merchantId, merchantId), eq(vipDeposits.month, month), sql`${vipDeposits.memberId} = any(${pgArray(memberIds)}::integer[])`))
    .groupBy(vipDeposits.memberId);
  return new Map(rows.map((r) => [r.memberId, BigInt(r.total)]));
}

export async function progressOfMembers(db: DrizzleDb, merchantId: number, memberIds: readonly number[], from: string, to: string) {
  if (memberIds.length === 0) return new Map<string, typeof loyaltyProgress.$inferSelect>();
  const rows = await db
    .select()
    .from(loyaltyProgress)
    .where(and(eq(loyaltyProgress.merchantId, merchantId), sql`${loyaltyProgress.memberId} = any(${pgArray(memberIds)}::integer[])`, gte(loyaltyProgress.day, from), lte(loyaltyProgress.day, to)));
  return new Map(rows.map((r) => [`${r.memberId}|${r.day}|${r.category}`, r]));
}

/** Sets many rows' points watermark and carry at once (their rebate watermark untouched). */
export async function markPointedMany(db: DrizzleDb, merchantId: number, marks: readonly { memberId: number; day: string; category: string; pointed: bigint; carry: bigint }[]) {
  if (marks.length === 0) return;
  const col = (f: (m: (typeof marks)[number]) => string | number) => pgArray(marks.map(f));
  await db.execute(sql`
    insert into loyalty_progress as p (merchant_id, member_id, day, category, pointed, point_carry)
    select ${merchantId}::integer, m, d, c, v, k
    from unnest(${col((m) => m.memberId)}::integer[], ${col((m) => m.day)}::date[], ${col((m) => m.category)}::text[], ${col((m) => m.pointed.toString())}::bigint[], ${col((m) => m.carry.toString())}::bigint[]) as u(m, d, c, v, k)
    on conflict (merchant_id, member_id, day, category) do update set pointed = excluded.pointed, point_carry = excluded.point_carry`);
}

/** The loyalty locks of many members, taken in ascending id order (never a deadlock with one another). */
export async function lockMembersLoyalty(db: DrizzleDb, memberIds: readonly number[]) {
  const sorted = [...new Set(memberIds)].sort((a, b) => a - b);
  await db.execute(sql`select pg_advisory_xact_lock(7116, id) from (select unnest(${pgArray(sorted)}::integer[]) as id order by 1) s`);
}
