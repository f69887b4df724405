import { formatMoney, type TAgentBill } from '@wps/contracts/staff';
import { useTranslation } from 'react-i18next';
import { columnsFor, type DataColumn } from '@/components/data-table';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { BILL_TONES, count, percentOf } from './format';
import { Rate } from './parts';

const col = columnsFor<TAgentBill>();

/** A bill's columns, the same in the review and a settlement's preview. */
export const useBillColumns = (omit: readonly string[] = []): DataColumn<TAgentBill>[] => {
  const { t } = useTranslation();
  const money = (key: 'validBet' | 'playersLoss' | 'base' | 'carryIn' | 'carryOut' | 'amount' | 'paid', header: string) =>
    col.accessor(key, { header, meta: { numeric: true }, cell: (c) => <Money minor={c.getValue()} /> });
  return [
    col.accessor('agentAccount', { header: t('agents.agent'), cell: (c) => <strong>{c.getValue()}</strong> }),
    // The status early: a wide table scrolls sideways, the state of each bill stays in view.
    col.accessor('status', { header: t('agents.col_status'), cell: (c) => <BillStatus status={c.getValue()} /> }),
    col.accessor('payerAccount', { header: t('agents.col_payer'), cell: (c) => c.getValue() ?? <span className="agent-brand">{t('agents.brand')}</span> }),
    col.accessor('kind', { header: t('agents.col_kind'), cell: (c) => t(`agents.kind_${c.getValue()}`) }),
    col.accessor('periodLabel', { header: t('agents.col_period'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
    money('validBet', t('agents.col_valid_bet')),
    money('playersLoss', t('agents.col_players_loss')),
    col.accessor('activeMembers', { header: t('agents.col_active'), meta: { numeric: true }, cell: (c) => count(c.getValue()) }),
    money('base', t('agents.col_base')),
    money('carryIn', t('agents.col_carry_in')),
    money('carryOut', t('agents.col_carry_out')),
    col.accessor('rate', { header: t('agents.col_rate'), meta: { numeric: true }, cell: (c) => <Rate bp={c.getValue()} /> }),
    money('amount', t('agents.col_amount')),
    money('paid', t('agents.col_paid')),
  ].filter((c) => !omit.includes(String((c as { accessorKey?: unknown }).accessorKey)));
};

export const BillStatus = ({ status }: { status: TAgentBill['status'] }) => {
  const { t } = useTranslation();
  return <StatusBadge tone={BILL_TONES[status]}>{t(`agents.bill_${status}`)}</StatusBadge>;
};

const RATE_LINES = ['rate', 'upline_rate'];

/**
 * A line's value: money in minor units formatted; a rate given as a bare
 * number is basis points (the contracts' unit) shown as a percent; the payer
 * "brand" (or none) is the brand in words; anything else as the server wrote it.
 */
const useLineValue = () => {
  const { t } = useTranslation();
  return (line: TAgentBill['lines'][number]): string => {
    if (line.money && /^-?\d+$/.test(line.value)) return formatMoney(line.value);
    if (RATE_LINES.includes(line.key) && /^\d+$/.test(line.value)) return percentOf(Number(line.value));
    if (line.key === 'payer' && (line.value === '' || line.value.toLowerCase() === 'brand')) return t('agents.brand');
    return line.value;
  };
};

/** How the server worked the bill out, line by line: a translated label and its value. */
export const BillLines = ({ lines }: { lines: TAgentBill['lines'] }) => {
  const { t } = useTranslation();
  const lineValue = useLineValue();
  if (lines.length === 0) return <p className="muted">{t('agents.no_lines')}</p>;
  return (
    <table className="plain-table bill-lines" aria-label={t('agents.lines')}>
      <tbody>
        {lines.map((line, i) => (
          <tr key={`${line.key}-${i}`} className={line.key === 'amount' ? 'bill-lines__total' : line.key === 'formula' ? 'bill-lines__formula' : undefined}>
            <th scope="row">{t(`agents.line_${line.key}`, { defaultValue: line.key })}</th>
            <td className={line.key === 'formula' ? 'mono' : undefined}>{lineValue(line)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
