import { formatMoney, type TTransactionDetail } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { recordTypeLabel, statusLabel } from './record-labels';
import { RecordTime } from './record-time';

/** "+₱1,000.00" for a credit, "−₱250.00" for a debit: the sign is part of the reading, not just the colour. */
const signedMoney = (symbol: string, minor: string): { text: string; direction: 'in' | 'out' | 'zero' } => {
  const value = BigInt(minor);
  if (value === 0n) return { text: `${symbol}${formatMoney(0n)}`, direction: 'zero' };
  const abs = value < 0n ? -value : value;
  return value > 0n ? { text: `+${symbol}${formatMoney(abs)}`, direction: 'in' } : { text: `−${symbol}${formatMoney(abs)}`, direction: 'out' };
};

/** The "Transaction details" rows (ODSFE2_MemTransDet): each main-wallet movement and the balance after it. */
export const DetailsTable = ({ items, symbol, offset }: { items: TTransactionDetail[]; symbol: string; offset: number }) => {
  const { t } = useTranslation();
  const columns = {
    time: t('records.col_time'),
    type: t('records.col_type'),
    amount: t('records.col_amount'),
    balance: t('records.col_balance_after'),
    status: t('records.col_status'),
    reference: t('records.col_reference'),
  };
  return (
    <table className="records-table" data-testid="records-details-table">
      <thead>
        <tr>
          <th scope="col">{columns.time}</th>
          <th scope="col">{columns.type}</th>
          <th scope="col" className="num">
            {columns.amount}
          </th>
          <th scope="col" className="num">
            {columns.balance}
          </th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.reference}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => {
          const amount = signedMoney(symbol, r.amount);
          return (
            <tr key={r.id} data-testid={`detail-row-${r.id}`}>
              <td data-label={columns.time} className="records-table__time">
                <RecordTime time={r.time} offset={offset} />
              </td>
              <td data-label={columns.type}>
                <span className={`record-kind record-kind--${r.type.toLowerCase()}`}>{recordTypeLabel(t, r.type)}</span>
              </td>
              <td data-label={columns.amount} className={`num records-table__amount amount--${amount.direction}`} data-testid="detail-amount">
                {amount.text}
              </td>
              <td data-label={columns.balance} className="num">
                {symbol}
                {formatMoney(r.balanceAfter)}
              </td>
              <td data-label={columns.status}>
                <span className={`record-status record-status--${r.status}`}>{statusLabel(t, r.status)}</span>
              </td>
              <td data-label={columns.reference} className="mono records-table__ref">
                {r.reference ?? '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
