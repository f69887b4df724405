import {
  MISSION_BUNDLES,
  MISSION_EVENTS,
  MISSION_PRIZE_KINDS,
  MONEY_MISSION_EVENTS,
  WAGER_CATEGORIES,
  ZStaffMissionInput,
  type TMissionEvent,
  type TStaffMission,
  type TWagerCategory,
} from '@wps/contracts/staff';
import { z } from 'zod';
import { amountInput, parseAmount, parseWhole, writtenTexts } from './format';

/** The contract's bounds (ZStaffMissionInput). */
export const MISSION_TITLE_MAX = 60;
export const MISSION_DESCRIPTION_MAX = 200;
export const MISSION_SORT_MAX = 10_000;
/** A target or prize is a whole number of at most 12 digits (minor units or a count). */
const COUNT = /^[1-9]\d{0,11}$/;

/** The body the create call takes (the update adds the mission's id and a reason). */
export type MissionBody = z.output<typeof ZStaffMissionInput>;

/** The events a game category narrows: stakes and rounds. */
export const CATEGORY_EVENTS: readonly TMissionEvent[] = ['wager_amount', 'rounds'];
export const isMoneyEvent = (event: TMissionEvent): boolean => MONEY_MISSION_EVENTS.includes(event);

/** A mission as the form holds it: money in major units, a count as typed, '' for every category. */
const ZMissionFields = z.object({
  bundle: z.enum(MISSION_BUNDLES),
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  event: z.enum(MISSION_EVENTS),
  category: z.string(),
  target: z.string(),
  prizeKind: z.enum(MISSION_PRIZE_KINDS),
  prizeAmount: z.string(),
  active: z.boolean(),
  sort: z.string(),
});
export type MissionFormValues = z.input<typeof ZMissionFields>;

/** A count as typed ("1,000") to the contract's string ("1000"); null when it is not a whole number from 1. */
export function parseCount(text: string): string | null {
  const cleaned = text.trim().replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return COUNT.test(cleaned) ? cleaned : null;
}

/** An amount in major units to minor units within the contract's 12 digits; null otherwise. */
const parseMoneyCount = (text: string): string | null => {
  const minor = parseAmount(text, false);
  return minor !== null && COUNT.test(minor) ? minor : null;
};

/** A mission's target in the contract's units: minor units for money events, else a count. */
export const parseTarget = (event: TMissionEvent, text: string): string | null => (isMoneyEvent(event) ? parseMoneyCount(text) : parseCount(text));
/** A prize: minor units for cash, else points. */
export const parsePrize = (kind: MissionBody['prizeKind'], text: string): string | null => (kind === 'cash' ? parseMoneyCount(text) : parseCount(text));

const categoryOf = (values: MissionFormValues): TWagerCategory | null =>
  CATEGORY_EVENTS.includes(values.event) && (WAGER_CATEGORIES as readonly string[]).includes(values.category) ? (values.category as TWagerCategory) : null;

/** The form's values in the contract's units, for the body once the form is valid. */
export const toMissionBody = (values: MissionFormValues): MissionBody => ({
  bundle: values.bundle,
  title: writtenTexts(values.title),
  description: writtenTexts(values.description),
  event: values.event,
  category: categoryOf(values),
  target: parseTarget(values.event, values.target) ?? '0',
  prizeKind: values.prizeKind,
  prizeAmount: parsePrize(values.prizeKind, values.prizeAmount) ?? '0',
  active: values.active,
  sort: parseWhole(values.sort, 0, MISSION_SORT_MAX, 0) ?? 0,
});

/** The form of a mission, or of a new one (a daily deposit mission paying cash, shown to members). */
export const missionValuesOf = (mission: TStaffMission | null): MissionFormValues =>
  mission
    ? {
        bundle: mission.bundle,
        title: { ...mission.title },
        description: { ...mission.description },
        event: mission.event,
        category: mission.category ?? '',
        target: isMoneyEvent(mission.event) ? amountInput(mission.target) : mission.target,
        prizeKind: mission.prizeKind,
        prizeAmount: mission.prizeKind === 'cash' ? amountInput(mission.prizeAmount) : mission.prizeAmount,
        active: mission.active,
        sort: String(mission.sort),
      }
    : { bundle: 'daily', title: {}, description: {}, event: 'deposit_amount', category: '', target: '', prizeKind: 'cash', prizeAmount: '', active: true, sort: '0' };

type Issue = { path: (string | number)[]; message: string };

/** The form's own rules, each an i18n key at its field. */
function check(values: MissionFormValues, languages: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const defaultLanguage = languages[0] ?? 'EN';
  if (!(values.title[defaultLanguage] ?? '').trim()) add(['title', defaultLanguage], 'engagement.error_default_text');
  for (const [lang, text] of Object.entries(values.title)) if (text.trim().length > MISSION_TITLE_MAX) add(['title', lang], 'form.error_too_big');
  for (const [lang, text] of Object.entries(values.description)) if (text.trim().length > MISSION_DESCRIPTION_MAX) add(['description', lang], 'form.error_too_big');
  if (parseTarget(values.event, values.target) === null) add(['target'], isMoneyEvent(values.event) ? 'engagement.error_money' : 'engagement.error_count');
  if (parsePrize(values.prizeKind, values.prizeAmount) === null) add(['prizeAmount'], values.prizeKind === 'cash' ? 'engagement.error_money' : 'engagement.error_points');
  if (parseWhole(values.sort, 0, MISSION_SORT_MAX, 0) === null) add(['sort'], 'engagement.error_sort');
  return issues;
}

/** The mission form's schema: its rules, the conversion, then the contract's own schema. */
export const missionFormSchema = (languages: readonly string[]) =>
  ZMissionFields.superRefine((values, ctx) => {
    for (const issue of check(values, languages)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
    .transform((values) => toMissionBody(values))
    .pipe(ZStaffMissionInput);
