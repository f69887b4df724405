import { sendLoginSms } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { callApi } from '@/lib/api-client';
import { getHumanVerification } from '@/lib/human-verification';
import { DialingCodeSelect } from './dialing-code-select';
import { SmsCodeButton } from './sms-code-button';

/**
 * The mobile number and SMS code pair of the SMS login and the forgot-by-phone
 * tabs: the send button asks for a code (with human verification — only the
 * SMS login itself skips it, SPEC.md §4) once the number is valid.
 */
export const SmsCodeFields = ({
  testIdPrefix,
  purpose,
  humanVerification,
  mobile,
  onMobileChange,
  mobileError,
  dialingCode,
  onDialingCodeChange,
  code,
  onCodeChange,
  codeError,
  checkMobile,
  autoFocus,
}: {
  testIdPrefix: 'login' | 'forgot';
  purpose: 'login' | 'forgot';
  humanVerification: boolean;
  mobile: string;
  onMobileChange: (mobile: string) => void;
  mobileError: string | null | undefined;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  codeError: string | null | undefined;
  /** Validates the number, shows its error, and says whether it is valid. */
  checkMobile: () => boolean;
  autoFocus?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        name="mobile"
        type="tel"
        label={t('form.mobile')}
        required
        leading={<DialingCodeSelect value={dialingCode} onChange={onDialingCodeChange} />}
        value={mobile}
        onChange={(e) => onMobileChange(e.target.value.replace(/\D/g, ''))}
        onBlur={() => mobile && checkMobile()}
        error={mobileError}
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={15}
        inputTestId={`${testIdPrefix}-mobile`}
        data-autofocus={autoFocus || undefined}
      />
      <FormField
        name="code"
        label={t('form.verification_code')}
        required
        value={code}
        onChange={(e) => onCodeChange(e.target.value)}
        error={codeError}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={255}
        inputTestId={`${testIdPrefix}-code`}
        trailing={
          <SmsCodeButton
            testId={`${testIdPrefix}-send-code`}
            canSend={checkMobile}
            send={async () => {
              const verification = await getHumanVerification(humanVerification);
              return callApi(sendLoginSms, {
                body: { mobileNum: mobile.trim(), countryDialingCode: dialingCode, purpose, verification },
              });
            }}
          />
        }
      />
    </>
  );
};
