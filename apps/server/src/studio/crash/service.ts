/**
 * Crash, the studio's side: one shared round after another. Betting until
 * `starts_at`; then the multiplier grows (crashMultiplierAt) until it reaches
 * the round's bust point at `busts_at`; a player cashes out at the multiplier
 * of the moment the studio receives the request, or automatically when the
 * multiplier reaches their target (live: every player sees it then). Bust points come from a hash chain published in advance
 * (`terminating_hash`, `salt`): game n plays the hash n steps before it, and
 * its hash is revealed when it crashes, so anyone can check it (@wps/fair
 * verifyCrash). Money moves only through the provider API: the stake with
 * `bet`, the cash-out (or a zero win at the bust) with `win` and endRound.
 * A durable one-second tick drives the rounds; a timer of the process that
 * started a round wakes it at the bust, so the crash is not late.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, ZPositiveMinor } from '@wps/contracts';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, crashMultiplierAt, crashPoint, crashTimeOf } from '@wps/fair';
import { z } from 'zod';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { LiveBus } from '../../modules/live/live.bus';
import { newServerSeed } from '../rng';
import { studioSecrets, type PlatformClient } from '../platform/client';
import { payWin, placeBet, refundBet } from '../platform/calls';
import { studioPlayer, type StudioMode } from '../platform/player';
import type { StudioContext } from '../platform/context';
import type { LimitsReader } from '../platform/limits';
import { CrashBettingClosedError, type CrashBetRow, type CrashRoundRow, type CrashStore } from './store';

export const CRASH_GAME = 'crash';
export const CHAIN_LENGTH = 100_000;
export const BETTING_MS = 8_000;
/** The bust stays on screen this long before the next round takes bets. */
export const CRASHED_MS = 4_000;
export const FUN_START_BALANCE = 200_000n;
const HISTORY = 30;

const ZToken = z.string().min(16).max(200);
const ZFunId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
const who = { mode: z.enum(['real', 'demo', 'fun']), token: ZToken.optional(), funId: ZFunId.optional() };
const needsWho = (b: { mode: string; token?: string | undefined; funId?: string | undefined }) => (b.mode === 'fun' ? b.funId !== undefined : b.token !== undefined);
export const ZCrashSessionBody = z.object(who).refine((b) => b.mode === 'fun' || b.token !== undefined, { message: 'a game token is needed outside fun mode', path: ['token'] });
export const ZCrashBetBody = z
  .object({ ...who, roundId: z.string().uuid(), bet: ZPositiveMinor, autoCashout: z.number().int().min(CRASH_MIN_TARGET).max(CRASH_MAX_TARGET).optional() })
  .refine(needsWho, { message: 'a game token is needed outside fun mode, a fun id in it', path: ['token'] });
export const ZCrashCashoutBody = z.object({ ...who, roundId: z.string().uuid() }).refine(needsWho, { message: 'a game token is needed outside fun mode, a fun id in it', path: ['token'] });

export const crashChannel = 'crash';
export const crashPlayerChannel = (merchantId: number, playerKey: string) => `crash:p:${merchantId}:${playerKey}`;

/** Game n's hash: the chain's seed hashed (length − n) times. */
export function chainHash(seed: string, length: number, gameNo: number): string {
  let h = seed;
  for (let i = 0; i < length - gameNo; i++) h = createHash('sha256').update(h).digest('hex');
  return h;
}

/** Every CHECKPOINT_EVERY-th hash of a chain is kept, so a game's hash costs at most that many SHA-256s. */
const CHECKPOINT_EVERY = 1_000;

/**
 * chainHash with checkpoints: the first call for a chain walks it once (its
 * length in hashes) and keeps every CHECKPOINT_EVERY-th hash; each game's
 * hash is then at most CHECKPOINT_EVERY hashes from one. Without them, a
 * round's opening blocked the event loop for up to the whole chain (100,000
 * hashes). Kept in this process for the two latest chains (derived data: any
 * process computes the same).
 */
