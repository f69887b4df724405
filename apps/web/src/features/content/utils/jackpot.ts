import { HOME_JACKPOT_RANGE, JACKPOT_COUNTER_DEFAULTS } from '@wps/contracts';

type Random = () => number;

/** A whole number in [min, max], both included. */
export const randomInt = (min: number, max: number, random: Random = Math.random): number =>
  min + Math.min(max - min, Math.floor(random() * (max - min + 1)));

/** The home roll's range in cents (SPEC.md §9: 51101996 to 51273838, 2 decimals). */
export const HOME_ROLL_CENTS = { min: HOME_JACKPOT_RANGE.min * 100, max: HOME_JACKPOT_RANGE.max * 100 } as const;

/** The home roll's first value: anywhere in the range, to the cent. */
export const homeRollStart = (random: Random = Math.random): number => randomInt(HOME_ROLL_CENTS.min, HOME_ROLL_CENTS.max, random);

/**
 * The home roll's next value: it creeps up by 0.01 to 50.00 and, when it
 * would leave the range, starts again near its bottom, so it never shows a
 * figure outside SPEC.md §9.
 */
export const homeRollNext = (cents: number, random: Random = Math.random): number => {
  const next = cents + randomInt(1, 5000, random);
  return next > HOME_ROLL_CENTS.max ? HOME_ROLL_CENTS.min + randomInt(0, 10_000_000, random) : next;
};

export type JackpotCounterOptions = {
  min?: number;
  max?: number;
  /** A fixed start instead of a random one. */
  start?: number;
  stepMin?: number;
  stepMax?: number;
  intervalsMs?: readonly number[];
};

/** SPEC.md §4 Jackpot counter: a random start in the range (or the fixed one). */
export const counterStart = (options: JackpotCounterOptions = {}, random: Random = Math.random): number => {
  if (options.start !== undefined) return options.start;
  return randomInt(options.min ?? JACKPOT_COUNTER_DEFAULTS.min, options.max ?? JACKPOT_COUNTER_DEFAULTS.max, random);
};

/** The counter's next step: the amount it adds (stepMin to stepMax) and how long until it does (one of intervalsMs). */
export const counterStep = (options: JackpotCounterOptions = {}, random: Random = Math.random): { add: number; delayMs: number } => {
  const intervals = options.intervalsMs ?? JACKPOT_COUNTER_DEFAULTS.intervalsMs;
  const add = randomInt(options.stepMin ?? JACKPOT_COUNTER_DEFAULTS.stepMin, options.stepMax ?? JACKPOT_COUNTER_DEFAULTS.stepMax, random);
  const delayMs = intervals[randomInt(0, intervals.length - 1, random)] ?? JACKPOT_COUNTER_DEFAULTS.intervalsMs[0];
  return { add, delayMs };
};

/** A whole number with thousands separators ("1,400,250"). */
export const groupThousands = (value: number): string => Math.trunc(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
