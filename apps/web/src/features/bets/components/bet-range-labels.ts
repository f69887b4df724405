import { RECORD_RANGE_MAX_DAYS } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import type { DateRangeLabels } from '@/components/date-range-filter';
import { formatGmtOffset } from '@/lib/time';

/** The shared date filter's texts in the game records' own words. */
export const useBetRangeLabels = (offset: number): DateRangeLabels => {
  const { t } = useTranslation();
  return {
    shortcuts: t('bets.shortcuts_label'),
    shortcut: {
      prev7: t('bets.shortcut_prev7'),
      prev30: t('bets.shortcut_prev30'),
      next7: t('bets.shortcut_next7'),
      next30: t('bets.shortcut_next30'),
    },
    start: t('bets.start_date'),
    end: t('bets.end_date'),
    problem: {
      missing: t('bets.range_missing', { max: RECORD_RANGE_MAX_DAYS }),
      order: t('bets.range_order', { max: RECORD_RANGE_MAX_DAYS }),
      too_long: t('bets.range_too_long', { max: RECORD_RANGE_MAX_DAYS }),
    },
    timeZone: t('bets.time_zone', { offset: formatGmtOffset(offset) }),
  };
};
