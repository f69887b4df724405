import type { TRain } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';

/** A rain's state as a small badge: raining now, coming up, ended. */
export const RainStateBadge = ({ state }: { state: TRain['state'] }) => {
  const { t } = useTranslation();
  const label = state === 'raining' ? t('lucky.rain_state_raining') : state === 'upcoming' ? t('lucky.rain_state_upcoming') : t('lucky.rain_state_ended');
  return (
    <span className={`rain-badge rain-badge--${state}`} data-testid="rain-state">
      {label}
    </span>
  );
};
