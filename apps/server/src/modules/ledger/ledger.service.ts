/**
 * The ledger: the one module through which every money movement passes
 * (issue 4). A movement is a transaction of two or more entries summing to
 * zero, written once and never changed; corrections are new movements.
 *
 * Hot house account. Every bet and win of a brand touches the house, and a
 * single house row would make all of them queue on its row lock. The house is
 * therefore split into HOUSE_SHARDS rows (`shard` 0..N-1) of the same brand
 * and currency; a movement picks one shard from a hash of its idempotency key
 * (deterministic, so a retry touches the same shard and replays compare
 * equal), except the provider wallet's group commit, whose batches each use
 * their lane's shard (provider.batch.ts; its calls are idempotent by their
 * own claim first). The house balance is the sum of the shards. A shard may go
 * negative (a win paid from a shard that took fewer bets), which is why only
 * member accounts carry the non-negative CHECK.
 */
import { createHash } from 'node:crypto';
import { ErrorCode, MONEY_MAX_MINOR } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import type { DrizzleDb } from '../../db/database';
import { PgTransaction } from 'drizzle-orm/pg-core';
import {
  callLedgerPost,
  findAccount,
  findBalanceMismatches,
  findBalanceMismatchesAt,
  findTransactionByKey,
  sumEntries,
  sumHouseShards,
  upsertAccount,
  type LedgerEntryRow,
  type LedgerMismatchRow,
  type LedgerTransactionRow,
  type LedgerTransactionType,
} from './ledger.repository';
import { POINTS_CURRENCY } from './ledger.schema';

export type { LedgerAccountRow, LedgerEntryRow, LedgerTransactionRow, LedgerTransactionType } from './ledger.repository';

export const HOUSE_SHARDS = 16;

export type LedgerErrorCode =
  | 'invalid_entries'
  | 'unbalanced'
  | 'account_not_found'
  | 'merchant_mismatch'
  | 'currency_mismatch'
  | 'idempotency_conflict'
  | 'insufficient_funds';

export class LedgerError extends Error {
  override name = 'LedgerError';
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
    readonly accountId?: number,
  ) {
    super(message);
  }
}

