import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TOriginalsSession, TRoundView } from '@wps/fair';
import { describe, expect, it, vi } from 'vitest';
import { StudioError } from '../shared/envelope';
import type { TGameLaunch } from '../shared/launch';
import { studioApi, type TStudioApi } from './api';
import { App } from './App';
import type { TGame } from './logic';

type TLaunch = TGameLaunch<TGame>;

const launch = (over: Partial<TLaunch> = {}): TLaunch => ({ game: 'dice', mode: 'fun', token: undefined, language: 'EN', theme: 'dark', returnUrl: null, ...over });

const session = (over: Partial<TOriginalsSession> = {}): TOriginalsSession => ({
  mode: 'fun',
  game: 'dice',
  funId: 'fun_0123456789abcdefghijkl',
  currency: 'PHP',
  balance: '100000',
  limits: { minBet: '100', maxBet: '1000000', maxWin: '100000000' },
  edgeBp: 100,
  rtp: '99.00',
  autoplay: true,
  turbo: true,
  seeds: { serverSeedHash: 'a'.repeat(64), nextServerSeedHash: 'b'.repeat(64), clientSeed: 'my-seed', nonce: 0 },
  ...over,
});

let n = 0;
const round = (over: Partial<TRoundView>): TRoundView => ({
  roundId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  clientRoundId: 'abcdefgh12',
  game: 'dice',
  mode: 'fun',
  status: 'won',
  bet: '100',
  currency: 'PHP',
  params: {},
  multiplier: '1.9801',
  payout: '198',
  result: { roll: 7000 },
  seed: { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 0 },
  duplicate: false,
  ...over,
});

function fakeApi(over: Partial<TStudioApi> = {}): TStudioApi & { [K in keyof TStudioApi]: ReturnType<typeof vi.fn> } {
  return {
    session: vi.fn(async () => session()),
    bet: vi.fn(async () => round({})),
    act: vi.fn(async () => round({})),
    rotate: vi.fn(),
    ...over,
  } as never;
}

const balance = () => screen.getByTestId('balance').textContent?.replace(/\s+/g, ' ').trim();

