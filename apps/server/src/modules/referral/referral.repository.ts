/** Referrals' SQL: their own tables only. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { referralCodes, referralRewards, referrals, referralSettings } from './referral.schema';

export type ReferralSettingsRow = typeof referralSettings.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralRewardRow = typeof referralRewards.$inferSelect;

export async function settingsOf(db: DrizzleDb, merchantId: number): Promise<ReferralSettingsRow | undefined> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.merchantId, merchantId));
  return row;
}

export async function saveSettings(db: DrizzleDb, row: typeof referralSettings.$inferInsert) {
  const { merchantId: _m, ...set } = row;
  const [saved] = await db.insert(referralSettings).values(row).onConflictDoUpdate({ target: referralSettings.merchantId, set }).returning();
  return saved!;
}

export async function codeOf(db: DrizzleDb, merchantId: number, memberId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(and(eq(referralCodes.merchantId, merchantId), eq(referralCodes.memberId, memberId)));
  return row?.code;
}

/** Gives a member a code (a taken code answers false: try another). */
export async function insertCode(db: DrizzleDb, merchantId: number, memberId: number, code: string): Promise<boolean> {
  const rows = await db.insert(referralCodes).values({ merchantId, memberId, code }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function referrerByCode(db: DrizzleDb, merchantId: number, code: string): Promise<number | undefined> {
  const [row] = await db.select({ memberId: referralCodes.memberId }).from(referralCodes).where(and(eq(referralCodes.merchantId, merchantId), eq(referralCodes.code, code)));
  return row?.memberId;
}

/** Links a friend to its referrer once (the friend's primary key); answers the row when this call made it. */
export async function insertReferral(tx: DrizzleDb, row: typeof referrals.$inferInsert): Promise<ReferralRow | undefined> {
  const [saved] = await tx.insert(referrals).values(row).onConflictDoNothing().returning();
  return saved;
}

export async function findReferral(db: DrizzleDb, merchantId: number, friendId: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(and(eq(referrals.merchantId, merchantId), eq(referrals.friendId, friendId)));
  return row;
}

export async function countFriends(db: DrizzleDb, merchantId: number, referrerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(referrals).where(and(eq(referrals.merchantId, merchantId), eq(referrals.referrerId, referrerId)));
  return row?.n ?? 0;
}

export async function setFlag(tx: DrizzleDb, merchantId: number, friendId: number, flag: NonNullable<ReferralRow['flag']>) {
  await tx
    .update(referrals)
    .set({ flag })
    .where(and(eq(referrals.merchantId, merchantId), eq(referrals.friendId, friendId), isNull(referrals.flag)));
}

/** Records the friend's first approved deposit; answers the deposit that is first (this one, or one recorded before). */
export async function markFirstDeposit(tx: DrizzleDb, merchantId: number, friendId: number, depositId: number): Promise<number | null> {
  await tx
    .update(referrals)
    .set({ firstDepositId: depositId })
    .where(and(eq(referrals.merchantId, merchantId), eq(referrals.friendId, friendId), isNull(referrals.firstDepositId)));
  const [row] = await tx.select({ id: referrals.firstDepositId }).from(referrals).where(and(eq(referrals.merchantId, merchantId), eq(referrals.friendId, friendId)));
  return row?.id ?? null;
}

/** A reward step paid once (the primary key); answers whether this call recorded it. */
export async function insertReward(tx: DrizzleDb, row: typeof referralRewards.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(referralRewards).values(row).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function earnedBy(db: DrizzleDb, merchantId: number, referrerId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${referralRewards.amount}), 0)::text` })
    .from(referralRewards)
    .where(and(eq(referralRewards.merchantId, merchantId), eq(referralRewards.referrerId, referrerId)));
  return BigInt(row?.total ?? '0');
}

/** Friends among `memberIds` whose wager step is not paid yet (one query per settled batch). */
export async function friendsAwaitingWager(db: DrizzleDb, merchantId: number, memberIds: readonly number[]): Promise<ReferralRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(referrals)
    .where(
      and(
        eq(referrals.merchantId, merchantId),
        sql`${referrals.friendId} = any(${pgArray(memberIds)}::integer[])`,
        sql`not exists (select 1 from ${referralRewards} where ${referralRewards.merchantId} = ${referrals.merchantId} and ${referralRewards.friendId} = ${referrals.friendId} and ${referralRewards.step} = 'wagered')`,
      ),
    );
}

export async function friendPage(db: DrizzleDb, merchantId: number, where: { referrerId?: number; flagged?: boolean }, limit: number, offset: number) {
  const cond = and(
    eq(referrals.merchantId, merchantId),
    where.referrerId === undefined ? undefined : eq(referrals.referrerId, where.referrerId),
    where.flagged === undefined ? undefined : where.flagged ? sql`${referrals.flag} is not null` : isNull(referrals.flag),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(referrals).where(cond).orderBy(desc(referrals.registeredAt), desc(referrals.friendId)).limit(limit).offset(offset),
    db.select({ n: count() }).from(referrals).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function rewardsOfFriends(db: DrizzleDb, merchantId: number, friendIds: readonly number[]): Promise<ReferralRewardRow[]> {
  if (friendIds.length === 0) return [];
  return db
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.merchantId, merchantId), sql`${referralRewards.friendId} = any(${pgArray(friendIds)}::integer[])`));
}

export async function programmeTotals(db: DrizzleDb, merchantId: number) {
  const [friends] = await db
    .select({ n: count(), flagged: sql<number>`count(*) filter (where ${referrals.flag} is not null)::int` })
    .from(referrals)
    .where(eq(referrals.merchantId, merchantId));
  const [paid] = await db.select({ total: sql<string>`coalesce(sum(${referralRewards.amount}), 0)::text` }).from(referralRewards).where(eq(referralRewards.merchantId, merchantId));
  return { friends: friends?.n ?? 0, flagged: friends?.flagged ?? 0, paid: BigInt(paid?.total ?? '0') };
}
