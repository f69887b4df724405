import {
  type CONTRACT_STATUSES,
  RECORD_RANGE_MAX_DAYS,
  type TBillStatus,
  type TContractKind,
  type TContractPeriod,
  type TEAM_TRANSACTION_KINDS,
  type TTeamPeriod,
} from '@wps/contracts/player';
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

/** The four contract kinds (SPEC.md §1: dividend, daily salary, hourly salary, real-time salary). */
export const contractKindLabel = (t: TFunction, kind: TContractKind): string =>
  ({
    dividend: t('agent_center.ck_dividend'),
    daily_salary: t('agent_center.ck_daily_salary'),
    hourly_salary: t('agent_center.ck_hourly_salary'),
    realtime_salary: t('agent_center.ck_realtime_salary'),
  })[kind];

/** How often a contract settles (SPEC.md §9 contract periods; hourly, and real-time every 5 minutes). */
export const contractPeriodLabel = (t: TFunction, period: TContractPeriod): string =>
  ({
    day: t('agent_center.cp_day'),
    week: t('agent_center.cp_week'),
    semimonth: t('agent_center.cp_semimonth'),
    month: t('agent_center.cp_month'),
    hour: t('agent_center.cp_hour'),
    slot: t('agent_center.cp_slot'),
  })[period];

export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** SPEC.md §4 contract states. */
export const contractStatusLabel = (t: TFunction, status: ContractStatus): string =>
  ({
    offered: t('agent_center.cs_offered'),
    accepted: t('agent_center.cs_accepted'),
    declined: t('agent_center.cs_declined'),
    terminated: t('agent_center.cs_terminated'),
  })[status];

/** Why a contract ended, as the server records it; an unknown reason shows as sent. */
export const endReasonLabel = (t: TFunction, reason: string): string =>
  ({
    replaced: t('agent_center.er_replaced'),
    upline_rate_raised: t('agent_center.er_upline_rate_raised'),
    upline_ended: t('agent_center.er_upline_ended'),
    withdrawn: t('agent_center.er_withdrawn'),
    by_upline: t('agent_center.er_by_upline'),
    by_agent: t('agent_center.er_by_agent'),
    by_staff: t('agent_center.er_by_staff'),
  })[reason] ?? reason;

/**
 * A bill's state. On the side that pays, partly paid and unpaid mean the
 * payer's balance was short ("insufficient balance"); the rest is paid when
 * money arrives.
 */
export const billStatusLabel = (t: TFunction, status: TBillStatus, side: 'mine' | 'payable'): string =>
  ({
    pending_review: t('agent_center.bs_pending_review'),
    approved: side === 'mine' ? t('agent_center.bs_approved_mine') : t('agent_center.bs_approved'),
    rejected: t('agent_center.bs_rejected'),
    expired: t('agent_center.bs_expired'),
    paid: t('agent_center.bs_paid'),
    partly_paid: side === 'mine' ? t('agent_center.bs_partly_paid') : t('agent_center.bs_partly_paid_payable'),
    unpaid: side === 'mine' ? t('agent_center.bs_unpaid') : t('agent_center.bs_unpaid_payable'),
  })[status];

/** The label of one line of a bill's explanation (or a preview's); an unknown key shows as sent. */
export const billLineLabel = (t: TFunction, key: string): string =>
  ({
    team_valid_bet: t('agent_center.line_team_valid_bet'),
    players_loss: t('agent_center.line_players_loss'),
    active_members: t('agent_center.line_active_members'),
    active_threshold: t('agent_center.line_active_threshold'),
    tier: t('agent_center.line_tier'),
    rate: t('agent_center.line_rate'),
    upline_rate: t('agent_center.line_upline_rate'),
    carry_in: t('agent_center.line_carry_in'),
    base: t('agent_center.line_base'),
    formula: t('agent_center.line_formula'),
    amount: t('agent_center.line_amount'),
    carry_out: t('agent_center.line_carry_out'),
    payer: t('agent_center.line_payer'),
  })[key] ?? key;
