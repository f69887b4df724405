/**
 * Crash's page: the pure rules it follows (tested in logic.test.ts). The game's own rules (the
 * curve, the cash-out targets) come from @wps/fair; this file turns them and the server's
 * answers into what the page shows: the clock, the multiplier, the cash-out value, the graph's
 * scale and ticks, the history's colours. The launch, the bet field and the money are the
 * studio pages' shared ones (../shared).
 */
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, crashMultiplierAt, crashPoint, sha256Hex } from '@wps/fair';
import type { TMode } from '../shared/launch';

/* ───────────────────────── Clock ───────────────────────── */

/** The server's time now, by the local clock and the offset. */
export const serverTime = (localNow: number, offset: number | null): number => localNow + (offset ?? 0);

/** Milliseconds left until `untilIso` at server time `serverNowMs` (never below 0). */
export function msUntil(untilIso: string, serverNowMs: number): number {
  const at = Date.parse(untilIso);
  return Number.isNaN(at) ? 0 : Math.max(0, at - serverNowMs);
}

/** A countdown's text: "5.3" seconds (tenths, rounded up so it never shows 0.0 early). */
export const countdownText = (ms: number): string => (Math.ceil(Math.max(0, ms) / 100) / 10).toFixed(1);

/* ───────────────────────── Multiplier ───────────────────────── */

/**
 * The multiplier shown now, hundredths: the curve from take-off while the round flies, the
 * bust point once it crashed, 1.00× before take-off.
 */
export function shownMultiplier(round: { phase: 'betting' | 'running' | 'crashed'; startsAt: string; point?: number } | null, serverNowMs: number): number {
  if (!round) return 100;
  if (round.phase === 'crashed') return round.point ?? 100;
  if (round.phase === 'betting') return 100;
  const startsAt = Date.parse(round.startsAt);
  return Number.isNaN(startsAt) ? 100 : crashMultiplierAt(serverNowMs - startsAt);
}

