import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StudioError } from '../shared/envelope';
import type { TLaunch } from '../shared/launch';
import type { TSocketHandlers } from '../shared/socket';
import type { TBetView, TConnect, TCrashApi, TRoundView, TServerMessage, TSession } from './api';
import { App } from './App';

const launch = (over: Partial<TLaunch> = {}): TLaunch => ({ mode: 'fun', token: undefined, language: 'EN', theme: 'dark', returnUrl: null, ...over });
const R1 = '00000000-0000-4000-8000-000000000001';
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

const betting = (over: Partial<TRoundView> = {}): TRoundView => ({ roundId: R1, gameNo: 41, phase: 'betting', opensAt: iso(-2000), startsAt: iso(6000), ...over });

const session = (over: Partial<TSession> = {}): TSession => ({
  mode: 'fun',
  funId: 'fun_0123456789abcdefghijkl',
  currency: 'PHP',
  balance: '200000',
  limits: { minBet: '100', maxBet: '500000', maxWin: '10000000' },
  autoplay: true,
  rtp: '99.00',
  chain: { terminatingHash: 'c'.repeat(64), salt: 'pepper', length: 100_000 },
  round: betting(),
  bets: [{ name: 'Player ••x1z', amount: '5000', status: 'placed' }],
  myBet: null,
  history: [
    { roundId: 'h2', gameNo: 40, point: 1250, hash: 'b'.repeat(64) },
    { roundId: 'h1', gameNo: 39, point: 135, hash: 'a'.repeat(64) },
  ],
  serverNow: iso(0),
  ...over,
});

function fakeApi(over: Partial<TCrashApi> = {}) {
  return {
    session: vi.fn(async () => session()),
    bet: vi.fn(async (_who: unknown, body: { bet: string }) => ({ duplicate: false, bet: { name: 'Guest', amount: body.bet, status: 'placed' } as TBetView })),
    cashout: vi.fn(async () => ({ duplicate: false, bet: { name: 'Guest', amount: '100', status: 'cashed', cashedAt: 150, payout: '150' } as TBetView })),
    ...over,
  };
}

function fakeSocket() {
  let handlers: TSocketHandlers<TServerMessage> | null = null;
  const hello: Record<string, unknown>[] = [];
  const connect: TConnect = (o) => {
    handlers = o.handlers;
    hello.push(o.hello());
    return () => {
      handlers = null;
    };
  };
  return {
    connect,
    hello,
    open: () => act(() => handlers!.onOpen(false)),
    send: (m: TServerMessage extends infer M ? (M extends TServerMessage ? Omit<M, 'serverNow'> : never) : never) => act(() => handlers!.onMessage({ serverNow: iso(0), ...m } as TServerMessage)),
    down: () => act(() => handlers!.onDown()),
  };
}

const balance = () => screen.getByTestId('balance').textContent?.replace(/\s+/g, ' ').trim();

