import type { TCategoryCode } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { GameCenter } from '../lazy-screens';

/** Game category pages: /sports, /esports, /fish, /live, /pvp, /lott, /elott and /cockfight. */
export const CategoryRoute = ({ category, name }: { category: TCategoryCode; name: string }) => {
  const { t } = useTranslation();
  const titles: Record<TCategoryCode, string> = {
    SPORTS: t('title.sports'),
    ESPORTS: t('title.esports'),
    LIVE: t('title.live'),
    LOTT: t('title.lott'),
    ELOTT: t('title.elott'),
    FISH: t('title.fish'),
    PVP: t('title.pvp'),
    RNG: t('title.rng'),
    COCKFIGHT: t('title.cockfight'),
  };
  return (
    <Page name={name} title={titles[category]}>
      <GameCenter category={category} />
    </Page>
  );
};
