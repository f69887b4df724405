import {
  SECRET_OVERLAP_HOURS_DEFAULT,
  SECRET_OVERLAP_HOURS_MAX,
  SECRET_OVERLAP_HOURS_MIN,
  WALLET_MODES,
  ZProviderSettingsBody,
  ZRotateSecretBody,
  type TStaffVendor,
} from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError, SelectField, TextAreaField, TextField, useZodForm } from '@/components/field';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { brandTime, gmtLabel } from '@/lib/time';
import { useRotateSecret, useSaveProviderSettings } from './api';

/** The allow-list is typed one address or block per line (or separated by commas or spaces); the contract checks each. */
const ZSettingsForm = ZProviderSettingsBody.omit({ vassalage: true }).extend({
  allowedIps: z
    .string()
    .transform((text) =>
      text
        .split(/[\s,]+/)
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(ZProviderSettingsBody.shape.allowedIps),
});

/** How the platform reaches the vendor: launch address, wallet mode, currency, the addresses its calls may come from. */
export const ProviderSettingsForm = ({ vendor }: { vendor: TStaffVendor }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const save = useSaveProviderSettings();
  const [error, setError] = useState<string | null>(null);
  const settings = vendor.settings!;
  const form = useZodForm(ZSettingsForm, {
    defaultValues: { launchUrl: settings.launchUrl, walletMode: vendor.walletMode, currency: settings.currency, allowedIps: settings.allowedIps.join('\n'), reason: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ vassalage: vendor.vassalage, ...values });
      toast.success(t('games.settings_saved', { name: vendor.displayName }));
      form.reset({ ...form.getValues(), reason: '' });
    } catch (e) {
      setError(errorText(e));
    }
  });

  return (
    <form className="form-grid settings-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={t('games.launch_url')} hint={t('games.launch_url_hint')} className="mono" error={errors.launchUrl} required {...form.register('launchUrl')} />
      <div className="form-row">
        <SelectField label={t('games.wallet_mode')} error={errors.walletMode} disabled={vendor.gameTypes.length === 0} {...form.register('walletMode')}>
          {WALLET_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`games.wallet_${mode}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('games.currency')} className="mono" maxLength={3} error={errors.currency} required {...form.register('currency')} />
      </div>
      <TextAreaField label={t('games.allowed_ips')} hint={t('games.allowed_ips_hint')} className="mono" rows={3} error={errors.allowedIps} {...form.register('allowedIps')} />
      <TextField label={t('games.reason')} maxLength={500} error={errors.reason} required {...form.register('reason')} />
      <FormError>{error}</FormError>
      <div className="form-actions">
        <Button type="submit" disabled={save.isPending}>
          {t('games.save_settings')}
        </Button>
      </div>
    </form>
  );
};

const ZRotateForm = ZRotateSecretBody.omit({ vassalage: true });

/**
 * A new signing secret, shown here once: the vendor is given it, and the old
 * one keeps working for the overlap so its switch refuses no call.
 */
export const SecretRotation = ({ vendor, offset }: { vendor: TStaffVendor; offset: number }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const rotate = useRotateSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(ZRotateForm, { defaultValues: { overlapHours: SECRET_OVERLAP_HOURS_DEFAULT, reason: '' } });
  const { errors } = form.formState;
  const until = vendor.settings?.previousSecretUntil ?? null;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const done = await rotate.mutateAsync({ vassalage: vendor.vassalage, ...values });
      setSecret(done.secret);
      form.reset({ overlapHours: values.overlapHours, reason: '' });
    } catch (e) {
      setError(errorText(e));
    }
  });
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('games.secret_copied'));
    } catch {
      toast.error(t('games.secret_copy_failed'));
    }
  };

  return (
    <>
      {until !== null && until > Date.now() && <p className="muted">{t('games.previous_secret_until', { time: brandTime(until, offset), zone: gmtLabel(offset) })}</p>}
      {secret && (
        <div className="notice notice--info" role="status">
          <p>{t('games.secret_once')}</p>
          <p className="mono" data-testid="new-secret">
            {secret}
          </p>
          <div className="form-actions">
            <Button variant="outline" size="sm" onClick={() => void copy()}>
              {t('games.copy_secret')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setSecret(null)}>
              {t('common.dismiss')}
            </Button>
          </div>
        </div>
      )}
      <form className="form-grid settings-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('games.overlap_hours')}
          hint={t('games.overlap_hint', { min: SECRET_OVERLAP_HOURS_MIN, max: SECRET_OVERLAP_HOURS_MAX })}
          type="number"
          min={SECRET_OVERLAP_HOURS_MIN}
          max={SECRET_OVERLAP_HOURS_MAX}
          error={errors.overlapHours}
          required
          {...form.register('overlapHours', { valueAsNumber: true })}
        />
        <TextField label={t('games.reason')} maxLength={500} error={errors.reason} required {...form.register('reason')} />
        <FormError>{error}</FormError>
        <div className="form-actions">
          <Button type="submit" variant="danger" disabled={rotate.isPending}>
            {t('games.rotate_secret')}
          </Button>
        </div>
      </form>
    </>
  );
};
