import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisLeaderboards, type LeaderboardStore } from '../src/modules/missions';
import { redisReachable, TEST_REDIS_URL } from './support/redis';

// The live boards in Redis must rank exactly as the database does (score desc, reached first, then member id desc).
const reachable = await redisReachable();
describe.runIf(reachable)('Redis leaderboards', () => {
  let redis: Redis;
  let store: LeaderboardStore;
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
    store = redisLeaderboards(redis, `test-${randomUUID()}`);
  });
  afterAll(async () => void (await redis.quit()));

  it('ranks by score, ties to whoever reached it first, as the database orders them (property)', async () => {
    let board = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ memberId: fc.integer({ min: 1, max: 30 }), score: fc.bigInt({ min: 0n, max: 10n ** 12n }), at: fc.integer({ min: 0, max: 5 }) }), { minLength: 1, maxLength: 60 }),
        async (updates) => {
          const id = ++board;
          // Each update is a committed absolute score (the database's value after it): scores only rise per member.
          const best = new Map<number, { score: bigint; reachedAt: Date }>();
          for (const u of updates) {
            const before = best.get(u.memberId);
            const score = before ? before.score + u.score : u.score;
            const entry = { memberId: u.memberId, score, reachedAt: new Date(1_800_000_000_000 + u.at * 1000) };
            if (before && entry.reachedAt < before.reachedAt) entry.reachedAt = before.reachedAt;
            best.set(u.memberId, { score, reachedAt: entry.reachedAt });
            await store.record(id, [entry]);
          }
          const expected = [...best.entries()]
            .sort(([ma, a], [mb, b]) => (a.score !== b.score ? (a.score > b.score ? -1 : 1) : a.reachedAt.getTime() - b.reachedAt.getTime() || mb - ma))
            .map(([memberId, e]) => ({ memberId, score: e.score }));
          const read = await store.read(id, 100, expected[0]!.memberId);
          expect(read?.top).toEqual(expected);
          expect(read?.me).toEqual({ rank: 1, score: expected[0]!.score });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never lowers a score, and a rebuild replaces the set', async () => {
    const id = 1_000_000;
    await store.record(id, [{ memberId: 1, score: 50n, reachedAt: new Date(1000) }]);
    await store.record(id, [{ memberId: 1, score: 20n, reachedAt: new Date(2000) }]);
    expect((await store.read(id, 10, 1))?.me).toEqual({ rank: 1, score: 50n });
    await store.rebuild(id, [{ memberId: 2, score: 7n, reachedAt: new Date(1000) }], 60);
    expect(await store.read(id, 10, 1)).toEqual({ top: [{ memberId: 2, score: 7n }], me: null });
    expect(await store.read(id + 1, 10, 1)).toBeNull();
  });

  it('breaks a full tie (same score, same moment) by the larger member id, as the database does, not by the id\'s text', async () => {
    const id = 1_000_010;
    const at = new Date(5000);
    await store.record(id, [
      { memberId: 2, score: 9n, reachedAt: at },
      { memberId: 10, score: 9n, reachedAt: at },
    ]);
    expect((await store.read(id, 10, 2))?.top.map((r) => r.memberId)).toEqual([10, 2]);
  });
});
