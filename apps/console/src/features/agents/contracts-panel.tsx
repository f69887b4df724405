import { CONTRACT_KINDS, CONTRACT_STATUSES, type TAgentContract, type TContractKind } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, PagedTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { brandTime, gmtLabel } from '@/lib/time';
import { useContracts, useEndContract, type ContractsQuery } from './api';
import { CONTRACT_TONES, count, percentOf } from './format';
import { AccountLink, Rate } from './parts';

const PAGE_SIZE = 25;
type Status = (typeof CONTRACT_STATUSES)[number];
const col = columnsFor<TAgentContract>();

/** "0.50 % – 1.50 % · 3 tiers", or one rate for a single tier. */
const useTiersSummary = () => {
  const { t } = useTranslation();
  return (c: TAgentContract): string => {
    const first = c.tiers[0];
    if (!first) return '—';
    if (c.tiers.length === 1) return t('agents.tiers_flat', { rate: percentOf(first.rate) });
    return t('agents.tiers_range', { from: percentOf(first.rate), to: percentOf(c.maxRate), n: c.tiers.length });
  };
};

/** Why a contract ended: the server's reason code in words, or the text it carries. */
const useEndReason = () => {
  const { t } = useTranslation();
  return (reason: string | null): string | null => (reason ? t(`agents.end_${reason}`, { defaultValue: reason }) : null);
};

