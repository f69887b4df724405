import type { Wheel } from '../api/wheel-info';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';

/** How spins are earned on this wheel (per approved deposit, per valid bet in a day); a way the brand has not set is left out. */
export const WheelEarning = ({ wheel, symbol }: { wheel: Wheel; symbol: string }) => {
  const { t } = useTranslation();
  const ways: { id: string; text: string }[] = [];
  if (wheel.spinPerDeposit !== null) ways.push({ id: 'deposit', text: t('lucky.wheel_earn_deposit', { amount: money(symbol, wheel.spinPerDeposit) }) });
  if (wheel.spinPerValidBet !== null) {
    ways.push({ id: 'valid-bet', text: t('lucky.wheel_earn_valid_bet', { amount: money(symbol, wheel.spinPerValidBet), n: wheel.dailyPlaySpins }) });
  }
  return (
    <div className="wheel-earn" data-testid="wheel-earning">
      <h3 className="wheel-earn__title">{t('lucky.wheel_earn_title')}</h3>
      {ways.length > 0 ? (
        <ul>
          {ways.map((w) => (
            <li key={w.id} data-testid={`wheel-earn-${w.id}`}>
              {w.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted" data-testid="wheel-earn-none">
          {t('lucky.wheel_earn_none')}
        </p>
      )}
    </div>
  );
};
