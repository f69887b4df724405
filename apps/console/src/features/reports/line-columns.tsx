import type { TReportLine, TReportSort } from '@wps/contracts/staff';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import type { Column } from '@/components/report-table';
import { minorToDecimal } from '@/lib/csv';

/** A report column; `sort` names the server's sort key for a column a ranked report can be sorted by. */
export type ReportColumn<R> = Column<R> & { sort?: TReportSort };

/** The columns every P&L line has (bets, stake, valid bet, payout, GGR) after the ones that name the line. */
export function useLineColumns() {
  const { t } = useTranslation();
  return <R extends TReportLine>(...first: Column<R>[]): ReportColumn<R>[] => [
    ...first,
    { key: 'wagers', sort: 'wagers', label: t('reports.wagers'), value: (r) => r.wagers.toLocaleString('en-US'), csv: (r) => r.wagers, numeric: true },
    { key: 'stake', sort: 'stake', label: t('reports.stake'), value: (r) => <Money minor={r.stake} />, csv: (r) => minorToDecimal(r.stake), numeric: true },
    { key: 'validBet', sort: 'validBet', label: t('reports.valid_bet'), value: (r) => <Money minor={r.validBet} />, csv: (r) => minorToDecimal(r.validBet), numeric: true },
    { key: 'payout', sort: 'payout', label: t('reports.payout'), value: (r) => <Money minor={r.payout} />, csv: (r) => minorToDecimal(r.payout), numeric: true },
    { key: 'ggr', sort: 'ggr', label: t('reports.ggr'), value: (r) => <Money minor={r.ggr} />, csv: (r) => minorToDecimal(r.ggr), numeric: true },
  ];
}
