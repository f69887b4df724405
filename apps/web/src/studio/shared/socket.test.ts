import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, connectSocket, jsonMessage, PING_EVERY_MS, socketUrl, type TSocketHandlers, type TSocketLike } from './socket';

class FakeSocket implements TSocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

type TMessage = { type: string; serverNow: string };
const parse = jsonMessage((d): TMessage | null => {
  const m = d as Partial<TMessage> | null;
  return m && typeof m === 'object' && (m.type === 'pong' || m.type === 'totals') && typeof m.serverNow === 'string' ? (m as TMessage) : null;
});
const connect = connectSocket(parse);
const handlers = () => ({ onMessage: vi.fn(), onOpen: vi.fn(), onDown: vi.fn(), onRefused: vi.fn() }) satisfies TSocketHandlers<TMessage>;

describe('the socket', () => {
  let sockets: FakeSocket[];
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());
  const open = (h: ReturnType<typeof handlers>, hello: () => Record<string, unknown> = () => ({})) =>
    connect({
      url: 'ws://x/studio/baccarat/api/ws',
      hello,
      handlers: h,
      random: () => 0.5,
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
    });

  it('says hello with who is playing once open, pings every 20 s, hands known messages on', () => {
    const h = handlers();
    let funId = 'first';
    open(h, () => ({ mode: 'fun', funId }));
    const s = sockets[0]!;
    expect(s.url).toBe('ws://x/studio/baccarat/api/ws');
    // The who is read when the socket opens (the fun id may come after connect).
    funId = 'second';
    s.open();
    expect(s.sent).toEqual([{ type: 'hello', mode: 'fun', funId: 'second' }]);
    expect(h.onOpen).toHaveBeenCalledWith(false);
    vi.advanceTimersByTime(PING_EVERY_MS * 2);
    expect(s.sent.slice(1)).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    s.receive({ type: 'pong', serverNow: 'now' });
    s.receive({ type: 'nonsense', serverNow: 'now' });
    s.receive('not json');
    expect(h.onMessage).toHaveBeenCalledTimes(1);
    expect(h.onMessage).toHaveBeenCalledWith({ type: 'pong', serverNow: 'now' });
  });

  it('comes back after a drop with a growing pause, and says it reconnected', () => {
    const h = handlers();
    open(h);
    sockets[0]!.drop();
    expect(h.onDown).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets[2]!.open();
    expect(h.onOpen).toHaveBeenLastCalledWith(false);
    // The pause starts over once connected.
    sockets[2]!.drop();
    vi.advanceTimersByTime(1000);
    sockets[3]!.open();
    expect(h.onOpen).toHaveBeenLastCalledWith(true);
  });

  it('tries again when the socket cannot even be made', () => {
    const h = handlers();
    let fail = true;
    connect({
      url: 'ws://x',
      hello: () => ({}),
      handlers: h,
      random: () => 0.5,
      createSocket: (url) => {
        if (fail) throw new SyntaxError('bad url');
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
    });
    expect(h.onDown).toHaveBeenCalledTimes(1);
    fail = false;
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(1);
  });

  it('stops on 4401 (the session is refused) and when stopped', () => {
    const h = handlers();
    open(h);
    sockets[0]!.open();
    sockets[0]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(h.onRefused).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);

    const h2 = handlers();
    const stop = open(h2);
    const s = sockets[1]!;
    s.open();
    stop();
    expect(s.closed).toBe(true);
    s.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(h2.onDown).not.toHaveBeenCalled();
  });
});

describe('the socket’s address and pauses', () => {
  it('follows the page: ws on http, wss on https', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' }, '/studio/crash/api/ws')).toBe('ws://localhost:3000/studio/crash/api/ws');
    expect(socketUrl({ protocol: 'https:', host: 'a.b' }, '/studio/sic-bo/api/ws')).toBe('wss://a.b/studio/sic-bo/api/ws');
  });
  it('backs off 1 s, 2 s, 4 s … up to 15 s, spread ±25 %', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => backoffMs(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
    expect(backoffMs(0, () => 0)).toBe(750);
    expect(backoffMs(0, () => 1)).toBe(1250);
  });
  it('reads JSON text frames only', () => {
    expect(parse(JSON.stringify({ type: 'pong', serverNow: 'now' }))).toEqual({ type: 'pong', serverNow: 'now' });
    expect(parse('not json')).toBeNull();
    expect(parse(42)).toBeNull();
    expect(parse(new ArrayBuffer(2))).toBeNull();
    expect(parse('null')).toBeNull();
  });
});
