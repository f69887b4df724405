import type { TBonus, TBonusEvent, TPromotion, TPromotionCategory, TPromotionStanding, TPromotionState } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { countText, nthDeposit, spinsGame } from '../utils/promotion-terms';

/** The texts of the feature's fixed sets, each a literal key (the locale tests find them). */
export const categoryLabel = (t: TFunction, category: TPromotionCategory): string =>
  ({
    welcome: t('promotions.cat_welcome'),
    deposit: t('promotions.cat_deposit'),
    daily: t('promotions.cat_daily'),
    vip: t('promotions.cat_vip'),
    event: t('promotions.cat_event'),
  })[category];

export const stateLabel = (t: TFunction, state: TPromotionState): string =>
  ({
    coming_soon: t('promotions.state.coming_soon'),
    joining: t('promotions.state.joining'),
    joined: t('promotions.state.joined'),
    claim: t('promotions.state.claim'),
    applying: t('promotions.state.applying'),
    in_process: t('promotions.state.in_process'),
    rejected: t('promotions.state.rejected'),
    issued: t('promotions.state.issued'),
    claimed: t('promotions.state.claimed'),
    closed: t('promotions.state.closed'),
  })[state];

/**
 * A standing's reward in words: money for bonus and cash, a count for points;
 * null for free spins (their amount is their cost to the operator, not the member's).
 */
export const standingAmount = (t: TFunction, p: TPromotion, standing: TPromotionStanding | undefined, symbol: string): string | null => {
  if (!standing?.amount) return null;
  if (p.reward.kind === 'points') return t('promotions.terms.points_n', { n: countText(standing.amount) });
  if (p.reward.kind === 'free_spins') return null;
  return money(symbol, standing.amount);
};

/** What the member's state means for them now, in a sentence; null where the button says it all. */
export const stateNote = (
  t: TFunction,
  p: TPromotion,
  state: TPromotionState,
  standing: TPromotionStanding | undefined,
  { symbol, gmtOffsetMinutes }: { symbol: string; gmtOffsetMinutes: number },
): string | null => {
  const amount = standingAmount(t, p, standing, symbol);
  switch (state) {
    case 'coming_soon':
      return t('promotions.note.coming_soon', { date: formatInOffset(p.startsAt, gmtOffsetMinutes) });
    case 'joined': {
      const min = money(symbol, p.trigger.minDeposit);
      if (p.trigger.kind === 'nth_deposit') return t('promotions.note.joined_nth', { nth: nthDeposit(t, p.trigger.depositNth ?? 1), min });
      if (p.trigger.kind === 'deposit_amount') return t('promotions.note.joined_amount', { min });
      if (p.trigger.kind === 'mission_done') {
        if (p.trigger.missionId === null) return t('promotions.note.joined_mission_any');
        return p.missionTitle ? t('promotions.note.joined_mission', { title: p.missionTitle }) : t('promotions.note.joined_mission_named');
      }
      if (p.trigger.kind === 'points_spent') return t('promotions.note.joined_points', { n: countText(p.trigger.minPoints) });
      return t('promotions.note.joined');
    }
    case 'claim':
      return amount ? t('promotions.note.claim', { amount }) : t('promotions.note.claim_plain');
    case 'in_process':
      return t('promotions.note.in_process');
    case 'rejected':
      return standing?.reason ? t('promotions.note.rejected', { reason: standing.reason }) : t('promotions.note.rejected_plain');
    case 'issued':
    case 'claimed':
      if (p.reward.kind === 'free_spins' && p.reward.freeSpins)
        return t('promotions.note.issued_spins', { rounds: countText(p.reward.freeSpins.rounds), game: spinsGame(p) });
      if (!amount) return t('promotions.note.issued_plain');
      if (p.reward.kind === 'points') return t('promotions.note.issued_points', { amount });
      return p.reward.kind === 'bonus' ? t('promotions.note.issued_bonus', { amount }) : t('promotions.note.issued_cash', { amount });
    case 'closed':
      return p.exhausted ? t('promotions.terms.exhausted') : t('promotions.note.closed');
    default:
      return null;
  }
};

export const bonusStatusLabel = (t: TFunction, status: TBonus['status']): string =>
  ({
    queued: t('promotions.bonus.status_queued'),
    active: t('promotions.bonus.status_active'),
    completed: t('promotions.bonus.status_completed'),
    forfeited: t('promotions.bonus.status_forfeited'),
    expired: t('promotions.bonus.status_expired'),
    lost: t('promotions.bonus.status_lost'),
  })[status];

export const bonusEventLabel = (t: TFunction, kind: TBonusEvent['kind']): string =>
  ({
    issued: t('promotions.bonus.event_issued'),
    activated: t('promotions.bonus.event_activated'),
    wagered: t('promotions.bonus.event_wagered'),
    rolled_back: t('promotions.bonus.event_rolled_back'),
    completed: t('promotions.bonus.event_completed'),
    converted: t('promotions.bonus.event_converted'),
    forfeited: t('promotions.bonus.event_forfeited'),
    expired: t('promotions.bonus.event_expired'),
    lost: t('promotions.bonus.event_lost'),
  })[kind];
