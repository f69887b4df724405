/**
 * The member's inbox (messageV2, CSP_unreadCount). Messages are SPEC.md §3
 * templates with parameters: the client renders them in the member's
 * language. A send is idempotent by its dedupe key, so a retried approval
 * never sends the same message twice; a new message is pushed live.
 */
import type { MESSAGE_TEMPLATES, STAFF_MESSAGE_TEMPLATE, TInboxMessage } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import type { AppServices } from '../../services';
import { memberChannel } from '../live/live.bus';
import { countUnread, findMessageByDedupeKey, insertMessageOnce, listMessages, markRead, type InboxRow } from './inbox.repository';
import { pageOfRows, pageWindow } from '../../lib/paging';

/** SPEC.md §3's templates, and the console's free message (`STAFF_MESSAGE_TEMPLATE`: staff's own title and text). */
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number] | typeof STAFF_MESSAGE_TEMPLATE;

export const presentMessage = (row: InboxRow): TInboxMessage => ({
  id: row.id,
  template: row.template,
  params: row.params,
  read: row.readAt !== null,
  createdAt: row.createdAt.getTime(),
});

/**
 * Call after the transaction that caused the message has committed.
 * `params` always gets `site` (the brand's name) added.
 */
export async function sendTemplateMessage(
  services: Pick<AppServices, 'db' | 'clock' | 'live'>,
  input: TemplateMessageInput,
): Promise<TInboxMessage | null> {
  const row = await insertTemplateMessage(services, services.db, input);
  return row ? pushMessage(services, row) : null;
}

export interface TemplateMessageInput {
  merchantId: number;
  memberId: number;
  siteName: string;
  template: MessageTemplate;
  params: Record<string, string>;
  dedupeKey: string;
}

/** Stores a message in `db` (a caller's transaction); undefined when its dedupe key was used. Push it with `pushMessage` after commit. */
export function insertTemplateMessage(services: Pick<AppServices, 'clock'>, db: DrizzleDb, input: TemplateMessageInput): Promise<InboxRow | undefined> {
  return insertMessageOnce(db, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    template: input.template,
    params: { site: input.siteName, ...input.params },
    dedupeKey: input.dedupeKey,
    createdAt: services.clock.now(),
  });
}

/** The message a dedupe key sent before (a replayed send answers it again). */
export const messageByDedupeKey = (db: DrizzleDb, memberId: number, dedupeKey: string) => findMessageByDedupeKey(db, memberId, dedupeKey);

/** The new message and the unread count, live to the member's open pages on every process. */
export async function pushMessage(services: Pick<AppServices, 'db' | 'live'>, row: InboxRow): Promise<TInboxMessage> {
  const message = presentMessage(row);
  const unread = await countUnread(services.db, row.memberId);
  await services.live.publish(memberChannel(row.merchantId, row.memberId), { type: 'message', message, unread });
  return message;
}

export const unreadCount = async (services: Pick<AppServices, 'db'>, memberId: number) => ({ count: await countUnread(services.db, memberId) });

export async function memberMessages(services: Pick<AppServices, 'db'>, memberId: number, query: { pageNo: number; pageSize: number }) {
  const { rows, total } = await listMessages(services.db, memberId, pageWindow(query));
  return pageOfRows(rows.map(presentMessage), total, query);
}

export async function markMessagesRead(services: Pick<AppServices, 'db' | 'clock'>, memberId: number, body: { ids?: number[] | undefined; all?: boolean | undefined }) {
  if (body.all) await markRead(services.db, memberId, 'all', services.clock.now());
  else if (body.ids?.length) await markRead(services.db, memberId, body.ids, services.clock.now());
  return unreadCount(services, memberId);
}
