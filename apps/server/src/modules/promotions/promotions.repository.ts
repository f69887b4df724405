import { and, asc, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { memberBonuses, promotionClaims, promotionDeposits, promotionIdentities, promotionImages, promotions } from './promotions.schema';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type ClaimRow = typeof promotionClaims.$inferSelect;
export type ClaimStatus = ClaimRow['status'];
export type IdentityKind = (typeof promotionIdentities.$inferSelect)['kind'];

/** The promotions page: active promotions not ended more than a week ago, in the operator's order. */
export function listedPromotions(db: DrizzleDb, merchantId: number, since: Date) {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.status, 'active'), or(isNull(promotions.endsAt), gte(promotions.endsAt, since))))
    .orderBy(asc(promotions.sort), desc(promotions.id));
}

export function allPromotions(db: DrizzleDb, merchantId: number) {
  return db.select().from(promotions).where(eq(promotions.merchantId, merchantId)).orderBy(asc(promotions.sort), desc(promotions.id));
}

export async function findPromotion(db: DrizzleDb, merchantId: number, id: number, lock = false): Promise<PromotionRow | undefined> {
  const q = db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertPromotion(db: DrizzleDb, row: NewPromotion): Promise<PromotionRow> {
  const [created] = await db.insert(promotions).values(row).returning();
  return created!;
}

export async function updatePromotion(db: DrizzleDb, merchantId: number, id: number, set: Partial<NewPromotion>): Promise<PromotionRow | undefined> {
  const [row] = await db
    .update(promotions)
    .set(set)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .returning();
  return row;
}

/**
 * The budget and the receiver count, taken under the promotion's row lock:
 * what can still be given of `amount` (less when the budget is nearly spent;
 * 0n when it is spent or the receivers are all taken).
 */
export async function reserveBudget(db: DrizzleDb, merchantId: number, id: number, amount: bigint): Promise<bigint> {
  // NO KEY UPDATE: the claim rows inserted in these transactions hold KEY SHARE on the promotion (their foreign
  // key); FOR UPDATE would wait on each other's and deadlock, NO KEY UPDATE only queues the claims one after another.
  const [promotion] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .for('no key update');
  if (!promotion) return 0n;
  if (promotion.receiversMax !== null && promotion.receivers >= promotion.receiversMax) return 0n;
  const left = promotion.budgetTotal === 0n ? amount : promotion.budgetTotal - promotion.budgetUsed;
  const granted = amount < left ? amount : left;
  if (granted <= 0n) return 0n;
  await db
    .update(promotions)
    .set({ budgetUsed: sql`${promotions.budgetUsed} + ${granted}`, receivers: sql`${promotions.receivers} + 1` })
    .where(eq(promotions.id, id));
  return granted;
}

/** A reviewed reward refused: its reservation goes back. */
export async function releaseBudget(db: DrizzleDb, id: number, amount: bigint) {
  await db
    .update(promotions)
    .set({ budgetUsed: sql`greatest(${promotions.budgetUsed} - ${amount}, 0)`, receivers: sql`greatest(${promotions.receivers} - 1, 0)` })
    .where(eq(promotions.id, id));
}

export function claimsOfMember(db: DrizzleDb, merchantId: number, memberId: number) {
  return db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.merchantId, merchantId), eq(promotionClaims.memberId, memberId)));
}

