import { CHANNEL_KINDS, CHANNEL_PROBLEMS, CHANNEL_SORT_MAX, ZCreateChannelBody, formatMoney, parseMoneyInput, type TChannelProblem, type TStaffChannel } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError, SelectField, TextField, useZodForm } from '@/components/field';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useCreateChannel, useUpdateChannel } from './api';

/** An amount as typed ("1,000.50") to minor units; the fixed fee may be nothing. */
const ZMoneyText = (allowZero: boolean) =>
  z.string().transform((text, ctx) => {
    if (allowZero && /^\s*0*(\.0*)?\s*$/.test(text)) return '0';
    const minor = parseMoneyInput(text);
    if (minor === null) ctx.addIssue({ code: 'custom', message: 'channels.error_amount' });
    return minor ?? '';
  });

/** A percentage with up to 2 decimals ("1.5") to basis points (150). */
const ZPercentText = z.string().transform((text, ctx) => {
  const match = /^\s*(\d{1,2})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) ctx.addIssue({ code: 'custom', message: 'channels.error_percent' });
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
});

/** The form as typed, checked by the contract's own rules (min ≤ max, the fee, a bank's account). */
const ZChannelForm = z
  .object({
    code: z.string(),
    kind: z.enum(CHANNEL_KINDS),
    name: z.string(),
    minAmount: ZMoneyText(false),
    maxAmount: ZMoneyText(false),
    feeBps: ZPercentText,
    feeFixed: ZMoneyText(true),
    bankName: z.string().nullable(),
    accountName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    enabled: z.boolean(),
    sort: z.number(),
    reason: z.string(),
  })
  .pipe(ZCreateChannelBody);
type FormInput = z.input<typeof ZChannelForm>;

const asInput = (minor: string) => formatMoney(minor).replace(/,/g, '').replace(/\.00$/, '');
const percentOf = (bps: number) => String(bps / 100);

const defaults = (channel: TStaffChannel | null, nextSort: number): FormInput =>
  channel
    ? {
        code: channel.code,
        kind: channel.kind,
        name: channel.name,
        minAmount: asInput(channel.minAmount),
        maxAmount: asInput(channel.maxAmount),
        feeBps: percentOf(channel.feeBps),
        feeFixed: asInput(channel.feeFixed),
        bankName: channel.bankName ?? '',
        accountName: channel.accountName ?? '',
        accountNumber: channel.accountNumber ?? '',
        enabled: channel.enabled,
        sort: channel.sort,
        reason: '',
      }
    : { code: '', kind: 'bank', name: '', minAmount: '', maxAmount: '', feeBps: '0', feeFixed: '0', bankName: '', accountName: '', accountNumber: '', enabled: true, sort: nextSort, reason: '' };

/** A refusal of the channel's own rules carries the contract's text: named here by its code, in the staff member's language. */
const problemKey = (error: FieldError | undefined): FieldError | string | undefined => {
  const code = (Object.keys(CHANNEL_PROBLEMS) as TChannelProblem[]).find((c) => CHANNEL_PROBLEMS[c] === error?.message);
  return code ? `channels.problem_${code}` : error;
};

/** Adds a channel (`channel` null) or changes one; every save goes to the audit log with its reason. */
export const ChannelForm = ({ channel, nextSort, onSaved }: { channel: TStaffChannel | null; nextSort: number; onSaved: (saved: TStaffChannel) => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(ZChannelForm, { defaultValues: defaults(channel, nextSort) });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { code, ...rest } = values;
      const saved = channel ? await update.mutateAsync({ ...rest, id: channel.id }) : await create.mutateAsync({ ...rest, code });
      toast.success(t(channel ? 'channels.saved' : 'channels.created', { name: saved.name }));
      onSaved(saved);
    } catch (e) {
      setError(errorText(e));
    }
  });

  return (
    <form className="form-grid settings-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t(channel ? 'channels.edit' : 'channels.add')}>
      <div className="form-row">
        <TextField label={t('channels.code')} hint={channel ? t('channels.code_fixed') : t('channels.code_hint')} className="mono" maxLength={32} readOnly={channel !== null} error={errors.code} required {...form.register('code')} />
        <SelectField label={t('channels.kind')} disabled={channel !== null} error={errors.kind} {...form.register('kind')}>
          {CHANNEL_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`channels.kind_${k}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label={t('channels.name')} maxLength={64} error={errors.name} required {...form.register('name')} />
      <div className="form-row">
        <TextField label={t('channels.min')} inputMode="decimal" className="is-numeric" error={problemKey(errors.minAmount)} required {...form.register('minAmount')} />
        <TextField label={t('channels.max')} inputMode="decimal" className="is-numeric" error={problemKey(errors.maxAmount)} required {...form.register('maxAmount')} />
      </div>
      <div className="form-row">
        <TextField label={t('channels.fee_percent')} hint={t('channels.fee_hint')} inputMode="decimal" className="is-numeric" error={problemKey(errors.feeBps)} {...form.register('feeBps')} />
        <TextField label={t('channels.fee_fixed')} inputMode="decimal" className="is-numeric" error={problemKey(errors.feeFixed)} {...form.register('feeFixed')} />
      </div>
      {kind === 'bank' ? (
        <fieldset className="field channel-account">
          <legend className="field__label">{t('channels.receiving_account')}</legend>
          <TextField label={t('channels.bank_name')} maxLength={64} error={problemKey(errors.bankName)} required {...form.register('bankName')} />
          <TextField label={t('channels.account_name')} maxLength={64} error={problemKey(errors.accountName)} required {...form.register('accountName')} />
          <TextField label={t('channels.account_number')} className="mono" maxLength={40} error={problemKey(errors.accountNumber)} required {...form.register('accountNumber')} />
        </fieldset>
      ) : (
        <p className="muted">{t('channels.gateway_note')}</p>
      )}
      <div className="form-row">
        <TextField label={t('channels.sort')} hint={t('channels.sort_hint')} type="number" min={0} max={CHANNEL_SORT_MAX} error={errors.sort} {...form.register('sort', { valueAsNumber: true })} />
        <fieldset className="field">
          <legend className="field__label">{t('channels.deposit_page')}</legend>
          <label className="check">
            <input type="checkbox" {...form.register('enabled')} />
            {t('channels.enabled_label')}
          </label>
        </fieldset>
      </div>
      <TextField label={t('channels.reason')} maxLength={500} error={errors.reason} required {...form.register('reason')} />
      <FormError>{error}</FormError>
      <div className="form-actions">
        <Button type="submit" disabled={busy}>
          {t(channel ? 'channels.save' : 'channels.create')}
        </Button>
      </div>
    </form>
  );
};
