import { formatMoney, parseMoneyInput, type TClaimStatus, type TPromotionStatus, type TPromotionTrigger } from '@wps/contracts/staff';
import type { StatusTone } from '@/components/status-badge';

/** Basis points as a percent people read, without a float: 10000 → "100%", 550 → "5.5%", 1 → "0.01%". */
export function percentText(bps: number): string {
  const abs = Math.abs(Math.trunc(bps));
  const fraction = String(abs % 100).padStart(2, '0').replace(/0+$/, '');
  return `${bps < 0 ? '-' : ''}${Math.floor(abs / 100)}${fraction ? `.${fraction}` : ''}%`;
}

/** Basis points as a rate with two decimals, the way finance tables read them: 120 → "1.20%", 5 → "0.05%". */
export function rateText(bps: number): string {
  const abs = Math.abs(Math.trunc(bps));
  return `${bps < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

/** What share `part` is of `whole` as a two-decimal rate ("1.23%"), rounded down through BigInt; null when the whole is 0. */
export function shareText(part: string, whole: string): string | null {
  const of = BigInt(whole);
  if (of <= 0n) return null;
  return rateText(Number((BigInt(part) * 10_000n) / of));
}

/** Basis points for a percent input (10000 → "100", 550 → "5.5", 0 → ""). */
export const percentInput = (bps: number): string => (bps === 0 ? '' : percentText(bps).replace(/%$/, ''));

/**
 * A percent as typed ("100", "5.5", "12.25 %") to basis points (10000, 550,
 * 1225); empty is 0. null when it is not a number from 0 to `maxBps` with at
 * most 2 decimals.
 */
export function parsePercent(text: string, maxBps: number): number | null {
  const cleaned = text.trim().replace(/\s*%$/, '');
  if (cleaned === '') return 0;
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= maxBps ? bps : null;
}

/**
 * An amount typed in major units ("5,000", "250.50") to minor units
 * ("500000", "25050"). Empty or zero is "0" where nothing is allowed (no
 * cap, no limit), else null; null for anything that is not an amount.
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

/** Counts with thousands separators, as both languages write them. */
export const count = (n: number): string => n.toLocaleString('en-US');

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
export const moneyWords = (minor: string, symbol: string): string => `${symbol}${formatMoney(minor).replace(/\.00$/, '')}`;

/** JSON with its keys sorted, so two equal definitions read the same whatever order their keys came in. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** The sum of minor-unit strings, exactly. */
export const sumMinor = (values: readonly string[]): string => values.reduce((total, v) => total + BigInt(v), 0n).toString();

/** How much of a budget is spent, 0 to 1 (more when overspent); null without a cap. In thousandths, through BigInt. */
export function budgetShare(used: string, total: string): number | null {
  const cap = BigInt(total);
  if (cap <= 0n) return null;
  return Number((BigInt(used) * 1000n) / cap) / 1000;
}

/**
 * A promotion's text in the language the console shows (EN or TY, as the
 * brand's codes are written), else the brand's default language, else any.
 */
export function localText(texts: Readonly<Record<string, string>>, consoleLanguage: string, languages: readonly string[]): string {
  return texts[consoleLanguage.toUpperCase()] ?? texts[languages[0] ?? ''] ?? Object.values(texts)[0] ?? '';
}

/** The triggers that pay on a deposit: the only ones a percent applies to. */
export const DEPOSIT_TRIGGERS: readonly TPromotionTrigger[] = ['nth_deposit', 'deposit_amount'];
export const isDepositTrigger = (kind: TPromotionTrigger): boolean => DEPOSIT_TRIGGERS.includes(kind);

export const PROMOTION_TONES: Record<TPromotionStatus, StatusTone> = { draft: 'info', active: 'success', ended: 'neutral' };

export const CLAIM_TONES: Record<TClaimStatus, StatusTone> = {
  joined: 'neutral',
  in_process: 'warn',
  claim: 'info',
  issued: 'success',
  claimed: 'success',
  rejected: 'danger',
};

/** The claims staff decide: applications and rewards above the auto-approve threshold. */
export const DECIDABLE: TClaimStatus = 'in_process';
