import type { TStaffGameReportRow } from '@wps/contracts/staff';
import { useTranslation } from 'react-i18next';
import { Kpi } from '@/components/kpi';
import { Money } from '@/components/money';
import { topGames, useGameReport } from './api';
import { useLineColumns } from './line-columns';
import { RANKED_PAGE_SIZE, RankedReport, useRanking } from './ranked-report';

/** P&L by game over the range (the per-game rollup), biggest GGR first; the top 1,000 as CSV. */
export const GameReport = ({ range, stem }: { range: { startDate: string; endDate: string }; stem: string }) => {
  const { t } = useTranslation();
  const lineColumns = useLineColumns();
  const ranking = useRanking({ sort: 'ggr', order: 'desc' }, `${range.startDate}|${range.endDate}`);
  const query = { ...range, ...ranking.sort, pageNo: ranking.page, pageSize: RANKED_PAGE_SIZE };
  const report = useGameReport(query);
  const category = (code: string) => t(`dashboard.category_${code}`, { defaultValue: code });
  const data = report.data;

  return (
    <RankedReport<TStaffGameReportRow>
      title={t('reports.by_game')}
      query={report}
      sort={ranking.sort}
      onSort={ranking.setSort}
      page={ranking.page}
      onPage={ranking.setPage}
      top={() => topGames(query)}
      file={`pnl-by-game-${stem}.csv`}
      empty={t('reports.none')}
      getRowId={(r) => `${r.vassalage}|${r.gameCode}|${r.category}`}
      columns={lineColumns<TStaffGameReportRow>(
        { key: 'game', label: t('reports.game'), value: (r) => r.gameName ?? <span className="muted">{t('reports.game_unknown')}</span>, csv: (r) => r.gameName ?? '' },
        { key: 'gameCode', label: t('reports.game_code'), value: (r) => <span className="mono">{r.gameCode}</span>, csv: (r) => r.gameCode },
        { key: 'vendor', label: t('reports.vendor'), value: (r) => r.vassalage, csv: (r) => r.vassalage },
        { key: 'category', label: t('reports.category'), value: (r) => category(r.category), csv: (r) => r.category },
      )}
    >
      {data && (
        <div className="kpi-grid" aria-label={t('reports.totals')}>
          <Kpi label={t('reports.games')} value={data.total.toLocaleString('en-US')} />
          <Kpi label={t('reports.stake')} value={<Money minor={data.totals.stake} />} />
          <Kpi label={t('reports.valid_bet')} value={<Money minor={data.totals.validBet} />} />
          <Kpi label={t('reports.payout')} value={<Money minor={data.totals.payout} />} />
          <Kpi label={t('reports.ggr')} value={<Money minor={data.totals.ggr} />} />
        </div>
      )}
    </RankedReport>
  );
};
