import { z } from 'zod';
import { depositQuote } from '../wallet/deposit-fee';
import { ZMinor, ZMinorTotal, ZNonNegativeMinor, ZPositiveMinor } from '../wallet/money.schemas';
import { dateRangeQuery, RECORD_RANGE_MAX_DAYS, ZDay } from '../shared/date-range';
import { ZRowId } from '../shared/safe-text';
import { ZReason } from './staff-settings.schemas';

/*
 * The brand's deposit channels as finance staff keep them (issue 13, item 5):
 * limits, the fee rule, the receiving account a player transfers to, on or
 * off and their order on the deposit page; and the reconciliation of each
 * channel's deposits against the ledger, per brand-local day.
 */

export const CHANNEL_KINDS = ['bank', 'gateway'] as const;
export type TChannelKind = (typeof CHANNEL_KINDS)[number];

/** A fee below 100 % of the amount: 9,999 basis points at most. */
export const CHANNEL_FEE_BPS_MAX = 9_999;
export const CHANNEL_SORT_MAX = 9_999;
export const CHANNEL_NAME_MAX = 64;
export const CHANNEL_ACCOUNT_NUMBER_MAX = 40;

/**
 * What a channel's own rules refuse beyond each value's bounds, by a code the
 * console names in its language (a refusal carries it as `params.code`).
 */
export const CHANNEL_PROBLEMS = {
  max_below_min: 'The maximum must not be below the minimum',
  fee_takes_minimum: 'The fee takes the whole minimum deposit: nothing would be credited',
  account_required: 'A bank channel needs the receiving account a player transfers to',
} as const;
export type TChannelProblem = keyof typeof CHANNEL_PROBLEMS;

const refuse = (ctx: z.RefinementCtx, path: string[], code: TChannelProblem) =>
  ctx.addIssue({ code: 'custom', path, message: CHANNEL_PROBLEMS[code], params: { code } });

/** The fields a channel is created and edited with (amounts in minor units). */
export interface TChannelRuleInput {
  kind: TChannelKind;
  minAmount: string;
  maxAmount: string;
  feeBps: number;
  feeFixed: string;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
}

/**
 * The rules across a channel's fields, where each value is already within its
 * own bounds: min ≤ max, a fee that leaves something credited at the minimum
 * (a larger amount then leaves more, the percentage being below 100 %), and a
 * bank channel's receiving account. The server and the console run the same.
 */
export function channelProblems(c: TChannelRuleInput): { path: keyof TChannelRuleInput; code: TChannelProblem }[] {
  const problems: { path: keyof TChannelRuleInput; code: TChannelProblem }[] = [];
  const whole = (v: string) => /^\d+$/.test(v);
  if (whole(c.minAmount) && whole(c.maxAmount) && BigInt(c.minAmount) > BigInt(c.maxAmount)) problems.push({ path: 'maxAmount', code: 'max_below_min' });
  if (whole(c.minAmount) && whole(c.feeFixed) && Number.isInteger(c.feeBps) && c.feeBps >= 0 && !depositQuote(c.minAmount, c).coversFee) {
    problems.push({ path: 'feeFixed', code: 'fee_takes_minimum' });
  }
  if (c.kind === 'bank') {
    for (const path of ['bankName', 'accountName', 'accountNumber'] as const) if (!c[path]) problems.push({ path, code: 'account_required' });
  }
  return problems;
}

const ZOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

const ZChannelFields = z.object({
  name: z.string().trim().min(1, 'Input cannot be empty').max(CHANNEL_NAME_MAX),
  minAmount: ZPositiveMinor,
  maxAmount: ZPositiveMinor,
  /** Basis points of the amount, plus the fixed part; deducted from what the player is credited. */
  feeBps: z.number().int().min(0).max(CHANNEL_FEE_BPS_MAX),
  feeFixed: ZNonNegativeMinor,
  /** Bank channels: the brand's receiving account (gateway channels have none). */
  bankName: ZOptionalText(CHANNEL_NAME_MAX),
  accountName: ZOptionalText(CHANNEL_NAME_MAX),
  accountNumber: ZOptionalText(CHANNEL_ACCOUNT_NUMBER_MAX),
  /** Shown on the player's deposit page. */
  enabled: z.boolean(),
  /** Lower first on the deposit page. */
  sort: z.number().int().min(0).max(CHANNEL_SORT_MAX),
  reason: ZReason,
});