export interface LedgerEntryInput {
  accountId: number;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface PostTransactionInput {
  merchantId: number;
  idempotencyKey: string;
  type: LedgerTransactionType;
  reference?: string | undefined;
  entries: readonly LedgerEntryInput[];
  metadata?: Record<string, unknown> | undefined;
}

export interface PostedTransaction {
  transaction: LedgerTransactionRow;
  entries: LedgerEntryRow[];
  /** True when the key had been used: the stored result is returned and nothing moved. */
  replayed: boolean;
}

const MEMBER_BALANCE_CHECK = 'ledger_accounts_member_balance_check';
/** The one money bound (contracts MONEY_MAX_MINOR) on every balance and entry, kept by the database. */
const BOUND_CHECKS = ['ledger_accounts_balance_bound_check', 'ledger_entries_amount_bound_check'];

export async function postTransaction(db: DrizzleDb, input: PostTransactionInput): Promise<PostedTransaction> {
  validateEntries(input);
  // Row locks always in ascending account id: two movements over the same
  // accounts wait for each other instead of deadlocking.
  const ordered = [...input.entries].sort((a, b) => a.accountId - b.accountId);
  const post = async (conn: DrizzleDb): Promise<PostedTransaction> => {
    const rows = await callLedgerPost(conn, input, ordered);
    if (rows.length === 0 || !rows[0]!.inserted) return replay(conn, input);
    const first = rows[0]!;
    return {
      transaction: {
        id: first.transactionId,
        merchantId: input.merchantId,
        idempotencyKey: input.idempotencyKey,
        type: input.type,
        reference: input.reference ?? null,
        metadata: input.metadata ?? {},
        createdAt: first.transactionCreatedAt,
      },
      entries: rows.map((r) => ({
        id: r.entryId,
        transactionId: r.transactionId,
        accountId: r.accountId,
        amount: r.amount,
        balanceAfter: r.balanceAfter,
        createdAt: r.entryCreatedAt,
      })),
      replayed: false,
    };
  };
  try {
    // One statement is atomic on its own; inside a caller's transaction a
    // savepoint keeps a refused movement from aborting the caller's work.
    return isTransaction(db) ? await db.transaction((tx) => post(tx)) : await post(db);
  } catch (err) {
    throw toLedgerError(err) ?? err;
  }
}

function validateEntries(input: PostTransactionInput): void {
  if (!input.idempotencyKey) throw new LedgerError('invalid_entries', 'an idempotency key is required');
  if (input.entries.length < 2) throw new LedgerError('invalid_entries', 'a movement needs at least two entries');
  let sum = 0n;
  for (const entry of input.entries) {
    if (typeof entry.amount !== 'bigint') throw new LedgerError('invalid_entries', 'amounts are bigint minor units');
    if (entry.amount === 0n) throw new LedgerError('invalid_entries', 'an entry of zero moves nothing', entry.accountId);
    if (!Number.isInteger(entry.accountId)) throw new LedgerError('invalid_entries', 'account ids are integers');
    sum += entry.amount;
  }
  if (sum !== 0n) throw new LedgerError('unbalanced', `entries sum to ${sum}, not zero`);
}

/** The key was used before: the first result stands, provided this is really the same movement. */
async function replay(db: DrizzleDb, input: PostTransactionInput): Promise<PostedTransaction> {
  const stored = await findTransactionByKey(db, input.merchantId, input.idempotencyKey);
  if (!stored) throw new Error('ledger transaction vanished after a conflicting insert');
  const asked = input.entries.map((e) => `${e.accountId}:${e.amount}`).sort();
  const had = stored.entries.map((e) => `${e.accountId}:${e.amount}`).sort();
  if (stored.transaction.type !== input.type || asked.join(',') !== had.join(',')) {
    throw new LedgerError('idempotency_conflict', `idempotency key ${input.idempotencyKey} was used for a different movement`);
  }
  return { ...stored, replayed: true };
}

const isTransaction = (db: DrizzleDb): boolean => db instanceof PgTransaction;

/**
 * The database's refusal as a LedgerError, or undefined when it is something
 * else. A movement past the money bound is the client's doing (an amount a
 * vendor or member sent): a 400 envelope wherever it surfaces, nothing moved.
 */
export function toLedgerError(err: unknown): LedgerError | AppError | undefined {
  // Drizzle wraps driver errors; the PostgreSQL error (pg or PGlite) is somewhere in the cause chain.
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (e instanceof LedgerError) return e;
    const pgErr = e as { code?: string; constraint?: string; message?: string };
    if (pgErr.code === '23514' && (pgErr.constraint === MEMBER_BALANCE_CHECK || pgErr.message?.includes(MEMBER_BALANCE_CHECK))) {
      return new LedgerError('insufficient_funds', 'a member balance would go below zero; nothing was moved');
    }
    if (pgErr.code === '23514' && BOUND_CHECKS.some((c) => pgErr.constraint === c || pgErr.message?.includes(c))) {
      return new AppError(400, ErrorCode.amountOutOfRange, `An amount or balance would pass ${MONEY_MAX_MINOR} minor units; nothing was moved`);
    }
    const mapped = pgErr.code ? LEDGER_POST_ERRORS[pgErr.code] : undefined;
    if (mapped) return new LedgerError(mapped, pgErr.message ?? mapped);
  }
  return undefined;
}

/** The SQLSTATEs ledger_post (migration 0004) raises. */
const LEDGER_POST_ERRORS: Record<string, LedgerErrorCode> = {
  LA001: 'account_not_found',
  LA002: 'merchant_mismatch',
  LA003: 'currency_mismatch',
};

// Accounts. Each helper finds the account or creates it on first use.

export const memberMainAccount = (db: DrizzleDb, merchantId: number, memberId: number, currency: string) =>
  upsertAccount(db, { merchantId, ownerKind: 'member', ownerId: memberId, kind: 'main', currency });

/** Funds of a pending withdrawal: out of the main wallet, not yet paid out. */
export const memberLockedAccount = (db: DrizzleDb, merchantId: number, memberId: number, currency: string) =>
  upsertAccount(db, { merchantId, ownerKind: 'member', ownerId: memberId, kind: 'locked', currency });

export const memberBonusAccount = (db: DrizzleDb, merchantId: number, memberId: number, currency: string) =>
  upsertAccount(db, { merchantId, ownerKind: 'member', ownerId: memberId, kind: 'bonus', currency });

/** The member's loyalty points (currency PTS), and the house's side of every points movement. */
export const memberPointsAccount = (db: DrizzleDb, merchantId: number, memberId: number) =>
  upsertAccount(db, { merchantId, ownerKind: 'member', ownerId: memberId, kind: 'points', currency: POINTS_CURRENCY });
export const housePointsAccount = (db: DrizzleDb, merchantId: number) =>
  upsertAccount(db, { merchantId, ownerKind: 'house', ownerId: null, kind: 'points', currency: POINTS_CURRENCY });

/** The member's transfer wallet at one vendor (GCS_walletTransfer). */
export const memberVendorAccount = (db: DrizzleDb, merchantId: number, memberId: number, currency: string, vendorCode: string) =>
  upsertAccount(db, { merchantId, ownerKind: 'member', ownerId: memberId, kind: 'vendor', currency, vendorCode });

