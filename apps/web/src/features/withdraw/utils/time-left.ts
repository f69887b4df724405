/** Whole hours and minutes until `target`, minutes rounded up (a countdown never shows 0 min while time is left); null once passed. */
export const timeLeft = (target: number, now: number): { hours: number; minutes: number } | null => {
  const ms = target - now;
  if (ms <= 0) return null;
  const totalMinutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
};
