/**
 * The provider API's rules (issue 5 item 7): game launch and the seamless
 * wallet vendors call. See provider.schemas.ts in the contracts for the wire
 * format and provider.routes.ts for the signature and address checks.
 *
 * Idempotency. Every call naming a transaction id first claims
 * (brand, vendor, transaction id) in provider_transactions, in the same
 * database transaction as its money movement and the answer it stores. A
 * second copy waits on the unique index until the first commits, then finds
 * the row and gets the stored answer (or a conflict when its body differs).
 * The ledger key `provider:<vendor>:<transaction id>` is a second guard.
 *
 * A rollback that arrives before its bet leaves a `tombstone` under the bet's
 * transaction id, so the late bet collides with it and is refused.
 *
 * Beside the money: a win or endRound may carry the round's outcome (stored
 * on the round for the betting record); a launch that succeeds marks the
 * game as recently played; a round that closes with a big win (recordWin's
 * rules, real money only) goes on the winners board. The last two run after
 * the money transaction and only log their failures.
 */
import { GAME_TOKEN_TTL_MS, ErrorCode, type TErrorCode, type TGameLaunch, type TProviderCall, type TRoundOutcome } from '@wps/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand/brand.repository';
import { LedgerError, balanceOf, demoCreditsAccount, houseAccountFor, houseShardFor, memberMainAccount, postTransaction, type PostedTransaction } from '../ledger/ledger.service';
import { recordRecentGame } from '../games/games.service';
import { recordWager } from '../wagers';
import {
  addBetToRoundAndStoreAnswer,
  addWinToRoundAndStoreAnswer,
  claimTransaction,
  findAccountBalance,
  findCatalogGame,
  findGameToken,
  findMemberOfBrand,
  findProviderSettings,
  findProviderSettingsWithMode,
  findRound,
  findRoundCategory,
  findTransaction,
  findVendorRows,
  insertGameToken,
  markRolledBack,
  storeAnswer,
  updateOpenRound,
  type GameRoundRow,
  type ProviderSettingsRow,
  type RoundTotals,
} from './provider.repository';
import { cachedSettings, demoAccountKey, houseAccountKey, memberAccountKey, memberKey, providerCache, remember, type ProviderCache } from './provider.cache';
import { newGameToken, sha256Hex } from './provider.signature';

// ------------------------------------------------------------------ launch

export interface LaunchInput {
  vassalage: string;
  gameCode: string;
  trial: boolean;
  language?: string | undefined;
}

export interface LaunchMember {
  id: number;
  isTrial: boolean;
}

/**
 * The game a launch names, checked against the catalog. The only coupling of
 * this module to the games catalog: a vendor with games in the catalog must
 * name one of them; a vendor with none (not catalogued yet) is launched by its
 * game code as given.
 */
async function resolveLaunchGame(db: DrizzleDb, merchantId: number, vassalage: string, gameCode: string) {
  const { hasCatalog, game } = await findCatalogGame(db, merchantId, vassalage, gameCode);
  if (hasCatalog && !game) throw new AppError(404, ErrorCode.notFound, `Vendor ${vassalage} has no game ${gameCode}`);
  return { gameCode, gameId: game?.id ?? null, gameType: game?.gameType ?? null, isMaintenance: game?.status === 'maintenance' };
}

/**
 * SPEC.md §4 Game start: a trial account may only play with demo credits (the
 * client shows in_need_true_account); a vendor under maintenance answers
 * "game under maintenance, see other popular games".
 */
