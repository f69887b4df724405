/**
 * Money as the platform writes it, without loading the platform's contracts (and zod) into a
 * game page: money.test.ts checks the output against @wps/contracts' formatMoney.
 */

/** Minor units to "1,234.56". */
export function formatMinor(minor: string | bigint): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const abs = value < 0n ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0n ? '-' : ''}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** With the currency when known: "1,234.56 PHP". */
export const moneyText = (minor: bigint | string, currency: string): string => `${formatMinor(minor)} ${currency}`.trim();
