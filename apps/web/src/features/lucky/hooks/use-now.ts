import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`: the lucky pages' countdowns. */
export const useNow = (everyMs: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
};

/** The longest delay a browser timer takes (about 24.8 days); a later instant is waited for by a later render. */
const MAX_DELAY = 2 ** 31 - 1;

/** Calls `run` shortly after `at` (epoch ms) passes; nothing for null or an instant too far ahead. */
export const useAt = (at: number | null, run: () => void, graceMs = 1000) => {
  useEffect(() => {
    if (at === null) return;
    const delay = Math.max(0, at - Date.now()) + graceMs;
    if (delay > MAX_DELAY) return;
    const id = window.setTimeout(run, delay);
    return () => window.clearTimeout(id);
  }, [at, run, graceMs]);
};
