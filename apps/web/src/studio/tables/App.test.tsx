import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StudioError } from '../shared/envelope';
import type { TGameLaunch } from '../shared/launch';
import type { TSocketHandlers } from '../shared/socket';
import type { TTablesApi } from './api';
import { App } from './App';
import type { TConnect } from './socket';
import type { TRoundView, TServerMessage, TSession, TSpotView, TTableGame } from './types';

type TLaunch = TGameLaunch<TTableGame>;

const launch = (over: Partial<TLaunch> = {}): TLaunch => ({ game: 'baccarat', mode: 'fun', token: undefined, language: 'EN', theme: 'dark', returnUrl: null, ...over });
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const ROUND_ID = '00000000-0000-4000-8000-000000000001';

const BACCARAT_SPOTS: TSpotView[] = [
  { spot: 'player', kind: 'Player', label: 'Player', pays: '1:1', nameKey: 'tables.baccarat.spot.player' },
  { spot: 'banker', kind: 'Banker', label: 'Banker', pays: '0.95:1', nameKey: 'tables.baccarat.spot.banker' },
  { spot: 'tie', kind: 'Tie', label: 'Tie', pays: '8:1', nameKey: 'tables.baccarat.spot.tie' },
  { spot: 'player-pair', kind: 'Player Pair', label: 'Player Pair', pays: '11:1', nameKey: 'tables.baccarat.spot.player-pair' },
  { spot: 'banker-pair', kind: 'Banker Pair', label: 'Banker Pair', pays: '11:1', nameKey: 'tables.baccarat.spot.banker-pair' },
];

const round = (over: Partial<TRoundView> = {}): TRoundView => ({ roundId: ROUND_ID, roundNo: 41, phase: 'betting', opensAt: iso(-1000), closesAt: iso(14_000), settlesAt: iso(23_000), outcome: null, ...over });

const session = (over: Partial<TSession> = {}): TSession => ({
  mode: 'fun',
  funId: 'fun_0123456789abcdefghijkl',
  currency: 'PHP',
  balance: '200000',
  table: { tableId: 'baccarat', game: 'baccarat', name: 'Baccarat', status: 'open', bettingMs: 15_000, dealingMs: 9_000, resultMs: 4_000 },
  spots: BACCARAT_SPOTS,
  limits: { min: '10', max: '50000' },
  chipValues: ['10', '50', '100', '500'],
  round: round(),
  totals: { banker: '12500' },
  players: 3,
  seated: 8,
  myChips: [],
  history: [],
  roads: null,
  serverNow: iso(0),
  ...over,
});

function setup(over: { session?: TSession; bet?: TTablesApi['bet']; launch?: Partial<TLaunch> } = {}) {
  sessionStorage.clear();
  const api = { session: vi.fn(async () => over.session ?? session()), bet: vi.fn(over.bet ?? (async () => ({ duplicate: false, myChips: [{ spot: 'player', amount: '100' }] }))) };
  let handlers: TSocketHandlers<TServerMessage> | null = null;
  const stop = vi.fn();
  const connect = vi.fn((o: Parameters<TConnect>[0]) => {
    handlers = o.handlers;
    return stop;
  }) as unknown as TConnect;
  const utils = render(<App launch={launch(over.launch)} api={api} connect={connect} />);
  const send = (m: TUnclocked) => act(() => handlers!.onMessage({ serverNow: iso(0), ...m } as TServerMessage));
  return { api, connect, send, stop, ...utils, hasSocket: () => handlers !== null };
}

/** A server message without its clock (added here). */
type TUnclocked = TServerMessage extends infer M ? (M extends unknown ? Omit<M, 'serverNow'> : never) : never;

const balance = () => screen.getByTestId('balance').textContent?.replace(/\s+/g, ' ').trim();
const spot = (name: RegExp) => screen.getByRole('button', { name });

afterEach(() => vi.useRealTimers());

