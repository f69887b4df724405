import { DOWNLINE_TYPES, type TDownline } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { FormField, Tabs } from '@/components/form-field';
import { IconChevronRight, IconPencil, IconSearch, IconSwap } from '@/components/icons';
import { SelectField } from '@/components/select-field';
import { useBrand } from '@/lib/brand';
import { isAgentType, useSession } from '@/lib/member';
import { money } from '@/lib/money';
import { useDownlines } from '../api/agent';
import { enabledKinds, OFFERING_TYPES } from '../utils/contract-terms';
import { memberStatusLabel, memberTypeLabel } from './agent-labels';
import { type AgentColumn, AgentTable, AgentTime, ListFrame, TeamBreadcrumb } from './agent-ui';
import { ContractOfferDialog } from './contract-offer-dialog';
import { MyContracts } from './my-contracts';
import { TransferDialog } from './transfer-panel';
import './agent.css';

const PAGE_SIZE = 20;
const STATUSES = ['active', 'disabled'] as const;
type Status = (typeof STATUSES)[number];
type Tab = 'members' | 'contracts';

/**
 * The team's members, one level at a time; a member with a team opens its
 * own level (parentId) with the way back up as a breadcrumb. A search looks
 * through the whole team. Direct downlines can be sent money from their row,
 * and those that are agents offered a contract.
 */
const TeamMembers = ({ onOffer }: { onOffer: ((account: string) => void) | null }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const offset = permission.info.setting.gmtOffsetMinutes;
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<number | undefined>(undefined);
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const searching = search !== '';

  const query = useDownlines({
    pageNo,
    pageSize: PAGE_SIZE,
    // A search covers the whole team, whatever level is open.
    ...(searching ? { search } : parentId !== undefined ? { parentId } : {}),
    ...(type !== undefined ? { type } : {}),
    ...(status ? { status } : {}),
  });

  const openLevel = (id: number | undefined) => {
    setParentId(id);
    setSearch('');
    setTyped('');
    setPageNo(1);
  };

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
    setPageNo(1);
  };

  const columns: AgentColumn<TDownline>[] = [
    {
      key: 'account',
      label: t('agent_center.col_account'),
      cell: (d) => (
        <span className="agent-member">
          {d.teamSize > 0 ? (
            <button
              type="button"
              className="agent-link"
              onClick={() => openLevel(d.memberId)}
              aria-label={t('agent_center.dl_open_team', { account: d.account })}
              data-testid={`downline-open-${d.memberId}`}
            >
              {d.account}
              <IconChevronRight size={14} />
            </button>
          ) : (
            <strong>{d.account}</strong>
          )}
          {d.nickname && <span className="agent-member__nick">{d.nickname}</span>}
        </span>
      ),
    },
    { key: 'type', label: t('agent_center.col_type'), cell: (d) => <span className={`agent-type-chip agent-type-chip--${d.type}`}>{memberTypeLabel(t, d.type)}</span> },
    {
      key: 'status',
      label: t('agent_center.col_status'),
      cell: (d) => <span className={`agent-status agent-status--${d.status}`}>{memberStatusLabel(t, d.status)}</span>,
    },
    ...(searching ? [{ key: 'upline', label: t('agent_center.col_upline'), cell: (d: TDownline) => d.uplineAccount ?? '—' }] : []),
    { key: 'depth', label: t('agent_center.col_depth'), numeric: true, cell: (d) => d.depth },
    { key: 'balance', label: t('agent_center.col_balance'), numeric: true, cell: (d) => money(symbol, d.balance) },
    { key: 'team', label: t('agent_center.col_team_size'), numeric: true, cell: (d) => d.teamSize },
    { key: 'direct', label: t('agent_center.col_direct'), numeric: true, cell: (d) => d.directCount },
    { key: 'registered', label: t('agent_center.col_registered'), className: 'agent-table__time', cell: (d) => <AgentTime time={d.registeredAt} offset={offset} /> },
    {
      key: 'lastLogin',
      label: t('agent_center.col_last_login'),
      className: 'agent-table__time',
      cell: (d) => (d.lastLoginAt ? <AgentTime time={d.lastLoginAt} offset={offset} /> : <span className="muted">{t('agent_center.never')}</span>),
    },
    {
      key: 'actions',
      label: t('agent_center.col_actions'),
      className: 'agent-table__actions',
      cell: (d) =>
        d.depth === 1 ? (
          <span className="contract-actions">
            <Button variant="outline" size="sm" icon={<IconSwap size={14} />} onClick={() => setTransferTo(d.account)} data-testid={`downline-transfer-${d.memberId}`}>
              {t('agent_center.dl_transfer')}
            </Button>
            {onOffer && isAgentType(d.type) && (
              <Button variant="outline" size="sm" icon={<IconPencil size={14} />} onClick={() => onOffer(d.account)} data-testid={`downline-offer-${d.memberId}`}>
                {t('agent_center.dl_contract')}
              </Button>
            )}
          </span>
        ) : (
          <span className="muted">—</span>
        ),
    },
  ];

  return (
    <>
      <div className="agent-filter">
        <form className="agent-search" role="search" onSubmit={submitSearch}>
          <FormField
            name="search"
            type="search"
            label={t('agent_center.dl_search')}
            placeholder={t('agent_center.dl_search_placeholder')}
            maxLength={64}
            icon={<IconSearch size={18} />}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              if (e.target.value === '' && searching) {
                setSearch('');
                setPageNo(1);
              }
            }}
            inputTestId="downline-search"
          />
          <Button type="submit" variant="primary" data-testid="downline-search-submit">
            {t('agent_center.dl_search_submit')}
          </Button>
        </form>
        <SelectField
          label={t('agent_center.col_type')}
          value={type ?? ''}
          onChange={(e) => {
            setType(e.target.value === '' ? undefined : Number(e.target.value));
            setPageNo(1);
          }}
          testId="downline-type"
        >
          <option value="">{t('agent_center.filter_all')}</option>
          {DOWNLINE_TYPES.map((v) => (
            <option key={v} value={v}>
              {memberTypeLabel(t, v)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('agent_center.col_status')}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as Status | undefined);
            setPageNo(1);
          }}
          testId="downline-status"
        >
          <option value="">{t('agent_center.filter_all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {memberStatusLabel(t, s)}
            </option>
          ))}
        </SelectField>
      </div>
      {searching ? (
        <p className="agent-level" data-testid="downline-search-note">
          <span>{t('agent_center.dl_search_results', { search })}</span>
          <button type="button" className="agent-link" onClick={() => openLevel(parentId)} data-testid="downline-search-clear">
            {t('agent_center.dl_search_clear')}
          </button>
        </p>
      ) : (
        query.data && <TeamBreadcrumb path={query.data.path} onGo={openLevel} testId="downline-crumbs" />
      )}
      <ListFrame
        query={query}
        onPage={setPageNo}
        empty={
          searching
            ? { title: t('agent_center.dl_search_empty', { search }) }
            : { title: t('agent_center.dl_empty_title'), body: parentId === undefined ? t('agent_center.dl_empty_body') : undefined }
        }
      >
        {(data) => (
          <>
            <p className="agent-count" data-testid="downline-total">
              {t('agent_center.dl_total', { n: data.total })}
            </p>
            <AgentTable columns={columns} rows={data.list} rowKey={(d) => d.memberId} rowTestId={(d) => `downline-row-${d.memberId}`} testId="downline-table" />
          </>
        )}
      </ListFrame>
      {transferTo && <TransferDialog toAccount={transferTo} onClose={() => setTransferTo(null)} />}
    </>
  );
};

