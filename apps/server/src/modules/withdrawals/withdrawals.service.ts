/**
 * Member withdrawals (issue 4 §3, SPEC.md §4 "Withdrawal"): the amount moves
 * from the main wallet to locked funds at once, in the same transaction as
 * the withdrawal row, and stays there until staff approve (paid out) or
 * reject (returned). Limits are the brand's: min/max per request, and an
 * amount and a count per brand-local day.
 */
import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  amountLimitProblem,
  formatMoney,
  type TPage,
  type TWithdrawal,
  type TWithdrawBody,
  type TWithdrawInfo,
} from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { LedgerError, memberLockedAccount, memberMainAccount, postTransaction } from '../ledger/ledger.service';
import { memberChannel } from '../live/live.bus';
import { readBalance } from '../wallet/wallet.balance';
import { presentBankAccount } from './bank-accounts.presenter';
import { isUniqueViolation } from '../../lib/db-errors';
import { findActiveBankAccount, listActiveBankAccounts, type BankAccountRow } from './bank-accounts.repository';
import { listBanks } from './bank-accounts.service';
import { hasPaymentPassword, verifyPaymentPassword, type MemberRef } from './payment-password.service';
import { noTurnoverRequirement, type TurnoverPolicy } from './turnover';
import { brandLimits, type WithdrawLimitsPolicy } from './limits';
import { auditWithdrawal, presentWithdrawal } from './withdrawals.presenter';
import {
  WITHDRAWAL_ORDER_UNIQUE,
  WITHDRAWAL_REQUEST_UNIQUE,
  dailyUsage,
  findMerchant,
  findProofIds,
  findWithdrawalByRequest,
  insertWithdrawal,
  listMemberWithdrawals,
  lockMemberWithdrawals,
  withdrawalLedgerKey,
  type WithdrawalRow,
} from './withdrawals.repository';
import type { TWithdrawalStatus } from './withdrawals.types';

export interface WithdrawalServices extends Pick<AppServices, 'db' | 'clock' | 'live' | 'outbox'> {
  /** The bonus engine's turnover requirement; none by default. */
  turnover?: TurnoverPolicy | undefined;
  /** The member's daily limits (their VIP level's); the brand's by default. */
  limits?: WithdrawLimitsPolicy | undefined;
}

const DAY_MS = 24 * 60 * 60_000;

/** The brand-local calendar day containing `now`, as UTC instants, and its date as YYYYMMDD. */
export function brandDay(now: Date, gmtOffsetMinutes: number): { from: Date; to: Date; yyyymmdd: string } {
  const offsetMs = gmtOffsetMinutes * 60_000;
  const local = new Date(now.getTime() + offsetMs);
  const localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const from = new Date(localMidnight - offsetMs);
  return { from, to: new Date(from.getTime() + DAY_MS), yyyymmdd: local.toISOString().slice(0, 10).replace(/-/g, '') };
}

/** 'W' + the brand-local date + 10 random digits: unguessable, sortable by day, unique per brand (index). */
export const newOrderNo = (yyyymmdd: string) => `W${yyyymmdd}${String(randomInt(0, 1e10)).padStart(10, '0')}`;

export async function presentOne(db: DrizzleDb, merchant: Pick<MerchantRow, 'withdrawAutoConfirmMinutes'>, row: WithdrawalRow): Promise<TWithdrawal> {
  const proofs = await findProofIds(db, [row.id]);
  return presentWithdrawal(row, { autoConfirmMinutes: merchant.withdrawAutoConfirmMinutes, proofCount: proofs.get(row.id)?.length ?? 0 });
}

/** After commit: the member's open pages learn the new state of the withdrawal. */
/** A member's money moved in `tx`: their balance is pushed after commit (the wallet's outbox subscriber). */
export const emitBalanceChanged = (services: Pick<AppServices, 'outbox'>, tx: DrizzleDb, merchant: MerchantRow, memberId: number) =>
  services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });

export async function publishWithdrawal(services: Pick<AppServices, 'db' | 'live'>, merchant: MerchantRow, row: WithdrawalRow): Promise<TWithdrawal> {
  const withdrawal = await presentOne(services.db, merchant, row);
  await services.live.publish(memberChannel(row.merchantId, row.memberId), { type: 'withdrawal', withdrawal });
  return withdrawal;
}