/** The tiers of a contract, in rising order. */
export const TiersTable = ({ contract }: { contract: TAgentContract }) => {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="plain-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="is-numeric">
              {t('agents.tier_valid_bet')}
            </th>
            <th scope="col" className="is-numeric">
              {t('agents.tier_active')}
            </th>
            <th scope="col" className="is-numeric">
              {t('agents.tier_rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td className="is-numeric">
                <Money minor={tier.validBet} />
              </td>
              <td className="is-numeric">{count(tier.activeMembers)}</td>
              <td className="is-numeric">
                <Rate bp={tier.rate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/**
 * The brand's contracts, newest first, filtered by kind, status and one
 * agent (from the tree); a contract opens with its tiers, and a live one can
 * be ended with a reason (its agent's downline contracts of the kind end with it).
 */
export const ContractsPanel = ({ agent, onClearAgent }: { agent: { memberId: number; account: string } | null; onClearAgent: () => void }) => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const summary = useTiersSummary();
  const endReason = useEndReason();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const manager = can(staff, 'agents.manage');
  const [kind, setKind] = useState<TContractKind | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [ending, setEnding] = useState(false);
  const query: ContractsQuery = { pageNo: page, pageSize: PAGE_SIZE, ...(agent ? { agentId: agent.memberId } : {}), ...(kind ? { kind } : {}), ...(status ? { status } : {}) };
  const list = useContracts(query);
  const end = useEndContract();
  const open = list.data?.list.find((c) => c.id === openId) ?? null;
  const live = open !== null && (open.status === 'offered' || open.status === 'accepted');
  const time = (ms: number | null) => (ms === null ? '—' : brandTime(ms, offset));

  const columns = [
    col.accessor('agentAccount', { header: t('agents.agent'), cell: (c) => <AccountLink id={c.row.original.agentId} account={c.getValue()} /> }),
    col.accessor('uplineAccount', { header: t('agents.col_upline'), cell: (c) => c.getValue() ?? <span className="agent-brand">{t('agents.brand')}</span> }),
    col.accessor('kind', { header: t('agents.col_kind'), cell: (c) => t(`agents.kind_${c.getValue()}`) }),
    col.accessor('period', { header: t('agents.col_period'), cell: (c) => t(`agents.period_${c.getValue()}`) }),
    col.display({ id: 'tiers', header: t('agents.tiers'), cell: (c) => summary(c.row.original) }),
    col.accessor('maxRate', { header: t('agents.col_max_rate'), meta: { numeric: true }, cell: (c) => <Rate bp={c.getValue()} /> }),
    col.accessor('status', { header: t('agents.col_status'), cell: (c) => <StatusBadge tone={CONTRACT_TONES[c.getValue()]}>{t(`agents.contract_${c.getValue()}`)}</StatusBadge> }),
    col.accessor('offeredAt', { header: t('agents.col_offered', { zone: gmtLabel(offset) }), cell: (c) => time(c.getValue()) }),
    col.accessor('decidedAt', { header: t('agents.col_decided'), cell: (c) => time(c.getValue()) }),
    col.accessor('endedAt', {
      header: t('agents.col_ended'),
      cell: (c) =>
        c.getValue() === null ? (
          '—'
        ) : (
          <span className="agent-ended">
            {time(c.getValue())}
            {c.row.original.endReason && <span className="muted">{endReason(c.row.original.endReason)}</span>}
          </span>
        ),
    }),
  ];

  const confirmEnd = async (reason: string | undefined) => {
    if (!open) return;
    try {
      const ended = await end.mutateAsync({ contractId: open.id, reason: reason ?? '' });
      toast.success(t('agents.ended_toast', { account: ended.agentAccount, kind: t(`agents.kind_${ended.kind}`) }));
      setEnding(false);
    } catch (e) {
      toast.error(errorText(e));
      setEnding(false);
    }
  };

  return (
    <section aria-label={t('agents.tab_contracts')}>
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('agents.col_kind')}</span>
          <select
            className="input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TContractKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('agents.all_kinds')}</option>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agents.kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('agents.col_status')}</span>
          <select
            className="input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status | '');
              setPage(1);
            }}
          >
            <option value="">{t('agents.all_statuses')}</option>
            {CONTRACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`agents.contract_${s}`)}
              </option>
            ))}
          </select>
        </label>
        {agent && (
          <p className="agent-filter">
            {t('agents.only_agent', { account: agent.account })}
            <Button variant="ghost" size="sm" onClick={onClearAgent} aria-label={t('agents.all_agents')}>
              {t('agents.all_agents')}
            </Button>
          </p>
        )}
      </div>
      <PagedTable
        label={t('agents.contracts_label')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={list}
        errorText={errorText}
        empty={t('agents.no_contracts')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? t('agents.contract_title', { account: open.agentAccount, kind: t(`agents.kind_${open.kind}`) }) : ''}
        subtitle={open ? <StatusBadge tone={CONTRACT_TONES[open.status]}>{t(`agents.contract_${open.status}`)}</StatusBadge> : null}
        footer={
          open && live && manager ? (
            <Button variant="danger" onClick={() => setEnding(true)}>
              {t('agents.end')}
            </Button>
          ) : undefined
        }
      >
        {open && (
          <>
            <Facts
              items={[
                [t('agents.agent'), <AccountLink key="a" id={open.agentId} account={open.agentAccount} />],
                [t('agents.col_upline'), open.uplineAccount ?? t('agents.brand')],
                [t('agents.col_kind'), t(`agents.kind_${open.kind}`)],
                [t('agents.col_period'), t(`agents.period_${open.period}`)],
                [t('agents.col_max_rate'), <Rate key="r" bp={open.maxRate} />],
                [t('agents.col_offered', { zone: gmtLabel(offset) }), time(open.offeredAt)],
                [t('agents.col_decided'), open.decidedAt === null ? null : time(open.decidedAt)],
                [t('agents.col_ended'), open.endedAt === null ? null : time(open.endedAt)],
                [t('agents.end_reason'), endReason(open.endReason)],
              ]}
            />
            <h3 className="record-panel__section">{t('agents.tiers')}</h3>
            <TiersTable contract={open} />
            <p className="muted">{t('agents.tiers_explain')}</p>
            {live && !manager && <p className="muted">{t('agents.view_only')}</p>}
          </>
        )}
      </Drawer>
      <ConfirmDialog
        open={ending && open !== null}
        title={t('agents.end_title')}
        message={open ? t('agents.end_body', { account: open.agentAccount, kind: t(`agents.kind_${open.kind}`) }) : undefined}
        tone="danger"
        reason="required"
        confirmLabel={t('agents.end')}
        busy={end.isPending}
        onConfirm={(reason) => void confirmEnd(reason)}
        onCancel={() => setEnding(false)}
      />
    </section>
  );
};
