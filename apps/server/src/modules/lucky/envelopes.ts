/**
 * The double-mean split (二倍均值) of a red-envelope rain: each envelope but
 * the last draws uniformly from [1, 2 × remaining ÷ envelopes left], never
 * leaving less than one minor unit for each envelope still to cut; the last
 * takes what remains. In integer minor units, so the envelopes always sum to
 * the budget exactly and the mean stays the budget ÷ count throughout.
 */
export function splitDoubleMean(budget: bigint, count: number, draw: (maxExclusive: bigint) => bigint): bigint[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  if (budget < BigInt(count)) throw new RangeError(`a budget of ${budget} cannot fill ${count} envelopes of at least 1`);
  const out: bigint[] = [];
  let remaining = budget;
  for (let left = count; left > 1; left--) {
    const n = BigInt(left);
    const mean2 = (2n * remaining) / n;
    // Room for the others: each still needs at least one unit.
    const most = mean2 < remaining - (n - 1n) ? mean2 : remaining - (n - 1n);
    const amount = 1n + draw(most);
    out.push(amount);
    remaining -= amount;
  }
  out.push(remaining);
  return out;
}
