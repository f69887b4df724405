import { bonusDetails, bonusForfeit, bonusHistory } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { buildBonus, buildBonusEvent, DAY, fail, ok, pageOf, renderPromotions, servePromotions, T0 } from '../testing/render-promotions';
import { BonusDetails } from './bonus-details';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => dialogs.clear());
});

describe('bonusDetails', () => {
  it('shows the active bonus first with its progress, limits in words and expiry, then the queued and ended ones', async () => {
    servePromotions({
      [bonusDetails.path]: () =>
        ok({
          currencySymbol: '₱',
          bonuses: [
            buildBonus(),
            buildBonus({ id: 12, status: 'queued', title: 'Reload 50%', balance: '0', wageringRequired: '300000', wageringDone: '0' }),
            buildBonus({ id: 9, status: 'completed', title: 'Sign-up gift', converted: '45000', endedAt: T0 - 5 * DAY }),
          ],
        }),
      [bonusHistory.path]: () => ok(pageOf([buildBonusEvent()])),
    });
    renderPromotions(<BonusDetails />);
    const active = await screen.findByTestId('bonus-active');
    expect(screen.getByTestId('bonus-progress').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('bonus-progress-percent').textContent).toBe('40%');
    expect(screen.getByTestId('bonus-progress-text').textContent).toBe('₱4,000.00 of ₱10,000.00 wagered');
    expect(screen.getByTestId('bonus-left').textContent).toBe('₱6,000.00 left to wager');
    expect(screen.getByTestId('bonus-balance').textContent).toBe('₱800.00');
    expect(screen.getByTestId('bonus-max-bet').textContent).toBe('₱200.00');
    expect(screen.getByTestId('bonus-cap').textContent).toBe('₱5,000.00');
    expect(screen.getByTestId('bonus-expires').textContent).toBe('12 days 5 hours left2025-03-13 13:00 (GMT+08:00)');
    expect(within(screen.getByTestId('bonus-rules')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Hi-Lo does not count and cannot be played while the bonus is active',
      'Live Casino bets count 20% toward wagering',
      'Every other game counts 100%',
      'Withdrawing while the bonus is active forfeits the bonus money',
    ]);
    // The active one comes before the queued and ended ones.
    const queued = screen.getByTestId('bonus-queued');
    expect(active.compareDocumentPosition(queued) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(queued).getByTestId('bonus-row').textContent).toContain('Starts when your active bonus ends; ₱3,000.00 to wager.');
    const ended = within(screen.getByTestId('bonus-ended')).getByTestId('bonus-row');
    expect(ended.getAttribute('data-status')).toBe('completed');
    expect(ended.textContent).toContain('Became cash: ₱450.00');
    const event = await screen.findByTestId('bonus-event');
    expect(event.getAttribute('data-kind')).toBe('wagered');
    expect(event.textContent).toContain('Welcome bonus 100%');
    expect(event.textContent).toContain('₱20.00');
  });

  it('forfeits only after the confirmation that says what is lost and what is not', async () => {
    let bonuses = [buildBonus()];
    const api = servePromotions({
      [bonusDetails.path]: () => ok({ currencySymbol: '₱', bonuses }),
      [bonusHistory.path]: () => ok(pageOf([])),
      [`POST ${bonusForfeit.path}`]: () => {
        bonuses = [buildBonus({ status: 'forfeited', balance: '0', endedAt: T0 })];
        return ok(bonuses[0]);
      },
    });
    renderPromotions(<BonusDetails />);
    fireEvent.click(await screen.findByTestId('bonus-forfeit'));
    const points = within(screen.getByTestId('bonus-forfeit-points')).getAllByRole('listitem').map((li) => li.textContent);
    expect(points).toEqual([
      'You lose the bonus money: ₱800.00. This cannot be undone.',
      'Your real money is not touched.',
      'The max bet and the game limits end at once; a waiting bonus may start.',
    ]);
    // Keeping it sends nothing.
    fireEvent.click(screen.getByTestId('bonus-forfeit-keep'));
    expect(screen.queryByTestId('bonus-forfeit-points')).toBeNull();
    expect(api.of(bonusForfeit.path, 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('bonus-forfeit'));
    fireEvent.click(screen.getByTestId('bonus-forfeit-confirm'));
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe('The bonus was forfeited. Your real money is as it was.');
    expect(api.of(bonusForfeit.path, 'POST').map((c) => c.body)).toEqual([{ bonusId: 11 }]);
    // The bonuses are read again: the forfeited one is among the ended.
    await waitFor(() => expect(within(screen.getByTestId('bonus-ended')).getByTestId('bonus-row').getAttribute('data-status')).toBe('forfeited'));
    expect(screen.queryByTestId('bonus-active')).toBeNull();
  });

  it('keeps the confirmation open with the reason when the forfeit is refused', async () => {
    servePromotions({
      [bonusDetails.path]: () => ok({ currencySymbol: '₱', bonuses: [buildBonus()] }),
      [bonusHistory.path]: () => ok(pageOf([])),
      [`POST ${bonusForfeit.path}`]: () => fail(409, 'invalid_state'),
    });
    renderPromotions(<BonusDetails />);
    fireEvent.click(await screen.findByTestId('bonus-forfeit'));
    fireEvent.click(screen.getByTestId('bonus-forfeit-confirm'));
    expect((await screen.findByTestId('bonus-forfeit-error')).textContent).toBe('This request has already been handled and can no longer be changed.');
    expect(screen.getByTestId('bonus-forfeit-points')).toBeTruthy();
  });

  it('pages through the history', async () => {
    const api = servePromotions({
      [bonusDetails.path]: () => ok({ currencySymbol: '₱', bonuses: [buildBonus()] }),
      [bonusHistory.path]: ({ url }) => {
        const page = Number(url.searchParams.get('pageNo'));
        return ok(pageOf([buildBonusEvent({ kind: page === 1 ? 'wagered' : 'issued', at: T0 - page * DAY })], { pageNo: page, totalPages: 2 }));
      },
    });
    renderPromotions(<BonusDetails />);
    expect((await screen.findByTestId('bonus-event')).getAttribute('data-kind')).toBe('wagered');
    expect(screen.getByTestId('bonus-history-pager-page').textContent).toBe('Page 1 of 2');
    fireEvent.click(screen.getByTestId('bonus-history-pager-next'));
    await waitFor(() => expect(screen.getByTestId('bonus-event').getAttribute('data-kind')).toBe('issued'));
    expect(api.of(bonusHistory.path).map((c) => c.url.searchParams.get('pageNo'))).toEqual(['1', '2']);
  });

  it('has an empty state with a link to the promotions', async () => {
    const api = servePromotions({ [bonusDetails.path]: () => ok({ currencySymbol: '₱', bonuses: [] }) });
    renderPromotions(<BonusDetails />);
    expect((await screen.findByTestId('bonus-promotions-link')).getAttribute('href')).toBe('/promotions');
    expect(screen.getByText('You have no bonuses yet')).toBeTruthy();
    expect(api.of(bonusHistory.path)).toHaveLength(0);
  });

  it('makes no call for a trial member', async () => {
    const api = servePromotions({ [bonusDetails.path]: () => ok({ currencySymbol: '₱', bonuses: [] }) });
    renderPromotions(<BonusDetails />, { who: 'trial' });
    await act(async () => undefined);
    expect(api.calls).toEqual([]);
  });
});