/**
 * downlineManagmentView (team management): the team's members and, where
 * this site has contract kinds on, the contracts — the agent's own and those
 * it offered its direct downlines (SPEC.md §2 has no menu item of their own
 * for them). A top agent or sub-agent offers a contract from a direct
 * downline agent's row.
 */
export const DownlineManagementScreen = () => {
  const { t } = useTranslation();
  const { isFlagOn } = useBrand();
  const { member } = useSession();
  const [tab, setTab] = useState<Tab>('members');
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const contractsOn = enabledKinds(isFlagOn).length > 0;
  const mayOffer = contractsOn && member !== undefined && OFFERING_TYPES.has(member.type);
  return (
    <div className="stack agent-downlines" data-testid="downline-management">
      {contractsOn && (
        <Tabs
          tabs={[
            { id: 'members', label: t('agent_center.dl_tab_members') },
            { id: 'contracts', label: t('agent_center.dl_tab_contracts') },
          ]}
          value={tab}
          onChange={setTab}
          label={t('agent_menu.downlineManagmentView')}
          testIdPrefix="downline-tab"
        />
      )}
      {/* The members stay mounted behind the contracts: the level open and the search are there on coming back. */}
      <div role={contractsOn ? 'tabpanel' : undefined} hidden={tab !== 'members'}>
        <div className="stack">
          <TeamMembers onOffer={mayOffer ? setOfferTo : null} />
        </div>
      </div>
      {tab === 'contracts' && (
        <div role="tabpanel">
          <MyContracts onOffer={mayOffer ? setOfferTo : undefined} />
        </div>
      )}
      {offerTo && <ContractOfferDialog agentAccount={offerTo} onClose={() => setOfferTo(null)} />}
    </div>
  );
};
