/**
 * TanStack Query keys of the wallet data, shared by the features that show it
 * (header balance, wallet pages, records, inbox) and by the live-event
 * listener that updates them, so a pushed change lands in every view at once.
 * Every key starts with the session token's owner scope added by the caller:
 * `[...walletKeys.balance, token]`.
 */
export const walletKeys = {
  balance: ['wallet', 'balance'],
  funds: ['wallet', 'funds'],
  merchantWallet: ['wallet', 'merchantWallet'],
  channels: ['wallet', 'channels'],
  deposits: ['wallet', 'deposits'],
  withdrawInfo: ['wallet', 'withdrawInfo'],
  withdrawals: ['wallet', 'withdrawals'],
  bankAccounts: ['wallet', 'bankAccounts'],
  transactionDetails: ['wallet', 'transactionDetails'],
  transactionHistory: ['wallet', 'transactionHistory'],
  unread: ['inbox', 'unread'],
  messages: ['inbox', 'messages'],
} as const;
