import { RAIN_REQUIREMENTS, RECURRENCES, ZStaffRainInput } from '@wps/contracts/staff';
import { z } from 'zod';
import { fromBrandInput, toBrandInput } from '@/lib/time';
import { parseAmount, parseWhole, writtenTexts } from './format';

/** The contract's bounds (ZStaffRainInput). */
export const RAIN_TITLE_MAX = 60;
export const DURATION_MAX = 24 * 60;
export const ENVELOPES_MAX = 100_000;
export const REQUIREMENT_DAYS_MAX = 90;
/** A rain without a requirement looks back no days; the contract still takes a number of them. */
const NO_REQUIREMENT_DAYS = 1;

export type RainBody = z.output<typeof ZStaffRainInput>;
export type FormContext = { languages: readonly string[]; offset: number };

/** A rain as the form holds it: money in major units, the start on the brand's clock. */
const ZRainFields = z.object({
  title: z.record(z.string(), z.string()),
  startsAt: z.string(),
  durationMinutes: z.string(),
  budget: z.string(),
  envelopes: z.string(),
  requirement: z.enum(RAIN_REQUIREMENTS),
  requirementAmount: z.string(),
  requirementDays: z.string(),
  recurrence: z.enum(RECURRENCES),
});
export type RainFormValues = z.input<typeof ZRainFields>;

/** The form's values in the contract's units, for the body once the form is valid and for the preview while it is typed. */
export function toRainBody(values: RainFormValues, { offset }: FormContext): RainBody {
  const required = values.requirement !== 'none';
  return {
    title: writtenTexts(values.title),
    startsAt: fromBrandInput(values.startsAt, offset) ?? 0,
    durationMinutes: parseWhole(values.durationMinutes, 1, DURATION_MAX) ?? 0,
    budget: parseAmount(values.budget, false) ?? '0',
    envelopes: parseWhole(values.envelopes, 1, ENVELOPES_MAX) ?? 0,
    requirement: values.requirement,
    requirementAmount: required ? (parseAmount(values.requirementAmount, false) ?? '0') : '0',
    requirementDays: required ? (parseWhole(values.requirementDays, 1, REQUIREMENT_DAYS_MAX) ?? 0) : NO_REQUIREMENT_DAYS,
    recurrence: values.recurrence,
  };
}

/** A new rain: on the next hour, 10 minutes long, open to everyone (7 days when a requirement is chosen), once. */
export function rainValuesOf({ offset }: FormContext, now = Date.now()): RainFormValues {
  const nextHour = Math.ceil(now / 3_600_000) * 3_600_000;
  return {
    title: {},
    startsAt: toBrandInput(nextHour, offset),
    durationMinutes: '10',
    budget: '',
    envelopes: '',
    requirement: 'none',
    requirementAmount: '',
    requirementDays: '7',
    recurrence: 'none',
  };
}

type Issue = { path: (string | number)[]; message: string };

/** The form's own rules, each an i18n key at its field. */
function check(values: RainFormValues, { languages, offset }: FormContext): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const defaultLanguage = languages[0] ?? 'EN';
  if (!(values.title[defaultLanguage] ?? '').trim()) add(['title', defaultLanguage], 'engagement.error_default_text');
  for (const [lang, text] of Object.entries(values.title)) if (text.trim().length > RAIN_TITLE_MAX) add(['title', lang], 'form.error_too_big');
  if (fromBrandInput(values.startsAt, offset) === null) add(['startsAt'], 'engagement.error_date');
  if (parseWhole(values.durationMinutes, 1, DURATION_MAX) === null) add(['durationMinutes'], 'engagement.error_duration');
  const budget = parseAmount(values.budget, false);
  const envelopes = parseWhole(values.envelopes, 1, ENVELOPES_MAX);
  if (budget === null) add(['budget'], 'engagement.error_money');
  if (envelopes === null) add(['envelopes'], 'engagement.error_envelopes');
  // The double-mean split needs at least one minor unit in every envelope.
  else if (budget !== null && BigInt(budget) < BigInt(envelopes)) add(['envelopes'], 'engagement.error_envelopes_budget');
  if (values.requirement !== 'none') {
    if (parseAmount(values.requirementAmount, false) === null) add(['requirementAmount'], 'engagement.error_money');
    if (parseWhole(values.requirementDays, 1, REQUIREMENT_DAYS_MAX) === null) add(['requirementDays'], 'engagement.error_days');
  }
  return issues;
}

/** The rain form's schema: its rules, the conversion, then the contract's own schema. */
export const rainFormSchema = (context: FormContext) =>
  ZRainFields.superRefine((values, ctx) => {
    for (const issue of check(values, context)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
    .transform((values) => toRainBody(values, context))
    .pipe(ZStaffRainInput);
