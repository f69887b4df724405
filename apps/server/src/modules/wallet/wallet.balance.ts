/**
 * The member's balances as the client sees them, and the live push of a
 * change. Every service that moves a member's money calls `publishBalance`
 * after its database transaction has committed.
 */
import type { TBalance } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { preparedRows } from '../../db/prepared';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { memberChannel } from '../live/live.bus';

export type WalletMerchant = Pick<MerchantRow, 'id' | 'currency' | 'currencySymbol'>;

/** All of a member's ledger accounts in the brand's currency (none exist before the first movement). */
export async function memberAccounts(db: DrizzleDb, merchant: WalletMerchant, memberId: number) {
  // Every balance push reads it: a prepared statement.
  const rows = await preparedRows<{ kind: string; vendor_code: string; balance: string | number | bigint }>(
    db,
    'wallet_member_accounts',
    "select kind, vendor_code, balance from ledger_accounts where merchant_id = $1 and owner_kind = 'member' and owner_id = $2 and currency = $3",
    [merchant.id, memberId, merchant.currency],
  );
  return rows.map((r) => ({ kind: r.kind, vendorCode: r.vendor_code, balance: BigInt(r.balance) }));
}

/** The balance as the client sees it, from a member's accounts. */
function balanceOf(merchant: WalletMerchant, accounts: readonly { kind: string; balance: bigint }[]): TBalance {
  const sum = (kind: string) => accounts.filter((a) => a.kind === kind).reduce((total, a) => total + a.balance, 0n).toString();
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    balance: sum('main'),
    locked: sum('locked'),
    bonus: sum('bonus'),
  };
}

export async function readBalance(db: DrizzleDb, merchant: WalletMerchant, memberId: number): Promise<TBalance> {
  return balanceOf(merchant, await memberAccounts(db, merchant, memberId));
}

/** Pushes the member's current balance to their open pages. Call after commit. */
export async function publishBalance(services: Pick<AppServices, 'db' | 'live'>, merchant: WalletMerchant, memberId: number): Promise<TBalance> {
  const balance = await readBalance(services.db, merchant, memberId);
  await services.live.publish(memberChannel(merchant.id, memberId), { type: 'balance', balance });
  return balance;
}

/**
 * Pushes the current balance of many members of one brand (a batch of
 * balance.changed events: a live table's round settles hundreds at once):
 * one read for all of them, then one push each.
 */
export async function publishBalances(services: Pick<AppServices, 'db' | 'live'>, merchant: WalletMerchant, memberIds: readonly number[]): Promise<void> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return;
  if (ids.length === 1) {
    await publishBalance(services, merchant, ids[0]!);
    return;
  }
  const rows = await preparedRows<{ owner_id: number; kind: string; balance: string | number | bigint }>(
    services.db,
    'wallet_members_accounts',
    "select owner_id, kind, balance from ledger_accounts where merchant_id = $1 and owner_kind = 'member' and owner_id = any($2::int[]) and currency = $3",
    [merchant.id, ids, merchant.currency],
  );
  const accounts = new Map<number, { kind: string; balance: bigint }[]>(ids.map((id) => [id, []]));
  for (const r of rows) accounts.get(Number(r.owner_id))?.push({ kind: r.kind, balance: BigInt(r.balance) });
  await Promise.all(ids.map((id) => services.live.publish(memberChannel(merchant.id, id), { type: 'balance', balance: balanceOf(merchant, accounts.get(id) ?? []) })));
}
