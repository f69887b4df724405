/**
 * The table's socket (/studio/<game>/api/ws), as every studio page's (../shared/socket): the
 * messages a table sends, read whole or not at all.
 */
import { connectSocket, jsonMessage, type TConnect as TSocketConnect } from '../shared/socket';
import type { TServerMessage, TTableGame } from './types';

const TYPES = new Set(['round', 'totals', 'deal', 'result', 'void', 'settled', 'welcome', 'pong']);

/** A message from the server, or null when it is not one we know (ignored, never thrown). */
export const parseMessage = jsonMessage((data): TServerMessage | null => {
  if (data === null || typeof data !== 'object') return null;
  const m = data as { type?: unknown; serverNow?: unknown; round?: unknown; roundId?: unknown };
  if (typeof m.type !== 'string' || !TYPES.has(m.type) || typeof m.serverNow !== 'string') return null;
  if ((m.type === 'round' || m.type === 'deal' || m.type === 'result') && (m.round === null || typeof m.round !== 'object' || typeof (m.round as { roundId?: unknown }).roundId !== 'string')) return null;
  if ((m.type === 'totals' || m.type === 'void' || m.type === 'settled') && typeof m.roundId !== 'string') return null;
  return data as TServerMessage;
});

export type TConnect = TSocketConnect<TServerMessage>;

/** The table's socket: every round's events, and the player's own settlements once it said who is playing. */
export const connectTable: TConnect = connectSocket(parseMessage);

/** The socket's path for a table (see ../shared/socket's socketUrl). */
export const socketPath = (game: TTableGame): string => `/studio/${game}/api/ws`;
