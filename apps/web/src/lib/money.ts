import { formatMoney } from '@wps/contracts/player';

/** A true minus (U+2212) before the symbol: "−₱10.81", never "₱-10.81", in a card, a table or a chart. */
const MINUS = '−';

/** "₱1,234.56", "−₱10.81": the brand's currency symbol and the SPEC.md §9 money format (formatMoney of the contracts). */
export const money = (symbol: string, minor: string | bigint): string => {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  return value < 0n ? `${MINUS}${symbol}${formatMoney(-value)}` : `${symbol}${formatMoney(value)}`;
};

/** "+₱15.00", "−₱4.00", "₱0.00": a gain or a loss, the sign part of the reading and not only its colour. */
export const signedMoney = (symbol: string, minor: string | bigint): string => {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  return value > 0n ? `+${money(symbol, value)}` : money(symbol, value);
};

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A chart axis' short reading of an amount in major units ("₱98.8K", "−₱10.8"), signed as
 * `money` signs it. Only a scale: every figure read as text stays exact.
 */
export const compactMoney = (symbol: string, major: number): string =>
  major < 0 ? `${MINUS}${symbol}${compact.format(-major)}` : `${symbol}${compact.format(major)}`;
