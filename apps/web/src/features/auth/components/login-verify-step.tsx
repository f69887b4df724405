import { sendLoginVerification, type TLoginChallenge, type TVerifyMethod, verifyLogin, ZVerificationCode } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { FormField } from '@/components/form-field';
import { IconKey, IconMail, IconPhone, IconShield } from '@/components/icons';
import { callApi } from '@/lib/api-client';
import { useCompleteLogin, useShowLoginError } from '../hooks/use-complete-login';
import { SmsCodeButton } from './sms-code-button';

const METHOD_ICON: Record<TVerifyMethod, React.JSX.Element> = {
  sms: <IconPhone size={18} />,
  email: <IconMail size={18} />,
  totp: <IconKey size={18} />,
};

/**
 * The second step of a login (SPEC.md §4 Extra login verification): a new IP
 * or an enrolled authenticator app. The member picks a method, gets a code
 * (SMS or email) and enters it; the result is an ordinary login.
 */
export const LoginVerifyStep = ({
  challenge,
  type,
  agentPage,
  onBack,
}: {
  challenge: TLoginChallenge;
  type: 'username' | 'sms';
  agentPage?: boolean;
  onBack: () => void;
}) => {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const showError = useShowLoginError();
  const [method, setMethod] = useState<TVerifyMethod>(challenge.methods[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const target = (m: TVerifyMethod) =>
    m === 'sms' ? challenge.mobileMasked : m === 'email' ? challenge.emailMasked : t('auth.verify_totp_target');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!ZVerificationCode.safeParse(code).success) {
      setError(t('validation.code'));
      return;
    }
    setError(null);
    setPending(true);
    try {
      const result = await callApi(verifyLogin, { body: { challengeId: challenge.challengeId, method, code: code.trim() } });
      complete(result, { type, agentPage });
    } catch (err) {
      showError(err);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate data-testid="login-verify">
      <div className="auth-callout">
        <IconShield size={22} />
        <div>
          <strong>{challenge.reason === 'totp' ? t('auth.verify_title_totp') : t('auth.verify_title_new_ip')}</strong>
          <p>{challenge.reason === 'totp' ? t('auth.verify_body_totp') : t('auth.verify_body_new_ip')}</p>
        </div>
      </div>
      {challenge.methods.length > 1 && (
        <fieldset className="method-picker">
          <legend>{t('auth.verify_method')}</legend>
          {challenge.methods.map((m) => (
            <label key={m} className="method-picker__option" data-active={m === method}>
              <input
                type="radio"
                name="verify-method"
                value={m}
                checked={m === method}
                onChange={() => {
                  setMethod(m);
                  setCode('');
                }}
                data-testid={`login-verify-method-${m}`}
              />
              {METHOD_ICON[m]}
              <span>
                {t(`auth.verify_method_${m}`)}
                {target(m) && <small>{target(m)}</small>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {challenge.methods.length === 1 && (
        <p className="auth-form__note" data-testid={`login-verify-method-${method}`}>
          {t(`auth.verify_method_${method}`)} {target(method) && <strong>{target(method)}</strong>}
        </p>
      )}
      <FormField
        name="code"
        label={t('form.verification_code')}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={255}
        inputTestId="login-verify-code"
        data-autofocus
        trailing={
          method !== 'totp' ? (
            <SmsCodeButton
              key={method}
              testId="login-verify-send"
              canSend={() => true}
              send={() => callApi(sendLoginVerification, { body: { challengeId: challenge.challengeId, method } })}
            />
          ) : undefined
        }
      />
      <Button type="submit" variant="primary" size="lg" block disabled={pending} aria-busy={pending || undefined} data-testid="login-verify-submit">
        {pending ? t('form.submitting') : t('auth.verify_submit')}
      </Button>
      <button type="button" className="link-button auth-form__back" onClick={onBack}>
        {t('auth.back_to_login')}
      </button>
    </form>
  );
};
