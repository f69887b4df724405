/**
 * The table's socket (/studio/<game>/api/ws): says who is playing once open, pings every
 * 20 s (the server counts it as presence), hands every event on, and comes back with a
 * growing pause when the connection drops. A close with 4401 means the session is no longer
 * valid: no reconnect then.
 */
import { backoffMs } from './logic';
import type { TServerMessage } from './types';

export const PING_EVERY_MS = 20_000;
const TYPES = new Set(['round', 'totals', 'deal', 'result', 'void', 'settled', 'welcome', 'pong']);

/** A message from the server, or null when it is not one we know (ignored, never thrown). */
export function parseMessage(raw: unknown): TServerMessage | null {
  if (typeof raw !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (data === null || typeof data !== 'object') return null;
  const m = data as { type?: unknown; serverNow?: unknown; round?: unknown; roundId?: unknown };
  if (typeof m.type !== 'string' || !TYPES.has(m.type) || typeof m.serverNow !== 'string') return null;
  if ((m.type === 'round' || m.type === 'deal' || m.type === 'result') && (m.round === null || typeof m.round !== 'object' || typeof (m.round as { roundId?: unknown }).roundId !== 'string')) return null;
  if ((m.type === 'totals' || m.type === 'void' || m.type === 'settled') && typeof m.roundId !== 'string') return null;
  return data as TServerMessage;
}

export interface TSocketHandlers {
  onMessage(message: TServerMessage): void;
  /** Connected; `reconnected` after a drop (the page refetches its session then). */
  onOpen(reconnected: boolean): void;
  /** The connection dropped; another attempt follows. */
  onDown(): void;
  /** The server refused who we said we are (4401). */
  onRefused(): void;
}

type TSocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
};

export interface TConnectOptions {
  url: string;
  /** The hello message, read at every (re)connect (the fun id may come later than the first call). */
  hello: () => Record<string, unknown>;
  handlers: TSocketHandlers;
  createSocket?: (url: string) => TSocketLike;
  random?: () => number;
}

/** Connects and keeps connecting until the returned stop() is called. */
export function connectTable(o: TConnectOptions): () => void {
  const create = o.createSocket ?? ((url: string) => new WebSocket(url) as unknown as TSocketLike);
  let socket: TSocketLike | null = null;
  let stopped = false;
  let everOpened = false;
  let attempt = 0;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    if (stopped) return;
    const s = create(o.url);
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
      s.close();
    }
  };
}
