import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseMessage } from './api';
import { connectCrash, PING_EVERY_MS, type TSocketLike } from './socket';

class FakeSocket implements TSocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
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

const now = '2025-01-01T12:00:00.000Z';

describe('the socket', () => {
  let sockets: FakeSocket[];
  const handlers = () => ({ onMessage: vi.fn(), onOpen: vi.fn(), onDown: vi.fn(), onRefused: vi.fn() });
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());
  const connect = (h: ReturnType<typeof handlers>, who: Record<string, unknown> = { mode: 'fun', funId: 'f'.repeat(22) }) =>
    connectCrash({
      url: 'ws://x/studio/crash/api/ws',
      hello: () => who,
      handlers: h,
      random: () => 0.5,
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
    });

  it('says hello once open, pings every 20 s, hands known messages on', () => {
    const h = handlers();
    connect(h);
    sockets[0]!.open();
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'hello', mode: 'fun', funId: 'f'.repeat(22) });
    expect(h.onOpen).toHaveBeenCalledWith(false);
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(sockets[0]!.sent[1]).toBe(JSON.stringify({ type: 'ping' }));
    sockets[0]!.receive({ type: 'pong', serverNow: now });
    sockets[0]!.receive({ type: 'nonsense', serverNow: now });
    sockets[0]!.receive('not json');
    expect(h.onMessage).toHaveBeenCalledTimes(1);
  });

  it('comes back after a drop with a growing pause, and says it reconnected', () => {
    const h = handlers();
    connect(h);
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
    sockets[2]!.drop();
    vi.advanceTimersByTime(1000);
    sockets[3]!.open();
    expect(h.onOpen).toHaveBeenLastCalledWith(true);
  });

  it('stops on 4401 (the session is refused) and when stopped', () => {
    const h = handlers();
    const stop = connect(h);
    sockets[0]!.drop(4401);
    expect(h.onRefused).toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    const h2 = handlers();
    sockets = [];
    const stop2 = connect(h2);
    stop2();
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    stop();
  });
});

describe('socket messages', () => {
  const round = { roundId: 'r1', gameNo: 3, phase: 'crashed', opensAt: now, startsAt: now, point: 250, hash: 'ab', bustsAt: now };
  it('reads the messages the studio sends', () => {
    expect(parseMessage(JSON.stringify({ type: 'crash', round, bets: [{ name: 'Guest', amount: '100', status: 'lost' }], serverNow: now }))).toMatchObject({ type: 'crash', round: { point: 250 } });
    expect(parseMessage(JSON.stringify({ type: 'settled', roundId: 'r1', bet: { name: 'Guest', amount: '100', status: 'cashed', cashedAt: 150, payout: '150' }, serverNow: now }))).toMatchObject({ type: 'settled' });
  });
  it('drops anything not in the agreed shape', () => {
    expect(parseMessage(JSON.stringify({ type: 'crash', round: { ...round, point: 2.5 }, bets: [], serverNow: now }))).toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'bet', roundId: 'r1', bet: { name: 'Guest', amount: '1.5', status: 'placed' }, serverNow: now }))).toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'pong' }))).toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'round', round: { ...round, phase: 'flying' }, serverNow: now }))).toBeNull();
    expect(parseMessage(42)).toBeNull();
  });
});
