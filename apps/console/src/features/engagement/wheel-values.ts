import {
  WHEEL_PRIZE_KINDS,
  WHEEL_SEGMENTS_MAX,
  WHEEL_SEGMENTS_MIN,
  WHEEL_WEIGHT_MAX,
  ZStaffWheelInput,
  type TStaffWheel,
  type TWheelSegment,
} from '@wps/contracts/staff';
import { z } from 'zod';
import { amountInput, expectedCash, parseAmount, parseWhole, shares, writtenTexts } from './format';

/** The contract's bounds (ZStaffWheelInput, ZWheelSegment). */
export const WHEEL_TITLE_MAX = 60;
export const SEGMENT_LABEL_MAX = 30;
export const DAILY_PLAY_SPINS_MAX = 100;
const POINTS_MAX = 999_999_999_999_999;
const COLOR = /^#[0-9a-fA-F]{6}$/;
/** Colours a new segment takes in turn; readable on either theme. */
export const SEGMENT_COLORS = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#00897b', '#6d4c41'] as const;

export type WheelBody = z.output<typeof ZStaffWheelInput>;

const ZSegmentFields = z.object({
  label: z.record(z.string(), z.string()),
  prizeKind: z.enum(WHEEL_PRIZE_KINDS),
  prizeAmount: z.string(),
  weight: z.string(),
  color: z.string(),
});
/** The wheel as the form holds it: money in major units, empty for "deposits (or play) earn no spin". */
const ZWheelFields = z.object({
  title: z.record(z.string(), z.string()),
  segments: z.array(ZSegmentFields),
  spinPerDeposit: z.string(),
  spinPerValidBet: z.string(),
  dailyPlaySpins: z.string(),
  budget: z.string(),
  active: z.boolean(),
});
export type WheelFormValues = z.input<typeof ZWheelFields>;
export type SegmentFormValues = z.input<typeof ZSegmentFields>;

/** A segment's prize in the contract's units: minor units for cash, points, "0" for none; null when it is not one. */
export function segmentPrize(segment: Pick<SegmentFormValues, 'prizeKind' | 'prizeAmount'>): string | null {
  if (segment.prizeKind === 'none') return '0';
  if (segment.prizeKind === 'cash') return parseAmount(segment.prizeAmount, false);
  const points = parseWhole(segment.prizeAmount, 1, POINTS_MAX);
  return points === null ? null : String(points);
}

/** A segment's weight as typed (0 while it is not one, so the odds of the others still read). */
export const segmentWeight = (segment: Pick<SegmentFormValues, 'weight'>): number => parseWhole(segment.weight, 1, WHEEL_WEIGHT_MAX) ?? 0;

/** The odds of each segment, in hundredths of a percent adding up to 100.00 %, and the cash a spin pays on average (minor units). */
export function wheelOdds(segments: readonly Pick<SegmentFormValues, 'prizeKind' | 'prizeAmount' | 'weight'>[]) {
  const weights = segments.map(segmentWeight);
  return {
    totalWeight: weights.reduce((sum, w) => sum + w, 0),
    odds: shares(weights),
    expectedCash: expectedCash(segments.map((s, i) => ({ weight: weights[i]!, cash: s.prizeKind === 'cash' ? (segmentPrize(s) ?? '0') : '0' }))),
  };
}

/** The form's values in the contract's units, for the body once the form is valid. */
export const toWheelBody = (values: WheelFormValues): WheelBody => ({
  title: writtenTexts(values.title),
  segments: values.segments.map(
    (s): TWheelSegment => ({
      label: writtenTexts(s.label),
      prizeKind: s.prizeKind,
      prizeAmount: segmentPrize(s) ?? '0',
      weight: segmentWeight(s),
      color: s.color,
    }),
  ),
  spinPerDeposit: values.spinPerDeposit.trim() ? parseAmount(values.spinPerDeposit, false) : null,
  spinPerValidBet: values.spinPerValidBet.trim() ? parseAmount(values.spinPerValidBet, false) : null,
  dailyPlaySpins: parseWhole(values.dailyPlaySpins, 0, DAILY_PLAY_SPINS_MAX, 0) ?? 0,
  budget: parseAmount(values.budget, true) ?? '0',
  active: values.active,
});

