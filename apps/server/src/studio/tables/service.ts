/**
 * The live tables, the studio's side. A table runs rounds on its schedule,
 * driven by `tick` (a durable periodic job, once across processes): it opens
 * a round, closes its betting and deals at `closes_at`, settles at
 * `settles_at` and opens the next. Every seated player hears the same round
 * over the bus (`table:<id>`) and their own wins on `table:<id>:p:<brand>:<player>`.
 * Money moves only through each player's brand's provider API: the chips'
 * stake with `bet` when placed; at settlement each player's round is closed by
 * a win (0 for a loss) carrying the round's outcome line and its valid bet by
 * the game's rules, up to PROVIDER_SETTLE_MAX players of a brand in one
 * `settle` call; a void round refunds every bet with `rollback`.
 */
import { ErrorCode, PROVIDER_SETTLE_MAX, ZPositiveMinor } from '@wps/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { LiveBus } from '../../modules/live/live.bus';
import { cryptoRng, type RandomSource } from '../rng';
import { studioSecrets, ZPlatformSettle, type PlatformClient } from '../platform/client';
import { placeBet, refundBet } from '../platform/calls';
import { studioPlayer, type StudioMode } from '../platform/player';
import type { StudioContext } from '../platform/context';
import type { LimitsReader } from '../platform/limits';
import { outcomeSummary, playerSummary, roadsOf, roundView } from './present';
import { TABLE_RULES, TableBetError, type TBet, type TTableGame, type TTableRules } from './rules';
import { BettingClosedError, type TableBetRow, type TableRoundRow, type TableRow, type TablesStore } from './store';
import type { DrizzleDb } from '../../db/database';

export const TABLE_MODES = ['real', 'demo', 'fun'] as const;
const ZToken = z.string().min(16).max(200);
const ZFunId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);

export const ZTableSessionBody = z
  .object({ mode: z.enum(TABLE_MODES), token: ZToken.optional(), funId: ZFunId.optional() })
  .refine((b) => b.mode === 'fun' || b.token !== undefined, { message: 'a game token is needed outside fun mode', path: ['token'] });
export const ZChip = z.object({ spot: z.string().min(1).max(40), amount: ZPositiveMinor });
export const ZTableBetBody = z
  .object({
    mode: z.enum(TABLE_MODES),
    token: ZToken.optional(),
    funId: ZFunId.optional(),
    roundId: z.string().uuid(),
    clientBetId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 letters, digits, - or _'),
    chips: z.array(ZChip).min(1).max(60),
  })
  .refine((b) => (b.mode === 'fun' ? b.funId !== undefined : b.token !== undefined), { message: 'a game token is needed outside fun mode, a fun id in it', path: ['token'] });
export type TTableSessionBody = z.infer<typeof ZTableSessionBody>;
export type TTableBetBody = z.infer<typeof ZTableBetBody>;

/** A fun session starts with 2,000.00 fun credits, kept by the page. */
export const FUN_START_BALANCE = 200_000n;
/** Chip values offered, minor units; those inside the brand's limits are shown. */
export const CHIP_VALUES = [10n, 50n, 100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n] as const;
const HISTORY = 72;
/** Settle calls in flight at once (each up to PROVIDER_SETTLE_MAX players, applied through the platform's group commit). */
const SETTLE_CALLS_AT_ONCE = 5;
/** A settlement claim older than this is taken over (its process died). */
const SETTLE_CLAIM_STALE_MS = 60_000;
/** Chip totals reach the table at most this often (per process). */
export const TOTALS_EVERY_MS = 400;

export const tableChannel = (tableId: string) => `table:${tableId}`;
export const playerChannel = (tableId: string, merchantId: number, playerKey: string) => `table:${tableId}:p:${merchantId}:${playerKey}`;

type AnyRules = TTableRules<unknown, string, unknown>;
const rulesOf = (game: string): AnyRules => TABLE_RULES[game as TTableGame] as unknown as AnyRules;
const platformRoundId = (roundId: string, playerId: string) => `${roundId}-${playerId}`;

export interface TablesDeps {
  db: DrizzleDb;
  store: TablesStore;
  bus: LiveBus;
  limitsOf: LimitsReader;
  platform: PlatformClient;
  rng?: RandomSource;
  now?: () => Date;
  log: StudioContext['log'];
}

