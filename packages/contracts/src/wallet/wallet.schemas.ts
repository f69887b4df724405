import { z } from 'zod';
import { RECORD_RANGE_MAX_DAYS, ZDay, dateRangeRule } from '../shared/date-range';
import { ZRowId } from '../shared/safe-text';
import { ZMinor, ZMinorTotal, ZPositiveMinor } from './money.schemas';

/** A client-chosen id that makes a money request safe to retry (double clicks, lost answers). */
export const ZRequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'request id: 8 to 64 letters, digits, - or _');

/** Paging used by every list: pageNo from 1. */
export const ZPageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
export type TPage<T> = { list: T[]; pageNo: number; pageSize: number; total: number; totalPages: number };

/** A page of records over brand-local days, at most RECORD_RANGE_MAX_DAYS (extensions keep the range rule). */
export const ZDateRangeQuery = ZPageQuery.extend({ startDate: ZDay, endDate: ZDay }).superRefine(dateRangeRule(RECORD_RANGE_MAX_DAYS));

/** Proof and receipt images (SPEC.md §5/§9: png or jpg, at most 5 MB each, at most 3). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_COUNT = 3;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const ZImageUpload = z.object({
  name: z.string().max(200).optional(),
  mime: z.enum(IMAGE_TYPES),
  /** Base64 of the file; the server checks the decoded size and the file signature. */
  data: z.string().min(1).max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 4),
});
export type TImageUpload = z.infer<typeof ZImageUpload>;
/** Room for IMAGE_MAX_COUNT images in base64 plus the rest of the body. */
export const UPLOAD_BODY_LIMIT = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) * IMAGE_MAX_COUNT + 64 * 1024;

// Balance and wallets.

export const ZBalance = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  /** The main wallet: what the member can bet, transfer or withdraw. */
  balance: ZMinor,
  /** Pending withdrawals. */
  locked: ZMinor,
  bonus: ZMinor,
});
export type TBalance = z.infer<typeof ZBalance>;

export const ZVendorWallet = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  balance: ZMinor,
  /** The vendor is under maintenance: transfers are refused. */
  maintenance: z.boolean(),
});
export type TVendorWallet = z.infer<typeof ZVendorWallet>;

export const ZConsolidatedFunds = ZBalance.extend({
  /** Main + vendor wallets + locked + bonus (a sum of bounded balances). */
  total: ZMinorTotal,
  wallets: z.array(ZVendorWallet),
});
export type TConsolidatedFunds = z.infer<typeof ZConsolidatedFunds>;

export const ZMerchantWalletQuery = z.object({ merchantCode: z.string().min(1).max(64) });
export const ZMerchantWallet = z.object({ merchantCode: z.string(), isSingle: z.boolean() });

/** GCS_walletTransfer: in = main → vendor, out = vendor → main; allIn / allOut move everything. */
export const ZWalletTransferBody = z
  .object({
    requestId: ZRequestId,
    action: z.enum(['in', 'out', 'allIn', 'allOut']),
    /** Required for in, out and allIn; allOut recalls every vendor wallet. */
    vassalage: z.string().min(1).max(64).optional(),
    /** Required for in and out. */
    amount: ZPositiveMinor.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action !== 'allOut' && !b.vassalage) ctx.addIssue({ code: 'custom', path: ['vassalage'], message: 'Input cannot be empty' });
    if ((b.action === 'in' || b.action === 'out') && !b.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Input cannot be empty' });
  });
export type TWalletTransferBody = z.input<typeof ZWalletTransferBody>;

// Deposits.

