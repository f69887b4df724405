import { WAGER_CATEGORIES, type TPointConfig } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconClock, IconStar, IconSwap, IconTrophy } from '@/components/icons';
import { money } from '@/lib/money';
import { formatPoints } from '../utils/points';
import { categoryName } from './point-labels';

/** 100.00 in minor units: earning rates are points per 100.00 of valid bet. */
const HUNDRED = '10000';

/** The earning rates in the site's category order, then any other category the brand names. */
const earnInOrder = (rates: Record<string, number>): [string, number][] => {
  const known: readonly string[] = WAGER_CATEGORIES;
  return [...WAGER_CATEGORIES.filter((c) => rates[c] !== undefined), ...Object.keys(rates).filter((c) => !known.includes(c)).sort()].map((c) => [c, rates[c] as number]);
};

/** The Point rules tab: how points are earned at the member's level, how they convert, and that they never expire. */
export const PointRules = ({ config }: { config: TPointConfig }) => {
  const { t } = useTranslation();
  const symbol = config.currencySymbol;
  const rates = earnInOrder(config.earnRates);
  return (
    <section className="point-rules" aria-label={t('points.tab_rules')} data-testid="point-rules">
      <div className="point-rule">
        <span className="point-rule__icon" aria-hidden="true">
          <IconStar size={22} />
        </span>
        <div>
          <h3>{t('points.rules_earn_title', { level: config.vipLevel })}</h3>
          <p className="muted">{t('points.rules_earn_body', { amount: money(symbol, HUNDRED) })}</p>
          {rates.length === 0 ? (
            <p>{t('points.rules_earn_none')}</p>
          ) : (
            <ul className="point-rates" data-testid="point-earn-rates">
              {rates.map(([category, n]) => (
                <li key={category} data-category={category}>
                  <span>{categoryName(t, category)}</span>
                  <strong>{t('points.rate_per', { n: formatPoints(n), amount: money(symbol, HUNDRED) })}</strong>
                </li>
              ))}
            </ul>
          )}
          <Link to="/vip" className="point-rule__link">
            <IconTrophy size={16} />
            {t('points.rules_vip_link')}
          </Link>
        </div>
      </div>
      <div className="point-rule">
        <span className="point-rule__icon" aria-hidden="true">
          <IconSwap size={22} />
        </span>
        <div>
          <h3>{t('points.rules_convert_title')}</h3>
          <p data-testid="point-rules-convert">
            {t('points.rules_convert_body', { n: formatPoints(config.pointsPerUnit), amount: money(symbol, '100'), min: formatPoints(config.minConvert) })}
          </p>
          <p className="muted">{t('points.rules_redeem_body')}</p>
        </div>
      </div>
      <div className="point-rule">
        <span className="point-rule__icon" aria-hidden="true">
          <IconClock size={22} />
        </span>
        <div>
          <h3>{t('points.rules_expiry_title')}</h3>
          <p data-testid="point-rules-expiry">{t('points.rules_expiry_body')}</p>
        </div>
      </div>
    </section>
  );
};
