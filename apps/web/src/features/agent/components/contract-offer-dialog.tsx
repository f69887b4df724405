import {
  CONTRACT_MAX_TIERS,
  MAX_RATE_OF_KIND,
  PERIODS_OF_KIND,
  type TAgentContract,
  type TContractKind,
  type TContractPeriod,
  type TContractPreview,
  type TContractTier,
  ZContractTerms,
} from '@wps/contracts/player';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@wps/ui';
import { IconCheckCircle, IconInfo, IconTrash } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { useAgentContracts, useOfferContract, usePreviewContract } from '../api/agent';
import {
  emptyTierRow,
  enabledKinds,
  firstExcess,
  formatRate,
  rowsToTiers,
  type TierProblem,
  type TierRow,
  type TierRowProblems,
  tierToRow,
} from '../utils/contract-terms';
import { contractKindLabel, contractPeriodLabel } from './agent-labels';
import { PreviewSummary, Refusal, TiersTable } from './contract-parts';
import './agent.css';
import './contracts.css';

/** What ZContractTerms says about the tiers as a whole, in the agent's words, by row. */
type TermsProblem = 'order' | 'rate_falls' | 'rate_max' | 'period' | 'invalid';

const termsProblems = (kind: TContractKind, period: TContractPeriod, tiers: TContractTier[]): { rows: Record<number, TermsProblem>; general: TermsProblem | null } => {
  const parsed = ZContractTerms.safeParse({ kind, period, tiers });
  const rows: Record<number, TermsProblem> = {};
  let general: TermsProblem | null = null;
  if (parsed.success) return { rows, general };
  for (const issue of parsed.error.issues) {
    const [head, index, field] = issue.path;
    if (head === 'period') general = 'period';
    else if (head === 'tiers' && typeof index === 'number') {
      const problem: TermsProblem = field === 'rate' ? (issue.message.includes('lower rate') ? 'rate_falls' : 'rate_max') : 'order';
      rows[index] ??= problem;
    } else general ??= 'invalid';
  }
  return { rows, general };
};

/**
 * The offer dialog of a direct downline that is an agent (team management's
 * "Contract"): kind (the kinds this site has on), period, the tiers in major
 * units and percent beside the caller's own terms (the ceiling), a what-if
 * and the offer. The tiers are read into minor units and basis points and
 * checked with ZContractTerms before anything is sent; the server still
 * refuses an offer above the caller's terms and says where.
 */