export const ZDepositChannel = z.object({
  code: z.string(),
  kind: z.enum(['bank', 'gateway']),
  name: z.string(),
  minAmount: ZMinor,
  maxAmount: ZMinor,
  feeBps: z.number().int(),
  feeFixed: ZMinor,
  /** Bank channels: the brand's receiving account. */
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
});
export type TDepositChannel = z.infer<typeof ZDepositChannel>;

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export const ZDeposit = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  kind: z.enum(['bank', 'gateway']),
  amount: ZMinor,
  /** What the deposit costs: charged on approval, "0" once it was rejected or failed (nothing was taken). */
  fee: ZMinor,
  /** amount − fee: what reaches the main wallet on approval; "0" once it was rejected or failed. */
  credited: ZMinor,
  status: z.enum(DEPOSIT_STATUSES),
  payerName: z.string().nullable(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  hasReceipt: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

export const ZBankDepositBody = z.object({
  requestId: ZRequestId,
  channelCode: z.string().min(1).max(64),
  amount: ZPositiveMinor,
  payerName: z.string().trim().min(1, 'Input cannot be empty').max(100),
  reference: z.string().trim().min(1, 'Input cannot be empty').max(100),
  receipt: ZImageUpload.optional(),
});
export type TBankDepositBody = z.input<typeof ZBankDepositBody>;

export const ZGatewayDepositBody = z.object({
  requestId: ZRequestId,
  channelCode: z.string().min(1).max(64),
  amount: ZPositiveMinor,
});
export type TGatewayDepositBody = z.input<typeof ZGatewayDepositBody>;
export const ZGatewayDepositValue = z.object({ deposit: ZDeposit, redirectUrl: z.string() });

export const ZDepositListQuery = ZPageQuery.extend({ status: z.enum(DEPOSIT_STATUSES).optional() });

// Payment password and bank accounts.

export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
export const ZPaymentPassword = z.string().regex(PAYMENT_PASSWORD_PATTERN, 'The payment password is 6 digits');
export const ZSetPaymentPasswordBody = z
  .object({
    /** Setting it the first time: the login password. Changing it: the current payment password. */
    currentPassword: z.string().min(1, 'Input cannot be empty').max(128),
    newPaymentPassword: ZPaymentPassword,
    confirmPaymentPassword: z.string(),
  })
  .refine((b) => b.newPaymentPassword === b.confirmPaymentPassword, { path: ['confirmPaymentPassword'], message: 'Inconsistent input' });
export type TSetPaymentPasswordBody = z.input<typeof ZSetPaymentPasswordBody>;

export const BANK_ACCOUNTS_MAX = 3;
/** A bank of the brand's list: the banks a member may bind for withdrawals (the only accepted bankName values). */
export const ZBank = z.object({
  code: z.string(),
  name: z.string(),
});
export type TBank = z.infer<typeof ZBank>;

export const ZBankAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  payeeName: z.string(),
  /** Only the last 4 digits are shown after binding. */
  accountNumberMasked: z.string(),
  createdAt: z.number().int(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

export const ZBankAccountBody = z.object({
  action: z.enum(['add', 'update', 'remove']),
  /** update and remove. */
  id: ZRowId.optional(),
  /** The name of a bank of the brand's list (withdraw info `banks`). */
  bankName: z.string().trim().min(1, 'Input cannot be empty').max(100).optional(),
  payeeName: z.string().trim().min(2, 'Real name format is incorrect').max(100).optional(),
  accountNumber: z.string().trim().regex(/^\d{6,30}$/, 'Bank account number: 6 to 30 digits').optional(),
  paymentPassword: z.string().min(1, 'Input cannot be empty').max(32),
});
export type TBankAccountBody = z.input<typeof ZBankAccountBody>;

// Withdrawals.

export const WITHDRAWAL_STATUSES = ['processing', 'approved', 'rejected'] as const;
export const RECEIPT_STATUSES = ['awaiting', 'received', 'not_received', 'partial'] as const;
export const ZWithdrawal = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: ZMinor,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  payeeName: z.string(),
  accountNumberMasked: z.string(),
  reason: z.string().nullable(),
  /** Null until approved. */
  receiptStatus: z.enum(RECEIPT_STATUSES).nullable(),
  receivedAmount: ZMinor.nullable(),
  /** Confirmed by the system after the auto-confirm time: cannot be reversed. */
  receiptForced: z.boolean(),
  /** When an awaiting receipt will be auto-confirmed (epoch ms). */
  autoConfirmAt: z.number().int().nullable(),
  proofCount: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZWithdrawInfo = z.object({
  currencySymbol: z.string(),
  balance: ZMinor,
  minAmount: ZMinor,
  maxAmount: ZMinor,
  dailyMaxAmount: ZMinor,
  dailyUsedAmount: ZMinor,
  dailyMaxCount: z.number().int(),
  dailyUsedCount: z.number().int(),
  /** Bet turnover still owed before withdrawing (bonus engine); "0" when none. */
  turnoverRemaining: ZMinor,
  /** The active bonus a withdrawal would forfeit (its bonus money), or null. */
  activeBonus: z.object({ id: z.number().int(), title: z.string(), balance: ZMinor, wageringLeft: ZMinor }).nullable(),
  hasPaymentPassword: z.boolean(),
  bankAccounts: z.array(ZBankAccount),
  /** The brand's banks a member may bind an account of. */
  banks: z.array(ZBank),
  autoConfirmMinutes: z.number().int(),
});
export type TWithdrawInfo = z.infer<typeof ZWithdrawInfo>;

export const ZWithdrawBody = z.object({
  requestId: ZRequestId,
  bankAccountId: ZRowId,
  amount: ZPositiveMinor,
  paymentPassword: z.string().min(1, 'Input cannot be empty').max(32),
  /** With an active bonus: the member confirmed giving it up (else 409 bonus_forfeit_required). */
  forfeitBonus: z.boolean().optional(),
});
export type TWithdrawBody = z.input<typeof ZWithdrawBody>;

export const ZWithdrawListQuery = ZPageQuery.extend({ status: z.enum(WITHDRAWAL_STATUSES).optional() });

export const ZWithdrawReceiptBody = z
  .object({
    id: ZRowId,
    outcome: z.enum(['received', 'not_received', 'partial']),
    /** partial: what arrived. */
    receivedAmount: ZPositiveMinor.optional(),
    note: z.string().trim().max(140).optional(),
    /** not_received and partial: proof images. */
    images: z.array(ZImageUpload).max(IMAGE_MAX_COUNT).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.outcome === 'partial' && !b.receivedAmount) ctx.addIssue({ code: 'custom', path: ['receivedAmount'], message: 'Input cannot be empty' });
    if (b.outcome === 'not_received' && !b.images?.length) ctx.addIssue({ code: 'custom', path: ['images'], message: 'Upload at least one proof image' });
  });
export type TWithdrawReceiptBody = z.input<typeof ZWithdrawReceiptBody>;

// Records.

/** Member-facing movement types of the account record (ledger transaction types grouped). */
export const RECORD_TYPES = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'WIN', 'REFUND', 'BONUS', 'ADJUST'] as const;
export type TRecordType = (typeof RECORD_TYPES)[number];

