import type { TAgentBill, TBillStatus, TContractKind } from '@wps/contracts/player';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { Tabs } from '@/components/form-field';
import { IconChevronRight, IconGift } from '@/components/icons';
import { Modal } from '@/components/modal';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/member';
import { money } from '@/lib/money';
import { formatClock } from '@/lib/time';
import { useAgentBills, useClaimBill } from '../api/agent';
import { formatRate, OFFERING_TYPES } from '../utils/contract-terms';
import { billStatusLabel, contractKindLabel } from './agent-labels';
import { type AgentColumn, AgentTable, Figure, ListFrame } from './agent-ui';
import { BillLines, plainMoney, refusalText, useBrandName } from './contract-parts';
import { RangeFilter, useRangedList } from './range-filter';
import './agent.css';
import './contracts.css';

const PAGE_SIZE = 20;
export type BillSide = 'mine' | 'payable';

/** A dividend the agent was approved for waits for a claim (before it expires). */
export const isClaimable = (bill: TAgentBill, side: BillSide) => side === 'mine' && bill.kind === 'dividend' && bill.status === 'approved';

export const BillStatusBadge = ({ status, side, testId }: { status: TBillStatus; side: BillSide; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <span className={`bill-status bill-status--${status}`} data-testid={testId}>
      {billStatusLabel(t, status, side)}
    </span>
  );
};

/** Claims an approved dividend bill and says what was paid (all, part now and the rest later, or nothing yet). */
const useClaim = (onClaimed?: (bill: TAgentBill) => void) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const claim = useClaimBill();
  const run = (bill: TAgentBill) =>
    claim.mutate(bill.id, {
      onSuccess: (paid) => {
        onClaimed?.(paid);
        const text =
          paid.status === 'paid'
            ? t('agent_center.bill_claimed_paid', { amount: money(symbol, paid.paid) })
            : paid.status === 'partly_paid'
              ? t('agent_center.bill_claimed_partly', { amount: money(symbol, paid.paid), total: money(symbol, paid.amount) })
              : t('agent_center.bill_claimed_later', { status: billStatusLabel(t, paid.status, 'mine') });
        dialogs.message({ text, icon: paid.status === 'paid' ? 'success' : 'info' });
      },
      onError: (e) => {
        const { text, detail } = refusalText(t, e);
        dialogs.message({ text: detail ? `${text} ${detail}` : text, icon: 'warning' });
      },
    });
  return { run, pending: claim.isPending, pendingId: claim.isPending ? claim.variables : undefined };
};

/** The Claim button of an approved dividend, with the moment it expires. */
const ClaimButton = ({ bill, claim, testId }: { bill: TAgentBill; claim: ReturnType<typeof useClaim>; testId: string }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const busy = claim.pendingId === bill.id;
  return (
    <span className="bill-claim">
      <Button variant="accent" size="sm" disabled={claim.pending} aria-busy={busy || undefined} onClick={() => claim.run(bill)} data-testid={testId}>
        {busy ? t('form.submitting') : t('agent_center.bill_claim')}
      </Button>
      {bill.expiresAt !== null && (
        <span className="bill-claim__expires" data-testid={`${testId}-expires`}>
          {t('agent_center.bill_claim_by', { time: formatClock(bill.expiresAt, offset) })}
        </span>
      )}
    </span>
  );
};

/**
 * Bills as a table (cards on phones): period, who earns or who pays, the
 * team's figures, the rate, the amount and what was paid, the state; the
 * totals of the whole filter close it. A period opens the bill's explanation.
 */
