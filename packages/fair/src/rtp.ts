/**
 * The exact return of each original's bets, as the game page shows it
 * ("RTP 99.00 %"). `npm run games:certify` certifies the same figures.
 */
import { choose } from './payout';
import { KENO_DRAWN, KENO_NUMBERS, KENO_PAYS } from './games/keno';
import { PLINKO_RISKS, PLINKO_ROWS, PLINKO_TABLES, type PlinkoRisk, type PlinkoRows } from './games/plinko';

/** Plinko: Σ C(rows, k) / 2^rows × pay_k. */
export function plinkoRtp(rows: PlinkoRows, risk: PlinkoRisk): number {
  const pays = PLINKO_TABLES[rows][risk];
  let sum = 0n;
  pays.forEach((tenths, k) => (sum += choose(rows, k) * BigInt(tenths)));
  return Number(sum) / (10 * 2 ** rows);
}

/** Keno: Σ over hits of the hypergeometric chance × pay. */
export function kenoRtp(picks: number): number {
  const pays = KENO_PAYS[picks];
  if (!pays) throw new RangeError(`picks must be 1..10, got ${picks}`);
  let sum = 0n;
  pays.forEach((hundredths, hits) => (sum += choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits) * BigInt(hundredths)));
  return Number(sum) / (100 * Number(choose(KENO_NUMBERS, KENO_DRAWN)));
}

/** The range of a game's return at a brand's edge, percent with two decimals ("98.75–99.00", or one figure). */
export function rtpText(game: 'dice' | 'plinko' | 'keno' | 'mines' | 'hilo' | 'crash', edgeBp: number): string {
  let values: number[];
  if (game === 'plinko') values = PLINKO_ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => plinkoRtp(rows, risk)));
  else if (game === 'keno') values = Object.keys(KENO_PAYS).map((p) => kenoRtp(Number(p)));
  else if (game === 'crash') values = [0.99];
  // Dice, Mines and Hi-Lo return 1 − edge less the flooring of their multipliers (under 0.01 %).
  else values = [(10_000 - edgeBp - 1) / 10_000, (10_000 - edgeBp) / 10_000];
  // Floored to the hundredth: never shown above what the game returns.
  const pct = (v: number) => (Math.floor(v * 10_000 + 1e-9) / 100).toFixed(2);
  const lo = pct(Math.min(...values));
  const hi = pct(Math.max(...values));
  return lo === hi ? lo : `${lo}–${hi}`;
}
