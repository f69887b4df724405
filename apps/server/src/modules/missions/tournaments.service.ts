/**
 * Tournaments (issue 15 item 5): scores rise as settled rounds arrive
 * (total wagered, rounds played, or the best payout ÷ stake), the board is
 * live (leaderboard-store.ts), and when a tournament ends the finish job pays
 * its prize table from the database's ranking, once; a recurring one's
 * next tournament is made then (tournament-series.ts).
 */
import type { TTournament, TTournamentPrize } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { textIn } from '../../lib/language-texts';
import type { AppServices } from '../../services';
import { findMerchantById, type MerchantRow } from '../brand';
import { payPrize } from '../ledger/ledger.service';
import { findMembersByIds } from '../member';
import type { BoardEntry, LeaderboardStore } from './leaderboard-store';
import {
  addScores,
  allScores,
  countAhead,
  finishTournament,
  lockDueTournament,
  runningTournaments,
  scoreOf,
  setPlace,
  topScores,
  visibleTournaments,
  type ScoreAdd,
  type TournamentRow,
} from './missions.repository';
import { scheduleNextTournament } from './tournament-series';

export interface SettledRound {
  memberId: number;
  category: string;
  stake: bigint;
  payout: bigint;
}

export const BOARD_SIZE = 20;
/** Finished tournaments stay on the page this long. */
const RECENT_DAYS = 7;
/** Rounds settled just before the end may be delivered a little after it. */
export const FINISH_GRACE_MS = 60_000;

/** A round's contribution to a tournament's score, or null when it does not count. */
export function scoreOfRound(t: Pick<TournamentRow, 'metric' | 'category' | 'minStake'>, r: SettledRound): bigint | null {
  if (r.stake <= 0n || r.stake < t.minStake) return null;
  if (t.category && t.category !== r.category) return null;
  if (t.metric === 'wagered') return r.stake;
  if (t.metric === 'rounds') return 1n;
  return (r.payout * 100n) / r.stake;
}

/** Adds rounds to the brand's running tournaments in the caller's transaction; answers the new scores per tournament. */
export async function scoreRounds(tx: DrizzleDb, merchant: MerchantRow, rounds: readonly SettledRound[], now: Date): Promise<Map<number, BoardEntry[]>> {
  const out = new Map<number, BoardEntry[]>();
  if (rounds.length === 0) return out;
  for (const t of await runningTournaments(tx, merchant.id, now)) {
    const best = t.metric === 'best_multiplier';
    const adds = new Map<number, ScoreAdd>();
    for (const r of rounds) {
      const value = scoreOfRound(t, r);
      if (value === null) continue;
      const before = adds.get(r.memberId);
      if (!before) adds.set(r.memberId, { tournamentId: t.id, memberId: r.memberId, value });
      else before.value = best ? (value > before.value ? value : before.value) : before.value + value;
    }
    const scores = await addScores(tx, merchant.id, [...adds.values()], best, now);
    if (scores.length > 0) out.set(t.id, scores.map((s) => ({ memberId: s.memberId, score: s.score, reachedAt: s.reachedAt })));
  }
  return out;
}

const stateOf = (t: TournamentRow, now: Date): TTournament['state'] =>
  now < t.startsAt ? 'upcoming' : now < t.endsAt && !t.finishedAt ? 'running' : 'finished';

export const prizeFor = (prizes: readonly TTournamentPrize[], rank: number): bigint | null => {
  const p = prizes.find((x) => rank >= x.fromRank && rank <= x.toRank);
  return p ? BigInt(p.amount) : null;
};
export const prizePool = (prizes: readonly TTournamentPrize[]) => prizes.reduce((sum, p) => sum + BigInt(p.amount) * BigInt(p.toRank - p.fromRank + 1), 0n);

/** "j***n": a name on a public board. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account[0] ?? ''}*`;
  return `${account[0]}***${account[account.length - 1]}`;
}

/** A tournament's board: the store's live set when it has one, else the database's index. */
async function boardOf(db: DrizzleDb, store: LeaderboardStore, t: TournamentRow, memberId: number | null) {
  const live = t.finishedAt ? null : await store.read(t.id, BOARD_SIZE, memberId).catch(() => null);
  if (live) return live;
  const top = (await topScores(db, t.id, BOARD_SIZE)).map((s) => ({ memberId: s.memberId, score: s.score }));
  let me: { rank: number; score: bigint } | null = null;
  if (memberId !== null) {
    const mine = await scoreOf(db, t.id, memberId);
    if (mine) me = { rank: mine.rank ?? (await countAhead(db, mine)) + 1, score: mine.score };
  }
  return { top, me };
}

