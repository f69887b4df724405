import { type TLoginChallenge, WhitelabelFlag, ZMobileNumber, ZVerificationCode } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { CheckField, Tabs } from '@/components/form-field';
import { IconAlert } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { readRemembered } from '@/lib/cookies';
import { popups } from '@/lib/popups';
import type { SessionEndReason } from '@/lib/session';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useLoginCaptcha } from '../hooks/use-login-captcha';
import { useLoginFlow } from '../hooks/use-login-flow';
import { PasswordLoginFields } from './password-login-fields';
import { FreePlayButton } from './free-play-button';
import { LoginVerifyStep } from './login-verify-step';
import { SmsCodeFields } from './sms-code-fields';
import { SocialLogin } from './social-login';

type Mode = 'username' | 'sms';
type Field = 'username' | 'password' | 'captcha' | 'mobile' | 'code';

/**
 * The login popup body (SPEC.md §2 Login popup, §4 Login flow, §5 Login):
 * username and SMS tabs per flag, remember-me cookies, captcha when the
 * server asks for it, a second verification step when the server asks for it.
 */
export const LoginPanel = ({ agentPage = false, sessionEnded }: { agentPage?: boolean; sessionEnded?: SessionEndReason }) => {
  const { t } = useTranslation();
  const { isFlagOn, permission } = useBrand();
  const account = permission.info.account;
  const usernameTab = isFlagOn(WhitelabelFlag.usernameRegister);
  const smsTab = isFlagOn(WhitelabelFlag.mobileCodeLogin);
  const tabs: { id: Mode; label: string }[] = [
    ...(usernameTab || !smsTab ? [{ id: 'username' as const, label: t('auth.tab_username') }] : []),
    ...(smsTab ? [{ id: 'sms' as const, label: t('auth.tab_sms') }] : []),
  ];
  const [remembered] = useState(readRemembered);
  const [mode, setMode] = useState<Mode>(tabs[0]?.id ?? 'username');
  const [username, setUsername] = useState(remembered?.user ?? '');
  const [password, setPassword] = useState('');
  // A remembered username login: the device's HttpOnly token stands in for an untyped password.
  const [deviceRemembered, setDeviceRemembered] = useState(Boolean(remembered?.user));
  const byDevice = deviceRemembered && password === '' && username.trim() === remembered?.user;
  const [mobile, setMobile] = useState(remembered?.mobile ?? '');
  const [dialingCode, setDialingCode] = useState(remembered?.dialingCode || account.defaultCountryDialingCode);
  const [code, setCode] = useState('');
  const captcha = useLoginCaptcha();
  const [remember, setRemember] = useState(remembered !== null);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<TLoginChallenge | null>(null);
  const { errors, set, replace } = useFieldErrors<Field>();
  const loginFlow = useLoginFlow({ agentPage });

  const required = (v: string) => (v.trim() === '' ? t('validation.required') : null);
  const mobileError = (v: string) => (ZMobileNumber.safeParse(v).success ? null : t('validation.mobile'));

  const validate = (): boolean => {
    const next: Partial<Record<Field, string>> = {};
    if (mode === 'username') {
      const u = required(username);
      const p = byDevice ? null : required(password);
      if (u) next.username = u;
      if (p) next.password = p;
    } else {
      const m = mobileError(mobile);
      if (m) next.mobile = m;
      if (!ZVerificationCode.safeParse(code).success) next.code = t('validation.code');
    }
    if (captcha.shown && mode === 'username') {
      const c = required(captcha.captcha);
      if (c) next.captcha = c;
    }
    replace(next);
    return Object.keys(next).length === 0;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending || !validate()) return;
    setPending(true);
    // SPEC.md §3: for sms the mobile number goes in the username slot and the code in the password slot.
    const body =
      mode === 'username'
        ? { username: username.trim(), password: byDevice ? '' : password.trim(), type: 'username' as const, remember, ...captcha.field() }
        : { username: mobile.trim(), password: code.trim(), type: 'sms' as const, countryDialingCode: dialingCode, remember };
    const outcome = await loginFlow(body, { remember, ...(mode === 'username' ? { user: username.trim() } : { mobile: mobile.trim(), dialingCode }) });
    setPending(false);
    if (outcome.kind === 'challenge') setChallenge(outcome.challenge);
    if (outcome.kind === 'failed') {
      captcha.afterFailure(outcome.captcha);
      // The device was not (or no longer) remembered: the password must be typed.
      if (byDevice) setDeviceRemembered(false);
    }
  };

  if (challenge) {
    return <LoginVerifyStep challenge={challenge} type={mode} agentPage={agentPage} onBack={() => setChallenge(null)} />;
  }

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate data-testid="login-form">
      {sessionEnded === 'password_changed' && (
        <div className="auth-callout auth-callout--warn" role="alert" data-testid="login-session-ended">
          <IconAlert size={22} />
          <div>
            <strong>{t('auth.session_ended_title')}</strong>
            <p>{t('error.session_password_changed')}</p>
          </div>
        </div>
      )}
      <Tabs tabs={tabs} value={mode} onChange={setMode} label={t('auth.login_method')} testIdPrefix="login-tab" />
      {mode === 'username' ? (
        <>
          <PasswordLoginFields
            testIdPrefix="login"
            username={username}
            onUsername={setUsername}
            password={password}
            onPassword={setPassword}
            captcha={captcha}
            errors={errors}
            onBlurField={(field, value) => set(field, field === 'password' && byDevice ? null : required(value))}
            passwordRemembered={byDevice}
            autoFocus
          />
        </>
      ) : (
        <>
          <SmsCodeFields
            testIdPrefix="login"
            purpose="login"
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
              const m = mobileError(mobile);
              set('mobile', m);
              return m === null;
            }}
            autoFocus
          />
        </>
      )}
      <div className="auth-form__row">
        <CheckField name="remember" checked={remember} onChange={setRemember} testId="login-remember">
          {t('auth.remember')}
        </CheckField>
        {!agentPage && (
          <button type="button" className="link-button" onClick={() => popups.open('forgot')} data-testid="login-forgot">
            {t('auth.forgot_link')}
          </button>
        )}
      </div>
      <Button type="submit" variant="primary" size="lg" block disabled={pending} aria-busy={pending || undefined} data-testid="login-submit">
        {pending ? t('form.submitting') : t('auth.login')}
      </Button>
      {!agentPage && (
        <>
          <FreePlayButton testId="login-freeplay" variant="subtle" block />
          {isFlagOn(WhitelabelFlag.directRegister) && (
            <p className="auth-form__switch">
              {t('auth.no_account_prompt')}{' '}
              <button type="button" className="link-button" onClick={() => popups.open('register')} data-testid="login-to-register">
                {t('auth.register_now')}
              </button>
            </p>
          )}
          <SocialLogin testIdPrefix="login" />
        </>
      )}
    </form>
  );
};
