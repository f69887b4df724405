import { WAGER_CATEGORIES, ZStaffVipLadder, type TStaffVipLadder, type TStaffVipLevel, type TWagerCategory } from '@wps/contracts/staff';
import { z } from 'zod';
import { amountInput, canonical, parseAmount, parsePercent, parseWhole, percentText } from './format';

/** The contract's bounds (ZStaffVipLadder): levels 0 to 20, a rebate of at most 10 % (1,000 basis points), at most 10,000 points per 100.00. */
export const LEVELS_MAX = 21;
export const REBATE_MAX_BPS = 1_000;
export const POINT_RATE_MAX = 10_000;
export const POINTS_PER_UNIT_MAX = 1_000_000;
export const MIN_CONVERT_MAX = 1_000_000_000;
export const LEVEL_NAME_MAX = 40;
/** The contract's bound on a level's withdrawals a day. */
export const WITHDRAW_COUNT_MAX = 1_000;

/** The ladder as the form holds it: money in major units, rebates as percents, empty for "none". */
const ZLevelFields = z.object({
  name: z.record(z.string(), z.string()),
  depositThreshold: z.string(),
  validBetThreshold: z.string(),
  rebateRates: z.record(z.string(), z.string()),
  pointRates: z.record(z.string(), z.string()),
  levelUpGift: z.string(),
  birthdayGift: z.string(),
  /** Empty: the brand's own daily withdrawal limits. */
  withdrawDailyMax: z.string(),
  withdrawDailyCount: z.string(),
});
const ZLadderFields = z.object({ levels: z.array(ZLevelFields), pointsPerUnit: z.string(), minConvert: z.string() });
export type LadderFormValues = z.input<typeof ZLadderFields>;
export type LevelFormValues = LadderFormValues['levels'][number];

/** Where the ladder's names are written: the brand's languages, the default first. */
export type LadderContext = { languages: readonly string[] };

const written = (texts: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== '').map(([lang, text]) => [lang, text.trim()]));

/** Rates typed per category; an empty one is left out (the category earns nothing), anything unreadable too. */
function ratesOf(texts: Record<string, string>, parse: (text: string) => number | null): Partial<Record<TWagerCategory, number>> {
  const rates: Partial<Record<TWagerCategory, number>> = {};
  for (const category of WAGER_CATEGORIES) {
    const text = (texts[category] ?? '').trim();
    const rate = text === '' ? null : parse(text);
    if (rate !== null) rates[category] = rate;
  }
  return rates;
}

const rebateOf = (text: string) => parsePercent(text, REBATE_MAX_BPS);
const pointRateOf = (text: string) => parseWhole(text, 0, POINT_RATE_MAX);

/**
 * The form's values in the contract's units: percents to basis points,
 * major units to minor units, levels numbered by their place. Used for the
 * body once the form is valid, and for the plain-words preview while it is
 * typed: anything not (yet) readable counts as nothing.
 */
export function toLadderBody(values: LadderFormValues): TStaffVipLadder {
  return {
    levels: values.levels.map(
      (level, i): TStaffVipLevel => ({
        level: i,
        name: written(level.name),
        depositThreshold: parseAmount(level.depositThreshold, true) ?? '0',
        validBetThreshold: parseAmount(level.validBetThreshold, true) ?? '0',
        rebateRates: ratesOf(level.rebateRates, rebateOf),
        pointRates: ratesOf(level.pointRates, pointRateOf),
        levelUpGift: parseAmount(level.levelUpGift, true) ?? '0',
        birthdayGift: parseAmount(level.birthdayGift, true) ?? '0',
        withdrawDailyMax: level.withdrawDailyMax.trim() === '' ? null : parseAmount(level.withdrawDailyMax, false),
        withdrawDailyCount: level.withdrawDailyCount.trim() === '' ? null : parseWhole(level.withdrawDailyCount, 1, WITHDRAW_COUNT_MAX),
      }),
    ),
    pointsPerUnit: parseWhole(values.pointsPerUnit, 1, POINTS_PER_UNIT_MAX) ?? 0,
    minConvert: parseWhole(values.minConvert, 1, MIN_CONVERT_MAX) ?? 0,
  };
}

const levelValuesOf = (level: TStaffVipLevel): LevelFormValues => ({
  name: { ...level.name },
  depositThreshold: amountInput(level.depositThreshold),
  validBetThreshold: amountInput(level.validBetThreshold),
  rebateRates: Object.fromEntries(Object.entries(level.rebateRates).map(([category, bps]) => [category, percentText(bps).replace(/%$/, '')])),
  pointRates: Object.fromEntries(Object.entries(level.pointRates).map(([category, points]) => [category, String(points)])),
  levelUpGift: amountInput(level.levelUpGift),
  birthdayGift: amountInput(level.birthdayGift),
  withdrawDailyMax: level.withdrawDailyMax === null ? '' : amountInput(level.withdrawDailyMax),
  withdrawDailyCount: level.withdrawDailyCount === null ? '' : String(level.withdrawDailyCount),
});

/** The saved ladder as the form shows it. */
export const ladderValuesOf = (ladder: TStaffVipLadder): LadderFormValues => ({
  levels: ladder.levels.map(levelValuesOf),
  pointsPerUnit: String(ladder.pointsPerUnit),
  minConvert: String(ladder.minConvert),
});