describe('the originals page', () => {
  it('plays a dice round in fun mode: sends the bet, books the payout, lists the result', async () => {
    const api = fakeApi();
    render(<App launch={launch()} api={api} instant />);
    await waitFor(() => expect(balance()).toBe('1,000.00 PHP'));
    expect(api.session).toHaveBeenCalledWith({ mode: 'fun' });
    expect(screen.getByLabelText(/Turbo/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Auto' })).toBeTruthy();
    expect(screen.getByText('49.49%')).toBeTruthy(); // over 50.50: 4950 of 10,001, floored
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(balance()).toBe('1,000.98 PHP'));
    const [who, body] = api.bet.mock.calls[0]!;
    expect(who).toEqual({ mode: 'fun', funId: 'fun_0123456789abcdefghijkl' });
    expect(body).toMatchObject({ bet: '100', params: { target: 5050, direction: 'over' } });
    expect(body.clientRoundId).toMatch(/^[a-f0-9]{24}$/);
    expect(within(screen.getByRole('navigation')).getByRole('button').textContent).toBe('1.98×');
    expect(JSON.parse(sessionStorage.getItem('originals:dice:fun')!)).toEqual({ funId: 'fun_0123456789abcdefghijkl', balance: '100098' });
  });

  it('refuses a bet over the balance before asking the server', async () => {
    const api = fakeApi({ session: vi.fn(async () => session({ balance: '50' })) });
    render(<App launch={launch()} api={api} instant />);
    await waitFor(() => expect(balance()).toBe('0.50 PHP'));
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not enough balance');
    expect(api.bet).not.toHaveBeenCalled();
  });

  it('real mode: takes the wallet from the round; insufficient funds shows the server balance', async () => {
    const api = fakeApi({
      session: vi.fn(async () => session({ mode: 'real', funId: undefined, balance: '5000' })),
      bet: vi.fn(async () => {
        throw new StudioError(402, 'insufficient_funds', 'Insufficient funds', { balance: '40' });
      }),
    });
    render(<App launch={launch({ mode: 'real', token: 't'.repeat(20) })} api={api} instant />);
    await waitFor(() => expect(balance()).toBe('50.00 PHP'));
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect((await screen.findByRole('alert')).textContent).toContain('0.40 PHP');
    expect(balance()).toBe('0.40 PHP');
    expect(api.bet.mock.calls[0]![0]).toEqual({ mode: 'real', token: 't'.repeat(20) });
  });

  it('says why the platform refused a bet for the active bonus: an excluded game, a bet above the max bet', async () => {
    const refusals = [
      new StudioError(400, 'bonus_game_excluded', 'bet: this game is excluded while the bonus is active'),
      new StudioError(400, 'bonus_max_bet', 'bet: above the bonus max bet of 200.00'),
    ];
    const api = fakeApi({
      session: vi.fn(async () => session({ mode: 'real', funId: undefined, balance: '5000' })),
      bet: vi.fn(async () => {
        throw refusals.shift();
      }),
    });
    render(<App launch={launch({ mode: 'real', token: 't'.repeat(20) })} api={api} instant />);
    await waitFor(() => expect(balance()).toBe('50.00 PHP'));
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "This game does not count toward your active bonus and can't be played until it is complete or forfeited.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("This bet is above your bonus's max bet. Lower the bet."));
    expect(balance()).toBe('50.00 PHP');
  });

  it('an expired token asks the player to reopen from the lobby', async () => {
    const api = fakeApi({
      session: vi.fn(async () => {
        throw new StudioError(401, 'game_token_invalid', 'Game token expired');
      }),
    });
    render(<App launch={launch({ mode: 'real', token: 't'.repeat(20) })} api={api} instant />);
    expect((await screen.findByRole('alert')).textContent).toContain('open it again from the lobby');
  });

  it('mines: bet opens the board, a gem raises the cash-out, cashing out books the payout', async () => {
    const open = round({ game: 'mines', status: 'open', multiplier: '0', payout: '0', params: { mines: 3 }, result: { revealed: [], nextMultipliers: {} } });
    const afterGem = { ...open, multiplier: '1.1312', result: { revealed: [6], nextMultipliers: {} } };
    const cashed = { ...open, status: 'cashed' as const, multiplier: '1.1312', payout: '113', result: { revealed: [6], mines: [0, 1, 2] } };
    const api = fakeApi({
      session: vi.fn(async () => session({ game: 'mines' })),
      bet: vi.fn(async () => open),
      act: vi.fn(async (_who, body: { action: string }) => (body.action === 'reveal' ? afterGem : cashed)),
    });
    render(<App launch={launch({ game: 'mines' })} api={api} instant />);
    await waitFor(() => expect(balance()).toBe('1,000.00 PHP'));
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(balance()).toBe('999.00 PHP'));
    expect(api.bet.mock.calls[0]![1]).toMatchObject({ params: { mines: 3 } });
    expect(screen.getByRole('button', { name: /Cash out/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Tile 7, hidden' }));
    await screen.findByRole('button', { name: 'Tile 7, gem' });
    expect(api.act.mock.calls[0]![1]).toEqual({ roundId: open.roundId, action: 'reveal', tile: 6 });
    const cashOut = screen.getByRole('button', { name: /Cash out/ });
    expect(cashOut.textContent).toContain('1.13 PHP');
    fireEvent.click(cashOut);
    await waitFor(() => expect(balance()).toBe('1,000.13 PHP'));
    expect(screen.getByRole('button', { name: 'Tile 1, mine' })).toBeTruthy();
  });

  it('hi-lo: offers only the guesses the round offers, with their chance and multiplier', async () => {
    const open = round({ game: 'hilo', status: 'open', multiplier: '0', payout: '0', result: { cards: [1], moves: [], nextMultipliers: { lower: '12.8700' } } });
    const api = fakeApi({ session: vi.fn(async () => session({ game: 'hilo', open })) });
    render(<App launch={launch({ game: 'hilo' })} api={api} instant />);
    const same = await screen.findByRole('button', { name: 'Same: 7.69% chance, 12.87×' });
    expect(same.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Higher or same' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByRole('img', { name: 'Ace of Hearts' })).toHaveLength(2); // on the table and in the row of cards
  });

  it('keno autoplay: plays the picks round after round and stops on a win when asked', async () => {
    const results = [
      round({ game: 'keno', status: 'lost', multiplier: '0', payout: '0', result: { drawn: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], hits: [] } }),
      round({ game: 'keno', status: 'won', multiplier: '3.9600', payout: '396', result: { drawn: [1, 12, 13, 14, 15, 16, 17, 18, 19, 20], hits: [1] } }),
      round({ game: 'keno', status: 'lost', multiplier: '0', payout: '0', result: { drawn: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], hits: [] } }),
    ];
    const api = fakeApi({ session: vi.fn(async () => session({ game: 'keno' })), bet: vi.fn(async () => results.shift()!) });
    render(<App launch={launch({ game: 'keno' })} api={api} instant />);
    await waitFor(() => expect(balance()).toBe('1,000.00 PHP'));
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Auto' }));
    fireEvent.click(screen.getByLabelText('Stop on a win'));
    fireEvent.click(screen.getByRole('button', { name: 'Start autoplay' }));
    await waitFor(() => expect(balance()).toBe('1,001.96 PHP'));
    await screen.findByRole('button', { name: 'Start autoplay' });
    expect(api.bet).toHaveBeenCalledTimes(2);
    expect(api.bet.mock.calls[1]![1]).toMatchObject({ params: { picks: [1] } });
    expect(within(screen.getByRole('navigation')).getAllByRole('button').map((b) => b.textContent)).toEqual(['3.96×', '0.00×']);
  });

  it('hides autoplay and turbo when the brand switched them off', async () => {
    render(<App launch={launch()} api={fakeApi({ session: vi.fn(async () => session({ autoplay: false, turbo: false })) })} instant />);
    await waitFor(() => expect(balance()).toBe('1,000.00 PHP'));
    expect(screen.queryByRole('tab', { name: 'Auto' })).toBeNull();
    expect(screen.queryByLabelText(/Turbo/)).toBeNull();
  });

  it('continues an open game the session reports', async () => {
    const open = round({ game: 'mines', status: 'open', multiplier: '1.1312', payout: '0', params: { mines: 3 }, result: { revealed: [12] } });
    render(<App launch={launch({ game: 'mines' })} api={fakeApi({ session: vi.fn(async () => session({ game: 'mines', open })) })} instant />);
    await screen.findByRole('button', { name: 'Tile 13, gem' });
    expect(screen.getByRole('button', { name: /Cash out/ }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Bet' })).toBeNull();
  });

  it('fairness: rotating shows the revealed server seed and checks it against its hash', async () => {
    const api = fakeApi({
      rotate: vi.fn(async () => ({
        revealed: { serverSeed: 'abc', serverSeedHash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', clientSeed: 'my-seed', rounds: 3 },
        seeds: { serverSeedHash: 'c'.repeat(64), nextServerSeedHash: 'd'.repeat(64), clientSeed: 'new-seed', nonce: 0 },
      })),
    });
    render(<App launch={launch()} api={api} instant />);
    await waitFor(() => expect(balance()).toBe('1,000.00 PHP'));
    fireEvent.click(screen.getByRole('button', { name: 'Fairness' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Client seed'), { target: { value: 'new-seed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate seed pair' }));
    await within(dialog).findByText(/matches the hash shown before play/);
    expect(api.rotate).toHaveBeenCalledWith({ mode: 'fun', funId: 'fun_0123456789abcdefghijkl' }, 'new-seed');
    expect((within(dialog).getByLabelText('Server seed') as HTMLInputElement).value).toBe('abc');
    expect((within(dialog).getByLabelText('Server seed (hashed)', { selector: '#og-seed-hash' }) as HTMLInputElement).value).toBe('c'.repeat(64));
  });
});

describe('the studio client', () => {
  const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });
  it('posts to /studio/<game>/api/<call> and checks the answer’s shape', async () => {
    const fetchImpl = vi.fn(async () => ok(session()));
    const api = studioApi('keno', fetchImpl as unknown as typeof fetch);
    await api.session({ mode: 'fun', funId: 'fun_0123456789abcdefghijkl' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/studio/keno/api/session');
    expect(JSON.parse(init.body as string)).toEqual({ mode: 'fun', funId: 'fun_0123456789abcdefghijkl' });
    const bad = studioApi('keno', (async () => ok({ nope: true })) as unknown as typeof fetch);
    await expect(bad.session({ mode: 'fun' })).rejects.toMatchObject({ code: 'bad_answer' });
  });
  it('asks a lost bet again with the same clientRoundId, and reports the envelope’s error', async () => {
    const answers = [() => Promise.reject(new TypeError('offline')), () => Promise.resolve(ok(round({})))];
    const fetchImpl = vi.fn(() => answers.shift()!());
    const api = studioApi('dice', fetchImpl as unknown as typeof fetch);
    await api.bet({ mode: 'real', token: 't'.repeat(20) }, { clientRoundId: 'abcdefgh12', bet: '100', params: { target: 5000, direction: 'over' } });
    const bodies = fetchImpl.mock.calls.map((c) => JSON.parse((c as unknown as [string, RequestInit])[1].body as string) as { clientRoundId: string; token: string });
    expect(bodies.map((b) => b.clientRoundId)).toEqual(['abcdefgh12', 'abcdefgh12']);
    expect(bodies[0]!.token).toBe('t'.repeat(20));
    const refused = studioApi('dice', (async () => new Response(JSON.stringify({ success: false, code: 'validation', message: 'target: too high' }), { status: 400 })) as unknown as typeof fetch);
    await expect(refused.bet({ mode: 'fun' }, { clientRoundId: 'abcdefgh12', bet: '100', params: { target: 5000, direction: 'over' } })).rejects.toMatchObject({ code: 'validation', message: 'target: too high', status: 400 });
  });
});
