/**
 * The member's wallets: the main wallet, locked and bonus funds, and one
 * transfer wallet per vendor that keeps its own (SPEC.md §7 GCS_walletTransfer,
 * funds/consolidated, GCS_merchantWallet). Transfers are ledger movements
 * keyed by the client's request id, so a retried transfer moves nothing twice.
 */
import { ErrorCode, type TConsolidatedFunds, type TWalletTransferBody } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import type { DrizzleDb } from '../../db/database';
import type { MerchantRow } from '../brand';
import { findTransactionByKey } from '../ledger';
import { LedgerError, demoCreditsAccount, memberMainAccount, memberVendorAccount, postTransaction } from '../ledger/ledger.service';
import { memberAccounts, publishBalance, readBalance, type WalletMerchant } from './wallet.balance';
import { transferVendors } from './wallet.repository';

export { readBalance };

export async function consolidatedFunds(db: DrizzleDb, merchant: WalletMerchant, memberId: number): Promise<TConsolidatedFunds> {
  const [accounts, vendorList] = await Promise.all([memberAccounts(db, merchant, memberId), transferVendors(db, merchant.id)]);
  const balance = await readBalance(db, merchant, memberId);
  const vendorBalance = (code: string) =>
    accounts.filter((a) => a.kind === 'vendor' && a.vendorCode === code).reduce((t, a) => t + a.balance, 0n);
  const wallets = vendorList.map((v) => ({ ...v, balance: vendorBalance(v.vassalage).toString() }));
  const total = accounts.reduce((t, a) => t + a.balance, 0n);
  return { ...balance, total: total.toString(), wallets };
}

export const merchantWallet = (merchant: Pick<MerchantRow, 'code' | 'walletSingle'>) => ({
  merchantCode: merchant.code,
  isSingle: merchant.walletSingle,
});

type TransferInput = Omit<TWalletTransferBody, 'amount'> & { amount?: string | undefined };

export async function transfer(services: AppServices, merchant: MerchantRow, memberId: number, input: TransferInput): Promise<TConsolidatedFunds> {
  if (merchant.walletSingle) throw new AppError(409, ErrorCode.singleWallet, 'This site uses a single wallet: no transfers are needed');
  const vendorList = await transferVendors(services.db, merchant.id);
  const targets =
    input.action === 'allOut' ? vendorList : vendorList.filter((v) => v.vassalage === input.vassalage);
  if (input.action !== 'allOut' && targets.length === 0) {
    throw new AppError(404, ErrorCode.walletNotFound, `No transfer wallet for vendor ${input.vassalage ?? ''}`);
  }
  if (input.action !== 'allOut' && targets[0]?.maintenance) {
    throw new AppError(409, ErrorCode.maintenance, 'game under maintenance, see other popular games');
  }

  const db = services.db;
  const main = await memberMainAccount(db, merchant.id, memberId, merchant.currency);
  const keyOf = (vassalage: string) => `transfer:${memberId}:${input.requestId}:${vassalage}`;
  const move = async (vassalage: string, direction: 'in' | 'out', amount: bigint) => {
    const vendor = await memberVendorAccount(db, merchant.id, memberId, merchant.currency, vassalage);
    const sign = direction === 'in' ? 1n : -1n;
    await postTransaction(db, {
      merchantId: merchant.id,
      idempotencyKey: keyOf(vassalage),
      type: direction === 'in' ? 'transfer_in' : 'transfer_out',
      reference: input.requestId,
      metadata: { vassalage, direction },
      entries: [
        { accountId: main.id, amount: -sign * amount },
        { accountId: vendor.id, amount: sign * amount },
      ],
    });
  };

  try {
    if (input.action === 'in' || input.action === 'out') {
      await move(input.vassalage as string, input.action, BigInt(input.amount as string));
    } else if (input.action === 'allIn') {
      const vassalage = input.vassalage as string;
      // A retry of an all-in finds its first movement and moves nothing more.
      if (!(await findTransactionByKey(db, merchant.id, keyOf(vassalage)))) {
        const available = (await memberAccounts(db, merchant, memberId)).find((a) => a.kind === 'main')?.balance ?? 0n;
        if (available <= 0n) throw new AppError(400, ErrorCode.insufficientFunds, 'The main wallet is empty');
        await move(vassalage, 'in', available);
      }
    } else {
      const accounts = await memberAccounts(db, merchant, memberId);
      for (const v of targets) {
        if (await findTransactionByKey(db, merchant.id, keyOf(v.vassalage))) continue;
        const held = accounts.find((a) => a.kind === 'vendor' && a.vendorCode === v.vassalage)?.balance ?? 0n;
        if (held > 0n && !v.maintenance) await move(v.vassalage, 'out', held);
      }
    }
  } catch (err) {
    throw toTransferError(err);
  }
  await publishBalance(services, merchant, memberId);
  return consolidatedFunds(db, merchant, memberId);
}

function toTransferError(err: unknown): unknown {
  if (!(err instanceof LedgerError)) return err;
  if (err.code === 'insufficient_funds') return new AppError(400, ErrorCode.insufficientFunds, 'Not enough money in the wallet to transfer');
  if (err.code === 'idempotency_conflict') return new AppError(409, ErrorCode.requestConflict, 'This request id was used for a different transfer');
  return err;
}

/**
 * A trial member starts with the brand's demo credits (play money from the
 * brand's demo account, never real money), once: the key is the member.
 */
export async function grantTrialCredits(db: DrizzleDb, merchant: Pick<MerchantRow, 'id' | 'currency' | 'trialCredits'>, memberId: number): Promise<void> {
  if (merchant.trialCredits <= 0n) return;
  const main = await memberMainAccount(db, merchant.id, memberId, merchant.currency);
  const demo = await demoCreditsAccount(db, merchant.id, merchant.currency);
  await postTransaction(db, {
    merchantId: merchant.id,
    idempotencyKey: `trial:${memberId}`,
    type: 'demo_credit',
    reference: 'trial demo credits',
    entries: [
      { accountId: main.id, amount: merchant.trialCredits },
      { accountId: demo.id, amount: -merchant.trialCredits },
    ],
  });
}
