import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { IconRefresh, IconShield } from '@/components/icons';
import { useThrottle } from '@/hooks/use-countdown';
import { fetchCaptchaImage } from '../api/auth-calls';

/**
 * Captcha input with its image (GET /wps/captcha). Clicking the image loads
 * a new one, at most once per second (SPEC.md §5). `version` changes force a
 * reload (e.g. after a failed login).
 */
export const CaptchaField = ({
  value,
  onChange,
  error,
  version,
  testIdPrefix,
  name = 'captcha',
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  version: number;
  testIdPrefix: string;
  name?: string;
}) => {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const allow = useThrottle(1000);

  const load = useCallback(() => {
    setFailed(false);
    fetchCaptchaImage()
      .then(setSrc)
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    load();
  }, [load, version]);

  const refresh = () => {
    if (allow()) load();
  };

  return (
    <FormField
      name={name}
      label={t('form.captcha')}
      required
      icon={<IconShield size={18} />}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoComplete="off"
      inputMode="text"
      maxLength={16}
      inputTestId={`${testIdPrefix}-captcha-input`}
      trailing={
        <button
          type="button"
          className="captcha-image"
          onClick={refresh}
          aria-label={t('form.captcha_refresh')}
          title={t('form.captcha_refresh')}
          data-testid={`${testIdPrefix}-captcha-image`}
        >
          {src && !failed ? <img src={src} alt={t('form.captcha_image')} /> : <IconRefresh size={18} />}
        </button>
      }
    />
  );
};
