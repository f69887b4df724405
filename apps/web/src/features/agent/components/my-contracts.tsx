import type { TAgentContract } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner } from '@wps/ui';
import { CardHead } from '@/components/card-head';
import { IconInbox, IconList, IconUser } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { useAgentContracts, useEndContract } from '../api/agent';
import { formatRate } from '../utils/contract-terms';
import { type ContractStatus, contractKindLabel, contractPeriodLabel, contractStatusLabel, endReasonLabel } from './agent-labels';
import { type AgentColumn, AgentTable, AgentTime } from './agent-ui';
import { refusalText, TierList, useBrandName } from './contract-parts';
import { openContractPopup } from './contract-popup';
import './agent.css';
import './contracts.css';

export const ContractStatusBadge = ({ status, testId }: { status: ContractStatus; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <span className={`contract-status contract-status--${status}`} data-testid={testId}>
      {contractStatusLabel(t, status)}
    </span>
  );
};

/**
 * Team management's contracts: the caller's own (held, or offered and
 * waiting for an answer in the contract popup) with their terms, and those
 * it offered its direct downlines with their state and why they ended; a
 * live one can be ended (after a confirmation: the downline's own downline
 * contracts of the kind end with it).
 */
export const MyContracts = ({ onOffer }: { onOffer?: (account: string) => void }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const brandName = useBrandName();
  const contracts = useAgentContracts();
  const end = useEndContract();

  if (contracts.isPending) return <Spinner label={t('common.loading')} />;
  if (contracts.isError) {
    return <LoadFailed title={t('agent_center.load_failed')} error={contracts.error} onRetry={() => void contracts.refetch()} retryTestId="contracts-retry" />;
  }
  const { mine, downlines } = contracts.data;

  const askEnd = (c: TAgentContract) =>
    dialogs.confirm({
      title: c.status === 'offered' ? t('agent_center.mc_withdraw_title') : t('agent_center.mc_end_title'),
      text:
        c.status === 'offered'
          ? t('agent_center.mc_withdraw_text', { account: c.agentAccount, kind: contractKindLabel(t, c.kind) })
          : t('agent_center.mc_end_text', { account: c.agentAccount, kind: contractKindLabel(t, c.kind) }),
      confirmLabel: c.status === 'offered' ? t('agent_center.mc_withdraw') : t('agent_center.mc_end'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        end.mutateAsync(c.id).then(
          () => undefined,
          (e: unknown) => {
            const { text, detail } = refusalText(t, e);
            dialogs.message({ text: detail ? `${text} ${detail}` : text, icon: 'warning' });
          },
        ),
    });

  const downlineColumns: AgentColumn<TAgentContract>[] = [
    { key: 'account', label: t('agent_center.col_account'), cell: (c) => <strong>{c.agentAccount}</strong> },
    {
      key: 'kind',
      label: t('agent_center.mc_col_kind'),
      cell: (c) => (
        <span className="agent-member">
          <span>{contractKindLabel(t, c.kind)}</span>
          <span className="agent-member__nick">{contractPeriodLabel(t, c.period)}</span>
        </span>
      ),
    },
    { key: 'terms', label: t('agent_center.mc_col_terms'), cell: (c) => <TierList tiers={c.tiers} /> },
    { key: 'status', label: t('agent_center.col_status'), cell: (c) => <ContractStatusBadge status={c.status} testId={`contract-status-${c.id}`} /> },
    { key: 'offered', label: t('agent_center.mc_col_offered'), className: 'agent-table__time', cell: (c) => <AgentTime time={c.offeredAt} offset={offset} /> },
    {
      key: 'ended',
      label: t('agent_center.mc_col_ended'),
      cell: (c) =>
        c.endedAt ? (
          <span className="agent-member" data-testid={`contract-ended-${c.id}`}>
            <AgentTime time={c.endedAt} offset={offset} />
            {c.endReason && <span className="agent-member__nick">{endReasonLabel(t, c.endReason)}</span>}
          </span>
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      key: 'actions',
      label: t('agent_center.col_actions'),
      className: 'agent-table__actions',
      cell: (c) => (
        <span className="contract-actions">
          {onOffer && c.status === 'accepted' && (
            <Button variant="outline" size="sm" onClick={() => onOffer(c.agentAccount)} data-testid={`contract-reoffer-${c.id}`}>
              {t('agent_center.mc_new_offer')}
            </Button>
          )}
          {c.status === 'offered' || c.status === 'accepted' ? (
            <Button variant="danger" size="sm" disabled={end.isPending} onClick={() => askEnd(c)} data-testid={`contract-end-${c.id}`}>
              {c.status === 'offered' ? t('agent_center.mc_withdraw') : t('agent_center.mc_end')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="stack" data-testid="my-contracts">
      <section className="card contract-mine" aria-labelledby="contracts-mine-title">
        <CardHead titleId="contracts-mine-title" title={t('agent_center.mc_mine_title')} icon={<IconUser size={20} />} />
        {mine.length === 0 ? (
          <EmptyState compact icon={<IconInbox size={28} />} title={t('agent_center.mc_mine_empty_title')} body={t('agent_center.mc_mine_empty_body')} />
        ) : (
          <div className="contract-mine__list">
            {mine.map((c) => (
              <article key={c.id} className="contract-held" data-testid={`my-contract-${c.id}`}>
                <header className="contract-held__head">
                  <div>
                    <strong>{t('agent_center.offer_title', { kind: contractKindLabel(t, c.kind), period: contractPeriodLabel(t, c.period) })}</strong>
                    <p className="muted">
                      {c.uplineAccount ? t('agent_center.offer_from_upline', { account: c.uplineAccount }) : t('agent_center.offer_from_brand', { brand: brandName })}
                    </p>
                  </div>
                  <span className="contract-held__badges">
                    <span className="contract-chip contract-chip--rate">{t('agent_center.offer_up_to', { rate: formatRate(c.maxRate) })}</span>
                    <ContractStatusBadge status={c.status} testId={`my-contract-status-${c.id}`} />
                  </span>
                </header>
                <TierList tiers={c.tiers} />
                {c.status === 'offered' && (
                  <Button variant="primary" size="sm" onClick={openContractPopup} data-testid={`my-contract-answer-${c.id}`}>
                    {t('agent_center.mc_answer')}
                  </Button>
                )}
              </article>
            ))}
          </div>
        )}
      </section>
      <section className="card contract-downlines" aria-labelledby="contracts-downlines-title">
        <CardHead titleId="contracts-downlines-title" title={t('agent_center.mc_downlines_title')} icon={<IconList size={20} />} />
        {downlines.length === 0 ? (
          <EmptyState compact icon={<IconInbox size={28} />} title={t('agent_center.mc_downlines_empty_title')} body={t('agent_center.mc_downlines_empty_body')} />
        ) : (
          <AgentTable columns={downlineColumns} rows={downlines} rowKey={(c) => c.id} rowTestId={(c) => `downline-contract-${c.id}`} testId="downline-contracts" />
        )}
      </section>
    </div>
  );
};
