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
import {
  GAME_TOKEN_TTL_MS,
  ErrorCode,
  type TErrorCode,
  type TGameLaunch,
  type TProviderCall,
  type TProviderJackpotBody,
  type TProviderSettleBody,
  type TProviderWinBody,
  type TRoundOutcome,
} from '@wps/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { balanceOf, demoCreditsAccount, HOUSE_SHARDS, houseShardAccount, houseShardFor, memberMainAccount, toLedgerError } from '../ledger/ledger.service';
import { jackpotOfGame, releaseJackpot } from '../jackpot';
import { recordRecentGame } from '../games/games.service';
import { recordWager, WAGER_BRAND_SHARDS } from '../wagers';
import { activeFreeRoundsOfGame } from '../free-rounds';
import {
  bonusBalanceOf,
  findAccountBalance,
  findCatalogGame,
  findGameToken,
  findMemberOfBrand,
  findProviderSettings,
  findProviderSettingsWithMode,
  findRound,
  findRoundCategory,
  callProviderApplyBatch,
  deleteMemberGameTokens,
  ROUND_CLOSED_SQLSTATE,
  TOKEN_INVALID_SQLSTATE,
  TOKEN_OTHER_PLAYER_SQLSTATE,
  type ProviderApplyResult,
  findVendorRows,
  insertGameToken,
  updateOpenRound,
  type GameRoundRow,
  type ProviderSettingsRow,
} from './provider.repository';
import { cachedSettings, settingsKey, demoAccountKey, houseAccountKey, memberAccountKey, memberKey, providerCache, type ProviderCache } from './provider.cache';
import { newGameToken, sha256Hex } from './provider.signature';
import { BatchedCallError, createApplyBatcher, type ApplyBatcher } from './provider.batch';

/** One batcher (group commit) per app, keyed like the provider cache by the app's database handle. */
const batchers = new WeakMap<DrizzleDb, ApplyBatcher>();
export function batcherFor(db: DrizzleDb): ApplyBatcher {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = createApplyBatcher(db)));
  return batcher;
}

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
  // A game the operator switched off is not on the site: it is not launched either.
  if ((hasCatalog && !game) || game?.enabled === false) throw new AppError(404, ErrorCode.notFound, `Vendor ${vassalage} has no game ${gameCode}`);
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
  const vendorRows = await findVendorRows(db, merchant.id, input.vassalage);
  // A vendor the operator switched off is not on the site: it is not launched either.
  if (vendorRows.some((v) => !v.enabled)) throw new AppError(404, ErrorCode.providerUnavailable, `Vendor ${input.vassalage} is not available`);
  const game = await resolveLaunchGame(db, merchant.id, input.vassalage, input.gameCode);
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

/** The vendor's launch address; `{game}` in it stands for the game code (a vendor with one page per game). */
function launchUrl(settings: ProviderSettingsRow, origin: string, params: URLSearchParams): string {
  const game = encodeURIComponent(params.get('game') ?? '');
  const url = new URL(settings.launchUrl.replaceAll('{game}', game), `${origin}/`);
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}

// ------------------------------------------------------------------ wallet

/**
 * An answer to a vendor: the platform envelope (stored as it is for replays).
 * Its HTTP status is the route's to choose, from the code (provider.routes.ts).
 */
export type ProviderAnswer = { success: boolean; code?: TErrorCode; message?: string; value?: Record<string, unknown> };

export interface WalletCallContext {
  merchant: MerchantRow;
  settings: ProviderSettingsRow;
  rawBody: Buffer;
  /** This app's provider cache (provider.cache.ts). */
  cache: ProviderCache;
}

export type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;

const ok = (value: Record<string, unknown>): ProviderAnswer => ({ success: true, value });
const refusal = (code: TErrorCode, message: string, value?: Record<string, unknown>): ProviderAnswer => ({
  success: false,
  code,
  message,
  ...(value ? { value } : {}),
});

export const key = (ctx: WalletCallContext, transactionId: string) => `provider:${ctx.settings.vassalage}:${transactionId}`;

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
  else cache.accounts.set(cacheKey, account.id);
  return { id: account.id, balance: account.balance };
}

