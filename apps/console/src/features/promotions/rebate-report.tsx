import { monthBounds } from '@wps/contracts/staff';
import { Spinner } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Kpi } from '@/components/kpi';
import { Money } from '@/components/money';
import { ReportTable, type Column } from '@/components/report-table';
import { minorToDecimal } from '@/lib/csv';
import { useErrorText } from '@/lib/error-text';
import { formatMinor } from '@/lib/money';
import { useStaff } from '@/lib/staff';
import { brandToday, gmtLabel } from '@/lib/time';
import { useRebateReport, type RebateRange } from './api';
import { count, shareText, sumMinor } from './format';

/** A day of the report, or the range's total (no member count: a member paid on two days is one member, not two). */
type RebateRow = { day: string; members: number | null; validBet: string; amount: string };

const DAY_MS = 86_400_000;
const PRESETS = ['7', '30', '90', 'this_month', 'last_month'] as const;
type Preset = (typeof PRESETS)[number];

/** The brand-local range a preset names, ending today (this month so far) or covering last month whole. */
export function presetRange(preset: Preset, offset: number): RebateRange {
  const today = brandToday(offset);
  if (preset === 'this_month') return { startDate: monthBounds(today.slice(0, 7)).first, endDate: today };
  if (preset === 'last_month') {
    const lastMonth = new Date(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`) - DAY_MS).toISOString().slice(0, 7);
    const { first, last } = monthBounds(lastMonth);
    return { startDate: first, endDate: last };
  }
  return { startDate: brandToday(offset, Number(preset) - 1), endDate: today };
}

const daysIn = ({ startDate, endDate }: RebateRange) => Math.max(1, Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1);
/** Minor units as a plotted number (the chart's scale only; every figure shown as text stays exact). */
const plot = (minor: string) => Number(BigInt(minor)) / 100;
const money = (v: number) => formatMinor(BigInt(Math.round(v * 100))) ?? '';

/** Rebates paid per day, one bar a day. */
const RebateChart = ({ rows }: { rows: readonly RebateRow[] }) => {
  const { t } = useTranslation();
  const series = [...rows].sort((a, b) => a.day.localeCompare(b.day)).map((r) => ({ day: r.day.slice(5), amount: plot(r.amount) }));
  return (
    <section className="card chart-card" aria-label={t('loyalty.rebate_chart')}>
      <h2 className="card__title">{t('loyalty.rebate_chart')}</h2>
      <div className="chart-card__plot">
        <ResponsiveContainer width="100%" height={200}>
          <BarChart data={series} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.12} />
            <XAxis dataKey="day" tickLine={false} axisLine={false} stroke="currentColor" fontSize={11} minTickGap={16} />
            <YAxis tickLine={false} axisLine={false} stroke="currentColor" fontSize={11} width={64} tickFormatter={(v: number) => money(v).replace(/\.00$/, '')} />
            <Tooltip formatter={(v) => money(Number(v))} contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8 }} />
            <Bar isAnimationActive={false} dataKey="amount" name={t('loyalty.col_rebate')} fill="#22c55e" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
};

/**
 * What the rebate programme costs: rebates paid per brand day over a range
 * (the last 30 days at first), with the valid bet they were paid on and the
 * rate that makes; the totals, a chart, and the table as CSV.
 */
export const RebateReport = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const currency = staff?.brand?.currency;
  const [range, setRange] = useState<RebateRange>(() => presetRange('30', offset));
  const report = useRebateReport(range);
  const data = report.data;
  const preset = PRESETS.find((p) => {
    const r = presetRange(p, offset);
    return r.startDate === range.startDate && r.endDate === range.endDate;
  });
  const rows: RebateRow[] = data?.days ?? [];
  const validBet = sumMinor(rows.map((r) => r.validBet));
  const total: RebateRow = { day: t('loyalty.total'), members: null, validBet, amount: data?.total ?? '0' };
  const rate = (r: RebateRow) => shareText(r.amount, r.validBet);
  const columns: Column<RebateRow>[] = [
    { key: 'day', label: t('loyalty.col_day'), value: (r) => (r.members === null ? <strong>{r.day}</strong> : <span className="mono">{r.day}</span>), csv: (r) => r.day },
    {
      key: 'members',
      label: t('loyalty.col_members'),
      value: (r) => (r.members === null ? <span className="muted">—</span> : count(r.members)),
      csv: (r) => r.members ?? '',
      numeric: true,
    },
    { key: 'validBet', label: t('loyalty.col_valid_bet_paid_on'), value: (r) => <Money minor={r.validBet} />, csv: (r) => minorToDecimal(r.validBet), numeric: true },
    { key: 'amount', label: t('loyalty.col_rebate'), value: (r) => <Money minor={r.amount} />, csv: (r) => minorToDecimal(r.amount), numeric: true },
    { key: 'rate', label: t('loyalty.col_rate'), value: (r) => rate(r) ?? '—', csv: (r) => rate(r)?.replace(/%$/, '') ?? '', numeric: true },
  ];
  const set = (next: Partial<RebateRange>) => setRange((now) => ({ ...now, ...next }));

  return (
    <section aria-label={t('promotions.tab_rebates')}>
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('loyalty.from')}</span>
          <input className="input" type="date" value={range.startDate} max={range.endDate} onChange={(e) => e.target.value && set({ startDate: e.target.value })} />
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('loyalty.to')}</span>
          <input className="input" type="date" value={range.endDate} min={range.startDate} onChange={(e) => e.target.value && set({ endDate: e.target.value })} />
        </label>
        <div className="segmented rebate-presets" role="group" aria-label={t('loyalty.presets')}>
          {PRESETS.map((p) => (
            <button key={p} type="button" className="segmented__item" aria-pressed={p === preset} onClick={() => setRange(presetRange(p, offset))}>
              {t(`loyalty.preset_${p}`)}
            </button>
          ))}
        </div>
        <p className="muted rebate-zone">{t('loyalty.rebate_days_in', { zone: gmtLabel(offset), currency: currency ?? '' })}</p>
      </div>
      {report.isError ? (
        <p className="form-error" role="alert">
          {errorText(report.error)}
        </p>
      ) : !data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="report-stack" aria-busy={report.isFetching || undefined}>
          <div className="kpi-grid promo-kpis" role="group" aria-label={t('loyalty.rebate_totals')}>
            <Kpi label={t('loyalty.kpi_rebates_paid')} value={<Money minor={data.total} currency={currency} />} />
            <Kpi label={t('loyalty.kpi_valid_bet')} value={<Money minor={validBet} currency={currency} />} hint={t('loyalty.kpi_valid_bet_hint')} />
            <Kpi label={t('loyalty.kpi_rate')} value={shareText(data.total, validBet) ?? '—'} hint={t('loyalty.kpi_rate_hint')} />
            <Kpi
              label={t('loyalty.kpi_per_day')}
              value={<Money minor={(BigInt(data.total) / BigInt(daysIn(range))).toString()} currency={currency} />}
              hint={t('loyalty.kpi_per_day_hint', { n: count(daysIn(range)) })}
            />
          </div>
          {rows.length > 0 && <RebateChart rows={rows} />}
          <ReportTable<RebateRow>
            title={t('loyalty.rebate_by_day')}
            rows={rows}
            total={total}
            file={`rebates-by-day-${staff?.brand?.code ?? 'brand'}-${range.startDate}-${range.endDate}.csv`}
            empty={t('loyalty.no_rebates')}
            columns={columns}
          />
        </div>
      )}
    </section>
  );
};
