import type { TPointReward } from '@wps/contracts/player';

/** Points arrive as strings of whole points (the ledger's unit); anything else reads as 0. */
export const toPoints = (text: string | number): bigint => {
  const s = String(text).trim();
  return /^-?\d+$/.test(s) ? BigInt(s) : 0n;
};

/** "12,345" (thousands separators, as money is shown); signed when asked: "+1,200", "-500". */
export const formatPoints = (value: string | number | bigint, { signed = false }: { signed?: boolean } = {}): string => {
  const v = typeof value === 'bigint' ? value : toPoints(value);
  const abs = (v < 0n ? -v : v).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (v < 0n) return `-${abs}`;
  return signed && v > 0n ? `+${abs}` : abs;
};

/**
 * The money (minor units) a number of points becomes: pointsPerUnit points
 * make 1.00, so points × 100 / pointsPerUnit, rounded down to the cent.
 */
export const pointsToMinor = (points: bigint, pointsPerUnit: number): bigint => (pointsPerUnit > 0 && points > 0n ? (points * 100n) / BigInt(pointsPerUnit) : 0n);

export type ConvertProblem = 'required' | 'below_minimum' | 'above_balance' | 'too_large';

/** The contract's bound on one conversion. */
export const CONVERT_MAX = 1_000_000_000;

/** Why a conversion of `points` cannot be sent, or null: a whole number, at least the minimum, at most what the member has. */
export const checkConvert = (points: bigint | null, { minConvert, balance }: { minConvert: number; balance: bigint }): ConvertProblem | null => {
  if (points === null || points <= 0n) return 'required';
  if (points < BigInt(minConvert)) return 'below_minimum';
  if (points > balance) return 'above_balance';
  if (points > BigInt(CONVERT_MAX)) return 'too_large';
  return null;
};

/** What a typed quantity of points reads as: digits only, else null. */
export const parsePointsInput = (text: string): bigint | null => {
  const s = text.replace(/[,\s]/g, '');
  return /^\d{1,13}$/.test(s) ? BigInt(s) : null;
};

/** The contract's bound on one redemption. */
export const REDEEM_MAX_QUANTITY = 100;

export type RedeemBlock = 'sold_out' | 'limit_reached' | 'not_enough_points';

/**
 * How many of a reward the member may redeem at once: bounded by the stock,
 * what is left of their limit, their points and the contract's 100; with
 * why it is none.
 */
export const redeemable = (reward: TPointReward, balance: bigint): { max: number; block: RedeemBlock | null } => {
  if (reward.stock !== null && reward.stock <= 0) return { max: 0, block: 'sold_out' };
  if (reward.availableQuantity !== null && reward.availableQuantity <= 0) return { max: 0, block: 'limit_reached' };
  const affordable = reward.points > 0 ? balance / BigInt(reward.points) : BigInt(REDEEM_MAX_QUANTITY);
  if (affordable < 1n) return { max: 0, block: 'not_enough_points' };
  const bounds = [REDEEM_MAX_QUANTITY, Number(affordable > 100n ? 100n : affordable)];
  if (reward.stock !== null) bounds.push(reward.stock);
  if (reward.availableQuantity !== null) bounds.push(reward.availableQuantity);
  return { max: Math.min(...bounds), block: null };
};
