import { formatMoney, parseMoneyInput } from '@wps/contracts/staff';

/** Counts with thousands separators, as both languages write them. */
export const count = (n: number | string): string => (typeof n === 'string' ? BigInt(n).toLocaleString('en-US') : n.toLocaleString('en-US'));

/**
 * An amount typed in major units ("5,000", "250.50") to minor units
 * ("500000", "25050"). Empty or zero is "0" where nothing is allowed (no
 * minimum, no reward), else null; null for anything that is not an amount.
 */
export function parseAmount(text: string, allowZero: boolean): string | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (cleaned === '' || /^0+(?:\.0{0,2})?$/.test(cleaned)) return allowZero ? '0' : null;
  return parseMoneyInput(cleaned);
}

/** Minor units back to what an amount input shows ("500000" → "5000", "25050" → "250.50"; "0" → ""). */
export const amountInput = (minor: string): string => (BigInt(minor) === 0n ? '' : formatMoney(minor).replace(/,/g, '').replace(/\.00$/, ''));

/** A whole number from `min` to `max` as typed ("1,000" too); empty gives `empty`; null when it is something else. */
export function parseWhole(text: string, min: number, max: number, empty: number | null = null): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (cleaned === '') return empty;
  if (!/^\d{1,15}$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return n >= min && n <= max ? n : null;
}

/** The sign of a currency ("PHP" → "₱"); the code itself when the browser knows no narrower one. */
export function currencySymbol(code: string | undefined): string {
  if (!code) return '';
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

/** An amount in plain words, as the player site writes it: "₱5,000", "₱250.50". */
export const moneyWords = (minor: string | bigint, symbol: string): string => `${symbol}${formatMoney(minor).replace(/\.00$/, '')}`;

/** The sum of minor-unit strings, exactly. */
export const sumMinor = (values: readonly string[]): string => values.reduce((total, v) => total + BigInt(v), 0n).toString();

/** How much of a budget is spent, 0 to 1 (more when overspent); null without one. In thousandths, through BigInt. */
export function budgetShare(used: string, total: string): number | null {
  const cap = BigInt(total);
  if (cap <= 0n) return null;
  return Number((BigInt(used) * 1000n) / cap) / 1000;
}

/** A text in the language the console shows (EN or TY, as the brand's codes are written), else the brand's default language, else any. */
export function localText(texts: Readonly<Record<string, string>>, consoleLanguage: string, languages: readonly string[]): string {
  return texts[consoleLanguage.toUpperCase()] ?? texts[languages[0] ?? ''] ?? Object.values(texts)[0] ?? '';
}

/** Texts written for a language, trimmed; an empty one is left out (a language without text shows the default's). */
export const writtenTexts = (texts: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== '').map(([lang, text]) => [lang, text.trim()]));

/** Hundredths of a percent as a percent with two decimals: 3334 → "33.34%". */
export const hundredthsText = (n: number): string => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}%`;

/**
 * Each weight's share of their sum in hundredths of a percent, rounded so
 * the shares add up to exactly 100.00 % (the largest remainders take the
 * spare hundredths): weights 1, 1, 1 make 33.34 %, 33.33 %, 33.33 %.
 * Nulls while the weights do not add up to anything.
 */
export function shares(weights: readonly number[]): (number | null)[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return weights.map(() => null);
  const exact = weights.map((w) => (w * 10_000) / total);
  const floors = exact.map(Math.floor);
  let spare = 10_000 - floors.reduce((sum, n) => sum + n, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (spare <= 0) break;
    floors[i] = floors[i]! + 1;
    spare -= 1;
  }
  return floors;
}

/**
 * What a spin pays in cash on average, in minor units rounded down:
 * Σ weight × cash prize ÷ Σ weight. Null while the weights add up to nothing.
 */
export function expectedCash(segments: readonly { weight: number; cash: string }[]): string | null {
  const total = segments.reduce((sum, s) => sum + BigInt(s.weight), 0n);
  if (total <= 0n) return null;
  return (segments.reduce((sum, s) => sum + BigInt(s.weight) * BigInt(s.cash), 0n) / total).toString();
}

/** A best multiplier as the server keeps it (× 100) in words: "250" → "2.50×". */
export function multiplierText(hundredths: string): string {
  const n = BigInt(hundredths);
  return `${(n / 100n).toLocaleString('en-US')}.${String(n % 100n).padStart(2, '0')}×`;
}
