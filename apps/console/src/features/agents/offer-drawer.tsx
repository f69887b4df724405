import {
  CONTRACT_KINDS,
  CONTRACT_MAX_TIERS,
  CONTRACT_PERIODS,
  MAX_RATE_OF_KIND,
  PERIODS_OF_KIND,
  ZStaffContractOfferBody,
  type TContractKind,
  type TContractPeriod,
} from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDrawer } from '@/components/drawer';
import { Icon } from '@/components/icon';
import { Field, FormError, SelectField, TextAreaField, useFieldErrorText, useZodForm } from '@/components/field';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useAgentLookup, useOfferContract } from './api';
import { parseCount, parsePercent, parseThreshold, percentOf, TOP_AGENT_TYPES } from './format';

/** The agent an offer goes to, when it was chosen in the tree. */
export type OfferAgent = { memberId: number; account: string };

const ZTierRow = z.object({ validBet: z.string(), activeMembers: z.string(), rate: z.string() });

/**
 * The form in the units people type (money in major units, rates in
 * percent), with ZContractTerms' rules mirrored so each shows at its field in
 * the staff member's language; the body is converted and checked against the
 * contract's own schema again on submit.
 */
const ZOfferForm = z
  .object({
    agentId: z.string().regex(/^[1-9]\d{0,9}$/, 'agents.error_agent'),
    kind: z.enum(CONTRACT_KINDS),
    period: z.enum(CONTRACT_PERIODS),
    tiers: z.array(ZTierRow).min(1).max(CONTRACT_MAX_TIERS),
    reason: z.string().trim().min(1, 'form.error_required').max(500),
  })
  .superRefine((form, ctx) => {
    if (!PERIODS_OF_KIND[form.kind].includes(form.period)) ctx.addIssue({ code: 'custom', path: ['period'], message: 'agents.error_period' });
    const parsed = form.tiers.map((row, i) => {
      const validBet = parseThreshold(row.validBet || '0');
      const activeMembers = parseCount(row.activeMembers || '0');
      const rate = parsePercent(row.rate);
      if (validBet === null) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'validBet'], message: 'agents.error_money' });
      if (activeMembers === null) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'activeMembers'], message: 'agents.error_count' });
      if (rate === null) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'rate'], message: 'agents.error_percent' });
      else if (rate > MAX_RATE_OF_KIND[form.kind]) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'rate'], message: 'agents.error_rate_max' });
      return { validBet, activeMembers, rate };
    });
    parsed.forEach((tier, i) => {
      const before = parsed[i - 1];
      if (!before) return;
      if (tier.validBet !== null && tier.activeMembers !== null && before.validBet !== null && before.activeMembers !== null) {
        const falls = BigInt(tier.validBet) < BigInt(before.validBet) || tier.activeMembers < before.activeMembers;
        const higher = BigInt(tier.validBet) > BigInt(before.validBet) || tier.activeMembers > before.activeMembers;
        if (falls || !higher) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'validBet'], message: 'agents.error_tier_rise' });
      }
      if (tier.rate !== null && before.rate !== null && tier.rate < before.rate) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'rate'], message: 'agents.error_rate_falls' });
    });
  });

const EMPTY_TIER = { validBet: '', activeMembers: '', rate: '' };