export async function launchGame(
  services: Pick<AppServices, 'db' | 'clock'>,
  ctx: { merchant: MerchantRow; member: LaunchMember; siteOrigin: string; log?: Pick<FastifyBaseLogger, 'error'> },
  input: LaunchInput,
): Promise<TGameLaunch> {
  const { db } = services;
  const { merchant, member } = ctx;
  if (member.isTrial && !input.trial) {
    throw new AppError(403, ErrorCode.needTrueAccount, 'A trial account can only play for free; register a real account to play for money');
  }
  const settings = await findProviderSettings(db, merchant.id, input.vassalage);
  if (!settings || !settings.enabled) throw new AppError(404, ErrorCode.providerUnavailable, `Vendor ${input.vassalage} is not available`);
  const game = await resolveLaunchGame(db, merchant.id, input.vassalage, input.gameCode);
  const vendorRows = await findVendorRows(db, merchant.id, input.vassalage);
  const underMaintenance =
    game.isMaintenance || vendorRows.some((v) => v.status === 'MAINTENANCE' && (game.gameType === null || v.gameType === game.gameType));
  if (underMaintenance) throw new AppError(409, ErrorCode.gameMaintenance, 'game under maintenance, see other popular games');

  const language = input.language && merchant.supportedLanguages.includes(input.language) ? input.language : merchant.defaultLanguage;
  const params = new URLSearchParams({ game: game.gameCode, language, returnUrl: `${ctx.siteOrigin}/` });
  // The member's recent games (GCS_recentGame) follow every launch that succeeds, whatever its mode.
  const noteRecent = async () => {
    if (game.gameId === null) return;
    await recordRecentGame(db, merchant.id, member.id, game.gameId, services.clock.now()).catch((err: unknown) =>
      ctx.log?.error({ err, gameId: game.gameId }, 'recording a recent game failed'),
    );
  };
  // A real member's free trial is the vendor's own fun mode: no wallet, so no token.
  if (input.trial && !member.isTrial) {
    params.set('mode', 'fun');
    await noteRecent();
    return { url: launchUrl(settings, ctx.siteOrigin, params), mode: 'fun' };
  }
  const token = newGameToken();
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + GAME_TOKEN_TTL_MS);
  await insertGameToken(db, {
    tokenHash: sha256Hex(token),
    merchantId: merchant.id,
    memberId: member.id,
    vassalage: input.vassalage,
    gameCode: game.gameCode,
    isTrial: member.isTrial,
    language,
    expiresAt,
    createdAt: now,
  });
  const mode = member.isTrial ? 'demo' : 'real';
  params.set('mode', mode);
  params.set('token', token);
  await noteRecent();
  return { url: launchUrl(settings, ctx.siteOrigin, params), token, mode, expiresAt: expiresAt.toISOString() };
}

function launchUrl(settings: ProviderSettingsRow, origin: string, params: URLSearchParams): string {
  const url = new URL(settings.launchUrl, `${origin}/`);
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}

// ------------------------------------------------------------------ wallet

/** An answer to a vendor: the platform envelope and its HTTP status, stored as they are for replays. */
export interface ProviderAnswer {
  httpStatus: number;
  body: { success: boolean; code?: TErrorCode; message?: string; value?: Record<string, unknown> };
}

export interface WalletCallContext {
  merchant: MerchantRow;
  settings: ProviderSettingsRow;
  rawBody: Buffer;
  /** This app's provider cache (provider.cache.ts). */
  cache: ProviderCache;
}

type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;

const ok = (value: Record<string, unknown>): ProviderAnswer => ({ httpStatus: 200, body: { success: true, value } });
const refusal = (httpStatus: number, code: TErrorCode, message: string, value?: Record<string, unknown>): ProviderAnswer => ({
  httpStatus,
  body: { success: false, code, message, ...(value ? { value } : {}) },
});

const key = (ctx: WalletCallContext, transactionId: string) => `provider:${ctx.settings.vassalage}:${transactionId}`;

/**
 * Ledger account ids found or created inside a database transaction: they go
 * into the per-app cache only once that transaction has committed.
 */
type Learned = [key: string, id: number][];

/**
 * The member's main wallet id, and its balance when it had to be read: no
 * read at all once the id is cached (a movement answers the balance itself).
 * `learned` collects a new id for after commit; without it (autocommit) the id is cached at once.
 */
