/**
 * The originals' studio API: the calls between a game's page
 * (/studio/<game>/) and the studio server (/studio/<game>/api/...), and the
 * public round record the site's verifier reads (/studio/fair/rounds/<id>).
 * Studio-private (not the platform's /wps calls), shared by the studio, its
 * pages and the verifier; every answer is the platform's envelope.
 */
import { ZPositiveMinor } from '@wps/contracts';
import { z } from 'zod';
import { HILO_MAX_CARDS } from './games/hilo';
import { KENO_MAX_PICKS, KENO_NUMBERS } from './games/keno';
import { MINES_MAX, MINES_MIN, MINES_TILES } from './games/mines';
import { PLINKO_RISKS, PLINKO_ROWS } from './games/plinko';

export const ORIGINAL_MODES = ['real', 'demo', 'fun'] as const;
export type TOriginalMode = (typeof ORIGINAL_MODES)[number];

/** The games whose rounds are one call; Mines and Hi-Lo stay open until the player cashes out or loses. */
export const ONE_SHOT_GAMES = ['dice', 'plinko', 'keno'] as const;
export const STEP_GAMES = ['mines', 'hilo'] as const;
export const PLAYED_GAMES = [...ONE_SHOT_GAMES, ...STEP_GAMES] as const;
export type TPlayedGame = (typeof PLAYED_GAMES)[number];

const ZToken = z.string().min(16).max(200);
/** A fun-mode session's id (fun play has no wallet; the id keeps its seeds and open games). */
export const ZFunId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'a fun session id');
/** The browser's id for one bet: a retried request carries the same one. */
export const ZClientRoundId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 letters, digits, - or _');
export const ZRoundId = z.string().regex(/^[0-9a-f-]{36}$/, 'a round id');
export const ZClientSeed = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, 'letters, digits and printable symbols, no spaces');

/** Who is playing: a game token (real or demo) or a fun session id. */
const who = {
  mode: z.enum(ORIGINAL_MODES),
  token: ZToken.optional(),
  funId: ZFunId.optional(),
};
const needsWho = <T extends { mode: TOriginalMode; token?: string | undefined; funId?: string | undefined }>(b: T) =>
  b.mode === 'fun' ? b.funId !== undefined || b.token === undefined : b.token !== undefined;

export const ZSessionBody = z.object(who).refine((b) => b.mode === 'fun' || b.token !== undefined, { message: 'a game token is needed outside fun mode', path: ['token'] });
export type TSessionBody = z.infer<typeof ZSessionBody>;

export const ZDiceParams = z.object({ target: z.number().int().min(0).max(10_000), direction: z.enum(['over', 'under']) });
export const ZPlinkoParams = z.object({
  rows: z.union(PLINKO_ROWS.map((r) => z.literal(r)) as unknown as [z.ZodLiteral<8>, z.ZodLiteral<12>, z.ZodLiteral<16>]),
  risk: z.enum(PLINKO_RISKS),
});
export const ZKenoParams = z.object({
  picks: z
    .array(z.number().int().min(1).max(KENO_NUMBERS))
    .min(1)
    .max(KENO_MAX_PICKS)
    .refine((p) => new Set(p).size === p.length, 'the picked numbers must differ'),
});
export const ZMinesParams = z.object({ mines: z.number().int().min(MINES_MIN).max(MINES_MAX) });
export const ZHiloParams = z.object({});

export const PARAMS_BY_GAME = { dice: ZDiceParams, plinko: ZPlinkoParams, keno: ZKenoParams, mines: ZMinesParams, hilo: ZHiloParams } as const;
export type TParams = { dice: z.infer<typeof ZDiceParams>; plinko: z.infer<typeof ZPlinkoParams>; keno: z.infer<typeof ZKenoParams>; mines: z.infer<typeof ZMinesParams>; hilo: z.infer<typeof ZHiloParams> };

/** A bet: the stake and the game's own choices (checked against the game in the path). */
export const ZBetBody = z
  .object({ ...who, clientRoundId: ZClientRoundId, bet: ZPositiveMinor, params: z.record(z.string(), z.unknown()) })
  .refine(needsWho, { message: 'a game token is needed outside fun mode, a fun id in it', path: ['token'] });
export type TBetBody = z.infer<typeof ZBetBody>;

export const ACTIONS = ['reveal', 'higher', 'lower', 'skip', 'cashout'] as const;
export type TAction = (typeof ACTIONS)[number];

export const ZActBody = z
  .object({ ...who, roundId: ZRoundId, action: z.enum(ACTIONS), tile: z.number().int().min(0).max(MINES_TILES - 1).optional() })
  .refine(needsWho, { message: 'a game token is needed outside fun mode, a fun id in it', path: ['token'] })
  .refine((b) => b.action !== 'reveal' || b.tile !== undefined, { message: 'which tile to reveal', path: ['tile'] });
