import type { TBank, TBankAccount } from '@wps/contracts';
import type { BankAccountRow, BankRow } from './bank-accounts.repository';

/** After binding only the last 4 digits are ever shown, to the member and in the audit log. */
export const maskAccountNumber = (accountNumber: string): string => `•••• ${accountNumber.slice(-4)}`;

export const presentBankAccount = (row: BankAccountRow): TBankAccount => ({
  id: row.id,
  bankName: row.bankName,
  payeeName: row.payeeName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
  createdAt: row.createdAt.getTime(),
});

/** What the audit log keeps of an account: everything but the full number. */
export const auditBankAccount = (row: BankAccountRow) => ({
  id: row.id,
  bankName: row.bankName,
  payeeName: row.payeeName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
  status: row.status,
});

export const presentBank = (row: BankRow): TBank => ({ code: row.code, name: row.name });
