import { staffDashboard, type TDashboard, type TDashboardDay } from '@wps/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Kpi } from '@/components/kpi';
import { Loaded } from '@/components/loaded';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { call } from '@/lib/api';
import { formatMinor } from '@/lib/money';
import { can, useStaff } from '@/lib/staff';
import { gmtLabel } from '@/lib/time';

const PERIODS = [7, 30, 90] as const;
/** Series colours that read on both themes. */
const COLOURS = { primary: '#7c5cff', accent: '#f59e0b', success: '#22c55e', danger: '#ef4444', info: '#38bdf8' };

/** Minor units as a plotted number (a chart's scale only; every figure shown as text stays exact). */
const plot = (minor: string) => Number(BigInt(minor)) / 100;
const shortDay = (day: string) => day.slice(5);
const count = (n: number) => n.toLocaleString('en-US');

const ChartCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="card chart-card" aria-label={title}>
    <h2 className="card__title">{title}</h2>
    <div className="chart-card__plot">
      <ResponsiveContainer width="100%" height={220}>
        {children as never}
      </ResponsiveContainer>
    </div>
  </section>
);

/** The brand's days in figures: today against yesterday, the period's charts, results by category, the open queues. */
export const DashboardScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const data = useQuery({ queryKey: ['dashboard', days], queryFn: ({ signal }) => call(staffDashboard, { days }, { signal }), refetchInterval: 60_000 });

  const header = (
    <PageHeader
      title={t('dashboard.title')}
      subtitle={t('dashboard.subtitle', { brand: staff?.brand?.name ?? '', zone: gmtLabel(staff?.brand?.gmtOffsetMinutes ?? 0) })}
      actions={
        <label className="field field--inline">
          <span className="field__label">{t('dashboard.period')}</span>
          <select className="input" value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof PERIODS)[number])}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t('dashboard.last_days', { n: p })}
              </option>
            ))}
          </select>
        </label>
      }
    />
  );
  return (
    <Loaded query={data} header={header}>
      {(d) => <DashboardBody d={d} days={days} header={header} />}
    </Loaded>
  );
};

