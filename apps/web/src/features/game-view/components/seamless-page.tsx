import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, Spinner } from '@wps/ui';
import { IconPlay } from '@/components/icons';
import { usePageOrigin } from '@/hooks/use-page-origin';
import { useBrand } from '@/lib/brand';
import { allowedGameUrl } from '../utils/seamless-url';
import { GameFrame } from './game-frame';

/**
 * The seamless game view (/seamless?url=&title=): a launched game fills the page.
 * The game's address is checked against the page's origin, which only the
 * browser knows: the server's render (and the hydration of it) holds the
 * frame's place until then.
 */
const SeamlessPage = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const [params] = useSearchParams();
  const origin = usePageOrigin();
  const raw = params.get('url');
  const url = origin ? allowedGameUrl(raw, origin, permission.info.launchGameCDNs) : null;
  const title = params.get('title') ?? t('game_view.title');
  return (
    <div className="seamless-page">
      {raw && !origin ? (
        <>
          <h1 className="seamless-page__title">{title}</h1>
          <div className="game-frame game-frame--empty" data-testid="seamless-pending">
            <Spinner label={t('common.loading')} />
          </div>
        </>
      ) : url ? (
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
