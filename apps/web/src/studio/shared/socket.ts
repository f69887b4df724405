/**
 * A game's live socket (/studio/<game>/api/ws): says who is playing once open, pings every 20 s
 * (the server counts it as presence), hands on every message the game's schema knows, and
 * comes back with a growing pause when the connection drops. A close with 4401 means the
 * session is no longer valid: no reconnect then.
 */

export const PING_EVERY_MS = 20_000;

/** The socket's address: same origin, ws: or wss: as the page; `path` from the root (/studio/crash/api/ws). */
export const socketUrl = (location: { protocol: string; host: string }, path: string): string => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;

/** Wait before reconnect attempt n (0-based): 1 s, 2 s, 4 s … up to 15 s, ±25 % so the players do not all come back at once. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** A message reader for JSON text frames: `read` gets the decoded value; anything else is null (ignored, never thrown). */
export function jsonMessage<M>(read: (data: unknown) => M | null): (raw: unknown) => M | null {
  return (raw) => {
    if (typeof raw !== 'string') return null;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
    return read(data);
  };
}

export interface TSocketHandlers<M> {
  onMessage(message: M): void;
  /** Connected; `reconnected` after a drop (the page refetches its session then). */
  onOpen(reconnected: boolean): void;
  /** The connection dropped; another attempt follows. */
  onDown(): void;
  /** The server refused who we said we are (4401). */
  onRefused(): void;
}

export type TSocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
};

export interface TConnectOptions<M> {
  url: string;
  /** The hello message's who, read at every (re)connect (the fun id may come later than the first call). */
  hello: () => Record<string, unknown>;
  handlers: TSocketHandlers<M>;
  createSocket?: (url: string) => TSocketLike;
  random?: () => number;
}

/** Connects and keeps connecting until the returned stop() is called. */
export type TConnect<M> = (o: TConnectOptions<M>) => () => void;

/** The connector for one game's messages: `parse` reads a frame into a message, or null for one it does not know. */
export function connectSocket<M>(parse: (raw: unknown) => M | null): TConnect<M> {
  return (o) => {
    const create = o.createSocket ?? ((url: string) => new WebSocket(url) as unknown as TSocketLike);
    let socket: TSocketLike | null = null;
    let stopped = false;
    let everOpened = false;
    let attempt = 0;
    let ping: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      if (stopped) return;
      let s: TSocketLike;
      try {
        s = create(o.url);
      } catch {
        o.handlers.onDown();
        retry = setTimeout(open, backoffMs(attempt++, o.random));
        return;
      }
      socket = s;
      s.onopen = () => {
        const reconnected = everOpened;
        everOpened = true;
        attempt = 0;
        s.send(JSON.stringify({ type: 'hello', ...o.hello() }));
        clearInterval(ping);
        ping = setInterval(() => {
          if (s.readyState === 1) s.send(JSON.stringify({ type: 'ping' }));
        }, PING_EVERY_MS);
        o.handlers.onOpen(reconnected);
      };
      s.onmessage = (e) => {
        const m = parse(e.data);
        if (m) o.handlers.onMessage(m);
      };
      s.onerror = () => {
        /* a close follows */
      };
      s.onclose = (e) => {
        clearInterval(ping);
        if (stopped || socket !== s) return;
        socket = null;
        if (e.code === 4401) {
          o.handlers.onRefused();
          return;
        }
        o.handlers.onDown();
        retry = setTimeout(open, backoffMs(attempt++, o.random));
      };
    };

    open();
    return () => {
      stopped = true;
      clearInterval(ping);
      clearTimeout(retry);
      const s = socket;
      socket = null;
      if (s) {
        s.onclose = null;
        s.onmessage = null;
        s.onopen = null;
        s.close();
      }
    };
  };
}
