/**
 * The chat sockets (CHAT_SOCKET_PATH for the site, STAFF_CHAT_SOCKET_PATH for
 * the console). Like the live-event socket, the token travels in the first
 * frame, never the URL; once it is accepted the socket listens on one
 * channel of the live bus (the conversation's owner, or the brand's agents)
 * and pushes what arrives there, checked against ZChatFrame, so it works
 * the same on every server process behind the Redis bus. Sockets only push;
 * messages are sent by the calls.
 */
import type { WebSocket } from '@fastify/websocket';
import { ErrorCode, ZChatFrame, ZChatSocketAuth, type TChatFrame } from '@wps/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import { sha256 } from '../../lib/tokens';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { jsonChannel } from '../live/live.bus';
import { guardSocket } from '../live/socket-guard';
import { findLiveSession, resolveSessionToken } from '../session/session.service';
import { resolveStaffToken } from '../staff/staff.service';
import { findVisitorConversation } from './chat.repository';
import { chatOwnerChannel, chatStaffChannel } from './chat.service';

/** What an accepted token opens: the channel to follow, and how to tell later that it no longer may. */
export interface ChatSubscription {
  channel: string;
  /** False once the session behind the token ended (the socket closes with 4401). */
  stillValid?: () => Promise<boolean>;
}
type Resolve = (token: string, visitor: boolean) => Promise<ChatSubscription>;

/** The site's socket: a member's session follows all their conversations, a visitor's token one. */
export const siteChatAccess =
  (services: AppServices, merchant: MerchantRow): Resolve =>
  async (token, visitor) => {
    if (visitor) {
      const found = await findVisitorConversation(services.db, merchant.id, sha256(token));
      if (!found) throw new AppError(404, ErrorCode.chatNotFound, 'No such conversation');
      return { channel: chatOwnerChannel(merchant.id, { conversationId: found.id }) };
    }
    const member = await resolveSessionToken(services, merchant, token);
    return {
      channel: chatOwnerChannel(merchant.id, { memberId: member.id }),
      stillValid: async () => (await findLiveSession(services, merchant, token)) !== null,
    };
  };

/** The console's socket: a staff session that may answer the chat, from an allowed address. */
export const staffChatAccess =
  (services: AppServices, merchant: MerchantRow, ip: string): Resolve =>
  async (token) => {
    const staff = await resolveStaffToken(services, merchant.id, ip, token);
    if (!staff.verified || !staff.permissions.has('support.chat')) throw new AppError(403, ErrorCode.forbidden, 'This socket needs the permission support.chat');
    return {
      channel: chatStaffChannel(merchant.id),
      stillValid: async () => {
        try {
          await resolveStaffToken(services, merchant.id, ip, token);
          return true;
        } catch {
          return false;
        }
      },
    };
  };

/** Runs one chat socket from connection to close; listeners attach synchronously so no early frame is lost. */
export function serveChatSocket(ctx: { services: AppServices; log: FastifyBaseLogger; resolve: Resolve }, socket: WebSocket): void {
  const options = ctx.services.liveSocket;
  let state: 'awaiting_auth' | 'authenticating' | 'open' | 'closed' = 'awaiting_auth';
  let unsubscribe: (() => void) | null = null;
  let recheck: NodeJS.Timeout | null = null;
  const isClosed = () => state === 'closed';

  const guard = guardSocket(socket, options);
  const send = (frame: TChatFrame) => guard.send(frame);
  const refuse = (code: string) => guard.refuse(code, 'not allowed');

  socket.on('close', () => {
    state = 'closed';
    if (recheck) clearInterval(recheck);
    unsubscribe?.();
  });

  socket.on('message', (data, isBinary) => {
    if (state !== 'awaiting_auth') return;
    state = 'authenticating';
    guard.authenticated();
    const auth = isBinary ? null : parseAuth(String(data));
    if (!auth) {
      refuse(ErrorCode.notLoggedIn);
      return;
    }
    open(auth.token, auth.visitor === true).catch((err: unknown) => {
      if (err instanceof AppError && err.statusCode < 500) {
        refuse(err.code);
        return;
      }
      ctx.log.error({ err }, 'chat socket failed to open');
      socket.close(1011, 'server error');
    });
  });

  async function open(token: string, visitor: boolean): Promise<void> {
    const access = await ctx.resolve(token, visitor);
    if (isClosed()) return;
    state = 'open';
    unsubscribe = ctx.services.live.subscribeJson(access.channel, (message) => {
      const frame = ZChatFrame.safeParse(message);
      if (frame.success) send(frame.data);
    });
    await ctx.services.live.subscribed?.(jsonChannel(access.channel));
    if (isClosed()) return;
    send({ type: 'ready' });
    const stillValid = access.stillValid;
    if (stillValid) {
      recheck = setInterval(() => {
        stillValid()
          .then((ok) => {
            if (!ok && !isClosed()) refuse(ErrorCode.notLoggedIn);
          })
          .catch((err: unknown) => ctx.log.warn({ err }, 'chat socket: session re-check failed'));
      }, options.sessionCheckMs);
    }
  }
}

function parseAuth(text: string) {
  try {
    const parsed = ZChatSocketAuth.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
