import { formatMoney } from '@wps/contracts/player';

/** "₱1,234.56": the brand's currency symbol and the SPEC.md §9 money format (formatMoney of the contracts). */
export const money = (symbol: string, minor: string | bigint): string => `${symbol}${formatMoney(minor)}`;
