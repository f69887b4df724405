import type { TRain } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IconCheckCircle, IconInfo } from '@/components/icons';
import { money } from '@/lib/money';
import { progressPercent, shortfall } from '../utils/lucky';

/** Why a member may not grab, in words; null when they may. */
/** "the last 7 days" (or "the last day"): the window a requirement counts. */
const periodOf = (t: TFunction, days: number) => (days === 1 ? t('lucky.days_one') : t('lucky.days_many', { n: days }));

export const useIneligibleReason = (rain: TRain, symbol: string): string | null => {
  const { t } = useTranslation();
  if (rain.eligible) return null;
  const period = periodOf(t, rain.requirementDays);
  const lacking = shortfall(rain.requirementAmount, rain.progress);
  if (lacking !== null && rain.requirement === 'deposit') return t('lucky.rain_reason_deposit', { amount: money(symbol, lacking), period });
  if (lacking !== null && rain.requirement === 'valid_bet') return t('lucky.rain_reason_valid_bet', { amount: money(symbol, lacking), period });
  return t('lucky.rain_reason_other');
};

/**
 * Who may grab from a rain, in plain words (none, or deposits or valid bet of
 * at least an amount over the last days), with the member's own figure
 * toward it and whether it is enough.
 */
export const RainRequirement = ({ rain, symbol, reasonId }: { rain: TRain; symbol: string; reasonId: string }) => {
  const { t } = useTranslation();
  const reason = useIneligibleReason(rain, symbol);
  const amount = money(symbol, rain.requirementAmount);
  const period = periodOf(t, rain.requirementDays);
  const rule =
    rain.requirement === 'deposit'
      ? t('lucky.rain_req_deposit', { amount, period })
      : rain.requirement === 'valid_bet'
        ? t('lucky.rain_req_valid_bet', { amount, period })
        : t('lucky.rain_req_none');
  const measured = rain.requirement !== 'none' && rain.progress !== null;
  const pct = progressPercent(rain.requirementAmount, rain.progress);
  return (
    <section className="rain-req" aria-labelledby={`rain-req-${rain.id}`} data-testid="rain-requirement" data-eligible={rain.eligible}>
      <h3 id={`rain-req-${rain.id}`} className="rain-req__title">
        {t('lucky.rain_req_title')}
      </h3>
      <p className="rain-req__rule" data-testid="rain-requirement-rule">
        {rule}
      </p>
      {measured && (
        <div className="rain-req__progress">
          <div className="rain-req__figures">
            <span>{rain.requirement === 'deposit' ? t('lucky.rain_your_deposits') : t('lucky.rain_your_valid_bet')}</span>
            <strong data-testid="rain-requirement-progress">
              {money(symbol, rain.progress ?? '0')} / {amount}
            </strong>
          </div>
          <div
            className="rain-req__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(pct)}
            aria-label={t('lucky.rain_progress_label')}
          >
            <span style={{ width: `${pct}%` }} />
          </div>
        </div>
      )}
      {reason === null ? (
        <p className="rain-req__verdict rain-req__verdict--ok" data-testid="rain-eligible">
          <IconCheckCircle size={18} />
          {t('lucky.rain_eligible')}
        </p>
      ) : (
        <p id={reasonId} className="rain-req__verdict rain-req__verdict--no" data-testid="rain-not-eligible">
          <IconInfo size={18} />
          {reason}
        </p>
      )}
    </section>
  );
};
