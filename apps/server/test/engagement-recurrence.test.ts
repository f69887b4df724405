import { staffRainCancel, staffRainCreate, staffRains, staffTournamentCreate, staffTournamentUpdate, staffTournaments, type TStaffRain, type TStaffTournament } from '@wps/contracts';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rainEnvelopes, rains, tournamentScores, tournaments } from '../src/db/schema';
import { seedGameCatalog } from '../src/db/seed/games';
import { STUDIO_GAMES } from '../src/db/seed/games-catalog';
import { followEndedRains } from '../src/modules/lucky';
import { finishDueTournaments } from '../src/modules/missions';
import { scheduleNextTournament } from '../src/modules/missions/tournament-series';
import { createOutbox } from '../src/modules/outbox';
import { call, envelope } from './support/accounts';
import { mainOf } from './support/promotions';
import { createProviderApp, gameToken, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
  await seedGameCatalog(t.database.db, t.merchantId, STUDIO_GAMES, t.clock.now());
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const ok = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).value as T;
};
const admin = async () => ({ token: await staffToken(t, 'admin01') });
const title = (text: string) => ({ EN: text, TY: text });
const quiet = { error: () => undefined, warn: () => undefined };
const services = () => ({ db: t.database.db, clock: t.clock, outbox: createOutbox(t.database.db, quiet) });
let counter = 0;

async function play(m: TestMember, rounds: number, stake: string) {
  const token = await gameToken(t, m, 'lucky-reels');
  for (let i = 0; i < rounds; i++) {
    const roundId = `r${counter++}-${m.id}`;
    expect((await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${roundId}-b`, roundId, amount: stake })).statusCode).toBe(200);
    expect((await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${roundId}-w`, roundId, amount: '0', endRound: true })).statusCode).toBe(200);
  }
}

const seriesOfTournament = (firstId: number) =>
  t.database.db
    .select()
    .from(tournaments)
    .where(or(eq(tournaments.id, firstId), eq(tournaments.seriesId, firstId)))
    .orderBy(asc(tournaments.startsAt));
const seriesOfRain = (firstId: number) =>
  t.database.db
    .select()
    .from(rains)
    .where(or(eq(rains.id, firstId), eq(rains.seriesId, firstId)))
    .orderBy(asc(rains.startsAt));
