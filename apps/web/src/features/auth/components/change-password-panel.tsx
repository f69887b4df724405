import { changePassword, resetPasswordByEmail, type TFieldError } from '@wps/contracts/player';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@wps/ui';
import { PasswordField } from '@/components/form-field';
import { IconAlert } from '@/components/icons';
import { callApi, errorKey, isApiError } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { loadMemberInfo, useLogout } from '@/lib/member';
import { type ForcedReason, popups } from '@/lib/popups';
import { getToken } from '@/lib/session';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useLoginFlow } from '../hooks/use-login-flow';
import { confirmError, usePasswordRule } from '../hooks/use-password-rule';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

const NewPasswordFields = ({
  values,
  setValues,
  errors,
  onBlur,
  prefix,
}: {
  values: { newPassword: string; confirm: string };
  setValues: (v: { newPassword: string; confirm: string }) => void;
  errors: Partial<Record<Field, string>>;
  onBlur: (f: 'newPassword' | 'confirmPassword') => void;
  prefix: 'change' | 'reset';
}) => {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        name="newPassword"
        label={t('form.new_password')}
        required
        value={values.newPassword}
        onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
        onBlur={() => onBlur('newPassword')}
        error={errors.newPassword}
        autoComplete="new-password"
        inputTestId={`${prefix}-new-password`}
      />
      <PasswordField
        name="confirmPassword"
        label={t('form.confirm_new_password')}
        required
        value={values.confirm}
        onChange={(e) => setValues({ ...values, confirm: e.target.value })}
        onBlur={() => onBlur('confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
        inputTestId={`${prefix}-confirm-password`}
      />
    </>
  );
};

/**
 * The change-password popup body (SPEC.md §2, §4, §5). In forced mode (a
 * default, expired or first-time password right after login) it explains
 * why and offers sign-out instead of closing.
 */
export const ChangePasswordPanel = ({ forced }: { forced?: ForcedReason }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const passwordRule = usePasswordRule();
  const [oldPassword, setOldPassword] = useState('');
  const [values, setValues] = useState({ newPassword: '', confirm: '' });
  const [pending, setPending] = useState(false);
  const { errors, set, replace } = useFieldErrors<Field>();

  const rules: Record<Field, () => TFieldError | null> = {
    oldPassword: () => (oldPassword.trim() === '' ? { key: 'validation.required' } : null),
    newPassword: () => passwordRule(values.newPassword),
    confirmPassword: () => confirmError(values.newPassword, values.confirm),
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const next = Object.fromEntries((Object.keys(rules) as Field[]).map((f) => [f, rules[f]()]).filter(([, v]) => v)) as Partial<Record<Field, TFieldError>>;
    replace(next);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      await callApi(changePassword, {
        body: { oldPassword: oldPassword.trim(), newPassword: values.newPassword.trim(), confirmNewPassword: values.confirm.trim() },
      });
      // SPEC.md §4 Change password success: user info reloaded, popup closed, go to /.
      const token = getToken();
      if (token) await loadMemberInfo(client, token).catch(() => undefined);
      popups.close();
      navigate('/');
      dialogs.message({ text: t('auth.change_password_done'), icon: 'success' });
    } catch (err) {
      if (isApiError(err) && err.code === 'password_incorrect') set('oldPassword', t(errorKey(err)));
      else if (isApiError(err) && err.code === 'password_same') set('newPassword', t(errorKey(err)));
      else dialogs.message({ text: t(errorKey(err), { defaultValue: isApiError(err) ? err.message : undefined }), icon: 'warning' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate data-testid="change-password-form">
      {forced && (
        <div className="auth-callout auth-callout--warn" role="status" data-testid="change-password-reason">
          <IconAlert size={22} />
          <div>
            <strong>{t('auth.forced_title')}</strong>
            <p>{t(`auth.forced_${forced}`)}</p>
          </div>
        </div>
      )}
      <PasswordField
        name="oldPassword"
        label={t('form.old_password')}
        required
        value={oldPassword}
        onChange={(e) => setOldPassword(e.target.value)}
        onBlur={() => set('oldPassword', rules.oldPassword())}
        error={errors.oldPassword}
        autoComplete="current-password"
        inputTestId="change-old-password"
        data-autofocus
      />
      <NewPasswordFields values={values} setValues={setValues} errors={errors} onBlur={(f) => set(f, rules[f]())} prefix="change" />
      <Button type="submit" variant="primary" size="lg" block disabled={pending} aria-busy={pending || undefined} data-testid="change-submit">
        {pending ? t('form.submitting') : t('auth.change_password_submit')}
      </Button>
      {forced && (
        <button
          type="button"
          className="link-button auth-form__back"
          onClick={() => {
            void logout().then(() => {
              popups.close();
              navigate('/');
            });
          }}
          data-testid="change-sign-out"
        >
          {t('auth.sign_out_instead')}
        </button>
      )}
    </form>
  );
};

/** The reset-by-email-link popup body: new password and confirmation, then login with it. */
export const ResetPasswordPanel = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const passwordRule = usePasswordRule();
  const loginFlow = useLoginFlow();
  const [values, setValues] = useState({ newPassword: '', confirm: '' });
  const [pending, setPending] = useState(false);
  const { errors, set, replace } = useFieldErrors<Field>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const next = Object.fromEntries(
      [
        ['newPassword', passwordRule(values.newPassword)],
        ['confirmPassword', confirmError(values.newPassword, values.confirm)],
      ].filter(([, v]) => v),
    ) as Partial<Record<Field, TFieldError>>;
    replace(next);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      const { account } = await callApi(resetPasswordByEmail, {
        body: { token, newPassword: values.newPassword.trim(), confirmNewPassword: values.confirm.trim() },
      });
      const outcome = await loginFlow({ username: account, password: values.newPassword.trim(), type: 'username' }, { remember: false });
      if (outcome.kind === 'done') navigate('/');
      else if (outcome.kind === 'challenge') popups.open('login');
    } catch (err) {
      dialogs.message({ text: t(errorKey(err), { defaultValue: isApiError(err) ? err.message : undefined }), icon: 'warning' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate data-testid="reset-password-form">
      <p className="auth-form__note">{t('auth.reset_hint')}</p>
      <NewPasswordFields
        values={values}
        setValues={setValues}
        errors={errors}
        onBlur={(f) => set(f, f === 'newPassword' ? passwordRule(values.newPassword) : confirmError(values.newPassword, values.confirm))}
        prefix="reset"
      />
      <Button type="submit" variant="primary" size="lg" block disabled={pending} aria-busy={pending || undefined} data-testid="reset-submit">
        {pending ? t('form.submitting') : t('auth.forgot_reset')}
      </Button>
    </form>
  );
};
