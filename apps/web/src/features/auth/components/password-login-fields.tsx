import { useTranslation } from 'react-i18next';
import { FormField, PasswordField } from '@/components/form-field';
import { IconUser } from '@/components/icons';
import type { LoginCaptcha } from '../hooks/use-login-captcha';
import { CaptchaField } from './captcha-field';

/** Username, password and (when the server asks) captcha: the login popup's first tab and the /agent form. */
export const PasswordLoginFields = ({
  testIdPrefix,
  username,
  onUsername,
  password,
  onPassword,
  captcha,
  errors,
  onBlurField,
  autoFocus,
  passwordRemembered = false,
}: {
  testIdPrefix: 'login' | 'agent-login';
  username: string;
  onUsername: (v: string) => void;
  password: string;
  onPassword: (v: string) => void;
  captcha: LoginCaptcha;
  errors: Partial<Record<'username' | 'password' | 'captcha', string | null>>;
  onBlurField: (field: 'username' | 'password', value: string) => void;
  autoFocus?: boolean;
  /** This device is remembered: the password may stay empty (shown as a placeholder). */
  passwordRemembered?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        name="username"
        label={t('form.username')}
        required
        icon={<IconUser size={18} />}
        value={username}
        onChange={(e) => onUsername(e.target.value)}
        onBlur={() => onBlurField('username', username)}
        error={errors.username}
        autoComplete="username"
        maxLength={64}
        inputTestId={`${testIdPrefix}-username`}
        data-autofocus={autoFocus || undefined}
      />
      <PasswordField
        name="password"
        label={t('form.password')}
        required={!passwordRemembered}
        placeholder={passwordRemembered ? t('auth.password_remembered') : undefined}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        onBlur={() => onBlurField('password', password)}
        error={errors.password}
        autoComplete="current-password"
        inputTestId={`${testIdPrefix}-password`}
      />
      {captcha.shown && (
        <CaptchaField
          value={captcha.captcha}
          onChange={captcha.setCaptcha}
          error={errors.captcha}
          version={captcha.version}
          testIdPrefix={testIdPrefix}
        />
      )}
    </>
  );
};
