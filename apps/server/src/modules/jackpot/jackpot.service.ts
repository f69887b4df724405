/**
 * Progressive jackpots (issue 11 item 6): the platform's side.
 *
 * Money. The pool is a ledger account of the brand (kind `jackpot`). It is
 * seeded from the house when the jackpot is created; every settled
 * real-money round of its games then moves `contribution_bp` of the round's
 * stake from the house into it (after the round commits, from the
 * round.settled event, idempotent by the round). A hit releases the whole
 * pool to the house and, in the same transaction, the provider API pays that
 * amount to the winner as a win of their open round (provider.service.ts
 * payJackpot), so the betting record, the wager and the winners board see it
 * as any win; the pool is then seeded again. The round's hit row is unique,
 * so a round wins once.
 *
 * The hit rule is the game's (certified by `npm run games:certify`): a spin
 * staking s wins with probability s / hit_every. Its long-run return to
 * players is contribution_bp / 10,000 + seed / hit_every of what is staked;
 * the brand's settings keep it within MAX_JACKPOT_RETURN_BP.
 */
import { ErrorCode } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findTransactionByKey } from '../ledger';
import { balanceOf, houseAccountFor, jackpotPoolAccount, lockAccounts, postTransaction } from '../ledger/ledger.service';
import { findActiveJackpots, findHit, findJackpot, insertHit, insertJackpot, setContributionCarry, type JackpotRow } from './jackpot.repository';

/**
 * Which games feed which jackpot, per brand, read at most every
 * FEEDS_TTL_MS by each process: every settled round of every game asks, and
 * almost none feeds a jackpot. A new or paused jackpot is seen by the other
 * processes within that time (this one at once).
 */
const FEEDS_TTL_MS = 10_000;
const feedsCache = new WeakMap<DrizzleDb, Map<number, { until: number; rows: Promise<JackpotRow[]> }>>();

function activeJackpots(db: DrizzleDb, merchantId: number): Promise<JackpotRow[]> {
  let byBrand = feedsCache.get(db);
  if (!byBrand) feedsCache.set(db, (byBrand = new Map()));
  const hit = byBrand.get(merchantId);
  if (hit && hit.until > Date.now()) return hit.rows;
  const rows = findActiveJackpots(db, merchantId);
  byBrand.set(merchantId, { until: Date.now() + FEEDS_TTL_MS, rows });
  rows.catch(() => byBrand.delete(merchantId));
  return rows;
}

const forgetFeeds = (db: DrizzleDb, merchantId: number) => feedsCache.get(db)?.delete(merchantId);

/** What a jackpot may return to players at most, in basis points of the stakes of its games. */
export const MAX_JACKPOT_RETURN_BP = 300;

export interface JackpotDefinition {
  code: string;
  name: string;
  vassalage: string;
  gameCodes: readonly string[];
  seed: bigint;
  contributionBp: number;
  hitEvery: bigint;
}

/** The jackpot's long-run return to players, in (fractional) basis points of its games' stakes. */
export const jackpotReturnBp = (d: Pick<JackpotDefinition, 'seed' | 'contributionBp' | 'hitEvery'>): number =>
  d.contributionBp + (Number(d.seed) * 10_000) / Number(d.hitEvery);

function checkDefinition(d: JackpotDefinition): void {
  if (!/^[a-z0-9-]{1,40}$/.test(d.code)) throw new RangeError(`jackpot code ${d.code}: lowercase letters, digits and -`);
  if (d.gameCodes.length === 0) throw new RangeError('a jackpot needs at least one game');
  if (d.seed <= 0n || d.hitEvery <= 0n || d.hitEvery > 2n ** 48n - 1n) throw new RangeError('seed and hitEvery must be positive (hitEvery below 2^48)');
  if (!Number.isInteger(d.contributionBp) || d.contributionBp < 1 || d.contributionBp > 500) throw new RangeError('contributionBp must be 1..500');
  if (jackpotReturnBp(d) > MAX_JACKPOT_RETURN_BP) {
    throw new RangeError(`jackpot ${d.code} would return ${(jackpotReturnBp(d) / 100).toFixed(2)} % of stakes; at most ${MAX_JACKPOT_RETURN_BP / 100} %`);
  }
}

