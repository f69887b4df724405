import type { TBalance, TDeposit, TInboxMessage, TLiveEvent, TWithdrawal } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';
import { LiveEventListener, SESSION_END_GRACE_MS, applyLiveEvent } from './live-event-listener';

const TOKEN = 'tok-1';
const balance = (amount: string): TBalance => ({ currency: 'PHP', currencySymbol: '₱', balance: amount, locked: '0', bonus: '0' });

/** A client with one settled query under each wallet key, so a test can see which ones an event made stale. */
const seededClient = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of Object.values(walletKeys)) client.setQueryData([...key, TOKEN, 'seed'], { seeded: true });
  client.setQueryData([...walletKeys.balance, TOKEN], balance('1'));
  client.setQueryData([...walletKeys.unread, TOKEN], { count: 0 });
  return client;
};
const stale = (client: QueryClient) =>
  Object.entries(walletKeys)
    .filter(([, key]) => client.getQueryState([...key, TOKEN, 'seed'])?.isInvalidated)
    .map(([name]) => name)
    .sort();

describe('applyLiveEvent', () => {
  it('writes a pushed balance into the header balance key and makes the consolidated funds stale', () => {
    const client = seededClient();
    applyLiveEvent(client, TOKEN, { type: 'balance', balance: balance('2500') });
    expect(client.getQueryData([...walletKeys.balance, TOKEN])).toEqual(balance('2500'));
    expect(stale(client)).toEqual(['funds']);
  });

  it('writes the unread count of a new message and makes the message list stale', () => {
    const client = seededClient();
    const message: TInboxMessage = { id: 7, template: 'deposit_credited', params: {}, read: false, createdAt: 0 };
    applyLiveEvent(client, TOKEN, { type: 'message', message, unread: 4 });
    expect(client.getQueryData([...walletKeys.unread, TOKEN])).toEqual({ count: 4 });
    expect(stale(client)).toEqual(['messages']);
  });

  it.each([
    ['deposit', { type: 'deposit', deposit: {} as TDeposit }],
    ['withdrawal', { type: 'withdrawal', withdrawal: {} as TWithdrawal }],
  ] as [string, TLiveEvent][])('makes the money-request lists and records stale on a %s update', (_name, event) => {
    const client = seededClient();
    applyLiveEvent(client, TOKEN, event);
    expect(stale(client)).toEqual(['deposits', 'transactionDetails', 'transactionHistory', 'withdrawInfo', 'withdrawals']);
    expect(client.getQueryData([...walletKeys.balance, TOKEN])).toEqual(balance('1'));
  });
});

/** The browser WebSocket, played by the test. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
}

describe('LiveEventListener', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  const mount = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <LiveEventListener />
      </QueryClientProvider>,
    );
    return client;
  };
  /** The socket's code loads on the first login; the nth socket once it is open. */
  const nthSocket = async (n: number) => {
    await vi.waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThanOrEqual(n));
    return FakeSocket.instances[n - 1] as FakeSocket;
  };

  it('opens no socket while logged out', () => {
    mount();
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('connects for the logged-in member and puts pushed balances into the cache', async () => {
    setToken(TOKEN);
    const client = mount();
    const socket = await nthSocket(1);
    expect(socket.url).toBe(`ws://${window.location.host}/wps/ws`);
    act(() => {
      socket.readyState = FakeSocket.OPEN;
      socket.onopen?.();
    });
    expect(JSON.parse(socket.sent[0] as string)).toEqual({ type: 'auth', token: TOKEN });
    act(() => {
      socket.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
      socket.onmessage?.({ data: JSON.stringify({ type: 'balance', balance: balance('4200') }) });
    });
    expect(client.getQueryData([...walletKeys.balance, TOKEN])).toEqual(balance('4200'));
  });

  it('closes the socket on logout and opens a new one for the next login', async () => {
    setToken(TOKEN);
    mount();
    const first = await nthSocket(1);
    act(() => clearToken());
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => setToken('tok-2'));
    const second = await nthSocket(2);
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => {
      second.readyState = FakeSocket.OPEN;
      second.onopen?.();
    });
    expect(JSON.parse(second.sent[0] as string)).toEqual({ type: 'auth', token: 'tok-2' });
  });

  it('asks the API about the session when the socket says it ended (4401)', async () => {
    setToken(TOKEN);
    const client = mount();
    const socket = await nthSocket(1);
    vi.useFakeTimers();
    try {
      client.setQueryData([...walletKeys.balance, TOKEN], balance('1'));
      act(() => socket.onclose?.({ code: 4401 }));
      act(() => vi.advanceTimersByTime(SESSION_END_GRACE_MS));
      expect(client.getQueryState([...walletKeys.balance, TOKEN])?.isInvalidated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves a page alone when its own logout ended the session (the token is gone by then)", async () => {
    setToken(TOKEN);
    const client = mount();
    const socket = await nthSocket(1);
    vi.useFakeTimers();
    try {
      client.setQueryData([...walletKeys.balance, TOKEN], balance('1'));
      act(() => socket.onclose?.({ code: 4401 }));
      act(() => clearToken());
      act(() => vi.advanceTimersByTime(SESSION_END_GRACE_MS));
      expect(client.getQueryState([...walletKeys.balance, TOKEN])?.isInvalidated).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
