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

export async function readBalance(db: DrizzleDb, merchant: WalletMerchant, memberId: number): Promise<TBalance> {
  const accounts = await memberAccounts(db, merchant, memberId);
  const sum = (kind: string) => accounts.filter((a) => a.kind === kind).reduce((total, a) => total + a.balance, 0n).toString();
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    balance: sum('main'),
    locked: sum('locked'),
    bonus: sum('bonus'),
  };
}

/** Pushes the member's current balance to their open pages. Call after commit. */
export async function publishBalance(services: Pick<AppServices, 'db' | 'live'>, merchant: WalletMerchant, memberId: number): Promise<TBalance> {
  const balance = await readBalance(services.db, merchant, memberId);
  await services.live.publish(memberChannel(merchant.id, memberId), { type: 'balance', balance });
  return balance;
}
