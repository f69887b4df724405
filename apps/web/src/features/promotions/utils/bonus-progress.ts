/** How far a bonus's wagering is, in percent with one decimal, never past 100 (exact: minor units as BigInt). */
export const wageringPercent = (done: string, required: string): number => {
  const need = BigInt(required);
  if (need <= 0n) return 100;
  const tenths = (BigInt(done) * 1000n) / need;
  return Math.min(1000, Math.max(0, Number(tenths))) / 10;
};

/** What is left to wager, never below zero. */
export const wageringLeft = (done: string, required: string): string => {
  const left = BigInt(required) - BigInt(done);
  return (left > 0n ? left : 0n).toString();
};

/** The time until an instant in whole days, hours and minutes; null once it has passed. */
export const timeUntil = (at: number, now: number): { days: number; hours: number; minutes: number } | null => {
  const ms = at - now;
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
};
