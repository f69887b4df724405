import { ErrorCode, renderFieldError, type TAgentRegisterBody, type TFieldError, type TRegisterFieldConfig, validateConfiguredField } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@wps/ui';
import { ButtonLink } from '@/components/button';
import { CardHead } from '@/components/card-head';
import { FormField, PasswordField } from '@/components/form-field';
import { IconAlert, IconCheckCircle, IconInfo, IconUser } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { useDateRange } from '@/hooks/use-date-range';
import { isApiError } from '@/lib/api-client';
import { apiMessage } from '@/lib/api-message';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { useAgentInvite, useAgentRegister } from '../api/agent';
import { memberTypeHint, memberTypeLabel } from './agent-labels';
import { InvitePanel } from './invite-panel';
import './agent.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'type' | 'nickname';
type Errors = Partial<Record<Field, string>>;
type CreatableType = TAgentRegisterBody['type'];

const NICKNAME_MAX = 32;
const FIELDS: readonly Field[] = ['username', 'password', 'confirmPassword', 'type', 'nickname'];
const isField = (f: unknown): f is Field => typeof f === 'string' && (FIELDS as readonly string[]).includes(f);
const isCreatable = (n: number): n is CreatableType => n === 0 || n === 2 || n === 42;

/** The server names the fields it refuses: `{ field, key, params }` (a configured rule), or "username: …; password: …" (the body's schema). */
const serverFieldErrors = (err: unknown, render: (e: TFieldError) => string, fallback: string): Errors | null => {
  if (!isApiError(err)) return null;
  const v = err.value as { field?: unknown; key?: unknown; params?: unknown } | undefined;
  if (v && isField(v.field) && typeof v.key === 'string') {
    return { [v.field]: render({ key: v.key, params: (v.params ?? undefined) as TFieldError['params'] }) };
  }
  if (err.code === ErrorCode.validation) {
    const named = err.message
      .split(';')
      .map((part) => part.split(':')[0]?.trim())
      .filter(isField);
    if (named.length > 0) return Object.fromEntries(named.map((f) => [f, fallback]));
  }
  return null;
};

/** The account just opened: who it is and what its owner must do first. */
const Registered = ({ account, type, onAgain }: { account: string; type: number; onAgain: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="agent-done" role="status" data-testid="register-success">
      <span className="icon-disc icon-disc--success" aria-hidden="true">
        <IconCheckCircle size={36} />
      </span>
      <h3>{t('agent_center.reg_done_title')}</h3>
      <dl className="agent-done__facts">
        <div>
          <dt>{t('agent_center.col_account')}</dt>
          <dd data-testid="register-success-account">{account}</dd>
        </div>
        <div>
          <dt>{t('agent_center.col_type')}</dt>
          <dd>{memberTypeLabel(t, type)}</dd>
        </div>
      </dl>
      <p className="auth-callout" data-testid="register-success-note">
        <IconInfo size={18} />
        <span>{t('agent_center.reg_done_note')}</span>
      </p>
      <div className="agent-done__actions">
        <Button variant="primary" onClick={onAgain} data-testid="register-again">
          {t('agent_center.reg_again')}
        </Button>
        <ButtonLink variant="ghost" to="/agentHome?tab=downlineManagmentView" data-testid="register-to-team">
          {t('agent_center.reg_to_team')}
        </ButtonLink>
      </div>
    </div>
  );
};