export const BillsTable = ({
  bills,
  side,
  showKind,
  totals,
  onOpen,
  testId,
}: {
  bills: TAgentBill[];
  side: BillSide;
  /** Bills of every kind (the income report): a kind column, and the players' loss of dividends only. */
  showKind: boolean;
  totals: { amount: string; paid: string };
  onOpen: (bill: TAgentBill) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const brandName = useBrandName();
  const claim = useClaim();
  const hasDividends = bills.some((b) => b.kind === 'dividend');
  const columns: AgentColumn<TAgentBill>[] = [
    {
      key: 'period',
      label: t('agent_center.bill_col_period'),
      cell: (b) => (
        <button type="button" className="agent-link" onClick={() => onOpen(b)} aria-label={t('agent_center.bill_open', { period: b.periodLabel })} data-testid={`bill-open-${b.id}`}>
          {b.periodLabel}
          <IconChevronRight size={14} />
        </button>
      ),
    },
    ...(showKind ? [{ key: 'kind', label: t('agent_center.mc_col_kind'), cell: (b: TAgentBill) => contractKindLabel(t, b.kind) }] : []),
    side === 'payable'
      ? { key: 'agent', label: t('agent_center.bill_col_agent'), cell: (b: TAgentBill) => <strong>{b.agentAccount}</strong> }
      : { key: 'payer', label: t('agent_center.bill_col_payer'), cell: (b: TAgentBill) => b.payerAccount ?? brandName },
    { key: 'validBet', label: t('agent_center.line_team_valid_bet'), numeric: true, cell: (b) => money(symbol, b.validBet) },
    ...(hasDividends
      ? [
          {
            key: 'loss',
            label: t('agent_center.line_players_loss'),
            numeric: true,
            cell: (b: TAgentBill) => (b.kind === 'dividend' ? plainMoney(symbol, b.playersLoss) : <span className="muted">—</span>),
          },
        ]
      : []),
    { key: 'active', label: t('agent_center.line_active_members'), numeric: true, cell: (b) => b.activeMembers },
    { key: 'rate', label: t('agent_center.line_rate'), numeric: true, cell: (b) => formatRate(b.rate) },
    { key: 'amount', label: t('agent_center.col_amount'), numeric: true, testId: 'bill-amount', cell: (b) => <strong>{money(symbol, b.amount)}</strong> },
    { key: 'paid', label: t('agent_center.bill_col_paid'), numeric: true, cell: (b) => money(symbol, b.paid) },
    { key: 'status', label: t('agent_center.col_status'), cell: (b) => <BillStatusBadge status={b.status} side={side} testId={`bill-status-${b.id}`} /> },
    ...(side === 'mine' && bills.some((b) => isClaimable(b, side))
      ? [
          {
            key: 'actions',
            label: t('agent_center.col_actions'),
            className: 'agent-table__actions',
            cell: (b: TAgentBill) => (isClaimable(b, side) ? <ClaimButton bill={b} claim={claim} testId={`bill-claim-${b.id}`} /> : <span className="muted">—</span>),
          },
        ]
      : []),
  ];
  const totalOf: Partial<Record<string, ReactNode>> = {
    amount: <span data-testid={`${testId}-total-amount`}>{money(symbol, totals.amount)}</span>,
    paid: money(symbol, totals.paid),
  };
  return (
    <AgentTable
      columns={columns.map((c) => ({ ...c, total: totalOf[c.key] }))}
      rows={bills}
      rowKey={(b) => b.id}
      rowTestId={(b) => `bill-row-${b.id}`}
      testId={testId}
      totalsLabel={t('agent_center.totals_all_pages')}
    />
  );
};

/** One bill explained line by line (SPEC.md contract figures), with its claim when it waits for one. */
export const BillDialog = ({ bill, side, onClose, onClaimed }: { bill: TAgentBill; side: BillSide; onClose: () => void; onClaimed: (bill: TAgentBill) => void }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const offset = permission.info.setting.gmtOffsetMinutes;
  const brandName = useBrandName();
  const claim = useClaim(onClaimed);
  return (
    <Modal name="agent-bill" title={t('agent_center.bill_title', { kind: contractKindLabel(t, bill.kind), period: bill.periodLabel })} onClose={onClose} size="md">
      <div className="stack stack--tight bill-detail" data-testid="bill-detail">
        <dl className="agent-figures agent-figures--compact">
          <Figure label={t('agent_center.col_amount')} tone="brand" testId="bill-detail-amount">
            {money(symbol, bill.amount)}
          </Figure>
          <Figure label={t('agent_center.bill_col_paid')} testId="bill-detail-paid">
            {money(symbol, bill.paid)}
          </Figure>
          <Figure label={t('agent_center.col_status')}>
            <BillStatusBadge status={bill.status} side={side} testId="bill-detail-status" />
          </Figure>
          <Figure label={side === 'payable' ? t('agent_center.bill_col_agent') : t('agent_center.bill_col_payer')}>
            {side === 'payable' ? bill.agentAccount : (bill.payerAccount ?? brandName)}
          </Figure>
        </dl>
        <h3 className="agent-subtitle">{t('agent_center.bill_how')}</h3>
        <BillLines lines={bill.lines} testId="bill-lines" />
        {bill.paidAt !== null && <p className="muted">{t('agent_center.bill_paid_at', { time: formatClock(bill.paidAt, offset) })}</p>}
        {isClaimable(bill, side) && <ClaimButton bill={bill} claim={claim} testId="bill-detail-claim" />}
      </div>
    </Modal>
  );
};

/** The side switch and the bill that is open: what both bill screens share. */
export const useOpenBill = () => {
  const [open, setOpen] = useState<TAgentBill | null>(null);
  return { open, setOpen, close: () => setOpen(null) };
};

/**
 * The bills of one kind (agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary): the agent's own ("My bills") or,
 * for agents who pay downlines, the ones they pay ("Bills I pay"), over a
 * date range; a bill opens its explanation, an approved dividend is claimed.
 */
export const BillsScreen = ({ kind }: { kind: TContractKind }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const { member } = useSession();
  const symbol = permission.info.setting.currencySymbol;
  const list = useRangedList();
  const [side, setSide] = useState<BillSide>('mine');
  const bill = useOpenBill();
  const pays = member !== undefined && OFFERING_TYPES.has(member.type);
  const query = useAgentBills({ pageNo: list.pageNo, pageSize: PAGE_SIZE, ...list.range, kind, side }, list.enabled);

  return (
    <div className="stack agent-bills" data-testid={`bills-${kind}`}>
      {pays && (
        <Tabs
          tabs={[
            { id: 'mine', label: t('agent_center.bills_mine') },
            { id: 'payable', label: t('agent_center.bills_payable') },
          ]}
          value={side}
          onChange={list.refilter(setSide)}
          label={t('agent_center.bills_side')}
          testIdPrefix="bills-side"
        />
      )}
      <RangeFilter list={list} name="bills" />
      {list.enabled && (
        <ListFrame
          query={query}
          onPage={list.setPageNo}
          empty={
            side === 'mine'
              ? { title: t('agent_center.bills_empty_title', { kind: contractKindLabel(t, kind) }), body: t('agent_center.bills_empty_body') }
              : { title: t('agent_center.bills_payable_empty_title'), body: t('agent_center.bills_payable_empty_body') }
          }
        >
          {(data) => (
            <>
              <dl className="agent-figures" data-testid="bills-summary">
                <Figure label={t('agent_center.bills_count')} testId="bills-count">
                  {data.total}
                </Figure>
                <Figure label={side === 'mine' ? t('agent_center.bills_total_mine') : t('agent_center.bills_total_payable')} testId="bills-total">
                  {money(symbol, data.totals.amount)}
                </Figure>
                <Figure label={t('agent_center.bill_col_paid')} testId="bills-paid">
                  {money(symbol, data.totals.paid)}
                </Figure>
              </dl>
              <BillsTable bills={data.list} side={side} showKind={false} totals={data.totals} onOpen={bill.setOpen} testId="bills-table" />
            </>
          )}
        </ListFrame>
      )}
      {bill.open && <BillDialog bill={bill.open} side={side} onClose={bill.close} onClaimed={bill.setOpen} />}
      {kind === 'dividend' && side === 'mine' && (
        <p className="agent-form__note">
          <IconGift size={16} />
          <span>{t('agent_center.bills_dividend_note')}</span>
        </p>
      )}
    </div>
  );
};