/** Creates the brand's jackpot, its pool account and its first seed, once (a second call finds it). */
export async function ensureJackpot(db: DrizzleDb, merchant: { id: number; currency: string }, def: JackpotDefinition, now: Date): Promise<JackpotRow> {
  checkDefinition(def);
  forgetFeeds(db, merchant.id);
  return db.transaction(async (tx) => {
    const existing = await findJackpot(tx, merchant.id, def.code);
    if (existing) return existing;
    const pool = await jackpotPoolAccount(tx, merchant.id, merchant.currency, def.code);
    const row = await insertJackpot(tx, {
      merchantId: merchant.id,
      code: def.code,
      name: def.name,
      vassalage: def.vassalage,
      gameCodes: [...def.gameCodes],
      currency: merchant.currency,
      seed: def.seed,
      contributionBp: def.contributionBp,
      hitEvery: def.hitEvery,
      accountId: pool.id,
      createdAt: now,
    });
    if (!row) return (await findJackpot(tx, merchant.id, def.code))!;
    const key = `jackpot:${def.code}:seed:initial`;
    const house = await houseAccountFor(tx, merchant.id, merchant.currency, key);
    await postTransaction(tx, {
      merchantId: merchant.id,
      idempotencyKey: key,
      type: 'jackpot_seed',
      reference: `jackpot:${def.code}`,
      entries: [
        { accountId: house.id, amount: -def.seed },
        { accountId: pool.id, amount: def.seed },
      ],
    });
    return row;
  });
}

export interface JackpotView {
  code: string;
  name: string;
  currency: string;
  pool: bigint;
  hitEvery: bigint;
}

const view = async (db: DrizzleDb, row: JackpotRow): Promise<JackpotView> => ({
  code: row.code,
  name: row.name,
  currency: row.currency,
  pool: await balanceOf(db, row.accountId),
  hitEvery: row.hitEvery,
});

/** The active jackpot a vendor's game feeds (one at most: the first by id), from the per-brand cache. */
const feedOf = async (db: DrizzleDb, merchantId: number, vassalage: string, gameCode: string) =>
  (await activeJackpots(db, merchantId)).find((j) => j.vassalage === vassalage && j.gameCodes.includes(gameCode));

/** The jackpot a vendor's game takes part in, with its pool now (a read of the pool only when there is one: every authenticate asks). */
export async function jackpotOfGame(db: DrizzleDb, merchantId: number, vassalage: string, gameCode: string): Promise<JackpotView | undefined> {
  const row = await feedOf(db, merchantId, vassalage, gameCode);
  return row ? view(db, row) : undefined;
}

/** The brand's jackpot for the home roll and the list pages' counter, or undefined when it runs none. */
export async function brandJackpot(db: DrizzleDb, merchantId: number): Promise<JackpotView | undefined> {
  const [row] = await activeJackpots(db, merchantId);
  return row ? view(db, row) : undefined;
}

/** A settled round as the round.settled event carries it. */
export interface SettledRound {
  vassalage: string;
  gameCode: string;
  roundId: string;
  stake: string;
  isTrial: boolean;
}

/**
 * A settled real-money round's share of its stake into the pool of the
 * jackpot its game feeds (nothing for demo credits). Shares below one minor
 * unit are carried to the next round, so the pool gets exactly
 * contributionBp / 10,000 of the stakes. Idempotent by the round: the
 * jackpot's row is locked, then the movement's key looked up, so a repeated
 * delivery moves nothing and carries nothing.
 */
