import { roleNeedsTotp } from '@wps/contracts/staff';
import { Spinner } from '@wps/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { clearToken, getToken } from '@/lib/session';
import { useStaffMe } from './api';

/** The shell only for a signed-in staff member: without a session, the login (coming back here after). */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useStaffMe();
  // A session still enrolling its authenticator (a reload mid-way) opens nothing: sign in again.
  const enrolling = me.data !== undefined && !me.data.totp && roleNeedsTotp(me.data.permissions);
  if (!getToken() || me.isError || enrolling) {
    if (enrolling) clearToken();
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!me.data) {
    return (
      <div className="screen-loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return children;
};
