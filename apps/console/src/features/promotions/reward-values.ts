import { POINT_REWARD_KINDS, ZStaffPointRewardInput, type TStaffPointReward } from '@wps/contracts/staff';
import { z } from 'zod';
import { amountInput, parseAmount, parseWhole } from './format';

/** The contract's bounds (ZStaffPointRewardInput). */
export const REWARD_NAME_MAX = 80;
export const REWARD_DESCRIPTION_MAX = 500;
export const REWARD_POINTS_MAX = 100_000_000;
export const REWARD_STOCK_MAX = 10_000_000;
export const REWARD_LIMIT_MAX = 10_000;
export const REWARD_SORT_MAX = 10_000;
const IMAGE_URL = /^(\/|https:\/\/)[^\s<>"]*$/;

/** The body the create call takes (the update adds the reward's id). */
export type RewardBody = z.output<typeof ZStaffPointRewardInput>;

/** A reward as the form holds it: money in major units, empty for "no limit". */
const ZRewardFields = z.object({
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  imageUrl: z.string(),
  kind: z.enum(POINT_REWARD_KINDS),
  points: z.string(),
  cashAmount: z.string(),
  stock: z.string(),
  perMemberLimit: z.string(),
  active: z.boolean(),
  sort: z.string(),
});
export type RewardFormValues = z.input<typeof ZRewardFields>;

const written = (texts: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== '').map(([lang, text]) => [lang, text.trim()]));

/**
 * The form's values in the contract's units. A physical reward is worth no
 * cash; an empty stock or limit is none. For the body once the form is
 * valid, and for the preview while it is typed.
 */
export function toRewardBody(values: RewardFormValues): RewardBody {
  const cash = values.kind === 'cash';
  return {
    name: written(values.name),
    description: written(values.description),
    imageUrl: values.imageUrl.trim() || null,
    kind: values.kind,
    points: parseWhole(values.points, 1, REWARD_POINTS_MAX) ?? 0,
    cashAmount: cash ? (parseAmount(values.cashAmount, false) ?? '0') : '0',
    stock: parseWhole(values.stock, 0, REWARD_STOCK_MAX),
    perMemberLimit: parseWhole(values.perMemberLimit, 1, REWARD_LIMIT_MAX),
    active: values.active,
    sort: parseWhole(values.sort, 0, REWARD_SORT_MAX, 0) ?? 0,
  };
}

/** The form of a reward, or of a new one (cash, shown in the mall, unlimited). */
export const rewardValuesOf = (reward: TStaffPointReward | null): RewardFormValues =>
  reward
    ? {
        name: { ...reward.name },
        description: { ...reward.description },
        imageUrl: reward.imageUrl ?? '',
        kind: reward.kind,
        points: String(reward.points),
        cashAmount: amountInput(reward.cashAmount),
        stock: reward.stock === null ? '' : String(reward.stock),
        perMemberLimit: reward.perMemberLimit === null ? '' : String(reward.perMemberLimit),
        active: reward.active,
        sort: String(reward.sort),
      }
    : { name: {}, description: {}, imageUrl: '', kind: 'cash', points: '', cashAmount: '', stock: '', perMemberLimit: '', active: true, sort: '0' };

type Issue = { path: (string | number)[]; message: string };

/** The form's own rules, each an i18n key at its field. */
function check(values: RewardFormValues, languages: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const defaultLanguage = languages[0] ?? 'EN';
  if (!(values.name[defaultLanguage] ?? '').trim()) add(['name', defaultLanguage], 'loyalty.error_reward_name');
  for (const [lang, text] of Object.entries(values.name)) if (text.trim().length > REWARD_NAME_MAX) add(['name', lang], 'form.error_too_big');
  for (const [lang, text] of Object.entries(values.description)) if (text.trim().length > REWARD_DESCRIPTION_MAX) add(['description', lang], 'form.error_too_big');
  const image = values.imageUrl.trim();
  if (image && (image.length > 300 || !IMAGE_URL.test(image))) add(['imageUrl'], 'loyalty.error_image_url');
  if (parseWhole(values.points, 1, REWARD_POINTS_MAX) === null) add(['points'], 'loyalty.error_points');
  if (values.kind === 'cash' && parseAmount(values.cashAmount, false) === null) add(['cashAmount'], 'loyalty.error_cash_amount');
  if (parseWhole(values.stock, 0, REWARD_STOCK_MAX, 0) === null) add(['stock'], 'loyalty.error_stock');
  if (parseWhole(values.perMemberLimit, 1, REWARD_LIMIT_MAX, 1) === null) add(['perMemberLimit'], 'loyalty.error_limit');
  if (parseWhole(values.sort, 0, REWARD_SORT_MAX, 0) === null) add(['sort'], 'promotions.error_sort');
  return issues;
}

/** The reward form's schema: its rules, the conversion, then the contract's own schema. */
export const rewardFormSchema = (languages: readonly string[]) =>
  ZRewardFields.superRefine((values, ctx) => {
    for (const issue of check(values, languages)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
    .transform((values) => toRewardBody(values))
    .pipe(ZStaffPointRewardInput);
