import { getCaptcha, type TStaff } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { QrCode } from '@wps/ui/qr-code';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Icon } from '@/components/icon';
import { LanguageSwitch } from '@/components/language-switch';
import { ThemeToggle } from '@/components/theme-toggle';
import { call, isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { clearToken, setToken } from '@/lib/session';
import { useEnrol, useLogin, useSignedIn } from './api';

type Step =
  | { kind: 'password' }
  | { kind: 'otp' }
  | { kind: 'enrol'; token: string; secret: string; uri: string; staff: TStaff };

/** Where to go after signing in: a console path from `?next=`, never another site. */
const safeNext = (next: string | null): string => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/');

/** The secret in groups of four, as authenticator apps ask for it when typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

const OtpInput = ({ value, onChange, id }: { value: string; onChange: (v: string) => void; id: string }) => (
  <input
    id={id}
    className="input input--otp"
    inputMode="numeric"
    autoComplete="one-time-code"
    pattern="[0-9 ]*"
    maxLength={7}
    required
    autoFocus
    value={value}
    onChange={(e) => onChange(e.target.value.replace(/[^0-9 ]/g, ''))}
  />
);

/** The staff login at /login: password, then the authenticator's code (or its set-up at the first login). */
export const LoginScreen = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const login = useLogin();
  const enrol = useEnrol();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [captcha, setCaptcha] = useState<{ image: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const finish = (token: string, staff: TStaff) => {
    signedIn(token, staff);
    void navigate(safeNext(params.get('next')), { replace: true });
  };

  const loadCaptcha = async () => {
    try {
      setCaptcha({ image: await call(getCaptcha), text: '' });
    } catch (e) {
      setError(errorText(e));
    }
  };

  const submitLogin = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await login.mutateAsync({
        username,
        password,
        ...(captcha ? { captcha: captcha.text } : {}),
        ...(step.kind === 'otp' ? { otp } : {}),
      });
      if (answer.enrolment) {
        // The session opens only the enrolment until a code confirms the authenticator.
        setToken(answer.token);
        setOtp('');
        setStep({ kind: 'enrol', token: answer.token, secret: answer.enrolment.secret, uri: answer.enrolment.uri, staff: answer.staff });
        return;
      }
      finish(answer.token, answer.staff);
    } catch (e) {
      if (isApiError(e) && e.code === 'otp_required') {
        setStep({ kind: 'otp' });
        return;
      }
      setError(errorText(e));
      if (step.kind === 'otp') setOtp('');
      const wantsCaptcha = isApiError(e) && typeof e.value === 'object' && e.value !== null && (e.value as { captcha?: unknown }).captcha === true;
      if (wantsCaptcha || captcha) await loadCaptcha();
    }
  };

  const submitEnrol = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'enrol') return;
    setError(null);
    try {
      const staff = await enrol.mutateAsync(otp);
      finish(step.token, staff);
    } catch (e) {
      setOtp('');
      setError(errorText(e));
    }
  };

  const restart = () => {
    clearToken();
    setStep({ kind: 'password' });
    setOtp('');
    setPassword('');
    setError(null);
  };

  return (
    <main className="auth-screen">
      <div className="auth-screen__tools">
        <LanguageSwitch />
        <ThemeToggle />
      </div>
      <section className="auth-card" aria-labelledby="auth-title">
        <div className="auth-card__brand">
          <span className="auth-card__mark" aria-hidden="true">
            <Icon name="shield" />
          </span>
          <span>{t('app.name')}</span>
        </div>

        {step.kind !== 'enrol' ? (
          <form className="auth-card__form" onSubmit={submitLogin} noValidate={false}>
            <h1 id="auth-title" className="auth-card__title">
              {step.kind === 'otp' ? t('auth.otp_title') : t('auth.title')}
            </h1>
            <p className="auth-card__lead">{step.kind === 'otp' ? t('auth.otp_lead') : t('auth.lead')}</p>
            {step.kind === 'password' ? (
              <>
                <label className="field">
                  <span className="field__label">{t('auth.username')}</span>
                  <input className="input" name="username" autoComplete="username" required autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
                </label>
                <label className="field">
                  <span className="field__label">{t('auth.password')}</span>
                  <input className="input" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
                </label>
                {captcha && (
                  <label className="field">
                    <span className="field__label">{t('auth.captcha')}</span>
                    <span className="auth-card__captcha">
                      <img src={`data:image/png;base64,${captcha.image}`} alt={t('auth.captcha_image')} width={120} height={40} />
                      <input className="input" name="captcha" autoComplete="off" required value={captcha.text} onChange={(e) => setCaptcha({ ...captcha, text: e.target.value })} />
                    </span>
                  </label>
                )}
              </>
            ) : (
              <label className="field">
                <span className="field__label">{t('auth.code')}</span>
                <OtpInput id="login-otp" value={otp} onChange={setOtp} />
              </label>
            )}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <Button type="submit" block size="lg" disabled={login.isPending}>
              {step.kind === 'otp' ? t('auth.verify') : t('auth.submit')}
            </Button>
            {step.kind === 'otp' && (
              <Button variant="ghost" block onClick={restart}>
                {t('auth.back')}
              </Button>
            )}
          </form>
        ) : (
          <form className="auth-card__form" onSubmit={submitEnrol}>
            <h1 id="auth-title" className="auth-card__title">
              {t('auth.enrol_title')}
            </h1>
            <p className="auth-card__lead">{t('auth.enrol_lead', { name: step.staff.displayName })}</p>
            <ol className="auth-card__steps">
              <li>{t('auth.enrol_step_app')}</li>
              <li>{t('auth.enrol_step_scan')}</li>
              <li>{t('auth.enrol_step_code')}</li>
            </ol>
            <div className="auth-card__qr">
              <QrCode value={step.uri} label={t('auth.enrol_qr')} size={184} margin={12} />
            </div>
            <p className="auth-card__secret">
              <span>{t('auth.enrol_secret')}</span>
              <code data-testid="totp-secret">{grouped(step.secret)}</code>
            </p>
            <label className="field">
              <span className="field__label">{t('auth.code')}</span>
              <OtpInput id="enrol-otp" value={otp} onChange={setOtp} />
            </label>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <Button type="submit" block size="lg" disabled={enrol.isPending}>
              {t('auth.enrol_submit')}
            </Button>
            <Button variant="ghost" block onClick={restart}>
              {t('auth.back')}
            </Button>
          </form>
        )}
      </section>
    </main>
  );
};
