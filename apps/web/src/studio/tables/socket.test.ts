import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectTable, parseMessage, PING_EVERY_MS, type TSocketHandlers } from './socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
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

const handlers = () => ({ onMessage: vi.fn(), onOpen: vi.fn(), onDown: vi.fn(), onRefused: vi.fn() }) satisfies TSocketHandlers;

describe('the table socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('says hello with who is playing, pings every 20 s and hands events on', () => {
    const h = handlers();
    let funId = 'first';
    connectTable({ url: 'ws://x/studio/baccarat/api/ws', hello: () => ({ mode: 'fun', funId }), handlers: h, createSocket: (u) => new FakeSocket(u) as never });
    const s = FakeSocket.all[0]!;
    expect(s.url).toBe('ws://x/studio/baccarat/api/ws');
    funId = 'second';
    s.open();
    expect(s.sent).toEqual([{ type: 'hello', mode: 'fun', funId: 'second' }]);
    expect(h.onOpen).toHaveBeenCalledWith(false);
    vi.advanceTimersByTime(PING_EVERY_MS * 2);
    expect(s.sent.slice(1)).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    s.receive({ type: 'totals', roundId: 'r', totals: {}, players: 0, serverNow: '2030-01-01T00:00:00Z' });
    s.receive('not json');
    s.receive({ type: 'nonsense', serverNow: 'x' });
    expect(h.onMessage).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a drop with a growing pause, and says it came back', () => {
    const h = handlers();
    connectTable({ url: 'ws://x', hello: () => ({}), handlers: h, createSocket: (u) => new FakeSocket(u) as never, random: () => 0.5 });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop();
    expect(h.onDown).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2]!.open();
    expect(h.onOpen).toHaveBeenLastCalledWith(true);
    // The pause starts over once connected.
    FakeSocket.all[2]!.drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('stops on 4401 (the session is not valid) and on stop()', () => {
    const h = handlers();
    connectTable({ url: 'ws://x', hello: () => ({}), handlers: h, createSocket: (u) => new FakeSocket(u) as never });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(h.onRefused).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(1);

    const h2 = handlers();
    const stop = connectTable({ url: 'ws://x', hello: () => ({}), handlers: h2, createSocket: (u) => new FakeSocket(u) as never });
    const s = FakeSocket.all[1]!;
    s.open();
    stop();
    expect(s.closed).toBe(true);
    s.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(h2.onDown).not.toHaveBeenCalled();
  });

  it('reads only the messages it knows, whole', () => {
    const at = '2030-01-01T00:00:00Z';
    expect(parseMessage(JSON.stringify({ type: 'pong', serverNow: at }))).toEqual({ type: 'pong', serverNow: at });
    expect(parseMessage(JSON.stringify({ type: 'round', serverNow: at, round: { roundId: 'r' }, seated: 1 }))).not.toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'round', serverNow: at, round: null }))).toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'settled', serverNow: at }))).toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'pong' }))).toBeNull();
    expect(parseMessage(JSON.stringify([1, 2]))).toBeNull();
    expect(parseMessage(new ArrayBuffer(2))).toBeNull();
  });
});