/** The picker: agents found by account across the brand; only top agents take a contract from the brand. */
const AgentPicker = ({ onPick }: { onPick: (agent: OfferAgent) => void }) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const found = useAgentLookup(search);
  const find = () => setSearch(text.trim());
  return (
    <div className="agent-picker">
      <div className="agent-picker__row">
        <input
          className="input"
          type="search"
          value={text}
          maxLength={64}
          aria-label={t('agents.find_agent')}
          placeholder={t('agents.find_agent')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              find();
            }
          }}
        />
        <Button variant="outline" size="sm" onClick={find}>
          {t('agents.find')}
        </Button>
      </div>
      {search && found.data && (
        <ul className="agent-picker__list">
          {found.data.list.length === 0 && <li className="muted">{t('agents.none_found')}</li>}
          {found.data.list.map((node) => {
            const top = TOP_AGENT_TYPES.includes(node.type);
            return (
              <li key={node.memberId}>
                <button type="button" className="agent-picker__item" disabled={!top} onClick={() => onPick({ memberId: node.memberId, account: node.account })}>
                  <strong>{node.account}</strong>
                  <span className="muted">
                    #{node.memberId} · {t(`agents.type_${node.type}`, { defaultValue: String(node.type) })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};

/**
 * Offers a top agent (type 1 or 41) a contract with the brand: its kind and
 * period, the tiers (team valid bet and active members at least, the rate
 * of the highest tier met) and the reason for the audit log. The agent
 * accepts or declines it in its contract popup.
 */
export const OfferDrawer = ({ agent, onClose }: { agent: OfferAgent | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const offer = useOfferContract();
  const [chosen, setChosen] = useState<OfferAgent | null>(agent);
  const form = useZodForm(ZOfferForm, {
    defaultValues: { agentId: agent ? String(agent.memberId) : '', kind: 'dividend', period: 'month', tiers: [{ ...EMPTY_TIER }], reason: '' },
  });
  const { register, formState, control } = form;
  const tiers = useFieldArray({ control, name: 'tiers' });
  const kind = useWatch({ control, name: 'kind' }) as TContractKind;
  const errors = formState.errors;

  const submit = form.handleSubmit(async (values) => {
    const body = {
      agentId: Number(values.agentId),
      kind: values.kind,
      period: values.period,
      // An empty threshold is no threshold: 0.
      tiers: values.tiers.map((row) => ({ validBet: parseThreshold(row.validBet || '0') ?? '', activeMembers: parseCount(row.activeMembers || '0') ?? -1, rate: parsePercent(row.rate) ?? -1 })),
      reason: values.reason,
    };
    // The contract's own rules have the last word before the server's.
    const checked = ZStaffContractOfferBody.safeParse(body);
    if (!checked.success) {
      form.setError('root', { message: t('agents.error_terms') });
      return;
    }
    try {
      const contract = await offer.mutateAsync(checked.data);
      toast.success(t('agents.offered_toast', { account: contract.agentAccount, kind: t(`agents.kind_${contract.kind}`) }));
      onClose();
    } catch (e) {
      form.setError('root', { message: errorText(e) });
    }
  });

  const pick = (picked: OfferAgent) => {
    setChosen(picked);
    form.setValue('agentId', String(picked.memberId), { shouldValidate: true });
  };
  const tierError = (i: number, field: 'validBet' | 'activeMembers' | 'rate') => fieldError(errors.tiers?.[i]?.[field] as FieldError | undefined);

  return (
    <FormDrawer
      open
      title={chosen ? t('agents.offer_title_to', { account: chosen.account }) : t('agents.offer_title')}
      subtitle={t('agents.offer_hint')}
      onClose={onClose}
      formId="agent-offer-form"
      submitLabel={t('agents.offer_send')}
      pending={offer.isPending}
      onSubmit={(e) => void submit(e)}
    >
      <fieldset className="field">
        <legend className="field__label">{t('agents.agent')}</legend>
        {chosen && (
          <p className="agent-chosen">
            <strong>{chosen.account}</strong> <span className="muted">#{chosen.memberId}</span>
          </p>
        )}
        <AgentPicker onPick={pick} />
      </fieldset>
      <Field label={t('agents.agent_id')} hint={t('agents.agent_id_hint')} required error={errors.agentId}>
        {(controlProps) => (
          <input
            className="input"
            inputMode="numeric"
            {...register('agentId', { onChange: () => setChosen(null) })}
            {...controlProps}
          />
        )}
      </Field>
      <div className="form-row">
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <SelectField
              label={t('agents.col_kind')}
              {...field}
              onChange={(e) => {
                const next = e.target.value as TContractKind;
                field.onChange(next);
                const period = form.getValues('period') as TContractPeriod;
                if (!PERIODS_OF_KIND[next].includes(period)) form.setValue('period', PERIODS_OF_KIND[next][0]!);
                if (formState.isSubmitted) void form.trigger();
              }}
            >
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`agents.kind_${k}`)}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name="period"
          render={({ field }) => (
            <SelectField label={t('agents.col_period')} error={errors.period} {...field}>
              {PERIODS_OF_KIND[kind].map((p) => (
                <option key={p} value={p}>
                  {t(`agents.period_${p}`)}
                </option>
              ))}
            </SelectField>
          )}
        />
      </div>
      <fieldset className="field">
        <legend className="field__label">{t('agents.tiers')}</legend>
        <p className="field__hint">{t('agents.tiers_hint', { max: percentOf(MAX_RATE_OF_KIND[kind]) })}</p>
        <div className="table-scroll">
          <table className="plain-table tiers-editor">
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
                <th scope="col">
                  <span className="agent-sr">{t('agents.col_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tiers.fields.map((row, i) => (
                <tr key={row.id}>
                  <th scope="row">{i + 1}</th>
                  {(['validBet', 'activeMembers', 'rate'] as const).map((name) => {
                    const error = tierError(i, name);
                    const label = t(`agents.tier_${name}_n`, { n: i + 1 });
                    return (
                      <td key={name} className="tiers-editor__cell">
                        <input
                          className="input is-numeric"
                          inputMode="decimal"
                          aria-label={label}
                          aria-invalid={error ? true : undefined}
                          placeholder={name === 'rate' ? '0.00' : '0'}
                          {...register(`tiers.${i}.${name}`)}
                        />
                        {error && (
                          <span className="field__error" role="alert">
                            {error}
                          </span>
                        )}
                      </td>
                    );
                  })}
                  <td>
                    <button
                      type="button"
                      className="icon-button icon-button--sm tiers-editor__remove"
                      disabled={tiers.fields.length === 1}
                      onClick={() => tiers.remove(i)}
                      aria-label={t('agents.tier_remove_n', { n: i + 1 })}
                      title={t('agents.tier_remove_n', { n: i + 1 })}
                    >
                      <Icon name="close" size={14} />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <Button variant="outline" size="sm" disabled={tiers.fields.length >= CONTRACT_MAX_TIERS} onClick={() => tiers.append({ ...EMPTY_TIER })}>
            {t('agents.tier_add')}
          </Button>
        </div>
      </fieldset>
      <TextAreaField label={t('confirm.reason')} required maxLength={500} error={fieldError(errors.reason)} {...register('reason')} />
      <FormError>{errors.root?.message}</FormError>
    </FormDrawer>
  );
};
