/**
 * Live leaderboards (issue 15 item 5). PostgreSQL's tournament_scores is the
 * record (prizes are paid from it); with Redis, each tournament also has a
 * sorted set updated as scores arrive, so a board and a member's rank are
 * read in O(log n) without touching the database. Ties go to whoever reached
 * the score first in both: the set's members are "<inverted ms>:<member id>",
 * which Redis orders (equal scores, reverse lexicographic) as the database
 * orders score desc, reached_at asc, member_id desc.
 *
 * Redis may miss an update (a process dies after the commit, Redis is
 * away): a board whose set is missing is rebuilt from the database, the
 * finish job reads only the database, and `rebuild` runs for running
 * tournaments every few minutes.
 */
import type { Redis } from 'ioredis';

export interface BoardEntry {
  memberId: number;
  score: bigint;
  reachedAt: Date;
}

export interface LeaderboardStore {
  readonly kind: 'redis' | 'postgres';
  /** Records scores the database just committed (absolute values; a lower score never replaces a higher one). */
  record(tournamentId: number, entries: readonly BoardEntry[]): Promise<void>;
  /** The top `limit` and a member's rank (1-based) and score, or null when the store cannot answer (read the database). */
  read(tournamentId: number, limit: number, memberId: number | null): Promise<{ top: { memberId: number; score: bigint }[]; me: { rank: number; score: bigint } | null } | null>;
  /** Replaces a tournament's set with the database's scores. */
  rebuild(tournamentId: number, entries: readonly BoardEntry[], ttlSeconds: number): Promise<void>;
}

/** Without Redis the database's board index answers (the store records nothing). */
export const postgresLeaderboards: LeaderboardStore = {
  kind: 'postgres',
  async record() {},
  async read() {
    return null;
  },
  async rebuild() {},
};

const MAX_MS = 9_999_999_999_999;
// Both parts fixed-width, so Redis's byte order is their numeric order (member 10 above member 2, as the database's member_id desc).
const memberKey = (e: BoardEntry) => `${String(MAX_MS - e.reachedAt.getTime()).padStart(13, '0')}:${String(e.memberId).padStart(10, '0')}`;
const memberIdOf = (key: string) => Number(key.slice(key.indexOf(':') + 1));

// KEYS[1] the set, KEYS[2] member id → set member; ARGV: member id, score, set member, ttl.
const RECORD = `
local old = redis.call('HGET', KEYS[2], ARGV[1])
if old then
  local s = redis.call('ZSCORE', KEYS[1], old)
  if s and tonumber(s) > tonumber(ARGV[2]) then return 0 end
  if s and tonumber(s) == tonumber(ARGV[2]) and old >= ARGV[3] then return 0 end
  redis.call('ZREM', KEYS[1], old)
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[4])
return 1`;

/** Sets live a day past their last update: a finished tournament's board is read from the database. */
const TTL_SECONDS = 86_400;

export function redisLeaderboards(redis: Redis, prefix: string): LeaderboardStore {
  const setKey = (id: number) => `${prefix}:board:${id}`;
  const whoKey = (id: number) => `${prefix}:board:${id}:who`;
  return {
    kind: 'redis',
    async record(tournamentId, entries) {
      if (entries.length === 0) return;
      const pipeline = redis.pipeline();
      for (const e of entries) pipeline.eval(RECORD, 2, setKey(tournamentId), whoKey(tournamentId), String(e.memberId), e.score.toString(), memberKey(e), String(TTL_SECONDS));
      await pipeline.exec();
    },
    async read(tournamentId, limit, memberId) {
      const [exists] = await Promise.all([redis.exists(setKey(tournamentId))]);
      if (!exists) return null;
      const flat = await redis.zrevrange(setKey(tournamentId), 0, limit - 1, 'WITHSCORES');
      const top: { memberId: number; score: bigint }[] = [];
      for (let i = 0; i + 1 < flat.length; i += 2) top.push({ memberId: memberIdOf(flat[i]!), score: BigInt(flat[i + 1]!) });
      let me: { rank: number; score: bigint } | null = null;
      if (memberId !== null) {
        const key = await redis.hget(whoKey(tournamentId), String(memberId));
        if (key) {
          const [rank, score] = await Promise.all([redis.zrevrank(setKey(tournamentId), key), redis.zscore(setKey(tournamentId), key)]);
          if (rank !== null && score !== null) me = { rank: rank + 1, score: BigInt(score) };
        }
      }
      return { top, me };
    },
    async rebuild(tournamentId, entries, ttlSeconds) {
      const multi = redis.multi().del(setKey(tournamentId), whoKey(tournamentId));
      for (let i = 0; i < entries.length; i += 500) {
        const part = entries.slice(i, i + 500);
        multi.zadd(setKey(tournamentId), ...part.flatMap((e) => [e.score.toString(), memberKey(e)]));
        multi.hset(whoKey(tournamentId), ...part.flatMap((e) => [String(e.memberId), memberKey(e)]));
      }
      multi.expire(setKey(tournamentId), ttlSeconds).expire(whoKey(tournamentId), ttlSeconds);
      await multi.exec();
    },
  };
}
