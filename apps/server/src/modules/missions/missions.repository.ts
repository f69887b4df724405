/** Missions' and tournaments' SQL: their own tables only. */
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { missionProgress, missions, missionsSeen, tournamentScores, tournaments } from './missions.schema';

export type MissionRow = typeof missions.$inferSelect;
export type MissionProgressRow = typeof missionProgress.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentScoreRow = typeof tournamentScores.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The events of `ids` this consumer has not counted yet (and marks them counted), in the caller's transaction. */
export async function markSeen(tx: DrizzleDb, consumer: string, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ event_id: string | number }>(
    await tx.execute(sql`
      insert into missions_seen (consumer, event_id)
      select ${consumer}::text, unnest(${pgArray(ids.map((i) => Math.trunc(i)))}::bigint[])
      on conflict do nothing
      returning event_id`),
  );
  return new Set(rows.map((r) => Number(r.event_id)));
}

export async function purgeSeen(db: DrizzleDb, before: Date): Promise<number> {
  const rows = await db.delete(missionsSeen).where(lte(missionsSeen.seenAt, before)).returning({ id: missionsSeen.eventId });
  return rows.length;
}

export async function activeMissions(db: DrizzleDb, merchantId: number, events?: readonly string[]): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchantId), eq(missions.active, true), events ? inArray(missions.event, [...events] as MissionRow['event'][]) : undefined))
    .orderBy(asc(missions.sort), asc(missions.id));
}

export async function allMissions(db: DrizzleDb, merchantId: number): Promise<MissionRow[]> {
  return db.select().from(missions).where(eq(missions.merchantId, merchantId)).orderBy(asc(missions.sort), asc(missions.id));
}

export async function findMission(db: DrizzleDb, merchantId: number, id: number): Promise<MissionRow | undefined> {
  const [row] = await db.select().from(missions).where(and(eq(missions.merchantId, merchantId), eq(missions.id, id)));
  return row;
}

export async function insertMission(db: DrizzleDb, row: typeof missions.$inferInsert): Promise<MissionRow> {
  const [saved] = await db.insert(missions).values(row).returning();
  return saved!;
}

export async function updateMission(db: DrizzleDb, merchantId: number, id: number, set: Partial<typeof missions.$inferInsert>): Promise<MissionRow | undefined> {
  const [saved] = await db.update(missions).set(set).where(and(eq(missions.merchantId, merchantId), eq(missions.id, id))).returning();
  return saved;
}

export interface ProgressAdd {
  missionId: number;
  memberId: number;
  period: string;
  add: bigint;
  target: bigint;
  /** login_days: the brand day counted (a day counts once); null for the other events. */
  day: string | null;
}

/**
 * Adds to many members' progress at once (one row per mission, member and
 * period in `adds`), never past the target; answers the rows this call
 * completed.
 */
export interface Completed {
  memberId: number;
  missionId: number;
  period: string;
}

export async function addProgress(tx: DrizzleDb, merchantId: number, adds: readonly ProgressAdd[], now: Date): Promise<Completed[]> {
  if (adds.length === 0) return [];
  const col = (f: (a: ProgressAdd) => string | number | null) => pgArray(adds.map(f));
  const rows = rowsOf<{ member_id: number; mission_id: number; period: string; done: boolean }>(
    await tx.execute(sql`
      with input as (
        select * from unnest(
          ${col((a) => a.missionId)}::integer[], ${col((a) => a.memberId)}::integer[], ${col((a) => a.period)}::text[],
          ${col((a) => a.add.toString())}::bigint[], ${col((a) => a.target.toString())}::bigint[], ${col((a) => a.day)}::date[]
        ) as u(mission_id, member_id, period, add, target, day)
      )
      insert into mission_progress as p (mission_id, member_id, period, merchant_id, progress, target, last_day, completed_at)
      select mission_id, member_id, period, ${merchantId}::integer, least(add, target), target, day,
             case when add >= target then ${now}::timestamptz end
      from input
      on conflict (mission_id, member_id, period) do update set
        progress = least(p.progress + case when excluded.last_day is null or p.last_day is null or p.last_day < excluded.last_day then excluded.progress else 0 end, p.target),
        last_day = greatest(p.last_day, excluded.last_day),
        completed_at = coalesce(p.completed_at, case when p.progress + case when excluded.last_day is null or p.last_day is null or p.last_day < excluded.last_day then excluded.progress else 0 end >= p.target then ${now}::timestamptz end)
      where p.completed_at is null
      returning member_id, mission_id, period, completed_at = ${now}::timestamptz as done`),
  );
  return rows.filter((r) => r.done).map((r) => ({ memberId: r.member_id, missionId: r.mission_id, period: r.period }));
}

