import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { dialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/member';

/**
 * Member features need a real account: trial members (type 4) are sent home
 * with 'Please Register An Account First' (SPEC.md §4, §6). The token itself
 * is checked by the route loader.
 */
export const MemberGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isTrial, isLoggedIn } = useSession();
  useEffect(() => {
    if (!isTrial) return;
    dialogs.message({ text: t('error.trial_restricted'), icon: 'info' });
    navigate('/', { replace: true });
  }, [isTrial, navigate, t]);
  if (!isLoggedIn) return <Navigate to="/login" replace />;
  if (isTrial) return null;
  return <>{children}</>;
};
