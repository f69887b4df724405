/** Money on the wire as zod schemas: strings of integer minor units, each bounded (see ./money). */
import { z } from 'zod';

/** Up to MONEY_MAX_MINOR: 1 to 15 digits, or exactly 10^15. */
const UP_TO_MAX = '(?:\\d{1,15}|1000000000000000)';

/**
 * The bigint of an integer string of minor units, else null. For rules across
 * fields: zod runs an object's refinements even when a field failed its own
 * pattern ("1.5", "NaN"), and BigInt of such a string throws.
 */
export const minorOrNull = (v: unknown): bigint | null => (typeof v === 'string' && /^-?\d{1,24}$/.test(v) ? BigInt(v) : null);

/**
 * A balance or single amount an answer carries: any integer of minor units
 * whose size is at most MONEY_MAX_MINOR (the database refuses balances past it).
 */
export const ZMinor = z
  .string()
  .regex(new RegExp(`^-?${UP_TO_MAX}$`), 'an amount in minor units (an integer string) of at most 10^15');
/**
 * A sum of amounts an answer carries (totals over days, rounds, a brand's
 * report): each term is bounded, the sum may pass the bound.
 */
export const ZMinorTotal = z
  .string()
  .regex(/^-?\d{1,24}$/, 'a total in minor units (an integer string)');
/** A positive amount a member, staff or vendor asks to move: 1 to MONEY_MAX_MINOR. */
export const ZPositiveMinor = z
  .string()
  .regex(/^(?:[1-9]\d{0,14}|1000000000000000)$/, 'a positive amount in minor units (an integer string) of at most 10^15');
/** A stake or win a vendor reports: 0 to MONEY_MAX_MINOR. */
export const ZNonNegativeMinor = z
  .string()
  .regex(new RegExp(`^${UP_TO_MAX}$`), 'a non-negative amount in minor units (an integer string) of at most 10^15');
