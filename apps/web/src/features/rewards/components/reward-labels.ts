import type { TRebatePayout, TReward, TRewardKind } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { money } from '@/lib/money';

/** The texts of the feature's fixed sets, each a literal key (the locale tests find them). */
export const rewardKindLabel = (t: TFunction, kind: TRewardKind): string =>
  ({
    rebate: t('rewards.kind_rebate'),
    level_up_gift: t('rewards.kind_level_up_gift'),
    birthday_gift: t('rewards.kind_birthday_gift'),
    mission: t('rewards.kind_mission'),
  })[kind];

/** "12,345": whole points with thousands separators, as money is shown. */
const groupDigits = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An amount in its unit: money (minor units) as "₱50.00", a mission's points prize as "500 points". */
export const rewardAmount = (t: TFunction, symbol: string, amount: string, unit: TReward['unit']): string =>
  unit === 'points' ? t('rewards.points_amount', { n: groupDigits(amount) }) : money(symbol, amount);

export const payoutSourceLabel = (t: TFunction, source: TRebatePayout['source']): string =>
  ({
    claim: t('rewards.source_claim'),
    daily: t('rewards.source_daily'),
  })[source];

/** A wager category by the site's own names (category.RNG = Slots, ...), else its code. */
export const categoryName = (t: TFunction, code: string): string => t(`category.${code}`, { defaultValue: code });
