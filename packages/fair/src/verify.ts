/**
 * The verifier: recomputes any past round of an original from its three
 * values (and the bet's own choices), with no access to the platform. The
 * site's verifier page and `npm run fair:verify` both run this.
 */
import { hashServerSeed, type FairInput } from './floats';
import { diceMultiplier, diceRoll, diceWins, type DiceDirection } from './games/dice';
import { hiloCards, replayHilo, type HiloMove } from './games/hilo';
import { checkKenoPicks, kenoDraw, kenoMultiplier } from './games/keno';
import { minesPositions } from './games/mines';
import { checkPlinko, plinkoMultiplier, plinkoPath } from './games/plinko';
import { crashPoint, isOnChain } from './games/crash';

export const SEEDED_GAMES = ['dice', 'plinko', 'mines', 'keno', 'hilo'] as const;
export type SeededGame = (typeof SEEDED_GAMES)[number];
export const ORIGINAL_GAMES = [...SEEDED_GAMES, 'crash'] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];

export type VerifyParams =
  | { game: 'dice'; target: number; direction: DiceDirection; edgeBp: number }
  | { game: 'plinko'; rows: number; risk: string }
  | { game: 'mines'; mines: number }
  | { game: 'keno'; picks: number[] }
  | { game: 'hilo'; moves: HiloMove[]; edgeBp: number };

export type Verified =
  | { game: 'dice'; roll: number; win: boolean; multiplier: bigint }
  | { game: 'plinko'; path: (0 | 1)[]; bucket: number; multiplier: bigint }
  | { game: 'mines'; mines: number[] }
  | { game: 'keno'; drawn: number[]; hits: number[]; multiplier: bigint }
  | { game: 'hilo'; cards: number[]; lost: boolean; multiplier: bigint };

export interface VerifiedRound {
  serverSeedHash: string;
  result: Verified;
}

/** Throws RangeError when a value is out of its game's range. */
export function verifyRound(input: FairInput, params: VerifyParams): VerifiedRound {
  const serverSeedHash = hashServerSeed(input.serverSeed);
  switch (params.game) {
    case 'dice': {
      const bet = { target: params.target, direction: params.direction };
      const multiplier = diceMultiplier(bet, params.edgeBp);
      const roll = diceRoll(input);
      const win = diceWins(bet, roll);
      return { serverSeedHash, result: { game: 'dice', roll, win, multiplier: win ? multiplier : 0n } };
    }
    case 'plinko': {
      const t = checkPlinko(params.rows, params.risk);
      const { path, bucket } = plinkoPath(input, t.rows);
      return { serverSeedHash, result: { game: 'plinko', path, bucket, multiplier: plinkoMultiplier(t.rows, t.risk, bucket) } };
    }
    case 'mines':
      return { serverSeedHash, result: { game: 'mines', mines: [...minesPositions(input, params.mines)].sort((a, b) => a - b) } };
    case 'keno': {
      const picks = checkKenoPicks(params.picks);
      const drawn = kenoDraw(input);
      const hits = picks.filter((n) => drawn.includes(n));
      return { serverSeedHash, result: { game: 'keno', drawn, hits, multiplier: kenoMultiplier(picks.length, hits.length) } };
    }
    case 'hilo': {
      const game = replayHilo(input, params.moves, params.edgeBp);
      return { serverSeedHash, result: { game: 'hilo', cards: hiloCards(input, params.moves.length + 1), lost: game.lost, multiplier: game.multiplier } };
    }
  }
}

/** A crash round: its bust point, and whether its hash is on the chain ending in the published hash. */
export function verifyCrash(gameHash: string, salt: string, terminatingHash: string | undefined, maxSteps = 1_000_000): { point: number; onChain: boolean | null } {
  return { point: crashPoint(gameHash, salt), onChain: terminatingHash ? isOnChain(gameHash, terminatingHash, maxSteps) : null };
}
