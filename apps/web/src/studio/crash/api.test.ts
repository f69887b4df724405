import { describe, expect, it, vi } from 'vitest';
import { crashApi, StudioError, whoBody } from './api';

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
  it('sends who is playing: the token, or the fun id in fun mode', () => {
    expect(whoBody({ mode: 'real', token: 't'.repeat(20), funId: 'x' })).toEqual({ mode: 'real', token: 't'.repeat(20) });
    expect(whoBody({ mode: 'fun', token: 'nope', funId: 'f'.repeat(22) })).toEqual({ mode: 'fun', funId: 'f'.repeat(22) });
    expect(whoBody({ mode: 'fun' })).toEqual({ mode: 'fun' });
  });

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