/**
 * Raises a member's progress to a level they have reached (a count that is
 * a state, such as profile steps done), never lowering it and never past the
 * target; answers the rows this call completed.
 */
export async function raiseProgress(
  tx: DrizzleDb,
  merchantId: number,
  rows: readonly { missionId: number; memberId: number; period: string; level: bigint; target: bigint }[],
  now: Date,
): Promise<Completed[]> {
  if (rows.length === 0) return [];
  const col = (f: (a: (typeof rows)[number]) => string | number) => pgArray(rows.map(f));
  const out = rowsOf<{ member_id: number; mission_id: number; period: string; done: boolean }>(
    await tx.execute(sql`
      insert into mission_progress as p (mission_id, member_id, period, merchant_id, progress, target, completed_at)
      select mission_id, member_id, period, ${merchantId}::integer, least(level, target), target, case when level >= target then ${now}::timestamptz end
      from unnest(${col((a) => a.missionId)}::integer[], ${col((a) => a.memberId)}::integer[], ${col((a) => a.period)}::text[],
                  ${col((a) => a.level.toString())}::bigint[], ${col((a) => a.target.toString())}::bigint[]) as u(mission_id, member_id, period, level, target)
      on conflict (mission_id, member_id, period) do update set
        progress = greatest(p.progress, least(excluded.progress, p.target)),
        completed_at = case when excluded.progress >= p.target then ${now}::timestamptz end
      where p.completed_at is null and excluded.progress > p.progress
      returning member_id, mission_id, period, completed_at = ${now}::timestamptz as done`),
  );
  return out.filter((r) => r.done).map((r) => ({ memberId: r.member_id, missionId: r.mission_id, period: r.period }));
}

export async function progressOf(db: DrizzleDb, merchantId: number, memberId: number, periods: readonly string[]): Promise<MissionProgressRow[]> {
  return db
    .select()
    .from(missionProgress)
    .where(and(eq(missionProgress.merchantId, merchantId), eq(missionProgress.memberId, memberId), inArray(missionProgress.period, [...periods])));
}

/** Completed, unclaimed progress of a member (any period: a prize waits until claimed). */
export async function claimableOf(db: DrizzleDb, merchantId: number, memberId: number): Promise<{ progress: MissionProgressRow; mission: MissionRow }[]> {
  return db
    .select({ progress: missionProgress, mission: missions })
    .from(missionProgress)
    .innerJoin(missions, eq(missions.id, missionProgress.missionId))
    .where(and(eq(missionProgress.merchantId, merchantId), eq(missionProgress.memberId, memberId), sql`${missionProgress.completedAt} is not null`, isNull(missionProgress.claimedAt)))
    .orderBy(asc(missionProgress.completedAt));
}

export async function countClaimable(db: DrizzleDb, merchantId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(missionProgress)
    .where(and(eq(missionProgress.merchantId, merchantId), eq(missionProgress.memberId, memberId), sql`${missionProgress.completedAt} is not null`, isNull(missionProgress.claimedAt)));
  return row?.n ?? 0;
}

export async function findProgress(db: DrizzleDb, merchantId: number, memberId: number, missionId: number, period: string): Promise<MissionProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(missionProgress)
    .where(and(eq(missionProgress.merchantId, merchantId), eq(missionProgress.memberId, memberId), eq(missionProgress.missionId, missionId), eq(missionProgress.period, period)));
  return row;
}