export async function withdrawInfo(services: WithdrawalServices, who: MemberRef): Promise<TWithdrawInfo> {
  const { db } = services;
  const merchant = await findMerchant(db, who.merchantId);
  const day = brandDay(services.clock.now(), merchant.gmtOffsetMinutes);
  const policy = services.turnover ?? noTurnoverRequirement;
  const limits = await (services.limits ?? brandLimits).dailyLimits(db, merchant, who.memberId);
  const [balance, used, turnover, activeBonus, hasPassword, accounts, banks] = await Promise.all([
    readBalance(db, merchant, who.memberId),
    dailyUsage(db, who.memberId, day.from, day.to),
    policy.remaining(db, merchant.id, who.memberId),
    policy.activeBonus ? policy.activeBonus(db, merchant.id, who.memberId) : null,
    hasPaymentPassword(db, who),
    listActiveBankAccounts(db, who.merchantId, who.memberId),
    listBanks(db, who.merchantId),
  ]);
  return {
    currencySymbol: merchant.currencySymbol,
    balance: balance.balance,
    minAmount: merchant.withdrawMin.toString(),
    maxAmount: merchant.withdrawMax.toString(),
    dailyMaxAmount: limits.maxAmount.toString(),
    dailyUsedAmount: used.amount.toString(),
    dailyMaxCount: limits.maxCount,
    dailyUsedCount: used.count,
    turnoverRemaining: turnover.toString(),
    activeBonus,
    hasPaymentPassword: hasPassword,
    bankAccounts: accounts.map(presentBankAccount),
    banks,
    autoConfirmMinutes: merchant.withdrawAutoConfirmMinutes,
  };
}

export async function listWithdrawals(
  services: Pick<AppServices, 'db'>,
  who: MemberRef,
  query: { pageNo: number; pageSize: number; status?: TWithdrawalStatus | undefined },
): Promise<TPage<TWithdrawal>> {
  const merchant = await findMerchant(services.db, who.merchantId);
  const { rows, total } = await listMemberWithdrawals(services.db, who.merchantId, who.memberId, query.status, pageWindow(query));
  const proofs = await findProofIds(services.db, rows.map((r) => r.id));
  const list = rows.map((row) =>
    presentWithdrawal(row, { autoConfirmMinutes: merchant.withdrawAutoConfirmMinutes, proofCount: proofs.get(row.id)?.length ?? 0 }),
  );
  return pageOfRows(list, total, query);
}

type WithdrawInput = Pick<TWithdrawBody, 'requestId' | 'bankAccountId' | 'amount' | 'paymentPassword' | 'forfeitBonus'>;

/** A request id seen before: the same request answers the first withdrawal; different data is a client bug. */
function sameRequest(row: WithdrawalRow, input: WithdrawInput): WithdrawalRow {
  if (row.bankAccountId !== input.bankAccountId || row.amount !== BigInt(input.amount)) {
    throw new AppError(409, ErrorCode.requestConflict, 'This request id was used for a different withdrawal');
  }
  return row;
}

/**
 * withdraw: checks that cost nothing come first (a retried request, the
 * amount range, the bank account), then the payment password (counted
 * outside the transaction), then in ONE transaction under the member's lock:
 * the request id again, turnover, the daily limits, the withdrawal row and
 * the ledger movement main → locked. Not enough money is the database's
 * verdict (LedgerError insufficient_funds) and rolls everything back.
 */
export async function requestWithdrawal(services: WithdrawalServices, who: MemberRef, input: WithdrawInput): Promise<TWithdrawal> {
  const { db } = services;
  const now = services.clock.now();
  const amount = BigInt(input.amount);
  const merchant = await findMerchant(db, who.merchantId);

  const earlier = await findWithdrawalByRequest(db, who.memberId, input.requestId);
  if (earlier) return presentOne(db, merchant, sameRequest(earlier, input));
  if (amountLimitProblem(amount, merchant.withdrawMin, merchant.withdrawMax)) {
    throw new AppError(
      400,
      ErrorCode.amountOutOfRange,
      `The amount must be between ${formatMoney(merchant.withdrawMin)} and ${formatMoney(merchant.withdrawMax)}`,
    );
  }
  const bank = await findActiveBankAccount(db, who.merchantId, who.memberId, input.bankAccountId);
  if (!bank) throw new AppError(404, ErrorCode.bankAccountNotFound, 'No such bank account');
  await verifyPaymentPassword(db, who, input.paymentPassword, now);

  let outcome: { row: WithdrawalRow; created: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      const written = await lockAndWrite(tx, services.turnover ?? noTurnoverRequirement, services.limits ?? brandLimits, merchant, who, input, bank, now);
      if (written.created) await emitBalanceChanged(services, tx, merchant, who.memberId);
      return written;
    });
  } catch (err) {
    // Only reachable without the lock (it serializes the member's requests); kept as the last word.
    if (!isUniqueViolation(err, WITHDRAWAL_REQUEST_UNIQUE)) throw err;
    const first = await findWithdrawalByRequest(db, who.memberId, input.requestId);
    if (!first) throw err;
    return presentOne(db, merchant, sameRequest(first, input));
  }
  if (!outcome.created) return presentOne(db, merchant, outcome.row);
  await services.outbox.dispatch();
  return publishWithdrawal(services, merchant, outcome.row);
}

