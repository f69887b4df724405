import {
  ageOn,
  BIRTHDAY_MIN_AGE,
  checkAffiliate,
  ErrorCode,
  register,
  registerMobile,
  sendRegisterSms,
  type TRegisterField,
  type TRegisterFieldConfig,
  type TFieldError,
  validateConfiguredField,
  WhitelabelFlag,
  ZMobileNumber,
} from '@wps/contracts/player';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@wps/ui';
import { CheckField, FormField, Tabs } from '@/components/form-field';
import { IconLock, IconMail, IconUser } from '@/components/icons';
import { callApi, errorKey, isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { getHumanVerification } from '@/lib/human-verification';
import { memberInfoKey } from '@/lib/member';
import { popups } from '@/lib/popups';
import { setToken } from '@/lib/session';
import { useFieldErrors } from '../hooks/use-field-errors';
import { CaptchaField } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import { SmsCodeButton } from './sms-code-button';
import { SocialLogin } from './social-login';

type Mode = 'register' | 'registerMobile';
type Extra = 'terms' | 'age';
type Field = TRegisterField | Extra;

/** Text fields in display order (SPEC.md §3 Register form user); mobile, code and captcha are drawn apart. */
const TEXT_FIELDS: { name: TRegisterField; type?: string; autoComplete?: string }[] = [
  { name: 'username', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];
const OPTIONAL_FIELDS: { name: TRegisterField; type?: string; autoComplete?: string }[] = [
  { name: 'payeeName', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'birthday', type: 'date', autoComplete: 'bday' },
  { name: 'qqNum' },
  { name: 'line' },
  { name: 'whatsapp', type: 'tel' },
  { name: 'facebook' },
  { name: 'wechat' },
  { name: 'idNumber' },
  { name: 'recommenderId' },
  { name: 'affiliateCode' },
  { name: 'paymentPassword', type: 'password', autoComplete: 'off' },
];

const DISABLED: TRegisterFieldConfig = { enabled: false, required: false };

/**
 * The register popup body (SPEC.md §2, §4 Registration, §5 Register). Fields
 * follow the brand's registration config, validated on blur and on submit
 * with the shared `validateConfiguredField`.
 */
export const RegisterPanel = () => {
  const { t } = useTranslation();
  const { isFlagOn, permission } = useBrand();
  const client = useQueryClient();
  const navigate = useNavigate();
  const config = permission.info.register;
  const account = permission.info.account;
  const mobileTabOn = isFlagOn(WhitelabelFlag.mobileRegister);
  const tabs: { id: Mode; label: string }[] = [
    ...(isFlagOn(WhitelabelFlag.usernameRegister) || !mobileTabOn ? [{ id: 'register' as const, label: t('auth.tab_register') }] : []),
    ...(mobileTabOn ? [{ id: 'registerMobile' as const, label: t('auth.tab_register_mobile') }] : []),
  ];
  // SPEC.md §4: the type is registerMobile when MOBILENUMREG3 is on.
  const [mode, setMode] = useState<Mode>(mobileTabOn ? 'registerMobile' : 'register');
  // An invite link's code fills the affiliate field when the form shows one (the visitor sees whose team they join).
  const [values, setValues] = useState<Partial<Record<TRegisterField, string>>>(() => {
    const q = new URLSearchParams(window.location.search);
    const code = (q.get('affiliateCode') ?? q.get('code') ?? '').trim();
    return code ? { affiliateCode: code } : {};
  });
  const [dialingCode, setDialingCode] = useState(account.defaultCountryDialingCode);
  const [terms, setTerms] = useState(true);
  const [age, setAge] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [pending, setPending] = useState(false);
  const { errors, set, replace } = useFieldErrors<Field>();

  /** The effective config of each field on the current tab. */
  const fields = useMemo(() => {
    const c = (name: TRegisterField): TRegisterFieldConfig => config[name] ?? DISABLED;
    const out: Partial<Record<TRegisterField, TRegisterFieldConfig>> = {};
    const mobileTab = mode === 'registerMobile';
    const smsVerify = mobileTab || isFlagOn(WhitelabelFlag.registerMobileVerify) || c('verificationCode').enabled;
    const withPassword = !mobileTab || isFlagOn(WhitelabelFlag.mobilePasswordRegister);
    if (!mobileTab) out.username = c('username');
    if (withPassword) {
      out.password = c('password').enabled ? c('password') : { enabled: true, required: true };
      // The confirmation follows the password's rule.
      out.confirmPassword = { ...out.password, enabled: true, required: true };
    }
    const mobile = c('mobileNum');
    if (mobile.enabled || mobileTab) {
      out.mobileNum = { ...mobile, enabled: true, required: mobile.required || smsVerify };
      if (smsVerify) {
        // SPEC.md §5: the code uses the mobile field's pattern with max length 255.
        out.verificationCode = { enabled: true, required: true, maxLength: 255, ...(mobile.patternId ? { patternId: mobile.patternId } : {}) };
      }
    }
    for (const f of OPTIONAL_FIELDS) if (c(f.name).enabled) out[f.name] = f.name === 'paymentPassword' ? { ...c(f.name), required: true } : c(f.name);
    if (c('captcha').enabled) out.captcha = { ...c('captcha'), required: true };
    return out;
  }, [config, mode, isFlagOn]);

  const value = (f: TRegisterField) => values[f] ?? '';
  const setValue = (f: TRegisterField, v: string) => {
    setValues((prev) => ({ ...prev, [f]: v }));
    // Typing clears the field's old error at once; leaving it to the blur would
    // shift the form under the pointer on the way to the next control.
    if (errors[f]) set(f, null);
  };

  const check = (f: TRegisterField, all = values): TFieldError | null => {
    const cfg = fields[f];
    if (!cfg) return null;
    const v = all[f] ?? '';
    if (f === 'confirmPassword') {
      if (v.trim() === '') return { key: 'validation.confirm_required' };
      return v.trim() === (all.password ?? '').trim() ? null : { key: 'validation.confirm_mismatch' };
    }
    const base = validateConfiguredField(cfg, v);
    if (base) return base;
    if (f === 'mobileNum' && v.trim() !== '' && !ZMobileNumber.safeParse(v).success) return { key: 'validation.mobile' };
    if (f === 'birthday' && v.trim() !== '') {
      const years = ageOn(v.trim(), new Date());
      if (years === null || years < BIRTHDAY_MIN_AGE) return { key: 'validation.birthday_age', params: { age: BIRTHDAY_MIN_AGE } };
    }
    return null;
  };

  const blur = (f: TRegisterField) => {
    set(f, check(f));
    if (f === 'password' && value('confirmPassword')) set('confirmPassword', check('confirmPassword'));
  };

  const validateAll = (): boolean => {
    const next: Partial<Record<Field, TFieldError | string>> = {};
    for (const f of Object.keys(fields) as TRegisterField[]) {
      const e = check(f);
      if (e) next[f] = e;
    }
    if (!terms) next.terms = t('validation.terms');
    if (!age) next.age = t('validation.age', { years: account.ageAgreementYears });
    replace(next);
    return Object.keys(next).length === 0;
  };

  const urlCodes = () => {
    const q = new URLSearchParams(window.location.search);
    return { affiliate: q.get('affiliateCode') ?? q.get('code') ?? '', referral: q.get('referralCode') ?? '' };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending || !validateAll()) return;
    setPending(true);
    try {
      const fromUrl = urlCodes();
      // SPEC.md §4: without an affiliate field the URL's code is used.
      const affiliateCode = (fields.affiliateCode ? value('affiliateCode') : fromUrl.affiliate).trim();
      if (affiliateCode) {
        const valid = await callApi(checkAffiliate, { query: { code: affiliateCode, domain: window.location.host } }).then(
          () => true,
          (err: unknown) => {
            if (isApiError(err) && (err.code === ErrorCode.invalidAffiliate || err.status === 404 || err.status === 400)) return false;
            throw err;
          },
        );
        if (!valid) {
          dialogs.message({ text: t('invitation_code_error'), icon: 'warning', confirmLabel: t('in_increase_submit') });
          return;
        }
      }
      const verification = await getHumanVerification(account.humanVerification);
      const body: Record<string, unknown> = {};
      for (const f of Object.keys(fields) as TRegisterField[]) {
        const v = value(f).trim();
        if (v !== '') body[f] = v;
      }
      const result = await callApi(mode === 'registerMobile' ? registerMobile : register, {
        body: {
          ...body,
          ...(affiliateCode ? { affiliateCode } : {}),
          ...(fromUrl.referral ? { referralCode: fromUrl.referral } : {}),
          ...(fields.mobileNum ? { countryDialingCode: dialingCode } : {}),
          registerUrl: window.location.href,
          domain: window.location.host,
          registerMethod: 'WEB',
          login: true,
          termsAccepted: terms,
          ageConfirmed: age,
          verification,
        },
      });
      // SPEC.md §4: the member is logged in at once, member info loads, popup closes, go to /.
      setToken(result.token);
      client.setQueryData(memberInfoKey(result.token), result.userInfo);
      void client.invalidateQueries({ queryKey: memberInfoKey(result.token) });
      popups.close();
      navigate('/');
    } catch (err) {
      const v = isApiError(err) ? (err.value as { field?: unknown; key?: unknown; params?: unknown } | undefined) : undefined;
      if (isApiError(err) && v && typeof v.field === 'string' && typeof v.key === 'string') {
        set(v.field as Field, { key: v.key, params: (v.params ?? undefined) as TFieldError['params'] });
      } else if (isApiError(err) && (err.code === ErrorCode.usernameTaken || err.code === ErrorCode.mobileTaken || err.code === ErrorCode.emailTaken)) {
        const field: Field = err.code === ErrorCode.usernameTaken ? 'username' : err.code === ErrorCode.mobileTaken ? 'mobileNum' : 'email';
        set(field, t(errorKey(err)));
      } else if (isApiError(err) && err.code === ErrorCode.invalidAffiliate) {
        dialogs.message({ text: t('invitation_code_error'), icon: 'warning', confirmLabel: t('in_increase_submit') });
      } else {
        dialogs.message({ text: t(errorKey(err), { defaultValue: isApiError(err) ? err.message : undefined }), icon: 'warning' });
      }
      if (fields.captcha) {
        setValue('captcha', '');
        setCaptchaVersion((n) => n + 1);
      }
    } finally {
      setPending(false);
    }
  };

  const text = (f: { name: TRegisterField; type?: string; autoComplete?: string }) => {
    const cfg = fields[f.name];
    if (!cfg) return null;
    return (
      <FormField
        key={f.name}
        name={f.name}
        type={f.type ?? 'text'}
        label={t(`register_field.${f.name}`)}
        required={cfg.required}
        icon={f.name === 'username' ? <IconUser size={18} /> : f.name === 'email' ? <IconMail size={18} /> : f.type === 'password' ? <IconLock size={18} /> : undefined}
        value={value(f.name)}
        onChange={(e) => setValue(f.name, e.target.value)}
        onBlur={() => blur(f.name)}
        error={errors[f.name]}
        autoComplete={f.autoComplete ?? 'off'}
        maxLength={cfg.maxLength ?? (f.type === 'password' ? 128 : 255)}
        inputTestId={`register-field-${f.name}`}
      />
    );
  };

  const mobileValid = () => {
    const e = check('mobileNum') ?? (ZMobileNumber.safeParse(value('mobileNum')).success ? null : { key: 'validation.mobile' });
    set('mobileNum', e);
    return e === null;
  };

  return (
    <form className="auth-form auth-form--wide" onSubmit={(e) => void submit(e)} noValidate data-testid="register-form">
      <Tabs
        tabs={tabs}
        value={mode}
        onChange={(m) => {
          setMode(m);
          replace({});
        }}
        label={t('auth.register_method')}
        testIdPrefix="register-tab"
      />
      {TEXT_FIELDS.map(text)}
      {fields.mobileNum && (
        <FormField
          name="mobileNum"
          type="tel"
          label={t('register_field.mobileNum')}
          required={fields.mobileNum.required}
          leading={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} />}
          value={value('mobileNum')}
          onChange={(e) => setValue('mobileNum', e.target.value.replace(/\D/g, ''))}
          onBlur={() => blur('mobileNum')}
          error={errors.mobileNum}
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={fields.mobileNum.maxLength ?? 15}
          inputTestId="register-field-mobileNum"
        />
      )}
      {fields.verificationCode && (
        <FormField
          name="verificationCode"
          label={t('register_field.verificationCode')}
          required
          value={value('verificationCode')}
          onChange={(e) => setValue('verificationCode', e.target.value)}
          onBlur={() => blur('verificationCode')}
          error={errors.verificationCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={255}
          inputTestId="register-field-verificationCode"
          trailing={
            <SmsCodeButton
              testId="register-send-code"
              canSend={mobileValid}
              send={async () => {
                const verification = await getHumanVerification(account.humanVerification);
                return callApi(sendRegisterSms, {
                  body: {
                    mobileNo: value('mobileNum').trim(),
                    countryDialingCode: dialingCode,
                    ...(value('username').trim() ? { username: value('username').trim() } : {}),
                    verification,
                  },
                });
              }}
            />
          }
        />
      )}
      {OPTIONAL_FIELDS.map(text)}
      {fields.captcha && (
        <CaptchaField
          name="captcha"
          value={value('captcha')}
          onChange={(v) => setValue('captcha', v)}
          error={errors.captcha}
          version={captchaVersion}
          testIdPrefix="register"
        />
      )}
      <div className="auth-form__checks">
        <CheckField name="terms" checked={terms} onChange={(c) => { setTerms(c); set('terms', c ? null : t('validation.terms')); }} error={errors.terms} testId="register-terms">
          {t('auth.terms_prefix')}{' '}
          {/* A new tab keeps what was typed here. */}
          <a href="/help" target="_blank" rel="noopener">
            {t('auth.terms_link')}
          </a>
        </CheckField>
        <CheckField name="age" checked={age} onChange={(c) => { setAge(c); set('age', c ? null : t('validation.age', { years: account.ageAgreementYears })); }} error={errors.age} testId="register-age">
          {t('auth.age_agreement', { years: account.ageAgreementYears })}
        </CheckField>
      </div>
      <Button type="submit" variant="accent" size="lg" block disabled={pending} aria-busy={pending || undefined} data-testid="register-submit">
        {pending ? t('form.submitting') : t('auth.register_submit')}
      </Button>
      <p className="auth-form__switch">
        {t('auth.have_account_prompt')}{' '}
        <button type="button" className="link-button" onClick={() => popups.open('login')} data-testid="register-to-login">
          {t('auth.go_to_login')}
        </button>
      </p>
      <SocialLogin testIdPrefix="register" />
    </form>
  );
};