export function createChainHasher() {
  const chains = new Map<string, string[]>();
  const checkpointsOf = (seed: string, length: number): string[] => {
    const key = `${length}:${seed}`;
    let points = chains.get(key);
    if (points) return points;
    points = [];
    let h = seed;
    for (let steps = 0; steps <= length; steps++) {
      if (steps % CHECKPOINT_EVERY === 0) points.push(h);
      if (steps < length) h = createHash('sha256').update(h).digest('hex');
    }
    chains.set(key, points);
    while (chains.size > 2) chains.delete(chains.keys().next().value!);
    return points;
  };
  return (seed: string, length: number, gameNo: number): string => {
    const steps = length - gameNo;
    const base = Math.floor(steps / CHECKPOINT_EVERY);
    let h = checkpointsOf(seed, length)[base]!;
    for (let i = base * CHECKPOINT_EVERY; i < steps; i++) h = createHash('sha256').update(h).digest('hex');
    return h;
  };
}

export const maskedName = (playerKey: string) => (playerKey.startsWith('fun:') ? 'Guest' : `Player ••${playerKey.slice(-3)}`);

export interface CrashDeps {
  db: DrizzleDb;
  store: CrashStore;
  bus: LiveBus;
  limitsOf: LimitsReader;
  platform: PlatformClient;
  now?: () => Date;
  log: StudioContext['log'];
}

