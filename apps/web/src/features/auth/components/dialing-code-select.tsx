import { useTranslation } from 'react-i18next';
import { useCountryCodes } from '../api/auth-calls';

/** Country code picker shown inside mobile fields (getCountryCodes). */
export const DialingCodeSelect = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => {
  const { t } = useTranslation();
  const { data } = useCountryCodes();
  const options = data && data.length > 0 ? data : [{ country: '', name: value, dialingCode: value }];
  return (
    <select
      className="field__prefix"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label={t('form.country_code')}
      data-testid="dialing-code"
    >
      {options.map((c) => (
        <option key={`${c.country}${c.dialingCode}`} value={c.dialingCode}>
          {c.country ? `${c.country} ${c.dialingCode}` : c.dialingCode}
        </option>
      ))}
    </select>
  );
};
