import { RECURRENCES, TOURNAMENT_METRICS, WAGER_CATEGORIES, ZStaffTournamentInput, type TStaffTournament, type TWagerCategory } from '@wps/contracts/staff';
import { z } from 'zod';
import { fromBrandInput, toBrandInput } from '@/lib/time';
import { amountInput, parseAmount, parseWhole, writtenTexts } from './format';

/** The contract's bounds (ZStaffTournamentInput, ZTournamentPrize). */
export const TOURNAMENT_TITLE_MAX = 60;
export const TOURNAMENT_DESCRIPTION_MAX = 300;
export const PRIZE_ROWS_MAX = 50;
export const RANK_MAX = 1000;
const WEEK = 7 * 24 * 3_600_000;

/** The body the create call takes (the update adds the tournament's id and a reason). */
export type TournamentBody = z.output<typeof ZStaffTournamentInput>;
export type FormContext = { languages: readonly string[]; offset: number };

/**
 * A tournament as the form holds it: money in major units, times on the
 * brand's clock, '' for every category; each prize row names its last place
 * only, its first being the place after the row above (places follow each
 * other from 1 by construction).
 */
const ZTournamentFields = z.object({
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  metric: z.enum(TOURNAMENT_METRICS),
  category: z.string(),
  minStake: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  prizes: z.array(z.object({ toRank: z.string(), amount: z.string() })),
  recurrence: z.enum(RECURRENCES),
});
export type TournamentFormValues = z.input<typeof ZTournamentFields>;

/** Each prize row's places as typed: from the place after the row above, to its own last place (null while that is not a place). */
export function prizePlaces(rows: readonly { toRank: string }[]): { fromRank: number; toRank: number | null }[] {
  let next = 1;
  return rows.map((row) => {
    const fromRank = next;
    const toRank = parseWhole(row.toRank, fromRank, RANK_MAX);
    next = (toRank ?? fromRank) + 1;
    return { fromRank, toRank };
  });
}

/** What the prize table pays in all (minor units): each row's amount times its places, for the rows that are whole. */
export function prizePool(rows: readonly { toRank: string; amount: string }[]): string {
  const places = prizePlaces(rows);
  return rows
    .reduce((sum, row, i) => {
      const { fromRank, toRank } = places[i]!;
      const amount = parseAmount(row.amount, false);
      return toRank === null || amount === null ? sum : sum + BigInt(toRank - fromRank + 1) * BigInt(amount);
    }, 0n)
    .toString();
}

/** The form's values in the contract's units, for the body once the form is valid. */
export function toTournamentBody(values: TournamentFormValues, { offset }: FormContext): TournamentBody {
  const places = prizePlaces(values.prizes);
  return {
    title: writtenTexts(values.title),
    description: writtenTexts(values.description),
    metric: values.metric,
    category: (WAGER_CATEGORIES as readonly string[]).includes(values.category) ? (values.category as TWagerCategory) : null,
    minStake: parseAmount(values.minStake, true) ?? '0',
    startsAt: fromBrandInput(values.startsAt, offset) ?? 0,
    endsAt: fromBrandInput(values.endsAt, offset) ?? 0,
    prizes: values.prizes.map((row, i) => ({
      fromRank: places[i]!.fromRank,
      toRank: places[i]!.toRank ?? places[i]!.fromRank,
      amount: parseAmount(row.amount, false) ?? '0',
    })),
    recurrence: values.recurrence,
  };
}

/** The form of a tournament, or of a new one (by amount wagered, a week from the next hour, one prize). */
export function tournamentValuesOf(tournament: TStaffTournament | null, { offset }: FormContext, now = Date.now()): TournamentFormValues {
  if (!tournament) {
    const nextHour = Math.ceil(now / 3_600_000) * 3_600_000;
    return {
      title: {},
      description: {},
      metric: 'wagered',
      category: '',
      minStake: '',
      startsAt: toBrandInput(nextHour, offset),
      endsAt: toBrandInput(nextHour + WEEK, offset),
      prizes: [{ toRank: '1', amount: '' }],
      recurrence: 'none',
    };
  }
  return {
    title: { ...tournament.title },
    description: { ...tournament.description },
    metric: tournament.metric,
    category: tournament.category ?? '',
    minStake: amountInput(tournament.minStake),
    startsAt: toBrandInput(tournament.startsAt, offset),
    endsAt: toBrandInput(tournament.endsAt, offset),
    prizes: tournament.prizes.map((p) => ({ toRank: String(p.toRank), amount: amountInput(p.amount) })),
    recurrence: tournament.recurrence,
  };
}

type Issue = { path: (string | number)[]; message: string };

/** The form's own rules, each an i18n key at its field. */
function check(values: TournamentFormValues, { languages, offset }: FormContext): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const defaultLanguage = languages[0] ?? 'EN';
  if (!(values.title[defaultLanguage] ?? '').trim()) add(['title', defaultLanguage], 'engagement.error_default_text');
  for (const [lang, text] of Object.entries(values.title)) if (text.trim().length > TOURNAMENT_TITLE_MAX) add(['title', lang], 'form.error_too_big');
  for (const [lang, text] of Object.entries(values.description)) if (text.trim().length > TOURNAMENT_DESCRIPTION_MAX) add(['description', lang], 'form.error_too_big');
  if (parseAmount(values.minStake, true) === null) add(['minStake'], 'engagement.error_money_or_zero');
  const startsAt = fromBrandInput(values.startsAt, offset);
  const endsAt = fromBrandInput(values.endsAt, offset);
  if (startsAt === null) add(['startsAt'], 'engagement.error_date');
  if (endsAt === null) add(['endsAt'], 'engagement.error_date');
  else if (startsAt !== null && endsAt <= startsAt) add(['endsAt'], 'engagement.error_ends');
  if (values.prizes.length === 0) add(['prizes', 'root'], 'engagement.error_no_prizes');
  if (values.prizes.length > PRIZE_ROWS_MAX) add(['prizes', 'root'], 'engagement.error_too_many_prizes');
  prizePlaces(values.prizes).forEach(({ fromRank, toRank }, i) => {
    if (fromRank > RANK_MAX) add(['prizes', i, 'toRank'], 'engagement.error_rank_past_max');
    else if (toRank === null) add(['prizes', i, 'toRank'], 'engagement.error_to_rank');
    if (parseAmount(values.prizes[i]!.amount, false) === null) add(['prizes', i, 'amount'], 'engagement.error_money');
  });
  return issues;
}

/** The tournament form's schema: its rules, the conversion, then the contract's own schema. */
export const tournamentFormSchema = (context: FormContext) =>
  ZTournamentFields.superRefine((values, ctx) => {
    for (const issue of check(values, context)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
    .transform((values) => toTournamentBody(values, context))
    .pipe(ZStaffTournamentInput);