/** The member's main wallet id and current balance (one read at most). */
async function mainBalance(db: DrizzleDb, ctx: WalletCallContext, memberId: number, learned?: Learned): Promise<{ account: { id: number }; balance: bigint }> {
  const account = await mainAccount(db, ctx, memberId, learned);
  return { account, balance: account.balance ?? (await balanceOf(db, account.id)) };
}

/** What the member can stake: real money plus bonus money (as provider_apply answers after a movement). */
async function playableBalance(db: DrizzleDb, ctx: WalletCallContext, memberId: number): Promise<bigint> {
  const [{ balance }, bonus] = await Promise.all([mainBalance(db, ctx, memberId), bonusBalanceOf(db, ctx.merchant.id, memberId, ctx.merchant.currency)]);
  return balance + bonus;
}

/**
 * The other side of a round's movement: a house shard (the batch's lane picks
 * which, see provider.batch.ts; the ids of all shards are cached per brand and
 * currency), or, for a trial member's round, the brand's demo-credits account
 * — play money never touches the house, so the brand's real results hold real
 * rounds only. No read once the ids are cached.
 */
async function houseShardsOf(db: DrizzleDb, ctx: WalletCallContext, learned: Learned): Promise<number[]> {
  const ids: number[] = [];
  for (let shard = 0; shard < HOUSE_SHARDS; shard++) {
    const cacheKey = houseAccountKey(ctx.merchant.id, ctx.merchant.currency, shard);
    const cached = ctx.cache.accounts.get(cacheKey);
    if (cached !== undefined) {
      ids.push(cached);
      continue;
    }
    const house = await houseShardAccount(db, ctx.merchant.id, ctx.merchant.currency, shard);
    learned.push([cacheKey, house.id]);
    ids.push(house.id);
  }
  return ids;
}

async function demoAccountOf(db: DrizzleDb, ctx: WalletCallContext, learned: Learned): Promise<number> {
  const demoKey = demoAccountKey(ctx.merchant.id, ctx.merchant.currency);
  const known = ctx.cache.accounts.get(demoKey);
  if (known !== undefined) return known;
  const demo = await demoCreditsAccount(db, ctx.merchant.id, ctx.merchant.currency);
  learned.push([demoKey, demo.id]);
  return demo.id;
}

const balanceValue = (ctx: WalletCallContext, memberId: number, balance: bigint) => ({
  playerId: String(memberId),
  currency: ctx.merchant.currency,
  balance: balance.toString(),
});

/** The member a vendor names, of this brand only, or undefined (members are never deleted or moved: a found one is cached). */
async function findPlayer(db: DrizzleDb, ctx: WalletCallContext, playerId: string) {
  const members = ctx.cache.members;
  const cacheKey = memberKey(ctx.merchant.id, Number(playerId));
  const cached = members.get(cacheKey);
  if (cached) return cached;
  const member = await findMemberOfBrand(db, ctx.merchant.id, Number(playerId));
  if (member) members.set(cacheKey, { id: member.id, account: member.account, type: member.type });
  return member;
}

async function playerOf(db: DrizzleDb, ctx: WalletCallContext, playerId: string) {
  const member = await findPlayer(db, ctx, playerId);
  if (!member) throw new AppError(404, ErrorCode.userNotFound, `No player ${playerId} at this brand`);
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
  const balance = token.isTrial ? (await mainBalance(services.db, ctx, member.id)).balance : await playableBalance(services.db, ctx, member.id);
  // The jackpot its game feeds, for real money only (demo credits never win a pool).
  const jackpot = token.isTrial ? undefined : await jackpotOfGame(services.db, ctx.merchant.id, ctx.settings.vassalage, token.gameCode);
  // The member's free rounds of this game (decision 015), for the game to offer; demo credits get none.
  const freeRounds = token.isTrial
    ? []
    : await activeFreeRoundsOfGame(services.db, { merchantId: ctx.merchant.id, memberId: member.id, vassalage: ctx.settings.vassalage, gameCode: token.gameCode, now: services.clock.now() });
  return ok({
    ...balanceValue(ctx, member.id, balance),
    account: member.account,
    gameCode: token.gameCode,
    trial: token.isTrial,
    language: token.language,
    jackpot: jackpot ? { code: jackpot.code, name: jackpot.name, pool: jackpot.pool.toString(), hitEvery: jackpot.hitEvery.toString() } : null,
    freeRounds: freeRounds.map((g) => ({ grantId: String(g.id), roundsLeft: g.roundsLeft, roundsGranted: g.roundsGranted, stake: g.stake.toString(), expiresAt: g.expiresAt.toISOString() })),
  });
}

