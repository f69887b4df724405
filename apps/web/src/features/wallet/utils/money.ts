/** What a hidden balance shows instead of the amount (SPEC.md §2 Header). */
export const HIDDEN_AMOUNT = '******';

/** 150 basis points → "1.5", 100 → "1", 125 → "1.25" (no floats). */
export const percentOfBps = (bps: number): string => {
  const whole = Math.trunc(bps / 100);
  const fraction = String(Math.abs(bps % 100)).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
};