export async function tournamentsFor(
  services: Pick<AppServices, 'db' | 'clock' | 'leaderboards'>,
  merchant: MerchantRow,
  memberId: number | null,
  language: string,
  onlyId?: number,
): Promise<TTournament[]> {
  const now = services.clock.now();
  const list = (await visibleTournaments(services.db, merchant.id, now, RECENT_DAYS)).filter((t) => onlyId === undefined || t.id === onlyId);
  const boards = await Promise.all(list.map((t) => boardOf(services.db, services.leaderboards, t, memberId)));
  const ids = [...new Set(boards.flatMap((b) => b.top.map((r) => r.memberId)).concat(memberId === null ? [] : [memberId]))];
  const names = new Map((await findMembersByIds(services.db, merchant.id, ids)).map((m) => [m.id, maskAccount(m.account)]));
  return list.map((t, i) => {
    const board = boards[i]!;
    const row = (memberId: number, rank: number, score: bigint) => ({ rank, name: names.get(memberId) ?? '***', score: score.toString(), prize: prizeFor(t.prizes, rank)?.toString() ?? null });
    return {
      id: t.id,
      title: textIn(t.title, language, merchant.defaultLanguage),
      description: textIn(t.description, language, merchant.defaultLanguage),
      metric: t.metric,
      category: (t.category as TTournament['category']) ?? null,
      minStake: t.minStake.toString(),
      startsAt: t.startsAt.getTime(),
      endsAt: t.endsAt.getTime(),
      state: stateOf(t, now),
      prizes: t.prizes,
      prizePool: prizePool(t.prizes).toString(),
      top: board.top.map((r, k) => row(r.memberId, k + 1, r.score)),
      me: memberId !== null && board.me ? row(memberId, board.me.rank, board.me.score) : null,
    };
  });
}

/**
 * Pays every tournament that ended (plus the grace) and is not finished:
 * places by score, then who reached it first; places without a player pay
 * nothing. Each tournament in its own transaction, locked so one process pays it.
 */
export async function finishDueTournaments(services: Pick<AppServices, 'db' | 'clock' | 'outbox'>): Promise<number> {
  let finished = 0;
  for (;;) {
    const now = services.clock.now();
    const done = await services.db.transaction(async (tx) => {
      const t = await lockDueTournament(tx, new Date(now.getTime() - FINISH_GRACE_MS));
      if (!t) return false;
      const merchant = await findMerchantById(tx, t.merchantId);
      const places = t.prizes.reduce((n, p) => Math.max(n, p.toRank), 0);
      const top = await topScores(tx, t.id, places);
      let paid = 0n;
      for (const [i, s] of top.entries()) {
        const prize = prizeFor(t.prizes, i + 1);
        await setPlace(tx, t.id, s.memberId, i + 1, prize);
        if (!prize || prize <= 0n || !merchant) continue;
        await payPrize(tx, {
          merchantId: t.merchantId,
          memberId: s.memberId,
          currency: merchant.currency,
          type: 'tournament_prize',
          key: `tournament:${t.id}:${s.memberId}`,
          amount: prize,
          metadata: { tournamentId: t.id, rank: i + 1, score: s.score.toString() },
        });
        paid += prize;
        await services.outbox.emit(tx, t.merchantId, 'balance.changed', { memberId: s.memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
      }
      await finishTournament(tx, t.id, paid, now);
      // A daily or weekly one goes on: its next, in the same transaction (once: the series key is unique).
      await scheduleNextTournament(tx, t, now);
      return true;
    });
    if (!done) break;
    finished++;
  }
  if (finished > 0) void services.outbox.dispatch();
  return finished;
}

/** Rebuilds the live sets of running tournaments from the database (what Redis may have missed). */
export async function rebuildBoards(services: Pick<AppServices, 'db' | 'clock' | 'leaderboards'>): Promise<number> {
  if (services.leaderboards.kind !== 'redis') return 0;
  let n = 0;
  const now = services.clock.now();
  for (const t of await runningTournaments(services.db, null, now)) {
    const scores = await allScores(services.db, t.id);
    await services.leaderboards.rebuild(t.id, scores, Math.ceil((t.endsAt.getTime() - now.getTime()) / 1000) + 86_400);
    n++;
  }
  return n;
}