export async function playerBalance(services: Services, ctx: WalletCallContext, body: { playerId: string }): Promise<ProviderAnswer> {
  const member = await playerOf(services.db, ctx, body.playerId);
  return ok(balanceValue(ctx, member.id, await playableBalance(services.db, ctx, member.id)));
}

/**
 * provider_apply's refusals as the client's errors: a round closed meanwhile
 * (PV001) is a 409, a movement past the money bound a 400; nothing was kept.
 */
export function providerApplyError(err: unknown): Error | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: string; message?: string };
    if (pgErr.code === ROUND_CLOSED_SQLSTATE) return new AppError(409, ErrorCode.roundClosed, pgErr.message ?? 'The round is closed');
    if (pgErr.code === TOKEN_INVALID_SQLSTATE || pgErr.code === TOKEN_OTHER_PLAYER_SQLSTATE) {
      return new AppError(401, ErrorCode.gameTokenInvalid, pgErr.message ?? 'The game token is not valid for this call');
    }
  }
  return toLedgerError(err);
}

/** A movement-bearing call as provider_apply (migration 0009) takes it. */
export interface ApplyInput {
  kind: 'bet' | 'win' | 'rollback';
  transactionId: string;
  memberId: number;
  roundId?: string | undefined;
  amount?: bigint;
  /** rollback: the bet it cancels. */
  referenceTransactionId?: string | undefined;
  /** bet: the game token, checked in the statement (its trial flag and game are the bet's). */
  token?: string;
  /** rollback: the member's trial flag (which account a refund comes from). */
  trial?: boolean;
  /** win: close the round, and what it ended with. */
  close?: boolean;
  outcome?: TRoundOutcome | undefined;
  /** win closing the round: its valid bet (provider_apply caps it at the stake). */
  validBet?: bigint | undefined;
  /** The request hash to store and compare (default: the call's raw body). */
  hash?: string;
  /** win: the member's account name (the winners board masks it). */
  accountName?: string;
  /** bet: a free round of this grant (module free-rounds, decision 015): the house pays the stake. */
  freeRoundGrantId?: number | undefined;
}

/**
 * One vendor call in one statement (provider_apply, migration 0009): the
 * claim of (brand, vendor, transaction id), the ledger movement, the round,
 * the stored answer, the wager and its rollups when the round settles, and
 * the outbox events, atomically. A copy of a call waits on the unique claim
 * until the first commits, then gets its stored answer (marked duplicate) or
 * a conflict when its body differs. Account ids come from the per-app cache
 * (created, if new, before the statement).
 */
/** The accounts a member's call may move: their main wallet, the brand's house shards and demo-credits account (cached once committed). */
export async function callAccounts(services: Services, ctx: WalletCallContext, memberId: number) {
  const learned: Learned = [];
  const account = await mainAccount(services.db, ctx, memberId);
  const houses = await houseShardsOf(services.db, ctx, learned);
  const demo = await demoAccountOf(services.db, ctx, learned);
  // Created or found in their own statements, committed: safe to cache now.
  for (const [cacheKey, id] of learned) ctx.cache.accounts.set(cacheKey, id);
  return { account, houses, demo };
}

/** A call as provider_apply takes it, minus its lane's house shard (the batcher's, or the caller's own). */
export function applyPayload(services: Services, ctx: WalletCallContext, input: ApplyInput, accounts: Awaited<ReturnType<typeof callAccounts>>) {
  return {
    kind: input.kind,
    merchant: ctx.merchant.id,
    vassalage: ctx.settings.vassalage,
    txid: input.transactionId,
    member: input.memberId,
    round: input.roundId ?? null,
    amount: (input.amount ?? 0n).toString(),
    ref: input.referenceTransactionId ?? null,
    hash: input.hash ?? sha256Hex(ctx.rawBody),
    now: services.clock.now().toISOString(),
    origin: services.outbox.origin,
    currency: ctx.merchant.currency,
    symbol: ctx.merchant.currencySymbol,
    gmt: ctx.merchant.gmtOffsetMinutes,
    account: accounts.account.id,
    houses: accounts.houses,
    ...(input.validBet === undefined ? {} : { valid_bet: input.validBet.toString() }),
    demo: accounts.demo,
    trial: input.trial ?? false,
    ...(input.token === undefined ? {} : { token_hash: sha256Hex(input.token) }),
    ...(input.freeRoundGrantId === undefined ? {} : { free_grant: input.freeRoundGrantId }),
    close: input.close ?? false,
    ...(input.outcome ? { outcome: input.outcome } : {}),
    account_name: input.accountName ?? null,
    key: key(ctx, input.transactionId),
    wager_shards: WAGER_BRAND_SHARDS,
  };
}

