import { LIVE_EVENTS_PATH, type TLiveEvent, ZLiveEvent } from '@wps/contracts/player';
import { connectPushSocket, socketUrl } from '@wps/ui/push-socket';
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
export { LIVE_BACKOFF_MAX_MS, LIVE_BACKOFF_START_MS } from '@wps/ui/push-socket';

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

export const liveEventsUrl = (loc: Pick<Location, 'protocol' | 'host'> = window.location): string => socketUrl(LIVE_EVENTS_PATH, loc);

const parseEvent = (json: unknown): TLiveEvent | null => {
  const event = ZLiveEvent.safeParse(json);
  return event.success ? event.data : null;
};

export function connectLiveEvents(options: LiveEventsOptions): LiveEventsConnection {
  const socket = connectPushSocket({
    url: options.url ?? liveEventsUrl(),
    auth: { type: 'auth', token: options.token },
    parse: parseEvent,
    onFrame: options.onEvent,
    onUnauthorized: options.onUnauthorized,
    WebSocketImpl: options.WebSocketImpl,
  });
  // Logout or another login in this tab: this connection belongs to the old token.
  const unsubscribeToken = subscribeToken(() => {
    if (getToken() !== options.token) stop();
  });
  const stop = () => {
    unsubscribeToken();
    socket.stop();
  };
  return { stop };
}
