import { z } from 'zod';
import { formatPatternMessage, isPatternId, PATTERNS, patternRegExp } from '../shared/patterns';
import type { TRegisterField, TRegisterFieldConfig } from '../system/system.schemas';

/** SPEC.md §9: verification code max length 255; codes we issue are 6 digits. */
export const VERIFICATION_CODE_MAX = 255;
export const CODE_LENGTH = 6;
/** SPEC.md §9: the default weak password that forces a change. */
export const DEFAULT_WEAK_PASSWORD = '123456';
/** Bounds every text field has regardless of brand configuration. */
export const FIELD_MAX = 255;
export const PASSWORD_MAX = 128;

/**
 * The longest value each registration field takes (the register call refuses
 * longer): a brand's configured maximum length stays within it.
 */
export const REGISTER_FIELD_MAX: Record<TRegisterField, number> = {
  username: 64,
  password: PASSWORD_MAX,
  confirmPassword: PASSWORD_MAX,
  payeeName: FIELD_MAX,
  email: FIELD_MAX,
  qqNum: FIELD_MAX,
  mobileNum: 32,
  recommenderId: FIELD_MAX,
  captcha: 16,
  verificationCode: VERIFICATION_CODE_MAX,
  affiliateCode: 64,
  paymentPassword: PASSWORD_MAX,
  line: FIELD_MAX,
  whatsapp: FIELD_MAX,
  facebook: FIELD_MAX,
  wechat: FIELD_MAX,
  idNumber: FIELD_MAX,
  birthday: 10,
};

/** A field's rule as a brand stores it: what is not set is null. */
export interface TRegisterFieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number | null;
  maxLength: number | null;
  patternId: number | null;
}

/**
 * A stored rule as the register form gets it (SPEC.md §3): the pattern's
 * expression sent with its id, so browser and server test the same thing; an
 * unknown pattern id is dropped rather than sent with no expression.
 */
export function registerFieldConfig(rule: TRegisterFieldRule | undefined): TRegisterFieldConfig {
  const config: TRegisterFieldConfig = { enabled: rule?.enabled ?? false, required: rule?.required ?? false };
  if (rule?.minLength != null) config.minLength = rule.minLength;
  if (rule?.maxLength != null) config.maxLength = rule.maxLength;
  if (rule?.patternId != null && isPatternId(rule.patternId)) {
    config.patternId = rule.patternId;
    config.acceptedPattern = PATTERNS[rule.patternId].source;
  }
  return config;
}

/** Usernames and passwords are trimmed (SPEC.md §5). */
export const ZTrimmed = (max = FIELD_MAX) => z.string().trim().max(max);
export const ZRequiredTrimmed = (max = FIELD_MAX) => z.string().trim().min(1, 'Input cannot be empty').max(max);

export const ZCountryDialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'must be a country dialing code such as +63');
/** A mobile number as typed, digits only (the country code travels apart). */
export const ZMobileNumber = z
  .string()
  .trim()
  .regex(/^\d{6,15}$/, 'Please enter a valid mobile number');
export const ZVerificationCode = z
  .string()
  .trim()
  .min(1, 'Please enter a valid verification code')
  .max(VERIFICATION_CODE_MAX);

/** An i18n key and its parameters: how both sides report a field error. */
export interface TFieldError {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * One registration field against its brand config (SPEC.md §5): required,
 * min/max length and pattern, with the message `reg_pattern_{patternId}`
 * whose (min)/(max) the caller substitutes (see `formatPatternMessage`).
 * The browser runs this before submitting; the server runs the same.
 */
export function validateConfiguredField(
  config: TRegisterFieldConfig | undefined,
  raw: string | undefined | null,
): TFieldError | null {
  if (!config || !config.enabled) return null;
  const value = (raw ?? '').trim();
  if (value === '') return config.required ? { key: 'validation.required' } : null;
  const patternId = config.patternId;
  const message: TFieldError = patternId
    ? { key: `reg_pattern_${patternId}`, params: lengthParams(config) }
    : { key: 'validation.length', params: lengthParams(config) };
  const length = [...value].length;
  if (config.minLength !== undefined && length < config.minLength) return message;
  if (config.maxLength !== undefined && length > config.maxLength) return message;
  if (patternId !== undefined && isPatternId(patternId) && !patternRegExp(patternId).test(value)) return message;
  if (config.acceptedPattern && patternId === undefined) {
    if (!new RegExp(config.acceptedPattern, 'u').test(value)) return message;
  }
  return null;
}

const lengthParams = (c: TRegisterFieldConfig): Record<string, number> => ({
  ...(c.minLength !== undefined ? { min: c.minLength } : {}),
  ...(c.maxLength !== undefined ? { max: c.maxLength } : {}),
});

/** Renders a field error from a translated template, applying the (min)/(max) rule. */
export const renderFieldError = (template: string, error: TFieldError): string =>
  formatPatternMessage(
    template,
    typeof error.params?.min === 'number' ? error.params.min : undefined,
    typeof error.params?.max === 'number' ? error.params.max : undefined,
  );

/** SPEC.md §5 age gates: agreement of 18 (configurable), birthday confirmation 21. */
export const AGE_AGREEMENT_DEFAULT = 18;
export const BIRTHDAY_MIN_AGE = 21;

/**
 * A birthday as the register form takes it (the brand's pattern: yyyy-MM-dd,
 * id 12, or MM-dd-yyyy, id 13) as its year, month (1..12) and day; null when
 * it is neither or no such date.
 */
export function parseBirthday(birthday: string): { year: number; month: number; day: number } | null {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  const mdy = ymd ? null : /^(\d{2})-(\d{2})-(\d{4})$/.exec(birthday);
  if (!ymd && !mdy) return null;
  const [y, mo, d] = ymd ? [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])] : [Number(mdy![3]), Number(mdy![1]), Number(mdy![2])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return { year: y, month: mo, day: d };
}

/** Whole years between a birthday (yyyy-MM-dd or MM-dd-yyyy) and `now` (in UTC). */
export function ageOn(birthday: string, now: Date): number | null {
  const b = parseBirthday(birthday);
  if (!b) return null;
  let age = now.getUTCFullYear() - b.year;
  if (now.getUTCMonth() < b.month - 1 || (now.getUTCMonth() === b.month - 1 && now.getUTCDate() < b.day)) age -= 1;
  return age;
}

/** Feedback content is measured in words (SPEC.md §5: between {0} and {1} words). */
export const countWords = (text: string): number => text.trim().split(/\s+/u).filter(Boolean).length;
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 500;
