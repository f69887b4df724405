import { formatMultiplier, verifyRound, type FairInput, type TPublicRound, type Verified, type VerifiedRound, type VerifyParams } from '@wps/fair';

export type Recomputed = { ok: true; round: VerifiedRound } | { ok: false; problem: string };

/** verifyRound, with its RangeError (a value outside the game's rules) as a result instead of a crash. */
export function recompute(input: FairInput, params: VerifyParams): Recomputed {
  try {
    return { ok: true, round: verifyRound(input, params) };
  } catch (e) {
    if (e instanceof RangeError) return { ok: false, problem: e.message };
    throw e;
  }
}

const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
const same = (a: readonly number[] | undefined, b: readonly number[]) => a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Whether the recomputed outcome is the one the round recorded: the values
 * the seeds decide (the roll, the path, the mines, the draw, the cards).
 * Sets (mines, keno numbers) compare in any order.
 */
export function outcomeMatches(round: TPublicRound, verified: Verified): boolean {
  const r = round.result;
  if (round.game !== verified.game) return false;
  switch (verified.game) {
    case 'dice':
      return r.roll === verified.roll;
    case 'plinko':
      return r.bucket === verified.bucket && same(r.path, verified.path);
    case 'mines':
      // The record lists the mines once the game is over; before that, the tiles found safe must all be safe.
      return r.mines !== undefined ? same(sorted(r.mines), verified.mines) : (r.revealed ?? []).every((tile) => !verified.mines.includes(tile));
    case 'keno':
      return r.drawn !== undefined && same(sorted(r.drawn), sorted(verified.drawn)) && (r.hits === undefined || same(sorted(r.hits), sorted(verified.hits)));
    case 'hilo':
      return same(r.cards, verified.cards);
  }
}

/** SHA-256 hex is case-insensitive text; compare it so. */
export const sameHash = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 19801n → "1.9801×". */
export const multiplierText = (m: bigint) => `${formatMultiplier(m)}×`;

/** Hundredths of a crash point or dice roll → "2.37". */
export const hundredthsText = (n: number) => (n / 100).toFixed(2);