/** Marks a completed progress claimed (the locked update: one claim wins). */
export async function takeProgress(
  tx: DrizzleDb,
  where: { merchantId: number; memberId: number; missionId: number; period: string },
  claim: { requestId: string; now: Date; prizePaid: bigint; prizeKind: 'cash' | 'points' },
) {
  const { merchantId, memberId, missionId, period } = where;
  const [row] = await tx
    .update(missionProgress)
    .set({ claimedAt: claim.now, claimRequestId: claim.requestId, prizePaid: claim.prizePaid, prizeKind: claim.prizeKind })
    .where(
      and(
        eq(missionProgress.merchantId, merchantId),
        eq(missionProgress.memberId, memberId),
        eq(missionProgress.missionId, missionId),
        eq(missionProgress.period, period),
        sql`${missionProgress.completedAt} is not null`,
        isNull(missionProgress.claimedAt),
      ),
    )
    .returning();
  return row;
}

/** Per mission: its claims, and the prizes paid by them in each kind (as paid, whatever the prize is now). */
export async function missionClaimStats(db: DrizzleDb, merchantId: number): Promise<Map<number, { claims: number; paid: { cash: bigint; points: bigint } }>> {
  const rows = await db
    .select({
      missionId: missionProgress.missionId,
      n: sql<number>`count(*)::int`,
      cash: sql<string>`coalesce(sum(${missionProgress.prizePaid}) filter (where ${missionProgress.prizeKind} = 'cash'), 0)::text`,
      points: sql<string>`coalesce(sum(${missionProgress.prizePaid}) filter (where ${missionProgress.prizeKind} = 'points'), 0)::text`,
    })
    .from(missionProgress)
    .where(and(eq(missionProgress.merchantId, merchantId), sql`${missionProgress.claimedAt} is not null`))
    .groupBy(missionProgress.missionId);
  return new Map(rows.map((r) => [r.missionId, { claims: r.n, paid: { cash: BigInt(r.cash), points: BigInt(r.points) } }]));
}

// Tournaments.

/** Tournaments running at `at` (of one brand, or of every brand with null). */
export async function runningTournaments(db: DrizzleDb, merchantId: number | null, at: Date): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(and(merchantId === null ? undefined : eq(tournaments.merchantId, merchantId), lte(tournaments.startsAt, at), gt(tournaments.endsAt, at), isNull(tournaments.finishedAt)));
}

/** Running, upcoming, and those finished in the last `recentDays`, soonest ending first. */
export async function visibleTournaments(db: DrizzleDb, merchantId: number, at: Date, recentDays: number): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.merchantId, merchantId), gt(tournaments.endsAt, new Date(at.getTime() - recentDays * 86_400_000))))
    .orderBy(asc(tournaments.endsAt), asc(tournaments.id));
}

export async function allTournaments(db: DrizzleDb, merchantId: number): Promise<TournamentRow[]> {
  return db.select().from(tournaments).where(eq(tournaments.merchantId, merchantId)).orderBy(desc(tournaments.startsAt), desc(tournaments.id));
}

export async function findTournament(db: DrizzleDb, merchantId: number, id: number): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(tournaments).where(and(eq(tournaments.merchantId, merchantId), eq(tournaments.id, id)));
  return row;
}

export async function insertTournament(db: DrizzleDb, row: typeof tournaments.$inferInsert): Promise<TournamentRow> {
  const [saved] = await db.insert(tournaments).values(row).returning();
  return saved!;
}

/** Changes a tournament that has not started (the where clause, so a start in between refuses it). */
export async function updateUpcomingTournament(db: DrizzleDb, merchantId: number, id: number, set: Partial<typeof tournaments.$inferInsert>, now: Date) {
  const [saved] = await db
    .update(tournaments)
    .set(set)
    .where(and(eq(tournaments.merchantId, merchantId), eq(tournaments.id, id), gt(tournaments.startsAt, now)))
    .returning();
  return saved;
}

export interface ScoreAdd {
  tournamentId: number;
  memberId: number;
  value: bigint;
}

/**
 * Adds to many scores at once (best: keeps the larger instead), one entry
 * per tournament and member; answers each row's score and when it was
 * reached (the tie-break: who got there first).
 */
