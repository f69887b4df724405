import { ErrorCode, login, type TLoginBody, type TLoginChallenge } from '@wps/contracts/player';
import { useCallback } from 'react';
import { callApi, isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { updateRemembered } from '@/lib/cookies';
import { getHumanVerification } from '@/lib/human-verification';
import { useCompleteLogin, useShowLoginError } from './use-complete-login';

export type LoginOutcome =
  | { kind: 'done' }
  | { kind: 'challenge'; challenge: TLoginChallenge }
  | { kind: 'failed'; captcha: boolean; code: string };

type Remember = { remember: boolean; user?: string; mobile?: string; dialingCode?: string };

/** The login call with human verification (skipped for SMS) and the remember-me cookies. */
export const useLoginFlow = ({ agentPage = false }: { agentPage?: boolean } = {}) => {
  const { permission } = useBrand();
  const complete = useCompleteLogin();
  const showError = useShowLoginError();
  return useCallback(
    async (body: Omit<TLoginBody, 'verification' | 'agentLogin'>, remember: Remember): Promise<LoginOutcome> => {
      try {
        const verification = body.type === 'sms' ? undefined : await getHumanVerification(permission.info.account.humanVerification);
        const result = await callApi(login, { body: { ...body, verification, ...(agentPage ? { agentLogin: true } : {}) } });
        updateRemembered(remember.remember, remember);
        complete(result, { type: body.type === 'sms' ? 'sms' : 'username', agentPage });
        return { kind: 'done' };
      } catch (e) {
        if (isApiError(e) && e.code === ErrorCode.loginVerificationRequired) {
          const { parseLoginChallenge } = await import('../utils/login-challenge');
          const challenge = parseLoginChallenge(e.value);
          if (challenge) {
            updateRemembered(remember.remember, remember);
            return { kind: 'challenge', challenge };
          }
        }
        const value = isApiError(e) ? (e.value as { captcha?: unknown } | undefined) : undefined;
        const captcha =
          (typeof value === 'object' && value !== null && value.captcha === true) ||
          (isApiError(e) && (e.code === ErrorCode.captchaRequired || e.code === ErrorCode.captchaInvalid));
        showError(e);
        return { kind: 'failed', captcha, code: isApiError(e) ? e.code : 'network_error' };
      }
    },
    [permission.info.account.humanVerification, agentPage, complete, showError],
  );
};
