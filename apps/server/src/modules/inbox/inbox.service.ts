/**
 * The member's inbox (messageV2, CSP_unreadCount). Messages are SPEC.md §3
 * templates with parameters: the client renders them in the member's
 * language. A send is idempotent by its dedupe key, so a retried approval
 * never sends the same message twice; a new message is pushed live.
 */
import type { TInboxMessage } from '@wps/contracts';
import type { AppServices } from '../../services';
import { memberChannel } from '../live/live.bus';
import { countUnread, insertMessageOnce, listMessages, markRead, type InboxRow } from './inbox.repository';
import { pageOfRows, pageWindow } from '../../lib/paging';

export type MessageTemplate = 'deposit_credited' | 'deposit_failed' | 'withdrawal_approved' | 'withdrawal_rejected';

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
  input: { merchantId: number; memberId: number; siteName: string; template: MessageTemplate; params: Record<string, string>; dedupeKey: string },
): Promise<TInboxMessage | null> {
  const row = await insertMessageOnce(services.db, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    template: input.template,
    params: { site: input.siteName, ...input.params },
    dedupeKey: input.dedupeKey,
    createdAt: services.clock.now(),
  });
  if (!row) return null;
  const message = presentMessage(row);
  const unread = await countUnread(services.db, input.memberId);
  await services.live.publish(memberChannel(input.merchantId, input.memberId), { type: 'message', message, unread });
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
