import { z } from 'zod';
import { REGISTER_FIELD_MAX } from '../account/fields';
import { PATTERN_IDS } from '../shared/patterns';
import { REGISTER_FIELDS, ZLanguageCode, type TRegisterField } from '../system/system.schemas';
import { ZMinor, ZPositiveMinor } from '../wallet/money.schemas';
import { ZReason } from './staff-settings.schemas';

/*
 * The brand's own settings in the console (issue 13, item 8): the whitelabel
 * flag tree, the registration fields, the basics (languages, currency, GMT
 * offset), the wallet limits, the human-verification difficulty and the
 * domains. What the ops CLI and SQL did, per brand, each change audited with
 * a reason.
 */

/**
 * What the settings' own rules refuse beyond each value's bounds, by a code a
 * console names in its language (a refusal carries it as `params.code`).
 */
export const SETTING_PROBLEMS = {
  always_on: 'This field is always shown and required',
  past_limit: 'Longer than this field ever takes',
  max_below_min: 'The maximum must not be below the minimum',
  daily_below_max: 'The daily maximum must not be below the single maximum',
  default_not_supported: 'The default language must be one of the supported ones',
  duplicate: 'Each at most once',
} as const;
export type TSettingProblem = keyof typeof SETTING_PROBLEMS;

/** A refusal of one value: where, why (its code) and the limit it passed, if any. */
const refuse = (ctx: z.RefinementCtx, path: (string | number)[], code: TSettingProblem, limit?: number) =>
  ctx.addIssue({ code: 'custom', path, message: limit === undefined ? SETTING_PROBLEMS[code] : `${SETTING_PROBLEMS[code]} (${limit})`, params: { code, ...(limit === undefined ? {} : { limit }) } });

// ── Whitelabel flags ─────────────────────────────────────────────────────────

/** A flag of the tree as the console edits it. */
export interface TStaffFlagNode {
  modId: string;
  /** As stored: the operator's switch. */
  enabled: boolean;
  /** As players get it: off when a module above it is off, whatever its own switch says. */
  active: boolean;
  children: TStaffFlagNode[];
}
export const ZStaffFlagNode: z.ZodType<TStaffFlagNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), active: z.boolean(), children: z.array(ZStaffFlagNode) }),
);
export const ZStaffFlags = z.object({ tree: z.array(ZStaffFlagNode) });
export type TStaffFlags = z.infer<typeof ZStaffFlags>;

/** A flag's id as the tree names them (USERNAMEREG3, AGENT3...). */
export const ZFlagId = z.string().regex(/^[A-Z0-9_]{1,40}$/, 'A flag id such as USERNAMEREG3');

/** Switches flags on or off; a flag the brand's tree does not have is refused. */
export const ZSetFlagsBody = z.object({
  changes: z
    .array(z.object({ modId: ZFlagId, enabled: z.boolean() }))
    .min(1)
    .max(100)
    .superRefine((list, ctx) => {
      if (new Set(list.map((c) => c.modId)).size !== list.length) refuse(ctx, [], 'duplicate');
    }),
  reason: ZReason,
});
export type TSetFlagsBody = z.infer<typeof ZSetFlagsBody>;

// ── Registration fields ──────────────────────────────────────────────────────

/** Every registration asks for these (a member is made of them): always shown, always required. */
export const REGISTER_FIELDS_ALWAYS_ON = ['username', 'password'] as const satisfies readonly TRegisterField[];
/** The confirmation takes the password's rule (SPEC.md §5): it is not configured on its own. */
export const REGISTER_FIELDS_EDITABLE = REGISTER_FIELDS.filter((f) => f !== 'confirmPassword') as Exclude<TRegisterField, 'confirmPassword'>[];
export type TEditableRegisterField = Exclude<TRegisterField, 'confirmPassword'>;

const ZPatternId = z.union(PATTERN_IDS.map((id) => z.literal(id)) as unknown as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]);

/** One field's rule as stored: what is not set is null (no bound, no pattern). */
export const ZRegisterFieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0).nullable(),
  maxLength: z.number().int().min(1).nullable(),
  patternId: ZPatternId.nullable(),
});
export type TStaffRegisterFieldRule = z.infer<typeof ZRegisterFieldRule>;

/** A rule for every configurable field (an exhaustive record: none may be left out). */
const ZEditableRules = z.record(z.enum(REGISTER_FIELDS_EDITABLE as [TEditableRegisterField, ...TEditableRegisterField[]]), ZRegisterFieldRule);

