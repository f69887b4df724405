import type { TTransactionDetail } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { money, signedMoney } from '@/lib/money';
import { recordTypeLabel, statusLabel } from './record-labels';
import { type RecordColumn, RecordTable } from './record-table';
import { RecordTime } from './record-time';

/** A credit or a debit: the sign is part of the reading (signedMoney), the colour only repeats it. */
const direction = (minor: string): 'in' | 'out' | 'zero' => {
  const value = BigInt(minor);
  return value > 0n ? 'in' : value < 0n ? 'out' : 'zero';
};

/** The "Transaction details" rows (ODSFE2_MemTransDet): each main-wallet movement and the balance after it. */
export const DetailsTable = ({ items, symbol, offset }: { items: TTransactionDetail[]; symbol: string; offset: number }) => {
  const { t } = useTranslation();
  const columns: RecordColumn<TTransactionDetail>[] = [
    { key: 'time', label: t('records.col_time'), className: 'records-table__time', cell: (r) => <RecordTime time={r.time} offset={offset} /> },
    {
      key: 'type',
      label: t('records.col_type'),
      cell: (r) => <span className={`record-kind record-kind--${r.type.toLowerCase()}`}>{recordTypeLabel(t, r.type)}</span>,
    },
    {
      key: 'amount',
      label: t('records.col_amount'),
      numeric: true,
      className: (r) => `records-table__amount amount--${direction(r.amount)}`,
      testId: 'detail-amount',
      cell: (r) => signedMoney(symbol, r.amount),
    },
    { key: 'balance', label: t('records.col_balance_after'), numeric: true, cell: (r) => money(symbol, r.balanceAfter) },
    {
      key: 'status',
      label: t('records.col_status'),
      cell: (r) => <span className={`record-status record-status--${r.status}`}>{statusLabel(t, r.status)}</span>,
    },
    { key: 'reference', label: t('records.col_reference'), className: 'mono records-table__ref', cell: (r) => r.reference ?? '—' },
  ];
  return <RecordTable columns={columns} rows={items} rowKey={(r) => r.id} rowTestId={(r) => `detail-row-${r.id}`} testId="records-details-table" />;
};
