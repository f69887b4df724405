/**
 * Multipliers are exact integers of ten-thousandths (19801 = 1.9801×) so a
 * payout in minor units is one bigint product, floored: never a float on money.
 */
export const MULT_ONE = 10_000n;

export const payoutOf = (stake: bigint, multX10000: bigint): bigint => (stake * multX10000) / MULT_ONE;

/** 19801n → "1.9801". */
export function formatMultiplier(multX10000: bigint): string {
  const whole = multX10000 / MULT_ONE;
  const frac = (multX10000 % MULT_ONE).toString().padStart(4, '0');
  return `${whole}.${frac}`;
}

/**
 * A chance as a percent with two decimals, floored: a chance is never shown
 * higher than it is, and the game and the verifier show the same figure
 * (5000 of 10,001 → "49.99", 4950 of 10,001 → "49.49").
 */
export function formatPercent(part: number, whole: number): string {
  if (whole <= 0) return '0.00';
  const hundredths = (BigInt(part) * 10_000n) / BigInt(whole);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/**
 * The house edge of the games whose pays scale with the odds (Dice, Mines,
 * Hi-Lo), in basis points. Their sheets certify every edge in this range; a
 * brand picks one (default 1 %).
 */
export const EDGE_BP = { min: 100, max: 500, default: 100 } as const;

export function checkEdge(edgeBp: number): bigint {
  if (!Number.isInteger(edgeBp) || edgeBp < EDGE_BP.min || edgeBp > EDGE_BP.max) {
    throw new RangeError(`edge must be ${EDGE_BP.min}..${EDGE_BP.max} basis points, got ${edgeBp}`);
  }
  return BigInt(edgeBp);
}

/** n choose k, exact. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}
