import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { anObject, envelopeClient, isRetryable, newRequestId, retrying, StudioError, whoBody } from './envelope';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const asFetch = (f: unknown) => f as typeof fetch;

describe('the calls', () => {
  it('post JSON to <base>/<call> and return the envelope’s value', async () => {
    const fetchImpl = vi.fn(async () => reply(200, { success: true, value: { balance: '100' } }));
    const post = envelopeClient('/studio/dice/api', asFetch(fetchImpl));
    expect(await post('session', { mode: 'fun' })).toEqual({ balance: '100' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/studio/dice/api/session');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ mode: 'fun' });
  });

  it('check the value against the shape agreed with the server', async () => {
    const post = envelopeClient('/x', asFetch(async () => reply(200, { success: true, value: { balance: 12.5 } })));
    await expect(post('session', {}, z.object({ balance: z.string() }))).rejects.toMatchObject({ code: 'bad_answer', message: 'unexpected answer to session' });
    await expect(post('session', {}, z.object({ balance: z.number() }))).resolves.toEqual({ balance: 12.5 });
    const none = envelopeClient('/x', asFetch(async () => reply(200, { success: true, value: null })));
    await expect(none('bet', {}, anObject())).rejects.toMatchObject({ code: 'bad_answer' });
  });

  it('turn a refusal into its code, message and value', async () => {
    const post = envelopeClient('/x', asFetch(async () => reply(400, { success: false, code: 'insufficient_funds', message: 'short', value: { balance: '50' } })));
    const err = await post('bet', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StudioError);
    expect(err).toMatchObject({ status: 400, code: 'insufficient_funds', message: 'short', value: { balance: '50' } });
    // A refusal the game expects (a bonus's max bet) comes as a 200 the browser does not log: the same refusal, not asked again.
    const bonus = envelopeClient('/x', asFetch(async () => reply(200, { success: false, code: 'bonus_max_bet', message: 'max', value: { balance: '50', max: '20000' } })));
    const refused = await bonus('bet', {}).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 200, code: 'bonus_max_bet', value: { max: '20000' } });
    expect(isRetryable(refused)).toBe(false);
  });

  it('call a lost answer or a failed server “network”, anything else unreadable an error', async () => {
    await expect(envelopeClient('/x', asFetch(async () => Promise.reject(new TypeError('offline'))))('a', {})).rejects.toMatchObject({ status: 0, code: 'network' });
    await expect(envelopeClient('/x', asFetch(async () => new Response('<html>', { status: 502 })))('a', {})).rejects.toMatchObject({ status: 502, code: 'network' });
    await expect(envelopeClient('/x', asFetch(async () => new Response('<html>', { status: 404 })))('a', {})).rejects.toMatchObject({ status: 404, code: 'error', message: 'HTTP 404' });
    expect(isRetryable(new StudioError(0, 'network', 'network'))).toBe(true);
    expect(isRetryable(new StudioError(503, 'unavailable', 'x'))).toBe(true);
    expect(isRetryable(new StudioError(409, 'round_closed', 'x'))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});

describe('asking again', () => {
  it('asks a lost answer again, up to the attempts, never a refusal', async () => {
    const lost = new StudioError(0, 'network', 'network');
    const call = vi.fn().mockRejectedValueOnce(lost).mockResolvedValueOnce('ok');
    await expect(retrying(call, { attempts: 3, pauseMs: 0 })).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(2);

    const always = vi.fn().mockRejectedValue(lost);
    await expect(retrying(always, { attempts: 3, pauseMs: 0 })).rejects.toBe(lost);
    expect(always).toHaveBeenCalledTimes(3);

    const refused = vi.fn().mockRejectedValue(new StudioError(409, 'round_closed', 'Too late'));
    await expect(retrying(refused, { attempts: 3, pauseMs: 0 })).rejects.toMatchObject({ code: 'round_closed' });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

describe('who is playing', () => {
  it('sends the token, or the fun id in fun mode', () => {
    expect(whoBody({ mode: 'real', token: 't'.repeat(20), funId: 'x' })).toEqual({ mode: 'real', token: 't'.repeat(20) });
    expect(whoBody({ mode: 'fun', token: 'nope', funId: 'f'.repeat(22) })).toEqual({ mode: 'fun', funId: 'f'.repeat(22) });
    expect(whoBody({ mode: 'fun' })).toEqual({ mode: 'fun' });
    expect(whoBody({ mode: 'demo', token: undefined })).toEqual({ mode: 'demo' });
  });
  it('makes request ids the API accepts, a new one each time', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(newRequestId()).not.toBe(id);
    expect(newRequestId(() => 0)).toBe('0'.repeat(24));
  });
});
