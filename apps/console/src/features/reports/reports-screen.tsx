import { PLAYER_ACTIVITY_MAX_MONTHS, monthBounds, staffDailyReport, wholeMonths, staffMoneyReport, type TStaffDailyReport } from '@wps/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { Tabs } from '@/components/tabs';
import { call } from '@/lib/api';
import { minorToDecimal } from '@/lib/csv';
import { useErrorText } from '@/lib/error-text';
import { useStaff } from '@/lib/staff';
import { brandToday, gmtLabel } from '@/lib/time';
import { GameReport } from './game-report';
import { useLineColumns } from './line-columns';
import { PlayerActivity } from './player-activity';

type Part = 'pnl' | 'games' | 'players' | 'money';


/** Profit and loss by day, category, vendor and game (from the wager rollups); player activity; money in and out by channel; each as CSV. */
export const ReportsScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const [part, setPart] = useState<Part>('pnl');
  const [from, setFrom] = useState(() => brandToday(offset, 6));
  const [to, setTo] = useState(() => brandToday(offset));
  const range = { startDate: from, endDate: to };
  const pnl = useQuery({ queryKey: ['reports', 'pnl', range], queryFn: ({ signal }) => call(staffDailyReport, range, { signal }), enabled: part === 'pnl' });
  const money = useQuery({ queryKey: ['reports', 'money', range], queryFn: ({ signal }) => call(staffMoneyReport, range, { signal }), enabled: part === 'money' });
  const current = part === 'pnl' ? pnl : money;
  const stem = `${staff?.brand?.code ?? 'brand'}-${from}-${to}`;
  const lineColumns = useLineColumns();
  // Player activity covers whole months (the members' monthly rollup): at most PLAYER_ACTIVITY_MAX_MONTHS.
  const [fromMonth, setFromMonth] = useState(() => brandToday(offset).slice(0, 7));
  const [toMonth, setToMonth] = useState(() => brandToday(offset).slice(0, 7));
  const monthsRange = { startDate: monthBounds(fromMonth).first, endDate: monthBounds(toMonth).last };
  const months = wholeMonths(monthsRange.startDate, monthsRange.endDate) ?? 0;
  const category = (code: string) => t(`dashboard.category_${code}`, { defaultValue: code });

  return (
    <>
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle', { zone: gmtLabel(offset), currency: staff?.brand?.currency ?? '' })} />
      {part === 'players' ? (
        <div className="filters">
          <label className="field field--inline">
            <span className="field__label">{t('reports.from_month')}</span>
            <input className="input" type="month" value={fromMonth} max={toMonth} onChange={(e) => e.target.value && setFromMonth(e.target.value)} />
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('reports.to_month')}</span>
            <input className="input" type="month" value={toMonth} min={fromMonth} onChange={(e) => e.target.value && setToMonth(e.target.value)} />
          </label>
        </div>
      ) : (
        <div className="filters">
          <label className="field field--inline">
            <span className="field__label">{t('reports.from')}</span>
            <input className="input" type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('reports.to')}</span>
            <input className="input" type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
          </label>
        </div>
      )}
      <Tabs
        label={t('reports.title')}
        items={[
          { value: 'pnl', label: t('reports.pnl') },
          { value: 'games', label: t('reports.by_game') },
          { value: 'players', label: t('reports.players') },
          { value: 'money', label: t('reports.money') },
        ]}
        value={part}
        onChange={setPart}
      />
      {part === 'games' ? (
        <GameReport range={range} stem={stem} />
      ) : part === 'players' ? (
        months < 1 || months > PLAYER_ACTIVITY_MAX_MONTHS ? (
          <p className="form-error" role="alert">
            {t('reports.players_too_long', { months: PLAYER_ACTIVITY_MAX_MONTHS })}
          </p>
        ) : (
          <PlayerActivity range={monthsRange} stem={`${staff?.brand?.code ?? 'brand'}-${fromMonth}-${toMonth}`} />
        )
      ) : current.isError ? (
        <p className="form-error" role="alert">
          {errorText(current.error)}
        </p>
      ) : part === 'pnl' ? (
        !pnl.data ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <div className="report-stack">
            <ReportTable
              title={t('reports.by_day')}
              rows={pnl.data.days}
              file={`pnl-by-day-${stem}.csv`}
              empty={t('reports.none')}
              columns={lineColumns<TStaffDailyReport['days'][number]>({ key: 'day', label: t('reports.day'), value: (r) => r.day, csv: (r) => r.day })}
            />
            <ReportTable
              title={t('reports.by_category')}
              rows={pnl.data.categories}
              file={`pnl-by-category-${stem}.csv`}
              empty={t('reports.none')}
              columns={lineColumns<TStaffDailyReport['categories'][number]>({ key: 'category', label: t('reports.category'), value: (r) => category(r.category), csv: (r) => r.category })}
            />
            <ReportTable
              title={t('reports.by_vendor')}
              rows={pnl.data.vendors}
              file={`pnl-by-vendor-${stem}.csv`}
              empty={t('reports.none')}
              columns={lineColumns<TStaffDailyReport['vendors'][number]>({ key: 'vendor', label: t('reports.vendor'), value: (r) => r.vassalage, csv: (r) => r.vassalage })}
            />
          </div>
        )
      ) : !money.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="report-stack">
          <ReportTable
            title={t('reports.deposits_by_channel')}
            rows={money.data.deposits}
            file={`deposits-by-channel-${stem}.csv`}
            empty={t('reports.none_money')}
            columns={[
              { key: 'day', label: t('reports.day'), value: (r) => r.day, csv: (r) => r.day },
              { key: 'channel', label: t('reports.channel'), value: (r) => r.channel, csv: (r) => r.channel },
              { key: 'count', label: t('reports.count'), value: (r) => r.count, csv: (r) => r.count, numeric: true },
              { key: 'amount', label: t('reports.amount'), value: (r) => <Money minor={r.amount} />, csv: (r) => minorToDecimal(r.amount), numeric: true },
              { key: 'fee', label: t('reports.fee'), value: (r) => <Money minor={r.fee} />, csv: (r) => minorToDecimal(r.fee), numeric: true },
            ]}
          />
          <ReportTable
            title={t('reports.withdrawals_by_bank')}
            rows={money.data.withdrawals}
            file={`withdrawals-by-bank-${stem}.csv`}
            empty={t('reports.none_money')}
            columns={[
              { key: 'day', label: t('reports.day'), value: (r) => r.day, csv: (r) => r.day },
              { key: 'bank', label: t('reports.bank'), value: (r) => r.bank, csv: (r) => r.bank },
              { key: 'count', label: t('reports.count'), value: (r) => r.count, csv: (r) => r.count, numeric: true },
              { key: 'amount', label: t('reports.amount'), value: (r) => <Money minor={r.amount} />, csv: (r) => minorToDecimal(r.amount), numeric: true },
            ]}
          />
        </div>
      )}
    </>
  );
};
