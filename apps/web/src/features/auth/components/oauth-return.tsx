import { oauthExchange } from '@wps/contracts/player';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { popups } from '@/lib/popups';
import { useCompleteLogin, useShowLoginError } from '../hooks/use-complete-login';

/**
 * Handles what the server's redirects bring back in the address bar:
 * `?oauthCode=` (social sign-in to exchange), `?oauthError=` (show it) and
 * `?resetToken=` (the emailed reset link: open the reset popup). The
 * parameters are removed so a reload does not replay them.
 */
export const AuthReturnHandler = () => {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const showError = useShowLoginError();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const url = new URL(window.location.href);
    const code = url.searchParams.get('oauthCode');
    const error = url.searchParams.get('oauthError');
    const resetToken = url.searchParams.get('resetToken');
    if (!code && !error && !resetToken) return;
    for (const k of ['oauthCode', 'oauthError', 'resetToken']) url.searchParams.delete(k);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (code) {
      callApi(oauthExchange, { body: { code } }).then(
        (result) => complete(result, { type: 'other' }),
        (e: unknown) => showError(e),
      );
    } else if (error) {
      dialogs.message({ text: t(`error.${error}`, { defaultValue: t('auth.oauth_failed') }), icon: 'warning' });
    } else if (resetToken) {
      popups.open('reset-password', { resetToken });
    }
  }, [complete, showError, t]);

  return null;
};
