import { type TTeamBet, ZCategoryCode } from '@wps/contracts/player';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { IconUser } from '@/components/icons';
import { SelectField } from '@/components/select-field';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { useTeamBets } from '../api/agent';
import { betResultLabel, categoryLabel } from './agent-labels';
import { type AgentColumn, AgentTable, AgentTime, Figure, ListFrame, SignedMoney } from './agent-ui';
import { RangeFilter, useRangedList } from './range-filter';
import './agent.css';

const PAGE_SIZE = 20;
const CATEGORIES = ZCategoryCode.options;

/** What a bet or a sum of bets left the player: payout less stake. */
const net = (payout: string, stake: string) => (BigInt(payout) - BigInt(stake)).toString();

/**
 * Team betting (the agent menu's personalHistoryCopy): the team's settled
 * bets over a date range, by member and category, with the totals of the
 * whole filter under the page of rows.
 */
export const TeamBetsScreen = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const offset = permission.info.setting.gmtOffsetMinutes;
  const list = useRangedList();
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [category, setCategory] = useState('');
  const applyAccount = () => {
    if (typed.trim() !== account) list.refilter(setAccount)(typed.trim());
  };
  const query = useTeamBets(
    { pageNo: list.pageNo, pageSize: PAGE_SIZE, ...list.range, ...(account ? { account } : {}), ...(category ? { category } : {}) },
    list.enabled,
  );

  const columns: AgentColumn<TTeamBet>[] = [
    { key: 'time', label: t('agent_center.col_settled'), className: 'agent-table__time', cell: (b) => <AgentTime time={b.settledAt} offset={offset} /> },
    { key: 'account', label: t('agent_center.col_account'), cell: (b) => <strong>{b.account}</strong> },
    {
      key: 'game',
      label: t('agent_center.col_game'),
      cell: (b) => (
        <span className="agent-game">
          <span>{categoryLabel(t, b.category)}</span>
          <span className="agent-game__code mono">
            {b.vassalage} · {b.gameCode}
          </span>
        </span>
      ),
    },
    { key: 'stake', label: t('agent_center.col_stake'), numeric: true, cell: (b) => money(symbol, b.stake) },
    { key: 'validBet', label: t('agent_center.col_valid_bet'), numeric: true, cell: (b) => money(symbol, b.validBet) },
    { key: 'payout', label: t('agent_center.col_payout'), numeric: true, cell: (b) => money(symbol, b.payout) },
    { key: 'result', label: t('agent_center.col_result'), cell: (b) => <span className={`agent-result agent-result--${b.result}`}>{betResultLabel(t, b.result)}</span> },
    { key: 'net', label: t('agent_center.col_player_net'), numeric: true, cell: (b) => <SignedMoney symbol={symbol} minor={net(b.payout, b.stake)} /> },
  ];

  return (
    <div className="stack agent-bets" data-testid="team-bets">
      <RangeFilter list={list} name="team-bets" onApply={applyAccount}>
        <FormField
          name="account"
          label={t('agent_center.col_account')}
          placeholder={t('agent_center.account_placeholder')}
          maxLength={64}
          icon={<IconUser size={18} />}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={applyAccount}
          inputTestId="team-bets-account"
        />
        <SelectField label={t('agent_center.col_category')} value={category} onChange={(e) => list.refilter(setCategory)(e.target.value)} testId="team-bets-category">
          <option value="">{t('agent_center.filter_all')}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(t, c)}
            </option>
          ))}
        </SelectField>
      </RangeFilter>
      {list.enabled && (
        <ListFrame query={query} onPage={list.setPageNo} empty={{ title: t('agent_center.bets_empty_title'), body: t('agent_center.bets_empty_body') }}>
          {(data) => {
            const totals = data.totals;
            const totalOf: Partial<Record<string, ReactNode>> = {
              stake: money(symbol, totals.stake),
              validBet: money(symbol, totals.validBet),
              payout: money(symbol, totals.payout),
              net: <SignedMoney symbol={symbol} minor={net(totals.payout, totals.stake)} testId="team-bets-total-net" />,
            };
            const columnsWithTotals = columns.map((c) => ({ ...c, total: totalOf[c.key] }));
            return (
              <>
                <dl className="agent-figures" data-testid="team-bets-summary">
                  <Figure label={t('agent_center.bets_count')} testId="team-bets-count">
                    {totals.wagers}
                  </Figure>
                  <Figure label={t('agent_center.col_stake')}>{money(symbol, totals.stake)}</Figure>
                  <Figure label={t('agent_center.col_valid_bet')} testId="team-bets-valid">
                    {money(symbol, totals.validBet)}
                  </Figure>
                  <Figure label={t('agent_center.col_player_net')}>
                    <SignedMoney symbol={symbol} minor={net(totals.payout, totals.stake)} />
                  </Figure>
                </dl>
                <AgentTable
                  columns={columnsWithTotals}
                  rows={data.list}
                  rowKey={(b) => b.id}
                  rowTestId={(b) => `team-bet-${b.id}`}
                  testId="team-bets-table"
                  totalsLabel={t('agent_center.totals_all_pages')}
                />
              </>
            );
          }}
        </ListFrame>
      )}
    </div>
  );
};
