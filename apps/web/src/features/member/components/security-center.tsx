import type { TSession } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { FormField } from '@/components/form-field';
import { IconCheckCircle, IconDevice, IconKey, IconLock, IconShield, IconUser } from '@/components/icons';
import { QrCode } from '@wps/ui/qr-code';
import { useDateTime } from '@/hooks/use-date-time';
import { errorKey, isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/member';
import { popups } from '@/lib/popups';
import { useMemberIcon, useRevokeSession, useSessions, useSetMemberIcon, useSetupTotp, useToggleTotp } from '../api/security';

const apiMessage = (t: (k: string, o?: Record<string, unknown>) => string, e: unknown) =>
  t(errorKey(e), { defaultValue: isApiError(e) ? e.message : undefined });

const AccountCard = () => {
  const { t } = useTranslation();
  const { member } = useSession();
  const { cdn } = useBrand();
  const icon = useMemberIcon();
  const setIcon = useSetMemberIcon();
  const dateTime = useDateTime();
  if (!member) return null;
  const formatDate = (ms: number | null) => (ms ? dateTime(ms) : '—');
  const rows: [string, string][] = [
    [t('security.account'), member.account],
    [t('security.nickname'), member.nickname ?? '—'],
    [t('security.mobile'), member.mobileMasked ?? '—'],
    [t('security.email'), member.emailMasked ?? '—'],
    [t('security.currency'), member.currency],
    [t('security.created'), formatDate(member.createdAt)],
    [t('security.last_login'), formatDate(member.lastLoginAt)],
  ];
  return (
    <section className="card" aria-labelledby="security-account">
      <header className="card__head">
        <span className="card__icon">
          <IconUser size={20} />
        </span>
        <h3 id="security-account">{t('security.account_title')}</h3>
        <Button variant="outline" size="sm" icon={<IconLock size={16} />} onClick={() => popups.open('change-password')} data-testid="open-change-password">
          {t('auth.change_password_title')}
        </Button>
      </header>
      <div className="account-card">
        <div className="account-card__avatar">
          {icon.data?.iconUrl ? <img src={cdn(icon.data.iconUrl)} alt="" width={72} height={72} /> : <span>{member.account.slice(0, 1).toUpperCase()}</span>}
        </div>
        <dl className="kv">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </div>
      {icon.data && icon.data.choices.length > 0 && (
        <fieldset className="avatar-picker" data-testid="avatar-picker">
          <legend>{t('security.avatar')}</legend>
          {icon.data.choices.map((c) => (
            <button
              key={c.iconId}
              type="button"
              className="avatar-picker__item"
              aria-pressed={c.iconId === icon.data.iconId}
              aria-label={t('security.avatar_choice', { n: c.iconId })}
              disabled={setIcon.isPending}
              onClick={() => setIcon.mutate(c.iconId, { onError: (e) => dialogs.message({ text: apiMessage(t, e), icon: 'warning' }) })}
              data-testid={`avatar-${c.iconId}`}
            >
              <img src={cdn(c.iconUrl)} alt="" width={48} height={48} />
            </button>
          ))}
        </fieldset>
      )}
    </section>
  );
};

const describeAgent = (ua: string | null) => {
  if (!ua) return '—';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : ua.split(' ')[0];
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  return os ? `${browser} · ${os}` : (browser ?? ua);
};

const SessionsCard = () => {
  const { t } = useTranslation();
  const { data, isPending } = useSessions();
  const revoke = useRevokeSession();
  const dateTime = useDateTime();
  const onRevoke = (s: TSession) =>
    dialogs.confirm({
      title: t('security.revoke_title'),
      text: t('security.revoke_body', { device: describeAgent(s.userAgent) }),
      confirmLabel: t('security.revoke'),
      onConfirm: () =>
        revoke.mutateAsync(s.id).then(
          () => undefined,
          (e: unknown) => dialogs.message({ text: apiMessage(t, e), icon: 'warning' }),
        ),
    });
  return (
    <section className="card" aria-labelledby="security-sessions">
      <header className="card__head">
        <span className="card__icon">
          <IconDevice size={20} />
        </span>
        <h3 id="security-sessions">{t('security.sessions_title')}</h3>
      </header>
      <p className="card__lead">{t('security.sessions_lead')}</p>
      {isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : (
        <ul className="session-list" data-testid="sessions-list">
          {(data ?? []).map((s) => (
            <li key={s.id} className="session-row" data-testid="session-row" data-current={s.current ? 'true' : 'false'}>
              <IconDevice size={20} />
              <div className="session-row__info">
                <strong>
                  {describeAgent(s.userAgent)}
                  {s.current && <span className="badge">{t('security.this_device')}</span>}
                </strong>
                <small>
                  {s.ip ?? '—'} · {t('security.last_seen', { time: dateTime(s.lastSeenAt) })}
                </small>
              </div>
              {!s.current && (
                <Button variant="ghost" size="sm" onClick={() => onRevoke(s)} disabled={revoke.isPending} data-testid="session-revoke">
                  {t('security.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

const TotpCard = () => {
  const { t } = useTranslation();
  const { member } = useSession();
  const setup = useSetupTotp();
  const enabled = member?.totpEnabled ?? false;
  const toggle = useToggleTotp(!enabled);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [disabling, setDisabling] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (toggle.isPending) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('validation.code'));
      return;
    }
    setError(null);
    toggle.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        setDisabling(false);
        setup.reset();
        dialogs.message({ text: enabled ? t('security.totp_disabled_done') : t('security.totp_enabled_done'), icon: 'success' });
      },
      onError: (err) => setError(apiMessage(t, err)),
    });
  };

  const codeForm = (label: string, action: string) => (
    <form className="totp-form" onSubmit={submit} noValidate>
      <FormField
        name="totp"
        label={label}
        required
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        inputTestId="totp-code"
      />
      <Button type="submit" variant="primary" disabled={toggle.isPending} aria-busy={toggle.isPending || undefined} data-testid="totp-enable">
        {action}
      </Button>
    </form>
  );

  return (
    <section className="card" aria-labelledby="security-totp">
      <header className="card__head">
        <span className="card__icon">
          <IconShield size={20} />
        </span>
        <h3 id="security-totp">{t('security.totp_title')}</h3>
        <span className={`status-pill${enabled ? ' status-pill--on' : ''}`} data-testid="totp-status" data-enabled={enabled ? 'true' : 'false'}>
          {enabled ? <IconCheckCircle size={14} /> : null}
          {enabled ? t('security.totp_on') : t('security.totp_off')}
        </span>
      </header>
      <p className="card__lead">{t('security.totp_lead')}</p>
      {enabled ? (
        disabling ? (
          codeForm(t('security.totp_code_disable'), t('security.totp_disable'))
        ) : (
          <Button variant="ghost" onClick={() => setDisabling(true)} data-testid="totp-disable">
            {t('security.totp_disable')}
          </Button>
        )
      ) : setup.data ? (
        <div className="totp-setup" data-testid="totp-setup-panel">
          <ol className="totp-steps">
            <li>{t('security.totp_step_scan')}</li>
            <li>{t('security.totp_step_code')}</li>
          </ol>
          <div className="totp-setup__grid">
            <QrCode value={setup.data.otpauthUri} size={180} margin={12} label={t('security.totp_qr')} />
            <div>
              <p className="muted">{t('security.totp_secret_hint')}</p>
              <code className="totp-secret" data-testid="totp-secret">
                {setup.data.secret}
              </code>
              {codeForm(t('security.totp_code'), t('security.totp_enable'))}
            </div>
          </div>
        </div>
      ) : (
        <Button
          variant="primary"
          icon={<IconKey size={18} />}
          disabled={setup.isPending}
          aria-busy={setup.isPending || undefined}
          onClick={() => setup.mutate(undefined, { onError: (e) => dialogs.message({ text: apiMessage(t, e), icon: 'warning' }) })}
          data-testid="totp-setup"
        >
          {t('security.totp_start')}
        </Button>
      )}
    </section>
  );
};

/** securityCenter (my account): account details and avatar, password, sessions and two-factor sign-in. */
export const SecurityCenter = () => (
  <div className="security-center">
    <AccountCard />
    <TotpCard />
    <SessionsCard />
  </div>
);
