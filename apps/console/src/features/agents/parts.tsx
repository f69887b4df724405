import type { TAgentNode, TContractKind } from '@wps/contracts/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTRACT_TONES, percentOf } from './format';

/** An account linked to its player page (a click on it does not also click the row). */
export const AccountLink = ({ id, account }: { id: number; account: string }) => (
  <Link to={`/players/${id}`} className="agent-account" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
    {account}
  </Link>
);

/** A contract as a small chip: its kind and top rate, tinted by its status. */
export const ContractChip = ({ kind, maxRate, status }: { kind: TContractKind; maxRate: number; status: string }) => {
  const { t } = useTranslation();
  return (
    <span className={`contract-chip contract-chip--${CONTRACT_TONES[status] ?? 'neutral'}`} title={`${t(`agents.kind_${kind}`)} · ${t(`agents.contract_${status}`)}`}>
      <span className="contract-chip__kind">{t(`agents.kind_short_${kind}`)}</span>
      <span className="contract-chip__rate">{percentOf(maxRate)}</span>
    </span>
  );
};

export const ContractChips = ({ contracts }: { contracts: TAgentNode['contracts'] }) => {
  const { t } = useTranslation();
  if (contracts.length === 0) return <span className="muted">{t('agents.no_contract')}</span>;
  return (
    <span className="contract-chips">
      {contracts.map((c) => (
        <ContractChip key={c.id} kind={c.kind} maxRate={c.maxRate} status={c.status} />
      ))}
    </span>
  );
};

/** A rate in basis points as a percent, in tabular figures. */
export const Rate = ({ bp }: { bp: number }) => <span className="rate">{percentOf(bp)}</span>;
