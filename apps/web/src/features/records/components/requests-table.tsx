import type { TTransactionHistoryItem } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';
import { historyKindLabel, isKnownStatus, statusLabel } from './record-labels';
import { type RecordColumn, RecordTable } from './record-table';
import { RecordTime } from './record-time';

/** The "Requests" rows: deposits, withdrawals and transfers with their state. */
export const RequestsTable = ({ items, symbol, offset }: { items: TTransactionHistoryItem[]; symbol: string; offset: number }) => {
  const { t } = useTranslation();
  const columns: RecordColumn<TTransactionHistoryItem>[] = [
    { key: 'time', label: t('records.col_time'), className: 'records-table__time', cell: (r) => <RecordTime time={r.time} offset={offset} /> },
    {
      key: 'kind',
      label: t('records.col_kind'),
      cell: (r) => <span className={`record-kind record-kind--${r.kind.toLowerCase()}`}>{historyKindLabel(t, r.kind)}</span>,
    },
    { key: 'orderNo', label: t('records.col_order'), className: 'mono', cell: (r) => r.orderNo },
    { key: 'detail', label: t('records.col_detail'), cell: (r) => r.detail },
    { key: 'amount', label: t('records.col_amount'), numeric: true, className: 'records-table__amount', cell: (r) => money(symbol, r.amount) },
    { key: 'fee', label: t('records.col_fee'), numeric: true, cell: (r) => (r.fee === '0' ? '—' : money(symbol, r.fee)) },
    {
      key: 'status',
      label: t('records.col_status'),
      cell: (r) => (
        <span className={`record-status record-status--${isKnownStatus(r.status) ? r.status : 'other'}`} data-testid="record-status">
          {statusLabel(t, r.status)}
        </span>
      ),
    },
  ];
  return (
    <RecordTable columns={columns} rows={items} rowKey={(r) => `${r.kind}-${r.id}`} rowTestId={(r) => `history-row-${r.orderNo}`} testId="records-requests-table" />
  );
};
