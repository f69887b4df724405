import { staffDeposits, staffLogout } from '@wps/contracts/staff';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, call, type CallInput, type StaffContract } from './api';
import { getToken, onUnauthorized, setToken, TOKEN_KEY } from './session';

const list = {
  method: 'GET',
  path: '/wps/staff/things',
  query: z.object({ status: z.enum(['pending', 'done']).optional(), pageNo: z.number().optional() }),
  value: z.object({ list: z.array(z.number()) }),
} satisfies StaffContract;

const approve = {
  method: 'POST',
  path: '/wps/staff/things/approve',
  body: z.object({ id: z.number(), reason: z.string().optional() }),
  value: z.object({ id: z.number(), status: z.string() }),
} satisfies StaffContract;

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const mockFetch = (response: Response | Error) => {
  const fn = vi.fn<typeof fetch>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  vi.stubGlobal('fetch', fn);
  return fn;
};

const sent = (fn: ReturnType<typeof mockFetch>) => {
  const [url, init] = fn.mock.calls[0]!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call', () => {
  it("puts a GET's input in the query string and unwraps the value", async () => {
    const fetchMock = mockFetch(answer(200, { success: true, value: { list: [1, 2] } }));
    await expect(call(list, { status: 'pending', pageNo: 2 })).resolves.toEqual({ list: [1, 2] });
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/wps/staff/things?status=pending&pageNo=2');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('leaves out empty query values', async () => {
    const fetchMock = mockFetch(answer(200, { success: true, value: { list: [] } }));
    await call(list, { status: undefined });
    expect(sent(fetchMock).url).toBe('/wps/staff/things');
  });

  it("sends any other call's input as a JSON body", async () => {
    const fetchMock = mockFetch(answer(200, { success: true, value: { id: 7, status: 'approved' } }));
    await expect(call(approve, { id: 7, reason: 'checked' })).resolves.toEqual({ id: 7, status: 'approved' });
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/wps/staff/things/approve');
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ id: 7, reason: 'checked' });
  });

  it('sends the staff token from sessionStorage, and none without one', async () => {
    let fetchMock = mockFetch(answer(200, { success: true, value: { list: [] } }));
    await call(list, {});
    expect(sent(fetchMock).headers.Authorization).toBeUndefined();

    window.sessionStorage.setItem(TOKEN_KEY, 'tok-123');
    fetchMock = mockFetch(answer(200, { success: true, value: { list: [] } }));
    await call(list, {});
    expect(sent(fetchMock).headers.Authorization).toBe('Bearer tok-123');
  });

  it('throws an ApiError with the envelope on failure', async () => {
    mockFetch(answer(409, { success: false, code: 'invalid_state', message: 'Not pending', value: { status: 'approved' } }));
    const error = await call(approve, { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'invalid_state', message: 'Not pending', value: { status: 'approved' } });
  });

  it('treats `success: false` under HTTP 200 as a failure', async () => {
    mockFetch(answer(200, { success: false, code: 'forbidden', message: 'No' }));
    await expect(call(list, {})).rejects.toMatchObject({ status: 200, code: 'forbidden' });
  });

  it('names the HTTP status when the envelope has no code', async () => {
    mockFetch(answer(502, { success: false }));
    await expect(call(list, {})).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('turns an unreachable server or an unreadable answer into network_error', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(call(list, {})).rejects.toMatchObject({ status: 0, code: 'network_error' });
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call(list, {})).rejects.toMatchObject({ status: 502, code: 'network_error' });
  });

  it('lets an aborted call stay an abort', async () => {
    mockFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(call(list, {}, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('clears the token and tells the app on 401 staff_unauthorized', async () => {
    setToken('expired');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    mockFetch(answer(401, { success: false, code: 'staff_unauthorized', message: 'Session ended' }));
    await expect(call(list, {})).rejects.toMatchObject({ status: 401, code: 'staff_unauthorized' });
    expect(getToken()).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the session on any other 401 (a wrong password at login, a wrong code)', async () => {
    setToken('live');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    mockFetch(answer(401, { success: false, code: 'otp_invalid', message: 'Wrong code' }));
    await expect(call(approve, { id: 1 })).rejects.toMatchObject({ code: 'otp_invalid' });
    expect(getToken()).toBe('live');
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it("types the input and the value from the staff area's contracts", () => {
    expectTypeOf<CallInput<typeof staffDeposits>>().toMatchTypeOf<{ status?: string } | undefined>();
    expectTypeOf<CallInput<typeof staffLogout>>().toEqualTypeOf<undefined>();
    // Never run: the types are the test. A call that takes nothing is called with nothing.
    const deposits = () => call(staffDeposits, { status: 'pending' });
    const logout = () => call(staffLogout);
    expectTypeOf(deposits).returns.resolves.toHaveProperty('list');
    expectTypeOf(logout).returns.resolves.toBeNull();
  });
});