/** A segment to add: no prize yet, weight 1, the next colour. */
export const newSegment = (index: number): SegmentFormValues => ({
  label: {},
  prizeKind: 'none',
  prizeAmount: '',
  weight: '1',
  color: SEGMENT_COLORS[index % SEGMENT_COLORS.length]!,
});

/** The form of the saved wheel, or of a first one (three segments, off until staff switch it on). */
export const wheelValuesOf = (wheel: TStaffWheel['wheel']): WheelFormValues =>
  wheel
    ? {
        title: { ...wheel.title },
        segments: wheel.segments.map((s) => ({
          label: { ...s.label },
          prizeKind: s.prizeKind,
          prizeAmount: s.prizeKind === 'cash' ? amountInput(s.prizeAmount) : s.prizeKind === 'points' ? s.prizeAmount : '',
          weight: String(s.weight),
          color: s.color,
        })),
        spinPerDeposit: wheel.spinPerDeposit === null ? '' : amountInput(wheel.spinPerDeposit),
        spinPerValidBet: wheel.spinPerValidBet === null ? '' : amountInput(wheel.spinPerValidBet),
        dailyPlaySpins: String(wheel.dailyPlaySpins),
        budget: amountInput(wheel.budget),
        active: wheel.active,
      }
    : {
        title: {},
        segments: Array.from({ length: WHEEL_SEGMENTS_MIN }, (_, i) => newSegment(i)),
        spinPerDeposit: '',
        spinPerValidBet: '',
        dailyPlaySpins: '0',
        budget: '',
        active: false,
      };

type Issue = { path: (string | number)[]; message: string };

/** The form's own rules, each an i18n key at its field. */
function check(values: WheelFormValues, languages: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const defaultLanguage = languages[0] ?? 'EN';
  if (!(values.title[defaultLanguage] ?? '').trim()) add(['title', defaultLanguage], 'engagement.error_default_text');
  for (const [lang, text] of Object.entries(values.title)) if (text.trim().length > WHEEL_TITLE_MAX) add(['title', lang], 'form.error_too_big');
  if (values.segments.length < WHEEL_SEGMENTS_MIN || values.segments.length > WHEEL_SEGMENTS_MAX) add(['segments', 'root'], 'engagement.error_segments');
  values.segments.forEach((s, i) => {
    if (!(s.label[defaultLanguage] ?? '').trim()) add(['segments', i, 'label', defaultLanguage], 'engagement.error_label');
    for (const [lang, text] of Object.entries(s.label)) if (text.trim().length > SEGMENT_LABEL_MAX) add(['segments', i, 'label', lang], 'form.error_too_big');
    if (segmentPrize(s) === null) add(['segments', i, 'prizeAmount'], s.prizeKind === 'cash' ? 'engagement.error_money' : 'engagement.error_points');
    if (parseWhole(s.weight, 1, WHEEL_WEIGHT_MAX) === null) add(['segments', i, 'weight'], 'engagement.error_weight');
    if (!COLOR.test(s.color)) add(['segments', i, 'color'], 'engagement.error_color');
  });
  if (values.spinPerDeposit.trim() && parseAmount(values.spinPerDeposit, false) === null) add(['spinPerDeposit'], 'engagement.error_money_or_empty');
  if (values.spinPerValidBet.trim() && parseAmount(values.spinPerValidBet, false) === null) add(['spinPerValidBet'], 'engagement.error_money_or_empty');
  if (parseWhole(values.dailyPlaySpins, 0, DAILY_PLAY_SPINS_MAX, 0) === null) add(['dailyPlaySpins'], 'engagement.error_daily_spins');
  if (parseAmount(values.budget, true) === null) add(['budget'], 'engagement.error_money_or_zero');
  return issues;
}

/** The wheel form's schema: its rules, the conversion, then the contract's own schema. */
export const wheelFormSchema = (languages: readonly string[]) =>
  ZWheelFields.superRefine((values, ctx) => {
    for (const issue of check(values, languages)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
    .transform((values) => toWheelBody(values))
    .pipe(ZStaffWheelInput);
