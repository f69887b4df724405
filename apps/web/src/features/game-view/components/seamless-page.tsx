import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@wps/ui';
import { IconPlay } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { allowedGameUrl } from '../utils/seamless-url';
import { GameFrame } from './game-frame';

/** The seamless game view (/seamless?url=&title=): a launched game fills the page. */
const SeamlessPage = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const [params] = useSearchParams();
  const url = allowedGameUrl(params.get('url'), window.location.origin, permission.info.launchGameCDNs);
  const title = params.get('title') ?? t('game_view.title');
  return (
    <div className="seamless-page">
      {url ? (
        <>
          <h1 className="seamless-page__title">{title}</h1>
          <GameFrame launch={{ url, title, mode: 'real' }} />
        </>
      ) : (
        <div className="game-frame game-frame--empty">
          <EmptyState icon={<IconPlay size={32} />} title={t('game_view.empty_title')} body={t('game_view.empty_body')} />
        </div>
      )}
    </div>
  );
};

export default SeamlessPage;
