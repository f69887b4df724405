import type { TWheelPrizeKind } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { money } from '@/lib/money';
import { formatCount } from '../utils/lucky';

/** A wheel prize in words: cash as money, points as "N points", none as "No prize". */
export const prizeText = (t: TFunction, kind: TWheelPrizeKind, amount: string, symbol: string): string => {
  switch (kind) {
    case 'cash':
      return money(symbol, amount);
    case 'points':
      return amount === '1' ? t('lucky.prize_points_one') : t('lucky.prize_points_many', { n: formatCount(amount) });
    case 'none':
      return t('lucky.prize_none');
  }
};
