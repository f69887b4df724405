/** Rains' and the wheel's SQL: their own tables only. */
import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { rainEnvelopes, rains, wheelDeposits, wheelMembers, wheels, wheelSpins } from './lucky.schema';

export type RainRow = typeof rains.$inferSelect;
export type WheelRow = typeof wheels.$inferSelect;
export type WheelMemberRow = typeof wheelMembers.$inferSelect;
export type WheelSpinRow = typeof wheelSpins.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function insertRain(tx: DrizzleDb, row: typeof rains.$inferInsert): Promise<RainRow> {
  const [saved] = await tx.insert(rains).values(row).returning();
  return saved!;
}

/** The rain's envelopes, cut beforehand, in chunks (a rain may have 100,000). */
export async function insertEnvelopes(tx: DrizzleDb, merchantId: number, rainId: number, amounts: readonly bigint[]): Promise<void> {
  for (let i = 0; i < amounts.length; i += 5_000) {
    const part = amounts.slice(i, i + 5_000);
    await tx.execute(sql`
      insert into rain_envelopes (rain_id, seq, merchant_id, amount)
      select ${rainId}::integer, ${i}::integer + ord::integer, ${merchantId}::integer, amount
      from unnest(${pgArray(part)}::bigint[]) with ordinality as u(amount, ord)`);
  }
}

export async function findRain(db: DrizzleDb, merchantId: number, id: number): Promise<RainRow | undefined> {
  const [row] = await db.select().from(rains).where(and(eq(rains.merchantId, merchantId), eq(rains.id, id)));
  return row;
}

/** Rains a member sees: falling now, upcoming, and the last ended (not cancelled). */
export async function visibleRains(db: DrizzleDb, merchantId: number, now: Date) {
  const live = and(eq(rains.merchantId, merchantId), isNull(rains.cancelledAt));
  const [current, upcoming, ended] = await Promise.all([
    db.select().from(rains).where(and(live, lte(rains.startsAt, now), gt(rains.endsAt, now))).orderBy(asc(rains.endsAt)).limit(2),
    db.select().from(rains).where(and(live, gt(rains.startsAt, now))).orderBy(asc(rains.startsAt)).limit(2),
    db.select().from(rains).where(and(live, lte(rains.endsAt, now))).orderBy(desc(rains.endsAt)).limit(1),
  ]);
  return [...current, ...upcoming, ...ended];
}

export async function allRains(db: DrizzleDb, merchantId: number) {
  return db.select().from(rains).where(eq(rains.merchantId, merchantId)).orderBy(desc(rains.startsAt), desc(rains.id)).limit(200);
}

/** Per rain: envelopes grabbed and their sum. */
export async function rainTakes(db: DrizzleDb, rainIds: readonly number[]): Promise<Map<number, { grabbed: number; paid: bigint }>> {
  if (rainIds.length === 0) return new Map();
  const rows = rowsOf<{ rain_id: number; grabbed: number; paid: string }>(
    await db.execute(sql`
      select rain_id, count(*)::int as grabbed, sum(amount)::text as paid
      from rain_envelopes where rain_id = any(${pgArray(rainIds)}::integer[]) and member_id is not null
      group by rain_id`),
  );
  return new Map(rows.map((r) => [r.rain_id, { grabbed: r.grabbed, paid: BigInt(r.paid) }]));
}

export async function grabOf(db: DrizzleDb, rainId: number, memberId: number) {
  const [row] = await db.select().from(rainEnvelopes).where(and(eq(rainEnvelopes.rainId, rainId), eq(rainEnvelopes.memberId, memberId)));
  return row;
}

export async function grabsOfMember(db: DrizzleDb, merchantId: number, memberId: number, rainIds: readonly number[]) {
  if (rainIds.length === 0) return [];
  return db
    .select()
    .from(rainEnvelopes)
    .where(and(eq(rainEnvelopes.merchantId, merchantId), eq(rainEnvelopes.memberId, memberId), sql`${rainEnvelopes.rainId} = any(${pgArray(rainIds)}::integer[])`));
}

