import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TRoundOutcome } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { preparedRows } from '../../db/prepared';
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

/** The member's bonus money (0 without a bonus wallet): a game is told real plus bonus money (decision 013). */
export async function bonusBalanceOf(db: DrizzleDb, merchantId: number, memberId: number, currency: string): Promise<bigint> {
  const result = (await db.execute(sql`select bonus_balance_of(${merchantId}, ${memberId}, ${currency})::text as b`)) as unknown as { rows: { b: string }[] };
  return BigInt(result.rows[0]?.b ?? '0');
}

/** The brand's vendor rows of one vassalage (a vendor may be filed under several game types). */
export const findVendorRows = (db: DrizzleDb, merchantId: number, vassalage: string) =>
  db
    .select({ gameType: vendors.gameType, status: vendors.status, walletMode: vendors.walletMode, enabled: vendors.enabled })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, vassalage)));

/**
 * The catalog's game for a launch. This is the one place the provider module
 * touches the games catalog; `hasCatalog` says whether the vendor has any
 * game in it (when it has none, the game code is taken as given).
 */
export async function findCatalogGame(db: DrizzleDb, merchantId: number, vassalage: string, gameCode: string) {
  const rows = await db
    .select({ id: games.id, gameCode: games.gameCode, gameType: games.gameType, status: games.status, enabled: games.enabled })
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

/** A game token by its hash (every bet reads it: a prepared statement). */
export async function findGameToken(db: DrizzleDb, tokenHash: string): Promise<GameTokenRow | undefined> {
  const [row] = await preparedRows<{
    token_hash: string;
    merchant_id: number;
    member_id: number;
    vassalage: string;
    game_code: string;
    is_trial: boolean;
    language: string;
    expires_at: Date | string;
    created_at: Date | string;
  }>(db, 'provider_game_token', 'select token_hash, merchant_id, member_id, vassalage, game_code, is_trial, language, expires_at, created_at from game_tokens where token_hash = $1 limit 1', [tokenHash]);
  if (!row) return undefined;
  return {
    tokenHash: row.token_hash,
    merchantId: Number(row.merchant_id),
    memberId: Number(row.member_id),
    vassalage: row.vassalage,
    gameCode: row.game_code,
    isTrial: row.is_trial,
    language: row.language,
    expiresAt: new Date(row.expires_at),
    createdAt: new Date(row.created_at),
  };
}

export async function findMemberOfBrand(db: DrizzleDb, merchantId: number, memberId: number) {
  const [row] = await db
    .select({ id: members.id, account: members.account, type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .limit(1);
  return row;
}

export async function findRound(db: DrizzleDb, merchantId: number, vassalage: string, roundId: string): Promise<GameRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.vassalage, vassalage), eq(gameRounds.roundId, roundId)))
    .limit(1);
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

/** What provider_apply (migration 0009) answers. */
export interface ProviderApplyResult {
  status: number;
  body: Record<string, unknown>;
  moved: boolean;
  settled: boolean;
  replay: boolean;
}

/** A call's answer in a batch, or the error that undid it (its SQLSTATE and message). */
export type ProviderBatchAnswer = ProviderApplyResult | { error: string; message: string };

/**
 * Vendor calls in one statement and one commit (provider_apply_batch,
 * migration 0010; each call's fields are provider_apply's, migration 0009).
 */
export async function callProviderApplyBatch(db: DrizzleDb, inputs: readonly Record<string, unknown>[]): Promise<ProviderBatchAnswer[]> {
  const rows = await preparedRows<{ r: ProviderBatchAnswer[] | string }>(db, 'provider_apply_batch', 'select provider_apply_batch($1::jsonb) as r', [JSON.stringify(inputs)]);
  const r = rows[0]?.r;
  if (r === undefined) throw new Error('provider_apply_batch answered nothing');
  return typeof r === 'string' ? (JSON.parse(r) as ProviderBatchAnswer[]) : r;
}

/** provider_apply's SQLSTATE for "the round is closed or another player's" (nothing was kept). */
export const ROUND_CLOSED_SQLSTATE = 'PV001';
/** provider_apply's SQLSTATEs for a bet's game token: unknown, expired or of another brand or vendor; another player's. */
export const TOKEN_INVALID_SQLSTATE = 'PV003';
export const TOKEN_OTHER_PLAYER_SQLSTATE = 'PV004';

/** Ends every game token of a member at once (a disabled member's games stop taking bets). */
export async function deleteMemberGameTokens(db: DrizzleDb, merchantId: number, memberId: number): Promise<number> {
  const gone = await db
    .delete(gameTokens)
    .where(and(eq(gameTokens.merchantId, merchantId), eq(gameTokens.memberId, memberId)))
    .returning({ tokenHash: gameTokens.tokenHash });
  return gone.length;
}

// The console ----------------------------------------------------------------

/** Every vendor's provider settings at the brand. */
export const listProviderSettings = (db: DrizzleDb, merchantId: number): Promise<ProviderSettingsRow[]> =>
  db.select().from(providerSettings).where(eq(providerSettings.merchantId, merchantId));