/** The loaded dashboard. */
const DashboardBody = ({ d, days, header }: { d: TDashboard; days: number; header: ReactNode }) => {
  const { t } = useTranslation();
  const staff = useStaff();
  const currency = staff?.brand?.currency;
  const today = d.days[d.days.length - 1] as TDashboardDay;
  const yesterday = d.days[d.days.length - 2];
  const was = (value: ReactNode) => (
    <>
      {t('dashboard.yesterday')} {value}
    </>
  );
  const series = d.days.map((day) => ({
    day: shortDay(day.day),
    deposits: plot(day.depositAmount),
    withdrawals: plot(day.withdrawalAmount),
    ggr: plot(day.ggr),
    registrations: day.registrations,
    firstDeposits: day.firstDeposits,
    activePlayers: day.activePlayers,
  }));
  const money = (v: number) => formatMinor(BigInt(Math.round(v * 100))) ?? '';
  const queues = [
    { key: 'deposits_pending', n: d.queues.depositsPending, to: '/finance/deposits', show: can(staff, 'finance.view') },
    { key: 'withdrawals_first', n: d.queues.withdrawalsFirst, to: '/finance/withdrawals', show: can(staff, 'finance.view') },
    { key: 'withdrawals_second', n: d.queues.withdrawalsSecond, to: '/finance/withdrawals', show: can(staff, 'finance.view') },
    { key: 'receipt_disputes', n: d.queues.receiptDisputes, to: '/finance/withdrawals', show: can(staff, 'finance.view') },
    { key: 'adjustments_pending', n: d.queues.adjustmentsPending, to: '/finance/adjustments', show: can(staff, 'players.view') },
  ].filter((q) => q.show);

  return (
    <>
      {header}
      <div className="kpi-grid" aria-label={t('dashboard.today')}>
        <Kpi label={t('dashboard.registrations')} value={count(today.registrations)} previous={yesterday && was(count(yesterday.registrations))} />
        <Kpi label={t('dashboard.first_deposits')} value={count(today.firstDeposits)} previous={yesterday && was(count(yesterday.firstDeposits))} />
        <Kpi
          label={t('dashboard.deposits')}
          value={<Money minor={today.depositAmount} currency={currency} />}
          previous={t('dashboard.n_orders', { n: today.deposits })}
        />
        <Kpi
          label={t('dashboard.withdrawals')}
          value={<Money minor={today.withdrawalAmount} currency={currency} />}
          previous={t('dashboard.n_orders', { n: today.withdrawals })}
        />
        <Kpi label={t('dashboard.ggr')} value={<Money minor={today.ggr} currency={currency} />} previous={yesterday && was(<Money minor={yesterday.ggr} currency={currency} />)} />
        <Kpi label={t('dashboard.active_players')} value={count(today.activePlayers)} previous={yesterday && was(count(yesterday.activePlayers))} />
      </div>

      {queues.length > 0 && (
        <section className="card queue-card" aria-labelledby="queues-title">
          <h2 id="queues-title" className="card__title">
            {t('dashboard.queues')}
          </h2>
          <ul className="queue-list">
            {queues.map((q) => (
              <li key={q.key}>
                <Link to={q.to} className={`queue-list__item${q.n > 0 ? ' queue-list__item--busy' : ''}`}>
                  <span className="queue-list__n">{count(q.n)}</span>
                  <span>{t(`dashboard.queue_${q.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="chart-grid">
        <ChartCard title={t('dashboard.money_chart')}>
          <BarChart data={series} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.12} />
            <XAxis dataKey="day" tickLine={false} axisLine={false} stroke="currentColor" fontSize={11} minTickGap={16} />
            <YAxis tickLine={false} axisLine={false} stroke="currentColor" fontSize={11} width={64} tickFormatter={(v: number) => money(v).replace(/\.00$/, '')} />
            <Tooltip formatter={(v) => money(Number(v))} contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8 }} />
            <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
            <Bar isAnimationActive={false} dataKey="deposits" name={t('dashboard.deposits')} fill={COLOURS.success} radius={[3, 3, 0, 0]} />
            <Bar isAnimationActive={false} dataKey="withdrawals" name={t('dashboard.withdrawals')} fill={COLOURS.danger} radius={[3, 3, 0, 0]} />
          </BarChart>
        </ChartCard>
        <ChartCard title={t('dashboard.ggr_chart')}>
          <AreaChart data={series} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
            <defs>
              <linearGradient id="ggr-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={COLOURS.primary} stopOpacity={0.35} />
                <stop offset="100%" stopColor={COLOURS.primary} stopOpacity={0} />
              </linearGradient>
            </defs>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.12} />
            <XAxis dataKey="day" tickLine={false} axisLine={false} stroke="currentColor" fontSize={11} minTickGap={16} />
            <YAxis tickLine={false} axisLine={false} stroke="currentColor" fontSize={11} width={64} tickFormatter={(v: number) => money(v).replace(/\.00$/, '')} />
            <Tooltip formatter={(v) => money(Number(v))} contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8 }} />
            <Area isAnimationActive={false} type="monotone" dataKey="ggr" name={t('dashboard.ggr')} stroke={COLOURS.primary} fill="url(#ggr-fill)" strokeWidth={2} />
          </AreaChart>
        </ChartCard>
        <ChartCard title={t('dashboard.players_chart')}>
          <LineChart data={series} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.12} />
            <XAxis dataKey="day" tickLine={false} axisLine={false} stroke="currentColor" fontSize={11} minTickGap={16} />
            <YAxis tickLine={false} axisLine={false} stroke="currentColor" fontSize={11} width={40} allowDecimals={false} />
            <Tooltip contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8 }} />
            <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
            <Line isAnimationActive={false} type="monotone" dataKey="registrations" name={t('dashboard.registrations')} stroke={COLOURS.info} strokeWidth={2} dot={false} />
            <Line isAnimationActive={false} type="monotone" dataKey="firstDeposits" name={t('dashboard.first_deposits')} stroke={COLOURS.accent} strokeWidth={2} dot={false} />
            <Line isAnimationActive={false} type="monotone" dataKey="activePlayers" name={t('dashboard.active_players')} stroke={COLOURS.primary} strokeWidth={2} dot={false} />
          </LineChart>
        </ChartCard>
      </div>

      <section className="card" aria-labelledby="categories-title">
        <h2 id="categories-title" className="card__title">
          {t('dashboard.categories', { n: days })}
        </h2>
        <div className="table-scroll">
          <table className="plain-table">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.category')}</th>
                <th scope="col" className="is-numeric">
                  {t('dashboard.stake')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('dashboard.valid_bet')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('dashboard.payout')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('dashboard.ggr')}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.categories.map((c) => (
                <tr key={c.category}>
                  <td>{t(`dashboard.category_${c.category}`, { defaultValue: c.category })}</td>
                  <td className="is-numeric">
                    <Money minor={c.stake} />
                  </td>
                  <td className="is-numeric">
                    <Money minor={c.validBet} />
                  </td>
                  <td className="is-numeric">
                    <Money minor={c.payout} />
                  </td>
                  <td className="is-numeric">
                    <Money minor={c.ggr} />
                  </td>
                </tr>
              ))}
              {d.categories.length === 0 && (
                <tr>
                  <td colSpan={5} className="muted">
                    {t('dashboard.no_bets')}
                  </td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('dashboard.bonus_cost')}
                </th>
                <td className="is-numeric">
                  <Money minor={d.bonusCost} currency={currency} />
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('dashboard.ngr')}
                </th>
                <td className="is-numeric" data-testid="ngr">
                  <strong>
                    <Money minor={d.ngr} currency={currency} />
                  </strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </>
  );
};
