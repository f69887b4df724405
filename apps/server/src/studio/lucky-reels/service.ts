/**
 * Lucky Reels, the studio's side: a session and one round per spin. The outcome comes from
 * the engine (cryptoRng); money moves only through the platform's provider API: bet, then
 * win with endRound and the outcome. No state is kept between requests except a short-lived
 * memory of recent answers, so a retried spin gets the answer it already had.
 */
import { ErrorCode, formatMoney } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { memorySpinStore, type SpinStore } from './spin-store';
import { cryptoRng, type RandomSource } from '../rng';
import { spin as playRound, type TRoundOutcome, type TSpinResult as TEngineSpin } from './engine';
import { LUCKY_REELS } from './game-data';
import { authenticate, claimJackpot, payWin, placeBet, platformError, refundBet, type PlatformPlayer } from '../platform/calls';
import { drawJackpotHit } from '../jackpot';
import type { StudioContext } from '../platform/context';
import {
  type TSession,
  type TSessionBody,
  type TSpinBody,
  type TSpinResult,
  type TSpinView,
  type TStudioMode,
  type TFreeRounds,
} from './schemas';

/** Total bets in minor units: the catalog's min bet (0.20, one minor unit per line) and friendly steps up to 100.00. */
export const BET_LEVELS: readonly bigint[] = [20n, 40n, 100n, 200n, 400n, 1000n, 2000n, 4000n, 10000n];
export const DEFAULT_BET = 100n;
/** A fun-mode session starts with 2,000.00 fun credits; the browser keeps them. */
export const FUN_START_BALANCE = 200_000n;
export const CERTIFIED_RTP = '96.1';

const RECENT_SPINS = 5000;
const RECENT_SPIN_TTL_MS = 10 * 60_000;

const symbolName = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

export function sessionInfo(
  mode: TStudioMode,
  currency: string,
  balance: bigint,
  extra: { playerId?: string; language?: string; jackpot?: { name: string; pool: string } | null; freeRounds?: TFreeRounds[] } = {},
): TSession {
  const game = LUCKY_REELS;
  return {
    mode,
    ...extra,
    currency,
    balance: balance.toString(),
    betLevels: BET_LEVELS.map(String),
    defaultBet: DEFAULT_BET.toString(),
    lines: game.lines,
    paylines: game.paylines.map((l) => [...l]),
    paytable: Object.entries(game.linePays).map(([symbol, pays]) => ({ symbol, pays: { 3: pays[3], 4: pays[4], 5: pays[5] } })),
    scatterPays: { ...game.scatterPays },
    freeSpins: { award: game.freeSpins.award, maxPerRound: game.freeSpins.maxPerRound, multiplier: game.freeSpins.winMultiplier },
    rtp: CERTIFIED_RTP,
    jackpot: extra.jackpot ?? null,
    freeRounds: extra.freeRounds ?? [],
  };
}

function view(s: TEngineSpin): TSpinView {
  return {
    grid: s.grid.map((row) => [...row]),
    lineWins: s.lineWins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, multiplier: w.multiplier, win: w.win.toString() })),
    scatterCount: s.scatterCount,
    scatterWin: s.scatterWin.toString(),
    freeSpinsAwarded: s.freeSpinsAwarded,
    multiplier: s.multiplier,
    win: s.win.toString(),
  };
}

/** One line for the betting record: "5 × Seven on line 3 +2 lines · 10 free spins". */
export function outcomeSummary(round: TRoundOutcome): string {
  const parts: string[] = [];
  const best = [...round.lineWins].sort((a, b) => (b.win > a.win ? 1 : b.win < a.win ? -1 : 0))[0];
  if (best) parts.push(`${best.count} × ${symbolName(best.symbol)} on line ${best.line}${round.lineWins.length > 1 ? ` +${round.lineWins.length - 1} lines` : ''}`);
  if (round.scatterWin > 0n) parts.push(`${round.scatterCount} × Scatter`);
  if (round.featureSpins.length > 0) parts.push(`${round.featureSpins.length} free spins won ${formatMoney(round.featureWin)}`);
  return parts.length > 0 ? parts.join(' · ').slice(0, 200) : 'No win';
}

/** The window by reel (left to right), each top to bottom, as the platform's outcome takes it. */
export const gridByReel = (grid: readonly (readonly string[])[]): string[][] => grid[0]!.map((_, reel) => grid.map((row) => row[reel]!));

function checkBet(bet: string): bigint {
  const amount = BigInt(bet);
  if (!BET_LEVELS.includes(amount)) {
    throw new AppError(400, ErrorCode.validation, `bet: must be one of ${BET_LEVELS.join(', ')} (minor units)`);
  }
  return amount;
}

