import type { TUserLoss } from '@wps/contracts/player';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronRight } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { useUserLoss } from '../api/agent';
import { memberTypeLabel } from './agent-labels';
import { type AgentColumn, AgentTable, Figure, ListFrame, SignedMoney, TeamBreadcrumb } from './agent-ui';
import { RangeFilter, useRangedList } from './range-filter';
import './agent.css';

const PAGE_SIZE = 20;

/**
 * User loss (palStatementsAgentCopy): over a date range, each direct
 * downline with its whole team: valid bet, stake, payout, the players' P&L
 * (negative: the players lost), deposits and withdrawals; totals of the
 * level; a downline with a team opens its own level with the way back up.
 */
export const UserLossScreen = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const list = useRangedList();
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const query = useUserLoss({ pageNo: list.pageNo, pageSize: PAGE_SIZE, ...list.range, ...(parentId !== undefined ? { parentId } : {}) }, list.enabled);
  const openLevel = list.refilter(setParentId);

  const columns: AgentColumn<TUserLoss>[] = [
    {
      key: 'account',
      label: t('agent_center.col_account'),
      cell: (r) =>
        r.teamSize > 0 ? (
          <button
            type="button"
            className="agent-link"
            onClick={() => openLevel(r.memberId)}
            aria-label={t('agent_center.dl_open_team', { account: r.account })}
            data-testid={`loss-open-${r.memberId}`}
          >
            {r.account}
            <IconChevronRight size={14} />
          </button>
        ) : (
          <strong>{r.account}</strong>
        ),
    },
    { key: 'type', label: t('agent_center.col_type'), cell: (r) => <span className={`agent-type-chip agent-type-chip--${r.type}`}>{memberTypeLabel(t, r.type)}</span> },
    { key: 'team', label: t('agent_center.col_team_size'), numeric: true, cell: (r) => r.teamSize },
    { key: 'validBet', label: t('agent_center.col_valid_bet'), numeric: true, cell: (r) => money(symbol, r.validBet) },
    { key: 'stake', label: t('agent_center.col_stake'), numeric: true, cell: (r) => money(symbol, r.stake) },
    { key: 'payout', label: t('agent_center.col_payout'), numeric: true, cell: (r) => money(symbol, r.payout) },
    { key: 'pnl', label: t('agent_center.col_players_pnl'), numeric: true, testId: 'loss-pnl', cell: (r) => <SignedMoney symbol={symbol} minor={r.playersPnl} /> },
    { key: 'deposits', label: t('agent_center.col_deposits'), numeric: true, cell: (r) => money(symbol, r.deposits) },
    { key: 'withdrawals', label: t('agent_center.col_withdrawals'), numeric: true, cell: (r) => money(symbol, r.withdrawals) },
  ];

  return (
    <div className="stack agent-loss" data-testid="user-loss">
      <RangeFilter list={list} name="user-loss" />
      {query.data && list.enabled && <TeamBreadcrumb path={query.data.path} onGo={openLevel} testId="loss-crumbs" />}
      {list.enabled && (
        <ListFrame query={query} onPage={list.setPageNo} empty={{ title: t('agent_center.loss_empty_title'), body: t('agent_center.loss_empty_body') }}>
          {(data) => {
            const totals = data.totals;
            const totalOf: Partial<Record<string, ReactNode>> = {
              validBet: money(symbol, totals.validBet),
              stake: money(symbol, totals.stake),
              payout: money(symbol, totals.payout),
              pnl: <SignedMoney symbol={symbol} minor={totals.playersPnl} testId="loss-total-pnl" />,
              deposits: money(symbol, totals.deposits),
              withdrawals: money(symbol, totals.withdrawals),
            };
            return (
              <>
                <dl className="agent-figures" data-testid="loss-summary">
                  <Figure label={t('agent_center.col_valid_bet')}>{money(symbol, totals.validBet)}</Figure>
                  <Figure label={t('agent_center.col_players_pnl')}>
                    <SignedMoney symbol={symbol} minor={totals.playersPnl} />
                  </Figure>
                  <Figure label={t('agent_center.col_deposits')}>{money(symbol, totals.deposits)}</Figure>
                  <Figure label={t('agent_center.col_withdrawals')}>{money(symbol, totals.withdrawals)}</Figure>
                </dl>
                <p className="field__hint">{t('agent_center.loss_hint')}</p>
                <AgentTable
                  columns={columns.map((c) => ({ ...c, total: totalOf[c.key] }))}
                  rows={data.list}
                  rowKey={(r) => r.memberId}
                  rowTestId={(r) => `loss-row-${r.memberId}`}
                  testId="loss-table"
                  totalsLabel={t('agent_center.totals_level')}
                />
              </>
            );
          }}
        </ListFrame>
      )}
    </div>
  );
};