/** Hundredths to "2.41", "1,234.00" (truncated: never more than it is). */
export function formatMultiplier(hundredths: number): string {
  const h = Math.max(0, Math.floor(hundredths));
  const whole = String(Math.floor(h / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(h % 100).padStart(2, '0')}`;
}

/** The auto cash-out field: "2", "2.5", "2,50", "1.01×" → hundredths within the rules' targets; null otherwise. */
export function parseTarget(text: string): number | null {
  const m = /^(\d{1,7})(?:[.,](\d{0,2}))?\s*[x×]?$/i.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0') || '0');
  return value >= CRASH_MIN_TARGET && value <= CRASH_MAX_TARGET ? value : null;
}

/** What the auto cash-out field shows for a target: 200 → "2.00" (no separators: it is typed back). */
export const targetText = (hundredths: number): string => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/**
 * What a bet is paid when cashed out now: the amount × the multiplier (the auto target when the
 * curve is past it, as the studio pays), floored to the minor unit, at most the maximum win.
 */
export function cashoutValue(amount: bigint, multiplierHundredths: number, autoCashout: number | null | undefined, maxWin: bigint): bigint {
  const at = autoCashout != null && autoCashout <= multiplierHundredths ? autoCashout : multiplierHundredths;
  const value = (amount * BigInt(Math.max(0, Math.floor(at)))) / 100n;
  return maxWin > 0n && value > maxWin ? maxWin : value;
}

/* ───────────────────────── History ───────────────────────── */

export type TPointTone = 'low' | 'mid' | 'high';

/** A bust point's colour: under 2× red-ish, from 2× green, from 10× gold. */
export const pointTone = (hundredths: number): TPointTone => (hundredths >= 1000 ? 'high' : hundredths >= 200 ? 'mid' : 'low');

/** The site's verifier for one round (the query names the verifier reads). */
export function verifyUrl(hash: string, salt: string, terminatingHash: string | null): string {
  const q = new URLSearchParams({ game: 'crash', hash, salt });
  if (terminatingHash) q.set('terminatingHash', terminatingHash);
  return `/provably-fair?${q.toString()}`;
}

/** "0f3a9c…b41e": a hash short enough for a row. */
export const shortHash = (hash: string, keep = 6): string => (hash.length <= keep * 2 + 1 ? hash : `${hash.slice(0, keep)}…${hash.slice(-keep)}`);

/* ───────────────────────── Auto-bet ───────────────────────── */

export interface TAutoSettings {
  rounds: number;
  stopOnLoss: boolean;
}

/** Auto-bet goes on while rounds remain, the last bet did not lose with stop-on-loss set, and the balance covers the bet. */
export function autoBetContinues(o: { remaining: number; lost: boolean; stopOnLoss: boolean; balance: bigint; bet: bigint }): boolean {
  if (o.remaining <= 0) return false;
  if (o.lost && o.stopOnLoss) return false;
  return o.balance >= o.bet;
}

/* ───────────────────────── Graph ───────────────────────── */

/** The curve's own growth (crashMultiplierAt without the flooring): the line drawn between frames. */
export const curveAt = (elapsedMs: number): number => Math.exp(0.00006 * Math.max(0, elapsedMs));

/**
 * The graph's axes for a flight `elapsedMs` long at `multiplier` (hundredths): at least 8 s
 * and 2×, and the curve's head kept at about 85 % across and 80 % up as the flight grows.
 */
export function graphScale(elapsedMs: number, multiplierHundredths: number): { xMaxMs: number; yMax: number } {
  const m = Math.max(1, multiplierHundredths / 100);
  return { xMaxMs: Math.max(8_000, elapsedMs / 0.85), yMax: Math.max(2, 1 + (m - 1) / 0.8) };
}

/** A step of 1, 2 or 5 × 10^n giving about `count` ticks over `span`. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
}

/** Tick values from `from` (excluded when not on a step) up to `to`, about `count` of them. */
export function ticks(from: number, to: number, count: number): number[] {
  const step = niceStep(to - from, count);
  const out: number[] = [];
  const first = Math.ceil(from / step - 1e-9) * step;
  for (let v = first; v <= to + 1e-9 && out.length < 50; v += step) out.push(Number(v.toFixed(6)));
  return out;
}

/** A multiplier tick's label: 1.5 → "1.5×", 2 → "2×", 1000 → "1,000×". */
export function tickLabel(multiplier: number): string {
  const rounded = Number(multiplier.toFixed(2));
  const [whole, frac] = String(rounded).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}×`;
}

/** The curve from take-off to `elapsedMs` as graph points (x 0..1 across, y 0..1 up), `samples` + 1 of them. */
export function curvePoints(elapsedMs: number, scale: { xMaxMs: number; yMax: number }, samples = 48): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  const end = Math.max(0, elapsedMs);
  for (let i = 0; i <= samples; i++) {
    const t = (end * i) / samples;
    out.push({ x: t / scale.xMaxMs, y: (curveAt(t) - 1) / (scale.yMax - 1) });
  }
  return out;
}

/* ───────────────────────── Players ───────────────────────── */

/**
 * The name the studio shows for a player's bets (the server's maskedName: "Guest" in fun mode,
 * "Player ••" and the id's last 3 characters otherwise), to find your own row in the list.
 */
export const maskedNameOf = (mode: TMode, playerId: string | undefined): string | null => (mode === 'fun' ? 'Guest' : playerId ? `Player ••${playerId.slice(-3)}` : null);

/** Your row in everyone's bets: the first with your name, amount and state (names are masked, so a look-alike may stand in: same values). */
export function mineIndex(
  bets: readonly { name: string; amount: string; status: string; cashedAt?: number }[],
  mine: { amount: string; status: string; cashedAt?: number } | null,
  name: string | null,
): number {
  if (!mine || !name) return -1;
  const open = (s: string) => s === 'pending' || s === 'placed';
  return bets.findIndex((b) => b.name === name && b.amount === mine.amount && (b.status === mine.status || (open(b.status) && open(mine.status))) && b.cashedAt === mine.cashedAt);
}

/* ───────────────────────── Fairness ───────────────────────── */

export interface TRoundCheck {
  /** The bust point recomputed from the revealed hash and the salt matches the one played. */
  pointOk: boolean;
  /** SHA-256 of this round's hash is the previous game's hash (null when that game is not listed). */
  chained: boolean | null;
}

/** Checks the listed rounds (newest first) against the chain's salt and against each other. */
export function checkRounds(history: readonly { gameNo: number; point: number; hash: string }[], salt: string): TRoundCheck[] {
  const byGame = new Map(history.map((h) => [h.gameNo, h.hash]));
  return history.map((h) => {
    const previous = byGame.get(h.gameNo - 1);
    return { pointOk: crashPoint(h.hash, salt) === h.point, chained: previous === undefined ? null : sha256Hex(h.hash) === previous };
  });
}
