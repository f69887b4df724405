import { RECORD_RANGE_MAX_DAYS, type TEAM_TRANSACTION_KINDS, type TTeamPeriod } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DateRangeLabels } from '@/components/date-range-filter';
import { formatGmtOffset } from '@/lib/time';

/**
 * Labels of the values the agent center shows. Written out key by key (not
 * built from the value) so the translation check sees every key in use.
 */

/** Member types (SPEC.md §6, decision 011); an unknown type shows its number. */
export const memberTypeLabel = (t: TFunction, type: number): string =>
  ({
    0: t('agent_center.type_0'),
    1: t('agent_center.type_1'),
    2: t('agent_center.type_2'),
    41: t('agent_center.type_41'),
    42: t('agent_center.type_42'),
  })[type] ?? String(type);

/** What each type an agent may open does, under its name in registerCenter. */
export const memberTypeHint = (t: TFunction, type: number): string =>
  ({
    0: t('agent_center.type_hint_0'),
    2: t('agent_center.type_hint_2'),
    42: t('agent_center.type_hint_42'),
  })[type] ?? '';

export const memberStatusLabel = (t: TFunction, status: 'active' | 'disabled'): string =>
  ({ active: t('agent_center.status_active'), disabled: t('agent_center.status_disabled') })[status];

export type TeamTransactionKind = (typeof TEAM_TRANSACTION_KINDS)[number];

export const transactionKindLabel = (t: TFunction, kind: TeamTransactionKind): string =>
  ({
    deposit: t('agent_center.kind_deposit'),
    withdrawal: t('agent_center.kind_withdrawal'),
    transfer: t('agent_center.kind_transfer'),
    adjustment: t('agent_center.kind_adjustment'),
    bonus: t('agent_center.kind_bonus'),
  })[kind];

export const periodLabel = (t: TFunction, period: TTeamPeriod): string =>
  ({
    today: t('agent_center.period_today'),
    yesterday: t('agent_center.period_yesterday'),
    thisWeek: t('agent_center.period_thisWeek'),
    lastWeek: t('agent_center.period_lastWeek'),
    thisMonth: t('agent_center.period_thisMonth'),
    lastMonth: t('agent_center.period_lastMonth'),
  })[period];

export const betResultLabel = (t: TFunction, result: 'win' | 'lose' | 'tie'): string =>
  ({ win: t('agent_center.result_win'), lose: t('agent_center.result_lose'), tie: t('agent_center.result_tie') })[result];

/** A game category's name (the catalog's own labels), or its code when the catalog has none. */
export const categoryLabel = (t: TFunction, code: string): string => t(`category.${code}`, { defaultValue: code });

/** The shared date filter's texts in the agent center's words. */
export const useAgentRangeLabels = (offset: number): DateRangeLabels => {
  const { t } = useTranslation();
  return {
    shortcuts: t('agent_center.shortcuts_label'),
    shortcut: {
      prev7: t('agent_center.shortcut_prev7'),
      prev30: t('agent_center.shortcut_prev30'),
      next7: t('agent_center.shortcut_next7'),
      next30: t('agent_center.shortcut_next30'),
    },
    start: t('agent_center.start_date'),
    end: t('agent_center.end_date'),
    problem: {
      missing: t('agent_center.range_missing'),
      order: t('agent_center.range_order'),
      too_long: t('agent_center.range_too_long', { max: RECORD_RANGE_MAX_DAYS }),
    },
    timeZone: t('agent_center.time_zone', { offset: formatGmtOffset(offset) }),
  };
};
