import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { IconMegaphone, IconPlay } from '@/components/icons';

export const NoticePanel = () => {
  const { t } = useTranslation();
  return <EmptyState compact icon={<IconMegaphone size={28} />} title={t('notice.empty_title')} body={t('notice.empty_body')} />;
};

export const AnnouncementPanel = () => {
  const { t } = useTranslation();
  return <EmptyState compact icon={<IconMegaphone size={28} />} title={t('announcement.empty_title')} body={t('announcement.empty_body')} />;
};

export const GamePanel = () => {
  const { t } = useTranslation();
  return <EmptyState compact icon={<IconPlay size={28} />} title={t('game_view.empty_title')} body={t('game_view.empty_body')} />;
};
