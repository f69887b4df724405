import type { TPromotion } from '@wps/contracts/player';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { buildPromotion, buildStanding, ok, renderPromotions, servePromotions, T0 } from '../testing/render-promotions';
import { PromotionCard } from './promotion-card';
import { PromotionDetails } from './promotion-details';

const lines = (section: string) => within(screen.getByTestId(`terms-${section}`)).getAllByRole('listitem').map((li) => li.textContent);
const context = { symbol: '₱', gmtOffsetMinutes: 480 };

const trigger = (over: Partial<TPromotion['trigger']>): TPromotion['trigger'] => ({ kind: 'sign_up', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0, ...over });
const fixedReward = (over: Partial<TPromotion['reward']>): TPromotion['reward'] => ({
  ...buildPromotion().reward,
  percentBps: 0,
  wageringMultiplier: 0,
  maxBet: '0',
  categoryWeights: {},
  gameWeights: {},
  conversionCapMultiplier: 0,
  ...over,
});

/** 1,500 points for completing the mission "Spin 100 times". */
const missionPoints = (over: Partial<TPromotion> = {}) =>
  buildPromotion({
    trigger: trigger({ kind: 'mission_done', missionId: 12 }),
    missionTitle: 'Spin 100 times',
    reward: fixedReward({ kind: 'points', fixedAmount: '1500', maxAmount: '1500' }),
    gameNames: {},
    ...over,
  });

/** 20 free spins of ₱2.00 on Lucky Reels for spending 5,000 points in one go, valid 7 days. */
const pointsSpins = (over: Partial<TPromotion> = {}) =>
  buildPromotion({
    trigger: trigger({ kind: 'points_spent', minPoints: 5000 }),
    reward: fixedReward({ kind: 'free_spins', fixedAmount: '4000', maxAmount: '4000', expiryDays: 7, freeSpins: { gameCode: 'lucky-reels', rounds: 20, stake: '200' } }),
    gameNames: { 'lucky-reels': 'Lucky Reels' },
    ...over,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => dialogs.clear());
  await act(() => i18n.changeLanguage('EN'));
});

describe('the mission and points-mall triggers, the points and free-spins rewards', () => {
  it('says a named mission earns a count of points, with no bonus rules', () => {
    renderPromotions(<PromotionDetails promotion={missionPoints()} standing={undefined} state="joining" action="join" onClose={() => undefined} />);
    expect(lines('reward')).toEqual(['1,500 points', 'Added to your points, to spend in the points mall']);
    expect(lines('how')).toEqual(['Join first, then complete the mission «Spin 100 times»']);
    expect(screen.queryByTestId('terms-bonus')).toBeNull();
    expect(screen.getByTestId('promotion-submit').textContent).toBe('Join now');
  });

  it('says any mission counts when none is named', () => {
    renderPromotions(
      <PromotionDetails promotion={missionPoints({ trigger: trigger({ kind: 'mission_done', missionId: null }), missionTitle: null })} standing={undefined} state="joining" action="join" onClose={() => undefined} />,
    );
    expect(lines('how')).toEqual(['Join first, then complete any mission after joining']);
  });

  it('says free spins by game, stake, days and real-money wins, earned by spending points', () => {
    renderPromotions(<PromotionDetails promotion={pointsSpins()} standing={undefined} state="joining" action="join" onClose={() => undefined} />);
    expect(lines('reward')).toEqual([
      '20 free spins on Lucky Reels at ₱2.00 each',
      'Valid for 7 days after they are given',
      'Wins from the free spins are real money: no wagering',
      'The stakes are on us, so they do not count as your valid bets',
    ]);
    expect(lines('how')).toEqual([
      'Join first, then spend at least 5,000 points in one go in the points mall',
      'A redemption or a conversion counts; a physical reward counts when it is sent to you',
    ]);
    expect(screen.queryByTestId('terms-bonus')).toBeNull();
  });

  it('says it in Tagalog too', async () => {
    await act(() => i18n.changeLanguage('TY'));
    renderPromotions(<PromotionDetails promotion={pointsSpins()} standing={undefined} state="joining" action="join" onClose={() => undefined} />);
    expect(lines('reward')[0]).toBe('20 libreng spin sa Lucky Reels na tig-₱2.00 bawat isa');
    expect(lines('how')[0]).toBe('Sumali muna, saka gumastos ng hindi bababa sa 5,000 puntos nang minsanan sa points mall');
  });

  it('puts the offer on the card in one line', () => {
    renderPromotions(<PromotionCard promotion={pointsSpins()} standing={undefined} state="joining" action="join" context={context} onOpen={() => undefined} />);
    expect(screen.getByTestId('promotion-offer').textContent).toBe('20 free spins on Lucky Reels at ₱2.00 each');
  });

  it('joins as a deposit promotion does, then says what is left to do', async () => {
    const api = servePromotions({ 'POST /wps/relay/MCSFE_signUpPromotionJoin': () => ok(buildStanding({ state: 'joined' })) });
    renderPromotions(<PromotionDetails promotion={missionPoints()} standing={buildStanding()} state="joining" action="join" onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('promotion-submit'));
    const result = await screen.findByTestId('promotion-result');
    expect(result.getAttribute('data-state')).toBe('joined');
    expect(result.textContent).toContain('You are in. Complete the mission «Spin 100 times» to receive the reward.');
    expect(api.of('/wps/relay/MCSFE_signUpPromotionJoin', 'POST')[0]?.body).toMatchObject({ promotionId: 1 });
  });

  it('says the joined and issued states in the reward’s own units', () => {
    const { unmount } = renderPromotions(
      <PromotionDetails promotion={pointsSpins()} standing={buildStanding({ state: 'joined' })} state="joined" action={null} onClose={() => undefined} />,
    );
    expect(screen.getByTestId('promotion-note').textContent).toBe('You are in. Spend at least 5,000 points in one go in the points mall to receive the reward.');
    unmount();
    const issued = renderPromotions(
      <PromotionDetails promotion={pointsSpins()} standing={buildStanding({ state: 'issued', amount: '4000' })} state="issued" action={null} onClose={() => undefined} />,
    );
    expect(screen.getByTestId('promotion-note').textContent).toBe('Your 20 free spins on Lucky Reels are ready. Open the game to play them.');
    issued.unmount();
    renderPromotions(<PromotionDetails promotion={missionPoints()} standing={buildStanding({ state: 'issued', amount: '1500' })} state="issued" action={null} onClose={() => undefined} />);
    expect(screen.getByTestId('promotion-note').textContent).toBe('1,500 points were added to your points. Spend them in the points mall.');
  });
});
