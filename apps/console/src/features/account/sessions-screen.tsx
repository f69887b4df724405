import { staffRevokeSession, staffSessions } from '@wps/contracts/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Spinner } from '@wps/ui';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { call } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useStaff } from '@/lib/staff';
import { brandTime, gmtLabel } from '@/lib/time';

const KEY = ['staff', 'sessions'] as const;

/** A browser's name from its user agent, enough to tell one's devices apart. */
const deviceOf = (ua: string | null): string => {
  if (!ua) return '—';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : null;
  const system = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : null;
  return browser && system ? `${browser} · ${system}` : ua.slice(0, 60);
};

/** My account: who I am here, and the sessions open in my name (another device's can be ended at once). */
export const SessionsScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const sessions = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(staffSessions, undefined, { signal }) });
  const revoke = useMutation({
    mutationFn: (id: string) => call(staffRevokeSession, { id }),
    onSuccess: () => toast.success(t('account.ended')),
    onError: (e) => toast.error(errorText(e)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });

  return (
    <>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle', { zone: gmtLabel(offset) })} />
      <section className="card">
        <h2 className="card__title">{t('account.sessions')}</h2>
        {sessions.isError ? (
          <p className="form-error" role="alert">
            {errorText(sessions.error)}
          </p>
        ) : !sessions.data ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <ul className="session-list">
            {sessions.data.list.map((s) => (
              <li key={s.id} className="session-list__item">
                <span className="session-list__icon" aria-hidden="true">
                  <Icon name="device" />
                </span>
                <span className="session-list__text">
                  <span className="session-list__device">
                    {deviceOf(s.userAgent)} {s.current && <StatusBadge tone="success">{t('account.this_device')}</StatusBadge>}
                  </span>
                  <span className="session-list__meta">
                    {t('account.meta', { ip: s.ip ?? '—', since: brandTime(s.createdAt, offset), seen: brandTime(s.lastSeenAt, offset) })}
                  </span>
                </span>
                {!s.current && (
                  <Button variant="outline" size="sm" onClick={() => revoke.mutate(s.id)} disabled={revoke.isPending}>
                    {t('account.end')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
};
