import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TRoundOutcome } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { gameRounds, gameTokens, games, ledgerAccounts, members, providerSettings, providerTransactions, vendors } from '../../db/schema';

export type ProviderSettingsRow = typeof providerSettings.$inferSelect;
export type GameTokenRow = typeof gameTokens.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type NewProviderTransaction = typeof providerTransactions.$inferInsert;
export type GameRoundRow = typeof gameRounds.$inferSelect;

export async function findProviderSettings(db: DrizzleDb, merchantId: number, vassalage: string): Promise<ProviderSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(providerSettings)
    .where(and(eq(providerSettings.merchantId, merchantId), eq(providerSettings.vassalage, vassalage)))
    .limit(1);
  return row;
}

/**
 * The vendor's settings with its wallet mode in one read (every wallet call
 * needs both): transfer when any of its vendors rows says so; a vendor with
 * no vendors row (the in-house studio) is seamless.
 */
export async function findProviderSettingsWithMode(db: DrizzleDb, merchantId: number, vassalage: string) {
  const [row] = await db
    .select({
      settings: providerSettings,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, which inside the subquery would mean the vendors row's own.
      isTransfer: sql<boolean>`exists (select 1 from vendors v where v.merchant_id = ${merchantId} and v.vassalage = ${vassalage} and v.wallet_mode = 'transfer')`,
    })
    .from(providerSettings)
    .where(and(eq(providerSettings.merchantId, merchantId), eq(providerSettings.vassalage, vassalage)))
    .limit(1);
  return row ? { ...row.settings, walletMode: row.isTransfer ? ('transfer' as const) : ('seamless' as const) } : undefined;
}

/** An existing ledger account's id and balance by its key (one read; the ledger's upsert helpers create missing ones). */
export async function findAccountBalance(
  db: DrizzleDb,
  key: { merchantId: number; ownerKind: 'member' | 'house'; ownerId: number | null; kind: 'main' | 'house'; currency: string; shard?: number },
) {
  const [row] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, key.merchantId),
        eq(ledgerAccounts.ownerKind, key.ownerKind),
        sql`coalesce(${ledgerAccounts.ownerId}, 0) = ${key.ownerId ?? 0}`,
        eq(ledgerAccounts.kind, key.kind),
        eq(ledgerAccounts.currency, key.currency),
        eq(ledgerAccounts.vendorCode, ''),
        eq(ledgerAccounts.shard, key.shard ?? 0),
      ),
    )
    .limit(1);
  return row;
}

/** The brand's vendor rows of one vassalage (a vendor may be filed under several game types). */
export const findVendorRows = (db: DrizzleDb, merchantId: number, vassalage: string) =>
  db
    .select({ gameType: vendors.gameType, status: vendors.status, walletMode: vendors.walletMode })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, vassalage)));

/**
 * The catalog's game for a launch. This is the one place the provider module
 * touches the games catalog; `hasCatalog` says whether the vendor has any
 * game in it (when it has none, the game code is taken as given).
 */
export async function findCatalogGame(db: DrizzleDb, merchantId: number, vassalage: string, gameCode: string) {
  const rows = await db
    .select({ id: games.id, gameCode: games.gameCode, gameType: games.gameType, status: games.status })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage)))
    .orderBy(sql`${games.gameCode} = ${gameCode} desc`)
    .limit(1);
  const first = rows[0];
  return { hasCatalog: first !== undefined, game: first?.gameCode === gameCode ? first : undefined };
}

export async function insertGameToken(db: DrizzleDb, row: typeof gameTokens.$inferInsert): Promise<void> {
  await db.insert(gameTokens).values(row);
}

export async function findGameToken(db: DrizzleDb, tokenHash: string): Promise<GameTokenRow | undefined> {
  const [row] = await db.select().from(gameTokens).where(eq(gameTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function findMemberOfBrand(db: DrizzleDb, merchantId: number, memberId: number) {
  const [row] = await db
    .select({ id: members.id, account: members.account, type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .limit(1);
  return row;
}

/** Claims (brand, vendor, transaction id); undefined when the id is taken (the first holder's transaction has committed by then). */
export async function claimTransaction(db: DrizzleDb, row: NewProviderTransaction): Promise<ProviderTransactionRow | undefined> {
  const [inserted] = await db.insert(providerTransactions).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findTransaction(db: DrizzleDb, merchantId: number, vassalage: string, transactionId: string): Promise<ProviderTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.merchantId, merchantId),
        eq(providerTransactions.vassalage, vassalage),
        eq(providerTransactions.transactionId, transactionId),
      ),
    )
    .limit(1);
  return row;
}

export async function storeAnswer(
  db: DrizzleDb,
  id: number,
  answer: { applied: boolean; httpStatus: number; response: Record<string, unknown> },
): Promise<void> {
  await db.update(providerTransactions).set(answer).where(eq(providerTransactions.id, id));
}

/** Marks a bet cancelled, once: false when a rollback got there first. */
export async function markRolledBack(db: DrizzleDb, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(providerTransactions)
    .set({ rolledBackAt: now })
    .where(and(eq(providerTransactions.id, id), sql`${providerTransactions.rolledBackAt} is null`))
    .returning({ id: providerTransactions.id });
  return rows.length > 0;
}

export async function findRound(db: DrizzleDb, merchantId: number, vassalage: string, roundId: string): Promise<GameRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.vassalage, vassalage), eq(gameRounds.roundId, roundId)))
    .limit(1);
  return row;
}

