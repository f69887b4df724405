import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLaunch } from '../shared/launch';
import type { TSession, TSpinResult } from './api';
import { App } from './App';

const launch = (over: Partial<TLaunch> = {}): TLaunch => ({ mode: 'real', token: 't'.repeat(32), language: 'EN', theme: 'dark', returnUrl: null, ...over });
const grid = [
  ['CHERRY', 'BELL', 'SEVEN', 'GRAPES', 'ACE'],
  ['KING', 'QUEEN', 'JACK', 'TEN', 'QUEEN'],
  ['JACK', 'TEN', 'ACE', 'BELL', 'CHERRY'],
];
const view = { grid, lineWins: [], scatterCount: 0, scatterWin: '0', freeSpinsAwarded: 0, multiplier: 1, win: '0' };

const session = (over: Partial<TSession> = {}): TSession => ({
  mode: 'real',
  playerId: '42',
  currency: 'PHP',
  balance: '10000',
  betLevels: ['20', '100', '1000'],
  defaultBet: '100',
  lines: 20,
  paylines: [[1, 1, 1, 1, 1]],
  paytable: [],
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { award: 10, maxPerRound: 50, multiplier: 2 },
  rtp: '96.1',
  jackpot: null,
  freeRounds: [{ grantId: '7', roundsLeft: 2, roundsGranted: 5, stake: '200', expiresAt: '2030-01-01T00:00:00.000Z' }],
  ...over,
});

const spinResult = (over: Partial<TSpinResult> = {}): TSpinResult => ({
  mode: 'real',
  roundId: '42-x',
  clientSpinId: 'x',
  bet: '200',
  base: view,
  freeSpins: [],
  baseWin: '0',
  featureWin: '0',
  totalWin: '0',
  jackpotWin: '0',
  balance: '10000',
  currency: 'PHP',
  duplicate: false,
  ...over,
});

/** The studio server: the session, then each spin's answer in turn; records every spin's body. */
function serve(s: TSession, spins: TSpinResult[]) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (String(input).endsWith('/session')) return new Response(JSON.stringify({ success: true, value: s }));
    bodies.push(body);
    const next = spins.shift();
    return new Response(JSON.stringify({ success: true, value: next }));
  });
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s+/g, ' ').trim();

describe('free spins on the Lucky Reels page', () => {
  it('offers the member\'s free spins at their stake, plays them without charging the balance, and counts them down', { timeout: 20_000 }, async () => {
    const bodies = serve(session(), [
      spinResult({ freeRound: { grantId: '7', roundsLeft: 1 }, totalWin: '0', balance: '10000' }),
      spinResult({ freeRound: { grantId: '7', roundsLeft: 0 }, baseWin: '300', totalWin: '300', balance: '10300', base: { ...view, win: '300' } }),
    ]);
    render(<App launch={launch()} />);
    await waitFor(() => expect(text('lr-gift-count')).toBe('2 free spins at 2.00 PHP'));
    // The stake is the grant's: the bet meter says so and cannot be changed.
    expect(text('lr-bet')).toBe('2.00');
    expect(screen.getByLabelText('Lower bet').hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Raise bet').hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByLabelText('Spin'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ mode: 'real', bet: '200', freeRoundGrantId: '7' });
    // Not taken from the balance while it spins.
    expect(text('balance')).toBe('100.00 PHP');
    await waitFor(() => expect(text('lr-gift-count')).toBe('1 free spins at 2.00 PHP'), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByLabelText('Spin').classList.contains('is-busy')).toBe(false), { timeout: 10_000 });

    fireEvent.click(screen.getByLabelText('Spin'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(screen.getByText('You have played all your free spins. Good luck!')).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect(text('balance')).toBe('103.00 PHP'), { timeout: 10_000 });
    expect(screen.queryByTestId('lr-gift')).toBeNull();
    // Back to the member's own bet.
    expect(text('lr-bet')).toBe('1.00');
  });

  it('the member may keep them for later and play with their balance', async () => {
    const bodies = serve(session(), [spinResult({ bet: '100', balance: '9900' })]);
    render(<App launch={launch()} />);
    await waitFor(() => expect(screen.getByTestId('lr-gift-toggle').textContent).toBe('Play with my balance'));
    fireEvent.click(screen.getByTestId('lr-gift-toggle'));
    expect(screen.getByTestId('lr-gift-toggle').textContent).toBe('Play free spins');
    expect(text('lr-bet')).toBe('1.00');
    fireEvent.click(screen.getByLabelText('Spin'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ bet: '100' });
    expect(bodies[0]!.freeRoundGrantId).toBeUndefined();
  });

  it('shows nothing of free spins when there are none', async () => {
    serve(session({ freeRounds: [] }), []);
    render(<App launch={launch()} />);
    await waitFor(() => expect(text('balance')).toBe('100.00 PHP'));
    expect(screen.queryByTestId('lr-gift')).toBeNull();
  });
});
