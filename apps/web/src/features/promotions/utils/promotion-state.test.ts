import { describe, expect, it } from 'vitest';
import { buildPromotion } from '../testing/render-promotions';
import { promotionAction, shownState } from './promotion-state';

const NOW = Date.UTC(2025, 2, 10);

describe('a promotion state and its action', () => {
  it('follows the standing, and the dates and budget without one', () => {
    const p = buildPromotion({ startsAt: NOW - 1000, endsAt: NOW + 1000 });
    expect(shownState(p, undefined, NOW)).toBe('joining');
    expect(shownState(buildPromotion({ startsAt: NOW + 1 }), undefined, NOW)).toBe('coming_soon');
    expect(shownState(buildPromotion({ exhausted: true }), undefined, NOW)).toBe('closed');
    expect(shownState(buildPromotion({ endsAt: NOW }), undefined, NOW)).toBe('closed');
    expect(shownState(p, { promotionId: p.id, state: 'in_process', amount: '500', reason: null }, NOW)).toBe('in_process');
    // A spent budget closes it to whoever has not taken part; a taken reward stays taken.
    const spent = buildPromotion({ exhausted: true });
    expect(shownState(spent, { promotionId: spent.id, state: 'joining', amount: null, reason: null }, NOW)).toBe('closed');
    expect(shownState(spent, { promotionId: spent.id, state: 'issued', amount: '500', reason: null }, NOW)).toBe('issued');
  });

  it('offers the call that fits the trigger, a login to visitors and nothing to trial members but a register note', () => {
    const deposit = buildPromotion();
    expect(promotionAction(deposit, 'joining', 'member')).toBe('join');
    expect(promotionAction(deposit, 'joining', 'visitor')).toBe('login');
    expect(promotionAction(deposit, 'joining', 'trial')).toBe('register');
    expect(promotionAction(deposit, 'joining', 'loading')).toBeNull();
    expect(promotionAction(deposit, 'claim', 'member')).toBe('claim');
    expect(promotionAction(deposit, 'joined', 'member')).toBeNull();
    expect(promotionAction(deposit, 'coming_soon', 'visitor')).toBeNull();
    expect(promotionAction(buildPromotion({ trigger: { kind: 'manual_claim', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 } }), 'joining', 'member')).toBe('raffle');
    expect(promotionAction(buildPromotion({ trigger: { kind: 'application', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 } }), 'joining', 'member')).toBe('apply');
    expect(promotionAction(deposit, 'applying', 'member')).toBe('apply');
  });
});