/** Opens the round on its first bet; later bets of an open round add to it. Undefined when the round is closed or another member's. */
export async function addBetToRound(
  db: DrizzleDb,
  r: { merchantId: number; memberId: number; vassalage: string; gameCode: string; roundId: string; currency: string; isTrial: boolean; amount: bigint; balanceBefore: bigint; balanceAfter: bigint; now: Date },
): Promise<GameRoundRow | undefined> {
  const [row] = await db
    .insert(gameRounds)
    .values({
      merchantId: r.merchantId,
      memberId: r.memberId,
      vassalage: r.vassalage,
      gameCode: r.gameCode,
      roundId: r.roundId,
      currency: r.currency,
      isTrial: r.isTrial,
      betTotal: r.amount,
      balanceBefore: r.balanceBefore,
      balanceAfter: r.balanceAfter,
      openedAt: r.now,
      updatedAt: r.now,
    })
    .onConflictDoUpdate({
      target: [gameRounds.merchantId, gameRounds.vassalage, gameRounds.roundId],
      set: {
        betTotal: sql`${gameRounds.betTotal} + ${r.amount}`,
        balanceAfter: r.balanceAfter,
        updatedAt: r.now,
      },
      setWhere: sql`${gameRounds.status} = 'open' and ${gameRounds.memberId} = ${r.memberId}`,
    })
    .returning();
  return row;
}

/** Adds a win (or a refund, as a negative bet) to an open round of the member; undefined when there is none. */
export async function updateOpenRound(
  db: DrizzleDb,
  key: { merchantId: number; vassalage: string; roundId: string; memberId: number },
  change: { win?: bigint; bet?: bigint; balanceAfter: bigint; close?: boolean; now: Date; allowClosed?: boolean; outcome?: TRoundOutcome | undefined },
): Promise<GameRoundRow | undefined> {
  const [row] = await db
    .update(gameRounds)
    .set({
      winTotal: sql`${gameRounds.winTotal} + ${change.win ?? 0n}`,
      betTotal: sql`greatest(${gameRounds.betTotal} + ${change.bet ?? 0n}, 0)`,
      balanceAfter: change.balanceAfter,
      updatedAt: change.now,
      ...(change.close ? { status: 'closed' as const, closedAt: change.now } : {}),
      ...(change.outcome ? { outcome: change.outcome } : {}),
    })
    .where(
      and(
        eq(gameRounds.merchantId, key.merchantId),
        eq(gameRounds.vassalage, key.vassalage),
        eq(gameRounds.roundId, key.roundId),
        eq(gameRounds.memberId, key.memberId),
        change.allowClosed ? undefined : eq(gameRounds.status, 'open'),
      ),
    )
    .returning();
  return row;
}

export interface RoundFilters {
  vassalage?: string | undefined;
  gameCode?: string | undefined;
  status?: 'open' | 'closed' | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** A member's rounds, newest first: what the betting record (personalHistoryCopy) shows. */
export async function listMemberRounds(db: DrizzleDb, merchantId: number, memberId: number, f: RoundFilters = {}): Promise<{ rows: GameRoundRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(gameRounds.merchantId, merchantId),
    eq(gameRounds.memberId, memberId),
    f.vassalage ? eq(gameRounds.vassalage, f.vassalage) : undefined,
    f.gameCode ? eq(gameRounds.gameCode, f.gameCode) : undefined,
    f.status ? eq(gameRounds.status, f.status) : undefined,
    f.from ? gte(gameRounds.openedAt, f.from) : undefined,
    f.to ? lt(gameRounds.openedAt, f.to) : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(gameRounds)
    .where(where)
    .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
    .limit(f.limit ?? 20)
    .offset(f.offset ?? 0);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(gameRounds).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** A vendor call's answer, stored with its provider transaction for replays. */
export interface StoredAnswer {
  applied: boolean;
  httpStatus: number;
  response: Record<string, unknown>;
}

const answerSet = (a: StoredAnswer) => sql`applied = ${a.applied}::boolean, http_status = ${a.httpStatus}::integer, response = ${JSON.stringify(a.response)}::jsonb`;

// Both drivers answer execute() with { rows }.
async function countRows(db: DrizzleDb, statement: SQL): Promise<number> {
  const { rows } = (await db.execute(statement)) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0]?.n ?? 0);
}

