import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown ticking once per second (SPEC.md §4 Sms button).
 * `start(n)` restarts it; `remaining` is 0 when idle.
 */
export const useCountdown = () => {
  const [remaining, setRemaining] = useState(0);
  const endRef = useRef(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const id = window.setTimeout(() => {
      setRemaining(Math.max(0, Math.ceil((endRef.current - Date.now()) / 1000)));
    }, 1000);
    return () => window.clearTimeout(id);
  }, [remaining]);
  const start = useCallback((seconds: number) => {
    endRef.current = Date.now() + seconds * 1000;
    setRemaining(seconds);
  }, []);
  return { remaining, start, running: remaining > 0 };
};

/** Allows an action at most once per `ms` (SPEC.md §5: captcha refresh and sms send once per second). */
export const useThrottle = (ms = 1000) => {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < ms) return false;
    last.current = now;
    return true;
  }, [ms]);
};
