import { formatMoney, type TTransactionHistoryItem } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { historyKindLabel, isKnownStatus, statusLabel } from './record-labels';
import { RecordTime } from './record-time';

/**
 * The "Requests" rows: deposits, withdrawals and transfers with their state.
 * A table on wide screens; on phones each row becomes a card (records.css)
 * and every cell names itself through data-label.
 */
export const RequestsTable = ({ items, symbol, offset }: { items: TTransactionHistoryItem[]; symbol: string; offset: number }) => {
  const { t } = useTranslation();
  const columns = {
    time: t('records.col_time'),
    kind: t('records.col_kind'),
    orderNo: t('records.col_order'),
    detail: t('records.col_detail'),
    amount: t('records.col_amount'),
    fee: t('records.col_fee'),
    status: t('records.col_status'),
  };
  return (
    <table className="records-table" data-testid="records-requests-table">
      <thead>
        <tr>
          <th scope="col">{columns.time}</th>
          <th scope="col">{columns.kind}</th>
          <th scope="col">{columns.orderNo}</th>
          <th scope="col">{columns.detail}</th>
          <th scope="col" className="num">
            {columns.amount}
          </th>
          <th scope="col" className="num">
            {columns.fee}
          </th>
          <th scope="col">{columns.status}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={`${r.kind}-${r.id}`} data-testid={`history-row-${r.orderNo}`}>
            <td data-label={columns.time} className="records-table__time">
              <RecordTime time={r.time} offset={offset} />
            </td>
            <td data-label={columns.kind}>
              <span className={`record-kind record-kind--${r.kind.toLowerCase()}`}>{historyKindLabel(t, r.kind)}</span>
            </td>
            <td data-label={columns.orderNo} className="mono">
              {r.orderNo}
            </td>
            <td data-label={columns.detail}>{r.detail}</td>
            <td data-label={columns.amount} className="num records-table__amount">
              {symbol}
              {formatMoney(r.amount)}
            </td>
            <td data-label={columns.fee} className="num">
              {r.fee === '0' ? '—' : `${symbol}${formatMoney(r.fee)}`}
            </td>
            <td data-label={columns.status}>
              <span className={`record-status record-status--${isKnownStatus(r.status) ? r.status : 'other'}`} data-testid="record-status">
                {statusLabel(t, r.status)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