export async function findClaim(db: DrizzleDb, promotionId: number, memberId: number, lock = false): Promise<ClaimRow | undefined> {
  const q = db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.promotionId, promotionId), eq(promotionClaims.memberId, memberId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findClaimById(db: DrizzleDb, merchantId: number, id: number, lock = false): Promise<ClaimRow | undefined> {
  const q = db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.merchantId, merchantId), eq(promotionClaims.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** A new claim, or undefined when the member already has one for this promotion (the unique index decides). */
export async function insertClaim(db: DrizzleDb, row: typeof promotionClaims.$inferInsert): Promise<ClaimRow | undefined> {
  const [created] = await db.insert(promotionClaims).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateClaim(db: DrizzleDb, id: number, set: Partial<typeof promotionClaims.$inferInsert>): Promise<ClaimRow> {
  const [row] = await db.update(promotionClaims).set(set).where(eq(promotionClaims.id, id)).returning();
  return row!;
}

/** The member's identities for this promotion; false when one of them already claimed it (nothing is kept then). */
export async function claimIdentities(
  db: DrizzleDb,
  merchantId: number,
  promotionId: number,
  memberId: number,
  identities: { kind: IdentityKind; hash: string }[],
): Promise<boolean> {
  if (identities.length === 0) return true;
  const rows = await db
    .insert(promotionIdentities)
    .values(identities.map((i) => ({ merchantId, promotionId, memberId, ...i })))
    .onConflictDoNothing()
    .returning({ id: promotionIdentities.id });
  return rows.length === identities.length;
}

/** Members other than this one whose identities (device ids seen by promotions) match this member's. */
export async function membersSharingIdentities(db: DrizzleDb, merchantId: number, memberId: number) {
  const mine = db
    .select({ hash: promotionIdentities.hash })
    .from(promotionIdentities)
    .where(and(eq(promotionIdentities.merchantId, merchantId), eq(promotionIdentities.memberId, memberId), eq(promotionIdentities.kind, 'device')));
  return db
    .selectDistinct({ memberId: promotionIdentities.memberId, kind: promotionIdentities.kind })
    .from(promotionIdentities)
    .where(
      and(
        eq(promotionIdentities.merchantId, merchantId),
        eq(promotionIdentities.kind, 'device'),
        ne(promotionIdentities.memberId, memberId),
        inArray(promotionIdentities.hash, mine),
      ),
    )
    .limit(20);
}

/** An approved deposit counted once: its place among the member's approved deposits, or null when already counted. */
export async function recordDeposit(db: DrizzleDb, merchantId: number, memberId: number, depositId: number, amount: bigint, at: Date): Promise<number | null> {
  // The member's deposits are counted one at a time (the advisory lock), so two approvals never share a place.
  await db.execute(sql`select pg_advisory_xact_lock(7115, ${memberId})`);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionDeposits)
    .where(and(eq(promotionDeposits.merchantId, merchantId), eq(promotionDeposits.memberId, memberId)));
  const rows = await db
    .insert(promotionDeposits)
    .values({ merchantId, memberId, depositId, amount, nth: n + 1, at })
    .onConflictDoNothing()
    .returning({ nth: promotionDeposits.nth });
  return rows[0]?.nth ?? null;
}

export async function depositCount(db: DrizzleDb, merchantId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionDeposits)
    .where(and(eq(promotionDeposits.merchantId, merchantId), eq(promotionDeposits.memberId, memberId)));
  return row?.n ?? 0;
}

/** The member's joined claims of deposit promotions, with their promotion. */
/** The member's joined claims waiting for their trigger (a deposit, a mission, points spent). */
export function joinedClaims(db: DrizzleDb, merchantId: number, memberId: number, triggers: readonly string[]) {
  return db
    .select({ claim: promotionClaims, promotion: promotions })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .where(
      and(
        eq(promotionClaims.merchantId, merchantId),
        eq(promotionClaims.memberId, memberId),
        eq(promotionClaims.status, 'joined'),
        inArray(promotions.triggerKind, [...triggers]),
      ),
    )
    .orderBy(asc(promotionClaims.id));
}

export async function insertClaimImages(db: DrizzleDb, rows: (typeof promotionImages.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(promotionImages).values(rows);
}

export async function claimImageIds(db: DrizzleDb, claimIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (claimIds.length === 0) return out;
  const rows = await db
    .select({ id: promotionImages.id, claimId: promotionImages.claimId })
    .from(promotionImages)
    .where(inArray(promotionImages.claimId, claimIds))
    .orderBy(asc(promotionImages.id));
  for (const r of rows) out.set(r.claimId, [...(out.get(r.claimId) ?? []), r.id]);
  return out;
}

export async function findClaimImage(db: DrizzleDb, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(promotionImages)
    .where(and(eq(promotionImages.merchantId, merchantId), eq(promotionImages.id, id)));
  return row;
}

export async function claimPage(db: DrizzleDb, merchantId: number, filter: { status?: ClaimStatus | undefined; promotionId?: number | undefined }, limit: number, offset: number) {
  const where = and(
    eq(promotionClaims.merchantId, merchantId),
    filter.status ? eq(promotionClaims.status, filter.status) : undefined,
    filter.promotionId ? eq(promotionClaims.promotionId, filter.promotionId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ claim: promotionClaims, code: promotions.code })
      .from(promotionClaims)
      .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
      .where(where)
      .orderBy(desc(promotionClaims.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(promotionClaims).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Per promotion: claims waiting for review, bonus money converted and taken back. */
export async function promotionFigures(db: DrizzleDb, merchantId: number) {
  const [pending, bonuses] = await Promise.all([
    db
      .select({
        promotionId: promotionClaims.promotionId,
        n: sql<number>`(count(*) filter (where ${promotionClaims.status} = 'in_process'))::int`,
        cash: sql<string>`coalesce(sum(${promotionClaims.amount}) filter (where ${promotionClaims.status} in ('issued', 'claimed') and ${promotionClaims.bonusId} is null), 0)::text`,
      })
      .from(promotionClaims)
      .where(eq(promotionClaims.merchantId, merchantId))
      .groupBy(promotionClaims.promotionId),
    db
      .select({
        promotionId: memberBonuses.promotionId,
        converted: sql<string>`coalesce(sum(${memberBonuses.converted}), 0)::text`,
        forfeited: sql<string>`coalesce(sum(${memberBonuses.forfeited}), 0)::text`,
      })
      .from(memberBonuses)
      .where(eq(memberBonuses.merchantId, merchantId))
      .groupBy(memberBonuses.promotionId),
  ]);
  return {
    pending: new Map(pending.map((r) => [r.promotionId, r.n])),
    cash: new Map(pending.map((r) => [r.promotionId, BigInt(r.cash)])),
    bonuses: new Map(bonuses.map((r) => [r.promotionId, { converted: BigInt(r.converted), forfeited: BigInt(r.forfeited) }])),
  };
}