export async function addScores(tx: DrizzleDb, merchantId: number, adds: readonly ScoreAdd[], best: boolean, now: Date) {
  if (adds.length === 0) return [];
  const col = (f: (a: ScoreAdd) => string | number) => pgArray(adds.map(f));
  const update = best
    ? sql`score = greatest(s.score, excluded.score), reached_at = case when excluded.score > s.score then excluded.reached_at else s.reached_at end`
    : sql`score = s.score + excluded.score, reached_at = case when excluded.score > 0 then excluded.reached_at else s.reached_at end`;
  const rows = rowsOf<{ tournament_id: number; member_id: number; score: string; reached_at: string | Date }>(
    await tx.execute(sql`
      insert into tournament_scores as s (tournament_id, member_id, merchant_id, score, reached_at)
      select t, m, ${merchantId}::integer, v, ${now}::timestamptz
      from unnest(${col((a) => a.tournamentId)}::integer[], ${col((a) => a.memberId)}::integer[], ${col((a) => a.value.toString())}::bigint[]) as u(t, m, v)
      on conflict (tournament_id, member_id) do update set ${update}
      returning tournament_id, member_id, score::text, reached_at`),
  );
  return rows.map((r) => ({ tournamentId: r.tournament_id, memberId: r.member_id, score: BigInt(r.score), reachedAt: new Date(r.reached_at) }));
}

const boardOrder = [desc(tournamentScores.score), asc(tournamentScores.reachedAt), desc(tournamentScores.memberId)];

export async function topScores(db: DrizzleDb, tournamentId: number, limit: number): Promise<TournamentScoreRow[]> {
  return db.select().from(tournamentScores).where(eq(tournamentScores.tournamentId, tournamentId)).orderBy(...boardOrder).limit(limit);
}

export async function scoreOf(db: DrizzleDb, tournamentId: number, memberId: number): Promise<TournamentScoreRow | undefined> {
  const [row] = await db.select().from(tournamentScores).where(and(eq(tournamentScores.tournamentId, tournamentId), eq(tournamentScores.memberId, memberId)));
  return row;
}

/** How many rank ahead of a score (the board index serves it). */
export async function countAhead(db: DrizzleDb, s: TournamentScoreRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tournamentScores)
    .where(
      and(
        eq(tournamentScores.tournamentId, s.tournamentId),
        sql`(${tournamentScores.score} > ${s.score} or (${tournamentScores.score} = ${s.score} and (${tournamentScores.reachedAt} < ${s.reachedAt} or (${tournamentScores.reachedAt} = ${s.reachedAt} and ${tournamentScores.memberId} > ${s.memberId}))))`,
      ),
    );
  return row?.n ?? 0;
}

export async function tournamentPlayers(db: DrizzleDb, merchantId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: tournamentScores.tournamentId, n: sql<number>`count(*)::int` })
    .from(tournamentScores)
    .where(eq(tournamentScores.merchantId, merchantId))
    .groupBy(tournamentScores.tournamentId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** One tournament due to finish, locked for this process (others skip it). */
export async function lockDueTournament(tx: DrizzleDb, before: Date): Promise<TournamentRow | undefined> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from tournaments where finished_at is null and ends_at <= ${before}::timestamptz order by ends_at limit 1 for update skip locked`),
  );
  if (!rows[0]) return undefined;
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, rows[0].id));
  return row;
}

export async function setPlace(tx: DrizzleDb, tournamentId: number, memberId: number, rank: number, prize: bigint | null) {
  await tx.update(tournamentScores).set({ rank, prize }).where(and(eq(tournamentScores.tournamentId, tournamentId), eq(tournamentScores.memberId, memberId)));
}

export async function finishTournament(tx: DrizzleDb, id: number, paid: bigint, now: Date) {
  await tx.update(tournaments).set({ finishedAt: now, paid }).where(eq(tournaments.id, id));
}

export async function allScores(db: DrizzleDb, tournamentId: number) {
  return db.select().from(tournamentScores).where(eq(tournamentScores.tournamentId, tournamentId));
}
