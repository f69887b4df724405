import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@wps/ui';
import { IconInfo, IconUser } from '@/components/icons';
import { useSession } from '@/lib/member';
import { popups } from '@/lib/popups';

/**
 * A lucky page's member part. The route sends a visitor to log in; should the
 * session end while the page is open, the page asks again here. A trial
 * member is told to register (SPEC.md §4). Neither makes a member call.
 */
export const MemberOnly = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.isLoggedIn) {
    return (
      <div className="lucky-guest" data-testid="lucky-login">
        <span className="icon-disc icon-disc--brand" aria-hidden="true">
          <IconUser size={26} />
        </span>
        <div>
          <strong>{t('lucky.guest_title')}</strong>
          <p className="muted">{t('lucky.guest_body')}</p>
        </div>
        <Button variant="accent" onClick={() => popups.open('login')} data-testid="lucky-login-button">
          {t('lucky.login')}
        </Button>
      </div>
    );
  }
  if (session.member === undefined) return <Spinner label={t('common.loading')} />;
  if (session.isTrial) {
    return (
      <p className="auth-callout" role="note" data-testid="lucky-trial-note">
        <IconInfo size={20} />
        <span>{t('error.trial_restricted')}</span>
      </p>
    );
  }
  return <>{children}</>;
};