async function mainAccount(db: DrizzleDb, ctx: WalletCallContext, memberId: number, learned?: Learned): Promise<{ id: number; balance?: bigint }> {
  const cache = ctx.cache;
  const cacheKey = memberAccountKey(ctx.merchant.id, memberId, ctx.merchant.currency);
  const cached = cache.accounts.get(cacheKey);
  if (cached !== undefined) return { id: cached };
  const key = { merchantId: ctx.merchant.id, ownerKind: 'member', ownerId: memberId, kind: 'main', currency: ctx.merchant.currency } as const;
  const account = (await findAccountBalance(db, key)) ?? (await memberMainAccount(db, ctx.merchant.id, memberId, ctx.merchant.currency));
  if (learned) learned.push([cacheKey, account.id]);
  else remember(cache.accounts, cacheKey, account.id);
  return { id: account.id, balance: account.balance };
}

/** The member's main wallet id and current balance (one read at most). */
async function mainBalance(db: DrizzleDb, ctx: WalletCallContext, memberId: number, learned?: Learned): Promise<{ account: { id: number }; balance: bigint }> {
  const account = await mainAccount(db, ctx, memberId, learned);
  return { account, balance: account.balance ?? (await balanceOf(db, account.id)) };
}

/**
 * The other side of a round's movement: the house shard the movement's key
 * picks (see ledger.service.ts), or, for a trial member's demo round, the
 * brand's demo-credits account — play money never touches the house, so the
 * brand's real results hold real rounds only. No read once the id is cached.
 */
async function houseFor(db: DrizzleDb, ctx: WalletCallContext, idempotencyKey: string, learned: Learned, trial = false): Promise<{ id: number }> {
  if (trial) {
    const demoKey = demoAccountKey(ctx.merchant.id, ctx.merchant.currency);
    const known = ctx.cache.accounts.get(demoKey);
    if (known !== undefined) return { id: known };
    const demo = await demoCreditsAccount(db, ctx.merchant.id, ctx.merchant.currency);
    learned.push([demoKey, demo.id]);
    return demo;
  }
  const shard = houseShardFor(idempotencyKey);
  const cacheKey = houseAccountKey(ctx.merchant.id, ctx.merchant.currency, shard);
  const cached = ctx.cache.accounts.get(cacheKey);
  if (cached !== undefined) return { id: cached };
  const found = await findAccountBalance(db, { merchantId: ctx.merchant.id, ownerKind: 'house', ownerId: null, kind: 'house', currency: ctx.merchant.currency, shard });
  const house = found ?? (await houseAccountFor(db, ctx.merchant.id, ctx.merchant.currency, idempotencyKey));
  learned.push([cacheKey, house.id]);
  return house;
}

/** The member's balance right after a movement, from the movement itself (the row was locked while it was written). */
function balanceAfter(posted: PostedTransaction, accountId: number): bigint {
  const entry = posted.entries.find((e) => e.accountId === accountId);
  if (!entry) throw new Error(`movement ${posted.transaction.id} has no entry for account ${accountId}`);
  return entry.balanceAfter;
}

const balanceValue = (ctx: WalletCallContext, memberId: number, balance: bigint) => ({
  playerId: String(memberId),
  currency: ctx.merchant.currency,
  balance: balance.toString(),
});

/** The member a vendor names, of this brand only (members are never deleted or moved: a found one is cached). */
async function playerOf(db: DrizzleDb, ctx: WalletCallContext, playerId: string) {
  const members = ctx.cache.members;
  const cacheKey = memberKey(ctx.merchant.id, Number(playerId));
  const cached = members.get(cacheKey);
  if (cached) return cached;
  const member = await findMemberOfBrand(db, ctx.merchant.id, Number(playerId));
  if (!member) throw new AppError(404, ErrorCode.userNotFound, `No player ${playerId} at this brand`);
  remember(members, cacheKey, { id: member.id, account: member.account, type: member.type });
  return member;
}

