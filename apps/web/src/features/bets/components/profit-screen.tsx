import type { TProfitLine } from '@wps/contracts/player';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/date-range-filter';
import { EmptyState, Spinner } from '@wps/ui';
import { IconInbox } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { useDateRange } from '@/hooks/use-date-range';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { useProfit } from '../api/bets';
import { useBetRangeLabels } from './bet-range-labels';
import { SignedMoney } from './signed-money';

/** The bar's share of the biggest |net| in its list, at least a sliver so a small result stays visible. */
const barWidth = (net: string, max: bigint) => {
  const abs = BigInt(net) < 0n ? -BigInt(net) : BigInt(net);
  if (max === 0n || abs === 0n) return 0;
  return Math.max(2, Number((abs * 100n) / max));
};

/** One line of a breakdown: its name, its net as a bar left (loss) or right (win), and its figures. */
const BreakdownList = ({
  title,
  rows,
  symbol,
  testId,
}: {
  title: string;
  rows: (TProfitLine & { key: string; label: ReactNode })[];
  symbol: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  const max = rows.reduce((m, r) => {
    const v = BigInt(r.net) < 0n ? -BigInt(r.net) : BigInt(r.net);
    return v > m ? v : m;
  }, 0n);
  return (
    <section className="bets-breakdown" data-testid={testId}>
      <h3 className="bets-subtitle">{title}</h3>
      <ul>
        {rows.map((r) => (
          <li key={r.key} className="bets-breakdown__row" data-testid={`${testId}-${r.key}`}>
            <div className="bets-breakdown__head">
              <span className="bets-breakdown__name">{r.label}</span>
              <SignedMoney symbol={symbol} minor={r.net} />
            </div>
            <div className="bets-bar" aria-hidden="true">
              <span className={`bets-bar__fill bets-bar__fill--${BigInt(r.net) < 0n ? 'down' : 'up'}`} style={{ width: `${barWidth(r.net, max)}%` }} />
            </div>
            <p className="bets-breakdown__meta">
              {t('bets.line_meta', { rounds: r.rounds, bet: money(symbol, r.bet), win: money(symbol, r.win) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * personalProfit (profit and loss, SPEC.md §2): what my settled rounds of a
 * date range staked and won, per day and per category; open rounds are
 * counted apart because their result is not known yet.
 */
export const ProfitScreen = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const dates = useDateRange();
  const rangeLabels = useBetRangeLabels(dates.offset);
  const enabled = dates.problem === null;
  const q = useProfit(dates.range, enabled);
  const symbol = permission.info.setting.currencySymbol;
  const d = q.data;
  const category = (code: string) => t(`category.${code}`, { defaultValue: code });
  return (
    <div className="stack profit-page" data-testid="profit-page">
      <DateRangeFilter dates={dates} labels={rangeLabels} name="bets" shortcutTestId="bets-shortcut" />
      {enabled && q.isPending && <Spinner label={t('common.loading')} />}
      {enabled && q.isError && <LoadFailed title={t('bets.load_failed')} error={q.error} onRetry={() => void q.refetch()} />}
      {enabled && d && (
        <>
          <div className="bets-cards" data-testid="profit-summary">
            <div className="bets-card">
              <span className="bets-card__label">{t('bets.total_bet')}</span>
              <strong className="bets-card__value">{money(symbol, d.totals.bet)}</strong>
            </div>
            <div className="bets-card">
              <span className="bets-card__label">{t('bets.total_win')}</span>
              <strong className="bets-card__value">{money(symbol, d.totals.win)}</strong>
            </div>
            <div className="bets-card bets-card--net">
              <span className="bets-card__label">{t('bets.net')}</span>
              <strong className="bets-card__value">
                <SignedMoney symbol={symbol} minor={d.totals.net} testId="profit-net" />
              </strong>
            </div>
          </div>
          <p className="field__hint" data-testid="profit-rounds">
            {t('bets.settled_rounds', { n: d.totals.rounds })}
            {d.open.rounds > 0 && ` ${t('bets.open_rounds', { n: d.open.rounds, bet: money(symbol, d.open.bet) })}`}
          </p>
          {d.days.length === 0 ? (
            <EmptyState compact icon={<IconInbox size={28} />} title={t('bets.empty_title')} body={t('bets.empty_body')} />
          ) : (
            <div className="bets-breakdowns">
              <BreakdownList
                title={t('bets.by_day')}
                rows={d.days.map((x) => ({ ...x, key: x.day, label: x.day }))}
                symbol={symbol}
                testId="profit-day"
              />
              <BreakdownList
                title={t('bets.by_category')}
                rows={d.categories.map((x) => ({ ...x, key: x.gameType, label: category(x.gameType) }))}
                symbol={symbol}
                testId="profit-category"
              />
            </div>
          )}
        </>
      )}
    </div>
  );
};