export type TActBody = z.infer<typeof ZActBody>;

export const ZRotateBody = z
  .object({ ...who, clientSeed: ZClientSeed.optional() })
  .refine(needsWho, { message: 'a game token is needed outside fun mode, a fun id in it', path: ['token'] });
export type TRotateBody = z.infer<typeof ZRotateBody>;

export const ZSeedInfo = z.object({
  serverSeedHash: z.string(),
  /** Shown before rotating, so the next pair is committed to in advance too. */
  nextServerSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});
export type TSeedInfo = z.infer<typeof ZSeedInfo>;

export const ZRevealedSeed = z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), rounds: z.number().int() });
export const ZRotateResult = z.object({ revealed: ZRevealedSeed, seeds: ZSeedInfo });
export type TRotateResult = z.infer<typeof ZRotateResult>;

export const ROUND_STATUSES = ['open', 'won', 'lost', 'cashed'] as const;
export type TRoundStatus = (typeof ROUND_STATUSES)[number];

/** What a round shows; game-specific fields are present for their game. */
export const ZRoundResult = z.object({
  roll: z.number().int().optional(),
  path: z.array(z.union([z.literal(0), z.literal(1)])).optional(),
  bucket: z.number().int().optional(),
  drawn: z.array(z.number().int()).optional(),
  hits: z.array(z.number().int()).optional(),
  /** Mines: safe tiles found, in order; the mines once the game is over. */
  revealed: z.array(z.number().int()).optional(),
  mines: z.array(z.number().int()).optional(),
  /** Hi-Lo: the cards so far (the last is the one to guess from while open) and the moves made. */
  cards: z.array(z.number().int().min(0).max(51)).max(HILO_MAX_CARDS).optional(),
  moves: z.array(z.enum(['higher', 'lower', 'skip'])).optional(),
  /** While open: what cashing out would pay now and after the next right step. */
  nextMultipliers: z.record(z.string(), z.string()).optional(),
});
export type TRoundResult = z.infer<typeof ZRoundResult>;

export const ZRoundView = z.object({
  roundId: z.string(),
  clientRoundId: z.string(),
  game: z.enum(PLAYED_GAMES),
  mode: z.enum(ORIGINAL_MODES),
  status: z.enum(ROUND_STATUSES),
  bet: z.string(),
  currency: z.string(),
  params: z.record(z.string(), z.unknown()),
  /** The multiplier reached (cash-out value while open), "1.9801". */
  multiplier: z.string(),
  payout: z.string(),
  result: ZRoundResult,
  seed: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
  /** The wallet after this step (absent in fun mode: the browser keeps fun credits). */
  balance: z.string().optional(),
  /** The same bet asked again: this is the answer it had, nothing moved. */
  duplicate: z.boolean(),
});
export type TRoundView = z.infer<typeof ZRoundView>;

export const ZOriginalsSession = z.object({
  mode: z.enum(ORIGINAL_MODES),
  game: z.enum(PLAYED_GAMES),
  playerId: z.string().optional(),
  /** Fun mode: the id the page sends with every call. */
  funId: z.string().optional(),
  currency: z.string(),
  /** Minor units; in fun mode the fun credits a new session starts with. */
  balance: z.string(),
  limits: z.object({ minBet: z.string(), maxBet: z.string(), maxWin: z.string() }),
  /** The brand's house edge for Dice, Mines and Hi-Lo, basis points. */
  edgeBp: z.number().int(),
  /** The certified return of this game at this brand, percent text ("99.00"). */
  rtp: z.string(),
  autoplay: z.boolean(),
  turbo: z.boolean(),
  seeds: ZSeedInfo,
  /** An unfinished Mines or Hi-Lo game to continue. */
  open: ZRoundView.optional(),
  language: z.string().optional(),
});
export type TOriginalsSession = z.infer<typeof ZOriginalsSession>;

/** A round as the verifier reads it: the public record, the server seed once rotated out. */
export const ZPublicRound = z.object({
  roundId: z.string(),
  game: z.enum(PLAYED_GAMES),
  status: z.enum(ROUND_STATUSES),
  params: z.record(z.string(), z.unknown()),
  moves: z.array(z.enum(['higher', 'lower', 'skip'])),
  edgeBp: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Null until the player rotates the seed pair this round used. */
  serverSeed: z.string().nullable(),
  multiplier: z.string(),
  result: ZRoundResult,
  createdAt: z.string(),
});
export type TPublicRound = z.infer<typeof ZPublicRound>;
