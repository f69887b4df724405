import type { TLoginChallenge } from '@wps/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormField, PasswordField } from '@/components/form-field';
import { IconUser } from '@/components/icons';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useLoginFlow } from '../hooks/use-login-flow';
import { CaptchaField } from './captcha-field';
import { LoginVerifyStep } from './login-verify-step';

type Field = 'username' | 'password' | 'captcha';

/**
 * The /agent sign-in form: the ordinary login flow with `agentLogin: true`
 * (the server refuses non-agents with 'Non-agents cannot log in'); success
 * goes to /agentHome.
 */
export const AgentLoginForm = () => {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<TLoginChallenge | null>(null);
  const { errors, set, replace } = useFieldErrors<Field>();
  const loginFlow = useLoginFlow({ agentPage: true });
  const required = (v: string) => (v.trim() === '' ? t('validation.required') : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const next: Partial<Record<Field, string>> = {};
    if (required(username)) next.username = t('validation.required');
    if (required(password)) next.password = t('validation.required');
    if (showCaptcha && required(captcha)) next.captcha = t('validation.required');
    replace(next);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    const outcome = await loginFlow(
      { username: username.trim(), password: password.trim(), type: 'username', ...(showCaptcha ? { captcha: captcha.trim() } : {}) },
      { remember: false },
    );
    setPending(false);
    if (outcome.kind === 'challenge') setChallenge(outcome.challenge);
    if (outcome.kind === 'failed' && (outcome.captcha || showCaptcha)) {
      setShowCaptcha(true);
      setCaptcha('');
      setCaptchaVersion((v) => v + 1);
    }
  };

  if (challenge) return <LoginVerifyStep challenge={challenge} type="username" agentPage onBack={() => setChallenge(null)} />;

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate data-testid="agent-login-form">
      <FormField
        name="username"
        label={t('form.username')}
        required
        icon={<IconUser size={18} />}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        onBlur={() => set('username', required(username))}
        error={errors.username}
        autoComplete="username"
        maxLength={64}
        inputTestId="agent-login-username"
      />
      <PasswordField
        name="password"
        label={t('form.password')}
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onBlur={() => set('password', required(password))}
        error={errors.password}
        autoComplete="current-password"
        inputTestId="agent-login-password"
      />
      {showCaptcha && <CaptchaField value={captcha} onChange={setCaptcha} error={errors.captcha} version={captchaVersion} testIdPrefix="agent-login" />}
      <Button type="submit" variant="primary" size="lg" block disabled={pending} aria-busy={pending || undefined} data-testid="agent-login-submit">
        {pending ? t('form.submitting') : t('agent.login_submit')}
      </Button>
    </form>
  );
};