const envelopesOf = async (rainId: number) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${rainEnvelopes.amount}), 0)::text`, least: sql<string>`min(${rainEnvelopes.amount})::text` })
    .from(rainEnvelopes)
    .where(and(eq(rainEnvelopes.rainId, rainId)));
  return { count: row!.n, sum: BigInt(row!.sum), least: BigInt(row!.least ?? '0') };
};

describe('recurring tournaments', () => {
  it('a weekly tournament pays once when it finishes and makes exactly one next, a week later, with the same settings; made Once, the series ends', async () => {
    const now = t.clock.now().getTime();
    const prizes = [
      { fromRank: 1, toRank: 1, amount: '10000' },
      { fromRank: 2, toRank: 3, amount: '2000' },
    ];
    const first = ok<TStaffTournament>(
      await call(
        t,
        staffTournamentCreate,
        { title: title('Weekly race'), description: title('Biggest stakes win.'), metric: 'wagered', category: 'RNG', minStake: '100', startsAt: now - 60_000, endsAt: now + 3_600_000, prizes, recurrence: 'weekly' },
        await admin(),
      ),
    );
    expect(first.recurrence).toBe('weekly');
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1_000_000n);
    await play(m, 2, '5000');
    // The rounds are scored after their commit (outbox).
    const score = async () => (await t.database.db.select().from(tournamentScores).where(and(eq(tournamentScores.tournamentId, first.id), eq(tournamentScores.memberId, m.id))))[0]?.score;
    await expect.poll(score, { timeout: 10_000 }).toBe(10_000n);
    const before = await mainOf(t, m.id);

    t.clock.advance(3_600_000 + 61_000);
    // The finish job twice (a retry): paid once, one next tournament. (The job acts on every brand of the
    // database and skips rows another process holds: on a shared PostgreSQL the test looks at its own rows.)
    await finishDueTournaments(services());
    await finishDueTournaments(services());
    await expect.poll(async () => (await finishDueTournaments(services()), (await seriesOfTournament(first.id))[0]!.finishedAt !== null), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => mainOf(t, m.id), { timeout: 10_000 }).toBe(before + 10_000n);
    const series = await seriesOfTournament(first.id);
    expect(series).toHaveLength(2);
    const [done, next] = series as [typeof tournaments.$inferSelect, typeof tournaments.$inferSelect];
    expect(done).toMatchObject({ id: first.id, paid: 10_000n, seriesId: null });
    expect(done.finishedAt).not.toBeNull();
    expect(next).toMatchObject({
      seriesId: first.id,
      recurrence: 'weekly',
      metric: 'wagered',
      category: 'RNG',
      minStake: 100n,
      prizes,
      title: title('Weekly race'),
      paid: 0n,
      finishedAt: null,
      startsAt: new Date(now - 60_000 + 7 * DAY),
      endsAt: new Date(now + 3_600_000 + 7 * DAY),
    });
    // The series key: making the next again (a retried finish) makes nothing.
    expect(await t.database.db.transaction((tx) => scheduleNextTournament(tx, done, t.clock.now()))).toBeUndefined();
    expect(await seriesOfTournament(first.id)).toHaveLength(2);
    // Staff see it upcoming, repeating every week; the finished one stays paid (nothing more).
    const list = ok<{ list: TStaffTournament[] }>(await call(t, staffTournaments, undefined, await admin())).list;
    expect(list.find((x) => x.id === next.id)).toMatchObject({ state: 'upcoming', recurrence: 'weekly', paid: '0' });
    expect(await mainOf(t, m.id)).toBe(before + 10_000n);

    // Staff change the upcoming one to Once: when it finishes, no next is made.
    const { state: _s, players: _p, prizePool: _pp, paid: _pd, ...input } = list.find((x) => x.id === next.id)!;
    ok(await call(t, staffTournamentUpdate, { ...input, recurrence: 'none', reason: 'Last race of the season' }, await admin()));
    t.clock.advance(7 * DAY);
    await finishDueTournaments(services());
    await expect.poll(async () => (await finishDueTournaments(services()), (await seriesOfTournament(first.id))[1]!.finishedAt !== null), { timeout: 10_000 }).toBe(true);
    const ended = await seriesOfTournament(first.id);
    expect(ended).toHaveLength(2);
    expect(ended.every((x) => x.finishedAt !== null)).toBe(true);
    await expectLedgerSound(t);
  });
});

describe('recurring rains', () => {
  const create = async (startsAt: number, recurrence: 'none' | 'daily' | 'weekly') =>
    ok<TStaffRain>(
      await call(
        t,
        staffRainCreate,
        { title: title('Evening rain'), startsAt, durationMinutes: 30, budget: '1000', envelopes: 7, requirement: 'none', requirementAmount: '0', requirementDays: 7, recurrence },
        await admin(),
      ),
    );

  it('a daily rain that ends schedules exactly one next rain a day later, its envelopes cut anew to the budget; cancelling one ends the series', async () => {
    const now = t.clock.now().getTime();
    const first = await create(now, 'daily');
    expect(first.recurrence).toBe('daily');
    // Still falling: nothing to schedule. (The job acts on every brand: the test looks at its own series.)
    await followEndedRains(services());
    expect(await seriesOfRain(first.id)).toHaveLength(1);
    t.clock.advance(31 * 60_000);
    // The job twice: one next rain.
    await followEndedRains(services());
    await followEndedRains(services());
    const series = await seriesOfRain(first.id);
    expect(series).toHaveLength(2);
    const next = series[1]!;
    expect(next).toMatchObject({
      seriesId: first.id,
      recurrence: 'daily',
      budget: 1000n,
      envelopes: 7,
      requirement: 'none',
      cancelledAt: null,
      followedAt: null,
      startsAt: new Date(now + DAY),
      endsAt: new Date(now + DAY + 30 * 60_000),
    });
    expect(await envelopesOf(next.id)).toMatchObject({ count: 7, sum: 1000n });
    expect((await envelopesOf(next.id)).least).toBeGreaterThanOrEqual(1n);
    const list = ok<{ list: TStaffRain[] }>(await call(t, staffRains, undefined, await admin())).list;
    expect(list.find((r) => r.id === next.id)).toMatchObject({ state: 'upcoming', recurrence: 'daily', cancelled: false });

    // The next one cancelled before it falls: when its window ends, no rain follows.
    ok(await call(t, staffRainCancel, { id: next.id, reason: 'Holiday' }, await admin()));
    t.clock.advance(DAY + 31 * 60_000);
    await followEndedRains(services());
    expect(await seriesOfRain(first.id)).toHaveLength(2);
  });

  it('a cancelled daily rain schedules none, and a rain that does not repeat none', async () => {
    const now = t.clock.now().getTime();
    const cancelled = await create(now + 3_600_000, 'daily');
    ok(await call(t, staffRainCancel, { id: cancelled.id, reason: 'Wrong evening' }, await admin()));
    const once = await create(now + 60_000, 'none');
    t.clock.advance(2 * 3_600_000);
    await followEndedRains(services());
    await followEndedRains(services());
    expect(await seriesOfRain(cancelled.id)).toHaveLength(1);
    expect(await seriesOfRain(once.id)).toHaveLength(1);
  });

  it('a weekly rain the job missed for weeks is followed by the next one still to come', async () => {
    const now = t.clock.now().getTime();
    const weekly = await create(now, 'weekly');
    t.clock.advance(15 * DAY);
    await followEndedRains(services());
    const [, next, more] = await seriesOfRain(weekly.id);
    expect(more).toBeUndefined();
    expect(next!.startsAt).toEqual(new Date(now + 21 * DAY));
    expect(await envelopesOf(next!.id)).toMatchObject({ count: 7, sum: 1000n });
  });
});
