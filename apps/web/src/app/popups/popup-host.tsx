import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScreen } from '@/components/lazy-screen';
import { Modal } from '@/components/modal';
import { AnnouncementPanel, NoticePanel } from '@/features/notices/components/notice-panels';
import { isExecution } from '@/features/notices/utils/announcement-session';
import { type PopupState, usePopup } from '@/lib/popups';
import { useToken } from '@/lib/session';
import { whenIdle } from '@/lib/when-idle';
import { usePopupClose } from './popup-close';

const loadFrames = async () => ({ default: (await import('./popup-frames')).PopupFrames });
// The other popups' frames and panels: not needed before a page is live, so a chunk of their own, fetched in the
// first idle moment after (a popup opened sooner waits for it).
const PopupFrames = lazyScreen('Popups', loadFrames, { quiet: true });

/**
 * The notice and announcement popups, in the entry: the announcement opens by
 * itself on a first visit, so nothing is fetched before it shows.
 */
const NoticeFrames = ({ popup }: { popup: NonNullable<PopupState> }) => {
  const { t } = useTranslation();
  const token = useToken();
  const close = usePopupClose();
  return popup.name === 'notice' ? (
    <Modal name="notice" title={t('notice.title')} onClose={close} size="lg">
      <NoticePanel initialIndex={popup.index ?? 0} />
    </Modal>
  ) : (
    <Modal name="announcement" title={t('announcement.title')} onClose={close} size="lg">
      {/* The audience rides in `anchor` (set by AnnouncementTrigger); opened by hand it follows the session. */}
      <AnnouncementPanel execution={isExecution(popup.anchor) ? popup.anchor : token ? 'A' : 'B'} />
    </Modal>
  );
};

/** The popups hosted by the shell (SPEC.md §2 App shell and popups): the open one, if any. */
export const PopupHost = () => {
  const popup = usePopup();
  useEffect(() => whenIdle(() => void loadFrames().catch(() => undefined)), []);
  if (!popup) return null;
  return popup.name === 'notice' || popup.name === 'announcement' ? <NoticeFrames popup={popup} /> : <PopupFrames />;
};
