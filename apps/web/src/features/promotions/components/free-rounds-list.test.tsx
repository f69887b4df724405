import { bonusDetails, bonusHistory, freeRoundList, launchGame, type TFreeRoundGrant } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { popups } from '@/lib/popups';
import { DAY, fail, ok, pageOf, renderPromotions, servePromotions, T0 } from '../testing/render-promotions';
import { BonusDetails } from './bonus-details';
import { FreeRoundsList } from './free-rounds-list';

const grant = (over: Partial<TFreeRoundGrant> = {}): TFreeRoundGrant => ({
  id: 7,
  vassalage: 'WPS',
  gameCode: 'lucky-reels',
  gameName: 'Lucky Reels',
  gameType: 'RNG',
  roundsGranted: 10,
  roundsLeft: 4,
  stake: '2000',
  status: 'active',
  expiresAt: T0 + 3 * DAY,
  createdAt: T0 - DAY,
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => dialogs.clear());
});

describe('free spins in bonusDetails', () => {
  it('lists each grant: game, spins left of granted, stake a spin and expiry', async () => {
    servePromotions({ [freeRoundList.path]: () => ok({ currencySymbol: '₱', grants: [grant(), grant({ id: 8, gameName: 'Lucky Reels', roundsLeft: 1, roundsGranted: 1, stake: '400', expiresAt: T0 + 9 * DAY })] }) });
    renderPromotions(<FreeRoundsList />);
    const section = await screen.findByTestId('free-rounds');
    expect(within(section).getByRole('heading').textContent).toBe('Free spins');
    const cards = within(section).getAllByTestId('free-rounds-grant');
    expect(cards.map((c) => c.getAttribute('data-grant'))).toEqual(['7', '8']);
    expect(within(cards[0]!).getByTestId('free-rounds-left').textContent).toBe('4 of 10 spins left');
    expect(within(cards[0]!).getByTestId('free-rounds-stake').textContent).toBe('₱20.00 a spin');
    expect(within(cards[0]!).getByTestId('free-rounds-expires').textContent).toContain('Use by 2025-03-04 08:00 (GMT+08:00)');
    expect(within(cards[1]!).getByTestId('free-rounds-left').textContent).toBe('1 of 1 spins left');
    expect(within(cards[0]!).getByTestId('free-rounds-play').textContent).toBe('Play Lucky Reels');
  });

  it('the play button launches the grant\'s game for real money in the game view', async () => {
    const api = servePromotions({
      [freeRoundList.path]: () => ok({ currencySymbol: '₱', grants: [grant()] }),
      [`POST ${launchGame.path}`]: () => ok({ url: 'http://localhost/studio/lucky-reels/?token=x', token: 'x'.repeat(32), mode: 'real', expiresAt: new Date(T0 + DAY).toISOString() }),
    });
    const open = vi.spyOn(popups, 'open');
    renderPromotions(<FreeRoundsList />);
    fireEvent.click(await screen.findByTestId('free-rounds-play'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('game', { launch: { url: 'http://localhost/studio/lucky-reels/?token=x', title: 'Lucky Reels', mode: 'real' } }));
    expect(api.of(launchGame.path, 'POST')[0]?.body).toMatchObject({ vassalage: 'WPS', gameCode: 'lucky-reels' });
    open.mockRestore();
  });

  it('counts the spins played in the game popup when it closes, the list having stayed under it', async () => {
    let left = 4;
    servePromotions({
      [freeRoundList.path]: () => ok({ currencySymbol: '₱', grants: [grant({ roundsLeft: left })] }),
      [`POST ${launchGame.path}`]: () => ok({ url: 'http://localhost/studio/lucky-reels/?token=x', token: 'x'.repeat(32), mode: 'real', expiresAt: new Date(T0 + DAY).toISOString() }),
    });
    renderPromotions(<FreeRoundsList />);
    fireEvent.click(await screen.findByTestId('free-rounds-play'));
    await waitFor(() => expect(popups.get()?.name).toBe('game'));
    // A spin in the game.
    left = 3;
    act(() => popups.close());
    await waitFor(() => expect(screen.getByTestId('free-rounds-left').textContent).toBe('3 of 10 spins left'));
  });

  it('a refused launch is said in words', async () => {
    servePromotions({
      [freeRoundList.path]: () => ok({ currencySymbol: '₱', grants: [grant()] }),
      [`POST ${launchGame.path}`]: () => fail(409, 'game_maintenance'),
    });
    renderPromotions(<FreeRoundsList />);
    fireEvent.click(await screen.findByTestId('free-rounds-play'));
    expect(await screen.findByText('This game is under maintenance. Please see our other popular games.')).toBeTruthy();
  });

  it('shows nothing without grants, and sits above the bonuses when there are some', async () => {
    servePromotions({
      [freeRoundList.path]: () => ok({ currencySymbol: '₱', grants: [] }),
      [bonusDetails.path]: () => ok({ currencySymbol: '₱', bonuses: [] }),
    });
    const first = renderPromotions(<BonusDetails />);
    await screen.findByTestId('bonus-details-empty');
    await waitFor(() => expect(screen.queryByTestId('free-rounds')).toBeNull());
    first.unmount();
    vi.unstubAllGlobals();

    servePromotions({
      [freeRoundList.path]: () => ok({ currencySymbol: '₱', grants: [grant()] }),
      [bonusDetails.path]: () => ok({ currencySymbol: '₱', bonuses: [] }),
      [bonusHistory.path]: () => ok(pageOf([])),
    });
    renderPromotions(<BonusDetails />);
    const empty = await screen.findByTestId('bonus-details-empty');
    expect(await within(empty).findByTestId('free-rounds-grant')).toBeTruthy();
  });
});
