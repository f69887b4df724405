/**
 * The member's balances as the client sees them, and the live push of a
 * change. Every service that moves a member's money calls `publishBalance`
 * after its database transaction has committed.
 */
import type { TBalance } from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { ledgerAccounts } from '../../db/schema';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { memberChannel } from '../live/live.bus';

export type WalletMerchant = Pick<MerchantRow, 'id' | 'currency' | 'currencySymbol'>;

/** All of a member's ledger accounts in the brand's currency (none exist before the first movement). */
export async function memberAccounts(db: DrizzleDb, merchant: WalletMerchant, memberId: number) {
  return db
    .select({ kind: ledgerAccounts.kind, vendorCode: ledgerAccounts.vendorCode, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchant.id),
        eq(ledgerAccounts.ownerKind, 'member'),
        eq(ledgerAccounts.ownerId, memberId),
        eq(ledgerAccounts.currency, merchant.currency),
      ),
    );
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