async function applyCall(services: Services, ctx: WalletCallContext, input: ApplyInput): Promise<ProviderAnswer> {
  const accounts = await callAccounts(services, ctx, input.memberId);
  let result: ProviderApplyResult;
  try {
    result = await batcherFor(services.db).apply(applyPayload(services, ctx, input, accounts));
  } catch (err) {
    throw providerApplyError(err) ?? err;
  }
  // The balance push and a settled round's subscribers run after the answer is on its way: a vendor waits
  // for its money, not for our pages to hear of it (the outbox never throws; a failure stays for the sweeper).
  if (result.moved || result.settled) void services.outbox.dispatch();
  return result.body as ProviderAnswer;
}

export async function placeBet(
  services: Services,
  ctx: WalletCallContext,
  body: { token: string; playerId: string; transactionId: string; roundId: string; amount: string; freeRoundGrantId?: string | undefined },
  _log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ProviderAnswer> {
  // The token is checked inside the bet's statement (its member must be this player); a player unknown here
  // cannot be the token's, so the token alone decides the answer (401 either way).
  const member = await findPlayer(services.db, ctx, body.playerId);
  if (!member) {
    await liveToken(services, ctx, body.token);
    throw new AppError(401, ErrorCode.gameTokenInvalid, 'The game token belongs to another player');
  }
  return applyCall(services, ctx, {
    kind: 'bet',
    transactionId: body.transactionId,
    memberId: member.id,
    roundId: body.roundId,
    amount: BigInt(body.amount),
    token: body.token,
    // A grant id past the column's range names no grant (0): refused as free_round_not_found, not a database error.
    freeRoundGrantId: body.freeRoundGrantId === undefined ? undefined : Number(body.freeRoundGrantId) > 2_147_483_647 ? 0 : Number(body.freeRoundGrantId),
  });
}

/** A win pays only into an open round this player bet in (money never appears from nowhere); `endRound` settles it. */
export async function payWin(
  services: Services,
  ctx: WalletCallContext,
  body: TProviderWinBody,
  _log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ProviderAnswer> {
  const member = await playerOf(services.db, ctx, body.playerId);
  return applyCall(services, ctx, {
    kind: 'win',
    transactionId: body.transactionId,
    memberId: member.id,
    roundId: body.roundId,
    amount: BigInt(body.amount),
    close: body.endRound === true,
    outcome: body.outcome,
    validBet: body.validBet === undefined ? undefined : BigInt(body.validBet),
    accountName: member.account,
  });
}

/**
 * Many rounds closed in one call (a live table's round, provider API
 * `settle`): each settlement is a win that closes its round, applied by the
 * win's rules through the group commit, so the rounds share its statements
 * and commits instead of each paying for a call of its own. Each is
 * idempotent by its own transaction id (its stored request hash is the
 * settlement's own JSON) and answered on its own.
 */
export async function settleRounds(services: Services, ctx: WalletCallContext, body: TProviderSettleBody, _log: Pick<FastifyBaseLogger, 'error'>): Promise<ProviderAnswer> {
  const results = await Promise.all(
    body.settlements.map(async (s) => {
      try {
        const member = await findPlayer(services.db, ctx, s.playerId);
        if (!member) return { transactionId: s.transactionId, success: false, code: ErrorCode.userNotFound };
        const answer = await applyCall(services, ctx, {
          kind: 'win',
          transactionId: s.transactionId,
          memberId: member.id,
          roundId: s.roundId,
          amount: BigInt(s.amount),
          close: true,
          outcome: s.outcome,
          validBet: s.validBet === undefined ? undefined : BigInt(s.validBet),
          accountName: member.account,
          hash: sha256Hex(Buffer.from(JSON.stringify(s))),
        });
        const value = answer.value as { balance?: string; duplicate?: boolean } | undefined;
        return {
          transactionId: s.transactionId,
          success: answer.success,
          ...(answer.code ? { code: answer.code } : {}),
          playerId: s.playerId,
          ...(value?.balance === undefined ? {} : { balance: value.balance }),
          ...(value?.duplicate === undefined ? {} : { duplicate: value.duplicate }),
        };
      } catch (err) {
        const code = err instanceof AppError ? err.code : ErrorCode.providerUnavailable;
        return { transactionId: s.transactionId, success: false, code, playerId: s.playerId };
      }
    }),
  );
  return ok({ results });
}

/** A refusal inside a transaction: thrown to undo what the transaction did, answered as it is. */
class Refused extends Error {
  constructor(readonly body: Record<string, unknown>) {
    super('refused');
  }
}

/**
 * A jackpot hit the game drew (provider API `jackpot`): the whole pool into
 * the player's open round as a win of it, in one transaction — the jackpot
 * module releases the pool to the house and seeds it again, then
 * provider_apply pays the same amount as a win by its usual rules (claim,
 * round, stored answer). A refused win (no such round, round closed) undoes
 * the release. The round is closed later by the game's own win with endRound.
 */
export async function payJackpot(services: Services, ctx: WalletCallContext, body: TProviderJackpotBody, _log: Pick<FastifyBaseLogger, 'error'>): Promise<ProviderAnswer> {
  const member = await playerOf(services.db, ctx, body.playerId);
  const accounts = await callAccounts(services, ctx, member.id);
  const refuse = async (code: TErrorCode, message: string) => refusal(code, message, balanceValue(ctx, member.id, (await mainBalance(services.db, ctx, member.id)).balance));
  if (member.type === ctx.merchant.trialType) return refuse(ErrorCode.jackpotNotFound, 'Demo credits take no part in a jackpot');
  const round = await findRound(services.db, ctx.merchant.id, ctx.settings.vassalage, body.roundId);
  if (!round || round.memberId !== member.id) return refuse(ErrorCode.betNotFound, `No round ${body.roundId} of this player`);
  const idempotencyKey = key(ctx, body.transactionId);
  const house = accounts.houses[houseShardFor(idempotencyKey)]!;
  const now = services.clock.now();
  let outcome: { result: ProviderApplyResult; amount: bigint };
  try {
    outcome = await services.db.transaction(async (tx) => {
      const release = await releaseJackpot(tx, {
        merchantId: ctx.merchant.id,
        code: body.jackpotCode,
        vassalage: ctx.settings.vassalage,
        gameCode: round.gameCode,
        roundId: body.roundId,
        transactionId: body.transactionId,
        memberId: member.id,
        memberAccountId: accounts.account.id,
        houseAccountId: house,
        now,
      });
      const { houses: _lanes, ...win } = applyPayload(
        services,
        ctx,
        { kind: 'win', transactionId: body.transactionId, memberId: member.id, roundId: body.roundId, amount: release.amount, accountName: member.account },
        accounts,
      );
      const [answer] = await callProviderApplyBatch(tx, [{ ...win, now: now.toISOString(), house }]);
      if (!answer) throw new Error('provider_apply_batch answered nothing');
      if ('error' in answer) throw new BatchedCallError(answer.error, answer.message);
      if (answer.status !== 200 && !answer.replay) throw new Refused(answer.body);
      return { result: answer, amount: release.amount };
    });
  } catch (err) {
    if (err instanceof Refused) return err.body as ProviderAnswer;
    throw providerApplyError(err) ?? err;
  }
  if (outcome.result.moved) void services.outbox.dispatch();
  const answer = outcome.result.body as ProviderAnswer & { value?: Record<string, unknown> };
  return answer.success && answer.value ? ({ ...answer, value: { ...answer.value, jackpotWin: outcome.amount.toString() } } as ProviderAnswer) : answer;
}

/**
 * Refunds a bet once, whatever the rollback's own id. A rollback that comes
 * before its bet leaves a tombstone, so the late bet is refused. A settled
 * round is final (as in the seamless-wallet protocols): its bets are not
 * refunded, since its win was paid and its wager counted; a vendor corrects
 * a settled round with a new movement.
 */
export async function rollbackBet(
  services: Services,
  ctx: WalletCallContext,
  body: { playerId: string; transactionId: string; referenceTransactionId: string; roundId?: string | undefined },
  _log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ProviderAnswer> {
  const member = await playerOf(services.db, ctx, body.playerId);
  return applyCall(services, ctx, {
    kind: 'rollback',
    transactionId: body.transactionId,
    memberId: member.id,
    roundId: body.roundId,
    referenceTransactionId: body.referenceTransactionId,
    trial: member.type === ctx.merchant.trialType,
  });
}

/**
 * A round just closed by endRound: its wager (and the rollups) in the
 * transaction that closes it, and the round.settled event (winners board,
 * whoever reacts to settled rounds later). Bets and wins settle inside
 * provider_apply the same way.
 */
async function settleRound(
  services: Services,
  tx: DrizzleDb,
  ctx: WalletCallContext,
  r: { memberId: number; account: string; roundId: string; gameCode: string; betTotal: bigint; winTotal: bigint; isTrial: boolean; settledAt: Date; validBet?: bigint; freeStake: bigint },
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
    // A free round's stake is the house's (decision 015, issue 29 item 1): the wager holds the member's own.
    stake: r.betTotal - r.freeStake,
    validBet: r.validBet,
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
    ...(r.freeStake ? { freeStake: r.freeStake.toString() } : {}),
    payout: r.winTotal.toString(),
    isTrial: r.isTrial,
  });
}

const maxBigint = (a: bigint, b: bigint) => (a > b ? a : b);

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
  body: { playerId: string; roundId: string; outcome?: TRoundOutcome | undefined; validBet?: string | undefined },
  _log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ProviderAnswer> {
  const member = await playerOf(services.db, ctx, body.playerId);
  const now = services.clock.now();
  const validBet = body.validBet === undefined ? undefined : BigInt(body.validBet);
  const { balance } = await mainBalance(services.db, ctx, member.id);
  const where = { merchantId: ctx.merchant.id, vassalage: ctx.settings.vassalage, roundId: body.roundId, memberId: member.id };
  // Closing, the wager and the settled event in one transaction: a closed round always has its wager.
  const closed = await services.db.transaction(async (tx) => {
    const row = await updateOpenRound(tx, where, { balanceAfter: balance, close: true, now, outcome: body.outcome });
    if (row) {
      const freeStake = row.freeStake;
      await settleRound(services, tx, ctx, {
        memberId: member.id,
        account: member.account,
        roundId: row.roundId,
        betTotal: row.betTotal,
        winTotal: row.winTotal,
        isTrial: row.isTrial,
        gameCode: row.gameCode,
        settledAt: now,
        // Never more than was staked; free rounds' stakes (decision 015) are no valid bet.
        validBet: maxBigint((validBet === undefined || validBet > row.betTotal ? row.betTotal : validBet) - freeStake, 0n),
        freeStake,
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
  return refusal(ErrorCode.betNotFound, `No round ${body.roundId} of this player`, balanceValue(ctx, member.id, balance));
}

/** Calls that move a member's main wallet: a transfer-wallet vendor has no business making them. */
export const SEAMLESS_ONLY: ReadonlySet<TProviderCall> = new Set(['balance', 'bet', 'win', 'rollback', 'endRound', 'jackpot', 'settle']);

/**
 * A vendor's settings and wallet mode for a wallet call, from this app's
 * cache for up to PROVIDER_SETTINGS_TTL_MS (provider.cache.ts).
 */
export async function walletSettings(services: Pick<AppServices, 'db' | 'clock'>, merchantId: number, vassalage: string) {
  const cache = providerCache(services.db);
  const settings = await cachedSettings(cache, settingsKey(merchantId, vassalage), services.clock.now().getTime(), () =>
    findProviderSettingsWithMode(services.db, merchantId, vassalage),
  );
  return { settings, cache };
}

/**
 * Ends a member's game tokens (inside the caller's transaction): their games
 * take no more bets at once. Wins and rollbacks of rounds already open still
 * settle (a vendor must be able to finish what it started).
 */
export const endGameTokens = (db: DrizzleDb, merchantId: number, memberId: number) => deleteMemberGameTokens(db, merchantId, memberId);