export function createCrashService(deps: CrashDeps) {
  const { store, bus, limitsOf, platform, log } = deps;
  const hashOf = createChainHasher();
  const now = deps.now ?? (() => new Date());
  const secrets = studioSecrets(deps.db);
  let wake: ReturnType<typeof setTimeout> | undefined;

  const publish = (channel: string, message: Record<string, unknown>) =>
    bus.publishJson(channel, { ...message, serverNow: now().toISOString() }).catch((err: unknown) => log.warn({ err }, 'crash: publish failed'));

  const view = (r: CrashRoundRow) => ({
    roundId: r.roundId,
    gameNo: r.gameNo,
    phase: r.phase,
    opensAt: r.opensAt.toISOString(),
    startsAt: r.startsAt.toISOString(),
    // The bust point and the hash are secret until the crash.
    ...(r.phase === 'crashed' ? { point: r.point, hash: r.hash, bustsAt: r.bustsAt.toISOString() } : {}),
  });
  const betView = (b: CrashBetRow) => ({
    betId: String(b.id),
    name: maskedName(b.playerId),
    currency: b.currency,
    mode: b.mode,
    amount: b.amount.toString(),
    status: b.status,
    ...(b.cashedAt === null ? {} : { cashedAt: b.cashedAt }),
    ...(b.payout === null ? {} : { payout: b.payout.toString() }),
  });

  async function contextOfBet(bet: CrashBetRow): Promise<StudioContext> {
    const secret = await secrets(bet.merchantId);
    if (!secret) throw new Error(`the studio has no secret at brand ${bet.merchantId}`);
    return { platform, target: { host: bet.host, secret }, currency: bet.currency, merchantId: bet.merchantId, log };
  }

  /** Sends a settled bet's closing win (zero when lost); the balance after it. */
  async function pay(bet: CrashBetRow): Promise<string | undefined> {
    if (bet.mode === 'fun') {
      await store.markPaid(bet.id, now());
      return undefined;
    }
    const ctx = await contextOfBet(bet);
    const roundId = `${bet.roundId}-${bet.playerId}`;
    const x = bet.cashedAt === null ? '' : ` at ${(bet.cashedAt / 100).toFixed(2)}×`;
    const win = await payWin(ctx, {
      playerId: bet.playerId,
      transactionId: `${roundId}-win`,
      roundId,
      amount: (bet.payout ?? 0n).toString(),
      endRound: true,
      outcome: { summary: bet.status === 'cashed' ? `Crash: cashed out${x}` : 'Crash: busted before cashing out' },
    });
    if (!win.success) {
      log.error({ roundId, code: win.code }, 'crash: a closing win was not paid; retried later');
      return undefined;
    }
    await store.markPaid(bet.id, now());
    return win.value?.balance;
  }

  async function refund(bet: CrashBetRow): Promise<void> {
    if (bet.mode !== 'fun') {
      const ctx = await contextOfBet(bet);
      const roundId = `${bet.roundId}-${bet.playerId}`;
      const answer = await refundBet(ctx, { playerId: bet.playerId, transactionId: `${roundId}-rb`, referenceTransactionId: `${roundId}-bet`, roundId });
      if (!answer.success) throw new Error(`rollback refused: ${answer.code}`);
    }
    await store.settleBet(bet.id, { status: 'refunded', cashedAt: null, payout: bet.amount, settledAt: now() });
  }

  let stopped = false;
  function wakeAt(at: Date): void {
    if (wake) clearTimeout(wake);
    if (stopped) return;
    const ms = Math.max(0, at.getTime() - now().getTime());
    wake = setTimeout(() => void tick().catch((err: unknown) => log.error({ err }, 'crash: tick failed')), ms);
    wake.unref?.();
  }

  async function openNext(at: Date): Promise<CrashRoundRow | undefined> {
    let chain = await store.latestChain();
    let gameNo = chain ? (await store.lastGameNo(chain.id)) + 1 : 1;
    if (!chain || gameNo > chain.length) {
      const seed = newServerSeed();
      chain = await store.addChain({ seed, length: CHAIN_LENGTH, terminatingHash: hashOf(seed, CHAIN_LENGTH, 0), salt: randomBytes(16).toString('hex'), createdAt: at });
      gameNo = 1;
    }
    const hash = hashOf(chain.seed, chain.length, gameNo);
    const point = crashPoint(hash, chain.salt);
    const startsAt = new Date(at.getTime() + BETTING_MS);
    const round = await store.openRound({ chainId: chain.id, gameNo, hash, point, opensAt: at, startsAt, bustsAt: new Date(startsAt.getTime() + crashTimeOf(point)) });
    if (round) {
      await publish(crashChannel, { type: 'round', round: view(round) });
      wakeAt(startsAt);
    }
    return round;
  }

  /** A placed bet settled at the bust or at its auto cash-out: its payout (capped), paid, and its player told. */
  async function settleAtPoint(round: CrashRoundRow, b: CrashBetRow, at: Date, limits: Map<string, bigint>): Promise<CrashBetRow | undefined> {
    const key = `${b.merchantId}:${b.currency}`;
    if (!limits.has(key)) limits.set(key, (await limitsOf(b.merchantId, b.currency, CRASH_GAME)).maxWin);
    const won = b.autoCashout !== null && b.autoCashout <= round.point;
    const payout = won ? (b.amount * BigInt(b.autoCashout!)) / 100n : 0n;
    const cap = limits.get(key)!;
    const settled = await store.settleBet(b.id, { status: won ? 'cashed' : 'lost', cashedAt: won ? b.autoCashout : null, payout: payout > cap ? cap : payout, settledAt: at });
    if (!settled) return undefined;
    const balance = await pay(settled);
    await publish(crashPlayerChannel(settled.merchantId, settled.playerId), { type: 'settled', roundId: round.roundId, bet: betView(settled), ...(balance ? { balance } : {}) });
    return settled;
  }

  /**
   * Auto cash-outs happen live: when the multiplier reaches a bet's target
   * (below the round's point), the bet is cashed and paid, and the table sees
   * it as it would see a press of Cash out. A timer of the process that
   * started the round does it; should that process die, the bust settles the
   * bets it left (same payout).
   */
  const autoTimers = new Set<ReturnType<typeof setTimeout>>();
  function scheduleAutoCashouts(round: CrashRoundRow, bets: readonly CrashBetRow[]): void {
    const byTarget = new Map<number, CrashBetRow[]>();
    for (const b of bets) {
      if (b.autoCashout === null || b.autoCashout > round.point) continue;
      byTarget.set(b.autoCashout, [...(byTarget.get(b.autoCashout) ?? []), b]);
    }
    const limits = new Map<string, bigint>();
    for (const [target, group] of byTarget) {
      const due = round.startsAt.getTime() + crashTimeOf(target);
      const timer = setTimeout(
        () => {
          autoTimers.delete(timer);
          void Promise.all(
            group.map(async (b) => {
              const settled = await settleAtPoint(round, b, now(), limits);
              if (settled) await publish(crashChannel, { type: 'cashout', roundId: round.roundId, bet: betView(settled) });
            }),
          ).catch((err: unknown) => log.error({ err, roundId: round.roundId }, 'crash: auto cash-out failed; the bust settles it'));
        },
        Math.max(0, due - now().getTime()),
      );
      timer.unref?.();
      autoTimers.add(timer);
    }
  }

  async function crash(round: CrashRoundRow): Promise<void> {
    const at = now();
    const crashed = await store.setPhase(round.roundId, 'running', 'crashed', at);
    if (!crashed) return;
    for (const b of await store.bets(round.roundId, ['pending'])) await refund(b).catch((err: unknown) => log.error({ err }, 'crash: refund failed'));
    // Bets still placed: lost, or an auto cash-out its timer did not reach (another process started the round, or it died).
    const limits = new Map<string, bigint>();
    await Promise.all((await store.bets(round.roundId, ['placed'])).map((b) => settleAtPoint(round, b, at, limits)));
    await publish(crashChannel, { type: 'crash', round: view(crashed), bets: (await store.bets(round.roundId)).map(betView) });
    wakeAt(new Date(at.getTime() + CRASHED_MS));
  }

  /** One pass: the phase the current round is due for. */
  async function tick(): Promise<{ phase: string }> {
    const at = now();
    const round = await store.latestRound();
    if (!round || (round.phase === 'crashed' && round.settledAt && at.getTime() >= round.settledAt.getTime() + CRASHED_MS)) {
      await openNext(at);
      return { phase: 'opened' };
    }
    if (round.phase === 'betting' && at >= round.startsAt) {
      const running = await store.setPhase(round.roundId, 'betting', 'running');
      if (running) {
        const bets = await store.bets(round.roundId, ['pending', 'placed']);
        await publish(crashChannel, { type: 'start', round: view(running), bets: bets.map(betView) });
        scheduleAutoCashouts(running, bets.filter((b) => b.status === 'placed'));
        wakeAt(round.bustsAt);
      }
      return { phase: 'running' };
    }
    if (round.phase === 'running' && at >= round.bustsAt) {
      await crash(round);
      return { phase: 'crashed' };
    }
    for (const b of await store.unpaid(new Date(at.getTime() - 5_000))) await pay(b).catch(() => undefined);
    return { phase: round.phase };
  }

  const playerOf = (ctx: StudioContext, body: { mode: StudioMode; token?: string | undefined; funId?: string | undefined }) => studioPlayer(ctx, CRASH_GAME, body);

  async function session(ctx: StudioContext, body: z.infer<typeof ZCrashSessionBody>) {
    const player = await playerOf(ctx, body);
    const limits = await limitsOf(ctx.merchantId, player.currency, CRASH_GAME);
    const round = await store.latestRound();
    const chain = round ? await store.chain(round.chainId) : await store.latestChain();
    const mine = round ? await store.bet(round.roundId, ctx.merchantId, player.key) : undefined;
    return {
      mode: player.mode,
      ...(player.playerId ? { playerId: player.playerId } : {}),
      ...(player.funId ? { funId: player.funId } : {}),
      currency: player.currency,
      balance: player.mode === 'fun' ? FUN_START_BALANCE.toString() : player.balance!,
      limits: { minBet: limits.minBet.toString(), maxBet: limits.maxBet.toString(), maxWin: limits.maxWin.toString() },
      autoplay: limits.autoplay,
      rtp: '99.00',
      chain: chain ? { terminatingHash: chain.terminatingHash, salt: chain.salt, length: chain.length } : null,
      round: round ? view(round) : null,
      bets: round ? (await store.bets(round.roundId, ['pending', 'placed', 'cashed', 'lost'])).map(betView) : [],
      myBet: mine ? { ...betView(mine), ...(mine.autoCashout === null ? {} : { autoCashout: mine.autoCashout }) } : null,
      history: (await store.history(HISTORY)).map(({ round: r, salt, terminatingHash }) => ({ roundId: r.roundId, gameNo: r.gameNo, point: r.point, hash: r.hash, salt, terminatingHash })),
      serverNow: now().toISOString(),
    };
  }

  async function bet(ctx: StudioContext, body: z.infer<typeof ZCrashBetBody>) {
    const player = await playerOf(ctx, body);
    const limits = await limitsOf(ctx.merchantId, player.currency, CRASH_GAME);
    const amount = BigInt(body.bet);
    if (amount < limits.minBet || amount > limits.maxBet) {
      throw new AppError(400, ErrorCode.amountOutOfRange, `bet: must be between ${limits.minBet} and ${limits.maxBet} (minor units)`, { minBet: limits.minBet.toString(), maxBet: limits.maxBet.toString() });
    }
    let row: CrashBetRow | undefined;
    try {
      row = await store.addBet(
        {
          roundId: body.roundId,
          merchantId: ctx.merchantId,
          host: player.mode === 'fun' ? '' : ctx.target.host,
          playerId: player.key,
          displayName: maskedName(player.key),
          mode: player.mode,
          amount,
          currency: player.currency,
          autoCashout: body.autoCashout ?? null,
          createdAt: now(),
        },
        now(),
      );
    } catch (err) {
      if (err instanceof CrashBettingClosedError) throw new AppError(409, ErrorCode.roundClosed, 'No more bets: this round has started');
      throw err;
    }
    if (!row) {
      const mine = await store.bet(body.roundId, ctx.merchantId, player.key);
      if (mine && mine.amount === amount) return { duplicate: true, bet: betView(mine), ...(player.balance ? { balance: player.balance } : {}) };
      throw new AppError(409, ErrorCode.requestConflict, 'You have a bet on this round already');
    }
    let balance: string | undefined;
    if (player.mode !== 'fun') {
      try {
        balance = (
          await placeBet(ctx, { token: player.token!, playerId: player.playerId!, transactionId: `${body.roundId}-${player.key}-bet`, roundId: `${body.roundId}-${player.key}`, amount: body.bet })
        ).balance;
      } catch (err) {
        if (err instanceof AppError && err.statusCode < 500) await store.dropBet(row.id);
        throw err;
      }
    }
    await store.markPlaced(row.id);
    await publish(crashChannel, { type: 'bet', roundId: body.roundId, bet: betView({ ...row, status: 'placed' }) });
    return { duplicate: false, bet: betView({ ...row, status: 'placed' }), ...(balance ? { balance } : {}) };
  }

  async function cashout(ctx: StudioContext, body: z.infer<typeof ZCrashCashoutBody>) {
    const player = await playerOf(ctx, body);
    const at = now();
    const round = await store.round(body.roundId);
    const mine = await store.bet(body.roundId, ctx.merchantId, player.key);
    if (!round || !mine) throw new AppError(404, ErrorCode.notFound, 'You have no bet on this round');
    if (mine.status === 'cashed') return { duplicate: true, bet: betView(mine) };
    if (round.phase === 'betting') throw new AppError(409, ErrorCode.invalidState, 'The round has not started yet');
    const multiplier = crashMultiplierAt(at.getTime() - round.startsAt.getTime());
    // At or after the bust: too late, whatever the page showed.
    if (round.phase === 'crashed' || at >= round.bustsAt || multiplier >= round.point) throw new AppError(409, ErrorCode.roundClosed, 'Too late: the round crashed');
    const cashedAt = mine.autoCashout !== null && mine.autoCashout <= multiplier ? mine.autoCashout : multiplier;
    const limits = await limitsOf(ctx.merchantId, mine.currency, CRASH_GAME);
    const payout = (mine.amount * BigInt(cashedAt)) / 100n;
    const settled = await store.settleBet(mine.id, { status: 'cashed', cashedAt, payout: payout > limits.maxWin ? limits.maxWin : payout, settledAt: at });
    if (!settled) {
      const again = await store.bet(body.roundId, ctx.merchantId, player.key);
      if (again?.status === 'cashed') return { duplicate: true, bet: betView(again) };
      throw new AppError(409, ErrorCode.roundClosed, 'This bet is settled');
    }
    const balance = await pay(settled);
    await publish(crashChannel, { type: 'cashout', roundId: body.roundId, bet: betView(settled) });
    return { duplicate: false, bet: betView(settled), ...(balance ? { balance } : {}) };
  }

  function stop(): void {
    stopped = true;
    if (wake) clearTimeout(wake);
    for (const timer of autoTimers) clearTimeout(timer);
    autoTimers.clear();
  }

  return { tick, session, bet, cashout, playerOf, stop };
}

export type CrashService = ReturnType<typeof createCrashService>;
