import { ErrorCode, PAYMENT_PASSWORD_PATTERN } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { PasswordField } from '@/components/form-field';
import { IconKey } from '@/components/icons';
import { apiCode, apiMessage } from '@/lib/api-message';

/** Where the payment password is set: the withdraw section of the member center. */
const SET_PASSWORD_HREF = '/member?tab=withdraw';

/** The payment password field of a points form (6 digits, as withdrawals ask it). */
export const PaymentPasswordField = ({ value, onChange, error, testId }: { value: string; onChange: (v: string) => void; error?: string; testId: string }) => {
  const { t } = useTranslation();
  return (
    <PasswordField
      name="paymentPassword"
      label={t('withdraw.payment_password')}
      required
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      inputTestId={testId}
    />
  );
};

/** The field's own check before anything is sent. */
export const passwordProblem = (t: TFunction, password: string): string | undefined => (PAYMENT_PASSWORD_PATTERN.test(password) ? undefined : t('withdraw.pp_digits'));

/** A refusal about the payment password: wrong or locked go under the field; never set, above the form with the way to set it. */
export const passwordRefusal = (t: TFunction, err: unknown): { field?: string; missing?: string } | null => {
  const code = apiCode(err);
  if (code === ErrorCode.paymentPasswordIncorrect || code === ErrorCode.paymentPasswordLocked) return { field: apiMessage(t, err) };
  if (code === ErrorCode.paymentPasswordRequired) return { missing: apiMessage(t, err) };
  return null;
};

/** The member has no payment password yet: said with a link to where it is set. */
export const PasswordMissing = ({ text }: { text: string }) => {
  const { t } = useTranslation();
  return (
    <div className="auth-callout auth-callout--warn point-pp-missing" role="alert" data-testid="points-pp-missing">
      <IconKey size={20} />
      <div>
        <p>{text}</p>
        <ButtonLink to={SET_PASSWORD_HREF} variant="outline" size="sm">
          {t('points.pp_set')}
        </ButtonLink>
      </div>
    </div>
  );
};