/** ODSFE2_MemTransDet: every movement of the member's main wallet. */
export const ZTransactionDetail = z.object({
  id: z.number().int(),
  type: z.enum(RECORD_TYPES),
  /** Signed: positive credits the main wallet. */
  amount: ZMinor,
  balanceAfter: ZMinor,
  /** A movement is completed; a withdrawal's lock carries the withdrawal's state (processing, approved, rejected), a deposit's credit its deposit's (approved). */
  status: z.enum(['completed', 'pending', 'processing', 'approved', 'rejected']),
  reference: z.string().nullable(),
  time: z.number().int(),
});
export type TTransactionDetail = z.infer<typeof ZTransactionDetail>;
export const ZTransactionDetailQuery = ZDateRangeQuery.extend({ type: z.enum(RECORD_TYPES).optional() });

/** transactionHistory: the member's requests (deposits, withdrawals, transfers) with their state. */
export const HISTORY_KINDS = ['DEPOSIT', 'WITHDRAW', 'TRANSFER'] as const;
export const ZTransactionHistoryItem = z.object({
  kind: z.enum(HISTORY_KINDS),
  id: z.string(),
  orderNo: z.string(),
  amount: ZMinor,
  fee: ZMinor,
  /** pending, approved, rejected, failed (deposits); processing, approved, rejected (withdrawals); completed (transfers). */
  status: z.string(),
  /** Transfers: "MAIN → JILI". Deposits: the channel. Withdrawals: the bank. */
  detail: z.string(),
  time: z.number().int(),
});
export type TTransactionHistoryItem = z.infer<typeof ZTransactionHistoryItem>;
export const ZTransactionHistoryQuery = ZDateRangeQuery.extend({ kind: z.enum(HISTORY_KINDS).optional() });

// Inbox.

/** SPEC.md §3 message templates; the client renders them with `params` (amount, site…). */
export const MESSAGE_TEMPLATES = ['deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected'] as const;
/** A message staff wrote to the member from the console: `params.title` and `params.text`, in the member's language, shown as they are. */
export const STAFF_MESSAGE_TEMPLATE = 'staff_message';
export const ZInboxMessage = z.object({
  id: z.number().int(),
  template: z.string(),
  params: z.record(z.string(), z.string()),
  read: z.boolean(),
  createdAt: z.number().int(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessage>;
export const ZMarkReadBody = z.object({ ids: z.array(ZRowId).max(100).optional(), all: z.boolean().optional() });
export const ZUnreadCount = z.object({ count: z.number().int() });

// Live events (WebSocket /wps/ws): what the server pushes to a logged-in member.
export const ZLiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('balance'), balance: ZBalance }),
  z.object({ type: z.literal('message'), message: ZInboxMessage, unread: z.number().int() }),
  z.object({ type: z.literal('deposit'), deposit: ZDeposit }),
  z.object({ type: z.literal('withdrawal'), withdrawal: ZWithdrawal }),
  /** The member center's red counts changed (a reward to claim, a mission done, a message). */
  z.object({ type: z.literal('badges'), badges: z.object({ rewardCenter: z.number().int(), missionLeaderboard: z.number().int(), messageV2: z.number().int() }) }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
/** The first frame the client sends after connecting; the token never goes in the URL. */
export const ZLiveAuth = z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) });
export const LIVE_EVENTS_PATH = '/wps/ws';
/** Frames about the socket itself: `ready` once subscribed (a snapshot follows), `error` just before a 4401 close. */
export const ZLiveControl = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type TLiveControl = z.infer<typeof ZLiveControl>;
/**
 * Close codes of the live-event socket. After `notLoggedIn` and `replaced`
 * (the member opened more pages than allowed) the client must not reconnect;
 * after anything else it reconnects with backoff.
 */
export const LIVE_CLOSE = { notLoggedIn: 4401, authTimeout: 4408, replaced: 4409 } as const;
/** The largest frame a client may send (the auth frame is far smaller). */
export const LIVE_MAX_CLIENT_FRAME_BYTES = 1024;
