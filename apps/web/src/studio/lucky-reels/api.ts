/** The page's two calls to the studio server (same origin), in the platform's envelope (../shared/envelope). */
import { envelopeClient, retrying } from '../shared/envelope';
import type { TMode } from '../shared/launch';
import type { TFreeRoundGrant, TSpinView } from './logic';

export interface TSession {
  mode: TMode;
  playerId?: string;
  currency: string;
  balance: string;
  betLevels: string[];
  defaultBet: string;
  lines: number;
  paylines: number[][];
  paytable: { symbol: string; pays: Record<'3' | '4' | '5', number> }[];
  scatterPays: Record<'3' | '4' | '5', number>;
  freeSpins: { award: number; maxPerRound: number; multiplier: number };
  rtp: string;
  language?: string;
  /** The progressive jackpot this session plays for (real money only), its pool in minor units when the session opened. */
  jackpot: { name: string; pool: string } | null;
  /** The member's free rounds of this game (decision 015), the soonest to expire first; a spin of one stakes its `stake` on all lines. */
  freeRounds?: TFreeRoundGrant[];
}

export interface TSpinResult {
  mode: TMode;
  roundId: string;
  clientSpinId: string;
  bet: string;
  base: TSpinView;
  freeSpins: TSpinView[];
  baseWin: string;
  featureWin: string;
  totalWin: string;
  /** The jackpot this spin won, minor units ('0' when none). */
  jackpotWin: string;
  balance?: string;
  currency: string;
  duplicate: boolean;
  /** A free round's spin: its grant and the rounds left of it. */
  freeRound?: { grantId: string; roundsLeft: number };
}

const post = envelopeClient('/studio/lucky-reels/api');

export const openSession = (mode: TMode, token?: string) => post<TSession>('session', { mode, ...(token ? { token } : {}) });

/** A spin; a lost answer is asked again with the same clientSpinId, so it is never charged twice. */
export const playSpin = (body: { mode: TMode; token?: string; bet: string; clientSpinId: string; freeRoundGrantId?: string }): Promise<TSpinResult> => retrying(() => post<TSpinResult>('spin', body), { attempts: 3, pauseMs: 400 });
