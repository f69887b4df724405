import { useState } from 'react';

/**
 * The captcha of a password login: hidden until the server asks for it after
 * a failure (SPEC.md §4), then a fresh image after every failed attempt.
 */
export function useLoginCaptcha() {
  const [captcha, setCaptcha] = useState('');
  const [shown, setShown] = useState(false);
  const [version, setVersion] = useState(0);
  return {
    captcha,
    setCaptcha,
    shown,
    version,
    /** The answer to send, when the captcha is shown. */
    field: (): { captcha?: string } => (shown ? { captcha: captcha.trim() } : {}),
    afterFailure(serverAsks: boolean) {
      if (!serverAsks && !shown) return;
      setShown(true);
      setCaptcha('');
      setVersion((v) => v + 1);
    },
  };
}

export type LoginCaptcha = ReturnType<typeof useLoginCaptcha>;
