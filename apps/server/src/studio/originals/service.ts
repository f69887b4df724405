/**
 * The originals, the studio's side: sessions, bets, steps and seed rotation.
 * Outcomes come from the player's seed pair (@wps/fair); money moves only
 * through the platform's provider API: the stake with `bet` when a round
 * starts, the payout (or a zero win) with `win` and endRound when it ends.
 * Fun play (a real member's free trial) moves no money: the page keeps its
 * fun credits and the studio keeps only its seeds and open games.
 */
import { ErrorCode } from '@wps/contracts';
import {
  formatMultiplier,
  hashServerSeed,
  PARAMS_BY_GAME,
  payoutOf,
  rtpText,
  type FairInput,
  type TActBody,
  type TBetBody,
  type TOriginalMode,
  type TOriginalsSession,
  type TPlayedGame,
  type TPublicRound,
  type TRotateBody,
  type TRotateResult,
  type TRoundStatus,
  type TRoundView,
  type TSeedInfo,
  type TSessionBody,
} from '@wps/fair';
import { AppError } from '../../http/app-error';
import { payWin, placeBet, platformError } from '../platform/calls';
import { newFunId, studioPlayer, type StudioPlayer } from '../platform/player';
import type { StudioContext } from '../platform/context';
import { applyStep, checkChoices, resultOf, settleOneShot, StepError, summaryOf, type RoundState } from './rounds';
import { type Limits, type LimitsReader } from '../platform/limits';
import { newClientSeed, OpenRoundError, type OriginalsStore, type RoundRow, type SeedRow } from './store';

/** A fun session starts with 2,000.00 fun credits; the page keeps them. */
export const FUN_START_BALANCE = 200_000n;

const STEP_GAMES: readonly TPlayedGame[] = ['mines', 'hilo'];

const inputOf = (round: RoundRow, seed: SeedRow): FairInput => ({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: round.nonce });
const stateOf = (round: RoundRow): RoundState => ({
  game: round.game as TPlayedGame,
  params: round.params,
  steps: round.steps,
  status: round.status as TRoundStatus,
  edgeBp: round.edgeBp,
});

export const verifyPath = (roundId: string) => `/provably-fair?round=${roundId}`;

export function seedInfo(seed: SeedRow): TSeedInfo {
  return { serverSeedHash: seed.serverSeedHash, nextServerSeedHash: hashServerSeed(seed.nextServerSeed), clientSeed: seed.clientSeed, nonce: seed.nonce };
}

/** A settled round's unanswered win is sent again after this long (the request that settled it may still be retrying). */
const REPAY_AFTER_MS = 30_000;
/** …and for this long: a win the platform still refuses after a week is the operator's (the round is in the platform's open rounds). */
const REPAY_FOR_MS = 7 * 24 * 60 * 60_000;
/** Wins sent again per pass. */
const REPAY_BATCH = 200;