export const ContractOfferDialog = ({ agentAccount, onClose }: { agentAccount: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const contracts = useAgentContracts();
  return (
    <Modal name="contract-offer" title={t('agent_center.co_title', { account: agentAccount })} onClose={onClose} size="lg">
      {contracts.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : contracts.isError ? (
        <LoadFailed title={t('agent_center.load_failed')} error={contracts.error} onRetry={() => void contracts.refetch()} />
      ) : (
        <ContractOfferForm agentAccount={agentAccount} mine={contracts.data.mine} offered={contracts.data.downlines} onClose={onClose} />
      )}
    </Modal>
  );
};

const problemText = (t: ReturnType<typeof useTranslation>['t'], problem: TierProblem | TermsProblem, kind: TContractKind): string =>
  ({
    valid_bet: t('agent_center.co_err_valid_bet'),
    active_members: t('agent_center.co_err_active'),
    rate: t('agent_center.co_err_rate'),
    rate_max: t('agent_center.co_err_rate_max', { max: formatRate(MAX_RATE_OF_KIND[kind]) }),
    order: t('agent_center.co_err_order'),
    rate_falls: t('agent_center.co_err_rate_falls'),
    period: t('agent_center.co_err_period'),
    invalid: t('agent_center.co_err_invalid'),
  })[problem];

const ContractOfferForm = ({
  agentAccount,
  mine,
  offered,
  onClose,
}: {
  agentAccount: string;
  mine: TAgentContract[];
  offered: TAgentContract[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { isFlagOn, permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const kinds = enabledKinds(isFlagOn);
  const own = (k: TContractKind) => mine.find((c) => c.kind === k && c.status === 'accepted');
  // The downline's live contract of the kind, to start from its terms.
  const theirs = (k: TContractKind) => offered.find((c) => c.agentAccount === agentAccount && c.kind === k && (c.status === 'accepted' || c.status === 'offered'));
  const startRows = (k: TContractKind): TierRow[] => {
    const from = theirs(k);
    return from ? from.tiers.map(tierToRow) : [emptyTierRow()];
  };
  const startPeriod = (k: TContractKind): TContractPeriod => own(k)?.period ?? theirs(k)?.period ?? (PERIODS_OF_KIND[k][0] as TContractPeriod);
  const firstKind = kinds.find((k) => own(k)) ?? kinds[0];
  const [kind, setKind] = useState<TContractKind | undefined>(firstKind);
  const [period, setPeriod] = useState<TContractPeriod | undefined>(firstKind ? startPeriod(firstKind) : undefined);
  const [rows, setRows] = useState<TierRow[]>(() => (firstKind ? startRows(firstKind) : [emptyTierRow()]));
  const [rowProblems, setRowProblems] = useState<TierRowProblems[]>([]);
  const [orderProblems, setOrderProblems] = useState<Record<number, TermsProblem>>({});
  const [general, setGeneral] = useState<TermsProblem | null>(null);
  const [preview, setPreview] = useState<TContractPreview | null>(null);
  const [sent, setSent] = useState<TAgentContract | null>(null);
  const previewing = usePreviewContract();
  const offering = useOfferContract();

  if (!kind || !period) {
    return (
      <p className="muted" data-testid="contract-offer-no-kinds">
        {t('agent_center.co_no_kinds')}
      </p>
    );
  }

  const ceiling = own(kind);
  const periods = ceiling ? [ceiling.period] : PERIODS_OF_KIND[kind];
  const busy = previewing.isPending || offering.isPending;

  const resetAnswers = () => {
    setPreview(null);
    previewing.reset();
    offering.reset();
  };
  const chooseKind = (k: TContractKind) => {
    setKind(k);
    setPeriod(startPeriod(k));
    setRows(startRows(k));
    setRowProblems([]);
    setOrderProblems({});
    setGeneral(null);
    resetAnswers();
  };
  const editRow = (i: number, field: keyof TierRow, value: string) => {
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
    setRowProblems((ps) => ps.map((p, j) => (j === i ? { ...p, [field]: undefined } : p)));
    setOrderProblems((ps) => {
      const { [i]: _gone, ...rest } = ps;
      return rest;
    });
    setGeneral(null);
    resetAnswers();
  };
  const addRow = () => {
    setRows((rs) => [...rs, emptyTierRow()]);
    resetAnswers();
  };
  const removeRow = (i: number) => {
    setRows((rs) => rs.filter((_, j) => j !== i));
    setRowProblems((ps) => ps.filter((_, j) => j !== i));
    setOrderProblems({});
    resetAnswers();
  };

  /** The terms to send, or null after showing what is wrong. */
  const readTerms = () => {
    const read = rowsToTiers(kind, rows);
    setRowProblems(read.problems);
    if (!read.tiers) {
      setOrderProblems({});
      return null;
    }
    const problems = termsProblems(kind, period, read.tiers);
    setOrderProblems(problems.rows);
    setGeneral(problems.general);
    if (problems.general || Object.keys(problems.rows).length > 0) return null;
    return { agentAccount, kind, period, tiers: read.tiers };
  };

  const runPreview = () => {
    if (busy) return;
    const body = readTerms();
    if (!body) return;
    offering.reset();
    previewing.mutate(body, { onSuccess: setPreview });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const body = readTerms();
    if (!body) return;
    previewing.reset();
    offering.mutate(body, { onSuccess: setSent });
  };

  if (sent) {
    return (
      <div className="agent-done" role="status" data-testid="contract-offer-sent">
        <span className="icon-disc icon-disc--success" aria-hidden="true">
          <IconCheckCircle size={36} />
        </span>
        <h3>{t('agent_center.co_sent_title')}</h3>
        <p className="muted">{t('agent_center.co_sent_body', { account: sent.agentAccount, kind: contractKindLabel(t, sent.kind) })}</p>
        <div className="agent-done__actions">
          <Button variant="primary" onClick={onClose} data-testid="contract-offer-done">
            {t('agent_center.close')}
          </Button>
        </div>
      </div>
    );
  }

  const typed = rowsToTiers(kind, rows).tiers;
  const excess = ceiling && typed ? firstExcess(typed, ceiling.tiers) : null;
  const rowError = (i: number, field: keyof TierRow) => {
    const p = rowProblems[i]?.[field];
    return p ? problemText(t, p, kind) : null;
  };

  return (
    <form className="agent-form contract-offer-form" onSubmit={submit} noValidate data-testid="contract-offer-form">
      <div className="agent-form__grid">
        <SelectField label={t('agent_center.co_kind')} value={kind} onChange={(e) => chooseKind(e.target.value as TContractKind)} testId="contract-offer-kind">
          {kinds.map((k) => (
            <option key={k} value={k}>
              {contractKindLabel(t, k)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('agent_center.co_period')}
          value={period}
          onChange={(e) => {
            setPeriod(e.target.value as TContractPeriod);
            setGeneral(null);
            resetAnswers();
          }}
          hint={ceiling ? t('agent_center.co_period_same') : undefined}
          testId="contract-offer-period"
        >
          {periods.map((p) => (
            <option key={p} value={p}>
              {contractPeriodLabel(t, p)}
            </option>
          ))}
        </SelectField>
      </div>

      <section className="contract-ceiling" aria-labelledby="contract-ceiling-title" data-testid="contract-offer-ceiling">
        <h3 id="contract-ceiling-title" className="agent-subtitle">
          {t('agent_center.co_ceiling_title')}
        </h3>
        {ceiling ? (
          <>
            <p className="muted">{t('agent_center.co_ceiling_lead', { period: contractPeriodLabel(t, ceiling.period) })}</p>
            <TiersTable tiers={ceiling.tiers} testId="contract-offer-own-tiers" />
          </>
        ) : (
          <p className="contract-note contract-note--warn" data-testid="contract-offer-no-own">
            <IconInfo size={16} />
            <span>{t('agent_center.co_no_own', { kind: contractKindLabel(t, kind) })}</span>
          </p>
        )}
      </section>

      <fieldset className="contract-tiers" data-testid="contract-offer-tiers">
        <legend className="agent-subtitle">{t('agent_center.co_tiers_title')}</legend>
        <p className="muted">{t('agent_center.co_tiers_lead')}</p>
        <div className="contract-tiers__head" aria-hidden="true">
          <span>{t('agent_center.tier_col_valid_bet')}</span>
          <span>{t('agent_center.tier_col_active')}</span>
          <span>{t('agent_center.tier_col_rate')}</span>
          <span />
        </div>
        {rows.map((row, i) => {
          const whole = orderProblems[i];
          return (
            <div key={i} className={`contract-tier${whole ? ' contract-tier--invalid' : ''}`} data-testid={`contract-tier-${i}`}>
              <TierInput
                name={`tier-${i}-validBet`}
                label={t('agent_center.co_tier_valid_bet', { n: i + 1 })}
                value={row.validBet}
                onChange={(v) => editRow(i, 'validBet', v.replace(/[^\d.,]/g, ''))}
                inputMode="decimal"
                placeholder="0"
                leading={symbol}
                error={rowError(i, 'validBet')}
                testId={`contract-tier-${i}-valid-bet`}
              />
              <TierInput
                name={`tier-${i}-active`}
                label={t('agent_center.co_tier_active', { n: i + 1 })}
                value={row.activeMembers}
                onChange={(v) => editRow(i, 'activeMembers', v.replace(/\D/g, ''))}
                inputMode="numeric"
                placeholder="0"
                error={rowError(i, 'activeMembers')}
                testId={`contract-tier-${i}-active`}
              />
              <TierInput
                name={`tier-${i}-rate`}
                label={t('agent_center.co_tier_rate', { n: i + 1 })}
                value={row.rate}
                onChange={(v) => editRow(i, 'rate', v.replace(/[^\d.,]/g, ''))}
                inputMode="decimal"
                placeholder="0.00"
                trailing="%"
                error={rowError(i, 'rate')}
                testId={`contract-tier-${i}-rate`}
              />
              <Button
                variant="ghost"
                size="sm"
                className="contract-tier__remove"
                icon={<IconTrash size={16} />}
                disabled={rows.length <= 1}
                onClick={() => removeRow(i)}
                aria-label={t('agent_center.co_tier_remove', { n: i + 1 })}
                data-testid={`contract-tier-${i}-remove`}
              />
              {whole && (
                <p className="field__error contract-tier__error" role="alert" data-testid={`contract-tier-${i}-error`}>
                  {problemText(t, whole, kind)}
                </p>
              )}
            </div>
          );
        })}
        <Button variant="outline" size="sm" onClick={addRow} disabled={rows.length >= CONTRACT_MAX_TIERS} data-testid="contract-tier-add">
          {t('agent_center.co_tier_add')}
        </Button>
        {general && (
          <p className="field__error" role="alert" data-testid="contract-offer-general-error">
            {problemText(t, general, kind)}
          </p>
        )}
      </fieldset>

      {excess && (
        <p className="contract-note contract-note--warn" data-testid="contract-offer-excess">
          <IconInfo size={16} />
          <span>
            {t('agent_center.co_excess', {
              validBet: money(symbol, excess.validBet),
              active: excess.activeMembers,
              rate: formatRate(excess.down),
              own: formatRate(excess.up),
            })}
          </span>
        </p>
      )}

      {preview && <PreviewSummary preview={preview} testId="contract-offer-preview" lead={t('agent_center.co_preview_lead', { account: agentAccount })} />}
      {previewing.isError && <Refusal error={previewing.error} testId="contract-offer-preview-error" />}
      {offering.isError && <Refusal error={offering.error} testId="contract-offer-error" />}

      <p className="agent-form__note">
        <IconInfo size={16} />
        <span>{t('agent_center.co_note')}</span>
      </p>
      <div className="contract-offer__actions">
        <Button variant="outline" onClick={runPreview} disabled={busy} aria-busy={previewing.isPending || undefined} data-testid="contract-offer-preview-button">
          {previewing.isPending ? t('agent_center.co_previewing') : t('agent_center.co_preview')}
        </Button>
        <Button type="submit" variant="accent" disabled={busy || !ceiling} aria-busy={offering.isPending || undefined} data-testid="contract-offer-submit">
          {offering.isPending ? t('form.submitting') : t('agent_center.co_submit')}
        </Button>
      </div>
    </form>
  );
};

/** One cell of the tiers editor: a small labelled input (the label is visible on phones, the row's head on wider screens). */
const TierInput = ({
  name,
  label,
  value,
  onChange,
  inputMode,
  placeholder,
  leading,
  trailing,
  error,
  testId,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode: 'decimal' | 'numeric';
  placeholder: string;
  leading?: string;
  trailing?: string;
  error: string | null;
  testId: string;
}) => {
  const id = useId();
  return (
    <div className={`field contract-tier__field${error ? ' field--invalid' : ''}`}>
      <label className="field__label contract-tier__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        {leading && (
          <span className="agent-currency" aria-hidden="true">
            {leading}
          </span>
        )}
        <input
          id={id}
          name={name}
          className="field__input"
          inputMode={inputMode}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
        />
        {trailing && (
          <span className="contract-tier__unit" aria-hidden="true">
            {trailing}
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