/** A live game token of this brand and vendor, or 401. */
async function liveToken(services: Services, ctx: WalletCallContext, token: string) {
  const row = await findGameToken(services.db, sha256Hex(token));
  if (!row || row.merchantId !== ctx.merchant.id || row.vassalage !== ctx.settings.vassalage || row.expiresAt <= services.clock.now()) {
    throw new AppError(401, ErrorCode.gameTokenInvalid, 'The game token is unknown, expired, or of another brand or vendor');
  }
  return row;
}

export async function authenticatePlayer(services: Services, ctx: WalletCallContext, body: { token: string }): Promise<ProviderAnswer> {
  const token = await liveToken(services, ctx, body.token);
  const member = await playerOf(services.db, ctx, String(token.memberId));
  const { balance } = await mainBalance(services.db, ctx, member.id);
  return ok({ ...balanceValue(ctx, member.id, balance), account: member.account, gameCode: token.gameCode, trial: token.isTrial, language: token.language });
}

export async function playerBalance(services: Services, ctx: WalletCallContext, body: { playerId: string }): Promise<ProviderAnswer> {
  const member = await playerOf(services.db, ctx, body.playerId);
  const { balance } = await mainBalance(services.db, ctx, member.id);
  return ok(balanceValue(ctx, member.id, balance));
}

interface Claim {
  kind: 'bet' | 'win' | 'rollback';
  transactionId: string;
  memberId: number;
  roundId?: string | undefined;
  amount?: bigint;
  referenceTransactionId?: string | undefined;
}

interface WorkResult {
  answer: ProviderAnswer;
  /** Money moved: push the member's balance after commit. */
  moved: boolean;
  /** A round closed (its wager and round.settled event were written). */
  settled?: boolean;
  /** The work already stored the answer with its last statement (add*ToRoundAndStoreAnswer). */
  stored?: boolean;
}

const emitBalanceChanged = (services: Services, tx: DrizzleDb, ctx: WalletCallContext, memberId: number) =>
  services.outbox.emit(tx, ctx.merchant.id, 'balance.changed', { memberId, currency: ctx.merchant.currency, currencySymbol: ctx.merchant.currencySymbol });

/**
 * A round just closed: its wager (and the rollups) in the transaction of its
 * last money, and the round.settled event for the winners board and whoever
 * reacts to settled rounds later.
 */
async function settleRound(
  services: Services,
  tx: DrizzleDb,
  ctx: WalletCallContext,
  r: RoundTotals & { memberId: number; account: string; roundId: string; settledAt: Date },
): Promise<void> {
  const category = await findRoundCategory(tx, ctx.merchant.id, ctx.settings.vassalage, r.gameCode);
  await recordWager(tx, {
    merchant: ctx.merchant,
    memberId: r.memberId,
    source: 'provider',
    sourceRef: `${ctx.settings.vassalage}:${r.roundId}`,
    category,
    vassalage: ctx.settings.vassalage,
    gameCode: r.gameCode,
    stake: r.betTotal,
    payout: r.winTotal,
    isTrial: r.isTrial,
    settledAt: r.settledAt,
  });
  await services.outbox.emit(tx, ctx.merchant.id, 'round.settled', {
    memberId: r.memberId,
    account: r.account,
    vassalage: ctx.settings.vassalage,
    gameCode: r.gameCode,
    roundId: r.roundId,
    stake: r.betTotal.toString(),
    payout: r.winTotal.toString(),
    isTrial: r.isTrial,
  });
}

/** What storeAnswer writes for a work result. */
const storedAnswer = (answer: ProviderAnswer, moved: boolean) => ({ applied: moved, httpStatus: answer.httpStatus, response: answer.body });

/**
 * Runs `work` once per (brand, vendor, transaction id): claims the id, does
 * the work and stores its answer in one database transaction. A copy gets
 * the stored answer marked duplicate; the same id with another body is a conflict.
 */
