import { TEAM_TRANSACTION_KINDS, type TTeamTransaction, type TTeamTransfer } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, Tabs } from '@/components/form-field';
import { IconSwap, IconUser } from '@/components/icons';
import { CardHead } from '@/components/card-head';
import { SelectField } from '@/components/select-field';
import { useBrand } from '@/lib/brand';
import { useSession } from '@/lib/member';
import { money } from '@/lib/money';
import { useTeamTransactions, useTransferList } from '../api/agent';
import { type TeamTransactionKind, transactionKindLabel } from './agent-labels';
import { type AgentColumn, AgentTable, AgentTime, ListFrame, SignedMoney } from './agent-ui';
import { RangeFilter, useRangedList } from './range-filter';
import { DownlineTransferPanel } from './transfer-panel';
import './agent.css';

const PAGE_SIZE = 20;
type Tab = 'team' | 'transfers' | 'send';

/** The team's deposits, withdrawals, transfers, adjustments and bonuses over a date range. */
const TeamMovements = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const offset = permission.info.setting.gmtOffsetMinutes;
  const list = useRangedList();
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<TeamTransactionKind | undefined>(undefined);
  const applyAccount = () => {
    if (typed.trim() !== account) list.refilter(setAccount)(typed.trim());
  };
  const query = useTeamTransactions(
    { pageNo: list.pageNo, pageSize: PAGE_SIZE, ...list.range, ...(account ? { account } : {}), ...(kind ? { kind } : {}) },
    list.enabled,
  );
  const columns: AgentColumn<TTeamTransaction>[] = [
    { key: 'time', label: t('agent_center.col_time'), className: 'agent-table__time', cell: (r) => <AgentTime time={r.at} offset={offset} /> },
    { key: 'account', label: t('agent_center.col_account'), cell: (r) => <strong>{r.account}</strong> },
    { key: 'kind', label: t('agent_center.col_kind'), cell: (r) => <span className={`agent-kind agent-kind--${r.kind}`}>{transactionKindLabel(t, r.kind)}</span> },
    { key: 'amount', label: t('agent_center.col_amount'), numeric: true, testId: 'tx-amount', cell: (r) => <SignedMoney symbol={symbol} minor={r.amount} /> },
    { key: 'balance', label: t('agent_center.col_balance_after'), numeric: true, cell: (r) => (r.balanceAfter === null ? '—' : money(symbol, r.balanceAfter)) },
    { key: 'counterparty', label: t('agent_center.col_counterparty'), cell: (r) => r.counterparty ?? '—' },
    { key: 'reference', label: t('agent_center.col_reference'), className: 'mono agent-table__ref', cell: (r) => r.reference ?? '—' },
  ];
  return (
    <>
      <RangeFilter list={list} name="team-tx" onApply={applyAccount}>
        <FormField
          name="account"
          label={t('agent_center.col_account')}
          placeholder={t('agent_center.account_placeholder')}
          maxLength={64}
          icon={<IconUser size={18} />}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={applyAccount}
          inputTestId="team-tx-account"
        />
        <SelectField
          label={t('agent_center.col_kind')}
          value={kind ?? ''}
          onChange={(e) => list.refilter(setKind)((e.target.value || undefined) as TeamTransactionKind | undefined)}
          testId="team-tx-kind"
        >
          <option value="">{t('agent_center.filter_all')}</option>
          {TEAM_TRANSACTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {transactionKindLabel(t, k)}
            </option>
          ))}
        </SelectField>
      </RangeFilter>
      {list.enabled && (
        <ListFrame query={query} onPage={list.setPageNo} empty={{ title: t('agent_center.tx_empty_title'), body: t('agent_center.tx_empty_body') }}>
          {(data) => <AgentTable columns={columns} rows={data.list} rowKey={(r) => r.id} rowTestId={(r) => `tx-row-${r.id}`} testId="team-tx-table" />}
        </ListFrame>
      )}
    </>
  );
};

/** My transfers with my upline and downlines, newest first; the amount signed from my side (sent −, received +). */
const MyTransfers = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const { member } = useSession();
  const symbol = permission.info.setting.currencySymbol;
  const offset = permission.info.setting.gmtOffsetMinutes;
  const [pageNo, setPageNo] = useState(1);
  const query = useTransferList({ pageNo, pageSize: PAGE_SIZE });
  const sent = (r: TTeamTransfer) => r.fromAccount === member?.account;
  const label = (r: TTeamTransfer) =>
    r.direction === 'down'
      ? sent(r)
        ? t('agent_center.tf_sent_down')
        : t('agent_center.tf_received_up')
      : sent(r)
        ? t('agent_center.tf_sent_up')
        : t('agent_center.tf_received_down');
  const columns: AgentColumn<TTeamTransfer>[] = [
    { key: 'time', label: t('agent_center.col_time'), className: 'agent-table__time', cell: (r) => <AgentTime time={r.createdAt} offset={offset} /> },
    { key: 'what', label: t('agent_center.col_kind'), cell: (r) => <span className={`agent-kind agent-kind--${sent(r) ? 'out' : 'in'}`}>{label(r)}</span> },
    { key: 'from', label: t('agent_center.col_from'), cell: (r) => r.fromAccount },
    { key: 'to', label: t('agent_center.col_to'), cell: (r) => r.toAccount },
    {
      key: 'amount',
      label: t('agent_center.col_amount'),
      numeric: true,
      testId: 'transfer-amount-cell',
      cell: (r) => <SignedMoney symbol={symbol} minor={sent(r) ? `-${r.amount.replace(/^-/, '')}` : r.amount.replace(/^-/, '')} />,
    },
  ];
  return (
    <ListFrame query={query} onPage={setPageNo} empty={{ title: t('agent_center.tf_empty_title'), body: t('agent_center.tf_empty_body') }} pagerTestId="transfers-pager">
      {(data) => <AgentTable columns={columns} rows={data.list} rowKey={(r) => r.id} rowTestId={(r) => `transfer-row-${r.id}`} testId="transfers-table" />}
    </ListFrame>
  );
};

/**
 * Account details (agentDownlineTransactionDetailsCopy): the team's money
 * movements, my own transfers with my upline and downlines, and a transfer
 * to a direct downline.
 */
export const TeamTransactionsScreen = () => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('team');
  return (
    <div className="stack agent-transactions" data-testid="team-transactions">
      <Tabs
        tabs={[
          { id: 'team', label: t('agent_center.tx_tab_team') },
          { id: 'transfers', label: t('agent_center.tx_tab_transfers') },
          { id: 'send', label: t('agent_center.tx_tab_send') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('agent_menu.agentDownlineTransactionDetailsCopy')}
        testIdPrefix="team-tx-tab"
      />
      <div role="tabpanel" className="stack stack--tight">
        {tab === 'team' && <TeamMovements />}
        {tab === 'transfers' && <MyTransfers />}
        {tab === 'send' && (
          <section className="card agent-send" aria-labelledby="agent-send-title">
            <CardHead titleId="agent-send-title" title={t('agent_center.tr_title')} icon={<IconSwap size={20} />} />
            <p className="card__lead">{t('agent_center.tr_lead')}</p>
            <DownlineTransferPanel />
          </section>
        )}
      </div>
    </div>
  );
};