export function createTablesService(deps: TablesDeps) {
  const { store, bus, limitsOf, platform, log } = deps;
  const rng = deps.rng ?? cryptoRng;
  const now = deps.now ?? (() => new Date());
  const secrets = studioSecrets(deps.db);
  const totalsDue = new Map<string, ReturnType<typeof setTimeout>>();

  /** The context of a bet's brand, for the calls its settlement makes. */
  async function contextOfBet(bet: Pick<TableBetRow, 'merchantId' | 'host' | 'currency'>): Promise<StudioContext> {
    const secret = await secrets(bet.merchantId);
    if (!secret) throw new Error(`the studio has no secret at brand ${bet.merchantId}`);
    return { platform, target: { host: bet.host, secret }, currency: bet.currency, merchantId: bet.merchantId, log };
  }

  const publish = (channel: string, message: Record<string, unknown>) =>
    bus.publishJson(channel, { ...message, serverNow: now().toISOString() }).catch((err: unknown) => log.warn({ err, channel }, 'tables: publish failed'));

  /** Chip totals of the round, to the whole table, at most every TOTALS_EVERY_MS. */
  function totalsChanged(tableId: string, roundId: string): void {
    if (totalsDue.has(roundId)) return;
    totalsDue.set(
      roundId,
      setTimeout(() => {
        totalsDue.delete(roundId);
        void store
          .roundTotals(roundId)
          .then((t) => publish(tableChannel(tableId), { type: 'totals', roundId, ...t }))
          .catch((err: unknown) => log.warn({ err }, 'tables: totals failed'));
      }, TOTALS_EVERY_MS),
    );
  }

  // ------------------------------------------------------------ the rounds

  async function openNext(table: TableRow, at: Date): Promise<TableRoundRow | undefined> {
    const opensAt = at;
    const closesAt = new Date(opensAt.getTime() + table.bettingMs);
    const settlesAt = new Date(closesAt.getTime() + table.dealingMs);
    const round = await store.openRound(table, { opensAt, closesAt, settlesAt });
    if (round) {
      await publish(tableChannel(table.tableId), { type: 'round', round: roundView(round), seated: await store.seated(table.tableId, at) });
    }
    return round;
  }

  async function deal(table: TableRow, round: TableRoundRow): Promise<void> {
    const rules = rulesOf(table.game);
    const dealt = await store.closeAndDeal(round.roundId, table.tableId, (state) => {
      const d = rules.deal(rng, state);
      const shoe = (d.outcome as { shoe?: { shoe: number } }).shoe;
      return { outcome: d.outcome, state: d.state, shoeNo: shoe ? shoe.shoe : null };
    });
    if (dealt) await publish(tableChannel(table.tableId), { type: 'deal', round: roundView(dealt) });
  }

  /** One player's chips of a settled round: the payout and valid bet by the game's rules. */
  function reckon(table: TableRow, round: TableRoundRow, bets: TableBetRow[]) {
    const rules = rulesOf(table.game);
    const perBet = bets.map((b) => {
      const chips: TBet[] = b.chips.map((c) => ({ spot: c.spot, amount: BigInt(c.amount) }));
      return { id: b.id, chips, payout: rules.settle(round.outcome, chips).reduce((s, c) => s + c.payout, 0n) };
    });
    const chips = perBet.flatMap((p) => p.chips);
    return {
      first: bets[0]!,
      perBet,
      chips,
      stake: chips.reduce((s, c) => s + c.amount, 0n),
      payout: perBet.reduce((s, p) => s + p.payout, 0n),
      validBet: rules.validBet(chips, round.outcome),
    };
  }
  type Reckoning = ReturnType<typeof reckon>;

  /**
   * Paid players: each told their own at once (the platform has committed
   * their money), while their bets are marked settled in one statement. Were
   * that statement lost, the tick settles them again: the platform answers
   * the same settlement as a duplicate and the player hears the same payout.
   */
  async function settled(table: TableRow, round: TableRoundRow, paid: { r: Reckoning; balance?: string | undefined }[]): Promise<void> {
    if (paid.length === 0) return;
    const marked = store.settleBets(
      paid.flatMap(({ r }) => r.perBet.map((p) => ({ id: p.id, payout: p.payout }))),
      now(),
    );
    for (const { r, balance } of paid) {
      await publish(playerChannel(table.tableId, r.first.merchantId, r.first.playerId), {
        type: 'settled',
        roundId: round.roundId,
        stake: r.stake.toString(),
        payout: r.payout.toString(),
        ...(balance === undefined ? {} : { balance }),
      });
    }
    await marked;
  }

  /**
   * Real players of one brand, up to PROVIDER_SETTLE_MAX, in one provider
   * call (`settle`): each player's round closed with its win (0 for a loss),
   * valid bet and outcome line, idempotent by `<round>-win`. A retry sends
   * the same settlement (same JSON), so the platform answers it as a
   * duplicate. Players the platform did not answer stay placed, for the tick.
   */
  async function settleChunk(table: TableRow, round: TableRoundRow, chunk: Reckoning[]): Promise<void> {
    const ctx = await contextOfBet(chunk[0]!.first);
    const settlements = chunk.map((r) => {
      const roundId = platformRoundId(round.roundId, r.first.playerId);
      return {
        playerId: r.first.playerId,
        transactionId: `${roundId}-win`,
        roundId,
        amount: r.payout.toString(),
        validBet: r.validBet.toString(),
        outcome: { summary: playerSummary(table.game as TTableGame, round.outcome, r.chips) },
      };
    });
    const answer = await platform.call(ctx.target, 'settle', { settlements }, ZPlatformSettle);
    if (!answer.success || !answer.value) {
      log.error({ roundId: round.roundId, code: answer.code, status: answer.status, players: chunk.length }, 'tables: a settlement was not answered; retried later');
      return;
    }
    const byTx = new Map(answer.value.results.map((x) => [x.transactionId, x]));
    const paid: { r: Reckoning; balance?: string | undefined }[] = [];
    chunk.forEach((r, i) => {
      const result = byTx.get(settlements[i]!.transactionId);
      if (result?.success) paid.push({ r, balance: result.balance });
      else log.error({ roundId: settlements[i]!.roundId, code: result?.code }, 'tables: a player was not settled; retried later');
    });
    await settled(table, round, paid);
  }

  /**
   * Players' chips of a round, paid: fun players at once (no money), real
   * players through `settle` calls of up to PROVIDER_SETTLE_MAX players of
   * one brand, a few calls at a time (the platform applies each call's
   * players through its group commit).
   */
  async function payAll(table: TableRow, round: TableRoundRow, bets: TableBetRow[]): Promise<void> {
    const byPlayer = new Map<string, TableBetRow[]>();
    for (const b of bets) {
      const key = `${b.merchantId}:${b.playerId}`;
      byPlayer.set(key, [...(byPlayer.get(key) ?? []), b]);
    }
    const reckoned = [...byPlayer.values()].map((group) => reckon(table, round, group));
    await settled(
      table,
      round,
      reckoned.filter((r) => r.first.mode === 'fun').map((r) => ({ r })),
    );
    const byBrand = new Map<number, Reckoning[]>();
    for (const r of reckoned) if (r.first.mode !== 'fun') byBrand.set(r.first.merchantId, [...(byBrand.get(r.first.merchantId) ?? []), r]);
    const chunks: Reckoning[][] = [];
    for (const players of byBrand.values()) for (let i = 0; i < players.length; i += PROVIDER_SETTLE_MAX) chunks.push(players.slice(i, i + PROVIDER_SETTLE_MAX));
    let next = 0;
    const worker = async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++]!;
        await settleChunk(table, round, chunk).catch((err: unknown) => log.error({ err, roundId: round.roundId }, 'tables: settling players failed; retried later'));
      }
    };
    await Promise.all(Array.from({ length: Math.min(SETTLE_CALLS_AT_ONCE, chunks.length) }, worker));
  }

  /** A bet the platform may or may not have taken: refunded (a rollback of an unknown bet leaves a tombstone). */
  async function refund(bet: TableBetRow, roundId: string): Promise<void> {
    if (bet.mode !== 'fun') {
      const ctx = await contextOfBet(bet);
      const answer = await refundBet(ctx, {
        playerId: bet.playerId,
        transactionId: `${roundId}-${bet.playerId}-${bet.clientBetId}-rb`,
        referenceTransactionId: `${roundId}-${bet.playerId}-${bet.clientBetId}`,
        roundId: platformRoundId(roundId, bet.playerId),
      });
      if (!answer.success) throw new Error(`rollback refused: ${answer.code}`);
    }
    await store.refundBet(bet.id, now());
  }

  /**
   * Settles a dealt round, once: the process that claims it publishes the
   * result at once (the deal decided it), then pays every player and tells
   * each their own, then marks the round settled.
   */
  async function settle(table: TableRow, round: TableRoundRow): Promise<void> {
    const claimed = await store.claimSettlement(round.roundId, now(), SETTLE_CLAIM_STALE_MS);
    if (!claimed) return;
    // The shoe's roads with this round on them, computed once for every seated player.
    const shoeRounds = claimed.shoeNo === null ? [] : (await store.history(table.tableId, 120, claimed.shoeNo)).filter((r) => r.shoeNo === claimed.shoeNo);
    await publish(tableChannel(table.tableId), {
      type: 'result',
      round: { ...roundView(claimed), phase: 'settled' },
      summary: outcomeSummary(table.game as TTableGame, claimed.outcome),
      last: [claimed.outcome],
      roads: roadsOf(table.game as TTableGame, [...shoeRounds, claimed]),
    });
    // Chips whose stake the platform never confirmed are refunded, not played.
    const bets = await store.roundBets(round.roundId, ['pending', 'placed']);
    for (const b of bets.filter((x) => x.status === 'pending')) await refund(b, round.roundId).catch((err: unknown) => log.error({ err }, 'tables: refund failed'));
    await payAll(
      table,
      claimed,
      bets.filter((x) => x.status === 'placed'),
    );
    await store.finishRound(round.roundId, 'settled', now());
  }

  /** A round that cannot be played (the table closed): every bet refunded. */
  async function voidRound(table: TableRow, round: TableRoundRow): Promise<void> {
    for (const b of await store.roundBets(round.roundId, ['pending', 'placed'])) await refund(b, round.roundId);
    const gone = await store.finishRound(round.roundId, 'void', now());
    if (gone) await publish(tableChannel(table.tableId), { type: 'void', roundId: round.roundId });
  }

  /** A table's next phase change: when it is due (for the wake timer), or undefined when nothing is waiting. */
  function dueOf(table: TableRow, round: TableRoundRow | undefined): Date | undefined {
    if (table.status !== 'open' || !round) return undefined;
    if (round.phase === 'betting') return round.closesAt;
    if (round.phase === 'dealing') return round.settlesAt;
    return round.settledAt ? new Date(round.settledAt.getTime() + table.resultMs) : undefined;
  }

  /** Moves one table on by the phase it is due for, and wakes this process when the next one is due. */
  async function advance(table: TableRow, counts: { opened: number; dealt: number; settled: number }): Promise<void> {
    const round = await store.latestRound(table.tableId);
    const at = now();
    if (table.status !== 'open') {
      if (round && (round.phase === 'betting' || round.phase === 'dealing')) await voidRound(table, round);
      // Seated players hear it (at every tick while it lasts: a page that missed one hears the next).
      await publish(tableChannel(table.tableId), { type: 'status', status: table.status });
      return;
    }
    if (!round || round.phase === 'settled' || round.phase === 'void') {
      const after = round?.settledAt ? new Date(round.settledAt.getTime() + table.resultMs) : at;
      if ((after <= at || !round) && (await openNext(table, at))) counts.opened++;
    } else if (round.phase === 'betting' && round.closesAt <= at) {
      await deal(table, round);
      counts.dealt++;
    } else if (round.phase === 'dealing' && round.settlesAt <= at) {
      await settle(table, round);
      counts.settled++;
    }
    wakeAt(table.tableId, dueOf(table, await store.latestRound(table.tableId)));
  }

  /**
   * The phases are due at known times: the process that made the last change
   * sets a timer for the next, so a round closes and settles on time; the
   * durable tick (every few seconds, once across processes) is the fallback.
   */
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  function wakeAt(tableId: string, due: Date | undefined): void {
    const old = timers.get(tableId);
    if (old) clearTimeout(old);
    timers.delete(tableId);
    if (!due || stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(tableId);
        void store
          .table(tableId)
          .then((t) => t && advance(t, { opened: 0, dealt: 0, settled: 0 }))
          .catch((err: unknown) => log.error({ err, tableId }, 'tables: wake failed'));
      },
      Math.max(0, due.getTime() - now().getTime()) + 5,
    );
    timer.unref?.();
    timers.set(tableId, timer);
  }
  let stopped = false;
  function stop(): void {
    stopped = true;
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
    for (const t of totalsDue.values()) clearTimeout(t);
    totalsDue.clear();
  }

  /** One pass over every table: the phase each is due for. */
  async function tick(): Promise<{ opened: number; dealt: number; settled: number }> {
    const counts = { opened: 0, dealt: 0, settled: 0 };
    for (const table of await store.tables()) {
      try {
        await advance(table, counts);
      } catch (err) {
        log.error({ err, tableId: table.tableId }, 'tables: tick failed');
      }
    }
    // Wins the platform did not answer before: asked again (idempotent by their transaction ids), once per player and round.
    const unpaid = await store.unpaid(new Date(now().getTime() - 5_000));
    if (unpaid.length > 0) {
      const tables = new Map((await store.tables()).map((t) => [t.tableId, t]));
      const players = new Map<string, { round: TableRoundRow; bets: TableBetRow[] }>();
      for (const { bet, round } of unpaid) {
        if (round.phase === 'void' || bet.status === 'pending') {
          await refund(bet, round.roundId).catch(() => undefined);
          continue;
        }
        const key = `${round.roundId}:${bet.merchantId}:${bet.playerId}`;
        players.set(key, { round, bets: [...(players.get(key)?.bets ?? []), bet] });
      }
      const byRound = new Map<string, { round: TableRoundRow; bets: TableBetRow[] }>();
      for (const { round, bets } of players.values()) byRound.set(round.roundId, { round, bets: [...(byRound.get(round.roundId)?.bets ?? []), ...bets] });
      for (const { round, bets } of byRound.values()) {
        const table = tables.get(round.tableId);
        if (table) await payAll(table, round, bets).catch(() => undefined);
      }
    }
    return counts;
  }

  // ------------------------------------------------------------ players

  /** The player at the table of `game` (a token launched for another game is refused). */
  const playerOf = (ctx: StudioContext, game: string, body: { mode: StudioMode; token?: string | undefined; funId?: string | undefined }) => studioPlayer(ctx, game, body);

  async function tableOf(game: string): Promise<TableRow> {
    const table = await store.table(game);
    if (!table) throw new AppError(404, ErrorCode.notFound, 'No such table');
    return table;
  }

  const limitsFor = async (ctx: StudioContext, currency: string, game: string) => {
    const l = await limitsOf(ctx.merchantId, currency, game);
    return { min: l.minBet, max: l.maxBet };
  };

  async function session(ctx: StudioContext, game: string, body: TTableSessionBody) {
    const table = await tableOf(game);
    const player = await playerOf(ctx, game, body);
    const at = now();
    await store.seen(table.tableId, ctx.merchantId, player.key, at);
    const limits = await limitsFor(ctx, player.currency, game);
    const round = await store.latestRound(table.tableId);
    const rules = rulesOf(table.game);
    const live = round && (round.phase === 'betting' || round.phase === 'dealing') ? round : undefined;
    const history = await store.history(table.tableId, HISTORY);
    // The shoe in play: the live round's once dealt, else the last settled round's.
    const shoeNo = round?.shoeNo ?? history.at(-1)?.shoeNo ?? null;
    const shoeRounds = shoeNo === null ? [] : await store.history(table.tableId, 120, shoeNo);
    const mine = live ? await store.playerBets(live.roundId, ctx.merchantId, player.key) : [];
    return {
      mode: player.mode,
      ...(player.playerId ? { playerId: player.playerId } : {}),
      ...(player.funId ? { funId: player.funId } : {}),
      currency: player.currency,
      balance: player.mode === 'fun' ? FUN_START_BALANCE.toString() : player.balance!,
      table: { tableId: table.tableId, game: table.game, name: table.name, status: table.status, bettingMs: table.bettingMs, dealingMs: table.dealingMs, resultMs: table.resultMs },
      spots: rules.spots.map((s) => ({ spot: s.spot, kind: s.kind, label: s.label, pays: s.pays, nameKey: s.nameKey, ...(s.nameParams ? { nameParams: s.nameParams } : {}) })),
      limits: { min: limits.min.toString(), max: limits.max.toString() },
      chipValues: CHIP_VALUES.filter((c) => c >= limits.min && c <= limits.max).map(String),
      round: round ? roundView(round) : null,
      ...(live ? await store.roundTotals(live.roundId) : { totals: {}, players: 0 }),
      seated: await store.seated(table.tableId, at),
      myChips: mine.filter((b) => b.status !== 'refunded').flatMap((b) => b.chips),
      history: history.map((h) => h.outcome),
      roads: roadsOf(table.game as TTableGame, shoeRounds),
      serverNow: at.toISOString(),
    };
  }

  async function bet(ctx: StudioContext, game: string, body: TTableBetBody): Promise<{ duplicate: boolean; myChips: { spot: string; amount: string }[]; balance?: string }> {
    const table = await tableOf(game);
    if (table.status !== 'open') throw new AppError(409, ErrorCode.gameMaintenance, 'This table is closed for maintenance');
    const player = await playerOf(ctx, game, body);
    const limits = await limitsFor(ctx, player.currency, game);
    const rules = rulesOf(table.game);
    const existing = await store.betByClientId(body.roundId, ctx.merchantId, player.key, body.clientBetId);
    if (existing) {
      const mine = await store.playerBets(body.roundId, ctx.merchantId, player.key);
      return { duplicate: true, myChips: mine.filter((b) => b.status !== 'refunded').flatMap((b) => b.chips), ...(player.balance ? { balance: player.balance } : {}) };
    }
    const chips = body.chips.map((c) => ({ spot: c.spot, amount: BigInt(c.amount) }));
    const before = (await store.playerBets(body.roundId, ctx.merchantId, player.key)).filter((b) => b.status !== 'refunded');
    try {
      // The limits hold for the player's whole stake on each spot this round.
      rules.checkBets([...before.flatMap((b) => b.chips.map((c) => ({ spot: c.spot, amount: BigInt(c.amount) }))), ...chips], { min: limits.min, max: limits.max });
    } catch (err) {
      if (err instanceof TableBetError) {
        const status = err.code === 'below_min' || err.code === 'above_max' ? ErrorCode.amountOutOfRange : ErrorCode.validation;
        throw new AppError(400, status, `chips: ${err.message}`, { min: limits.min.toString(), max: limits.max.toString() });
      }
      throw err;
    }
    const amount = chips.reduce((s, c) => s + c.amount, 0n);
    let row: TableBetRow | undefined;
    try {
      row = await store.addBet(
        {
          roundId: body.roundId,
          tableId: table.tableId,
          merchantId: ctx.merchantId,
          host: player.mode === 'fun' ? '' : ctx.target.host,
          playerId: player.key,
          mode: player.mode,
          clientBetId: body.clientBetId,
          chips: chips.map((c) => ({ spot: c.spot, amount: c.amount.toString() })),
          amount,
          currency: player.currency,
          createdAt: now(),
        },
        now(),
      );
    } catch (err) {
      if (err instanceof BettingClosedError) throw new AppError(409, ErrorCode.roundClosed, 'No more bets: this round is closed');
      throw err;
    }
    if (!row) return bet(ctx, game, body);
    let balance: string | undefined;
    if (player.mode !== 'fun') {
      try {
        const taken = await placeBet(ctx, {
          token: player.token!,
          playerId: player.playerId!,
          transactionId: `${body.roundId}-${player.playerId}-${body.clientBetId}`,
          roundId: platformRoundId(body.roundId, player.playerId!),
          amount: amount.toString(),
        });
        balance = taken.balance;
      } catch (err) {
        if (err instanceof AppError && err.statusCode < 500) await store.dropBet(row.id);
        throw err;
      }
    }
    await store.markPlaced(row.id);
    await store.seen(table.tableId, ctx.merchantId, player.key, now());
    totalsChanged(table.tableId, body.roundId);
    const mine = await store.playerBets(body.roundId, ctx.merchantId, player.key);
    return { duplicate: false, myChips: mine.filter((b) => b.status !== 'refunded').flatMap((b) => b.chips), ...(balance ? { balance } : {}) };
  }

  /** Every table as the brand's room list shows it: its state, who is seated, and this brand's limits in its currency. */
  async function lobby(ctx: StudioContext, currency: string) {
    const at = now();
    const tables = await store.tables();
    return {
      tables: await Promise.all(
        tables.map(async (t) => {
          const limits = await limitsOf(ctx.merchantId, currency, t.game);
          return {
            gameCode: t.game,
            status: t.status === 'open' ? ('OPEN' as const) : ('MAINTENANCE' as const),
            players: await store.seated(t.tableId, at),
            minBet: limits.minBet.toString(),
            maxBet: limits.maxBet.toString(),
          };
        }),
      ),
    };
  }

  return { tick, stop, session, bet, lobby, playerOf, tableOf, voidRound, seen: store.seen };
}

export type TablesService = ReturnType<typeof createTablesService>;
