import { TEAM_PERIODS, type TTeamOverview, type TTeamPeriod } from '@wps/contracts/player';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@wps/ui';
import { IconChart, IconDownload, IconRefresh, IconTrophy, IconUser, IconUsers, IconWallet } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { useBrand } from '@/lib/brand';
import { compactMoney, money, signedMoney } from '@/lib/money';
import { formatClock } from '@/lib/time';
import { useTeamOverview } from '../api/agent';
import { periodLabel } from './agent-labels';
import { SignedMoney } from './agent-ui';
import { DayChart } from './day-chart';
import './agent.css';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
/** Minor units as a plotted number (a chart's scale only; every figure shown as text stays exact). */
const plotted = (minor: string) => Number(BigInt(minor)) / 100;
const unplotted = (major: number) => BigInt(Math.round(major * 100));

const StatCard = ({ label, icon, value, sub, testId, tone }: { label: string; icon: ReactNode; value: ReactNode; sub?: ReactNode; testId: string; tone?: 'brand' }) => (
  <div className={`agent-stat${tone ? ` agent-stat--${tone}` : ''}`} data-testid={testId}>
    <span className="agent-stat__head">
      <span className="agent-stat__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="agent-stat__label" data-testid={`${testId}-label`}>
        {label}
      </span>
    </span>
    <strong className="agent-stat__value" data-testid={`${testId}-value`}>
      {value}
    </strong>
    {sub && <span className="agent-stat__sub">{sub}</span>}
  </div>
);

const OverviewFigures = ({ data, symbol }: { data: TTeamOverview; symbol: string }) => {
  const { t } = useTranslation();
  const f = data.totals;
  const days = data.days.map((d) => d.day);
  // The cards' formatters, so a chart reads "−₱10.8" where a card reads "−₱10.81".
  const moneyAxis = (v: number) => compactMoney(symbol, v);
  const moneyText = (v: number) => money(symbol, unplotted(v));
  const signedText = (v: number) => signedMoney(symbol, unplotted(v));
  return (
    <>
      <div className="agent-stats" data-testid="overview-stats">
        <StatCard tone="brand" label={t('agent_center.ov_team_size')} icon={<IconUsers size={18} />} value={data.teamSize} testId="ov-team-size" />
        <StatCard label={t('agent_center.ov_direct')} icon={<IconUser size={18} />} value={data.directCount} testId="ov-direct" />
        <StatCard label={t('agent_center.ov_new_members')} icon={<IconUser size={18} />} value={f.newMembers} testId="ov-new" />
        <StatCard label={t('agent_center.ov_active_members')} icon={<IconUsers size={18} />} value={f.activeMembers} testId="ov-active" />
        <StatCard label={t('agent_center.ov_first_deposits')} icon={<IconTrophy size={18} />} value={f.firstDeposits} testId="ov-first-deposits" />
        <StatCard
          label={t('agent_center.ov_deposits')}
          icon={<IconDownload size={18} />}
          value={money(symbol, f.deposits)}
          sub={t('agent_center.ov_count', { n: f.depositCount })}
          testId="ov-deposits"
        />
        <StatCard
          label={t('agent_center.ov_withdrawals')}
          icon={<IconWallet size={18} />}
          value={money(symbol, f.withdrawals)}
          sub={t('agent_center.ov_count', { n: f.withdrawalCount })}
          testId="ov-withdrawals"
        />
        <StatCard
          label={t('agent_center.ov_valid_bet')}
          icon={<IconChart size={18} />}
          value={money(symbol, f.validBet)}
          sub={t('agent_center.ov_wagers', { n: f.wagers })}
          testId="ov-valid-bet"
        />
        <StatCard
          label={t('agent_center.ov_players_pnl')}
          icon={<IconChart size={18} />}
          value={<SignedMoney symbol={symbol} minor={f.playersPnl} />}
          sub={t('agent_center.ov_pnl_hint')}
          testId="ov-pnl"
        />
      </div>
      {days.length > 0 && (
        <div className="agent-charts">
          <DayChart
            title={t('agent_center.chart_money')}
            days={days}
            axisFormat={moneyAxis}
            testId="chart-money"
            series={[
              { key: 'validBet', label: t('agent_center.ov_valid_bet'), tone: 'brand', values: data.days.map((d) => plotted(d.validBet)), format: moneyText },
              { key: 'pnl', label: t('agent_center.ov_players_pnl'), tone: 'signed', values: data.days.map((d) => plotted(d.playersPnl)), format: signedText },
            ]}
          />
          <DayChart
            title={t('agent_center.chart_members')}
            days={days}
            axisFormat={(v) => compact.format(v)}
            testId="chart-members"
            series={[
              { key: 'new', label: t('agent_center.ov_new_members'), tone: 'accent', values: data.days.map((d) => d.newMembers), format: String },
              { key: 'active', label: t('agent_center.ov_active_members'), tone: 'info', values: data.days.map((d) => d.activeMembers), format: String },
            ]}
          />
        </div>
      )}
    </>
  );
};

/**
 * agentTeamOverview: the team's size now, and its members, money and play
 * over a period (today to last month, brand-local days), as figures and as
 * charts by day. The figures trail live play by the few seconds `asOf` shows.
 */
export const TeamOverviewScreen = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const symbol = permission.info.setting.currencySymbol;
  const [period, setPeriod] = useState<TTeamPeriod>('today');
  const query = useTeamOverview(period);
  const data = query.data;

  return (
    <div className="stack agent-overview" data-testid="agent-overview">
      <div className="agent-toolbar">
        <div className="chip-row agent-periods" role="group" aria-label={t('agent_center.period_label')}>
          {TEAM_PERIODS.map((p) => (
            <button key={p} type="button" className="chip" aria-pressed={period === p} onClick={() => setPeriod(p)} data-testid={`ov-period-${p}`}>
              {periodLabel(t, p)}
            </button>
          ))}
        </div>
        {data && (
          <div className="agent-toolbar__meta">
            <span data-testid="ov-range">{data.startDate === data.endDate ? data.startDate : `${data.startDate} – ${data.endDate}`}</span>
            <span className="agent-updated" data-testid="ov-as-of">
              {t('agent_center.updated_at', { time: formatClock(data.asOf, offset).split(' ')[1] })}
            </span>
            <Button
              variant="subtle"
              size="sm"
              icon={<IconRefresh size={16} />}
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              aria-label={t('agent_center.refresh')}
              data-testid="ov-refresh"
            />
          </div>
        )}
      </div>
      {query.isPending && <Spinner label={t('common.loading')} />}
      {query.isError && <LoadFailed title={t('agent_center.load_failed')} error={query.error} onRetry={() => void query.refetch()} retryTestId="agent-retry" />}
      {data && (
        <div aria-busy={query.isPlaceholderData || undefined} className={query.isPlaceholderData ? 'agent-stale' : undefined}>
          <OverviewFigures data={data} symbol={symbol} />
        </div>
      )}
    </div>
  );
};