/** A vendor's settings, locked for a change (inside the caller's transaction). */
export async function lockProviderSettings(db: DrizzleDb, merchantId: number, vassalage: string): Promise<ProviderSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(providerSettings)
    .where(and(eq(providerSettings.merchantId, merchantId), eq(providerSettings.vassalage, vassalage)))
    .for('update');
  return row;
}

export type ProviderSettingsChange = Partial<
  Pick<ProviderSettingsRow, 'launchUrl' | 'currency' | 'allowedIps' | 'secret' | 'previousSecret' | 'previousSecretUntil' | 'secretRotatedAt'>
>;

export async function updateProviderSettings(db: DrizzleDb, merchantId: number, vassalage: string, change: ProviderSettingsChange): Promise<ProviderSettingsRow | undefined> {
  const [row] = await db
    .update(providerSettings)
    .set(change)
    .where(and(eq(providerSettings.merchantId, merchantId), eq(providerSettings.vassalage, vassalage)))
    .returning();
  return row;
}

/** A round as the console shows it: its member's account and the wins the vendor reported that were refused. */
export interface StaffRoundRow {
  id: number;
  memberId: number;
  memberAccount: string;
  vassalage: string;
  gameCode: string;
  roundId: string;
  status: 'open' | 'closed';
  isTrial: boolean;
  betTotal: bigint;
  winTotal: bigint;
  /** Refused wins of the round's player while it is open (0 once closed). */
  pendingWin: bigint;
  openedAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
}

interface StaffRoundRecord {
  id: number;
  member_id: number;
  account: string;
  vassalage: string;
  game_code: string;
  round_id: string;
  status: 'open' | 'closed';
  is_trial: boolean;
  bet_total: string;
  win_total: string;
  pending: string;
  opened_at: Date | string;
  updated_at: Date | string;
  closed_at: Date | string | null;
  total: string;
}

const staffRoundOf = (r: StaffRoundRecord): StaffRoundRow => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  memberAccount: r.account,
  vassalage: r.vassalage,
  gameCode: r.game_code,
  roundId: r.round_id,
  status: r.status,
  isTrial: r.is_trial,
  betTotal: BigInt(r.bet_total),
  winTotal: BigInt(r.win_total),
  pendingWin: BigInt(r.pending),
  openedAt: new Date(r.opened_at),
  updatedAt: new Date(r.updated_at),
  closedAt: r.closed_at === null ? null : new Date(r.closed_at),
});

/**
 * Rounds as the console reads them. A refused win (stored with its answer,
 * moving nothing: it came before its bet) is one the vendor will not send
 * again under its id, so it stays unpaid until an operator acts.
 */
async function selectStaffRounds(db: DrizzleDb, merchantId: number, filter: SQL, page: { limit: number; offset: number }) {
  const { rows } = (await db.execute(sql`
    select r.id, r.member_id, m.account, r.vassalage, r.game_code, r.round_id, r.status, r.is_trial, r.bet_total, r.win_total,
           r.opened_at, r.updated_at, r.closed_at, p.pending, count(*) over () as total
      from game_rounds r
      join members m on m.id = r.member_id
      cross join lateral (
        select case when r.status = 'open' then coalesce(sum(t.amount), 0) else 0 end::bigint as pending
          from provider_transactions t
         where t.merchant_id = r.merchant_id and t.vassalage = r.vassalage and t.round_id = r.round_id and t.member_id = r.member_id
           and t.kind = 'win' and not t.applied and t.http_status <> 200
      ) p
     where r.merchant_id = ${merchantId}::integer and ${filter}
     order by r.opened_at, r.id
     limit ${page.limit} offset ${page.offset}`)) as unknown as { rows: StaffRoundRecord[] };
  return { rows: rows.map(staffRoundOf), total: Number(rows[0]?.total ?? 0) };
}

/** Real-money rounds waiting for an operator: open with an unpaid win, or open with a stake since before `staleBefore`; oldest first. */
export const listWaitingRounds = (db: DrizzleDb, merchantId: number, staleBefore: Date, page: { limit: number; offset: number }) =>
  selectStaffRounds(db, merchantId, sql`r.status = 'open' and not r.is_trial and ((r.opened_at < ${staleBefore.toISOString()}::timestamptz and r.bet_total > 0) or p.pending > 0)`, page);

export async function findStaffRound(db: DrizzleDb, merchantId: number, id: number): Promise<StaffRoundRow | undefined> {
  const { rows } = await selectStaffRounds(db, merchantId, sql`r.id = ${id}::integer`, { limit: 1, offset: 0 });
  return rows[0];
}

/** The bets of a round that moved money and were not rolled back: what a refund gives back. */
export function refundableBets(db: DrizzleDb, round: { merchantId: number; vassalage: string; roundId: string; memberId: number }) {
  return db
    .select({ transactionId: providerTransactions.transactionId, amount: providerTransactions.amount })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.merchantId, round.merchantId),
        eq(providerTransactions.vassalage, round.vassalage),
        eq(providerTransactions.roundId, round.roundId),
        eq(providerTransactions.memberId, round.memberId),
        eq(providerTransactions.kind, 'bet'),
        eq(providerTransactions.applied, true),
        isNull(providerTransactions.rolledBackAt),
      ),
    )
    .orderBy(asc(providerTransactions.id));
}
