import { z } from 'zod';
import { defineContract } from '../contract';
import {
  UPLOAD_BODY_LIMIT,
  ZBalance,
  ZBankAccount,
  ZBankAccountBody,
  ZBankDepositBody,
  ZConsolidatedFunds,
  ZDeposit,
  ZDepositChannel,
  ZDepositListQuery,
  ZGatewayDepositBody,
  ZGatewayDepositValue,
  ZInboxMessage,
  ZMarkReadBody,
  ZMerchantWallet,
  ZMerchantWalletQuery,
  ZPageQuery,
  ZSetPaymentPasswordBody,
  ZTransactionDetail,
  ZTransactionDetailQuery,
  ZTransactionHistoryItem,
  ZTransactionHistoryQuery,
  ZUnreadCount,
  ZWalletTransferBody,
  ZWithdrawal,
  ZWithdrawBody,
  ZWithdrawInfo,
  ZWithdrawListQuery,
  ZWithdrawReceiptBody,
  pageOf,
} from './wallet.schemas';

const wallet = ['Wallet'];
const records = ['Records'];
const inbox = ['Inbox'];

// SPEC.md §7 "Wallet and money".

export const walletBalance = defineContract({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  summary: "The member's main wallet balance (header balance)",
  tags: wallet,
  auth: true,
  value: ZBalance,
});

export const consolidatedFunds = defineContract({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  summary: 'Main wallet, every vendor transfer wallet, locked and bonus funds, and their total',
  tags: wallet,
  auth: true,
  value: ZConsolidatedFunds,
});

export const merchantWallet = defineContract({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  summary: 'Whether the brand uses a single wallet (no transfers between wallets); cached per session',
  tags: wallet,
  auth: true,
  query: ZMerchantWalletQuery,
  value: ZMerchantWallet,
});

export const walletTransfer = defineContract({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  summary: 'Move money between the main wallet and a vendor transfer wallet (in, out, all in, all out)',
  tags: wallet,
  auth: true,
  body: ZWalletTransferBody,
  value: ZConsolidatedFunds,
});

// Deposits.

export const depositChannels = defineContract({
  method: 'GET',
  path: '/wps/relay/deposit/channels',
  summary: "The brand's deposit channels with limits and fees",
  tags: wallet,
  auth: true,
  value: z.array(ZDepositChannel),
});

export const bankDeposit = defineContract({
  method: 'POST',
  path: '/wps/relay/deposit/bank',
  summary: 'Report a bank transfer to the brand (optional receipt image); staff approve or reject it',
  tags: wallet,
  auth: true,
  bodyLimit: UPLOAD_BODY_LIMIT,
  body: ZBankDepositBody,
  value: ZDeposit,
});

export const gatewayDeposit = defineContract({
  method: 'POST',
  path: '/wps/relay/deposit/gateway',
  summary: 'Start a payment-gateway deposit: answers the address to send the member to',
  tags: wallet,
  auth: true,
  body: ZGatewayDepositBody,
  value: ZGatewayDepositValue,
});

export const depositList = defineContract({
  method: 'GET',
  path: '/wps/relay/deposit/list',
  summary: "The member's deposits, newest first",
  tags: wallet,
  auth: true,
  query: ZDepositListQuery,
  value: pageOf(ZDeposit),
});

// Payment password, bank accounts, withdrawals.

export const setPaymentPassword = defineContract({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  summary: 'Set the payment password (with the login password) or change it (with the current one)',
  tags: wallet,
  auth: true,
  encrypted: true,
  body: ZSetPaymentPasswordBody,
  value: z.null(),
});

export const bankAccounts = defineContract({
  method: 'GET',
  path: '/wps/member/bankAccounts',
  summary: "The member's bound bank accounts (numbers masked)",
  tags: wallet,
  auth: true,
  value: z.array(ZBankAccount),
});

export const changeBankAccount = defineContract({
  method: 'POST',
  path: '/wps/relay/passwordCheck/bankAccount',
  summary: 'Add, update or remove a bound bank account; needs the payment password; logged',
  tags: wallet,
  auth: true,
  encrypted: true,
  body: ZBankAccountBody,
  value: z.array(ZBankAccount),
});

export const withdrawInfo = defineContract({
  method: 'GET',
  path: '/wps/relay/withdraw/info',
  summary: 'What the withdraw page needs: balance, limits and what is used of them today, bank accounts',
  tags: wallet,
  auth: true,
  value: ZWithdrawInfo,
});

export const withdraw = defineContract({
  method: 'POST',
  path: '/wps/relay/passwordCheck/withdraw',
  summary: 'Request a withdrawal: the amount moves to locked funds at once; needs the payment password',
  tags: wallet,
  auth: true,
  encrypted: true,
  body: ZWithdrawBody,
  value: ZWithdrawal,
});

export const withdrawList = defineContract({
  method: 'GET',
  path: '/wps/relay/withdraw/list',
  summary: "The member's withdrawals, newest first",
  tags: wallet,
  auth: true,
  query: ZWithdrawListQuery,
  value: pageOf(ZWithdrawal),
});

export const withdrawReceipt = defineContract({
  method: 'POST',
  path: '/wps/relay/withdraw/receipt',
  summary: 'Confirm receipt of an approved withdrawal: received, not received (with proof images) or partially received',
  tags: wallet,
  auth: true,
  bodyLimit: UPLOAD_BODY_LIMIT,
  body: ZWithdrawReceiptBody,
  value: ZWithdrawal,
});

// Records.

export const transactionDetails = defineContract({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  summary: "Every movement of the member's main wallet with the balance after it, by type and date",
  tags: records,
  auth: true,
  query: ZTransactionDetailQuery,
  value: pageOf(ZTransactionDetail),
});

export const transactionHistory = defineContract({
  method: 'GET',
  path: '/wps/relay/transactionHistory',
  summary: "The member's deposits, withdrawals and transfers with their state (account records, TRANSREC3)",
  tags: records,
  auth: true,
  query: ZTransactionHistoryQuery,
  value: pageOf(ZTransactionHistoryItem),
});

// Inbox.

export const unreadCount = defineContract({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  summary: 'Unread platform messages',
  tags: inbox,
  auth: true,
  value: ZUnreadCount,
});

export const inboxMessages = defineContract({
  method: 'GET',
  path: '/wps/member/messages',
  summary: "The member's platform messages, newest first",
  tags: inbox,
  auth: true,
  query: ZPageQuery,
  value: pageOf(ZInboxMessage),
});

export const markMessagesRead = defineContract({
  method: 'POST',
  path: '/wps/member/messages/read',
  summary: 'Mark some or all messages read',
  tags: inbox,
  auth: true,
  body: ZMarkReadBody,
  value: ZUnreadCount,
});
