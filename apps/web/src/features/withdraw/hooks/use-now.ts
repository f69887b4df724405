import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` while `active`: for countdown texts that need no second precision. */
export const useNow = (everyMs: number, active = true): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs, active]);
  return now;
};
