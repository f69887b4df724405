import { parseMoneyInput, type TBillStatus } from '@wps/contracts/staff';
import type { StatusTone } from '@/components/status-badge';

/** The agent types of decision 011 and the player (0), each with a label `agents.type_<n>`. */
export const NODE_TYPES = [1, 2, 41, 42, 0] as const;
/** Types the brand itself contracts (decision 011: no agent above them). */
export const TOP_AGENT_TYPES: readonly number[] = [1, 41];

/** A rate in basis points as a percent with 2 decimals, without a float: 150 → "1.50 %". */
export function percentOf(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} %`;
}

/** What a person typed as a percent ("1.5", "0.75", "12") to basis points (150, 75, 1200); null when not 0–100 with at most 2 decimals. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
  return bp <= 10_000 ? bp : null;
}

/** Basis points back to the percent an input shows (150 → "1.5", 1200 → "12"). */
export const percentInput = (bp: number): string => percentOf(bp).replace(/ %$/, '').replace(/\.?0+$/, '') || '0';

/**
 * A tier's threshold typed in major units ("10,000", "0") to minor units
 * ("1000000", "0"): parseMoneyInput, which takes positive amounts only, plus
 * zero (a first tier usually starts at nothing). null when it is not an amount.
 */
export function parseThreshold(text: string): string | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (/^0+(?:\.0{0,2})?$/.test(cleaned)) return '0';
  return parseMoneyInput(cleaned);
}

/** A whole number of members as typed ("12", "1,000"), or null. */
export function parseCount(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  return /^\d{1,7}$/.test(cleaned) ? Number(cleaned) : null;
}

export const CONTRACT_TONES: Record<string, StatusTone> = { offered: 'info', accepted: 'success', declined: 'neutral', terminated: 'danger' };

export const BILL_TONES: Record<TBillStatus, StatusTone> = {
  pending_review: 'warn',
  approved: 'info',
  rejected: 'danger',
  expired: 'neutral',
  paid: 'success',
  partly_paid: 'warn',
  unpaid: 'danger',
};

/** Counts with thousands separators, as both languages write them. */
export const count = (n: number): string => n.toLocaleString('en-US');

/** The sum of minor-unit strings, exactly. */
export const sumMinor = (values: readonly string[]): string => values.reduce((total, v) => total + BigInt(v), 0n).toString();