/** What is wrong with one field's rule: the part, the problem and the limit; null when it holds. */
export function registerRuleProblem(
  field: TRegisterField,
  rule: TStaffRegisterFieldRule,
): { part: 'required' | 'minLength' | 'maxLength'; code: TSettingProblem; limit?: number } | null {
  const longest = REGISTER_FIELD_MAX[field];
  if ((REGISTER_FIELDS_ALWAYS_ON as readonly string[]).includes(field) && !(rule.enabled && rule.required)) return { part: 'required', code: 'always_on' };
  if (rule.minLength !== null && rule.minLength > longest) return { part: 'minLength', code: 'past_limit', limit: longest };
  if (rule.maxLength !== null && rule.maxLength > longest) return { part: 'maxLength', code: 'past_limit', limit: longest };
  if (rule.minLength !== null && rule.maxLength !== null && rule.minLength > rule.maxLength) return { part: 'maxLength', code: 'max_below_min' };
  return null;
}

/** Every configurable field's rule: the whole form at once (the confirmation follows the password). */
export const ZSetRegisterFieldsBody = z
  .object({ fields: ZEditableRules, reason: ZReason })
  .superRefine((body, ctx) => {
    for (const field of REGISTER_FIELDS_EDITABLE) {
      const problem = registerRuleProblem(field, body.fields[field]);
      if (problem) refuse(ctx, ['fields', field, problem.part], problem.code, problem.limit);
    }
  });
export type TSetRegisterFieldsBody = z.infer<typeof ZSetRegisterFieldsBody>;

export const ZStaffRegisterFields = z.object({ fields: ZEditableRules });
export type TStaffRegisterFields = z.infer<typeof ZStaffRegisterFields>;

// ── Basics, wallet limits, domains ───────────────────────────────────────────

/** The languages the player site is written in (SPEC.md §3: supported languages EN and TY). */
export const BRAND_LANGUAGES = ['EN', 'TY'] as const;
/** UTC−12:00 to UTC+14:00, the offsets in use, in quarter hours (UTC+5:45 is one). */
export const GMT_OFFSET_MIN_MINUTES = -720;
export const GMT_OFFSET_MAX_MINUTES = 840;
export const GMT_OFFSET_STEP_MINUTES = 15;
/** The auto-confirm job runs every minute; a member gets at most 30 days to report a payout that did not arrive. */
export const AUTO_CONFIRM_MINUTES_MIN = 1;
export const AUTO_CONFIRM_MINUTES_MAX = 43_200;
export const WITHDRAW_DAILY_COUNT_MAX = 1_000;
export const CURRENCY_SYMBOL_MAX = 8;

export const ZBrandBasicsBody = z
  .object({
    supportedLanguages: z
      .array(z.enum(BRAND_LANGUAGES))
      .min(1)
      .max(BRAND_LANGUAGES.length)
      .superRefine((list, ctx) => {
        if (new Set(list).size !== list.length) refuse(ctx, [], 'duplicate');
      }),
    defaultLanguage: z.enum(BRAND_LANGUAGES),
    /** ISO 4217. */
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'A three-letter currency code such as PHP'),
    currencySymbol: z.string().trim().min(1, 'Input cannot be empty').max(CURRENCY_SYMBOL_MAX),
    gmtOffsetMinutes: z.number().int().min(GMT_OFFSET_MIN_MINUTES).max(GMT_OFFSET_MAX_MINUTES).multipleOf(GMT_OFFSET_STEP_MINUTES),
    reason: ZReason,
  })
  .superRefine((b, ctx) => {
    if (!b.supportedLanguages.includes(b.defaultLanguage)) refuse(ctx, ['defaultLanguage'], 'default_not_supported');
  });
export type TBrandBasicsBody = z.infer<typeof ZBrandBasicsBody>;

export const ZChannelLimits = z.object({ code: z.string().trim().min(1).max(64), minAmount: ZPositiveMinor, maxAmount: ZPositiveMinor });