function checkFreeStake(bet: string): bigint {
  const amount = BigInt(bet);
  if (amount % BigInt(LUCKY_REELS.lines) !== 0n) throw new AppError(400, ErrorCode.freeRoundStake, `bet: a free spin stakes a whole amount on each of the ${LUCKY_REELS.lines} lines`);
  return amount;
}

function outcomeOf(rng: RandomSource, bet: bigint): TRoundOutcome {
  return playRound(rng, { lineBet: bet / BigInt(LUCKY_REELS.lines), lines: LUCKY_REELS.lines });
}

function present(
  mode: TStudioMode,
  round: TRoundOutcome,
  ids: { roundId: string; clientSpinId: string },
  currency: string,
  balance?: bigint,
  jackpotWin = 0n,
): TSpinResult {
  return {
    jackpotWin: jackpotWin.toString(),
    mode,
    ...ids,
    bet: round.totalBet.toString(),
    base: view(round),
    freeSpins: round.featureSpins.map(view),
    baseWin: round.baseWin.toString(),
    featureWin: round.featureWin.toString(),
    totalWin: round.totalWin.toString(),
    ...(balance === undefined ? {} : { balance: balance.toString() }),
    currency,
    duplicate: false,
  };
}

export type { StudioContext };

export function createLuckyReelsService(opts: { rng?: RandomSource; jackpotRng?: RandomSource; now?: () => number; store?: SpinStore } = {}) {
  const rng = opts.rng ?? cryptoRng;
  const jackpotRng = opts.jackpotRng ?? cryptoRng;
  const now = opts.now ?? Date.now;
  const store = opts.store ?? memorySpinStore();
  /** Recent answers (and spins in flight) by brand, player and clientSpinId: a retry gets the same answer. */
  const recent = new Map<string, { bet: string; expires: number; answer: Promise<TSpinResult> }>();

  function remember(key: string, bet: string, answer: Promise<TSpinResult>) {
    if (recent.size >= RECENT_SPINS) {
      const t = now();
      for (const [k, v] of recent) if (v.expires <= t || recent.size >= RECENT_SPINS) recent.delete(k);
    }
    recent.set(key, { bet, expires: now() + RECENT_SPIN_TTL_MS, answer });
    // A failed spin may be tried again for real.
    answer.catch(() => recent.delete(key));
  }

  async function session(ctx: StudioContext, body: TSessionBody): Promise<TSession> {
    if (body.mode === 'fun' || !body.token) return sessionInfo('fun', ctx.currency, FUN_START_BALANCE);
    const auth = await authenticate(ctx, body.token, LUCKY_REELS.id);
    const jackpot = auth.trial || !auth.jackpot ? null : { name: auth.jackpot.name, pool: auth.jackpot.pool };
    const freeRounds = auth.trial ? [] : (auth.freeRounds ?? []);
    return sessionInfo(auth.trial ? 'demo' : 'real', auth.currency, BigInt(auth.balance), { playerId: auth.playerId, language: auth.language, jackpot, freeRounds });
  }

  /**
   * The jackpot draw of a spin whose bet was taken (real money only), by the
   * certified rule; a hit claims the pool into the round before its win
   * closes it. A claim the platform refuses or does not answer pays nothing
   * here (the round's record shows what was paid): the spin goes on.
   */
  async function jackpotOf(ctx: StudioContext, auth: PlatformPlayer, roundId: string, amount: bigint): Promise<bigint> {
    const jackpot = auth.trial ? null : auth.jackpot;
    if (!jackpot || !drawJackpotHit(jackpotRng, amount, BigInt(jackpot.hitEvery))) return 0n;
    const paid = await claimJackpot(ctx, { playerId: auth.playerId, transactionId: `${roundId}-jackpot`, roundId, jackpotCode: jackpot.code });
    if (paid.success && paid.value?.jackpotWin !== undefined) return BigInt(paid.value.jackpotWin);
    ctx.log.error({ roundId, code: paid.code, status: paid.status }, 'lucky reels: a jackpot hit was not paid');
    return 0n;
  }

  async function playReal(ctx: StudioContext, body: TSpinBody & { token: string }, amount: bigint): Promise<TSpinResult> {
    const auth = await authenticate(ctx, body.token, LUCKY_REELS.id);
    const mode: TStudioMode = auth.trial ? 'demo' : 'real';
    const roundId = `${auth.playerId}-${body.clientSpinId}`;
    // A free round (decision 015): one of the session's grants, at its stake on all lines; the platform takes the
    // round and refuses one used up, expired or another's; the house pays the stake. Free rounds play no jackpot.
    const grant = body.freeRoundGrantId === undefined ? undefined : (auth.freeRounds ?? []).find((g) => g.grantId === body.freeRoundGrantId);
    if (body.freeRoundGrantId !== undefined) {
      if (auth.trial || !grant) throw new AppError(404, ErrorCode.freeRoundNotFound, 'No free spins left for this game', { balance: auth.balance });
      if (grant.stake !== amount.toString()) throw new AppError(400, ErrorCode.freeRoundStake, `A free spin stakes exactly ${grant.stake}`, { balance: auth.balance });
    }
    const round = outcomeOf(rng, amount);
    const bet = await placeBet(ctx, {
      token: body.token,
      playerId: auth.playerId,
      transactionId: `${roundId}-bet`,
      roundId,
      amount: amount.toString(),
      ...(grant ? { freeRoundGrantId: grant.grantId } : {}),
    });
    if (bet.duplicate) {
      // Played before, on another process or before a restart: its stored answer, once it was paid.
      const stored = await store.find(ctx.merchantId, roundId);
      if (stored && stored.bet === body.bet) return { ...stored.result, duplicate: true };
      throw new AppError(409, ErrorCode.requestConflict, 'This spin was already played; its result is in your betting record', { balance: bet.balance });
    }
    const jackpotWin = grant ? 0n : await jackpotOf(ctx, auth, roundId, amount);
    const summary = jackpotWin > 0n ? `Jackpot ${formatMoney(jackpotWin)} · ${outcomeSummary(round)}`.slice(0, 200) : outcomeSummary(round);
    const win = await payWin(ctx, {
      playerId: auth.playerId,
      transactionId: `${roundId}-win`,
      roundId,
      amount: round.totalWin.toString(),
      endRound: true,
      outcome: { summary, grid: gridByReel(round.grid), freeSpins: round.featureSpins.length },
    });
    if (!win.success || !win.value) {
      ctx.log.error({ roundId, code: win.code, status: win.status }, 'lucky reels: the win of a taken bet was not paid');
      // A refusal (4xx) means the win was certainly not applied: the round is cancelled and the stake refunded.
      // Without an answer (5xx, network) it may have been: the round stays open for the operator to settle.
      if (win.status >= 400 && win.status < 500) {
        const refund = await refundBet(ctx, { playerId: auth.playerId, transactionId: `${roundId}-rollback`, referenceTransactionId: `${roundId}-bet`, roundId });
        if (refund.success) {
          throw new AppError(409, ErrorCode.requestConflict, 'The round could not be completed; it was cancelled and your bet refunded', refund.value ? { balance: refund.value.balance } : undefined);
        }
        ctx.log.error({ roundId, code: refund.code }, 'lucky reels: the bet of an unpaid round could not be refunded');
      }
      throw platformError(win, 'The win could not be paid yet; the round stays open and is settled by the operator');
    }
    const result: TSpinResult = {
      ...present(mode, round, { roundId, clientSpinId: body.clientSpinId }, auth.currency, BigInt(win.value.balance), jackpotWin),
      ...(grant ? { freeRound: { grantId: grant.grantId, roundsLeft: Math.max(grant.roundsLeft - 1, 0) } } : {}),
    };
    await store.save(ctx.merchantId, roundId, body.bet, result).catch((err: unknown) => ctx.log.error({ err, roundId }, 'lucky reels: the spin answer could not be stored'));
    return result;
  }

  async function spin(ctx: StudioContext, body: TSpinBody): Promise<TSpinResult> {
    // A free round's stake is the grant's (any whole amount per line the platform allowed); others are a bet level.
    const amount = body.freeRoundGrantId === undefined ? checkBet(body.bet) : checkFreeStake(body.bet);
    if (body.mode === 'fun' || !body.token) {
      return present('fun', outcomeOf(rng, amount), { roundId: `fun-${body.clientSpinId}`, clientSpinId: body.clientSpinId }, ctx.currency);
    }
    const key = `${ctx.merchantId}:${body.token}:${body.clientSpinId}`;
    const seen = recent.get(key);
    if (seen && seen.expires > now()) {
      if (seen.bet !== body.bet) throw new AppError(409, ErrorCode.requestConflict, 'This spin id was used with another bet');
      return { ...(await seen.answer), duplicate: true };
    }
    const answer = playReal(ctx, { ...body, token: body.token }, amount);
    remember(key, body.bet, answer);
    return answer;
  }

  return { session, spin };
}

export type LuckyReelsService = ReturnType<typeof createLuckyReelsService>;
