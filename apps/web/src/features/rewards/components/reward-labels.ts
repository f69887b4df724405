import type { TRebatePayout, TRewardKind } from '@wps/contracts/player';
import type { TFunction } from 'i18next';

/** The texts of the feature's fixed sets, each a literal key (the locale tests find them). */
export const rewardKindLabel = (t: TFunction, kind: TRewardKind): string =>
  ({
    rebate: t('rewards.kind_rebate'),
    level_up_gift: t('rewards.kind_level_up_gift'),
    birthday_gift: t('rewards.kind_birthday_gift'),
  })[kind];

export const payoutSourceLabel = (t: TFunction, source: TRebatePayout['source']): string =>
  ({
    claim: t('rewards.source_claim'),
    daily: t('rewards.source_daily'),
  })[source];

/** A wager category by the site's own names (category.RNG = Slots, ...), else its code. */
export const categoryName = (t: TFunction, code: string): string => t(`category.${code}`, { defaultValue: code });
