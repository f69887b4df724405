import { WAGER_CATEGORIES } from '@wps/contracts/player';

/** Basis points as a percent: 120 → "1.2%", 80 → "0.8%", 100 → "1%", 5 → "0.05%". */
export const bpsToPercent = (bps: number): string => {
  const whole = Math.trunc(bps / 100);
  const fraction = String(Math.abs(bps % 100)).padStart(2, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
};

/** A rate record's categories in the site's category order (the contracts' list), those it names only. */
export const ratesInOrder = (rates: Partial<Record<string, number>>): { category: string; value: number }[] => {
  const known: readonly string[] = WAGER_CATEGORIES;
  const ordered = WAGER_CATEGORIES.filter((c) => rates[c] !== undefined).map((c) => ({ category: c as string, value: rates[c] as number }));
  const others = Object.keys(rates)
    .filter((c) => !known.includes(c) && rates[c] !== undefined)
    .sort()
    .map((c) => ({ category: c, value: rates[c] as number }));
  return [...ordered, ...others];
};
