import type { TStaffPlayerActivityRow } from '@wps/contracts/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Kpi } from '@/components/kpi';
import { Money } from '@/components/money';
import { topPlayers, usePlayerActivity } from './api';
import { useLineColumns } from './line-columns';
import { RANKED_PAGE_SIZE, RankedReport, useRanking, type RankedSort } from './ranked-report';

/** The rankings staff ask for most: turnover, the players the brand won most from, the players who won most. */
const PRESETS: { value: string; label: string; sort: RankedSort }[] = [
  { value: 'turnover', label: 'reports.rank_turnover', sort: { sort: 'validBet', order: 'desc' } },
  { value: 'losers', label: 'reports.rank_losers', sort: { sort: 'ggr', order: 'desc' } },
  { value: 'winners', label: 'reports.rank_winners', sort: { sort: 'ggr', order: 'asc' } },
];

/** Each active member's bets over the range (the member rollup), ranked; the period's active and new players; the top 1,000 as CSV. */
export const PlayerActivity = ({ range, stem }: { range: { startDate: string; endDate: string }; stem: string }) => {
  const { t } = useTranslation();
  const lineColumns = useLineColumns();
  const ranking = useRanking(PRESETS[0]!.sort, `${range.startDate}|${range.endDate}`);
  const query = { ...range, ...ranking.sort, pageNo: ranking.page, pageSize: RANKED_PAGE_SIZE };
  const report = usePlayerActivity(query);
  const preset = PRESETS.find((p) => p.sort.sort === ranking.sort.sort && p.sort.order === ranking.sort.order)?.value ?? '';
  const data = report.data;

  return (
    <RankedReport<TStaffPlayerActivityRow>
      title={t('reports.players')}
      query={report}
      sort={ranking.sort}
      onSort={ranking.setSort}
      page={ranking.page}
      onPage={ranking.setPage}
      top={() => topPlayers(query)}
      file={`player-activity-${stem}.csv`}
      empty={t('reports.none')}
      getRowId={(r) => String(r.memberId)}
      columns={lineColumns<TStaffPlayerActivityRow>(
        { key: 'player', label: t('reports.player'), value: (r) => <Link to={`/players/${r.memberId}`}>{r.username}</Link>, csv: (r) => r.username },
        { key: 'memberId', label: t('reports.player_id'), value: (r) => r.memberId, csv: (r) => r.memberId, numeric: true },
      )}
    >
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('reports.rank_by')}</span>
          <select
            className="input input--select"
            value={preset}
            onChange={(e) => {
              const chosen = PRESETS.find((p) => p.value === e.target.value);
              if (chosen) ranking.setSort(chosen.sort);
            }}
          >
            {preset === '' && <option value="">{t('reports.rank_column')}</option>}
            {PRESETS.map((p) => (
              <option key={p.value} value={p.value}>
                {t(p.label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data && (
        <div className="kpi-grid" aria-label={t('reports.totals')}>
          <Kpi label={t('reports.active_players')} value={data.total.toLocaleString('en-US')} />
          <Kpi label={t('reports.new_players')} value={data.newPlayers.toLocaleString('en-US')} hint={t('reports.new_players_hint')} />
          <Kpi label={t('reports.stake')} value={<Money minor={data.totals.stake} />} />
          <Kpi label={t('reports.valid_bet')} value={<Money minor={data.totals.validBet} />} />
          <Kpi label={t('reports.ggr')} value={<Money minor={data.totals.ggr} />} hint={t('reports.ggr_hint')} />
        </div>
      )}
    </RankedReport>
  );
};
