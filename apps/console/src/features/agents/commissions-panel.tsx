import { CONTRACT_KINDS, type TCommissionReport } from '@wps/contracts/staff';
import { Spinner } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Kpi } from '@/components/kpi';
import { Money } from '@/components/money';
import { ReportTable } from '@/components/report-table';
import { minorToDecimal } from '@/lib/csv';
import { useErrorText } from '@/lib/error-text';
import { formatMinor } from '@/lib/money';
import { useStaff } from '@/lib/staff';
import { brandToday } from '@/lib/time';
import { useCommissionReport } from './api';
import { count, sumMinor } from './format';

type DayRow = TCommissionReport['days'][number];
type TopRow = TCommissionReport['topAgents'][number] & { rank: number };

/** Each kind's colour in the chart, readable on both themes (the dashboard's series colours). */
const KIND_COLOURS = { dividend: '#7c5cff', daily_salary: '#22c55e', hourly_salary: '#f59e0b', realtime_salary: '#38bdf8' } as const;
/** Minor units as a plotted number (the chart's scale only; every figure shown as text stays exact). */
const plot = (minor: string) => Number(BigInt(minor)) / 100;
const money = (v: number) => formatMinor(BigInt(Math.round(v * 100))) ?? '';

/** Amounts per day, one stacked bar per day, a colour per kind. */
const DayChart = ({ days }: { days: readonly DayRow[] }) => {
  const { t } = useTranslation();
  const byDay = new Map<string, Record<string, number | string>>();
  for (const row of days) {
    const entry = byDay.get(row.day) ?? { day: row.day.slice(5) };
    entry[row.kind] = Number(entry[row.kind] ?? 0) + plot(row.amount);
    byDay.set(row.day, entry);
  }
  const series = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry);
  const kinds = CONTRACT_KINDS.filter((k) => days.some((d) => d.kind === k));
  return (
    <section className="card chart-card" aria-label={t('agents.chart_title')}>
      <h2 className="card__title">{t('agents.chart_title')}</h2>
      <div className="chart-card__plot">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={series} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.12} />
            <XAxis dataKey="day" tickLine={false} axisLine={false} stroke="currentColor" fontSize={11} minTickGap={16} />
            <YAxis tickLine={false} axisLine={false} stroke="currentColor" fontSize={11} width={64} tickFormatter={(v: number) => money(v).replace(/\.00$/, '')} />
            <Tooltip formatter={(v) => money(Number(v))} contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8 }} />
            <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
            {kinds.map((k) => (
              <Bar key={k} isAnimationActive={false} stackId="kinds" dataKey={k} name={t(`agents.kind_${k}`)} fill={KIND_COLOURS[k]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
};

/**
 * Commissions over a range: what was billed, paid and paid by the brand (the
 * rest by uplines), by day and kind, the top earners and what is still owed;
 * each table as CSV.
 */
export const CommissionsPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const currency = staff?.brand?.currency;
  const [from, setFrom] = useState(() => brandToday(offset, 6));
  const [to, setTo] = useState(() => brandToday(offset));
  const report = useCommissionReport({ startDate: from, endDate: to });
  const stem = `${staff?.brand?.code ?? 'brand'}-${from}-${to}`;
  const data = report.data;
  const kind = (k: DayRow['kind']) => t(`agents.kind_${k}`);

  return (
    <section aria-label={t('agents.tab_commissions')}>
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('agents.from')}</span>
          <input className="input" type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('agents.to')}</span>
          <input className="input" type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </label>
      </div>
      {report.isError ? (
        <p className="form-error" role="alert">
          {errorText(report.error)}
        </p>
      ) : !data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="report-stack">
          <div className="kpi-grid" aria-label={t('agents.totals')}>
            <Kpi label={t('agents.kpi_amount')} value={<Money minor={sumMinor(data.days.map((d) => d.amount))} currency={currency} />} hint={t('agents.kpi_bills', { n: count(data.days.reduce((n, d) => n + d.bills, 0)) })} />
            <Kpi label={t('agents.kpi_paid')} value={<Money minor={sumMinor(data.days.map((d) => d.paid))} currency={currency} />} />
            <Kpi label={t('agents.kpi_by_brand')} value={<Money minor={sumMinor(data.days.map((d) => d.byBrand))} currency={currency} />} />
            <Kpi label={t('agents.kpi_outstanding')} value={<Money minor={data.outstanding} currency={currency} />} hint={t('agents.kpi_outstanding_hint')} />
          </div>
          {data.days.length > 0 && <DayChart days={data.days} />}
          <ReportTable<DayRow>
            title={t('agents.by_day')}
            rows={data.days}
            file={`commissions-by-day-${stem}.csv`}
            empty={t('agents.no_commissions')}
            columns={[
              { key: 'day', label: t('agents.col_day'), value: (r) => <span className="mono">{r.day}</span>, csv: (r) => r.day },
              { key: 'kind', label: t('agents.col_kind'), value: (r) => kind(r.kind), csv: (r) => kind(r.kind) },
              { key: 'bills', label: t('agents.col_bills'), value: (r) => count(r.bills), csv: (r) => r.bills, numeric: true },
              { key: 'amount', label: t('agents.col_amount'), value: (r) => <Money minor={r.amount} />, csv: (r) => minorToDecimal(r.amount), numeric: true },
              { key: 'paid', label: t('agents.col_paid'), value: (r) => <Money minor={r.paid} />, csv: (r) => minorToDecimal(r.paid), numeric: true },
              { key: 'byBrand', label: t('agents.col_by_brand'), value: (r) => <Money minor={r.byBrand} />, csv: (r) => minorToDecimal(r.byBrand), numeric: true },
            ]}
          />
          <ReportTable<TopRow>
            title={t('agents.top_earners')}
            rows={data.topAgents.map((a, i) => ({ ...a, rank: i + 1 }))}
            file={`commissions-top-${stem}.csv`}
            empty={t('agents.no_commissions')}
            columns={[
              { key: 'rank', label: '#', value: (r) => r.rank, csv: (r) => r.rank, numeric: true },
              { key: 'account', label: t('agents.agent'), value: (r) => <strong>{r.account}</strong>, csv: (r) => r.account },
              { key: 'amount', label: t('agents.col_amount'), value: (r) => <Money minor={r.amount} />, csv: (r) => minorToDecimal(r.amount), numeric: true },
              { key: 'paid', label: t('agents.col_paid'), value: (r) => <Money minor={r.paid} />, csv: (r) => minorToDecimal(r.paid), numeric: true },
            ]}
          />
        </div>
      )}
    </section>
  );
};
