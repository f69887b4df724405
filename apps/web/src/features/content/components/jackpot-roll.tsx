import { formatMoney } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { IconTrophy } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { useJackpot } from '../api/content';
import { RollingNumber } from './rolling-number';

/**
 * The home's jackpot number roll (SPEC.md §2 Home): the brand's real
 * progressive pool, rolling to each new figure as the pool grows. A brand
 * without a jackpot shows nothing: the roll never shows a figure no pool
 * holds.
 */
export const JackpotRoll = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const jackpot = useJackpot();
  const pool = jackpot.data?.pool ?? null;
  // Its place is kept while the pool loads, so the page below does not move when it comes.
  if (jackpot.isPending) return <div className="jackpot-roll jackpot-roll--loading" aria-hidden="true" />;
  if (pool === null) return null;
  return (
    <section className="jackpot-roll" aria-label={t('content.jackpot_title')} data-testid="jackpot-roll">
      <span className="jackpot-roll__glow" aria-hidden="true" />
      <p className="jackpot-roll__title">
        <IconTrophy size={20} />
        <span>{t('content.jackpot_title')}</span>
      </p>
      <p className="jackpot-roll__value">
        <span className="jackpot-roll__currency">{permission.info.setting.currencySymbol}</span>
        <RollingNumber text={formatMoney(pool)} />
      </p>
    </section>
  );
};
