import {
  forgotPasswordByEmail,
  resetPasswordByPhone,
  type TFieldError,
  type TLoginChallenge,
  validateConfiguredField,
  WhitelabelFlag,
  ZMobileNumber,
  ZVerificationCode,
} from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@wps/ui';
import { FormField, PasswordField, Tabs } from '@/components/form-field';
import { IconMail, IconUser } from '@/components/icons';
import { callApi, errorKey, isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { popups } from '@/lib/popups';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useLoginFlow } from '../hooks/use-login-flow';
import { confirmError, usePasswordRule } from '../hooks/use-password-rule';
import { LoginVerifyStep } from './login-verify-step';
import { SmsCodeFields } from './sms-code-fields';

type Mode = 'email' | 'mobileNum';
type Field = 'username' | 'email' | 'mobile' | 'code' | 'newPassword' | 'confirmPassword';

const showFailure = (t: (k: string, o?: Record<string, unknown>) => string, e: unknown) =>
  dialogs.message({ text: t(errorKey(e), { defaultValue: isApiError(e) ? e.message : undefined }), icon: 'warning' });

/**
 * The forgot-password popup body (SPEC.md §2, §4, §5): by email (username
 * and email, form-encoded) or, when CHNGPASSVERIF3 is on (then the default),
 * by SMS code with a new password, after which the member is logged in.
 */
export const ForgotPanel = () => {
  const { t } = useTranslation();
  const { isFlagOn, permission } = useBrand();
  const navigate = useNavigate();
  const account = permission.info.account;
  const mobileOn = isFlagOn(WhitelabelFlag.changePasswordVerify);
  const tabs: { id: Mode; label: string }[] = [
    ...(mobileOn ? [{ id: 'mobileNum' as const, label: t('auth.tab_forgot_mobile') }] : []),
    { id: 'email', label: t('auth.tab_forgot_email') },
  ];
  const [mode, setMode] = useState<Mode>(mobileOn ? 'mobileNum' : 'email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [dialingCode, setDialingCode] = useState(account.defaultCountryDialingCode);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<TLoginChallenge | null>(null);
  const { errors, set, replace } = useFieldErrors<Field>();
  const passwordRule = usePasswordRule();
  const loginFlow = useLoginFlow();

  const usernameRule = (v: string): TFieldError | null =>
    validateConfiguredField({ ...(permission.info.register.username ?? { enabled: true }), enabled: true, required: true }, v);
  const emailRule = (v: string): TFieldError | null => validateConfiguredField({ enabled: true, required: true, patternId: 4 }, v);
  const mobileRule = (v: string): TFieldError | null => (ZMobileNumber.safeParse(v).success ? null : { key: 'validation.mobile' });
  const codeRule = (v: string): TFieldError | null => (ZVerificationCode.safeParse(v).success ? null : { key: 'validation.code' });

  const validate = (): boolean => {
    const all: Partial<Record<Field, TFieldError | null>> =
      mode === 'email'
        ? { username: usernameRule(username), email: emailRule(email) }
        : {
            mobile: mobileRule(mobile),
            code: codeRule(code),
            newPassword: passwordRule(newPassword),
            confirmPassword: confirmError(newPassword, confirm),
          };
    const next = Object.fromEntries(Object.entries(all).filter(([, v]) => v)) as Partial<Record<Field, TFieldError>>;
    replace(next);
    return Object.keys(next).length === 0;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending || !validate()) return;
    setPending(true);
    try {
      if (mode === 'email') {
        await callApi(forgotPasswordByEmail, { body: { username: username.trim(), email: email.trim() } });
        popups.close();
        dialogs.message({ title: t('auth.forgot_sent_title'), text: t('auth.forgot_sent_body'), icon: 'success' });
        return;
      }
      const { account: accountName } = await callApi(resetPasswordByPhone, {
        body: { mobileNum: mobile.trim(), countryDialingCode: dialingCode, verificationCode: code.trim(), newPassword: newPassword.trim() },
      });
      // SPEC.md §4 Forgot by phone success: automatic login with the new password, popup closes, go to /.
      const outcome = await loginFlow({ username: accountName, password: newPassword.trim(), type: 'username' }, { remember: false });
      if (outcome.kind === 'challenge') setChallenge(outcome.challenge);
      if (outcome.kind === 'done') navigate('/');
    } catch (err) {
      showFailure(t, err);
    } finally {
      setPending(false);
    }
  };

  if (challenge) return <LoginVerifyStep challenge={challenge} type="username" onBack={() => setChallenge(null)} />;

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate data-testid="forgot-form">
      <Tabs
        tabs={tabs}
        value={mode}
        onChange={(m) => {
          setMode(m);
          replace({});
        }}
        label={t('auth.forgot_method')}
        testIdPrefix="forgot-tab"
      />
      {mode === 'email' ? (
        <>
          <p className="auth-form__note">{t('auth.forgot_email_hint')}</p>
          <FormField
            name="username"
            label={t('form.username')}
            required
            icon={<IconUser size={18} />}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            onBlur={() => set('username', usernameRule(username))}
            error={errors.username}
            autoComplete="username"
            maxLength={64}
            inputTestId="forgot-username"
          />
          <FormField
            name="email"
            type="email"
            label={t('form.email')}
            required
            icon={<IconMail size={18} />}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => set('email', emailRule(email))}
            error={errors.email}
            autoComplete="email"
            maxLength={255}
            inputTestId="forgot-email"
          />
        </>
      ) : (
        <>
          <SmsCodeFields
            testIdPrefix="forgot"
            purpose="forgot"
            humanVerification={account.humanVerification}
            mobile={mobile}
            onMobileChange={setMobile}
            mobileError={errors.mobile}
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            code={code}
            onCodeChange={setCode}
            codeError={errors.code}
            checkMobile={() => {
              const m = mobileRule(mobile);
              set('mobile', m);
              return m === null;
            }}
          />
          <PasswordField
            name="newPassword"
            label={t('form.new_password')}
            required
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            onBlur={() => set('newPassword', passwordRule(newPassword))}
            error={errors.newPassword}
            autoComplete="new-password"
            inputTestId="forgot-new-password"
          />
          <PasswordField
            name="confirmPassword"
            label={t('form.confirm_new_password')}
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            onBlur={() => set('confirmPassword', confirmError(newPassword, confirm))}
            error={errors.confirmPassword}
            autoComplete="new-password"
            inputTestId="forgot-confirm-password"
          />
        </>
      )}
      <Button type="submit" variant="primary" size="lg" block disabled={pending} aria-busy={pending || undefined} data-testid="forgot-submit">
        {pending ? t('form.submitting') : mode === 'email' ? t('auth.forgot_send_link') : t('auth.forgot_reset')}
      </Button>
      <p className="auth-form__switch">
        <button type="button" className="link-button" onClick={() => popups.open('login')} data-testid="forgot-to-login">
          {t('auth.back_to_login')}
        </button>
      </p>
    </form>
  );
};