/**
 * One grab of a member per rain at a time: a member's parallel grabs wait
 * here instead of each holding a free envelope they cannot keep (the
 * one-per-member index would refuse it), which made other members' grabs
 * skip those rows and hear "none left".
 */
export async function lockMemberGrab(tx: DrizzleDb, rainId: number, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rain:${rainId}:${memberId}`}))`);
}

const takeFree = async (tx: DrizzleDb, rainId: number, memberId: number, now: Date, skipLocked: boolean) =>
  rowsOf<{ amount: string }>(
    await tx.execute(sql`
      update rain_envelopes e set member_id = ${memberId}::integer, grabbed_at = ${now}::timestamptz
      from (select rain_id, seq from rain_envelopes where rain_id = ${rainId}::integer and member_id is null order by seq limit 1 for update ${skipLocked ? sql`skip locked` : sql``}) f
      where e.rain_id = f.rain_id and e.seq = f.seq
      returning e.amount::text`),
  )[0];

/**
 * Takes the next free envelope for a member; null only when every envelope is
 * taken. Free rows locked by other grabbers are skipped first, so parallel
 * grabs each take a different one. When every free row is locked, those
 * grabs may still roll back: the second try waits for their locks (each
 * row rechecked once its holder ends), so a row they leave is still taken.
 */
export async function takeEnvelope(tx: DrizzleDb, rainId: number, memberId: number, now: Date): Promise<bigint | null> {
  const row = (await takeFree(tx, rainId, memberId, now, true)) ?? (await takeFree(tx, rainId, memberId, now, false));
  return row ? BigInt(row.amount) : null;
}

export async function grabPage(db: DrizzleDb, merchantId: number, memberId: number, limit: number, offset: number) {
  const where = and(eq(rainEnvelopes.merchantId, merchantId), eq(rainEnvelopes.memberId, memberId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ envelope: rainEnvelopes, title: rains.title })
      .from(rainEnvelopes)
      .innerJoin(rains, eq(rains.id, rainEnvelopes.rainId))
      .where(where)
      .orderBy(desc(rainEnvelopes.grabbedAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(rainEnvelopes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function cancelUpcomingRain(db: DrizzleDb, merchantId: number, id: number, now: Date): Promise<RainRow | undefined> {
  const [row] = await db
    .update(rains)
    .set({ cancelledAt: now })
    .where(and(eq(rains.merchantId, merchantId), eq(rains.id, id), gt(rains.startsAt, now), isNull(rains.cancelledAt)))
    .returning();
  return row;
}

// The wheel.

export async function wheelOf(db: DrizzleDb, merchantId: number): Promise<WheelRow | undefined> {
  const [row] = await db.select().from(wheels).where(eq(wheels.merchantId, merchantId));
  return row;
}

export async function lockWheel(tx: DrizzleDb, merchantId: number): Promise<WheelRow | undefined> {
  const [row] = await tx.select().from(wheels).where(eq(wheels.merchantId, merchantId)).for('no key update');
  return row;
}

export async function upsertWheel(tx: DrizzleDb, row: typeof wheels.$inferInsert): Promise<WheelRow> {
  const { merchantId: _m, playFrom: _p, paid: _paid, pointsGiven: _pg, ...set } = row;
  const [saved] = await tx.insert(wheels).values(row).onConflictDoUpdate({ target: wheels.merchantId, set }).returning();
  return saved!;
}

export async function addWheelPaid(tx: DrizzleDb, wheelId: number, cash: bigint, points: bigint) {
  await tx
    .update(wheels)
    .set({ paid: sql`${wheels.paid} + ${cash}`, pointsGiven: sql`${wheels.pointsGiven} + ${points}` })
    .where(eq(wheels.id, wheelId));
}

/** The member's spins row (made on first sight with a committed seed). */
export async function ensureWheelMember(db: DrizzleDb, merchantId: number, memberId: number, seed: { seed: string; hash: string }): Promise<WheelMemberRow> {
  await db.insert(wheelMembers).values({ merchantId, memberId, nextSeed: seed.seed, nextSeedHash: seed.hash }).onConflictDoNothing();
  const [row] = await db.select().from(wheelMembers).where(and(eq(wheelMembers.merchantId, merchantId), eq(wheelMembers.memberId, memberId)));
  return row!;
}

export async function lockWheelMember(tx: DrizzleDb, merchantId: number, memberId: number): Promise<WheelMemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(wheelMembers)
    .where(and(eq(wheelMembers.merchantId, merchantId), eq(wheelMembers.memberId, memberId)))
    .for('update');
  return row;
}

export async function useSpin(tx: DrizzleDb, merchantId: number, memberId: number, next: { seed: string; hash: string }) {
  await tx
    .update(wheelMembers)
    .set({ used: sql`${wheelMembers.used} + 1`, nonce: sql`${wheelMembers.nonce} + 1`, nextSeed: next.seed, nextSeedHash: next.hash })
    .where(and(eq(wheelMembers.merchantId, merchantId), eq(wheelMembers.memberId, memberId)));
}

/** An approved deposit earns a spin once (the primary key); answers whether this call counted it. */
export async function countDepositSpin(tx: DrizzleDb, merchantId: number, depositId: number, memberId: number, seed: { seed: string; hash: string }): Promise<boolean> {
  const [fresh] = await tx.insert(wheelDeposits).values({ merchantId, depositId, memberId }).onConflictDoNothing().returning();
  if (!fresh) return false;
  await tx
    .insert(wheelMembers)
    .values({ merchantId, memberId, depositSpins: 1, nextSeed: seed.seed, nextSeedHash: seed.hash })
    .onConflictDoUpdate({ target: [wheelMembers.merchantId, wheelMembers.memberId], set: { depositSpins: sql`${wheelMembers.depositSpins} + 1` } });
  return true;
}

export async function insertSpin(tx: DrizzleDb, row: typeof wheelSpins.$inferInsert): Promise<WheelSpinRow> {
  const [saved] = await tx.insert(wheelSpins).values(row).returning();
  return saved!;
}

export async function spinByRequest(db: DrizzleDb, merchantId: number, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.merchantId, merchantId), eq(wheelSpins.memberId, memberId), eq(wheelSpins.requestId, requestId)));
  return row;
}

