import type { TInboxMessage } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { formatInOffset } from '@/lib/time';
import { messageText } from '../utils/message-text';

/** One message: the title row opens and closes the text; an unread message shows a dot until it is opened. */
export const InboxMessageItem = ({
  message,
  open,
  onToggle,
  offsetMinutes,
}: {
  message: TInboxMessage;
  open: boolean;
  onToggle: () => void;
  offsetMinutes: number;
}) => {
  const { t, i18n } = useTranslation();
  const text = messageText(t, i18n, message);
  const bodyId = `inbox-message-body-${message.id}`;
  return (
    <li className={`inbox-message${message.read ? '' : ' inbox-message--unread'}`} data-testid={`inbox-message-${message.id}`}>
      <button type="button" className="inbox-message__head" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
        <span className="inbox-message__dot" aria-hidden={message.read || undefined}>
          {!message.read && <span className="visually-hidden">{t('inbox.unread')}</span>}
        </span>
        <span className="inbox-message__title">{text.title}</span>
        <time className="inbox-message__time" dateTime={new Date(message.createdAt).toISOString()}>
          {formatInOffset(message.createdAt, offsetMinutes)}
        </time>
      </button>
      <div id={bodyId} className="inbox-message__body" hidden={!open} data-testid={`inbox-message-body-${message.id}`}>
        <p>{text.body}</p>
        {text.reason && <p className="inbox-message__reason">{text.reason}</p>}
      </div>
    </li>
  );
};
