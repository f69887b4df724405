import { getHelpCenter, getPermission } from '@wps/contracts/player';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okEnvelope, stubFetch } from '@/testing/fixtures';
import { ApiError, callApi, errorKey } from './api-client';
import { setToken } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('calls the contract path and unwraps the envelope value', async () => {
    const { fetchStub, calls } = stubFetch({ '/wps/system/helpCenter': okEnvelope([{ id: 1 }]) });
    vi.stubGlobal('fetch', fetchStub);
    await expect(callApi(getHelpCenter, { query: { lang: 'TY', device: 'WEB' } })).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]?.url.pathname).toBe('/wps/system/helpCenter');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('TY');
    expect(calls[0]?.init?.method).toBe('GET');
  });

  it('sends the session token as a bearer token when one is held', async () => {
    const { fetchStub, calls } = stubFetch({ '/wps/system/permission': okEnvelope({}) });
    vi.stubGlobal('fetch', fetchStub);
    await callApi(getPermission);
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBeNull();
    setToken('abc.def');
    await callApi(getPermission);
    expect(new Headers(calls[1]?.init?.headers).get('Authorization')).toBe('Bearer abc.def');
  });

  it('throws ApiError with the envelope code and HTTP status when success is false', async () => {
    vi.stubGlobal('fetch', async () =>
      new Response(JSON.stringify({ success: false, code: 'validation_error', message: 'lang: invalid' }), { status: 400 }),
    );
    const error = await callApi(getPermission).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'lang: invalid' });
    expect(errorKey(error)).toBe('error.validation_error');
  });

  it('maps a network failure to network_error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await callApi(getPermission).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(errorKey(error)).toBe('error.network_error');
  });

  it('maps a body that is not an envelope (e.g. a proxy error page) to network_error', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>502</html>', { status: 502 }));
    await expect(callApi(getPermission)).rejects.toMatchObject({ status: 502, code: 'network_error' });
  });

  it('treats an unexpected error as network_error for the message key', () => {
    expect(errorKey(new Error('x'))).toBe('error.network_error');
  });
});
