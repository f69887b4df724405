import type { TLiveEvent } from '@wps/contracts/player';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_BACKOFF_MAX_MS, connectLiveEvents, liveEventsUrl } from './live-events';
import { clearToken, setToken } from './session';

/** A WebSocket stand-in the test drives by hand: open it, push frames, close it with a code. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
  }
  // Test controls
  serverOpens() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  serverSends(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  serverCloses(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

const latest = () => FakeSocket.instances.at(-1) as FakeSocket;
const balance = (amount: string): TLiveEvent => ({
  type: 'balance',
  balance: { currency: 'PHP', currencySymbol: '₱', balance: amount, locked: '0', bonus: '0' },
});

const start = (over: Partial<Parameters<typeof connectLiveEvents>[0]> = {}) => {
  const events: TLiveEvent[] = [];
  const onUnauthorized = vi.fn();
  const connection = connectLiveEvents({
    token: 'tok-1',
    url: 'ws://test/wps/ws',
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    onEvent: (e) => events.push(e),
    onUnauthorized,
    ...over,
  });
  return { events, onUnauthorized, connection };
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  setToken('tok-1');
});
afterEach(() => {
  vi.useRealTimers();
  clearToken();
});

describe('live events client', () => {
  it('builds ws:// or wss:// from the page address', () => {
    expect(liveEventsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/wps/ws');
    expect(liveEventsUrl({ protocol: 'https:', host: 'play.example.ph' })).toBe('wss://play.example.ph/wps/ws');
  });

  it('sends the token in the first frame, never in the URL, and hands over parsed events', () => {
    const { events, connection } = start();
    const socket = latest();
    expect(socket.url).toBe('ws://test/wps/ws');
    expect(socket.url).not.toContain('tok-1');
    socket.serverOpens();
    expect(socket.sent.map((s) => JSON.parse(s))).toEqual([{ type: 'auth', token: 'tok-1' }]);
    socket.serverSends({ type: 'ready' });
    socket.serverSends(balance('100'));
    socket.serverSends('not json');
    socket.serverSends({ type: 'balance', balance: 'nonsense' });
    socket.serverSends({ type: 'surprise' });
    expect(events).toEqual([balance('100')]);
    connection.stop();
  });

  it('reconnects with backoff doubling from 1 s to 30 s, and starts over after ready', () => {
    const { connection } = start();
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = FakeSocket.instances.length;
      latest().serverCloses(1006);
      // Find the delay at which the next socket appears.
      let waited = 0;
      while (FakeSocket.instances.length === before) {
        vi.advanceTimersByTime(250);
        waited += 250;
        if (waited > 60_000) throw new Error('no reconnect');
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, LIVE_BACKOFF_MAX_MS, LIVE_BACKOFF_MAX_MS]);

    latest().serverOpens();
    latest().serverSends({ type: 'ready' });
    const before = FakeSocket.instances.length;
    latest().serverCloses(1001);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances.length).toBe(before);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances.length).toBe(before + 1);
    connection.stop();
  });

  it('stops on close code 4401 and reports it', () => {
    const { onUnauthorized } = start();
    latest().serverOpens();
    latest().serverSends({ type: 'error', code: 'not_logged_in' });
    latest().serverCloses(4401);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('stops when too many pages replaced this one (4409)', () => {
    const { onUnauthorized } = start();
    latest().serverCloses(4409);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('stops and closes the socket on logout', () => {
    start();
    const socket = latest();
    socket.serverOpens();
    clearToken();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('stops when another token replaces the one it was started with', () => {
    start();
    latest().serverOpens();
    setToken('tok-2');
    expect(latest().closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('cancels a pending reconnect on stop', () => {
    const { connection } = start();
    latest().serverCloses(1006);
    connection.stop();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('ignores a socket it already left behind', () => {
    const { events, connection } = start();
    const first = latest();
    first.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    const second = latest();
    expect(second).not.toBe(first);
    first.serverSends(balance('1'));
    second.serverOpens();
    second.serverSends(balance('2'));
    expect(events).toEqual([balance('2')]);
    connection.stop();
  });
});
