import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureTokenFromUrl,
  clearToken,
  getToken,
  HANDOVER_WAIT_MS,
  notifySessionExpired,
  onSessionExpired,
  sessionHandover,
  setToken,
  startSessionSync,
  stopSessionSync,
  storeMerchantCode,
} from './session';

describe('session token', () => {
  it('stores a token query parameter and strips it from the address', () => {
    window.history.replaceState(null, '', '/member?tab=withdraw&token=t0k3n#top');
    captureTokenFromUrl();
    expect(getToken()).toBe('t0k3n');
    expect(window.sessionStorage.getItem('token')).toBe('t0k3n');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/member?tab=withdraw#top');
  });

  it('leaves the address alone without a token parameter', () => {
    window.history.replaceState(null, '', '/sports?vassalage=SABA');
    captureTokenFromUrl();
    expect(getToken()).toBeNull();
    expect(window.location.search).toBe('?vassalage=SABA');
  });

  it('keeps the merchant code in both storages, and logout keeps it', () => {
    storeMerchantCode('demo');
    window.sessionStorage.setItem('token', 'x');
    clearToken();
    expect(getToken()).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(window.localStorage.getItem('merchantCode')).toBe('demo');
  });
});

describe('sharing the session between tabs', () => {
  let otherTab: BroadcastChannel;
  const fromOtherTab: unknown[] = [];

  beforeEach(() => {
    window.sessionStorage.clear();
    fromOtherTab.length = 0;
    otherTab = new BroadcastChannel('wps-session');
    otherTab.onmessage = (e: MessageEvent) => fromOtherTab.push(e.data);
  });
  afterEach(() => {
    stopSessionSync();
    otherTab.close();
  });

  it('a new tab asks the open tabs and takes the token one of them answers with', async () => {
    otherTab.onmessage = (e: MessageEvent<{ type: string; from: string }>) => {
      if (e.data.type === 'ask') otherTab.postMessage({ type: 'token', to: e.data.from, token: 'open-tab-token' });
    };
    startSessionSync();
    await sessionHandover();
    expect(getToken()).toBe('open-tab-token');
    expect(window.sessionStorage.getItem('token')).toBe('open-tab-token');
  });

  it('without an open tab the new tab settles logged out after a short wait', async () => {
    const started = Date.now();
    startSessionSync();
    await sessionHandover();
    expect(getToken()).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(HANDOVER_WAIT_MS - 20);
    expect(fromOtherTab).toEqual([{ type: 'ask', from: expect.any(String) }]);
  });

  it('an open tab answers an ask with its token', async () => {
    setToken('mine');
    startSessionSync();
    otherTab.postMessage({ type: 'ask', from: 'new-tab' });
    await vi.waitFor(() => expect(fromOtherTab).toContainEqual({ type: 'token', to: 'new-tab', token: 'mine' }));
  });

  it('a logout ends the session in the tabs holding the same token, and only those', async () => {
    const ended = vi.fn();
    const stop = onSessionExpired(ended);
    setToken('shared');
    startSessionSync();
    otherTab.postMessage({ type: 'ended', token: 'another-login' });
    await new Promise((r) => setTimeout(r, 30));
    expect(getToken()).toBe('shared');
    otherTab.postMessage({ type: 'ended', token: 'shared' });
    await vi.waitFor(() => expect(getToken()).toBeNull());
    expect(ended).toHaveBeenCalledWith({ path: null, reason: null });
    stop();
  });

  it('a logout here tells the other tabs; a session ended by a password change says why', async () => {
    const ended = vi.fn();
    const stop = onSessionExpired(ended);
    setToken('tok-a');
    startSessionSync();
    clearToken();
    await vi.waitFor(() => expect(fromOtherTab).toContainEqual({ type: 'ended', token: 'tok-a' }));
    setToken('tok-b');
    clearToken();
    notifySessionExpired('/wps/v2/wallets/balance', 'session_password_changed');
    expect(ended).toHaveBeenCalledWith({ path: '/wps/v2/wallets/balance', reason: 'password_changed' });
    await vi.waitFor(() => expect(fromOtherTab).toContainEqual({ type: 'expired', token: 'tok-b', reason: 'password_changed' }));
    stop();
  });

  it('a tab told by another that the shared session ended on a password change passes the reason on', async () => {
    const ended = vi.fn();
    const stop = onSessionExpired(ended);
    setToken('tok-c');
    startSessionSync();
    otherTab.postMessage({ type: 'ended', token: 'tok-c' });
    otherTab.postMessage({ type: 'expired', token: 'tok-c', reason: 'password_changed' });
    await vi.waitFor(() => expect(ended).toHaveBeenCalledWith({ path: null, reason: 'password_changed' }));
    expect(getToken()).toBeNull();
    stop();
  });
});
