import { CONTRACT_KINDS, type TIncomeReport } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { IconChart, IconClock, IconGift, IconWallet } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { useAgentIncome } from '../api/agent';
import { contractKindLabel } from './agent-labels';
import { ListFrame } from './agent-ui';
import { BillDialog, BillsTable, useOpenBill } from './agent-bills';
import { RangeFilter, useRangedList } from './range-filter';
import './agent.css';
import './contracts.css';

const PAGE_SIZE = 20;

const KIND_ICONS = {
  dividend: <IconGift size={18} />,
  daily_salary: <IconWallet size={18} />,
  hourly_salary: <IconClock size={18} />,
  realtime_salary: <IconWallet size={18} />,
} as const;

/** The figures by kind (the kinds with bills in the range), and their total. */
const IncomeCards = ({ report, symbol }: { report: TIncomeReport; symbol: string }) => {
  const { t } = useTranslation();
  const kinds = CONTRACT_KINDS.flatMap((kind) => report.byKind.filter((k) => k.kind === kind));
  const total = kinds.reduce((sum, k) => sum + BigInt(k.amount), 0n);
  const paid = kinds.reduce((sum, k) => sum + BigInt(k.paid), 0n);
  const bills = kinds.reduce((sum, k) => sum + k.bills, 0);
  return (
    <div className="agent-stats income-cards" data-testid="income-cards">
      <div className="agent-stat agent-stat--brand" data-testid="income-total">
        <span className="agent-stat__icon" aria-hidden="true">
          <IconChart size={18} />
        </span>
        <span className="agent-stat__label">{t('agent_center.income_total')}</span>
        <strong className="agent-stat__value" data-testid="income-total-value">
          {money(symbol, total)}
        </strong>
        <span className="agent-stat__sub">{t('agent_center.income_sub', { paid: money(symbol, paid), n: bills })}</span>
      </div>
      {kinds.map((k) => (
        <div key={k.kind} className="agent-stat" data-testid={`income-${k.kind}`}>
          <span className="agent-stat__icon" aria-hidden="true">
            {KIND_ICONS[k.kind]}
          </span>
          <span className="agent-stat__label">{contractKindLabel(t, k.kind)}</span>
          <strong className="agent-stat__value" data-testid={`income-${k.kind}-value`}>
            {money(symbol, k.amount)}
          </strong>
          <span className="agent-stat__sub">{t('agent_center.income_sub', { paid: money(symbol, k.paid), n: k.bills })}</span>
        </div>
      ))}
    </div>
  );
};

/**
 * agentRevenueReport (my income): every dividend and salary the agent earned
 * over a date range — a card per kind with its amount, what was paid and how
 * many bills, the total, and the bills themselves (each opens its
 * explanation; an approved dividend is claimed from there).
 */
export const IncomeScreen = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const list = useRangedList();
  const bill = useOpenBill();
  const query = useAgentIncome({ pageNo: list.pageNo, pageSize: PAGE_SIZE, ...list.range }, list.enabled);

  return (
    <div className="stack agent-income" data-testid="agent-income">
      <RangeFilter list={list} name="income" />
      {list.enabled && (
        <ListFrame query={query} onPage={list.setPageNo} empty={{ title: t('agent_center.income_empty_title'), body: t('agent_center.income_empty_body') }}>
          {(data) => (
            <>
              <IncomeCards report={data} symbol={symbol} />
              <p className="agent-count">{t('agent_center.income_note')}</p>
              <BillsTable bills={data.list} side="mine" showKind totals={data.totals} onOpen={bill.setOpen} testId="income-bills" />
            </>
          )}
        </ListFrame>
      )}
      {bill.open && <BillDialog bill={bill.open} side="mine" onClose={bill.close} onClaimed={bill.setOpen} />}
    </div>
  );
};
