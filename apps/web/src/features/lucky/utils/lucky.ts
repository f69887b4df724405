/**
 * The arithmetic of the red-envelope and wheel pages: countdowns, odds,
 * where each segment sits on the wheel and how far to turn it so the
 * pointer stops on the segment the server answered.
 */

/** A duration split for a countdown ("2 d 03:04:05"); a past instant counts as zero. */
export const splitDuration = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "03:04:05", the days apart (the caller words them). */
export const clockOf = (ms: number): { days: number; clock: string } => {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
};

/** A segment's odds as the member reads them: weight over the total, in per cent with 2 decimals ("12.50%"). */
export const oddsPercent = (weight: number, totalWeight: number): string => (totalWeight > 0 ? `${((weight * 100) / totalWeight).toFixed(2)}%` : '—');

/** "12,500": whole points (up to 15 digits, so BigInt). */
export const formatCount = (amount: string | number | bigint): string => BigInt(amount).toLocaleString('en-US');

/** How much a member still lacks toward a requirement (minor units), or null when nothing is lacking or the progress is unknown. */
export const shortfall = (required: string, progress: string | null): bigint | null => {
  if (progress === null) return null;
  const left = BigInt(required) - BigInt(progress);
  return left > 0n ? left : null;
};

/** Progress toward a requirement, 0–100 (a bar's width). */
export const progressPercent = (required: string, progress: string | null): number => {
  if (progress === null) return 0;
  const need = BigInt(required);
  if (need <= 0n) return 100;
  const have = BigInt(progress);
  if (have >= need) return 100;
  return Number((have * 1000n) / need) / 10;
};

export type Arc = { start: number; end: number; mid: number };

/**
 * Each segment's arc in degrees, clockwise from the top: its size is its
 * weight's share of the total, so the wheel drawn is the real odds.
 */
export const segmentArcs = (weights: readonly number[]): Arc[] => {
  const total = weights.reduce((a, b) => a + b, 0);
  let upTo = 0;
  return weights.map((w) => {
    const start = (upTo / total) * 360;
    upTo += w;
    const end = (upTo / total) * 360;
    return { start, end, mid: (start + end) / 2 };
  });
};

const mod360 = (deg: number) => ((deg % 360) + 360) % 360;

/** The segment under the pointer (at the top) when the wheel is turned clockwise by `rotation` degrees. */
export const segmentAtPointer = (rotation: number, arcs: readonly Arc[]): number => {
  const at = mod360(-rotation);
  const i = arcs.findIndex((a) => at >= a.start && at < a.end);
  return i === -1 ? arcs.length - 1 : i;
};

/** Whole turns the wheel makes before it stops. */
export const SPIN_TURNS = 5;

/**
 * The rotation (clockwise degrees, always further than `from`) that leaves
 * the pointer on segment `index`: its middle, moved by `jitter` (−1…1) up to
 * 35 % of its half-width so a stop does not look rehearsed.
 */
export const landingRotation = (from: number, arc: Arc, jitter = 0): number => {
  const target = arc.mid + Math.max(-1, Math.min(1, jitter)) * 0.35 * ((arc.end - arc.start) / 2);
  const turn = mod360(-target - from);
  return from + SPIN_TURNS * 360 + turn;
};

/** A point on the wheel's rim (radius r, angle clockwise from the top), in SVG coordinates around 0,0. */
export const polar = (r: number, deg: number): [number, number] => {
  const rad = (deg * Math.PI) / 180;
  return [r * Math.sin(rad), -r * Math.cos(rad)];
};

/** The SVG path of one segment: a slice from the centre. */
export const slicePath = (r: number, arc: Arc): string => {
  if (arc.end - arc.start >= 359.999) return `M0 ${-r}A${r} ${r} 0 1 1 0 ${r}A${r} ${r} 0 1 1 0 ${-r}Z`;
  const [x1, y1] = polar(r, arc.start);
  const [x2, y2] = polar(r, arc.end);
  const large = arc.end - arc.start > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(3);
  return `M0 0L${f(x1)} ${f(y1)}A${r} ${r} 0 ${large} 1 ${f(x2)} ${f(y2)}Z`;
};

/** Dark or light text, whichever reads better on a segment's colour (WCAG relative luminance). */
export const inkOn = (hex: string): 'dark' | 'light' => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return l > 0.4 ? 'dark' : 'light';
};

const SEED_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A client seed made in this browser: 20 characters of [A-Za-z0-9_-] (the server's rule is 1 to 64 of them). */
export const randomClientSeed = (): string => Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => SEED_CHARS[b % 64]).join('');

export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

export type WeightsParse = { weights: number[]; error: null } | { weights: null; error: 'format' | 'count' | 'range' };

/** "10, 30, 60" → [10, 30, 60]: whole numbers 1…maxWeight, minCount…maxCount of them. */
export const parseWeights = (text: string, { minCount, maxCount, maxWeight }: { minCount: number; maxCount: number; maxWeight: number }): WeightsParse => {
  const parts = text
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.some((p) => !/^\d{1,9}$/.test(p))) return { weights: null, error: 'format' };
  const weights = parts.map(Number);
  if (weights.length < minCount || weights.length > maxCount) return { weights: null, error: 'count' };
  if (weights.some((w) => w < 1 || w > maxWeight)) return { weights: null, error: 'range' };
  return { weights, error: null };
};

/** The cumulative ticket ranges of the weights: segment i wins tickets [from, to). */
export const ticketRanges = (weights: readonly number[]): { from: number; to: number }[] => {
  let upTo = 0;
  return weights.map((w) => {
    const from = upTo;
    upTo += w;
    return { from, to: upTo };
  });
};
