import { describe, expect, it, vi } from 'vitest';
import { StudioError } from '../shared/envelope';
import { crashApi, parseMessage } from './api';

const now = '2025-01-01T12:00:00.000Z';
const session = {
  mode: 'fun',
  funId: 'fun_0123456789abcdefghijkl',
  currency: 'PHP',
  balance: '200000',
  limits: { minBet: '100', maxBet: '500000', maxWin: '10000000' },
  autoplay: false,
  rtp: '99.00',
  chain: null,
  round: null,
  bets: [],
  myBet: null,
  history: [],
  serverNow: now,
};
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the calls', () => {
  it('posts JSON to /studio/crash/api/<call> and returns the checked value', async () => {
    const fetchImpl = vi.fn(async () => reply(200, { success: true, value: session }));
    const s = await crashApi(fetchImpl as unknown as typeof fetch).session({ mode: 'fun' });
    expect(s.balance).toBe('200000');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/studio/crash/api/session');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ mode: 'fun' });
  });

  it('turns a refusal into its code, with the balance it carries', async () => {
    const fetchImpl = vi.fn(async () => reply(400, { success: false, code: 'insufficient_funds', message: 'short', value: { balance: '50' } }));
    const err = await crashApi(fetchImpl as unknown as typeof fetch)
      .bet({ mode: 'real', token: 't'.repeat(20) }, { roundId: 'r', bet: '100' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StudioError);
    expect(err).toMatchObject({ status: 400, code: 'insufficient_funds', value: { balance: '50' } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer not in the agreed shape', async () => {
    const fetchImpl = vi.fn(async () => reply(200, { success: true, value: { ...session, balance: 12.5 } }));
    await expect(crashApi(fetchImpl as unknown as typeof fetch).session({ mode: 'fun' })).rejects.toMatchObject({ code: 'bad_answer' });
  });

  it('asks once more after a lost answer (the server takes one bet per round), never after a refusal', async () => {
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(reply(200, { success: true, value: { duplicate: true, bet: { name: 'Guest', amount: '100', status: 'cashed', cashedAt: 150, payout: '150' } } }));
    const r = await crashApi(fetchImpl as unknown as typeof fetch).cashout({ mode: 'fun', funId: 'f'.repeat(22) }, { roundId: 'r' });
    expect(r.bet.status).toBe('cashed');
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    const late = vi.fn(async () => reply(409, { success: false, code: 'round_closed', message: 'Too late' }));
    await expect(crashApi(late as unknown as typeof fetch).cashout({ mode: 'fun' }, { roundId: 'r' })).rejects.toMatchObject({ code: 'round_closed' });
    expect(late).toHaveBeenCalledTimes(1);
  });
});

describe('socket messages', () => {
  const round = { roundId: 'r1', gameNo: 3, phase: 'crashed', opensAt: now, startsAt: now, point: 250, hash: 'ab', bustsAt: now };
  it('reads the messages the studio sends', () => {
    expect(parseMessage(JSON.stringify({ type: 'crash', round, bets: [{ name: 'Guest', amount: '100', status: 'lost' }], serverNow: now }))).toMatchObject({ type: 'crash', round: { point: 250 } });
    expect(parseMessage(JSON.stringify({ type: 'settled', roundId: 'r1', bet: { name: 'Guest', amount: '100', status: 'cashed', cashedAt: 150, payout: '150' }, serverNow: now }))).toMatchObject({ type: 'settled' });
  });
  it('drops anything not in the agreed shape', () => {
    expect(parseMessage(JSON.stringify({ type: 'crash', round: { ...round, point: 2.5 }, bets: [], serverNow: now }))).toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'bet', roundId: 'r1', bet: { name: 'Guest', amount: '1.5', status: 'placed' }, serverNow: now }))).toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'pong' }))).toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'round', round: { ...round, phase: 'flying' }, serverNow: now }))).toBeNull();
    expect(parseMessage(42)).toBeNull();
  });
});
