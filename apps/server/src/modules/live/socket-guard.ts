/**
 * What every push socket of the server does the same way (the member's live
 * events, the chat sockets): frames as JSON, a client that does not read
 * them dropped rather than buffered without end, the first frame awaited
 * for at most `authTimeoutMs` (4408), a ping every `pingIntervalMs` and the
 * socket dropped when the previous one went unanswered, and a refusal as an
 * `error` frame followed by the 4401 close.
 */
import type { WebSocket } from '@fastify/websocket';
import { LIVE_CLOSE } from '@wps/contracts';
import type { LiveSocketOptions } from './live.options';

/** A client that does not read its frames is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface SocketGuard {
  send(frame: unknown): void;
  /** An `error` frame with the code, then the 4401 close. */
  refuse(code: string, reason?: string): void;
  /** The first frame came: the auth timeout no longer applies. */
  authenticated(): void;
}

export function guardSocket(socket: WebSocket, options: Pick<LiveSocketOptions, 'authTimeoutMs' | 'pingIntervalMs'>): SocketGuard {
  let answeredPing = true;
  const authTimer = setTimeout(() => socket.close(LIVE_CLOSE.authTimeout, 'no auth frame'), options.authTimeoutMs);
  const pinger = setInterval(() => {
    if (!answeredPing) {
      socket.terminate();
      return;
    }
    answeredPing = false;
    socket.ping();
  }, options.pingIntervalMs);
  socket.on('pong', () => {
    answeredPing = true;
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    clearInterval(pinger);
  });
  const send = (frame: unknown) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(frame));
  };
  return {
    send,
    refuse(code, reason = 'not logged in') {
      send({ type: 'error', code });
      socket.close(LIVE_CLOSE.notLoggedIn, reason);
    },
    authenticated: () => clearTimeout(authTimer),
  };
}
