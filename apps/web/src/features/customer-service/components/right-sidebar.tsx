import type { TCsType } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChat, IconDownload, IconFacebook, IconTelegram } from '@/components/icons';
import { SupportLink } from '@/components/support-link';
import { useBrand } from '@/lib/brand';
import { useSupportChat } from '@/lib/support-chat';

const SIDEBAR_CHANNELS: { type: TCsType; Icon: typeof IconChat }[] = [
  { type: 'FACEBOOK', Icon: IconFacebook },
  { type: 'TELEGRAM', Icon: IconTelegram },
  { type: 'LIVECHAT', Icon: IconChat },
];

const SupportChatItem = ({ label }: { label: string }) => {
  const { t } = useTranslation();
  const { unread } = useSupportChat();
  return (
    <li>
      <SupportLink className="right-sidebar__item right-sidebar__item--livechat" label={unread > 0 ? t('support.unread_label', { label, count: unread }) : label} testId="sidebar-livechat">
        <IconChat size={22} />
        {unread > 0 && (
          <span className="right-sidebar__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
        <span className="right-sidebar__label" aria-hidden="true">
          {label}
        </span>
      </SupportLink>
    </li>
  );
};

/** SPEC.md §2 right side bar: FACEBOOK, TELEGRAM and LIVECHAT entries plus the app download link. */
export const RightSidebar = () => {
  const { t } = useTranslation();
  const { customerService, hasApps } = useBrand();
  return (
    <aside className="right-sidebar" data-testid="right-sidebar" aria-label={t('support.sidebar')}>
      <ul>
        {SIDEBAR_CHANNELS.map(({ type, Icon }) => {
          const entry = customerService(type);
          const link = entry?.links[0];
          // Without an outside live chat of its own, LIVECHAT is our support chat in the page.
          if (type === 'LIVECHAT' && !link) return <SupportChatItem key={type} label={entry?.title || t('support.channel_LIVECHAT')} />;
          if (!entry || !link) return null;
          const label = entry.title || t(`support.channel_${type}`);
          return (
            <li key={type}>
              <a
                className={`right-sidebar__item right-sidebar__item--${type.toLowerCase()}`}
                aria-label={label}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                data-cs-type={type}
              >
                <Icon size={22} />
                <span className="right-sidebar__label" aria-hidden="true">
                  {label}
                </span>
              </a>
            </li>
          );
        })}
        {hasApps && (
          <li>
            <Link className="right-sidebar__item right-sidebar__item--download" to="/down" aria-label={t('nav.download')}>
              <IconDownload size={22} />
              <span className="right-sidebar__label" aria-hidden="true">
                {t('nav.download')}
              </span>
            </Link>
          </li>
        )}
      </ul>
    </aside>
  );
};
