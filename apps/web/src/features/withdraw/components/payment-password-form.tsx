import { ErrorCode, PAYMENT_PASSWORD_PATTERN } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { PasswordField } from '@/components/form-field';
import { apiCode, apiMessage } from '@/lib/api-message';
import { dialogs } from '@/lib/dialogs';
import { useSetPaymentPassword } from '../api/set-payment-password';

type Fields = { current: string; next: string; confirm: string };
type Errors = Partial<Record<keyof Fields, string>>;

/** Answers that are about what was typed in the first field: the login password (set) or the payment password (change). */
const CURRENT_FIELD_CODES: readonly string[] = [
  ErrorCode.passwordIncorrect,
  ErrorCode.invalidCredentials,
  ErrorCode.paymentPasswordIncorrect,
  ErrorCode.paymentPasswordLocked,
];

const digitsOnly = (s: string) => s.replace(/\D/g, '').slice(0, 6);

/**
 * Sets the payment password the first time (proved with the LOGIN password)
 * or changes it (proved with the current payment password). Withdrawals and
 * bank-account changes need it.
 */
export const PaymentPasswordForm = ({ mode, onDone, onCancel }: { mode: 'set' | 'change'; onDone?: () => void; onCancel?: () => void }) => {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const [fields, setFields] = useState<Fields>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const validate = (): Errors => {
    const out: Errors = {};
    if (!fields.current) out.current = t('validation.required');
    else if (mode === 'change' && !PAYMENT_PASSWORD_PATTERN.test(fields.current)) out.current = t('withdraw.pp_digits');
    if (!PAYMENT_PASSWORD_PATTERN.test(fields.next)) out.next = t('withdraw.pp_digits');
    if (!fields.confirm) out.confirm = t('validation.confirm_required');
    else if (fields.confirm !== fields.next) out.confirm = t('validation.confirm_mismatch');
    return out;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { currentPassword: fields.current, newPaymentPassword: fields.next, confirmPaymentPassword: fields.confirm },
      {
        onSuccess: () => {
          setFields({ current: '', next: '', confirm: '' });
          dialogs.message({ text: mode === 'set' ? t('withdraw.pp_set_done') : t('withdraw.pp_changed_done'), icon: 'success' });
          onDone?.();
        },
        onError: (err) => {
          const code = apiCode(err);
          if (code && CURRENT_FIELD_CODES.includes(code)) setErrors({ current: apiMessage(t, err) });
          else dialogs.message({ text: apiMessage(t, err), icon: 'warning' });
        },
      },
    );
  };

  return (
    <form className="auth-form pp-form" onSubmit={submit} noValidate data-testid="payment-password-form" data-mode={mode}>
      <PasswordField
        name="currentPassword"
        label={mode === 'set' ? t('withdraw.pp_login_password') : t('withdraw.pp_current')}
        hint={mode === 'set' ? t('withdraw.pp_login_password_hint') : undefined}
        required
        value={fields.current}
        onChange={(e) => set('current', mode === 'set' ? e.target.value : digitsOnly(e.target.value))}
        error={errors.current}
        autoComplete="current-password"
        inputMode={mode === 'set' ? undefined : 'numeric'}
        inputTestId="pp-current"
      />
      <PasswordField
        name="newPaymentPassword"
        label={t('withdraw.pp_new')}
        hint={t('withdraw.pp_digits')}
        required
        value={fields.next}
        onChange={(e) => set('next', digitsOnly(e.target.value))}
        error={errors.next}
        autoComplete="new-password"
        inputMode="numeric"
        inputTestId="pp-new"
      />
      <PasswordField
        name="confirmPaymentPassword"
        label={t('withdraw.pp_confirm')}
        required
        value={fields.confirm}
        onChange={(e) => set('confirm', digitsOnly(e.target.value))}
        error={errors.confirm}
        autoComplete="new-password"
        inputMode="numeric"
        inputTestId="pp-confirm"
      />
      <div className="pp-form__actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} data-testid="pp-cancel">
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={save.isPending} aria-busy={save.isPending || undefined} data-testid="pp-submit">
          {save.isPending ? t('form.submitting') : mode === 'set' ? t('withdraw.pp_set_submit') : t('withdraw.pp_change_submit')}
        </Button>
      </div>
    </form>
  );
};
