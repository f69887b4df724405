import type { TReferralFlag, TReferralInfo, TReferralStep } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { money } from '@/lib/money';

/** The texts of the feature's fixed sets, each a literal key (the locale tests find them). */
export const stepLabel = (t: TFunction, step: TReferralStep): string =>
  ({
    registered: t('referral.step_registered'),
    first_deposit: t('referral.step_first_deposit'),
    wagered: t('referral.step_wagered'),
  })[step];

/** Why a friend earns the member nothing. */
export const flagLabel = (t: TFunction, flag: TReferralFlag): string =>
  ({
    same_device: t('referral.flag_same_device'),
    same_address: t('referral.flag_same_address'),
    same_bank_account: t('referral.flag_same_bank_account'),
  })[flag];

/** A whole amount in minor units, read as a number to compare ("0" pays nothing). */
export const isPositive = (minor: string): boolean => /^\d+$/.test(minor) && BigInt(minor) > 0n;

/** The reward each step pays under the brand's rules ("0": the step pays nothing). */
export const stepReward = (rules: TReferralInfo['rules'], step: TReferralStep): string =>
  ({ registered: rules.registerReward, first_deposit: rules.firstDepositReward, wagered: rules.wagerReward })[step];

/**
 * The brand's referral rules in plain words, one line per reward that pays
 * something, then the friend limit; each line with an id for its test.
 */
export const ruleLines = (t: TFunction, rules: TReferralInfo['rules'], symbol: string): { id: string; text: string }[] => {
  const lines: { id: string; text: string }[] = [];
  if (isPositive(rules.registerReward)) lines.push({ id: 'register', text: t('referral.rule_register', { amount: money(symbol, rules.registerReward) }) });
  if (isPositive(rules.firstDepositReward)) {
    lines.push({
      id: 'first_deposit',
      text: isPositive(rules.firstDepositMin)
        ? t('referral.rule_first_deposit_min', { amount: money(symbol, rules.firstDepositReward), min: money(symbol, rules.firstDepositMin) })
        : t('referral.rule_first_deposit', { amount: money(symbol, rules.firstDepositReward) }),
    });
  }
  if (isPositive(rules.wagerReward)) {
    lines.push({
      id: 'wager',
      text: isPositive(rules.wagerTarget)
        ? t('referral.rule_wager', { amount: money(symbol, rules.wagerReward), target: money(symbol, rules.wagerTarget) })
        : t('referral.rule_wager_any', { amount: money(symbol, rules.wagerReward) }),
    });
  }
  if (rules.maxFriends > 0) lines.push({ id: 'max_friends', text: rules.maxFriends === 1 ? t('referral.rule_max_one') : t('referral.rule_max_many', { n: rules.maxFriends }) });
  return lines;
};
