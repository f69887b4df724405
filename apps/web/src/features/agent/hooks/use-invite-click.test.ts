import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInviteClick } from './use-invite-click';

describe('useInviteClick', () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: null }), { headers: { 'content-type': 'application/json' } }));
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts a visit through an invite link once per session and code', async () => {
    renderHook(() => useInviteClick('?affiliateCode=LUCKY01'));
    renderHook(() => useInviteClick('?affiliateCode=lucky01'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/wps/agent/invite/click');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'LUCKY01' });
  });

  it('calls nothing without a code', async () => {
    renderHook(() => useInviteClick('?foo=1'));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
