/**
 * Free rounds (issue 15, decision 015): a source (a promotion's claim, say)
 * grants a member rounds of one of our studio's slots at a fixed stake. The
 * rounds are played through the provider API: a bet naming the grant takes a
 * round in provider_apply (migration 0046), where the house pays the stake.
 * This file holds the grant itself, the member's list and the expiry.
 */
import { ErrorCode, type TFreeRoundGrant, type TFreeRoundList } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  activeGrants,
  expireGrants,
  findGrantBySource,
  findGrantGame,
  insertGrant,
  merchantCurrency,
  studioSlots,
  type FreeRoundGrantRow,
} from './free-rounds.repository';
import { findGameNames } from '../games';

/** Our studio's vendor code at the platform (the provider seed's STUDIO_VASSALAGE): free rounds are for its slots. */
export const FREE_ROUND_VASSALAGE = 'WPS';
/** At most this many rounds in one grant. */
export const FREE_ROUNDS_MAX = 1000;
/** A round's stake at most 1,000.00 (the studio's default max bet). */
export const FREE_ROUND_STAKE_MAX = 100_000n;

export interface GrantFreeRoundsInput {
  merchantId: number;
  memberId: number;
  gameCode: string;
  rounds: number;
  stake: bigint;
  sourceKind: string;
  sourceId: string;
  expiresAt: Date;
}

const refuse = (message: string) => new AppError(400, ErrorCode.validation, message);

/**
 * Grants `rounds` free rounds of the studio slot `gameCode` at `stake` each,
 * inside the caller's transaction `tx`. Idempotent by (merchant, sourceKind,
 * sourceId): a source grants once, and asking again returns that grant (a
 * different member, game, count or stake under the same source is a 409).
 * Refused (400) when the game is not one of the studio's slots, the stake is
 * below the game's minimum bet, not a whole amount per line or above
 * FREE_ROUND_STAKE_MAX, the count is not 1 to FREE_ROUNDS_MAX, or the expiry
 * is not a valid date.
 */
export async function grantFreeRounds(tx: DrizzleDb, input: GrantFreeRoundsInput): Promise<FreeRoundGrantRow> {
  if (!Number.isInteger(input.rounds) || input.rounds < 1 || input.rounds > FREE_ROUNDS_MAX) throw refuse(`rounds: 1 to ${FREE_ROUNDS_MAX}`);
  if (!(input.expiresAt instanceof Date) || Number.isNaN(input.expiresAt.getTime())) throw refuse('expiresAt: a date');
  if (!input.sourceKind || input.sourceKind.length > 40 || !input.sourceId || input.sourceId.length > 100) throw refuse('sourceKind and sourceId: 1 to 40 and 1 to 100 characters');
  const existing = await findGrantBySource(tx, input.merchantId, input.sourceKind, input.sourceId);
  if (existing) return sameGrant(existing, input);

  const game = await findGrantGame(tx, input.merchantId, FREE_ROUND_VASSALAGE, input.gameCode);
  if (!game || !game.isGame || game.lines <= 0) throw refuse(`gameCode: ${input.gameCode} is not one of the studio's slots`);
  if (input.stake < game.minBet || input.stake <= 0n) throw refuse(`stake: at least the game's minimum bet, ${game.minBet}`);
  if (input.stake > FREE_ROUND_STAKE_MAX) throw refuse(`stake: at most ${FREE_ROUND_STAKE_MAX}`);
  if (input.stake % BigInt(game.lines) !== 0n) throw refuse(`stake: a whole amount on each of the game's ${game.lines} lines`);
  const currency = await merchantCurrency(tx, input.merchantId);
  if (!currency) throw new AppError(404, ErrorCode.notFound, 'No such brand');

  const now = new Date();
  const inserted = await insertGrant(tx, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    vassalage: FREE_ROUND_VASSALAGE,
    gameCode: input.gameCode,
    currency,
    roundsGranted: input.rounds,
    roundsLeft: input.rounds,
    stake: input.stake,
    sourceKind: input.sourceKind,
    sourceId: input.sourceId,
    // Past its expiry it is refused at bet time at once, and marked expired by the job.
    status: 'active',
    expiresAt: input.expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  if (inserted) return inserted;
  // Another transaction granted the same source meanwhile (it committed first): that grant.
  const raced = await findGrantBySource(tx, input.merchantId, input.sourceKind, input.sourceId);
  if (!raced) throw new Error('free round grant neither inserted nor found');
  return sameGrant(raced, input);
}

function sameGrant(row: FreeRoundGrantRow, input: GrantFreeRoundsInput): FreeRoundGrantRow {
  if (row.memberId !== input.memberId || row.gameCode !== input.gameCode || row.roundsGranted !== input.rounds || row.stake !== input.stake) {
    throw new AppError(409, ErrorCode.requestConflict, `${input.sourceKind} ${input.sourceId} already granted other free rounds`);
  }
  return row;
}

/** A member's free rounds still to play, for the site (each with its game's name and type), the soonest to expire first. */
export async function listActiveFreeRounds(db: DrizzleDb, merchant: { id: number; currencySymbol: string }, memberId: number, now: Date): Promise<TFreeRoundList> {
  const rows = await activeGrants(db, { merchantId: merchant.id, memberId, now });
  const names = await findGameNames(db, merchant.id, rows.map((r) => ({ vassalage: r.vassalage, gameCode: r.gameCode })));
  const grants: TFreeRoundGrant[] = [];
  for (const r of rows) {
    const game = await findGrantGame(db, merchant.id, r.vassalage, r.gameCode);
    grants.push({
      id: r.id,
      vassalage: r.vassalage,
      gameCode: r.gameCode,
      gameName: names.get(`${r.vassalage}|${r.gameCode}`) ?? r.gameCode,
      gameType: game?.gameType ?? 'RNG',
      roundsGranted: r.roundsGranted,
      roundsLeft: r.roundsLeft,
      stake: r.stake.toString(),
      status: r.status,
      expiresAt: r.expiresAt.getTime(),
      createdAt: r.createdAt.getTime(),
    });
  }
  return { currencySymbol: merchant.currencySymbol, grants };
}

/** The member's free rounds of one game (the provider API's authenticate offers them to the game). */
export const activeFreeRoundsOfGame = (db: DrizzleDb, where: { merchantId: number; memberId: number; vassalage: string; gameCode: string; now: Date }) => activeGrants(db, where);

/** Grants past their expiry are marked expired, a batch at a time until none is left. */
export async function expireFreeRounds(db: DrizzleDb, now: Date): Promise<{ expired: number }> {
  let expired = 0;
  for (;;) {
    const n = await expireGrants(db, now, 500);
    expired += n;
    if (n < 500) return { expired };
  }
}

/** The brand's studio slots free rounds may be granted on: code, name, minimum bet and lines (a grant's stake is a whole amount per line). */
export const freeRoundGames = (db: DrizzleDb, merchantId: number) => studioSlots(db, merchantId, FREE_ROUND_VASSALAGE);
