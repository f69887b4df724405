import { useTranslation } from 'react-i18next';
import { clockOf } from '../utils/lucky';

/** A time span as a ticking clock ("03:04:05", "2 d 03:04:05"). */
export const Countdown = ({ ms }: { ms: number }) => {
  const { t } = useTranslation();
  const { days, clock } = clockOf(ms);
  return <span className="lucky-clock">{days > 0 ? t('lucky.countdown_days', { days, clock }) : clock}</span>;
};
