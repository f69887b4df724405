/**
 * Crash's socket (/studio/crash/api/ws): says who is playing once open, pings every 20 s, hands
 * every known event on, and comes back with a growing pause when the connection drops. A close
 * with 4401 means the session is no longer valid: no reconnect then.
 */
import { parseMessage, type TServerMessage } from './api';
import { backoffMs } from './logic';

export const PING_EVERY_MS = 20_000;

export interface TSocketHandlers {
  onMessage(message: TServerMessage): void;
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

export interface TConnectOptions {
  url: string;
  /** The hello message's who, read at every (re)connect. */
  hello: () => Record<string, unknown>;
  handlers: TSocketHandlers;
  createSocket?: (url: string) => TSocketLike;
  random?: () => number;
}

export type TConnect = (o: TConnectOptions) => () => void;

/** Connects and keeps connecting until the returned stop() is called. */
export const connectCrash: TConnect = (o) => {
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
      const m = parseMessage(e.data);
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
