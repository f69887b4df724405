import { FREEPLAY_HEADER, freePlay, WhitelabelFlag } from '@wps/contracts/player';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { IconPlay } from '@/components/icons';
import { callApi, ensureEncryptionKey } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { provideFreePlay } from '@/lib/free-play';
import { useSession } from '@/lib/member';
import { useCompleteLogin, useShowLoginError } from '../hooks/use-complete-login';

const detectOs = (): string => {
  const ua = navigator.userAgent;
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  if (/windows/i.test(ua)) return 'windows';
  if (/mac os/i.test(ua)) return 'macos';
  if (/linux/i.test(ua)) return 'linux';
  return 'unknown';
};

/**
 * Free trial (FREEPLAY3): starts a trial session with demo credits. The
 * sealed header proves the caller holds the current public key (SPEC.md §7).
 * Resolves true once logged in; a refusal is shown and resolves false.
 */
const useFreePlay = () => {
  const complete = useCompleteLogin();
  const showError = useShowLoginError();
  return useCallback(async (): Promise<boolean> => {
    try {
      const key = await ensureEncryptionKey();
      const { sealHeader } = await import('@wps/contracts/seal');
      const header = await sealHeader({ method: freePlay.method, path: freePlay.path }, key);
      const result = await callApi(freePlay, {
        body: { os: detectOs(), platform: 'W', gatewayVersion: 3 },
        headers: { [FREEPLAY_HEADER]: header },
      });
      complete(result, { type: 'other' });
      return true;
    } catch (e) {
      showError(e);
      return false;
    }
  }, [complete, showError]);
};

/** Offers free play to the other features (a game tile's free-trial button) while the brand has it on. */
export const FreePlayProvider = () => {
  const { isFlagOn } = useBrand();
  const start = useFreePlay();
  const on = isFlagOn(WhitelabelFlag.freePlay);
  useEffect(() => {
    provideFreePlay(on ? start : null);
    return () => provideFreePlay(null);
  }, [on, start]);
  return null;
};

export const FreePlayButton = ({
  testId,
  variant = 'outline',
  size = 'md',
  block,
}: {
  testId: string;
  variant?: 'outline' | 'ghost' | 'accent' | 'primary' | 'subtle';
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
}) => {
  const { t } = useTranslation();
  const { isFlagOn } = useBrand();
  const { isLoggedIn } = useSession();
  const freePlayNow = useFreePlay();
  const [pending, setPending] = useState(false);
  if (!isFlagOn(WhitelabelFlag.freePlay) || isLoggedIn) return null;

  const start = async () => {
    if (pending) return;
    setPending(true);
    await freePlayNow();
    setPending(false);
  };

  return (
    <Button variant={variant} size={size} block={block} icon={<IconPlay size={18} />} onClick={() => void start()} disabled={pending} aria-busy={pending || undefined} data-testid={testId}>
      {t('auth.free_trial')}
    </Button>
  );
};
