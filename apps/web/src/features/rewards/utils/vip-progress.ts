import type { TVipInfo, TVipLevel } from '@wps/contracts/player';

/** One figure of the month against a level's threshold. */
export type Meter = {
  value: bigint;
  target: bigint;
  /** 0 to 100, floored: 99.9 % is not shown as done. */
  percent: number;
  /** What is still missing (0 when reached). */
  left: bigint;
  reached: boolean;
};

export const meter = (value: string, target: string): Meter => {
  const v = BigInt(value);
  const goal = BigInt(target);
  const reached = v >= goal;
  const percent = goal <= 0n || reached ? 100 : Number(((v < 0n ? 0n : v) * 100n) / goal);
  return { value: v, target: goal, percent, left: reached ? 0n : goal - v, reached };
};

export type VipProgress = {
  current: TVipLevel | undefined;
  /** The level above the member's; null at the top of the ladder. */
  next: TVipLevel | null;
  /** This month's deposits and valid bet against the next level's thresholds (null at the top). */
  deposits: Meter | null;
  validBet: Meter | null;
};

/** The ladder from the lowest level up. */
export const sortedLevels = (levels: readonly TVipLevel[]): TVipLevel[] => [...levels].sort((a, b) => a.level - b.level);

/**
 * Where the member stands: their level, the next one up and how far this
 * month's deposits and valid bet are from its thresholds (a level is reached
 * with both, over the review period).
 */
export const vipProgress = (info: Pick<TVipInfo, 'level' | 'levels' | 'deposits' | 'validBet'>): VipProgress => {
  const ladder = sortedLevels(info.levels);
  const current = ladder.find((l) => l.level === info.level);
  const next = ladder.find((l) => l.level > info.level) ?? null;
  if (!next) return { current, next: null, deposits: null, validBet: null };
  return { current, next, deposits: meter(info.deposits, next.depositThreshold), validBet: meter(info.validBet, next.validBetThreshold) };
};