export const houseShardAccount = (db: DrizzleDb, merchantId: number, currency: string, shard: number) => {
  if (!Number.isInteger(shard) || shard < 0 || shard >= HOUSE_SHARDS) throw new RangeError(`house shard ${shard} out of range`);
  return upsertAccount(db, { merchantId, ownerKind: 'house', ownerId: null, kind: 'house', currency, shard });
};

/** The shard a movement uses: fixed by its idempotency key, so a retry hits the same row. */
export function houseShardFor(idempotencyKey: string): number {
  return createHash('sha256').update(idempotencyKey).digest().readUInt32BE(0) % HOUSE_SHARDS;
}

export const houseAccountFor = (db: DrizzleDb, merchantId: number, currency: string, idempotencyKey: string) =>
  houseShardAccount(db, merchantId, currency, houseShardFor(idempotencyKey));

/** Where deposits come from and payouts go to: one account per payment channel of the brand. */
export const paymentChannelAccount = (db: DrizzleDb, merchantId: number, currency: string, channelCode: string) =>
  upsertAccount(db, { merchantId, ownerKind: 'payment_channel', ownerId: null, kind: 'channel', currency, vendorCode: channelCode });

/** Money whose owner is not yet known (an unmatched gateway callback, a disputed payout). */
export const suspenseAccount = (db: DrizzleDb, merchantId: number, currency: string) =>
  upsertAccount(db, { merchantId, ownerKind: 'suspense', ownerId: null, kind: 'suspense', currency });

/** Where trial (free-play) members' demo credits come from: play money, never real. */
export const demoCreditsAccount = (db: DrizzleDb, merchantId: number, currency: string) =>
  upsertAccount(db, { merchantId, ownerKind: 'demo', ownerId: null, kind: 'demo', currency });

export async function balanceOf(db: DrizzleDb, account: number | { id: number }): Promise<bigint> {
  const id = typeof account === 'number' ? account : account.id;
  const row = await findAccount(db, id);
  if (!row) throw new LedgerError('account_not_found', `ledger account ${id} does not exist`, id);
  return row.balance;
}

/** A progressive jackpot's pool (see LEDGER_ACCOUNT_KINDS), one per brand, currency and jackpot code. */
export const jackpotPoolAccount = (db: DrizzleDb, merchantId: number, currency: string, code: string) =>
  upsertAccount(db, { merchantId, ownerKind: 'house', ownerId: null, kind: 'jackpot', currency, vendorCode: code });

export { lockAccounts } from './ledger.repository';

export const houseBalance = (db: DrizzleDb, merchantId: number, currency: string) => sumHouseShards(db, merchantId, currency);

export interface LedgerCheck {
  ok: boolean;
  entriesSum: bigint;
  mismatches: LedgerMismatchRow[];
}

/**
 * All entries (up to `at`) must sum to zero, and every account's balance must
 * equal the sum of its entries: now, the stored balance; as of `at`, the
 * balance_after of its last entry then. Read in one snapshot so movements
 * committing meanwhile cannot produce a false alarm.
 */
export async function checkLedger(db: DrizzleDb, opts: { at?: Date | undefined; merchantId?: number | undefined } = {}): Promise<LedgerCheck> {
  return db.transaction(
    async (tx) => {
      const entriesSum = await sumEntries(tx, opts);
      const mismatches = opts.at ? await findBalanceMismatchesAt(tx, { at: opts.at, merchantId: opts.merchantId }) : await findBalanceMismatches(tx, opts);
      return { ok: entriesSum === 0n && mismatches.length === 0, entriesSum, mismatches };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * A prize from the house to a member, in the caller's transaction: money to
 * the main wallet (`currency`), or points (POINTS_CURRENCY, type points_earn)
 * to the points account. Idempotent by `key` like every movement.
 */
export async function payPrize(
  tx: DrizzleDb,
  p: {
    merchantId: number;
    memberId: number;
    currency: string;
    type: LedgerTransactionType;
    key: string;
    amount: bigint;
    /** Points (a points_earn movement whose metadata names its source: `source`, else `type`). */
    points?: boolean;
    source?: string;
    metadata?: Record<string, unknown>;
  },
): Promise<PostedTransaction> {
  const to = p.points ? await memberPointsAccount(tx, p.merchantId, p.memberId) : await memberMainAccount(tx, p.merchantId, p.memberId, p.currency);
  const from = p.points ? await housePointsAccount(tx, p.merchantId) : await houseAccountFor(tx, p.merchantId, p.currency, p.key);
  return postTransaction(tx, {
    merchantId: p.merchantId,
    idempotencyKey: p.key,
    type: p.points ? 'points_earn' : p.type,
    reference: p.key,
    metadata: p.points ? { ...p.metadata, source: p.source ?? p.type } : p.metadata,
    entries: [
      { accountId: from.id, amount: -p.amount },
      { accountId: to.id, amount: p.amount },
    ],
  });
}
