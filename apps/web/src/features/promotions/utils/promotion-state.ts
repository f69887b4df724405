import type { TPromotion, TPromotionStanding, TPromotionState } from '@wps/contracts/player';

/** Who is looking: a visitor, a trial member (SPEC.md §4: no member calls), a member, or a member whose info is still loading. */
export type Viewer = 'visitor' | 'trial' | 'member' | 'loading';

/** What the promotion's button does for this viewer in this state. */
export type PromotionAction = 'login' | 'register' | 'join' | 'raffle' | 'apply' | 'claim';

const isOver = (p: TPromotion, now: number) => p.exhausted || (p.endsAt !== null && p.endsAt <= now);

/**
 * The state shown (SPEC.md §4 Activity): the member's standing when there is
 * one; otherwise what the promotion's dates and budget say, as a visitor
 * would see it. A promotion whose budget is spent is closed to whoever has
 * not taken part yet.
 */
export const shownState = (p: TPromotion, standing: TPromotionStanding | undefined, now: number): TPromotionState => {
  if (standing) {
    if ((standing.state === 'joining' || standing.state === 'applying') && isOver(p, now)) return 'closed';
    return standing.state;
  }
  if (p.startsAt > now) return 'coming_soon';
  if (isOver(p, now)) return 'closed';
  return p.trigger.kind === 'application' ? 'applying' : 'joining';
};

/**
 * The action a state offers: joining a promotion is a join, a raffle claim
 * (manual_claim) or an application, by its trigger; a ready reward is
 * claimed; visitors log in first and trial members are told to register.
 */
export const promotionAction = (p: TPromotion, state: TPromotionState, viewer: Viewer): PromotionAction | null => {
  if (state !== 'joining' && state !== 'applying' && state !== 'claim') return null;
  if (viewer === 'visitor') return 'login';
  if (viewer === 'trial') return 'register';
  if (viewer === 'loading') return null;
  if (state === 'claim') return 'claim';
  if (state === 'applying' || p.trigger.kind === 'application') return 'apply';
  return p.trigger.kind === 'manual_claim' ? 'raffle' : 'join';
};

/** How a state is coloured: a reward to take or taken, waiting, refused, or nothing to do. */
export const stateTone = (state: TPromotionState): 'good' | 'wait' | 'bad' | 'off' | 'open' => {
  switch (state) {
    case 'claim':
    case 'issued':
    case 'claimed':
      return 'good';
    case 'joined':
    case 'in_process':
      return 'wait';
    case 'rejected':
      return 'bad';
    case 'closed':
    case 'coming_soon':
      return 'off';
    default:
      return 'open';
  }
};
