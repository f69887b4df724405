import { ZStaffReferralRules, type TStaffReferralRules } from '@wps/contracts/staff';
import { z } from 'zod';
import { amountInput, parseAmount, parseWhole } from './format';

/** The contract's bound on friends rewarded per referrer (ZStaffReferralRules). */
export const MAX_FRIENDS_MAX = 100_000;
const MONEY_FIELDS = ['registerReward', 'firstDepositReward', 'firstDepositMin', 'wagerReward', 'wagerTarget'] as const;

/** The rules as the form holds them: money in major units, empty for nothing (or no limit). */
const ZReferralFields = z.object({
  enabled: z.boolean(),
  registerReward: z.string(),
  firstDepositReward: z.string(),
  firstDepositMin: z.string(),
  wagerReward: z.string(),
  wagerTarget: z.string(),
  maxFriends: z.string(),
});
export type ReferralFormValues = z.input<typeof ZReferralFields>;

export const toReferralRules = (values: ReferralFormValues): TStaffReferralRules => ({
  enabled: values.enabled,
  registerReward: parseAmount(values.registerReward, true) ?? '0',
  firstDepositReward: parseAmount(values.firstDepositReward, true) ?? '0',
  firstDepositMin: parseAmount(values.firstDepositMin, true) ?? '0',
  wagerReward: parseAmount(values.wagerReward, true) ?? '0',
  wagerTarget: parseAmount(values.wagerTarget, true) ?? '0',
  maxFriends: parseWhole(values.maxFriends, 0, MAX_FRIENDS_MAX, 0) ?? 0,
});

export const referralValuesOf = (rules: TStaffReferralRules): ReferralFormValues => ({
  enabled: rules.enabled,
  registerReward: amountInput(rules.registerReward),
  firstDepositReward: amountInput(rules.firstDepositReward),
  firstDepositMin: amountInput(rules.firstDepositMin),
  wagerReward: amountInput(rules.wagerReward),
  wagerTarget: amountInput(rules.wagerTarget),
  maxFriends: rules.maxFriends === 0 ? '' : String(rules.maxFriends),
});

/** The rules' schema: each amount at its field, a wager reward with its target, then the contract's own schema. */
export const referralFormSchema = ZReferralFields.superRefine((values, ctx) => {
  for (const field of MONEY_FIELDS)
    if (parseAmount(values[field], true) === null) ctx.addIssue({ code: 'custom', path: [field], message: 'engagement.error_money_or_zero' });
  const reward = parseAmount(values.wagerReward, true);
  // A wager reward without a target would pay the moment a friend registers.
  if (reward !== null && reward !== '0' && parseAmount(values.wagerTarget, true) === '0')
    ctx.addIssue({ code: 'custom', path: ['wagerTarget'], message: 'engagement.error_wager_target' });
  if (parseWhole(values.maxFriends, 0, MAX_FRIENDS_MAX, 0) === null) ctx.addIssue({ code: 'custom', path: ['maxFriends'], message: 'engagement.error_max_friends' });
})
  .transform(toReferralRules)
  .pipe(ZStaffReferralRules);