export async function contribute(db: DrizzleDb, merchantId: number, round: SettledRound): Promise<bigint> {
  if (round.isTrial) return 0n;
  const stake = BigInt(round.stake);
  if (stake <= 0n) return 0n;
  const feeds = await feedOf(db, merchantId, round.vassalage, round.gameCode);
  if (!feeds) return 0n;
  const key = `jackpot:${feeds.code}:c:${round.vassalage}:${round.roundId}`;
  return db.transaction(async (tx) => {
    const jackpot = await findJackpot(tx, merchantId, feeds.code, { lock: true });
    if (!jackpot || (await findTransactionByKey(tx, merchantId, key))) return 0n;
    const owed = BigInt(jackpot.contributionCarry) + stake * BigInt(jackpot.contributionBp);
    const amount = owed / 10_000n;
    await setContributionCarry(tx, jackpot.id, Number(owed % 10_000n));
    if (amount === 0n) return 0n;
    const house = await houseAccountFor(tx, merchantId, jackpot.currency, key);
    await postTransaction(tx, {
      merchantId,
      idempotencyKey: key,
      type: 'jackpot_contribution',
      reference: `${round.vassalage}:${round.roundId}`,
      metadata: { jackpot: jackpot.code, stake: stake.toString() },
      entries: [
        { accountId: house.id, amount: -amount },
        { accountId: jackpot.accountId, amount },
      ],
    });
    return amount;
  });
}

export interface ReleaseInput {
  merchantId: number;
  code: string;
  vassalage: string;
  gameCode: string;
  roundId: string;
  transactionId: string;
  memberId: number;
  /** The accounts the win that follows moves: locked here first, in id order, with the pool's. */
  memberAccountId: number;
  houseAccountId: number;
  now: Date;
}

/**
 * A hit, inside the caller's transaction (the provider API's jackpot call):
 * the whole pool to the house (the same transaction pays it to the winner as
 * a win of their round), the seed back into the pool, and the round's hit
 * row. The same call again (same transaction id) answers the amount it had
 * and moves nothing; another call for a round that already won is refused.
 */
export async function releaseJackpot(tx: DrizzleDb, input: ReleaseInput): Promise<{ amount: bigint; replay: boolean }> {
  const jackpot = await findJackpot(tx, input.merchantId, input.code, { lock: true });
  if (!jackpot || jackpot.status !== 'active' || jackpot.vassalage !== input.vassalage || !jackpot.gameCodes.includes(input.gameCode)) {
    throw new AppError(404, ErrorCode.jackpotNotFound, `Game ${input.gameCode} takes no part in an active jackpot ${input.code}`);
  }
  const prior = await findHit(tx, jackpot.id, input.vassalage, input.roundId);
  if (prior) {
    if (prior.transactionId !== input.transactionId) throw new AppError(409, ErrorCode.jackpotAlreadyWon, `Round ${input.roundId} already won jackpot ${input.code}`);
    return { amount: prior.amount, replay: true };
  }
  const balances = await lockAccounts(tx, [jackpot.accountId, input.houseAccountId, input.memberAccountId]);
  const amount = balances.get(jackpot.accountId) ?? 0n;
  const ref = `${input.vassalage}:${input.roundId}`;
  if (amount > 0n) {
    await postTransaction(tx, {
      merchantId: input.merchantId,
      idempotencyKey: `jackpot:${jackpot.code}:release:${ref}`,
      type: 'jackpot_release',
      reference: ref,
      metadata: { jackpot: jackpot.code, memberId: input.memberId },
      entries: [
        { accountId: jackpot.accountId, amount: -amount },
        { accountId: input.houseAccountId, amount },
      ],
    });
  }
  await postTransaction(tx, {
    merchantId: input.merchantId,
    idempotencyKey: `jackpot:${jackpot.code}:seed:${ref}`,
    type: 'jackpot_seed',
    reference: `jackpot:${jackpot.code}`,
    entries: [
      { accountId: input.houseAccountId, amount: -jackpot.seed },
      { accountId: jackpot.accountId, amount: jackpot.seed },
    ],
  });
  await insertHit(tx, {
    merchantId: input.merchantId,
    jackpotId: jackpot.id,
    memberId: input.memberId,
    vassalage: input.vassalage,
    roundId: input.roundId,
    transactionId: input.transactionId,
    amount,
    createdAt: input.now,
  });
  return { amount, replay: false };
}
