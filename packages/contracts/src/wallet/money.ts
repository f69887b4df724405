/**
 * Money on the wire: a string of integer minor units ("123456" = 1,234.56),
 * never a float. bigint on the server; the client only formats and parses.
 * Every brand's currency has 2 decimals (SPEC.md §9 balance format).
 */
export const MONEY_DECIMALS = 2;
const SCALE = 10n ** BigInt(MONEY_DECIMALS);
/** 10^15 minor units: far above any wallet, far below bigint limits. */
export const MONEY_MAX_MINOR = 10n ** 15n;

/** "1,234.56" (2 decimals, thousands separators; SPEC.md §9). */
export function formatMoney(minor: string | bigint): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / SCALE).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % SCALE).toString().padStart(MONEY_DECIMALS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * What a person typed ("1,000", "250.5", "99.99") to minor units ("100000",
 * "25050", "9999"); null when it is not a positive amount with at most 2
 * decimals. Never goes through a float.
 */
export function parseMoneyInput(text: string): string | null {
  const cleaned = text.trim().replace(/,/g, '');
  const match = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const minor = BigInt(match[1]!) * SCALE + BigInt((match[2] ?? '').padEnd(MONEY_DECIMALS, '0') || '0');
  return minor > 0n ? minor.toString() : null;
}

/** Major units for an input field's initial value ("1000.00" → "1000"). */
export function minorToInput(minor: string): string {
  return formatMoney(minor).replace(/,/g, '').replace(/\.00$/, '');
}
