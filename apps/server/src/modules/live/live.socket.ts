/**
 * One member's live-event socket (GET /wps/ws, upgraded). The token never
 * travels in the URL, where proxies and logs keep it: the first frame is
 * `{ type: 'auth', token }` and nothing is pushed before it was accepted.
 * The socket then carries the member's channel of the live bus, starting
 * with `ready` and a balance snapshot, so a page that (re)connects never
 * shows a balance older than the moment it subscribed.
 *
 * Across server processes (the Redis bus): a logout or revocation anywhere
 * publishes `sessions_ended`, and every socket of the member re-checks its
 * session at once (the periodic re-check stays as a fallback); each socket
 * announces its opening and closing, and a socket that hears of as many newer
 * sockets of its member as the cap allows closes itself (4409), so the cap
 * holds for the member, not per process.
 */
import type { WebSocket } from '@fastify/websocket';
import { ErrorCode, LIVE_CLOSE, ZLiveAuth, type TLiveControl, type TLiveEvent } from '@wps/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { findLiveSession, resolveSessionToken } from '../session/session.service';
import type { AuthenticatedMember } from '../session/session.types';
import { readBalance } from '../wallet/wallet.balance';
import { randomId } from '../../lib/tokens';
import { memberChannel, type TLiveBusControl } from './live.bus';
import { guardSocket } from './socket-guard';

let openSequence = 0;
/** Orders sockets by opening: milliseconds across processes, strictly increasing within one. */
const openStamp = () => Date.now() * 1000 + (openSequence++ % 1000);

/** The open sockets of each member, oldest first (this process only). */
export function createMemberSockets(max: number) {
  const byMember = new Map<string, WebSocket[]>();
  const keyOf = (member: AuthenticatedMember) => `${member.merchantId}:${member.id}`;
  return {
    /** Adds the socket; returns those beyond the limit, oldest first, for the caller to close. */
    add(member: AuthenticatedMember, socket: WebSocket): WebSocket[] {
      const list = [...(byMember.get(keyOf(member)) ?? []), socket];
      const evicted = list.length > max ? list.splice(0, list.length - max) : [];
      byMember.set(keyOf(member), list);
      return evicted;
    },
    remove(member: AuthenticatedMember, socket: WebSocket): void {
      const list = (byMember.get(keyOf(member)) ?? []).filter((s) => s !== socket);
      if (list.length > 0) byMember.set(keyOf(member), list);
      else byMember.delete(keyOf(member));
    },
  };
}
export type MemberSockets = ReturnType<typeof createMemberSockets>;

interface SocketContext {
  services: AppServices;
  sockets: MemberSockets;
  merchant: MerchantRow;
  log: FastifyBaseLogger;
}

/** Runs one socket from connection to close. Attaches its listeners synchronously so no early frame is lost. */
export function serveLiveSocket(ctx: SocketContext, socket: WebSocket): void {
  const { services, merchant, log } = ctx;
  const options = services.liveSocket;
  let state: 'awaiting_auth' | 'authenticating' | 'open' | 'closed' = 'awaiting_auth';
  let member: AuthenticatedMember | null = null;
  let unsubscribe: (() => void) | null = null;
  let unsubscribeControl: (() => void) | null = null;
  /** This socket on the bus: its id and opening stamp, and the newer sockets of its member it heard of. */
  const socketId = randomId();
  const openedAt = openStamp();
  const newerPeers = new Set<string>();
  let announced = false;
  let sessionCheck: NodeJS.Timeout | null = null;
  /** A function, not a comparison, so TypeScript does not assume the state stood still across an await. */
  const isClosed = () => state === 'closed';
  /** Bus events that arrive before the snapshot went out; sent right after it, in order. */
  let backlog: TLiveEvent[] | null = [];

  const guard = guardSocket(socket, options);
  const send = (frame: TLiveEvent | TLiveControl) => guard.send(frame);
  const refuse = (code: string = ErrorCode.notLoggedIn) => guard.refuse(code);

  socket.on('close', () => {
    state = 'closed';
    if (sessionCheck) clearInterval(sessionCheck);
    unsubscribe?.();
    unsubscribeControl?.();
    if (member) ctx.sockets.remove(member, socket);
    if (member && announced) {
      void services.live.publishControl(memberChannel(merchant.id, member.id), { type: 'socket_closed', socketId });
    }
  });

  socket.on('message', (data, isBinary) => {
    // Frames after the first are not part of the protocol; they are ignored.
    if (state !== 'awaiting_auth') return;
    state = 'authenticating';
    // The limit is on the client's first frame; checking the token is the server's time.
    guard.authenticated();
    const token = isBinary ? null : authToken(String(data));
    if (!token) {
      refuse();
      return;
    }
    open(token).catch((err: unknown) => {
      if (err instanceof AppError && (err.code === ErrorCode.notLoggedIn || err.code === ErrorCode.sessionPasswordChanged)) {
        refuse(err.code);
        return;
      }
      log.error({ err }, 'live-event socket failed to open');
      socket.close(1011, 'server error');
    });
  });

  async function open(token: string): Promise<void> {
    const found = await resolveSessionToken(services, merchant, token);
    if (isClosed()) return;
    state = 'open';
    member = found;
    for (const older of ctx.sockets.add(found, socket)) older.close(LIVE_CLOSE.replaced, 'too many open pages');

    const channel = memberChannel(merchant.id, found.id);
    unsubscribe = services.live.subscribe(channel, (event) => {
      if (backlog) backlog.push(event);
      else send(event);
    });
    unsubscribeControl = services.live.subscribeControl(channel, (message) => onControl(token, message));
    await Promise.all([services.live.subscribed?.(channel), services.live.controlSubscribed?.(channel)]);
    if (isClosed()) return;
    // Older sockets of the member, on any process, count this one; the oldest beyond the cap closes itself.
    announced = true;
    await services.live.publishControl(channel, { type: 'socket_opened', socketId, openedAt });
    if (isClosed()) return;
    send({ type: 'ready' });
    const balance = await readBalance(services.db, merchant, found.id);
    if (isClosed()) return;
    send({ type: 'balance', balance });
    for (const event of backlog ?? []) send(event);
    backlog = null;

    sessionCheck = setInterval(() => void recheckSession(token), options.sessionCheckMs);
  }

  function onControl(token: string, message: TLiveBusControl): void {
    if (isClosed()) return;
    if (message.type === 'sessions_ended') {
      void recheckSession(token);
      return;
    }
    if (message.socketId === socketId) return;
    if (message.type === 'socket_closed') {
      newerPeers.delete(message.socketId);
      return;
    }
    const newer = message.openedAt > openedAt || (message.openedAt === openedAt && message.socketId > socketId);
    if (!newer) return;
    newerPeers.add(message.socketId);
    if (newerPeers.size >= options.maxSocketsPerMember) socket.close(LIVE_CLOSE.replaced, 'too many open pages');
  }

  let checking = false;
  /** A check asked for while one runs (a revocation racing the periodic check) runs right after it. */
  let checkAgain = false;
  async function recheckSession(token: string): Promise<void> {
    if (state !== 'open') return;
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    try {
      do {
        checkAgain = false;
        if (!(await findLiveSession(services, merchant, token)) && !isClosed()) refuse();
      } while (checkAgain && !isClosed());
    } catch (err) {
      // A database hiccup is not a logout; the next check decides.
      log.warn({ err }, 'live-event socket: session re-check failed');
    } finally {
      checking = false;
    }
  }
}

function authToken(text: string): string | null {
  try {
    const parsed = ZLiveAuth.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.token : null;
  } catch {
    return null;
  }
}