async function once(
  services: Services,
  ctx: WalletCallContext,
  claim: Claim,
  work: (tx: DrizzleDb, learned: Learned, claimedId: number) => Promise<WorkResult>,
  // After-commit failures are the outbox's to log and retry.
  _log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ProviderAnswer> {
  const requestHash = sha256Hex(ctx.rawBody);
  const now = services.clock.now();
  const learned: Learned = [];
  const result = await services.db.transaction(async (tx) => {
    const claimed = await claimTransaction(tx, {
      merchantId: ctx.merchant.id,
      vassalage: ctx.settings.vassalage,
      transactionId: claim.transactionId,
      kind: claim.kind,
      memberId: claim.memberId,
      roundId: claim.roundId ?? null,
      amount: claim.amount ?? 0n,
      referenceTransactionId: claim.referenceTransactionId ?? null,
      requestHash,
      createdAt: now,
    });
    if (!claimed) return { answer: await replay(tx, ctx, claim, requestHash, learned), moved: false };
    const done = await work(tx, learned, claimed.id);
    if (!done.stored) await storeAnswer(tx, claimed.id, storedAnswer(done.answer, done.moved));
    if (done.moved) await emitBalanceChanged(services, tx, ctx, claim.memberId);
    return done;
  });
  // Committed: the account ids it found or created exist for good.
  for (const [cacheKey, id] of learned) remember(ctx.cache.accounts, cacheKey, id);
  // The balance push and a settled round's subscribers (the outbox never throws; a failure stays for the sweeper).
  if (result.moved || result.settled) await services.outbox.dispatch();
  return result.answer;
}

async function replay(tx: DrizzleDb, ctx: WalletCallContext, claim: Claim, requestHash: string, learned: Learned): Promise<ProviderAnswer> {
  const stored = await findTransaction(tx, ctx.merchant.id, ctx.settings.vassalage, claim.transactionId);
  if (!stored) throw new Error(`provider transaction ${claim.transactionId} vanished after a conflicting insert`);
  if (stored.kind === 'tombstone' && claim.kind === 'bet') {
    const { balance } = await mainBalance(tx, ctx, claim.memberId, learned);
    return refusal(409, ErrorCode.betCancelled, 'This bet was rolled back before it arrived; it is refused', {
      ...balanceValue(ctx, claim.memberId, balance),
      transactionId: claim.transactionId,
    });
  }
  if (stored.requestHash !== requestHash || !stored.response || stored.httpStatus === null) {
    return refusal(409, ErrorCode.requestConflict, `Transaction ${claim.transactionId} was already used for a different request`);
  }
  const body = stored.response as ProviderAnswer['body'];
  return { httpStatus: stored.httpStatus, body: body.value ? { ...body, value: { ...body.value, duplicate: true } } : body };
}

export async function placeBet(
  services: Services,
  ctx: WalletCallContext,
  body: { token: string; playerId: string; transactionId: string; roundId: string; amount: string },
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ProviderAnswer> {
  const token = await liveToken(services, ctx, body.token);
  if (String(token.memberId) !== body.playerId) throw new AppError(401, ErrorCode.gameTokenInvalid, 'The game token belongs to another player');
  const amount = BigInt(body.amount);
  const memberId = token.memberId;
  return once(
    services,
    ctx,
    { kind: 'bet', transactionId: body.transactionId, memberId, roundId: body.roundId, amount },
    async (tx, learned, claimedId) => {
      const now = services.clock.now();
      const account = await mainAccount(tx, ctx, memberId, learned);
      const result = (extra: Record<string, unknown>, balance: bigint) => ({
        ...balanceValue(ctx, memberId, balance),
        transactionId: body.transactionId,
        roundId: body.roundId,
        duplicate: false,
        ...extra,
      });
      let after: bigint;
      if (amount > 0n) {
        const idempotencyKey = key(ctx, body.transactionId);
        const house = await houseFor(tx, ctx, idempotencyKey, learned, token.isTrial);
        try {
          const posted = await postTransaction(tx, {
            merchantId: ctx.merchant.id,
            idempotencyKey,
            type: 'bet',
            reference: `${ctx.settings.vassalage}:${body.roundId}`,
            entries: [
              { accountId: account.id, amount: -amount },
              { accountId: house.id, amount },
            ],
            metadata: { vassalage: ctx.settings.vassalage, gameCode: token.gameCode, roundId: body.roundId, transactionId: body.transactionId },
          });
          after = balanceAfter(posted, account.id);
        } catch (err) {
          if (!(err instanceof LedgerError && err.code === 'insufficient_funds')) throw err;
          const current = await balanceOf(tx, account.id);
          return { answer: refusal(400, ErrorCode.insufficientFunds, 'Not enough money for this bet; nothing was moved', result({}, current)), moved: false };
        }
      } else {
        // A free bet moves nothing: the answer carries the balance as it is.
        after = account.balance ?? (await balanceOf(tx, account.id));
      }
      const answer = ok(result({}, after));
      const moved = amount > 0n;
      // The round and the stored answer in one statement.
      const taken = await addBetToRoundAndStoreAnswer(
        tx,
        {
          merchantId: ctx.merchant.id,
          memberId,
          vassalage: ctx.settings.vassalage,
          gameCode: token.gameCode,
          roundId: body.roundId,
          currency: ctx.merchant.currency,
          isTrial: token.isTrial,
          amount,
          balanceBefore: after + amount,
          balanceAfter: after,
          now,
        },
        claimedId,
        storedAnswer(answer, moved),
      );
      // A closed round (or another player's) takes no bets: undo everything, claim included.
      if (!taken) throw new AppError(409, ErrorCode.roundClosed, `Round ${body.roundId} is closed or another player's`);
      return { answer, moved, stored: true };
    },
    log,
  );
}

export async function payWin(
  services: Services,
  ctx: WalletCallContext,
  body: { playerId: string; transactionId: string; roundId: string; amount: string; endRound?: boolean | undefined; outcome?: TRoundOutcome | undefined },
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ProviderAnswer> {
  const member = await playerOf(services.db, ctx, body.playerId);
  const amount = BigInt(body.amount);
  return once(
    services,
    ctx,
    { kind: 'win', transactionId: body.transactionId, memberId: member.id, roundId: body.roundId, amount },
    async (tx, learned, claimedId) => {
      const now = services.clock.now();
      const account = await mainAccount(tx, ctx, member.id, learned);
      // The balance as it is, for answers that move nothing (read at most once, and only for them).
      const current = async () => account.balance ?? (await balanceOf(tx, account.id));
      const result = (balance: bigint) => ({ ...balanceValue(ctx, member.id, balance), transactionId: body.transactionId, roundId: body.roundId, duplicate: false });
      const round = await findRound(tx, ctx.merchant.id, ctx.settings.vassalage, body.roundId);
      // A win pays only into a round this player bet in: money never appears from nowhere.
      if (!round || round.memberId !== member.id) {
        return { answer: refusal(404, ErrorCode.betNotFound, `No bet of this player in round ${body.roundId}`, result(await current())), moved: false };
      }
      if (round.status !== 'open') return { answer: refusal(409, ErrorCode.roundClosed, `Round ${body.roundId} is closed`, result(await current())), moved: false };
      let after: bigint;
      if (amount > 0n) {
        const idempotencyKey = key(ctx, body.transactionId);
        const house = await houseFor(tx, ctx, idempotencyKey, learned, round.isTrial);
        const posted = await postTransaction(tx, {
          merchantId: ctx.merchant.id,
          idempotencyKey,
          type: 'win',
          reference: `${ctx.settings.vassalage}:${body.roundId}`,
          entries: [
            { accountId: house.id, amount: -amount },
            { accountId: account.id, amount },
          ],
          metadata: { vassalage: ctx.settings.vassalage, gameCode: round.gameCode, roundId: body.roundId, transactionId: body.transactionId },
        });
        after = balanceAfter(posted, account.id);
      } else {
        after = await current();
      }
      const answer = ok(result(after));
      const moved = amount > 0n;
      // The round and the stored answer in one statement.
      const taken = await addWinToRoundAndStoreAnswer(
        tx,
        { merchantId: ctx.merchant.id, vassalage: ctx.settings.vassalage, roundId: body.roundId, memberId: member.id },
        { win: amount, balanceAfter: after, close: body.endRound === true, now, outcome: body.outcome },
        claimedId,
        storedAnswer(answer, moved),
      );
      if (!taken) throw new AppError(409, ErrorCode.roundClosed, `Round ${body.roundId} was closed meanwhile`);
      if (taken.closed) await settleRound(services, tx, ctx, { ...taken, memberId: member.id, account: member.account, roundId: body.roundId, settledAt: now });
      return { answer, moved, stored: true, settled: taken.closed };
    },
    log,
  );
}

export async function rollbackBet(
  services: Services,
  ctx: WalletCallContext,
  body: { playerId: string; transactionId: string; referenceTransactionId: string; roundId?: string | undefined },
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ProviderAnswer> {
  const member = await playerOf(services.db, ctx, body.playerId);
  return once(
    services,
    ctx,
    { kind: 'rollback', transactionId: body.transactionId, memberId: member.id, roundId: body.roundId, referenceTransactionId: body.referenceTransactionId },
    async (tx, learned) => {
      const now = services.clock.now();
      const { account, balance } = await mainBalance(tx, ctx, member.id, learned);
      const result = (b: bigint, extra: Record<string, unknown> = {}) => ({
        ...balanceValue(ctx, member.id, b),
        transactionId: body.transactionId,
        duplicate: false,
        ...extra,
      });
      // The bet has not arrived: remember its cancellation so it is refused when it does.
      const tombstone = await claimTransaction(tx, {
        merchantId: ctx.merchant.id,
        vassalage: ctx.settings.vassalage,
        transactionId: body.referenceTransactionId,
        kind: 'tombstone',
        memberId: member.id,
        roundId: body.roundId ?? null,
        referenceTransactionId: body.transactionId,
        requestHash: 'tombstone',
        createdAt: now,
      });
      if (tombstone) return { answer: ok(result(balance, { refunded: '0' })), moved: false };

      const bet = await findTransaction(tx, ctx.merchant.id, ctx.settings.vassalage, body.referenceTransactionId);
      if (!bet) throw new Error(`provider transaction ${body.referenceTransactionId} vanished after a conflicting insert`);
      if (bet.kind === 'tombstone') return { answer: ok(result(balance, { refunded: '0' })), moved: false };
      if (bet.kind !== 'bet' || bet.memberId !== member.id) {
        return { answer: refusal(404, ErrorCode.betNotFound, `Transaction ${body.referenceTransactionId} is not a bet of this player`, result(balance)), moved: false };
      }
      // A settled round is final (as in the seamless-wallet protocols): its bets are not refunded,
      // since its win was paid and its wager counted. The vendor corrects a settled round with a new movement.
      if (bet.roundId && !bet.rolledBackAt) {
        const round = await findRound(tx, ctx.merchant.id, ctx.settings.vassalage, bet.roundId);
        if (round && round.status !== 'open') {
          return { answer: refusal(409, ErrorCode.roundClosed, `Round ${bet.roundId} is settled; its bets can no longer be rolled back`, result(balance)), moved: false };
        }
      }
      // Once per bet, whatever the rollback's own id: a second rollback moves nothing.
      const first = await markRolledBack(tx, bet.id, now);
      if (!first || !bet.applied || bet.amount === 0n) return { answer: ok(result(balance, { refunded: '0' })), moved: false };

      const idempotencyKey = key(ctx, body.transactionId);
      const house = await houseFor(tx, ctx, idempotencyKey, learned, member.type === ctx.merchant.trialType);
      const posted = await postTransaction(tx, {
        merchantId: ctx.merchant.id,
        idempotencyKey,
        type: 'refund',
        reference: `${ctx.settings.vassalage}:${bet.roundId ?? ''}`,
        entries: [
          { accountId: house.id, amount: -bet.amount },
          { accountId: account.id, amount: bet.amount },
        ],
        metadata: { vassalage: ctx.settings.vassalage, roundId: bet.roundId, transactionId: body.transactionId, cancels: bet.transactionId },
      });
      const after = balanceAfter(posted, account.id);
      if (bet.roundId) {
        // The round row is locked here: a win closing it meanwhile waits, then finds the refund in its totals.
        const open = await updateOpenRound(
          tx,
          { merchantId: ctx.merchant.id, vassalage: ctx.settings.vassalage, roundId: bet.roundId, memberId: member.id },
          { bet: -bet.amount, balanceAfter: after, now },
        );
        if (!open) throw new AppError(409, ErrorCode.roundClosed, `Round ${bet.roundId} was settled meanwhile; its bets can no longer be rolled back`);
      }
      return { answer: ok(result(after, { refunded: bet.amount.toString() })), moved: true };
    },
    log,
  );
}

const presentRound = (ctx: WalletCallContext, round: GameRoundRow, balance: bigint) => ({
  ...balanceValue(ctx, round.memberId, balance),
  roundId: round.roundId,
  status: round.status,
  betTotal: round.betTotal.toString(),
  winTotal: round.winTotal.toString(),
});

export async function endRound(
  services: Services,
  ctx: WalletCallContext,
  body: { playerId: string; roundId: string; outcome?: TRoundOutcome | undefined },
  _log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ProviderAnswer> {
  const member = await playerOf(services.db, ctx, body.playerId);
  const now = services.clock.now();
  const { balance } = await mainBalance(services.db, ctx, member.id);
  const where = { merchantId: ctx.merchant.id, vassalage: ctx.settings.vassalage, roundId: body.roundId, memberId: member.id };
  // Closing, the wager and the settled event in one transaction: a closed round always has its wager.
  const closed = await services.db.transaction(async (tx) => {
    const row = await updateOpenRound(tx, where, { balanceAfter: balance, close: true, now, outcome: body.outcome });
    if (row) {
      await settleRound(services, tx, ctx, {
        memberId: member.id,
        account: member.account,
        roundId: row.roundId,
        betTotal: row.betTotal,
        winTotal: row.winTotal,
        isTrial: row.isTrial,
        gameCode: row.gameCode,
        closed: true,
        settledAt: now,
      });
    }
    return row;
  });
  if (closed) {
    await services.outbox.dispatch();
    return ok(presentRound(ctx, closed, balance));
  }
  // Closing a closed round again is harmless (a vendor retrying); a round that never was is not.
  const round = await findRound(services.db, ctx.merchant.id, ctx.settings.vassalage, body.roundId);
  if (round && round.memberId === member.id) return ok(presentRound(ctx, round, balance));
  return refusal(404, ErrorCode.betNotFound, `No round ${body.roundId} of this player`, balanceValue(ctx, member.id, balance));
}

/** Calls that move a member's main wallet: a transfer-wallet vendor has no business making them. */
export const SEAMLESS_ONLY: ReadonlySet<TProviderCall> = new Set(['balance', 'bet', 'win', 'rollback', 'endRound']);

/**
 * A vendor's settings and wallet mode for a wallet call, from this app's
 * cache for up to PROVIDER_SETTINGS_TTL_MS (provider.cache.ts).
 */
export async function walletSettings(services: Pick<AppServices, 'db' | 'clock'>, merchantId: number, vassalage: string) {
  const cache = providerCache(services.db);
  const settings = await cachedSettings(cache, `${merchantId}:${vassalage}`, services.clock.now().getTime(), () =>
    findProviderSettingsWithMode(services.db, merchantId, vassalage),
  );
  return { settings, cache };
}