/** Withdrawal limits (the brand's), deposit limits (each payment channel's) and the auto-confirm delay. */
export const ZWalletLimitsBody = z
  .object({
    withdrawMin: ZPositiveMinor,
    withdrawMax: ZPositiveMinor,
    /** The sum of a member's withdrawals per brand day. */
    withdrawDailyMax: ZPositiveMinor,
    withdrawDailyCount: z.number().int().min(1).max(WITHDRAW_DAILY_COUNT_MAX),
    withdrawAutoConfirmMinutes: z.number().int().min(AUTO_CONFIRM_MINUTES_MIN).max(AUTO_CONFIRM_MINUTES_MAX),
    depositChannels: z.array(ZChannelLimits).max(100),
    reason: ZReason,
  })
  .superRefine((b, ctx) => {
    // Runs even when an amount failed its own check: only whole amounts are compared.
    const above = (path: (string | number)[], low: string, high: string, code: TSettingProblem) => {
      if (/^\d+$/.test(low) && /^\d+$/.test(high) && BigInt(low) > BigInt(high)) refuse(ctx, path, code);
    };
    above(['withdrawMax'], b.withdrawMin, b.withdrawMax, 'max_below_min');
    above(['withdrawDailyMax'], b.withdrawMax, b.withdrawDailyMax, 'daily_below_max');
    b.depositChannels.forEach((c, i) => above(['depositChannels', i, 'maxAmount'], c.minAmount, c.maxAmount, 'max_below_min'));
    if (new Set(b.depositChannels.map((c) => c.code)).size !== b.depositChannels.length) refuse(ctx, ['depositChannels'], 'duplicate');
  });
export type TWalletLimitsBody = z.infer<typeof ZWalletLimitsBody>;

/**
 * The brand's human-verification difficulty: the ALTCHA counter the server
 * draws lies in [0, this], so a browser tries about half of it (SHA-256
 * hashes). Below the minimum the work stops nothing; above the maximum a
 * slow phone takes too long.
 */
export const HUMAN_CHALLENGE_DEFAULT_MAX_NUMBER = 50_000;
export const HUMAN_CHALLENGE_MAX_NUMBER_MIN = 1_000;
export const HUMAN_CHALLENGE_MAX_NUMBER_MAX = 1_000_000;

export const ZHumanVerificationBody = z.object({
  humanChallengeMaxNumber: z.number().int().min(HUMAN_CHALLENGE_MAX_NUMBER_MIN).max(HUMAN_CHALLENGE_MAX_NUMBER_MAX),
  reason: ZReason,
});
export type THumanVerificationBody = z.infer<typeof ZHumanVerificationBody>;

/** What a host serves: the player site, the agent back-office, or this console (at its root). */
export const DOMAIN_KINDS = ['player', 'agent', 'console'] as const;
export type TDomainKind = (typeof DOMAIN_KINDS)[number];

/** A DNS host name (RFC 1123 labels), lower case, without scheme, port, path or trailing dot. */
export const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const ZHostName = z
  .string()
  .trim()
  .toLowerCase()
  .overwrite((host) => host.replace(/\.$/, ''))
  .regex(HOST_NAME, 'A host name such as play.example.com (no scheme, port or path)');

export const ZAddDomainBody = z.object({ host: ZHostName, kind: z.enum(DOMAIN_KINDS), reason: ZReason });
export type TAddDomainBody = z.infer<typeof ZAddDomainBody>;
export const ZRemoveDomainBody = z.object({ host: ZHostName, reason: ZReason });
export type TRemoveDomainBody = z.infer<typeof ZRemoveDomainBody>;

export const ZStaffBrandSettings = z.object({
  code: z.string(),
  name: z.string(),
  supportedLanguages: z.array(ZLanguageCode),
  defaultLanguage: ZLanguageCode,
  currency: z.string(),
  currencySymbol: z.string(),
  gmtOffsetMinutes: z.number().int(),
  /** Money has moved in this currency: it can no longer change. */
  currencyLocked: z.boolean(),
  wallet: z.object({
    withdrawMin: ZMinor,
    withdrawMax: ZMinor,
    withdrawDailyMax: ZMinor,
    withdrawDailyCount: z.number().int(),
    withdrawAutoConfirmMinutes: z.number().int(),
    depositChannels: z.array(
      z.object({ code: z.string(), name: z.string(), kind: z.string(), active: z.boolean(), minAmount: ZMinor, maxAmount: ZMinor }),
    ),
  }),
  /** The proof of work's difficulty for this brand's logins, SMS sends and registrations. */
  humanChallengeMaxNumber: z.number().int(),
  domains: z.array(z.object({ host: z.string(), kind: z.enum(DOMAIN_KINDS) })),
  /** The host this request came through: it cannot be removed from under its caller. */
  yourHost: z.string(),
});
export type TStaffBrandSettings = z.infer<typeof ZStaffBrandSettings>;
