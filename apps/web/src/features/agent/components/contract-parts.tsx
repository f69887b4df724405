import { ErrorCode, type TContractPreview, type TContractTier } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiCode, apiMessage } from '@/lib/api-message';
import { isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { formatRate } from '../utils/contract-terms';
import { billLineLabel } from './agent-labels';
import { type AgentColumn, AgentTable } from './agent-ui';
import './agent.css';
import './contracts.css';

/** "₱1,234.56", and a negative amount with a real minus before the symbol ("−₱4.00"), as `money` reads it everywhere. */
export const plainMoney = (symbol: string, minor: string): string => money(symbol, minor);

/** Who pays or offers when no upline does: the brand, by its name ("Platform" when it has none). */
export const useBrandName = (): string => {
  const { t } = useTranslation();
  const { name } = useBrand();
  return name.trim() || t('agent_center.platform');
};

type TierRowView = TContractTier & { index: number };

/** A contract's tiers as a readable table: from which team valid bet and active members, which rate. */
export const TiersTable = ({ tiers, testId, caption }: { tiers: TContractTier[]; testId: string; caption?: string }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const columns: AgentColumn<TierRowView>[] = [
    { key: 'tier', label: t('agent_center.tier_col_tier'), cell: (r) => r.index + 1 },
    { key: 'validBet', label: t('agent_center.tier_col_valid_bet'), numeric: true, cell: (r) => `≥ ${money(symbol, r.validBet)}` },
    { key: 'active', label: t('agent_center.tier_col_active'), numeric: true, cell: (r) => `≥ ${r.activeMembers}` },
    { key: 'rate', label: t('agent_center.tier_col_rate'), numeric: true, testId: `${testId}-rate`, cell: (r) => <strong>{formatRate(r.rate)}</strong> },
  ];
  return (
    <AgentTable
      columns={columns}
      rows={tiers.map((tier, index) => ({ ...tier, index }))}
      rowKey={(r) => r.index}
      rowTestId={(r) => `${testId}-${r.index}`}
      testId={testId}
      caption={caption}
    />
  );
};

/** Tiers in one line each, for a cell of a list of contracts: "≥ ₱1,000.00 · ≥ 3 · 1.50%". */
export const TierList = ({ tiers }: { tiers: TContractTier[] }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  return (
    <ol className="contract-tier-list">
      {tiers.map((tier, i) => (
        <li key={i}>
          {t('agent_center.tier_line', { validBet: money(symbol, tier.validBet), active: tier.activeMembers, rate: formatRate(tier.rate) })}
        </li>
      ))}
    </ol>
  );
};

/** The lines that explain a bill or a what-if, each with its label; money lines in the brand's currency. */
export const BillLines = ({ lines, testId }: { lines: { key: string; value: string; money?: boolean | undefined }[]; testId: string }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const brandName = useBrandName();
  const symbol = permission.info.setting.currencySymbol;
  const value = (line: { key: string; value: string; money?: boolean | undefined }) => {
    if (line.money) return plainMoney(symbol, line.value);
    if (line.key === 'payer') return line.value === 'brand' || line.value === '' ? brandName : line.value;
    return line.value;
  };
  return (
    <dl className="contract-lines" data-testid={testId}>
      {lines.map((line) => (
        <div key={line.key} className={`contract-lines__row contract-lines__row--${line.key}`} data-testid={`${testId}-${line.key}`}>
          <dt>{billLineLabel(t, line.key)}</dt>
          <dd>{value(line)}</dd>
        </div>
      ))}
    </dl>
  );
};

/** The what-if: "over <period> you would have earned <amount>", and how. */
export const PreviewSummary = ({ preview, testId, lead }: { preview: TContractPreview; testId: string; lead: string }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  return (
    <section className="contract-preview" data-testid={testId} aria-label={lead}>
      <p className="contract-preview__lead">
        <span className="contract-preview__eyebrow">{lead}</span>
        <span data-testid={`${testId}-text`}>
          {t('agent_center.preview_earned', { period: preview.periodLabel, amount: plainMoney(symbol, preview.amount) })}
        </span>
      </p>
      <BillLines lines={preview.lines} testId={`${testId}-lines`} />
    </section>
  );
};

/**
 * A refusal in the member's words; for a contract refusal the server's own
 * sentence follows, since it says which rule and where (e.g. at which team
 * figures an offer pays more than the upline's terms).
 */
export const refusalText = (t: TFunction, e: unknown): { text: string; detail: string | null } => {
  const text = apiMessage(t, e);
  const code = apiCode(e);
  const detail = isApiError(e) && code === ErrorCode.contractRefused && e.message && e.message !== code && e.message !== text ? e.message : null;
  return { text, detail };
};

export const Refusal = ({ error, testId }: { error: unknown; testId: string }) => {
  const { t } = useTranslation();
  const { text, detail } = refusalText(t, error);
  return (
    <div className="contract-refusal" role="alert" data-testid={testId}>
      <strong>{text}</strong>
      {detail && (
        <span className="contract-refusal__detail" data-testid={`${testId}-detail`}>
          {detail}
        </span>
      )}
    </div>
  );
};
