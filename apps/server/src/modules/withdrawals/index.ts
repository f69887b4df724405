/** The withdrawals module's public face for other modules: members' bank accounts as the console searches and links them, the dashboard's figures. */
export { bankAccountClusters, listActiveBankAccounts, membersSharingBankAccounts, membersWithAccountNumber } from './bank-accounts.repository';
export { withdrawalQueues, withdrawalReconciliation, withdrawalsByDay, withdrawalsByDayAndBank, type WithdrawalReconciliationSqlRow } from './withdrawals.repository';
/** The payment password other money calls check (agent transfers). */
export { hasPaymentPassword, verifyPaymentPassword } from './payment-password.service';
