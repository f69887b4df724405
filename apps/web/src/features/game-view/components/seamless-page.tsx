import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { IconPlay } from '@/components/icons';

/** The seamless game view (/seamless): a launched game fills this frame. */
const SeamlessPage = () => {
  const { t } = useTranslation();
  return (
    <div className="seamless-page">
      <div className="game-frame game-frame--empty">
        <EmptyState icon={<IconPlay size={32} />} title={t('game_view.empty_title')} body={t('game_view.empty_body')} />
      </div>
    </div>
  );
};

export default SeamlessPage;
