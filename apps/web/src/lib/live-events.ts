import { LIVE_CLOSE, LIVE_EVENTS_PATH, type TLiveEvent, ZLiveControl, ZLiveEvent } from '@wps/contracts/player';
import { getToken, subscribeToken } from './session';

/**
 * The member's live events (WebSocket /wps/ws): balance changes, new inbox
 * messages, deposit and withdrawal updates, pushed as they happen so the
 * header balance never polls. The token goes in the first frame, never in
 * the URL. A dropped connection is retried with backoff (1 s doubling to
 * 30 s, back to 1 s once the server said `ready`); the client stops for good
 * when the token it was started with is gone or replaced, and when the server
 * closes with 4401 (the session ended) or 4409 (too many open pages).
 */
export const LIVE_BACKOFF_START_MS = 1000;
export const LIVE_BACKOFF_MAX_MS = 30_000;

export type LiveEventsOptions = {
  token: string;
  onEvent: (event: TLiveEvent) => void;
  /** The server closed with 4401: the session is over (the caller lets the API confirm it). */
  onUnauthorized?: () => void;
  /** Defaults to ws(s)://<this host>/wps/ws. */
  url?: string;
  /** The WebSocket constructor; tests hand in a fake. */
  WebSocketImpl?: typeof WebSocket;
};

export type LiveEventsConnection = { stop: () => void };

export const liveEventsUrl = (loc: Pick<Location, 'protocol' | 'host'> = window.location): string =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${LIVE_EVENTS_PATH}`;

/** Codes after which reconnecting cannot help. */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([LIVE_CLOSE.notLoggedIn, LIVE_CLOSE.replaced]);

const parseFrame = (data: unknown) => {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const control = ZLiveControl.safeParse(json);
  if (control.success) return control.data;
  const event = ZLiveEvent.safeParse(json);
  return event.success ? event.data : null;
};

export function connectLiveEvents(options: LiveEventsOptions): LiveEventsConnection {
  const Impl = options.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
  if (!Impl) return { stop: () => {} };
  const url = options.url ?? liveEventsUrl();
  let stopped = false;
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let backoff = LIVE_BACKOFF_START_MS;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    unsubscribeToken();
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
    const ws = new Impl(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: options.token }));
    ws.onmessage = (message: MessageEvent) => {
      if (socket !== ws) return;
      const frame = parseFrame(message.data);
      if (!frame || frame.type === 'error') return;
      if (frame.type === 'ready') backoff = LIVE_BACKOFF_START_MS;
      else options.onEvent(frame);
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

  // Logout or another login in this tab: this connection belongs to the old token.
  const unsubscribeToken = subscribeToken(() => {
    if (getToken() !== options.token) stop();
  });
  connect();
  return { stop };
}
