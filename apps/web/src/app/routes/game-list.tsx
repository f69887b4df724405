import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { JackpotBadge } from '@/features/content/components/jackpot-counter';
import { GameListCenter } from '../lazy-screens';

/** /rng and /jili: the vendor game list page (query vassalage, footer hidden by the route handle). */
export const GameListRoute = ({ lane }: { lane: 'RNG' | 'JL' }) => {
  const { t } = useTranslation();
  return (
    <Page name={lane === 'RNG' ? 'rng' : 'jili'} title={t('title.rng')}>
      <GameListCenter category={lane} aside={<JackpotBadge label={t('content.jackpot_badge')} />} />
    </Page>
  );
};
