import { formatMoney } from '@wps/contracts/staff';

/**
 * Money on the wire is a string of integer minor units ("123456" = 1,234.56),
 * never a float: the contracts' `formatMoney` formats it with BigInt, the same
 * rules as the player site. This adds only the console's tolerance of a value
 * that is not a whole number of minor units (null instead of a throw).
 */
export function formatMinor(minor: string | bigint): string | null {
  if (typeof minor === 'bigint') return formatMoney(minor);
  return /^-?\d+$/.test(minor.trim()) ? formatMoney(minor.trim()) : null;
}
