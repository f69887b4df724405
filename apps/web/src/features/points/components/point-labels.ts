import type { TPointMove, TPointReward, TRedeemStatus } from '@wps/contracts/player';
import type { TFunction } from 'i18next';

/** The texts of the feature's fixed sets, each a literal key (the locale tests find them). */
export const redeemStatusLabel = (t: TFunction, status: TRedeemStatus): string =>
  ({
    in_process: t('points.status_in_process'),
    rejected: t('points.status_rejected'),
    approved: t('points.status_approved'),
  })[status];

export const moveKindLabel = (t: TFunction, kind: TPointMove['kind']): string =>
  ({
    earn: t('points.move_earn'),
    redeem: t('points.move_redeem'),
    refund: t('points.move_refund'),
    convert: t('points.move_convert'),
  })[kind];

export const rewardKindLabel = (t: TFunction, kind: TPointReward['kind']): string =>
  ({
    cash: t('points.kind_cash'),
    physical: t('points.kind_physical'),
  })[kind];

/** A wager category by the site's own names (category.RNG = Slots, ...), else its code. */
export const categoryName = (t: TFunction, code: string): string => t(`category.${code}`, { defaultValue: code });
