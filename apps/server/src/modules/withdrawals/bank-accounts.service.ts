/**
 * Bound bank accounts (issue 4 §3): where withdrawals are paid. Every change
 * needs the payment password and leaves an audit row; the full number never
 * leaves the server again after binding (only the last 4 digits are shown
 * or logged). Removal keeps the row, because withdrawals refer to it.
 */
import { BANK_ACCOUNTS_MAX, ErrorCode, type TBank, type TBankAccount, type TBankAccountBody } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { auditBankAccount, presentBank, presentBankAccount } from './bank-accounts.presenter';
import {
  BANK_ACCOUNT_UNIQUE,
  countActiveBankAccounts,
  findActiveBankAccount,
  insertBankAccount,
  listActiveBankAccounts,
  listActiveBanks,
  lockMemberBankAccounts,
  updateActiveBankAccount,
  type BankAccountRow,
} from './bank-accounts.repository';
import { verifyPaymentPassword, type MemberRef } from './payment-password.service';

export async function listBankAccounts(db: DrizzleDb, who: MemberRef): Promise<TBankAccount[]> {
  return (await listActiveBankAccounts(db, who.merchantId, who.memberId)).map(presentBankAccount);
}

/** The banks of the brand's list a member may bind an account of. */
export async function listBanks(db: DrizzleDb, merchantId: number): Promise<TBank[]> {
  return (await listActiveBanks(db, merchantId)).map(presentBank);
}

/** A bank name must be one of the brand's list: payouts go only to banks the brand pays out to. */
async function checkBankListed(db: DrizzleDb, merchantId: number, bankName: string | undefined): Promise<void> {
  if (bankName === undefined) return;
  const listed = await listActiveBanks(db, merchantId);
  if (!listed.some((b) => b.name === bankName)) {
    throw new AppError(400, ErrorCode.bankNotListed, "bankName: choose a bank from the brand's list");
  }
}

const missing = (fields: string[]) => new AppError(400, ErrorCode.validation, fields.map((f) => `${f}: Input cannot be empty`).join('; '));
const notFound = () => new AppError(404, ErrorCode.bankAccountNotFound, 'No such bank account');

/** What each action needs, checked before the password so a form mistake costs no attempt. */
function checkShape(body: TBankAccountBody): void {
  if (body.action === 'add') {
    const absent = (['bankName', 'payeeName', 'accountNumber'] as const).filter((f) => !body[f]);
    if (absent.length > 0) throw missing(absent);
    return;
  }
  if (!body.id) throw missing(['id']);
  if (body.action === 'update' && !body.bankName && !body.payeeName && !body.accountNumber) {
    throw new AppError(400, ErrorCode.validation, 'bankName, payeeName or accountNumber: nothing to change');
  }
}

/**
 * add / update / remove, then the member's accounts. The limit is counted
 * under a per-member lock (two parallel adds cannot both take the last
 * place); a duplicate number is refused by the partial unique index, not by a
 * look-up first.
 */
export async function changeBankAccount(
  services: Pick<AppServices, 'db' | 'clock' | 'outbox'>,
  who: MemberRef,
  body: TBankAccountBody,
): Promise<TBankAccount[]> {
  checkShape(body);
  if (body.action !== 'remove') await checkBankListed(services.db, who.merchantId, body.bankName);
  const now = services.clock.now();
  await verifyPaymentPassword(services.db, who, body.paymentPassword, now);
  try {
    await services.db.transaction(async (tx) => {
      await lockMemberBankAccounts(tx, who.memberId);
      const { before, after } = await applyChange(tx, who, body, now);
      await recordAudit(tx, {
        merchantId: who.merchantId,
        actor: { kind: 'member', id: who.memberId, ip: who.ip ?? null },
        action: `bank_account.${body.action}`,
        entity: 'member_bank_account',
        entityId: after.id,
        before: before ? auditBankAccount(before) : null,
        after: auditBankAccount(after),
        at: now,
      });
      await services.outbox.emit(tx, who.merchantId, 'profile.changed', { memberId: who.memberId });
    });
    void services.outbox.dispatch();
  } catch (err) {
    if (isUniqueViolation(err, BANK_ACCOUNT_UNIQUE)) throw new AppError(409, ErrorCode.bankAccountDuplicate, 'This bank account number is already bound');
    throw err;
  }
  return listBankAccounts(services.db, who);
}

async function applyChange(
  tx: DrizzleDb,
  who: MemberRef,
  body: TBankAccountBody,
  now: Date,
): Promise<{ before: BankAccountRow | null; after: BankAccountRow }> {
  if (body.action === 'add') {
    if ((await countActiveBankAccounts(tx, who.memberId)) >= BANK_ACCOUNTS_MAX) {
      throw new AppError(400, ErrorCode.bankAccountLimit, `At most ${BANK_ACCOUNTS_MAX} bank accounts can be bound`);
    }
    const after = await insertBankAccount(tx, {
      merchantId: who.merchantId,
      memberId: who.memberId,
      bankName: body.bankName ?? '',
      payeeName: body.payeeName ?? '',
      accountNumber: body.accountNumber ?? '',
      createdAt: now,
      updatedAt: now,
    });
    return { before: null, after };
  }
  const id = body.id ?? 0;
  const before = await findActiveBankAccount(tx, who.merchantId, who.memberId, id);
  if (!before) throw notFound();
  const patch =
    body.action === 'remove'
      ? { status: 'removed' as const, updatedAt: now }
      : {
          ...(body.bankName ? { bankName: body.bankName } : {}),
          ...(body.payeeName ? { payeeName: body.payeeName } : {}),
          ...(body.accountNumber ? { accountNumber: body.accountNumber } : {}),
          updatedAt: now,
        };
  const after = await updateActiveBankAccount(tx, who.memberId, id, patch);
  if (!after) throw notFound();
  return { before, after };
}