/**
 * addBetToRound and storeAnswer in one statement (one round trip on the hot
 * path): the answer is written only when the round took the bet. False when
 * the round is closed or another member's; nothing is written then.
 */
export async function addBetToRoundAndStoreAnswer(
  db: DrizzleDb,
  r: { merchantId: number; memberId: number; vassalage: string; gameCode: string; roundId: string; currency: string; isTrial: boolean; amount: bigint; balanceBefore: bigint; balanceAfter: bigint; now: Date },
  transactionRowId: number,
  answer: StoredAnswer,
): Promise<boolean> {
  const now = r.now.toISOString();
  const n = await countRows(
    db,
    sql`with r as (
      insert into game_rounds (merchant_id, member_id, vassalage, game_code, round_id, currency, is_trial, bet_total, balance_before, balance_after, opened_at, updated_at)
      values (${r.merchantId}::integer, ${r.memberId}::integer, ${r.vassalage}::text, ${r.gameCode}::text, ${r.roundId}::text, ${r.currency}::text, ${r.isTrial}::boolean,
        ${r.amount.toString()}::bigint, ${r.balanceBefore.toString()}::bigint, ${r.balanceAfter.toString()}::bigint, ${now}::timestamptz, ${now}::timestamptz)
      on conflict (merchant_id, vassalage, round_id) do update
        set bet_total = game_rounds.bet_total + excluded.bet_total, balance_after = excluded.balance_after, updated_at = excluded.updated_at
        where game_rounds.status = 'open' and game_rounds.member_id = excluded.member_id
      returning 1
    ), a as (
      update provider_transactions set ${answerSet(answer)} where id = ${transactionRowId}::integer and exists (select 1 from r)
    )
    select count(*)::int as n from r`,
  );
  return n > 0;
}

/** A round's totals as a win left them. */
export interface RoundTotals {
  betTotal: bigint;
  winTotal: bigint;
  isTrial: boolean;
  gameCode: string;
  closed: boolean;
}

/**
 * A win into an open round of the member (updateOpenRound with win, close
 * and outcome) and storeAnswer in one statement. Undefined when there is no
 * such open round; nothing is written then. Answers the round's totals after
 * the win (the winners board needs them, without another read).
 */
export async function addWinToRoundAndStoreAnswer(
  db: DrizzleDb,
  key: { merchantId: number; vassalage: string; roundId: string; memberId: number },
  change: { win: bigint; balanceAfter: bigint; close: boolean; now: Date; outcome?: TRoundOutcome | undefined },
  transactionRowId: number,
  answer: StoredAnswer,
): Promise<RoundTotals | undefined> {
  const now = change.now.toISOString();
  const close = change.close ? sql`, status = 'closed', closed_at = ${now}::timestamptz` : sql``;
  const outcome = change.outcome ? sql`, outcome = ${JSON.stringify(change.outcome)}::jsonb` : sql``;
  const { rows } = (await db.execute(
    sql`with r as (
      update game_rounds
        set win_total = win_total + ${change.win.toString()}::bigint, balance_after = ${change.balanceAfter.toString()}::bigint, updated_at = ${now}::timestamptz${close}${outcome}
      where merchant_id = ${key.merchantId}::integer and vassalage = ${key.vassalage}::text and round_id = ${key.roundId}::text
        and member_id = ${key.memberId}::integer and status = 'open'
      returning bet_total, win_total, is_trial, game_code, status
    ), a as (
      update provider_transactions set ${answerSet(answer)} where id = ${transactionRowId}::integer and exists (select 1 from r)
    )
    select bet_total::text as bet, win_total::text as win, is_trial, game_code, status from r`,
  )) as unknown as { rows: { bet: string; win: string; is_trial: boolean | string; game_code: string; status: string }[] };
  const row = rows[0];
  if (!row) return undefined;
  return {
    betTotal: BigInt(row.bet),
    winTotal: BigInt(row.win),
    isTrial: row.is_trial === true || String(row.is_trial) === 't',
    gameCode: row.game_code,
    closed: row.status === 'closed',
  };
}

/**
 * The SPEC.md category a round's wager is filed under: the catalog game's
 * type, else the vendor's first row's, else OTHER (the betting record's rule).
 */
export async function findRoundCategory(db: DrizzleDb, merchantId: number, vassalage: string, gameCode: string): Promise<string> {
  const { rows } = (await db.execute(sql`
    select coalesce(
      (select g.game_type from games g where g.merchant_id = ${merchantId}::integer and g.vassalage = ${vassalage}::text and g.game_code = ${gameCode}::text order by g.id limit 1),
      (select v.game_type from vendors v where v.merchant_id = ${merchantId}::integer and v.vassalage = ${vassalage}::text order by v.sort, v.id limit 1),
      'OTHER') as category`)) as unknown as { rows: { category: string }[] };
  return rows[0]?.category ?? 'OTHER';
}
