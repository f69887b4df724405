import { LIVE_CLOSE } from '@wps/contracts/player';

/**
 * A WebSocket the server pushes frames on (the live events, the support
 * chat): the token goes in the first frame, never the URL; a dropped
 * connection is retried with backoff (1 s doubling to 30 s, back to 1 s once
 * the server said `ready`); it stops for good when stopped, and when the
 * server closes with 4401 (not allowed) or 4409 (too many open pages).
 */
export const LIVE_BACKOFF_START_MS = 1000;
export const LIVE_BACKOFF_MAX_MS = 30_000;

export type PushSocketOptions<F> = {
  /** ws(s)://… of the socket. */
  url: string;
  /** The first frame (`{ type: 'auth', token, … }`). */
  auth: Record<string, unknown>;
  /** A frame the client understands, or null (ignored). `ready` and `error` frames are handled here. */
  parse: (json: unknown) => F | null;
  onFrame: (frame: F) => void;
  /** Each time the server said `ready` (the first connection and every reconnection). */
  onReady?: () => void;
  /** The server closed with 4401. */
  onUnauthorized?: () => void;
  /** The WebSocket constructor; tests hand in a fake. */
  WebSocketImpl?: typeof WebSocket;
};

export type PushSocket = { stop: () => void };

export const socketUrl = (path: string, loc: Pick<Location, 'protocol' | 'host'> = window.location): string =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${path}`;

/** Codes after which reconnecting cannot help. */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([LIVE_CLOSE.notLoggedIn, LIVE_CLOSE.replaced]);

const readJson = (data: unknown): unknown => {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
};

const frameType = (json: unknown) => (typeof json === 'object' && json !== null && 'type' in json ? (json as { type: unknown }).type : null);

export function connectPushSocket<F>(options: PushSocketOptions<F>): PushSocket {
  const Impl = options.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
  if (!Impl) return { stop: () => {} };
  let stopped = false;
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let backoff = LIVE_BACKOFF_START_MS;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const open = socket;
    socket = null;
    if (open && (open.readyState === Impl.CONNECTING || open.readyState === Impl.OPEN)) open.close(1000, 'stopped');
  };

  const scheduleReconnect = () => {
    const delay = backoff;
    backoff = Math.min(backoff * 2, LIVE_BACKOFF_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  };

  const connect = () => {
    if (stopped) return;
    const ws = new Impl(options.url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify(options.auth));
    ws.onmessage = (message: MessageEvent) => {
      if (socket !== ws) return;
      const json = readJson(message.data);
      const type = frameType(json);
      if (type === 'error') return;
      if (type === 'ready') {
        backoff = LIVE_BACKOFF_START_MS;
        options.onReady?.();
        return;
      }
      const frame = options.parse(json);
      if (frame !== null) options.onFrame(frame);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws || stopped) return;
      socket = null;
      if (FINAL_CLOSE_CODES.has(event.code)) {
        stop();
        if (event.code === LIVE_CLOSE.notLoggedIn) options.onUnauthorized?.();
        return;
      }
      scheduleReconnect();
    };
  };

  connect();
  return { stop };
}
