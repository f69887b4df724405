/** Lucky Reels UI: the pure rules the page follows (tested in logic.test.ts). The launch and the money are the studio pages' shared ones (../shared). */

export interface TLineWinView {
  line: number;
  symbol: string;
  count: number;
  multiplier: number;
  win: string;
}

export interface TSpinView {
  /** grid[row][reel]. */
  grid: string[][];
  lineWins: TLineWinView[];
  scatterCount: number;
  scatterWin: string;
  freeSpinsAwarded: number;
  multiplier: number;
  win: string;
}

/** One step of the win presentation: a payline, or the scatters. */
export type TWinStep =
  | { kind: 'line'; line: number; symbol: string; count: number; win: bigint; cells: [row: number, reel: number][] }
  | { kind: 'scatter'; count: number; win: bigint; cells: [row: number, reel: number][] };

/** The cells a line win covers: the first `count` reels of its payline. */
export const lineCells = (payline: readonly number[], count: number): [number, number][] =>
  payline.slice(0, count).map((row, reel) => [row, reel]);

/** Where the scatters sit in the window. */
export function scatterCells(grid: readonly (readonly string[])[]): [number, number][] {
  const cells: [number, number][] = [];
  grid.forEach((row, r) => row.forEach((symbol, reel) => symbol === 'SCATTER' && cells.push([r, reel])));
  return cells;
}

/**
 * The order wins are shown in: line wins biggest first (ties by line number), then the
 * scatters when they paid or awarded free spins.
 */
export function winSequence(spin: TSpinView, paylines: readonly (readonly number[])[]): TWinStep[] {
  const lines = [...spin.lineWins]
    .map((w) => ({ ...w, amount: BigInt(w.win) }))
    .sort((a, b) => (a.amount === b.amount ? a.line - b.line : a.amount > b.amount ? -1 : 1))
    .map<TWinStep>((w) => ({ kind: 'line', line: w.line, symbol: w.symbol, count: w.count, win: w.amount, cells: lineCells(paylines[w.line - 1] ?? [], w.count) }));
  const scatterWin = BigInt(spin.scatterWin);
  if (scatterWin > 0n || spin.freeSpinsAwarded > 0) lines.push({ kind: 'scatter', count: spin.scatterCount, win: scatterWin, cells: scatterCells(spin.grid) });
  return lines;
}

/** The next bet level up (+1) or down (−1), staying at the ends. */
export function stepBet(levels: readonly string[], current: string, direction: 1 | -1): string {
  const index = levels.indexOf(current);
  if (index < 0) return levels[0] ?? current;
  return levels[Math.min(levels.length - 1, Math.max(0, index + direction))]!;
}

/** The highest level the balance covers at or below the current one (autoplay and a low balance). */
export function affordableBet(levels: readonly string[], current: string, balance: bigint): string | null {
  const upTo = levels.slice(0, Math.max(0, levels.indexOf(current)) + 1).filter((l) => BigInt(l) <= balance);
  return upTo.length > 0 ? upTo[upTo.length - 1]! : null;
}

/** A count-up from 0 to `total` at progress 0..1, eased out, in whole minor units. */
export function countUp(total: bigint, progress: number): bigint {
  if (progress >= 1) return total;
  if (progress <= 0) return 0n;
  const eased = 1 - (1 - progress) ** 3;
  return (total * BigInt(Math.round(eased * 10_000))) / 10_000n;
}

export type TWinTier = 'none' | 'small' | 'big' | 'mega' | 'epic';

/** Big win from 10 × the bet; mega from 25 ×; epic from 50 ×. */
export function winTier(win: bigint, bet: bigint): TWinTier {
  if (win <= 0n) return 'none';
  if (win >= bet * 50n) return 'epic';
  if (win >= bet * 25n) return 'mega';
  if (win >= bet * 10n) return 'big';
  return 'small';
}

/** Free-spin progress shown while the feature plays: spin n of the total awarded so far. */
export function freeSpinCounter(spins: readonly Pick<TSpinView, 'freeSpinsAwarded'>[], initialAward: number, played: number): { current: number; total: number } {
  const total = spins.slice(0, played).reduce((sum, s) => sum + s.freeSpinsAwarded, initialAward);
  return { current: played, total };
}

/** A grant of free rounds as the session offers it (decision 015). */
export interface TFreeRoundGrant {
  grantId: string;
  roundsLeft: number;
  roundsGranted: number;
  stake: string;
  expiresAt: string;
}

/** The grant a free spin plays: the first (soonest to expire) with rounds left, or null. */
export function activeFreeRound(grants: readonly TFreeRoundGrant[]): TFreeRoundGrant | null {
  return grants.find((g) => g.roundsLeft > 0) ?? null;
}

/** The grants after a free spin's answer (its grant's rounds left), or after a refusal of the grant (`gone`): none with 0 left. */
export function afterFreeRound(grants: readonly TFreeRoundGrant[], played: { grantId: string; roundsLeft: number } | { grantId: string; gone: true }): TFreeRoundGrant[] {
  return grants
    .map((g) => (g.grantId !== played.grantId ? g : 'gone' in played ? { ...g, roundsLeft: 0 } : { ...g, roundsLeft: played.roundsLeft }))
    .filter((g) => g.roundsLeft > 0);
}

/** Autoplay goes on while spins remain, no feature just played and the balance covers the bet. */
export function autoplayContinues(o: { remaining: number; featureTriggered: boolean; balance: bigint; bet: bigint }): boolean {
  return o.remaining > 0 && !o.featureTriggered && o.balance >= o.bet;
}