describe('the live table page', () => {
  it('loads the table, stacks chips, confirms them as one bet and books the win (fun credits)', async () => {
    const { api, send, hasSocket } = setup();
    await waitFor(() => expect(balance()).toBe('2,000.00 PHP'));
    await waitFor(() => expect(hasSocket()).toBe(true));
    expect(api.session).toHaveBeenCalledWith({ mode: 'fun' });
    expect(screen.getByText('Place your bets')).toBeTruthy();
    expect(screen.getByLabelText('8 at the table')).toBeTruthy();
    expect(spot(/^Banker, pays 0\.95:1, all players 125\.00/)).toBeTruthy();

    // The default chip is the second smallest (0.50): two taps on Player, one on Tie, Undo takes the Tie back.
    fireEvent.click(spot(/^Player, pays 1:1/));
    fireEvent.click(spot(/^Player, pays 1:1/));
    fireEvent.click(spot(/^Tie, pays 8:1/));
    expect(screen.getByRole('button', { name: 'Confirm 1.50' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(spot(/^Player, pays 1:1, to confirm 1\.00$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm 1.00' }));

    await waitFor(() => expect(balance()).toBe('1,999.00 PHP'));
    expect(api.bet).toHaveBeenCalledTimes(1);
    const [who, body] = api.bet.mock.calls[0]!;
    expect(who).toEqual({ mode: 'fun', token: undefined, funId: 'fun_0123456789abcdefghijkl' });
    expect(body).toEqual({ roundId: ROUND_ID, clientBetId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), chips: [{ spot: 'player', amount: '100' }] });
    expect(spot(/^Player, pays 1:1, your bet 1\.00$/)).toBeTruthy();
    expect(screen.getByText('Your bets this round: 1.00 PHP')).toBeTruthy();

    send({ type: 'settled', roundId: ROUND_ID, stake: '100', payout: '200' });
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('You win 2.00 PHP');
    expect(balance()).toBe('2,001.00 PHP');
    expect(JSON.parse(sessionStorage.getItem('tables:baccarat:fun')!)).toEqual({ funId: 'fun_0123456789abcdefghijkl', balance: '200100' });
  });

  it('drops unconfirmed chips when the deal comes and reveals the result', async () => {
    const { send } = setup();
    await waitFor(() => expect(balance()).toBe('2,000.00 PHP'));
    fireEvent.click(spot(/^Banker, pays/));
    expect(screen.getByRole('button', { name: 'Confirm 0.50' })).toBeTruthy();
    // A deal that closed long enough ago is shown whole.
    const outcome = { player: [24, 36], banker: [16, 40], playerTotal: 7, bankerTotal: 5, winner: 'player', playerPair: false, bankerPair: false, natural: false };
    send({ type: 'deal', round: round({ phase: 'dealing', closesAt: iso(-20_000), outcome }) });
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
    expect(spot(/^Banker, pays 0\.95:1, all players 125\.00$/)).toBeTruthy();
    expect(screen.getByText('Player wins 7–5')).toBeTruthy();
    expect(screen.getByLabelText('Seven of Spades')).toBeTruthy();
    expect(spot(/^Player, pays 1:1, wins$/)).toBeTruthy();
  });

  it('says when the round closed before the chips arrived', async () => {
    const { api } = setup({
      bet: async () => {
        throw new StudioError(409, 'round_closed', 'No more bets');
      },
    });
    await waitFor(() => expect(balance()).toBe('2,000.00 PHP'));
    fireEvent.click(spot(/^Tie, pays/));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm 0.50' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No more bets: this round is closed'));
    expect(api.bet).toHaveBeenCalledTimes(1);
    expect(balance()).toBe('2,000.00 PHP');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('keeps a chip off a spot it would take past the maximum', async () => {
    setup({ session: session({ limits: { min: '10', max: '60' } }) });
    await waitFor(() => expect(balance()).toBe('2,000.00 PHP'));
    fireEvent.click(spot(/^Player, pays/));
    fireEvent.click(spot(/^Player, pays/));
    expect(screen.getByRole('alert').textContent).toContain('The most one spot may carry this round is 0.60 PHP.');
    expect(screen.getByRole('button', { name: 'Confirm 0.50' })).toBeTruthy();
  });

  it('tries again by itself when the table cannot be reached at first', async () => {
    const api = {
      session: vi.fn<TTablesApi['session']>().mockRejectedValueOnce(new StudioError(0, 'network', 'network')).mockResolvedValue(session()),
      bet: vi.fn<TTablesApi['bet']>(),
    };
    const connect = vi.fn(() => () => undefined) as unknown as TConnect;
    render(<App launch={launch()} api={api} connect={connect} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The table could not be reached'));
    expect(connect).not.toHaveBeenCalled();
    await waitFor(() => expect(balance()).toBe('2,000.00 PHP'));
    expect(api.session).toHaveBeenCalledTimes(2);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('asks for the lobby when a real-money launch has no token', () => {
    const { api } = setup({ launch: { mode: 'real', token: undefined } });
    expect(screen.getByRole('alert').textContent).toContain('Your game session has expired');
    expect(api.session).not.toHaveBeenCalled();
  });

  it('says so when the table is unknown', () => {
    render(<App launch={launch({ game: null })} />);
    expect(screen.getByText('This table could not be found')).toBeTruthy();
  });

  it.each<[TTableGame, unknown, string]>([
    ['dragon-tiger', { dragon: 51, tiger: 25, winner: 'dragon', suitedTie: false }, 'Dragon wins K♣ – 7♥'],
    ['sic-bo', { dice: [2, 3, 6], total: 11, triple: false }, '2 · 3 · 6 = 11 · Big · Odd'],
    ['roulette', { number: 17, pocket: 8, colour: 'black' }, '17 Black'],
    ['color-game', { dice: ['red', 'red', 'blue'] }, 'Red · Red · Blue'],
  ])('shows a %s result', async (game, outcome, headline) => {
    const table = { ...session().table, tableId: game, game };
    setup({ launch: { game }, session: session({ table, spots: [], round: round({ phase: 'settled', closesAt: iso(-20_000), outcome }), history: [outcome] }) });
    await waitFor(() => expect(document.querySelector('.tb-banner__text')?.textContent).toBe(headline));
    // The history strip lists it too, in words for screen readers.
    expect(screen.getByRole('list').children).toHaveLength(1);
    expect(screen.getByRole('list').textContent).toContain(headline);
  });
});
