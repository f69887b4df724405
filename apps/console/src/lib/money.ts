/**
 * Money on the wire is a string of integer minor units ("123456" = 1,234.56),
 * never a float: it is formatted with BigInt so no amount loses a cent. Every
 * brand's currency has 2 decimals (SPEC.md §9). The contracts' own
 * `formatMoney` is outside the staff area the console may import.
 */
export const MONEY_DECIMALS = 2;
const SCALE = 10n ** BigInt(MONEY_DECIMALS);

/** "1,234.56" from "123456"; null when the text is not a whole number of minor units. */
export function formatMinor(minor: string | bigint): string | null {
  let value: bigint;
  if (typeof minor === 'bigint') value = minor;
  else if (/^-?\d+$/.test(minor.trim())) value = BigInt(minor.trim());
  else return null;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / SCALE).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % SCALE).toString().padStart(MONEY_DECIMALS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
