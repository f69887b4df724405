import type { TInboxMessage } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner } from '@wps/ui';
import { IconMail } from '@/components/icons';
import { errorKey } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { flattenMessages, useInboxMessages } from '../api/inbox-messages';
import { useMarkMessagesRead } from '../api/mark-read';
import { useUnreadCount } from '../api/unread-count';
import { InboxMessageItem } from './inbox-message-item';
import './inbox.css';

/**
 * The member's platform messages (member center messageV2): newest first,
 * "load more" for older ones; opening a message marks it read, and "mark all
 * read" clears the badge at once. New messages arrive over the live-event
 * socket, which refreshes this list and the unread count.
 */
export const InboxPage = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offsetMinutes = permission.info.setting.gmtOffsetMinutes;
  const messages = useInboxMessages();
  const unread = useUnreadCount();
  const markRead = useMarkMessagesRead();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = flattenMessages(messages.data?.pages);
  const unreadCount = unread.data?.count ?? list.filter((m) => !m.read).length;

  const toggle = (message: TInboxMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) markRead.mutate({ ids: [message.id] });
  };

  return (
    <section className="inbox" data-testid="inbox">
      <header className="inbox__head">
        <p className="inbox__summary" data-testid="inbox-unread">
          {t('inbox.unread_summary', { unread: unreadCount })}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          data-testid="inbox-mark-all"
        >
          {t('inbox.mark_all_read')}
        </Button>
      </header>
      {markRead.isError && (
        <p className="inbox__problem" role="alert">
          {t(errorKey(markRead.error))}
        </p>
      )}
      {messages.isPending ? (
        <Spinner size={24} label={t('common.loading')} />
      ) : messages.isError && list.length === 0 ? (
        <div className="inbox__problem" role="alert">
          <p>{t(errorKey(messages.error))}</p>
          <Button variant="ghost" size="sm" onClick={() => void messages.refetch()} data-testid="inbox-retry">
            {t('common.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState compact icon={<IconMail size={28} />} title={t('inbox.empty_title')} body={t('inbox.empty_body')} />
      ) : (
        <>
          <ul className="inbox__list" aria-label={t('inbox.list_label')} aria-busy={messages.isFetching || undefined}>
            {list.map((message) => (
              <InboxMessageItem
                key={message.id}
                message={message}
                open={openId === message.id}
                onToggle={() => toggle(message)}
                offsetMinutes={offsetMinutes}
              />
            ))}
          </ul>
          {messages.hasNextPage && (
            <Button
              variant="ghost"
              block
              disabled={messages.isFetchingNextPage}
              onClick={() => void messages.fetchNextPage()}
              data-testid="inbox-load-more"
            >
              {messages.isFetchingNextPage ? t('common.loading') : t('inbox.load_more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
};