/** The form of registerCenter: username, password twice, the type among those this agent may open, a nickname. */
const RegisterForm = ({ creatable }: { creatable: CreatableType[] }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const config = permission.info.register;
  const register = useAgentRegister();
  const [values, setValues] = useState({ username: '', password: '', confirmPassword: '', nickname: '' });
  const [type, setType] = useState<CreatableType | null>(creatable[0] ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<{ account: string; type: number } | null>(null);

  const render = (e: TFieldError) => renderFieldError(t(e.key, { ...e.params }), e);
  // The brand's own username and password rules when it configures them; otherwise only required.
  const rule = (cfg: TRegisterFieldConfig | undefined): TRegisterFieldConfig => (cfg?.enabled ? { ...cfg, required: true } : { enabled: true, required: true });

  const check = (): Errors => {
    const found: Errors = {};
    const username = validateConfiguredField(rule(config.username), values.username);
    if (username) found.username = render(username);
    const password = validateConfiguredField(rule(config.password), values.password);
    if (password) found.password = render(password);
    if (values.confirmPassword.trim() === '') found.confirmPassword = t('validation.confirm_required');
    else if (values.confirmPassword !== values.password) found.confirmPassword = t('validation.confirm_mismatch');
    if (type === null) found.type = t('agent_center.reg_type_required');
    if ([...values.nickname.trim()].length > NICKNAME_MAX) found.nickname = t('agent_center.reg_nickname_long', { max: NICKNAME_MAX });
    return found;
  };

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((all) => ({ ...all, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (register.isPending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || type === null) return;
    const nickname = values.nickname.trim();
    const body: TAgentRegisterBody = { username: values.username.trim(), password: values.password, type, ...(nickname ? { nickname } : {}) };
    register.mutate(body, {
      onSuccess: (created) => {
        setDone({ account: created.account, type: created.type });
        setValues({ username: '', password: '', confirmPassword: '', nickname: '' });
      },
      onError: (err) => {
        const fields = serverFieldErrors(err, render, t('agent_center.field_refused'));
        if (fields) setErrors(fields);
        else if (isApiError(err) && err.code === ErrorCode.usernameTaken) setErrors({ username: apiMessage(t, err) });
        else if (isApiError(err) && err.code === ErrorCode.downlineTypeNotAllowed) setErrors({ type: apiMessage(t, err) });
        else dialogs.message({ text: apiMessage(t, err), icon: 'warning' });
      },
    });
  };

  if (done) return <Registered account={done.account} type={done.type} onAgain={() => setDone(null)} />;

  return (
    <form className="agent-form" onSubmit={submit} noValidate data-testid="register-form">
      <div className="agent-form__grid">
        <FormField
          name="username"
          label={t('agent_center.reg_username')}
          required
          autoComplete="off"
          maxLength={64}
          icon={<IconUser size={18} />}
          value={values.username}
          onChange={set('username')}
          error={errors.username}
          inputTestId="register-username"
        />
        <FormField
          name="nickname"
          label={t('agent_center.reg_nickname')}
          autoComplete="off"
          maxLength={NICKNAME_MAX}
          value={values.nickname}
          onChange={set('nickname')}
          error={errors.nickname}
          hint={t('agent_center.reg_nickname_hint')}
          inputTestId="register-nickname"
        />
        <PasswordField
          name="password"
          label={t('agent_center.reg_password')}
          required
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={t('agent_center.reg_password_hint')}
          inputTestId="register-password"
        />
        <PasswordField
          name="confirmPassword"
          label={t('agent_center.reg_confirm')}
          required
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          inputTestId="register-confirm"
        />
      </div>
      <fieldset className="agent-types" aria-describedby={errors.type ? 'register-type-error' : undefined}>
        <legend className="field__label">
          {t('agent_center.reg_type')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="agent-types__list">
          {creatable.map((option) => (
            <label key={option} className="agent-type" data-testid={`register-type-${option}`}>
              <input
                type="radio"
                name="type"
                value={option}
                checked={type === option}
                onChange={() => {
                  setType(option);
                  setErrors((all) => ({ ...all, type: undefined }));
                }}
              />
              <span className="agent-type__body">
                <strong>{memberTypeLabel(t, option)}</strong>
                <span>{memberTypeHint(t, option)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.type && (
          <p id="register-type-error" className="field__error" role="alert" data-testid="field-error-type">
            {errors.type}
          </p>
        )}
      </fieldset>
      <p className="agent-form__note">
        <IconInfo size={16} />
        <span>{t('agent_center.reg_first_login_note')}</span>
      </p>
      <Button type="submit" variant="accent" size="lg" disabled={register.isPending} aria-busy={register.isPending || undefined} data-testid="register-submit">
        {register.isPending ? t('form.submitting') : t('agent_center.reg_submit')}
      </Button>
    </form>
  );
};

/**
 * registerCenter: open a player, sub-agent or player-agent account directly
 * under this agent (the types decision 011 lets it open), and recruit through
 * the invite link, its QR code and the affiliate code, with the link's
 * statistics over a date range.
 */
export const RegisterCenterScreen = () => {
  const { t } = useTranslation();
  const dates = useDateRange();
  const invite = useAgentInvite(dates.range, dates.problem === null);
  const creatable = (invite.data?.creatableTypes ?? []).filter(isCreatable);

  return (
    <div className="stack agent-register" data-testid="register-center">
      <section className="card" aria-labelledby="register-title">
        <CardHead titleId="register-title" title={t('agent_center.reg_title')} icon={<IconUser size={20} />} />
        <p className="card__lead">{t('agent_center.reg_lead')}</p>
        {invite.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : invite.isError && !invite.data ? (
          <LoadFailed title={t('agent_center.load_failed')} error={invite.error} onRetry={() => void invite.refetch()} />
        ) : creatable.length === 0 ? (
          <div className="auth-callout auth-callout--warn" role="note" data-testid="register-none">
            <IconAlert size={20} />
            <p>{t('agent_center.reg_none')}</p>
          </div>
        ) : (
          <RegisterForm key={creatable.join(',')} creatable={creatable} />
        )}
      </section>
      <InvitePanel dates={dates} invite={invite} />
    </div>
  );
};
