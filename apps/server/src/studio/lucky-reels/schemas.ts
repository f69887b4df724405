/**
 * Lucky Reels studio API: the calls between the game's page and the studio's server
 * (POST /studio/lucky-reels/api/session and /spin). Studio-private, so they live here
 * rather than in @wps/contracts; every answer is the platform envelope.
 */
import { ZPositiveMinor } from '@wps/contracts';
import { z } from 'zod';

export const STUDIO_MODES = ['real', 'demo', 'fun'] as const;
export type TStudioMode = (typeof STUDIO_MODES)[number];

const ZToken = z.string().min(16).max(200);
/** A positive amount in minor units, at most the money bound. */
const ZAmount = ZPositiveMinor;
/** The browser's id for one spin: a retried request carries the same one. */
const ZClientSpinId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 letters, digits, - or _');

export const ZSessionBody = z
  .object({ mode: z.enum(STUDIO_MODES), token: ZToken.optional() })
  .refine((b) => b.mode === 'fun' || b.token !== undefined, { message: 'a game token is needed outside fun mode', path: ['token'] });
export type TSessionBody = z.infer<typeof ZSessionBody>;

export const ZSpinBody = z
  .object({
    mode: z.enum(STUDIO_MODES).default('real'),
    token: ZToken.optional(),
    bet: ZAmount,
    clientSpinId: ZClientSpinId,
    /** Play this spin as one of the member's free rounds (the session's `freeRounds`): `bet` must be the grant's stake. */
    freeRoundGrantId: z.string().regex(/^\d{1,10}$/, 'a grant id').optional(),
  })
  .refine((b) => b.mode === 'fun' || b.token !== undefined, { message: 'a game token is needed outside fun mode', path: ['token'] })
  .refine((b) => b.freeRoundGrantId === undefined || b.mode === 'real', { message: 'free rounds are played with real money only', path: ['freeRoundGrantId'] });
export type TSpinBody = z.infer<typeof ZSpinBody>;

const ZSymbol = z.string();

/** A grant of free rounds the page offers. */
export const ZFreeRounds = z.object({ grantId: z.string(), roundsLeft: z.number().int(), roundsGranted: z.number().int(), stake: z.string(), expiresAt: z.string() });
export type TFreeRounds = z.infer<typeof ZFreeRounds>;

export const ZSession = z.object({
  mode: z.enum(STUDIO_MODES),
  /** Absent in fun mode (no wallet behind it). */
  playerId: z.string().optional(),
  currency: z.string(),
  /** Minor units; in fun mode the fun credits a new session starts with (the browser keeps them). */
  balance: z.string(),
  /** Total bets a spin may stake, minor units, ascending. */
  betLevels: z.array(z.string()).min(1),
  defaultBet: z.string(),
  lines: z.number().int(),
  /** Row (0 top) on each reel, per payline. */
  paylines: z.array(z.array(z.number().int())),
  /** Line pays in line bets by count of a kind. */
  paytable: z.array(z.object({ symbol: ZSymbol, pays: z.object({ 3: z.number(), 4: z.number(), 5: z.number() }) })),
  /** Scatter pays in total bets. */
  scatterPays: z.object({ 3: z.number(), 4: z.number(), 5: z.number() }),
  freeSpins: z.object({ award: z.number().int(), maxPerRound: z.number().int(), multiplier: z.number().int() }),
  /** Certified return to player, percent. */
  rtp: z.string(),
  language: z.string().optional(),
  /** The progressive jackpot this session plays for (real money only), its pool in minor units when the session opened. */
  jackpot: z.object({ name: z.string(), pool: z.string() }).nullable(),
  /**
   * The member's free rounds of this game (decision 015), the soonest to expire first: each spin of one
   * stakes the grant's `stake` on all the game's lines (stake ÷ lines a line), paid by the house.
   */
  freeRounds: z.array(ZFreeRounds).default([]),
});
export type TSession = z.infer<typeof ZSession>;

export const ZLineWin = z.object({
  line: z.number().int(),
  symbol: ZSymbol,
  count: z.number().int(),
  /** In line bets, free-spin multiplier included. */
  multiplier: z.number(),
  win: z.string(),
});

export const ZSpinView = z.object({
  /** grid[row][reel], 3 rows × 5 reels. */
  grid: z.array(z.array(ZSymbol)),
  lineWins: z.array(ZLineWin),
  scatterCount: z.number().int(),
  scatterWin: z.string(),
  freeSpinsAwarded: z.number().int(),
  multiplier: z.number().int(),
  win: z.string(),
});
export type TSpinView = z.infer<typeof ZSpinView>;

export const ZSpinResult = z.object({
  mode: z.enum(STUDIO_MODES),
  roundId: z.string(),
  clientSpinId: z.string(),
  bet: z.string(),
  base: ZSpinView,
  /** Every free spin of the round, in play order (empty when none). */
  freeSpins: z.array(ZSpinView),
  baseWin: z.string(),
  featureWin: z.string(),
  totalWin: z.string(),
  /** The jackpot this spin won (minor units), paid into the round beside totalWin; '0' when none. */
  jackpotWin: z.string().default('0'),
  /** The wallet after the round; in fun mode absent (the browser keeps the fun balance). */
  balance: z.string().optional(),
  currency: z.string(),
  /** The same spin asked again: this is the answer it had, nothing moved. */
  duplicate: z.boolean(),
  /** A free round's spin: its grant and the rounds left of it after this one. */
  freeRound: z.object({ grantId: z.string(), roundsLeft: z.number().int() }).optional(),
});
export type TSpinResult = z.infer<typeof ZSpinResult>;
