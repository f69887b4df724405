import { useTranslation } from 'react-i18next';
import { oddsPercent } from '../utils/lucky';
import { prizeText } from './prize-text';
import type { WheelSegmentView } from '../api/wheel-info';

/** Every segment of the wheel, its prize and its odds (weight over the total weight): what the wheel shows, in figures. */
export const WheelOdds = ({
  segments,
  totalWeight,
  symbol,
  highlight,
}: {
  segments: readonly WheelSegmentView[];
  totalWeight: number;
  symbol: string;
  highlight: number | null;
}) => {
  const { t } = useTranslation();
  return (
    <section className="lucky-section wheel-odds" aria-labelledby="wheel-odds-title">
      <h2 id="wheel-odds-title" className="lucky-section__title">
        {t('lucky.wheel_odds_title')}
      </h2>
      <div className="table-frame">
        <table className="data-table lucky-table" data-testid="wheel-odds">
          <thead>
            <tr>
              <th scope="col">{t('lucky.col_segment')}</th>
              <th scope="col">{t('lucky.col_prize')}</th>
              <th scope="col" className="num">
                {t('lucky.col_odds')}
              </th>
            </tr>
          </thead>
          <tbody>
            {segments.map((s, i) => (
              <tr key={s.index} className={highlight === i ? 'wheel-odds__hit' : undefined} data-testid="wheel-odds-row" data-index={i}>
                <td data-label={t('lucky.col_segment')}>
                  <span className="wheel-odds__segment">
                    <span className="wheel-swatch" style={{ background: s.color }} aria-hidden="true" />
                    {s.label}
                  </span>
                </td>
                <td data-label={t('lucky.col_prize')} data-testid="wheel-odds-prize">
                  {prizeText(t, s.prizeKind, s.prizeAmount, symbol)}
                </td>
                <td data-label={t('lucky.col_odds')} className="num" data-testid="wheel-odds-percent">
                  {oddsPercent(s.weight, totalWeight)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted small">{t('lucky.wheel_odds_note')}</p>
    </section>
  );
};
