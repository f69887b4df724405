import type { TVipLevel } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';
import { bpsToPercent, ratesInOrder } from '../utils/rates';
import { sortedLevels } from '../utils/vip-progress';
import { categoryName } from './reward-labels';

/** 100.00 in minor units: point rates are points per 100.00 of valid bet. */
const HUNDRED = '10000';

const RateList = ({ rates, format, testId }: { rates: Partial<Record<string, number>>; format: (v: number) => string; testId: string }) => {
  const { t } = useTranslation();
  const list = ratesInOrder(rates).filter((r) => r.value > 0);
  if (list.length === 0) return <p className="vip-level__none">{t('vip.none')}</p>;
  return (
    <ul className="vip-rates" data-testid={testId}>
      {list.map((r) => (
        <li key={r.category} data-category={r.category}>
          <span>{categoryName(t, r.category)}</span>
          <strong>{format(r.value)}</strong>
        </li>
      ))}
    </ul>
  );
};

/**
 * The VIP ladder: every level with what reaches it (deposits and valid bet
 * of a month) and what it gives (rebate per category, points per 100.00 of
 * valid bet per category, the level-up and birthday gifts). The member's
 * level is marked, and the levels below it show as reached.
 */
export const VipLadder = ({ levels, symbol, current }: { levels: readonly TVipLevel[]; symbol: string; current: number | null }) => {
  const { t } = useTranslation();
  const per = money(symbol, HUNDRED);
  return (
    <section className="vip-ladder-section" aria-labelledby="vip-ladder-title">
      <h2 id="vip-ladder-title" className="vip-section-title">
        {t('vip.ladder_title')}
      </h2>
      <ol className="vip-ladder" data-testid="vip-ladder">
        {sortedLevels(levels).map((l) => {
          const isCurrent = current === l.level;
          const reached = current !== null && l.level < current;
          const gift = (amount: string) => (BigInt(amount) > 0n ? money(symbol, amount) : t('vip.none'));
          return (
            <li
              key={l.level}
              className={`vip-level${isCurrent ? ' vip-level--current' : ''}${reached ? ' vip-level--reached' : ''}`}
              aria-current={isCurrent ? 'true' : undefined}
              data-testid="vip-level"
              data-level={l.level}
            >
              <header className="vip-level__head">
                <span className="vip-level__medal" aria-hidden="true">
                  {l.level}
                </span>
                <div className="vip-level__titles">
                  <span className="eyebrow">{t('vip.level_n', { level: l.level })}</span>
                  <h3>{l.name}</h3>
                </div>
                {isCurrent && <span className="vip-level__you">{t('vip.your_level')}</span>}
              </header>
              <dl className="vip-level__facts">
                <div>
                  <dt>{t('vip.deposit_threshold')}</dt>
                  <dd>{money(symbol, l.depositThreshold)}</dd>
                </div>
                <div>
                  <dt>{t('vip.bet_threshold')}</dt>
                  <dd>{money(symbol, l.validBetThreshold)}</dd>
                </div>
              </dl>
              <div className="vip-level__benefit">
                <h4>{t('vip.rebate_rates')}</h4>
                <RateList rates={l.rebateRates} format={bpsToPercent} testId={`vip-rebate-${l.level}`} />
              </div>
              <div className="vip-level__benefit">
                <h4>{t('vip.point_rates', { amount: per })}</h4>
                <RateList rates={l.pointRates} format={(v) => String(v)} testId={`vip-points-${l.level}`} />
              </div>
              <dl className="vip-level__facts vip-level__gifts">
                <div>
                  <dt>{t('vip.level_up_gift')}</dt>
                  <dd data-testid={`vip-level-up-gift-${l.level}`}>{gift(l.levelUpGift)}</dd>
                </div>
                <div>
                  <dt>{t('vip.birthday_gift')}</dt>
                  <dd data-testid={`vip-birthday-gift-${l.level}`}>{gift(l.birthdayGift)}</dd>
                </div>
                <div>
                  <dt>{t('vip.withdraw_limit')}</dt>
                  <dd data-testid={`vip-withdraw-${l.level}`}>
                    {l.withdrawDailyMax === null || l.withdrawDailyCount === null
                      ? t('vip.withdraw_limit_standard')
                      : t('vip.withdraw_limit_value', { amount: money(symbol, l.withdrawDailyMax), count: l.withdrawDailyCount })}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
};
