import { RECONCILIATION_MAX_DAYS, type TCountSum, type TDepositReconciliationRow, type TWithdrawalReconciliationRow } from '@wps/contracts/staff';
import { Spinner } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { ReportTable, type Column } from '@/components/report-table';
import { StatusBadge } from '@/components/status-badge';
import { Tabs } from '@/components/tabs';
import { minorToDecimal } from '@/lib/csv';
import { useErrorText } from '@/lib/error-text';
import { useStaff } from '@/lib/staff';
import { brandToday, gmtLabel } from '@/lib/time';
import { useReconciliation } from './api';

type Part = 'deposits' | 'withdrawals';
type Row = { matches: boolean; difference: string };

const money = <R,>(key: string, label: string, pick: (r: R) => string): Column<R> => ({
  key,
  label,
  value: (r) => <Money minor={pick(r)} />,
  csv: (r) => minorToDecimal(pick(r)),
  numeric: true,
});
const counted = <R,>(key: string, label: string, pick: (r: R) => TCountSum): Column<R>[] => [
  { key: `${key}_n`, label: `${label} #`, value: (r) => pick(r).count.toLocaleString('en-US'), csv: (r) => pick(r).count, numeric: true },
  money<R>(key, label, (r) => pick(r).amount),
];

/** The books agree, or by how much they do not. */
const Agreement = ({ row }: { row: Row }) => {
  const { t } = useTranslation();
  return row.matches ? (
    <StatusBadge tone="success">{t('reconciliation.matches')}</StatusBadge>
  ) : (
    <StatusBadge tone="danger">
      {t('reconciliation.differs')} <Money minor={row.difference} />
    </StatusBadge>
  );
};

const agreement = <R extends Row>(label: string, matchesText: string, differsText: string): Column<R> => ({
  key: 'difference',
  label,
  value: (r) => <Agreement row={r} />,
  csv: (r) => (r.matches ? matchesText : `${differsText} ${minorToDecimal(r.difference)}`),
  numeric: true,
});

/**
 * Each channel's deposits (and each payout bank's withdrawals) per brand-local
 * day beside the ledger's movements of those same deposits: a row whose
 * figures differ is marked, and the whole view goes to CSV as shown.
 */
export const ReconciliationScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const [part, setPart] = useState<Part>('deposits');
  const [from, setFrom] = useState(() => brandToday(offset, 6));
  const [to, setTo] = useState(() => brandToday(offset));
  const report = useReconciliation({ startDate: from, endDate: to });
  const stem = `${staff?.brand?.code ?? 'brand'}-${from}-${to}`;
  const rows: readonly Row[] = report.data ? report.data[part] : [];
  const differing = rows.filter((r) => !r.matches).length;
  const matchesText = t('reconciliation.matches');
  const differsText = t('reconciliation.differs');

  const day = <R extends { day: string }>(): Column<R> => ({ key: 'day', label: t('reconciliation.day'), value: (r) => r.day, csv: (r) => r.day });
  const depositColumns: Column<TDepositReconciliationRow>[] = [
    day(),
    { key: 'channel', label: t('reconciliation.channel'), value: (r) => r.channelName, csv: (r) => r.channelCode },
    ...counted<TDepositReconciliationRow>('requested', t('reconciliation.requested'), (r) => r.requested),
    ...counted<TDepositReconciliationRow>('approved', t('reconciliation.approved'), (r) => r.approved),
    money<TDepositReconciliationRow>('fee', t('reconciliation.fee'), (r) => r.approved.fee),
    money<TDepositReconciliationRow>('credited', t('reconciliation.credited'), (r) => r.approved.credited),
    money<TDepositReconciliationRow>('ledger_credited', t('reconciliation.ledger_credited'), (r) => r.ledger.credited),
    money<TDepositReconciliationRow>('ledger_fee', t('reconciliation.ledger_fee'), (r) => r.ledger.fee),
    agreement<TDepositReconciliationRow>(t('reconciliation.difference'), matchesText, differsText),
    ...counted<TDepositReconciliationRow>('rejected', t('reconciliation.rejected'), (r) => r.rejected),
    ...counted<TDepositReconciliationRow>('pending', t('reconciliation.pending'), (r) => r.pending),
  ];
  const withdrawalColumns: Column<TWithdrawalReconciliationRow>[] = [
    day(),
    { key: 'bank', label: t('reconciliation.bank'), value: (r) => r.bank, csv: (r) => r.bank },
    ...counted<TWithdrawalReconciliationRow>('requested', t('reconciliation.requested'), (r) => r.requested),
    ...counted<TWithdrawalReconciliationRow>('approved', t('reconciliation.approved'), (r) => r.approved),
    money<TWithdrawalReconciliationRow>('ledger_paid', t('reconciliation.ledger_paid'), (r) => r.ledger.paid),
    agreement<TWithdrawalReconciliationRow>(t('reconciliation.difference'), matchesText, differsText),
    ...counted<TWithdrawalReconciliationRow>('rejected', t('reconciliation.rejected'), (r) => r.rejected),
    ...counted<TWithdrawalReconciliationRow>('pending', t('reconciliation.pending'), (r) => r.pending),
  ];
  const mark = (r: Row) => (r.matches ? undefined : 'is-mismatch');

  return (
    <>
      <PageHeader title={t('reconciliation.title')} subtitle={t('reconciliation.subtitle', { zone: gmtLabel(offset), currency: staff?.brand?.currency ?? '', days: RECONCILIATION_MAX_DAYS })} />
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('reconciliation.from')}</span>
          <input className="input" type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('reconciliation.to')}</span>
          <input className="input" type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </label>
        {report.data && (
          <p className="reconciliation-verdict" role="status">
            {differing === 0 ? (
              <StatusBadge tone="success">{t('reconciliation.all_match', { count: rows.length })}</StatusBadge>
            ) : (
              <StatusBadge tone="danger">{t('reconciliation.some_differ', { count: differing })}</StatusBadge>
            )}
          </p>
        )}
      </div>
      <Tabs
        label={t('reconciliation.title')}
        items={[
          { value: 'deposits', label: t('reconciliation.deposits') },
          { value: 'withdrawals', label: t('reconciliation.withdrawals') },
        ]}
        value={part}
        onChange={setPart}
      />
      {report.isError ? (
        <p className="form-error" role="alert">
          {errorText(report.error)}
        </p>
      ) : !report.data ? (
        <Spinner label={t('common.loading')} />
      ) : part === 'deposits' ? (
        <ReportTable
          title={t('reconciliation.deposits_title')}
          rows={report.data.deposits}
          columns={depositColumns}
          file={`reconciliation-deposits-${stem}.csv`}
          empty={t('reconciliation.none')}
          rowClass={mark}
        />
      ) : (
        <ReportTable
          title={t('reconciliation.withdrawals_title')}
          rows={report.data.withdrawals}
          columns={withdrawalColumns}
          file={`reconciliation-withdrawals-${stem}.csv`}
          empty={t('reconciliation.none')}
          rowClass={mark}
        />
      )}
    </>
  );
};
