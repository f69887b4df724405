import { MONEY_MISSION_EVENTS, type TMissionEvent, type TTournamentMetric } from '@wps/contracts/player';
import { money } from '@/lib/money';

/** Whole numbers arrive as strings (counts, minor units, points); anything else reads as 0. */
export const toWhole = (text: string): bigint => (/^-?\d+$/.test(text.trim()) ? BigInt(text.trim()) : 0n);

/** "12,345": thousands separators, as money is shown. */
export const formatCount = (value: string | bigint): string => {
  const v = typeof value === 'bigint' ? value : toWhole(value);
  const abs = (v < 0n ? -v : v).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return v < 0n ? `-${abs}` : abs;
};

/** Whether a mission's target and progress are money (minor units) rather than a count. */
export const isMoneyEvent = (event: TMissionEvent): boolean => MONEY_MISSION_EVENTS.includes(event);

/** A mission's target or progress as shown: money for deposit, wager and win amounts, else a count. */
export const missionFigure = (event: TMissionEvent, value: string, symbol: string): string => (isMoneyEvent(event) ? money(symbol, value) : formatCount(value));

/** Progress toward a target in whole percent, 0 to 100 (a target of 0 is met). */
export const progressPercent = (progress: string, target: string): number => {
  const done = toWhole(progress);
  const goal = toWhole(target);
  if (goal <= 0n) return 100;
  if (done <= 0n) return 0;
  return done >= goal ? 100 : Number((done * 100n) / goal);
};

/** What is left to reach the target (never below 0). */
export const leftToTarget = (progress: string, target: string): bigint => {
  const left = toWhole(target) - toWhole(progress);
  return left > 0n ? left : 0n;
};

/** A multiplier kept × 100 ("250") as "2.50×". */
export const formatMultiplier = (hundredths: string): string => {
  const v = toWhole(hundredths);
  const abs = v < 0n ? -v : v;
  return `${v < 0n ? '-' : ''}${formatCount(abs / 100n)}.${(abs % 100n).toString().padStart(2, '0')}×`;
};

/** A tournament score in its metric: money wagered, rounds played, or the best multiplier. */
export const formatScore = (metric: TTournamentMetric, score: string, symbol: string): string =>
  metric === 'wagered' ? money(symbol, score) : metric === 'rounds' ? formatCount(score) : formatMultiplier(score);

/** Whole days, hours and minutes until `target`, minutes rounded up (a countdown never shows 0 min while time is left); null once passed. */
export const timeLeft = (target: number, now: number): { days: number; hours: number; minutes: number } | null => {
  const ms = target - now;
  if (ms <= 0) return null;
  const totalMinutes = Math.ceil(ms / 60_000);
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
};