async function lockAndWrite(
  tx: DrizzleDb,
  turnover: TurnoverPolicy,
  limitsPolicy: WithdrawLimitsPolicy,
  merchant: MerchantRow,
  who: MemberRef,
  input: WithdrawInput,
  bank: BankAccountRow,
  now: Date,
): Promise<{ row: WithdrawalRow; created: boolean }> {
  const amount = BigInt(input.amount);
  await lockMemberWithdrawals(tx, who.memberId);
  const again = await findWithdrawalByRequest(tx, who.memberId, input.requestId);
  if (again) return { row: sameRequest(again, input), created: false };

  if (turnover.beforeWithdrawal) await turnover.beforeWithdrawal(tx, merchant, who.memberId, input.forfeitBonus === true);
  const owed = turnover.beforeWithdrawal ? 0n : await turnover.remaining(tx, merchant.id, who.memberId);
  if (owed > 0n) {
    throw new AppError(400, ErrorCode.turnoverIncomplete, `Bet turnover of ${merchant.currencySymbol}${formatMoney(owed)} is still required before withdrawing`);
  }
  const day = brandDay(now, merchant.gmtOffsetMinutes);
  const used = await dailyUsage(tx, who.memberId, day.from, day.to);
  const limits = await limitsPolicy.dailyLimits(tx, merchant, who.memberId);
  if (used.count >= limits.maxCount) {
    throw new AppError(400, ErrorCode.dailyLimitReached, `At most ${limits.maxCount} withdrawals a day`);
  }
  if (used.amount + amount > limits.maxAmount) {
    const left = limits.maxAmount - used.amount;
    throw new AppError(400, ErrorCode.dailyLimitReached, `Today at most ${formatMoney(left > 0n ? left : 0n)} more can be withdrawn`);
  }

  const row = await insertWithOrderNo(tx, day.yyyymmdd, {
    merchantId: merchant.id,
    memberId: who.memberId,
    bankAccountId: bank.id,
    bankName: bank.bankName,
    payeeName: bank.payeeName,
    accountNumber: bank.accountNumber,
    requestId: input.requestId,
    amount,
    status: 'processing',
    createdAt: now,
    updatedAt: now,
  });
  const main = await memberMainAccount(tx, merchant.id, who.memberId, merchant.currency);
  const locked = await memberLockedAccount(tx, merchant.id, who.memberId, merchant.currency);
  try {
    await postTransaction(tx, {
      merchantId: merchant.id,
      idempotencyKey: withdrawalLedgerKey(row.id, 'lock'),
      type: 'withdrawal_lock',
      reference: row.orderNo,
      metadata: { withdrawalId: row.id },
      entries: [
        { accountId: main.id, amount: -amount },
        { accountId: locked.id, amount },
      ],
    });
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient_funds') {
      throw new AppError(400, ErrorCode.insufficientFunds, 'The balance is not enough for this withdrawal');
    }
    throw err;
  }
  await recordAudit(tx, {
    merchantId: merchant.id,
    actor: { kind: 'member', id: who.memberId, ip: who.ip ?? null },
    action: 'withdrawal.request',
    entity: 'withdrawal',
    entityId: row.id,
    after: auditWithdrawal(row),
    at: now,
  });
  return { row, created: true };
}

/** A random order number could (very rarely) repeat: retried in a savepoint so the transaction survives. */
async function insertWithOrderNo(tx: DrizzleDb, yyyymmdd: string, row: Omit<Parameters<typeof insertWithdrawal>[1], 'orderNo'>): Promise<WithdrawalRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction((sp) => insertWithdrawal(sp, { ...row, orderNo: newOrderNo(yyyymmdd) }));
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err, WITHDRAWAL_ORDER_UNIQUE)) throw err;
    }
  }
}
