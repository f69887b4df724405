import { formatMoney } from '@wps/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTrophy } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { useJackpot } from '../api/content';
import { homeRollNext, homeRollStart } from '../utils/jackpot';
import { RollingNumber } from './rolling-number';

const TICK_MS = 3000;

/**
 * The home's jackpot number roll (SPEC.md §2 Home, §9): the brand's real pool
 * when it runs a jackpot; otherwise a figure rolling upwards inside
 * 51,101,996 to 51,273,838 with 2 decimals.
 */
export const JackpotRoll = ({ random = Math.random }: { random?: () => number }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const { data } = useJackpot();
  const pool = data?.pool ?? null;
  const [cents, setCents] = useState(() => homeRollStart(random));

  useEffect(() => {
    if (pool !== null) return;
    const id = window.setInterval(() => setCents((c) => homeRollNext(c, random)), TICK_MS);
    return () => window.clearInterval(id);
  }, [pool, random]);

  const text = formatMoney(pool ?? BigInt(cents));
  return (
    <section className="jackpot-roll" aria-label={t('content.jackpot_title')} data-testid="jackpot-roll" data-real={pool !== null ? 'true' : 'false'}>
      <span className="jackpot-roll__glow" aria-hidden="true" />
      <p className="jackpot-roll__title">
        <IconTrophy size={20} />
        <span>{t('content.jackpot_title')}</span>
      </p>
      <p className="jackpot-roll__value">
        <span className="jackpot-roll__currency">{permission.info.setting.currencySymbol}</span>
        <RollingNumber text={text} />
      </p>
    </section>
  );
};
