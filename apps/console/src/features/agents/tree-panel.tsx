import type { TAgentNode } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor, PagedTable } from '@/components/data-table';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { useErrorText } from '@/lib/error-text';
import { useStaff } from '@/lib/staff';
import { useAgentTree, type TreeQuery } from './api';
import { count, TOP_AGENT_TYPES } from './format';
import { AccountLink, ContractChips } from './parts';

const PAGE_SIZE = 25;
const col = columnsFor<TAgentNode>();

export type TreePanelProps = {
  /** The member whose direct downlines are listed; null: the top of the brand's tree. */
  parentId: number | null;
  onParent: (memberId: number | null) => void;
  /** Opens the contracts of one agent. */
  onContracts: (node: TAgentNode) => void;
  /** Opens the offer drawer for a top agent (absent without agents.manage). */
  onOffer?: (node: TAgentNode) => void;
};

/**
 * The brand's tree a level at a time: each node with its team, balance, this
 * month's team figures and contracts; a node with a team opens its level, the
 * breadcrumb walks back up; the search looks across the whole brand.
 */
export const TreePanel = ({ parentId, onParent, onContracts, onOffer }: TreePanelProps) => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const query: TreeQuery = search
    ? { search, pageNo: page, pageSize: PAGE_SIZE }
    : { pageNo: page, pageSize: PAGE_SIZE, ...(parentId !== null ? { parentId } : {}) };
  const tree = useAgentTree(query);
  const path = tree.data?.path ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setSearch(text.trim());
  };
  const open = (node: TAgentNode) => {
    if (node.directCount === 0) return;
    setSearch('');
    setText('');
    setPage(1);
    onParent(node.memberId);
  };
  const up = (memberId: number | null) => {
    setPage(1);
    onParent(memberId);
  };

  const columns = [
    col.accessor('account', { header: t('agents.col_account'), cell: (c) => <AccountLink id={c.row.original.memberId} account={c.getValue()} /> }),
    col.accessor('type', { header: t('agents.col_type'), cell: (c) => <span className="agent-type">{t(`agents.type_${c.getValue()}`, { defaultValue: String(c.getValue()) })}</span> }),
    ...(search ? [col.accessor('depth', { header: t('agents.col_depth'), meta: { numeric: true } })] : []),
    col.accessor('status', {
      header: t('agents.col_status'),
      cell: (c) => <StatusBadge tone={c.getValue() === 'active' ? 'success' : 'danger'}>{t(`agents.status_${c.getValue()}`)}</StatusBadge>,
    }),
    col.accessor('teamSize', { header: t('agents.col_team'), meta: { numeric: true }, cell: (c) => count(c.getValue()) }),
    col.accessor('directCount', { header: t('agents.col_direct'), meta: { numeric: true }, cell: (c) => count(c.getValue()) }),
    col.accessor('balance', { header: t('agents.col_balance'), meta: { numeric: true }, cell: (c) => <Money minor={c.getValue()} /> }),
    col.accessor('monthValidBet', { header: t('agents.col_month_valid_bet'), meta: { numeric: true }, cell: (c) => <Money minor={c.getValue()} /> }),
    col.accessor('monthPlayersPnl', { header: t('agents.col_month_pnl'), meta: { numeric: true }, cell: (c) => <Money minor={c.getValue()} signed /> }),
    col.accessor('contracts', {
      header: t('agents.col_contracts'),
      cell: (c) =>
        c.row.original.type === 0 && c.getValue().length === 0 ? (
          <span className="muted">—</span>
        ) : (
          <button
            type="button"
            className="agent-chips-button"
            title={t('agents.contracts_of', { account: c.row.original.account })}
            aria-label={t('agents.contracts_of', { account: c.row.original.account })}
            onClick={(e) => {
              e.stopPropagation();
              onContracts(c.row.original);
            }}
            onKeyDown={(e) => e.stopPropagation()}
          >
            <ContractChips contracts={c.getValue()} />
          </button>
        ),
    }),
    col.display({
      id: 'actions',
      header: t('agents.col_actions'),
      cell: (c) => {
        const node = c.row.original;
        return (
          <span className="row-actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
            {onOffer && TOP_AGENT_TYPES.includes(node.type) && (
              <Button variant="outline" size="sm" onClick={() => onOffer(node)} aria-label={t('agents.offer_to', { account: node.account })}>
                {t('agents.offer_short')}
              </Button>
            )}
            {node.directCount > 0 && (
              <Button variant="ghost" size="sm" onClick={() => open(node)} aria-label={t('agents.open_team_of', { account: node.account })}>
                {t('agents.open_team')} ›
              </Button>
            )}
          </span>
        );
      },
    }),
  ];

  return (
    <section aria-label={t('agents.tab_tree')}>
      <div className="toolbar agent-toolbar">
        {search ? (
          <p className="agent-crumbs">
            {t('agents.search_results', { search })}{' '}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSearch('');
                setText('');
                setPage(1);
              }}
            >
              {t('agents.clear_search')}
            </Button>
          </p>
        ) : (
          <nav aria-label={t('agents.breadcrumb')} className="agent-crumbs">
            <ol>
              <li>
                {parentId === null ? (
                  <span aria-current="page">{t('agents.brand_top')}</span>
                ) : (
                  <button type="button" className="agent-crumbs__link" onClick={() => up(null)}>
                    {t('agents.brand_top')}
                  </button>
                )}
              </li>
              {path.map((step) => (
                <li key={step.memberId}>
                  {step.memberId === parentId ? (
                    <span aria-current="page">{step.account}</span>
                  ) : (
                    <button type="button" className="agent-crumbs__link" onClick={() => up(step.memberId)}>
                      {step.account}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <form className="agent-search" role="search" onSubmit={submit}>
          <label className="field field--inline">
            <span className="field__label">{t('agents.search')}</span>
            <input className="input" type="search" value={text} maxLength={64} placeholder={t('agents.search_hint')} onChange={(e) => setText(e.target.value)} />
          </label>
          <Button type="submit" variant="outline">
            {t('agents.find')}
          </Button>
        </form>
      </div>
      <PagedTable
        label={t('agents.tree_label')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={tree}
        errorText={errorText}
        getRowId={(row) => String(row.memberId)}
        empty={search ? t('agents.none_found') : parentId === null ? t('agents.no_agents') : t('agents.no_downlines')}
        onRowClick={open}
      />
      <p className="muted agent-footnote">
        {staff?.brand?.currency && `${t('agents.tree_currency', { currency: staff.brand.currency })} `}
        {t('agents.tree_note')}
      </p>
    </section>
  );
};
