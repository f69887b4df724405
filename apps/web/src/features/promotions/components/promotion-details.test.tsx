import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { buildPromotion, renderPromotions, T0 } from '../testing/render-promotions';
import { PromotionDetails } from './promotion-details';

const lines = (section: string) => within(screen.getByTestId(`terms-${section}`)).getAllByRole('listitem').map((li) => li.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => dialogs.clear());
});

describe('the promotion details: every term before opting in', () => {
  it('says each term of a deposit bonus in plain words from its fields, then the operator text', () => {
    renderPromotions(<PromotionDetails promotion={buildPromotion()} standing={undefined} state="joining" action="join" onClose={() => undefined} />);
    expect(lines('reward')).toEqual(['100% of your first deposit, up to ₱5,000.00', 'Paid as bonus money, which becomes cash once its wagering is done']);
    expect(lines('how')).toEqual(['Join first, then make your first deposit of at least ₱500.00']);
    expect(lines('bonus')).toEqual([
      'Wager 10× the bonus before it becomes cash',
      'Max bet ₱200.00 while the bonus is active',
      'Hi-Lo does not count and cannot be played while the bonus is active',
      'Live Casino bets count 20% toward wagering',
      'Every other game counts 100%',
      'Expires 14 days after it is issued if the wagering is not done',
      'At most 5× the bonus becomes cash',
      'One bonus is active at a time; a new one waits until the active one ends',
      'Withdrawing while the bonus is active forfeits the bonus money',
    ]);
    expect(lines('who')).toEqual([
      'Open to every member',
      'One per phone, e-mail, bank account and device',
      '25 places left',
      'Runs from 2025-02-28 08:00 (GMT+08:00) to 2025-03-31 08:00 (GMT+08:00)',
    ]);
    // The operator's own text, paragraph by paragraph, after the generated terms and before the button.
    const operator = screen.getByTestId('terms-operator');
    expect([...operator.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Bonus abuse voids the bonus.', 'The operator may end this promotion early.']);
    const dialog = screen.getByTestId('promotion-details');
    const order = [...dialog.querySelectorAll('[data-testid]')].map((el) => el.getAttribute('data-testid'));
    expect(order.indexOf('terms-operator')).toBeLessThan(order.indexOf('promotion-submit'));
    expect(screen.getByTestId('promotion-submit').textContent).toBe('Join now');
  });

  it('gives a fixed bonus its totals, and a code promotion its code', () => {
    const p = buildPromotion({
      trigger: { kind: 'promo_code', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 },
      needsCode: true,
      onePerIdentity: false,
      receiversLeft: null,
      endsAt: null,
      audience: { newMembersOnly: true, tags: [] },
      reward: {
        kind: 'bonus',
        fixedAmount: '10000',
        percentBps: 0,
        maxAmount: '10000',
        wageringMultiplier: 30,
        maxBet: '0',
        categoryWeights: {},
        gameWeights: {},
        expiryDays: 1,
        conversionCapMultiplier: 0,
        freeSpins: null,
      },
    });
    renderPromotions(<PromotionDetails promotion={p} standing={undefined} state="joining" action="join" onClose={() => undefined} />);
    expect(lines('reward')[0]).toBe('₱100.00 in bonus money');
    expect(lines('how')).toEqual(['Join with the promotion code']);
    expect(lines('bonus')).toEqual([
      'Wager 30× the bonus (₱3,000.00) before it becomes cash',
      'No max bet while the bonus is active',
      'Every game counts 100% toward wagering',
      'Expires 1 day after it is issued if the wagering is not done',
      'No cap on what becomes cash',
      'One bonus is active at a time; a new one waits until the active one ends',
      'Withdrawing while the bonus is active forfeits the bonus money',
    ]);
    expect(lines('who')).toEqual(['For members who registered after 2025-02-28 08:00 (GMT+08:00)', 'Once per member', 'Runs from 2025-02-28 08:00 (GMT+08:00), with no end date']);
    expect(screen.getByTestId('promotion-code')).toBeTruthy();
  });

  it('has no bonus rules for a cash reward, and says when the budget is spent', () => {
    const p = buildPromotion({
      exhausted: true,
      trigger: { kind: 'deposit_amount', depositNth: null, minDeposit: '100000', missionId: null, minPoints: 0 },
      reward: { ...buildPromotion().reward, kind: 'cash', percentBps: 550 },
    });
    renderPromotions(<PromotionDetails promotion={p} standing={undefined} state="closed" action={null} onClose={() => undefined} />);
    expect(lines('reward')).toEqual(['5.5% of a deposit of at least ₱1,000.00, up to ₱5,000.00', 'Paid as real money: no wagering and no limits']);
    expect(lines('how')).toEqual(['Join first, then deposit at least ₱1,000.00 in one go']);
    expect(screen.queryByTestId('terms-bonus')).toBeNull();
    expect(lines('who')).toContain('All rewards have been given out');
    expect(screen.getByTestId('promotion-note').textContent).toBe('All rewards have been given out');
    expect(screen.queryByTestId('promotion-action')).toBeNull();
  });
});
