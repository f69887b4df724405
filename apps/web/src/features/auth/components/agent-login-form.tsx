import type { TLoginChallenge } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useLoginCaptcha } from '../hooks/use-login-captcha';
import { useLoginFlow } from '../hooks/use-login-flow';
import { LoginVerifyStep } from './login-verify-step';
import { PasswordLoginFields } from './password-login-fields';

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
  const captcha = useLoginCaptcha();
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
    if (captcha.shown && required(captcha.captcha)) next.captcha = t('validation.required');
    replace(next);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    const outcome = await loginFlow(
      { username: username.trim(), password: password.trim(), type: 'username', ...captcha.field() },
      { remember: false },
    );
    setPending(false);
    if (outcome.kind === 'challenge') setChallenge(outcome.challenge);
    if (outcome.kind === 'failed') captcha.afterFailure(outcome.captcha);
  };

  if (challenge) return <LoginVerifyStep challenge={challenge} type="username" agentPage onBack={() => setChallenge(null)} />;

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate data-testid="agent-login-form">
      <PasswordLoginFields
        testIdPrefix="agent-login"
        username={username}
        onUsername={setUsername}
        password={password}
        onPassword={setPassword}
        captcha={captcha}
        errors={errors}
        onBlurField={(field, value) => set(field, required(value))}
      />
      <Button type="submit" variant="primary" size="lg" block disabled={pending} aria-busy={pending || undefined} data-testid="agent-login-submit">
        {pending ? t('form.submitting') : t('agent.login_submit')}
      </Button>
    </form>
  );
};