describe('the Crash page', () => {
  it('plays a fun round: bet, take-off, cash out, bust', async () => {
    const api = fakeApi();
    const socket = fakeSocket();
    render(<App launch={launch()} api={api} connect={socket.connect} />);
    await waitFor(() => expect(balance()).toBe('2,000.00 PHP'));
    expect(api.session).toHaveBeenCalledWith({ mode: 'fun' });
    expect(screen.getByText('FUN')).toBeTruthy();
    expect(screen.getByTestId('countdown').textContent).toMatch(/^\d\.\ds$/);
    expect(screen.getByText('Player ••x1z')).toBeTruthy();
    // The socket says who is playing with the fun id the session gave.
    await waitFor(() => expect(socket.hello).toEqual([{ mode: 'fun', funId: 'fun_0123456789abcdefghijkl' }]));

    fireEvent.click(screen.getByTestId('bet'));
    await waitFor(() => expect(api.bet).toHaveBeenCalledWith({ mode: 'fun', funId: 'fun_0123456789abcdefghijkl' }, { roundId: R1, bet: '100' }));
    await waitFor(() => expect(balance()).toBe('1,999.00 PHP'));
    expect(screen.getByText('Bet placed')).toBeTruthy();

    socket.send({ type: 'start', round: betting({ phase: 'running', startsAt: iso(-7000) }), bets: [{ name: 'Guest', amount: '100', status: 'placed' }] });
    const cashout = await screen.findByTestId('cashout');
    expect(screen.getByTestId('multiplier').textContent).toMatch(/^1\.5\d×$/);
    expect(cashout.textContent).toMatch(/Cash out1\.5\d PHP/);

    fireEvent.click(cashout);
    await waitFor(() => expect(api.cashout).toHaveBeenCalledWith({ mode: 'fun', funId: 'fun_0123456789abcdefghijkl' }, { roundId: R1 }));
    await waitFor(() => expect(balance()).toBe('2,000.50 PHP'));
    expect(screen.getByText('Cashed out at 1.50×: you won 1.50 PHP.')).toBeTruthy();

    socket.send({ type: 'crash', round: betting({ phase: 'crashed', startsAt: iso(-9000), point: 317, hash: 'd'.repeat(64), bustsAt: iso(0) }), bets: [{ name: 'Guest', amount: '100', status: 'cashed', cashedAt: 150, payout: '150' }] });
    expect(screen.getByTestId('multiplier').textContent).toBe('Crashed @ 3.17×');
    expect(screen.getByRole('button', { name: 'Round 41: crashed at 3.17×' })).toBeTruthy();
    // The settled event of the same cash-out pays nothing more.
    socket.send({ type: 'settled', roundId: R1, bet: { name: 'Guest', amount: '100', status: 'cashed', cashedAt: 150, payout: '150' } });
    expect(balance()).toBe('2,000.50 PHP');
  });

  it('a cash-out that reaches the studio after the bust is too late', async () => {
    const api = fakeApi({
      session: vi.fn(async () => session({ round: betting({ phase: 'running', startsAt: iso(-3000) }), myBet: { name: 'Guest', amount: '100', status: 'placed' } })),
      cashout: vi.fn(async () => {
        throw new StudioError(409, 'round_closed', 'Too late: the round crashed');
      }),
    });
    const socket = fakeSocket();
    render(<App launch={launch()} api={api} connect={socket.connect} />);
    fireEvent.click(await screen.findByTestId('cashout'));
    expect((await screen.findByRole('alert')).textContent).toContain('Too late');
  });

  it('colours the history and shows a round’s hash with the verifier link', async () => {
    render(<App launch={launch()} api={fakeApi()} connect={fakeSocket().connect} />);
    const high = await screen.findByRole('button', { name: 'Round 40: crashed at 12.50×' });
    expect(high.className).toContain('is-high');
    expect(screen.getByRole('button', { name: 'Round 39: crashed at 1.35×' }).className).toContain('is-low');
    fireEvent.click(high);
    const link = screen.getByRole('link', { name: /Verify/ }) as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(url.pathname).toBe('/provably-fair');
    expect(Object.fromEntries(url.searchParams)).toEqual({ game: 'crash', hash: 'b'.repeat(64), salt: 'pepper', terminatingHash: 'c'.repeat(64) });
  });

  it('hides auto-bet when the brand does not allow it', async () => {
    const { unmount } = render(<App launch={launch()} api={fakeApi()} connect={fakeSocket().connect} />);
    expect(await screen.findByRole('tab', { name: 'Auto-bet' })).toBeTruthy();
    unmount();
    render(<App launch={launch()} api={fakeApi({ session: vi.fn(async () => session({ autoplay: false })) })} connect={fakeSocket().connect} />);
    await waitFor(() => expect(balance()).toBe('2,000.00 PHP'));
    expect(screen.queryByRole('tab', { name: 'Auto-bet' })).toBeNull();
  });

  it('real money: the wallet’s balance, the badge, and an expired token', async () => {
    const api = fakeApi({
      session: vi.fn(async () => session({ mode: 'real', playerId: 'p-abc', funId: undefined, balance: '123456' })),
      bet: vi.fn(async () => {
        throw new StudioError(401, 'game_token_invalid', 'expired');
      }),
    });
    render(<App launch={launch({ mode: 'real', token: 't'.repeat(24) })} api={api} connect={fakeSocket().connect} />);
    await waitFor(() => expect(balance()).toBe('1,234.56 PHP'));
    expect(screen.getByText('REAL')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bet'));
    expect((await screen.findByRole('alert')).textContent).toContain('session has expired');
  });

  it('a real launch without a token does not start', async () => {
    const api = fakeApi();
    render(<App launch={launch({ mode: 'real' })} api={api} connect={fakeSocket().connect} />);
    expect((await screen.findByRole('alert')).textContent).toContain('session has expired');
    expect(api.session).not.toHaveBeenCalled();
  });

  it('checks the bet against the fun credits before sending it', async () => {
    const api = fakeApi({ session: vi.fn(async () => session({ balance: '50' })) });
    render(<App launch={launch()} api={api} connect={fakeSocket().connect} />);
    await waitFor(() => expect(balance()).toBe('0.50 PHP'));
    fireEvent.click(screen.getByTestId('bet'));
    expect((await screen.findByRole('alert')).textContent).toContain('Not enough balance');
    expect(api.bet).not.toHaveBeenCalled();
  });
  it('auto-bet repeats the bet on each new round and stops on a loss', async () => {
    const api = fakeApi();
    const socket = fakeSocket();
    render(<App launch={launch()} api={api} connect={socket.connect} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Auto-bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() => expect(api.bet).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.bet).mock.calls[0]![1]).toEqual({ roundId: R1, bet: '100' });
    expect(screen.getByRole('button', { name: /Stop auto-bet/ }).textContent).toContain('9 left');

    // The next round: the same bet again, by itself.
    const R2 = '00000000-0000-4000-8000-000000000002';
    socket.send({ type: 'crash', round: betting({ phase: 'crashed', startsAt: iso(-3000), point: 120, hash: 'd'.repeat(64), bustsAt: iso(-100) }), bets: [] });
    socket.send({ type: 'settled', roundId: R1, bet: { name: 'Guest', amount: '100', status: 'cashed', cashedAt: 110, payout: '110' } });
    socket.send({ type: 'round', round: betting({ roundId: R2, gameNo: 42, opensAt: iso(0), startsAt: iso(7000) }) });
    await waitFor(() => expect(api.bet).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.bet).mock.calls[1]![1]).toEqual({ roundId: R2, bet: '100' });

    // A loss stops it (stop on a loss is on by default): no bet on the round after.
    const R3 = '00000000-0000-4000-8000-000000000003';
    socket.send({ type: 'settled', roundId: R2, bet: { name: 'Guest', amount: '100', status: 'lost' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Auto-bet stopped');
    socket.send({ type: 'round', round: betting({ roundId: R3, gameNo: 43, opensAt: iso(1), startsAt: iso(7000) }) });
    await new Promise((r) => setTimeout(r, 500));
    expect(api.bet).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Start auto-bet' })).toBeTruthy();
  });

  it('a bet pressed during the flight waits for the next round', async () => {
    const api = fakeApi({ session: vi.fn(async () => session({ round: betting({ phase: 'running', startsAt: iso(-2000) }) })) });
    const socket = fakeSocket();
    render(<App launch={launch()} api={api} connect={socket.connect} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bet on the next round' }));
    expect(screen.getByRole('button', { name: /Cancel next-round bet/ })).toBeTruthy();
    expect(api.bet).not.toHaveBeenCalled();
    const R2 = '00000000-0000-4000-8000-000000000002';
    socket.send({ type: 'round', round: betting({ roundId: R2, gameNo: 42, opensAt: iso(0), startsAt: iso(7000) }) });
    await waitFor(() => expect(api.bet).toHaveBeenCalledWith(expect.anything(), { roundId: R2, bet: '100' }));
  });
});
