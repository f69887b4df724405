import { ErrorCode, type TLoginResult, WhitelabelFlag } from '@wps/contracts/player';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorKey, isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { isAgentType, memberInfoKey } from '@/lib/member';
import { type ForcedReason, popups } from '@/lib/popups';
import { setToken } from '@/lib/session';

/**
 * What happens after any successful login (SPEC.md §4 Login flow): the
 * token is stored; a default, expired or first-time password forces the
 * change-password popup (not for SMS logins); otherwise member info loads,
 * the popup closes and agent-page logins go to /agentHome.
 */
export const useCompleteLogin = () => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { isFlagOn } = useBrand();
  const { t } = useTranslation();
  return useCallback(
    (result: TLoginResult, opts: { type: 'username' | 'sms' | 'other'; agentPage?: boolean }) => {
      setToken(result.token);
      client.setQueryData(memberInfoKey(result.token), result.userInfo);
      const forced: ForcedReason | null =
        opts.type === 'sms'
          ? null
          : result.weakPassword
            ? 'weak'
            : result.passwordExpired && isFlagOn(WhitelabelFlag.passwordExpiryForceChange)
              ? 'expired'
              : result.firstTimeLogin
                ? 'first'
                : null;
      if (forced) {
        popups.open('change-password', { forced });
        return;
      }
      void client.invalidateQueries({ queryKey: memberInfoKey(result.token) });
      popups.close();
      // /login and /register only exist to show their popup over home.
      const path = window.location.pathname.toLowerCase();
      if (!opts.agentPage && (path === '/login' || path === '/register')) navigate('/', { replace: true });
      if (opts.agentPage) {
        if (isAgentType(result.userInfo.type)) navigate('/agentHome');
        else dialogs.message({ text: t('error.non_agent'), icon: 'warning' });
      }
    },
    [client, navigate, isFlagOn, t],
  );
};

/** Shows a login failure the way SPEC.md §5/§8 says: invalid credentials as in_incorrect_password. */
export const useShowLoginError = () => {
  const { t } = useTranslation();
  return useCallback(
    (e: unknown) => {
      const text = isApiError(e) && e.code === ErrorCode.invalidCredentials ? t('in_incorrect_password') : t(errorKey(e), { defaultValue: isApiError(e) ? e.message : undefined });
      dialogs.message({ text, icon: 'warning' });
    },
    [t],
  );
};