export function createOriginalsService(deps: { store: OriginalsStore; limitsOf: LimitsReader; now?: () => Date }) {
  const { store, limitsOf } = deps;
  const now = deps.now ?? (() => new Date());

  async function playerOf(ctx: StudioContext, game: TPlayedGame, body: { mode: TOriginalMode; token?: string | undefined; funId?: string | undefined }): Promise<StudioPlayer> {
    if (body.mode === 'fun' && !body.funId) throw new AppError(400, ErrorCode.validation, 'funId: open a fun session first');
    return studioPlayer(ctx, game, body, false);
  }

  function view(round: RoundRow, seed: SeedRow, extra: { balance?: string | undefined; duplicate?: boolean } = {}): TRoundView {
    return {
      roundId: round.roundId,
      clientRoundId: round.clientRoundId,
      game: round.game as TPlayedGame,
      mode: round.mode as TOriginalMode,
      status: round.status as TRoundStatus,
      bet: round.bet.toString(),
      currency: round.currency,
      params: round.params,
      multiplier: formatMultiplier(round.multiplier),
      payout: round.payout.toString(),
      result: resultOf(inputOf(round, seed), stateOf(round)),
      seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: round.nonce },
      ...(extra.balance === undefined || round.mode === 'fun' ? {} : { balance: extra.balance }),
      duplicate: extra.duplicate ?? false,
    };
  }

  /** Sends a settled round's closing win (zero when lost) to the platform, once; the balance after it. */
  async function payOut(ctx: StudioContext, player: StudioPlayer, round: RoundRow, seed: SeedRow): Promise<string | undefined> {
    if (round.mode === 'fun' || round.paidAt) return player.balance;
    const win = await payWin(ctx, {
      playerId: round.platformPlayerId,
      transactionId: `${round.roundId}-win`,
      roundId: round.roundId,
      amount: round.payout.toString(),
      endRound: true,
      outcome: { summary: summaryOf(inputOf(round, seed), stateOf(round), round.multiplier), verifyUrl: verifyPath(round.roundId) },
    });
    if (!win.success || !win.value) {
      ctx.log.error({ roundId: round.roundId, code: win.code, status: win.status }, 'originals: the closing win of a round was not paid');
      throw platformError(win, 'The win could not be paid yet; the round is settled and will be paid when the platform answers');
    }
    await store.markPaid(round.roundId, now());
    return win.value.balance;
  }

  function checkBet(amount: bigint, limits: Limits): void {
    if (amount < limits.minBet || amount > limits.maxBet) {
      throw new AppError(400, ErrorCode.amountOutOfRange, `bet: must be between ${limits.minBet} and ${limits.maxBet} (minor units)`, {
        minBet: limits.minBet.toString(),
        maxBet: limits.maxBet.toString(),
      });
    }
  }

  const capped = (bet: bigint, multiplier: bigint, limits: Limits) => {
    const payout = payoutOf(bet, multiplier);
    return payout > limits.maxWin ? limits.maxWin : payout;
  };

  async function session(ctx: StudioContext, game: TPlayedGame, body: TSessionBody): Promise<TOriginalsSession> {
    const funId = body.mode === 'fun' ? (body.funId ?? newFunId()) : undefined;
    const player = await playerOf(ctx, game, { ...body, funId });
    const limits = await limitsOf(ctx.merchantId, player.currency, game);
    const seeds = await store.activeSeeds(ctx.merchantId, player.key, now());
    const open = STEP_GAMES.includes(game) ? await store.openRound(ctx.merchantId, player.key, game) : undefined;
    return {
      mode: player.mode,
      game,
      ...(player.playerId ? { playerId: player.playerId } : {}),
      ...(funId ? { funId } : {}),
      currency: player.currency,
      balance: player.mode === 'fun' ? FUN_START_BALANCE.toString() : player.balance!,
      limits: { minBet: limits.minBet.toString(), maxBet: limits.maxBet.toString(), maxWin: limits.maxWin.toString() },
      edgeBp: limits.edgeBp,
      rtp: rtpText(game, limits.edgeBp),
      autoplay: limits.autoplay,
      turbo: limits.turbo,
      seeds: seedInfo(seeds),
      ...(open ? { open: view(open.round, open.seed, { balance: player.balance }) } : {}),
      ...(player.language ? { language: player.language } : {}),
    };
  }

  /** A bet asked again with its client round id: its answer, finishing what a lost answer left undone. */
  async function resume(ctx: StudioContext, player: StudioPlayer, game: TPlayedGame, amount: bigint, found: { round: RoundRow; seed: SeedRow }, limits: Limits): Promise<TRoundView> {
    const { round, seed } = found;
    if (round.game !== game || round.bet !== amount) throw new AppError(409, ErrorCode.requestConflict, 'This round id was used for another bet');
    if (round.status === 'open' && !STEP_GAMES.includes(game)) return play(ctx, player, round, seed, limits, true);
    if (round.status === 'open') {
      if (player.mode !== 'fun') await takeStake(ctx, player, round);
      return view(round, seed, { balance: player.balance, duplicate: true });
    }
    return view(round, seed, { balance: await payOut(ctx, player, round, seed), duplicate: true });
  }

  /** The stake, through the platform (idempotent by the round's bet transaction id). A refusal ends the round before it began. */
  async function takeStake(ctx: StudioContext, player: StudioPlayer, round: RoundRow): Promise<string> {
    try {
      const bet = await placeBet(ctx, {
        token: player.token!,
        playerId: player.playerId!,
        transactionId: `${round.roundId}-bet`,
        roundId: round.roundId,
        amount: round.bet.toString(),
      });
      return bet.balance;
    } catch (err) {
      // A clear refusal (no funds, limits, a closed session): the round never happened.
      if (err instanceof AppError && err.statusCode < 500) await store.dropRound(round.roundId);
      throw err;
    }
  }

  /** Dice, Plinko, Keno: the stake, the outcome, the payout. */
  async function play(ctx: StudioContext, player: StudioPlayer, round: RoundRow, seed: SeedRow, limits: Limits, duplicate: boolean): Promise<TRoundView> {
    let balance = player.mode === 'fun' ? undefined : await takeStake(ctx, player, round);
    const outcome = settleOneShot(inputOf(round, seed), round.game as 'dice' | 'plinko' | 'keno', round.params, round.edgeBp);
    const settledAt = now();
    const settled =
      (await store.applyStep(round.roundId, 0, {
        steps: [],
        status: outcome.status,
        multiplier: outcome.multiplier,
        payout: capped(round.bet, outcome.multiplier, limits),
        settledAt,
        ...(round.mode === 'fun' ? { paidAt: settledAt } : {}),
      })) ?? (await store.roundById(ctx.merchantId, round.roundId))?.round;
    if (!settled) throw new AppError(409, ErrorCode.requestConflict, 'This round was cancelled');
    balance = await payOut(ctx, { ...player, balance }, settled, seed);
    return view(settled, seed, { balance, duplicate });
  }

  async function bet(ctx: StudioContext, game: TPlayedGame, body: TBetBody): Promise<TRoundView> {
    const parsed = PARAMS_BY_GAME[game].safeParse(body.params);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new AppError(400, ErrorCode.validation, `params.${issue.path.join('.')}: ${issue.message}`);
    }
    const params = parsed.data as Record<string, unknown>;
    const player = await playerOf(ctx, game, body);
    const limits = await limitsOf(ctx.merchantId, player.currency, game);
    const amount = BigInt(body.bet);
    checkBet(amount, limits);
    try {
      checkChoices(game, params, limits.edgeBp);
    } catch (err) {
      if (err instanceof RangeError) throw new AppError(400, ErrorCode.validation, `params: ${err.message}`);
      throw err;
    }
    const existing = await store.roundByClientId(ctx.merchantId, player.key, body.clientRoundId);
    if (existing) return resume(ctx, player, game, amount, existing, limits);
    if (STEP_GAMES.includes(game) && (await store.openRound(ctx.merchantId, player.key, game))) {
      throw new AppError(409, ErrorCode.requestConflict, 'Finish your open game first');
    }
    const started = await store.startRound({
      merchantId: ctx.merchantId,
      playerKey: player.key,
      platformPlayerId: player.playerId ?? null,
      host: player.mode === 'fun' ? null : ctx.target.host,
      mode: player.mode,
      game,
      clientRoundId: body.clientRoundId,
      edgeBp: limits.edgeBp,
      bet: amount,
      currency: player.currency,
      params,
      status: 'open',
      createdAt: now(),
    });
    if (!started) {
      const again = await store.roundByClientId(ctx.merchantId, player.key, body.clientRoundId);
      if (!again) throw new AppError(409, ErrorCode.requestConflict, 'This round id is in use; try again');
      return resume(ctx, player, game, amount, again, limits);
    }
    if (!STEP_GAMES.includes(game)) return play(ctx, player, started.round, started.seed, limits, false);
    const balance = player.mode === 'fun' ? undefined : await takeStake(ctx, player, started.round);
    return view(started.round, started.seed, { balance });
  }

  async function act(ctx: StudioContext, game: TPlayedGame, body: TActBody): Promise<TRoundView> {
    const player = await playerOf(ctx, game, body);
    const found = await store.roundById(ctx.merchantId, body.roundId);
    if (!found || found.round.playerKey !== player.key || found.round.game !== game) throw new AppError(404, ErrorCode.notFound, 'No such game of yours');
    const { round, seed } = found;
    if (round.status !== 'open') {
      // A cash-out asked again after its answer was lost: the same answer (and the payout, if still owed).
      if (body.action === 'cashout' && round.status === 'cashed') return view(round, seed, { balance: await payOut(ctx, player, round, seed), duplicate: true });
      throw new AppError(409, ErrorCode.roundClosed, 'This game is over');
    }
    const limits = await limitsOf(ctx.merchantId, player.currency, game);
    let next: ReturnType<typeof applyStep>;
    try {
      next = applyStep(inputOf(round, seed), stateOf(round), body.action, body.tile);
    } catch (err) {
      if (err instanceof StepError || err instanceof RangeError) throw new AppError(400, ErrorCode.validation, err.message);
      throw err;
    }
    const over = next.status !== 'open';
    const at = now();
    const updated = await store.applyStep(round.roundId, round.steps.length, {
      steps: next.steps,
      status: next.status,
      multiplier: next.multiplier,
      payout: next.status === 'lost' ? 0n : capped(round.bet, next.multiplier, limits),
      settledAt: over ? at : null,
      ...(over && round.mode === 'fun' ? { paidAt: at } : {}),
    });
    if (!updated) throw new AppError(409, ErrorCode.requestConflict, 'Another move of this game came first; here is the game as it stands');
    const balance = over ? await payOut(ctx, player, updated, seed) : player.balance;
    return view(updated, seed, { balance });
  }

  /** The seed pair is the player's for every original; the call still comes through one game's page, with its token. */
  async function rotate(ctx: StudioContext, game: TPlayedGame, body: TRotateBody): Promise<TRotateResult> {
    const player = await playerOf(ctx, game, body);
    try {
      const { revealed, active } = await store.rotate(ctx.merchantId, player.key, body.clientSeed ?? newClientSeed(), now());
      return {
        revealed: { serverSeed: revealed.serverSeed, serverSeedHash: revealed.serverSeedHash, clientSeed: revealed.clientSeed, rounds: revealed.nonce },
        seeds: seedInfo(active),
      };
    } catch (err) {
      if (err instanceof OpenRoundError) throw new AppError(409, ErrorCode.requestConflict, 'Finish your open game before changing seeds');
      throw err;
    }
  }

  async function publicRound(roundId: string): Promise<TPublicRound> {
    const found = await store.publicRound(roundId);
    if (!found) throw new AppError(404, ErrorCode.notFound, 'No such round');
    const { round, seed } = found;
    const state = stateOf(round);
    return {
      roundId: round.roundId,
      game: state.game,
      status: state.status,
      params: round.params,
      moves: state.game === 'hilo' ? (round.steps as ('higher' | 'lower' | 'skip')[]) : [],
      edgeBp: round.edgeBp,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: round.nonce,
      serverSeed: seed.revealedAt ? seed.serverSeed : null,
      multiplier: formatMultiplier(round.multiplier),
      result: resultOf(inputOf(round, seed), state),
      createdAt: round.createdAt.toISOString(),
    };
  }

  /**
   * Closing wins the platform did not answer (a network or 5xx failure after
   * the round settled): sent again, idempotent by the round's win transaction
   * id, until the platform confirms them. Rounds settled in the last
   * REPAY_AFTER_MS are left to the request that settled them.
   */
  async function repay(contextFor: (host: string) => Promise<StudioContext | undefined>): Promise<{ paid: number; failed: number }> {
    let paid = 0;
    let failed = 0;
    const at = now().getTime();
    for (const { round, seed } of await store.unpaid(new Date(at - REPAY_FOR_MS), new Date(at - REPAY_AFTER_MS), REPAY_BATCH)) {
      const ctx = await contextFor(round.host!);
      if (!ctx || ctx.merchantId !== round.merchantId) {
        failed++;
        continue;
      }
      try {
        await payOut(ctx, { key: round.playerKey, mode: round.mode as StudioPlayer['mode'], currency: round.currency }, round, seed);
        paid++;
      } catch {
        failed++;
      }
    }
    return { paid, failed };
  }

  return { session, bet, act, rotate, publicRound, repay };
}

export type OriginalsService = ReturnType<typeof createOriginalsService>;
