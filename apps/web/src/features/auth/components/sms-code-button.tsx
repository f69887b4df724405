import type { TCodeSent } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown, useThrottle } from '@/hooks/use-countdown';
import { isApiError, errorKey } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';

/**
 * The send-code button of SMS fields (SPEC.md §4 Sms button): disabled
 * while counting down expiredMinutes × 60 s after a successful send, ticking
 * each second; sends at most once per second; refuses to send until the
 * caller's check (a valid mobile number) passes. A failure shows a dialog
 * with the server's message and a warning icon (SPEC.md §8).
 */
export const SmsCodeButton = ({
  canSend,
  send,
  testId,
}: {
  canSend: () => boolean;
  send: () => Promise<TCodeSent>;
  testId: string;
}) => {
  const { t } = useTranslation();
  const { remaining, start, running } = useCountdown();
  const [pending, setPending] = useState(false);
  const allow = useThrottle(1000);

  const onClick = async () => {
    if (running || pending || !allow() || !canSend()) return;
    setPending(true);
    try {
      const sent = await send();
      start(sent.expiredMinutes * 60);
    } catch (e) {
      // The translated message for known codes; the server's own message otherwise.
      dialogs.message({ text: t(errorKey(e), { defaultValue: isApiError(e) ? e.message : undefined }), icon: 'warning' });
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      className="field__action"
      onClick={() => void onClick()}
      disabled={running || pending}
      aria-busy={pending || undefined}
      aria-live="polite"
      data-testid={testId}
      data-remaining={remaining}
    >
      {running ? t('form.resend_in', { seconds: remaining }) : pending ? t('form.sending') : t('form.send_code')}
    </button>
  );
};
