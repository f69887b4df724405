import { WAGER_CATEGORIES, type TStaffVipLadder, type TStaffVipLevel, type TWagerCategory } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Kpi } from '@/components/kpi';
import { Loaded } from '@/components/loaded';
import { Money } from '@/components/money';
import { useVipLadder } from './api';
import { count, moneyWords, rateText } from './format';
import { LadderEditor } from './ladder-editor';
import { LadderWords, LevelHead, useLadderWords } from './ladder-parts';
import { levelName, pointsValue } from './ladder-words';
import { useBrand } from './parts';

/** Rates per game category (rows) and level (columns): a matrix a finance team compares across levels. */
const RatesTable = ({
  title,
  hint,
  levels,
  cell,
}: {
  title: string;
  hint: string;
  levels: readonly TStaffVipLevel[];
  cell: (level: TStaffVipLevel, category: TWagerCategory) => ReactNode;
}) => {
  const { t } = useTranslation();
  const words = useLadderWords();
  return (
    <section className="card" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      <p className="card__hint muted">{hint}</p>
      <div className="table-scroll">
        <table className="plain-table vip-matrix">
          <thead>
            <tr>
              <th scope="col">{t('loyalty.game_category')}</th>
              {levels.map((level) => (
                <th key={level.level} scope="col" className="is-numeric">
                  <LevelHead level={level.level} name={levelName(level, words)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WAGER_CATEGORIES.map((category) => (
              <tr key={category}>
                <th scope="row">{t(`promotions.category_${category}`)}</th>
                {levels.map((level) => (
                  <td key={level.level} className="is-numeric">
                    {cell(level, category)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};

const dash = <span className="muted">—</span>;

/** The saved ladder: the conversion on top, each level's thresholds and gifts, its rates per category, the plain words. */
const LadderView = ({ ladder, manager, onEdit }: { ladder: TStaffVipLadder; manager: boolean; onEdit: () => void }) => {
  const { t } = useTranslation();
  const words = useLadderWords();
  const { currency } = useBrand();
  const money = (minor: string) => (BigInt(minor) === 0n ? dash : <Money minor={minor} />);
  return (
    <div className="report-stack">
      <div className="kpi-grid promo-kpis vip-kpis" role="group" aria-label={t('loyalty.ladder_summary')}>
        <Kpi label={t('loyalty.kpi_levels')} value={count(ladder.levels.length)} hint={t('loyalty.kpi_levels_hint')} />
        <Kpi
          label={t('loyalty.kpi_conversion')}
          value={t('loyalty.kpi_conversion_value', { points: count(ladder.pointsPerUnit), amount: moneyWords('100', words.symbol) })}
        />
        <Kpi
          label={t('loyalty.kpi_min_convert')}
          value={t('loyalty.points_n', { n: count(ladder.minConvert) })}
          hint={t('loyalty.kpi_min_convert_hint', { amount: moneyWords(pointsValue(ladder.minConvert, ladder.pointsPerUnit), words.symbol) })}
        />
      </div>
      <div className="toolbar">
        <p className="muted vip-lead">{t('loyalty.ladder_lead', { currency: currency ?? '' })}</p>
        {manager ? <Button onClick={onEdit}>{t('loyalty.edit_ladder')}</Button> : <p className="muted">{t('loyalty.view_only')}</p>}
      </div>
      <section className="card" aria-label={t('loyalty.levels')}>
        <h2 className="card__title">{t('loyalty.levels')}</h2>
        <div className="table-scroll">
          <table className="plain-table vip-levels">
            <thead>
              <tr>
                <th scope="col">{t('loyalty.col_level')}</th>
                <th scope="col">{t('loyalty.col_name')}</th>
                <th scope="col" className="is-numeric">
                  {t('loyalty.col_deposits')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('loyalty.col_valid_bet')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('loyalty.col_level_up_gift')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('loyalty.col_birthday_gift')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ladder.levels.map((level) => (
                <tr key={level.level}>
                  <td>
                    <span className="vip-badge">L{level.level}</span>
                  </td>
                  <th scope="row">{levelName(level, words)}</th>
                  <td className="is-numeric">{money(level.depositThreshold)}</td>
                  <td className="is-numeric">{money(level.validBetThreshold)}</td>
                  <td className="is-numeric">{money(level.levelUpGift)}</td>
                  <td className="is-numeric">{money(level.birthdayGift)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <RatesTable
        title={t('loyalty.rebate_rates')}
        hint={t('loyalty.rebate_rates_hint')}
        levels={ladder.levels}
        cell={(level, category) => {
          const bps = level.rebateRates[category];
          return bps === undefined ? dash : <span className={bps === 0 ? 'muted' : undefined}>{rateText(bps)}</span>;
        }}
      />
      <RatesTable
        title={t('loyalty.point_rates', { unit: moneyWords('10000', words.symbol) })}
        hint={t('loyalty.point_rates_hint')}
        levels={ladder.levels}
        cell={(level, category) => {
          const points = level.pointRates[category];
          return points === undefined ? dash : <span className={points === 0 ? 'muted' : undefined}>{count(points)}</span>;
        }}
      />
      <LadderWords ladder={ladder} />
    </div>
  );
};

/**
 * The VIP ladder: what each level asks a month (deposits and valid bet),
 * what it pays back (rebate per game category, points per 100.00 of valid
 * bet, the level-up and birthday gifts) and what points are worth; changed
 * in finance units, with a reason, by staff holding promotions.manage.
 */
export const VipPanel = ({ manager }: { manager: boolean }) => {
  const { t } = useTranslation();
  const ladder = useVipLadder();
  const [editing, setEditing] = useState(false);
  return (
    <section aria-label={t('promotions.tab_vip')}>
      <Loaded query={ladder}>
        {(data) =>
          editing && manager ? <LadderEditor ladder={data} onDone={() => setEditing(false)} /> : <LadderView ladder={data} manager={manager} onEdit={() => setEditing(true)} />
        }
      </Loaded>
    </section>
  );
};
