/** Small hooks the table page shares. */
import { useEffect, useState } from 'react';
import { reducedMotion } from '../shared/theme';

/** Date.now(), refreshed every `everyMs` (the countdown and the reveal read it). */
export function useNow(everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** Random faces while `active` (dice shaking, colours tumbling): `make` draws a new set every 110 ms. */
export function useTumble<T>(active: boolean, make: () => T): T {
  const [value, setValue] = useState(make);
  useEffect(() => {
    if (!active || reducedMotion()) return;
    const id = setInterval(() => setValue(make()), 110);
    return () => clearInterval(id);
  }, [active, make]);
  return value;
}
