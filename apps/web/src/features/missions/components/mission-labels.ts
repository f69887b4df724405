import type { TMissionBundle, TMissionEvent, TMissionState, TTournament, TTournamentMetric } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { timeLeft } from '../utils/mission-figures';

/** The texts of the feature's fixed sets, each a literal key (the locale tests find them). */
export const bundleTitle = (t: TFunction, bundle: TMissionBundle): string =>
  ({
    daily: t('missions.bundle_daily'),
    weekly: t('missions.bundle_weekly'),
    once: t('missions.bundle_once'),
  })[bundle];

/** What moves a mission, in words. */
export const eventLabel = (t: TFunction, event: TMissionEvent): string =>
  ({
    deposit_amount: t('missions.event_deposit_amount'),
    deposit_count: t('missions.event_deposit_count'),
    wager_amount: t('missions.event_wager_amount'),
    rounds: t('missions.event_rounds'),
    win_amount: t('missions.event_win_amount'),
    login_days: t('missions.event_login_days'),
    referrals: t('missions.event_referrals'),
    profile_steps: t('missions.event_profile_steps'),
  })[event];

export const missionStateLabel = (t: TFunction, state: TMissionState): string =>
  ({
    in_progress: t('missions.state_in_progress'),
    claimable: t('missions.state_claimable'),
    claimed: t('missions.state_claimed'),
  })[state];

export const tournamentStateLabel = (t: TFunction, state: TTournament['state']): string =>
  ({
    upcoming: t('missions.tournament_upcoming'),
    running: t('missions.tournament_running'),
    finished: t('missions.tournament_finished'),
  })[state];

/** The metric's name (the score column) and how a score is made. */
export const metricLabel = (t: TFunction, metric: TTournamentMetric): { name: string; rule: string } =>
  ({
    wagered: { name: t('missions.metric_wagered'), rule: t('missions.metric_wagered_rule') },
    rounds: { name: t('missions.metric_rounds'), rule: t('missions.metric_rounds_rule') },
    best_multiplier: { name: t('missions.metric_best_multiplier'), rule: t('missions.metric_best_multiplier_rule') },
  })[metric];

/** A wager category by the site's own names (category.RNG = Slots, ...), else its code. */
export const categoryName = (t: TFunction, code: string): string => t(`category.${code}`, { defaultValue: code });

/** "2 d 3 h", "1 h 30 min", "5 min": the time until `target`, or null once passed. */
export const durationText = (t: TFunction, target: number, now: number): string | null => {
  const left = timeLeft(target, now);
  if (left === null) return null;
  if (left.days > 0) return t('missions.time_dh', { d: left.days, h: left.hours });
  if (left.hours > 0) return left.minutes > 0 ? t('missions.time_hm', { h: left.hours, m: left.minutes }) : t('missions.time_h', { h: left.hours });
  return t('missions.time_m', { m: left.minutes });
};
