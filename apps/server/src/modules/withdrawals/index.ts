/** The withdrawals module's public face for other modules: members' bank accounts as the console searches and links them. */
export { membersSharingBankAccounts, membersWithAccountNumber } from './bank-accounts.repository';