const withChannelRules = <T extends z.ZodType<TChannelRuleInput>>(schema: T) =>
  schema.superRefine((c, ctx) => {
    for (const p of channelProblems(c)) refuse(ctx, [p.path], p.code);
  });

/** A channel's code: upper-case letters, digits, '_' and '-' (BDO, GCASH); fixed once created (deposits and the ledger's channel account name it). */
export const ZChannelCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{1,31}$/, 'A code of 2 to 32 letters, digits, _ or - such as BDO');

/** A new channel. A gateway channel shows on the deposit page once its gateway is set up (address, merchant id, secret). */
export const ZCreateChannelBody = withChannelRules(ZChannelFields.extend({ code: ZChannelCode, kind: z.enum(CHANNEL_KINDS) }));
export type TCreateChannelBody = z.infer<typeof ZCreateChannelBody>;

/** A channel's change; its code and kind stay (its deposits carry them). */
export const ZUpdateChannelBody = withChannelRules(ZChannelFields.extend({ id: ZRowId, kind: z.enum(CHANNEL_KINDS) }));
export type TUpdateChannelBody = z.infer<typeof ZUpdateChannelBody>;

export const ZStaffChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  name: z.string(),
  minAmount: ZMinor,
  maxAmount: ZMinor,
  feeBps: z.number().int(),
  feeFixed: ZMinor,
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Gateway channels: its address, merchant id and secret are set, so players can pay through it. */
  gatewayReady: z.boolean(),
});
export type TStaffChannel = z.infer<typeof ZStaffChannel>;

export const ZStaffChannels = z.object({ list: z.array(ZStaffChannel) });
export type TStaffChannels = z.infer<typeof ZStaffChannels>;

// ── Reconciliation ───────────────────────────────────────────────────────────

/** The longest range a reconciliation spans, in days (the records' rule). */
export { RECORD_RANGE_MAX_DAYS as RECONCILIATION_MAX_DAYS } from '../shared/date-range';

/** Brand-local days, both included, at most 93. */
export const ZReconciliationQuery = dateRangeQuery(RECORD_RANGE_MAX_DAYS);
export type TReconciliationQuery = z.infer<typeof ZReconciliationQuery>;

export const ZCountSum = z.object({ count: z.number().int(), amount: ZMinorTotal });
export type TCountSum = z.infer<typeof ZCountSum>;

/**
 * One channel's deposits on one brand-local day: requested (created that day),
 * approved, rejected or failed (settled that day), pending (created that day,
 * still waiting); and the ledger's movements of the deposits approved that day.
 */
export const ZDepositReconciliationRow = z.object({
  day: ZDay,
  channelCode: z.string(),
  channelName: z.string(),
  requested: ZCountSum,
  approved: ZCountSum.extend({ fee: ZMinorTotal, credited: ZMinorTotal }),
  rejected: ZCountSum,
  pending: ZCountSum,
  ledger: z.object({
    /** Taken from the channel's account. */
    amount: ZMinorTotal,
    /** Credited to the players' wallets. */
    credited: ZMinorTotal,
    /** Kept by the house. */
    fee: ZMinorTotal,
  }),
  /** approved.credited − ledger.credited: zero when the books agree. */
  difference: ZMinorTotal,
  /** Every figure of the approved deposits equals the ledger's. */
  matches: z.boolean(),
});
export type TDepositReconciliationRow = z.infer<typeof ZDepositReconciliationRow>;

/** One payout bank's withdrawals on one brand-local day, the same way; the ledger's side is what was paid out. */
export const ZWithdrawalReconciliationRow = z.object({
  day: ZDay,
  bank: z.string(),
  requested: ZCountSum,
  approved: ZCountSum,
  rejected: ZCountSum,
  pending: ZCountSum,
  ledger: z.object({ paid: ZMinorTotal }),
  /** approved.amount − ledger.paid. */
  difference: ZMinorTotal,
  matches: z.boolean(),
});
export type TWithdrawalReconciliationRow = z.infer<typeof ZWithdrawalReconciliationRow>;

export const ZStaffReconciliation = z.object({
  startDate: ZDay,
  endDate: ZDay,
  currency: z.string(),
  gmtOffsetMinutes: z.number().int(),
  /** Newest day first, then by channel. */
  deposits: z.array(ZDepositReconciliationRow),
  withdrawals: z.array(ZWithdrawalReconciliationRow),
});
export type TStaffReconciliation = z.infer<typeof ZStaffReconciliation>;
