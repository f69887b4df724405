import {
  renderFieldError,
  validateConfiguredField,
  ZMobileNumber,
  type TFieldError,
  type TRegisterField,
  type TRegisterFieldConfig,
} from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';

/** The register form's config as the player site gets it: one config per field. */
export type RegisterFormConfig = Record<TRegisterField, TRegisterFieldConfig>;

type Input = { name: TRegisterField; type?: string };

/** SPEC.md §3's register form in the player site's order: the account, the mobile number and its code, the optional fields, the captcha. */
const ORDER: Input[] = [
  { name: 'username' },
  { name: 'password', type: 'password' },
  { name: 'confirmPassword', type: 'password' },
  { name: 'mobileNum', type: 'tel' },
  { name: 'verificationCode' },
  { name: 'payeeName' },
  { name: 'email', type: 'email' },
  { name: 'birthday' },
  { name: 'qqNum' },
  { name: 'line' },
  { name: 'whatsapp', type: 'tel' },
  { name: 'facebook' },
  { name: 'wechat' },
  { name: 'idNumber' },
  { name: 'recommenderId' },
  { name: 'affiliateCode' },
  { name: 'paymentPassword', type: 'password' },
  { name: 'captcha' },
];

/**
 * What the username tab of the register form shows and requires (SPEC.md §5):
 * the username and the password always, the confirmation by the password's
 * rule, the SMS code with the mobile number and by its pattern (at most 255),
 * the transaction password and the captcha required whenever they show.
 */
export function shownFields(config: RegisterFormConfig): Partial<RegisterFormConfig> {
  const shown: Partial<RegisterFormConfig> = {};
  for (const { name } of ORDER) {
    const c = config[name];
    if (name === 'username' || name === 'password') shown[name] = { ...c, enabled: true, required: true };
    else if (name === 'confirmPassword') shown[name] = { ...config.password, enabled: true, required: true };
    else if (name === 'verificationCode') {
      if (c.enabled && config.mobileNum.enabled) shown[name] = { enabled: true, required: true, maxLength: 255, ...(config.mobileNum.patternId ? { patternId: config.mobileNum.patternId } : {}) };
    } else if (c.enabled) shown[name] = name === 'paymentPassword' || name === 'captcha' ? { ...c, required: true } : c;
  }
  return shown;
}

/** A length hint as the player reads it under a field: "6–16 characters", "at most 40", "at least 8". */
const useLengthHint = () => {
  const { t } = useTranslation();
  return (c: TRegisterFieldConfig): string | undefined => {
    if (c.minLength !== undefined && c.maxLength !== undefined) return c.minLength === c.maxLength ? t('settings.preview_exactly', { n: c.minLength }) : t('settings.preview_between', { min: c.minLength, max: c.maxLength });
    if (c.maxLength !== undefined) return t('settings.preview_at_most', { n: c.maxLength });
    if (c.minLength !== undefined) return t('settings.preview_at_least', { n: c.minLength });
    return undefined;
  };
};

/**
 * The register form as a player would see it with this config, working: each
 * field checked on leaving it and on "try", by the contracts' own rules
 * (`validateConfiguredField`, the site's messages with (min) and (max) filled
 * in). Nothing is sent anywhere. It follows the config as it changes.
 */
export const RegisterPreview = ({ config }: { config: RegisterFormConfig }) => {
  const { t } = useTranslation();
  const lengthHint = useLengthHint();
  const [values, setValues] = useState<Partial<Record<TRegisterField, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<TRegisterField>>(new Set());
  const [terms, setTerms] = useState(true);
  const [age, setAge] = useState(false);
  const [tried, setTried] = useState(false);
  const shown = shownFields(config);

  const check = (name: TRegisterField): TFieldError | null => {
    const c = shown[name];
    if (!c) return null;
    const v = values[name] ?? '';
    if (name === 'confirmPassword') {
      if (v.trim() === '') return { key: 'validation.confirm_required' };
      return v.trim() === (values.password ?? '').trim() ? null : { key: 'validation.confirm_mismatch' };
    }
    const error = validateConfiguredField(c, v);
    if (error) return error;
    if (name === 'mobileNum' && v.trim() !== '' && !ZMobileNumber.safeParse(v).success) return { key: 'validation.mobile' };
    return null;
  };
  // Checked as it renders: a config change shows at once on the fields already checked.
  const errorOf = (name: TRegisterField): string | undefined => {
    if (!tried && !touched.has(name)) return undefined;
    const error = check(name);
    return error ? renderFieldError(t(`settings.preview.${error.key}`, { ...error.params }), error) : undefined;
  };
  const fields = ORDER.filter((f) => shown[f.name]);
  const failing = fields.filter((f) => errorOf(f.name) !== undefined).length;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
  };

  return (
    <form className="register-preview" onSubmit={submit} noValidate aria-label={t('settings.preview_title')}>
      <div className="register-preview__head">
        <span className="register-preview__tab">{t('settings.preview_tab')}</span>
      </div>
      {fields.map(({ name, type }) => {
        const c = shown[name]!;
        return (
          <Field key={name} label={t(`settings.field_${name}`)} required={c.required} error={errorOf(name)} hint={lengthHint(c)}>
            {(control) => (
              <input
                {...control}
                className="input"
                type={type ?? 'text'}
                autoComplete="off"
                value={values[name] ?? ''}
                maxLength={c.maxLength}
                onChange={(e) => setValues((prev) => ({ ...prev, [name]: e.target.value }))}
                onBlur={() => setTouched((prev) => new Set(prev).add(name))}
                data-testid={`preview-${name}`}
              />
            )}
          </Field>
        );
      })}
      <label className="check">
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        {t('settings.preview_terms')}
      </label>
      {tried && !terms && <p className="field__error">{t('settings.preview.validation.terms')}</p>}
      <label className="check">
        <input type="checkbox" checked={age} onChange={(e) => setAge(e.target.checked)} />
        {t('settings.preview_age')}
      </label>
      {tried && !age && <p className="field__error">{t('settings.preview.validation.age')}</p>}
      <Button type="submit" block>
        {t('settings.preview_submit')}
      </Button>
      {tried && (
        <p className="register-preview__verdict" role="status">
          {failing === 0 && terms && age ? t('settings.preview_would_send') : t('settings.preview_would_refuse')}
        </p>
      )}
    </form>
  );
};