/**
 * A new top level: the one below it copied (its thresholds, rates and
 * gifts, so nothing falls) without a name, for staff to raise and name.
 */
export const nextLevel = (top: LevelFormValues | undefined): LevelFormValues =>
  top
    ? { ...structuredClone(top), name: {} }
    : { name: {}, depositThreshold: '', validBetThreshold: '', rebateRates: {}, pointRates: {}, levelUpGift: '', birthdayGift: '', withdrawDailyMax: '', withdrawDailyCount: '' };

type Issue = { path: (string | number)[]; message: string };

/** The form's own rules, each an i18n key at its field. */
function check(values: LadderFormValues, { languages }: LadderContext): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const defaultLanguage = languages[0] ?? 'EN';
  if (values.levels.length === 0) add(['levels'], 'loyalty.error_no_levels');
  if (values.levels.length > LEVELS_MAX) add(['levels'], 'loyalty.error_too_many_levels');

  values.levels.forEach((level, i) => {
    const at = (...path: (string | number)[]) => ['levels', i, ...path];
    if (!(level.name[defaultLanguage] ?? '').trim()) add(at('name', defaultLanguage), 'loyalty.error_name');
    for (const [lang, text] of Object.entries(level.name)) if (text.trim().length > LEVEL_NAME_MAX) add(at('name', lang), 'form.error_too_big');

    // A higher level never asks less than the one below (the contract refuses it too).
    const below = values.levels[i - 1];
    for (const field of ['depositThreshold', 'validBetThreshold'] as const) {
      const amount = parseAmount(level[field], true);
      const belowAmount = below ? parseAmount(below[field], true) : null;
      if (amount === null) add(at(field), 'loyalty.error_amount');
      else if (belowAmount !== null && BigInt(amount) < BigInt(belowAmount)) add(at(field), 'loyalty.error_threshold_falls');
    }
    for (const field of ['levelUpGift', 'birthdayGift'] as const) if (parseAmount(level[field], true) === null) add(at(field), 'loyalty.error_amount');
    if (level.withdrawDailyMax.trim() !== '' && parseAmount(level.withdrawDailyMax, false) === null) add(at('withdrawDailyMax'), 'loyalty.error_amount');
    if (level.withdrawDailyCount.trim() !== '' && parseWhole(level.withdrawDailyCount, 1, WITHDRAW_COUNT_MAX) === null) add(at('withdrawDailyCount'), 'loyalty.error_withdraw_count');

    for (const category of WAGER_CATEGORIES) {
      const rebate = (level.rebateRates[category] ?? '').trim();
      if (rebate !== '' && rebateOf(rebate) === null) add(at('rebateRates', category), 'loyalty.error_rebate_rate');
      const points = (level.pointRates[category] ?? '').trim();
      if (points !== '' && pointRateOf(points) === null) add(at('pointRates', category), 'loyalty.error_point_rate');
    }
  });

  if (parseWhole(values.pointsPerUnit, 1, POINTS_PER_UNIT_MAX) === null) add(['pointsPerUnit'], 'loyalty.error_points_per_unit');
  if (parseWhole(values.minConvert, 1, MIN_CONVERT_MAX) === null) add(['minConvert'], 'loyalty.error_min_convert');
  return issues;
}

/**
 * The ladder editor's schema: its rules at their fields, then the
 * conversion, then the contract's own schema, so what the form hands over
 * is the very ladder the server validates.
 */
export const ladderFormSchema = (context: LadderContext) =>
  ZLadderFields.superRefine((values, ctx) => {
    for (const issue of check(values, context)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
    .transform((values) => toLadderBody(values))
    .pipe(ZStaffVipLadder);

/** What a change to a level touches, by the fields of each part. */
const LEVEL_PARTS = {
  name: ['name'],
  thresholds: ['depositThreshold', 'validBetThreshold'],
  rebates: ['rebateRates'],
  points: ['pointRates'],
  gifts: ['levelUpGift', 'birthdayGift'],
  withdraw: ['withdrawDailyMax', 'withdrawDailyCount'],
} as const satisfies Record<string, readonly (keyof TStaffVipLevel)[]>;
export type LevelPart = keyof typeof LEVEL_PARTS;

export type LadderChange =
  | { kind: 'added' | 'removed'; level: number }
  | { kind: 'changed'; level: number; parts: LevelPart[] }
  | { kind: 'conversion' };

/** What a save changes, level by level, for the confirmation (the audit log keeps the whole before and after). */
export function ladderChanges(before: TStaffVipLadder, after: TStaffVipLadder): LadderChange[] {
  const changes: LadderChange[] = [];
  const count = Math.max(before.levels.length, after.levels.length);
  for (let i = 0; i < count; i++) {
    const was = before.levels[i];
    const now = after.levels[i];
    if (!was) changes.push({ kind: 'added', level: i });
    else if (!now) changes.push({ kind: 'removed', level: i });
    else {
      const parts = (Object.keys(LEVEL_PARTS) as LevelPart[]).filter((part) => LEVEL_PARTS[part].some((field) => canonical(was[field]) !== canonical(now[field])));
      if (parts.length > 0) changes.push({ kind: 'changed', level: i, parts });
    }
  }
  if (before.pointsPerUnit !== after.pointsPerUnit || before.minConvert !== after.minConvert) changes.push({ kind: 'conversion' });
  return changes;
}