export async function spinByPublicId(db: DrizzleDb, merchantId: number, publicId: string) {
  const [row] = await db.select().from(wheelSpins).where(and(eq(wheelSpins.merchantId, merchantId), eq(wheelSpins.publicId, publicId)));
  return row;
}

export async function spinPage(db: DrizzleDb, merchantId: number, memberId: number, limit: number, offset: number) {
  const where = and(eq(wheelSpins.merchantId, merchantId), eq(wheelSpins.memberId, memberId));
  const [rows, [total]] = await Promise.all([
    db.select().from(wheelSpins).where(where).orderBy(desc(wheelSpins.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(wheelSpins).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countSpins(db: DrizzleDb, merchantId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wheelSpins).where(eq(wheelSpins.merchantId, merchantId));
  return row?.n ?? 0;
}

// Recurring rains.

/** One recurring rain whose window ended and whose next is not scheduled yet (cancelled ones end their series), locked for this process. */
export async function lockRainToFollow(tx: DrizzleDb, now: Date): Promise<RainRow | undefined> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select id from rains
      where recurrence <> 'none' and followed_at is null and cancelled_at is null and ends_at <= ${now}::timestamptz
      order by ends_at limit 1 for update skip locked`),
  );
  if (!rows[0]) return undefined;
  const [row] = await tx.select().from(rains).where(eq(rains.id, rows[0].id));
  return row;
}

/** The next rain of a series; undefined when it was made already (the series key: merchant, series, start). */
export async function insertNextRain(tx: DrizzleDb, row: typeof rains.$inferInsert): Promise<RainRow | undefined> {
  const [saved] = await tx
    .insert(rains)
    .values(row)
    .onConflictDoNothing({ target: [rains.merchantId, rains.seriesId, rains.startsAt] })
    .returning();
  return saved;
}

export async function markRainFollowed(tx: DrizzleDb, id: number, now: Date): Promise<void> {
  await tx.update(rains).set({ followedAt: now }).where(eq(rains.id, id));
}
