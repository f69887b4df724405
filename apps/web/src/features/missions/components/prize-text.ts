import type { TMissionPrizeKind } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { money } from '@/lib/money';
import { formatCount } from '../utils/mission-figures';

/** A mission's prize in its kind: cash as money ("₱50.00"), points as "500 points". */
export const prizeText = (t: TFunction, kind: TMissionPrizeKind, amount: string, symbol: string): string =>
  kind === 'points' ? t('missions.points_n', { n: formatCount(amount) }) : money(symbol, amount);
