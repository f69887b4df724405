/**
 * The live tables' page: the pure rules it follows (tested in logic.test.ts). What a round
 * deals and pays is the server's; this file turns its answers into what the page shows and
 * keeps the player's chips within the table's limits before they are sent. The launch, the
 * socket, the clock and the money are the studio pages' shared ones (../shared).
 */
import { RANK_LABELS, SUIT_SIGNS } from '../shared/cards';
import type { Translate, TTextKey } from './i18n';
import type {
  TBaccaratOutcome,
  TChip,
  TColor,
  TColorGameOutcome,
  TDragonTigerOutcome,
  TRouletteColour,
  TRouletteOutcome,
  TRoundView,
  TSicBoOutcome,
  TSpotView,
  TTableGame,
} from './types';

/* ───────────────────────── Money ───────────────────────── */

/** A chip's face: minor units to "0.5", "5", "250", "1K", "2.5K", "1M" (rounded down). */
export function shortAmount(minor: string | bigint): string {
  const v = typeof minor === 'bigint' ? minor : BigInt(minor);
  const trim = (whole: bigint, frac: bigint, digits: number) => {
    const f = frac.toString().padStart(digits, '0').replace(/0+$/, '');
    return f ? `${whole}.${f}` : `${whole}`;
  };
  if (v < 100_000n) return trim(v / 100n, v % 100n, 2);
  if (v < 100_000_000n) return `${trim(v / 100_000n, (v % 100_000n) / 10_000n, 1)}K`;
  return `${trim(v / 100_000_000n, (v % 100_000_000n) / 10_000_000n, 1)}M`;
}

/** A chip's colour tier (0–7) by value: 0.10, 0.50, 1, 5, 10, 50, 100, 500 and up. */
const TIERS = [10n, 50n, 100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n];
export function chipTier(amount: string | bigint): number {
  const v = typeof amount === 'bigint' ? amount : BigInt(amount);
  let tier = 0;
  TIERS.forEach((t, i) => {
    if (v >= t) tier = i;
  });
  return tier;
}

/* ───────────────────────── Chips ───────────────────────── */

export interface TLimits {
  min: bigint;
  max: bigint;
}
export const limitsOf = (l: { min: string; max: string }): TLimits => ({ min: BigInt(l.min), max: BigInt(l.max) });

/** Per spot, the chips' total (a spot may carry several chips). */
export function sumBySpot(chips: readonly TChip[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const c of chips) totals.set(c.spot, (totals.get(c.spot) ?? 0n) + BigInt(c.amount));
  return totals;
}

export const chipsTotal = (chips: readonly TChip[]): bigint => chips.reduce((s, c) => s + BigInt(c.amount), 0n);

/** Why chips cannot go down or be sent: a spot over or under the limit, more than the balance, or nothing to send. */
export type TChipProblem = { kind: 'empty' } | { kind: 'max'; spot: string; max: bigint } | { kind: 'min'; spot: string; min: bigint } | { kind: 'balance'; balance: bigint };

/**
 * The chips waiting to be confirmed with one more chip of `value` on `spot`, or why it cannot
 * go there: the spot's whole stake this round (confirmed and pending) stays within the limits'
 * maximum, and the pending chips within the balance.
 */
export function addChip(pending: readonly TChip[], spot: string, value: bigint, o: { mine: readonly TChip[]; limits: TLimits; balance: bigint }): { pending: TChip[] } | { problem: TChipProblem } {
  const onSpot = (sumBySpot(o.mine).get(spot) ?? 0n) + (sumBySpot(pending).get(spot) ?? 0n);
  if (onSpot + value > o.limits.max) return { problem: { kind: 'max', spot, max: o.limits.max } };
  if (chipsTotal(pending) + value > o.balance) return { problem: { kind: 'balance', balance: o.balance } };
  return { pending: [...pending, { spot, amount: value.toString() }] };
}

/** Undo takes back the last chip put down. */
export const undoChip = (pending: readonly TChip[]): TChip[] => pending.slice(0, -1);

/** What the server would refuse, checked before sending: every spot's round total within [min, max], the chips within the balance. */
export function betProblem(pending: readonly TChip[], mine: readonly TChip[], limits: TLimits, balance: bigint): TChipProblem | null {
  if (pending.length === 0) return { kind: 'empty' };
  const before = sumBySpot(mine);
  for (const [spot, amount] of sumBySpot(pending)) {
    const total = (before.get(spot) ?? 0n) + amount;
    if (total < limits.min) return { kind: 'min', spot, min: limits.min };
    if (total > limits.max) return { kind: 'max', spot, max: limits.max };
  }
  if (chipsTotal(pending) > balance) return { kind: 'balance', balance };
  return null;
}

/** The pending chips as one bet: one entry per spot, in the order the spots were first bet. */
export function chipsToSend(pending: readonly TChip[]): TChip[] {
  return [...sumBySpot(pending)].map(([spot, amount]) => ({ spot, amount: amount.toString() }));
}

/** Rebet: last round's chips (per spot) put down again as pending, if they fit the limits and balance. */
export function rebet(last: readonly TChip[], o: { mine: readonly TChip[]; limits: TLimits; balance: bigint }): { pending: TChip[] } | { problem: TChipProblem } {
  const pending = chipsToSend(last);
  const problem = betProblem(pending, o.mine, o.limits, o.balance);
  return problem ? { problem } : { pending };
}

/* ───────────────────────── Clock and phases ───────────────────────── */

/** Whole seconds left until `untilIso` at server time `serverNowMs` (rounded up, never below 0). */
export function secondsLeft(untilIso: string, serverNowMs: number): number {
  const ms = Date.parse(untilIso) - serverNowMs;
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

export type TTablePhase = 'maintenance' | 'waiting' | 'betting' | 'closed' | 'dealing' | 'result' | 'void';

/** What the table shows: betting until closesAt by the server's clock ("No more bets" until the deal arrives), the deal, the result. */
export function tablePhase(round: Pick<TRoundView, 'phase' | 'closesAt'> | null, status: 'open' | 'maintenance', serverNowMs: number): TTablePhase {
  if (status === 'maintenance') return 'maintenance';
  if (!round) return 'waiting';
  switch (round.phase) {
    case 'betting':
      return serverNowMs < Date.parse(round.closesAt) ? 'betting' : 'closed';
    case 'dealing':
      return 'dealing';
    case 'settled':
      return 'result';
    case 'void':
      return 'void';
  }
}

/* ───────────────────────── The reveal ───────────────────────── */

/**
 * When each step of the deal shows, in ms after the betting closed, and when the result is
 * on the table: cards one by one, the dice landing, the ball dropping. Tied to the round's
 * clock, so a page opened in the middle of a deal shows it as far as everyone else sees it.
 */
export function revealPlan(game: TTableGame, dealingMs: number, cards = 6): { steps: number[]; doneAt: number } {
  switch (game) {
    case 'baccarat': {
      const step = Math.max(300, Math.min(1100, Math.floor((dealingMs - 1800) / 6)));
      const steps = Array.from({ length: cards }, (_, i) => 500 + i * step);
      return { steps, doneAt: steps[steps.length - 1]! + 700 };
    }
    case 'dragon-tiger': {
      const step = Math.max(400, Math.min(1400, Math.floor((dealingMs - 1500) / 2)));
      return { steps: [500, 500 + step], doneAt: 500 + step + 700 };
    }
    case 'roulette': {
      const spin = Math.max(1000, Math.min(6500, dealingMs - 1200));
      return { steps: [spin], doneAt: spin };
    }
    case 'sic-bo':
    case 'color-game': {
      const shake = Math.max(800, Math.min(3000, Math.floor(dealingMs * 0.55)));
      return { steps: [shake], doneAt: shake + 400 };
    }
  }
}

/** Steps shown by `elapsed` ms after the betting closed. */
export const stepsShown = (steps: readonly number[], elapsed: number): number => steps.filter((s) => elapsed >= s).length;

/* ───────────────────────── Cards ───────────────────────── */

export const cardRank = (card: number): number => Math.floor(card / 4);
export const cardSuit = (card: number): number => card % 4;
const RANK_KEYS: readonly TTextKey[] = ['rankA', 'rank2', 'rank3', 'rank4', 'rank5', 'rank6', 'rank7', 'rank8', 'rank9', 'rank10', 'rankJ', 'rankQ', 'rankK'];
const SUIT_KEYS: readonly TTextKey[] = ['suitSpades', 'suitHearts', 'suitDiamonds', 'suitClubs'];

/** "10♥". */
export const cardShort = (card: number): string => `${RANK_LABELS[cardRank(card)]}${SUIT_SIGNS[cardSuit(card)]}`;

/** "Ten of Hearts" (for screen readers and titles). */
export const cardName = (card: number, t: Translate): string => t('cardName', { rank: t(RANK_KEYS[cardRank(card)]!), suit: t(SUIT_KEYS[cardSuit(card)]!) });

/** Baccarat: ace 1, 2–9 their value, 10 and pictures 0. */
export const baccaratValue = (card: number): number => (cardRank(card) >= 9 ? 0 : cardRank(card) + 1);
export const handTotal = (cards: readonly number[]): number => cards.reduce((s, c) => s + baccaratValue(c), 0) % 10;

export interface TDealtCard {
  side: 'player' | 'banker';
  /** Position in its hand (2 is the third card). */
  index: number;
  card: number;
}

/** The dealing order: Player, Banker, Player, Banker, then Player's third card and Banker's third. */
export function baccaratDealOrder(o: Pick<TBaccaratOutcome, 'player' | 'banker'>): TDealtCard[] {
  const order: TDealtCard[] = [];
  const at = (side: 'player' | 'banker', index: number) => {
    const card = (side === 'player' ? o.player : o.banker)[index];
    if (card !== undefined) order.push({ side, index, card });
  };
  at('player', 0);
  at('banker', 0);
  at('player', 1);
  at('banker', 1);
  at('player', 2);
  at('banker', 2);
  return order;
}

/* ───────────────────────── Results ───────────────────────── */

const COLOR_KEYS: Record<TColor, TTextKey> = { yellow: 'colorYellow', white: 'colorWhite', pink: 'colorPink', blue: 'colorBlue', red: 'colorRed', green: 'colorGreen' };
export const colorName = (c: TColor, t: Translate): string => t(COLOR_KEYS[c]);
const ROULETTE_COLOUR_KEYS: Record<TRouletteColour, TTextKey> = { red: 'rouletteRed', black: 'rouletteBlack', green: 'rouletteGreen' };

/** The result in one line: "Player wins 7–5 · Banker pair", "Dragon wins K♠–7♥", "2 · 3 · 6 = 11 · Big · Odd", "17 Black", "Red · Red · Blue". */
export function resultHeadline(game: TTableGame, outcome: unknown, t: Translate): string {
  switch (game) {
    case 'baccarat': {
      const o = outcome as TBaccaratOutcome;
      const p = { player: o.playerTotal, banker: o.bankerTotal };
      const head = o.winner === 'player' ? t('resultPlayer', p) : o.winner === 'banker' ? t('resultBanker', p) : t('resultTie', p);
      return [head, o.playerPair ? t('pairPlayer') : '', o.bankerPair ? t('pairBanker') : ''].filter(Boolean).join(' · ');
    }
    case 'dragon-tiger': {
      const o = outcome as TDragonTigerOutcome;
      const p = { dragon: cardShort(o.dragon), tiger: cardShort(o.tiger) };
      return o.winner === 'dragon' ? t('resultDragon', p) : o.winner === 'tiger' ? t('resultTiger', p) : o.suitedTie ? t('resultSuitedTie', p) : t('resultDtTie', p);
    }
    case 'sic-bo': {
      const o = outcome as TSicBoOutcome;
      const dice = o.dice.join(' · ');
      if (o.triple) return t('resultSicBoTriple', { dice, total: o.total, face: o.dice[0] });
      return t('resultSicBo', { dice, total: o.total, size: t(o.total >= 11 ? 'sizeBig' : 'sizeSmall'), parity: t(o.total % 2 === 1 ? 'parityOdd' : 'parityEven') });
    }
    case 'roulette': {
      const o = outcome as TRouletteOutcome;
      return t('resultRoulette', { number: o.number, colour: t(ROULETTE_COLOUR_KEYS[o.colour]) });
    }
    case 'color-game':
      return (outcome as TColorGameOutcome).dice.map((c) => colorName(c, t)).join(' · ');
  }
}

export interface THistoryItem {
  /** What the chip shows ("B", "17", "11"); empty for the colour game, which shows `dots`. */
  text: string;
  /** The chip's colour: banker / player / tie, red / black / green, big / small / triple, or a colour. */
  tone: string;
  dots?: TColor[];
  /** The result in words (title and screen readers). */
  label: string;
}

/** One result as the history strip shows it. */
export function historyItem(game: TTableGame, outcome: unknown, t: Translate): THistoryItem {
  const label = resultHeadline(game, outcome, t);
  switch (game) {
    case 'baccarat': {
      const w = (outcome as TBaccaratOutcome).winner;
      return { text: t(w === 'banker' ? 'letterBanker' : w === 'player' ? 'letterPlayer' : 'letterTie'), tone: w, label };
    }
    case 'dragon-tiger': {
      const w = (outcome as TDragonTigerOutcome).winner;
      return { text: t(w === 'dragon' ? 'letterDragon' : w === 'tiger' ? 'letterTiger' : 'letterDtTie'), tone: w === 'dragon' ? 'banker' : w === 'tiger' ? 'player' : 'tie', label };
    }
    case 'sic-bo': {
      const o = outcome as TSicBoOutcome;
      return { text: String(o.total), tone: o.triple ? 'triple' : o.total >= 11 ? 'big' : 'small', label };
    }
    case 'roulette': {
      const o = outcome as TRouletteOutcome;
      return { text: String(o.number), tone: o.colour, label };
    }
    case 'color-game':
      return { text: '', tone: 'colors', dots: [...(outcome as TColorGameOutcome).dice], label };
  }
}

/* ───────────────────────── Roulette ───────────────────────── */

/** The pockets clockwise from zero, as on the wheel. */
export const WHEEL_ORDER: readonly number[] = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const rouletteColour = (n: number): TRouletteColour => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

const ONE_TO_36 = Array.from({ length: 36 }, (_, i) => i + 1);

/** The numbers a roulette spot covers ("split:17-20" → 17, 20; "dozen:2" → 13…24; "red" → the reds). */
export function spotNumbers(spot: string): number[] {
  const [kind, arg = ''] = spot.split(':');
  switch (kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return arg.split('-').map(Number);
    case 'column':
      return ONE_TO_36.filter((n) => (n - 1) % 3 === Number(arg) - 1);
    case 'dozen':
      return ONE_TO_36.filter((n) => Math.ceil(n / 12) === Number(arg));
    case 'red':
      return ONE_TO_36.filter((n) => RED.has(n));
    case 'black':
      return ONE_TO_36.filter((n) => !RED.has(n));
    case 'odd':
      return ONE_TO_36.filter((n) => n % 2 === 1);
    case 'even':
      return ONE_TO_36.filter((n) => n % 2 === 0);
    case 'low':
      return ONE_TO_36.filter((n) => n <= 18);
    case 'high':
      return ONE_TO_36.filter((n) => n >= 19);
    default:
      return [];
  }
}

/** Where an inside bet's hit area sits on a number of the upright layout (rows of three: 1 2 3 / 4 5 6 …, zero on top). */
export type THotspotPlace = 'right' | 'bottom' | 'corner' | 'left' | 'left-bottom' | 'top' | 'top-right' | 'top-left';
export interface THotspot {
  spot: string;
  /** The number whose cell carries the hit area. */
  anchor: number;
  place: THotspotPlace;
}

/** Splits, streets, corners, lines and the zero bets as hit areas on the number cells (pointer screens only). */
export function insideHotspots(): THotspot[] {
  const spots: THotspot[] = [];
  const add = (kind: string, numbers: number[], anchor: number, place: THotspotPlace) => spots.push({ spot: `${kind}:${[...numbers].sort((a, b) => a - b).join('-')}`, anchor, place });
  for (const n of [1, 2, 3]) add('split', [0, n], n, 'top');
  add('street', [0, 1, 2], 1, 'top-right');
  add('street', [0, 2, 3], 2, 'top-right');
  add('corner', [0, 1, 2, 3], 1, 'top-left');
  for (const n of ONE_TO_36) {
    const col = (n - 1) % 3;
    if (col < 2) add('split', [n, n + 1], n, 'right');
    if (n <= 33) add('split', [n, n + 3], n, 'bottom');
    if (col < 2 && n <= 32) add('corner', [n, n + 1, n + 3, n + 4], n, 'corner');
    if (col === 0) add('street', [n, n + 1, n + 2], n, 'left');
    if (col === 0 && n <= 31) add('line', [n, n + 1, n + 2, n + 3, n + 4, n + 5], n, 'left-bottom');
  }
  return spots;
}

/**
 * The wheel's next resting angle (degrees, clockwise): at least `turns` full turns past
 * `prev`, with the pocket at index `pocket` of WHEEL_ORDER under the marker at the top.
 */
export function wheelTarget(prev: number, pocket: number, turns = 5): number {
  const want = (((-pocket * 360) / WHEEL_ORDER.length) % 360 + 360) % 360;
  const base = prev + turns * 360;
  const at = ((base % 360) + 360) % 360;
  return base + ((want - at + 360) % 360);
}

/* ───────────────────────── Winning spots ───────────────────────── */

/** The spots the outcome makes win (lit on the layout): a push (Player and Banker on a tie) is not a win. */
export function winningSpots(game: TTableGame, outcome: unknown): Set<string> {
  const win = new Set<string>();
  switch (game) {
    case 'baccarat': {
      const o = outcome as TBaccaratOutcome;
      win.add(o.winner);
      if (o.playerPair) win.add('player-pair');
      if (o.bankerPair) win.add('banker-pair');
      break;
    }
    case 'dragon-tiger': {
      const o = outcome as TDragonTigerOutcome;
      win.add(o.winner);
      if (o.suitedTie) win.add('suited-tie');
      break;
    }
    case 'sic-bo': {
      const o = outcome as TSicBoOutcome;
      const count = (f: number) => o.dice.filter((d) => d === f).length;
      if (!o.triple) {
        win.add(o.total >= 11 ? 'big' : 'small');
        win.add(o.total % 2 === 1 ? 'odd' : 'even');
      }
      if (o.total >= 4 && o.total <= 17) win.add(`total-${o.total}`);
      if (o.triple) {
        win.add('any-triple');
        win.add(`triple-${o.dice[0]}`);
      }
      for (let a = 1; a <= 6; a++) {
        if (count(a) >= 1) win.add(`single-${a}`);
        if (count(a) >= 2) win.add(`double-${a}`);
        for (let b = a + 1; b <= 6; b++) if (count(a) >= 1 && count(b) >= 1) win.add(`combo-${a}-${b}`);
      }
      break;
    }
    case 'roulette': {
      const n = (outcome as TRouletteOutcome).number;
      win.add(`straight:${n}`);
      for (const spot of ['column:1', 'column:2', 'column:3', 'dozen:1', 'dozen:2', 'dozen:3', 'red', 'black', 'odd', 'even', 'low', 'high']) if (spotNumbers(spot).includes(n)) win.add(spot);
      for (const h of insideHotspots()) if (spotNumbers(h.spot).includes(n)) win.add(h.spot);
      break;
    }
    case 'color-game':
      for (const c of (outcome as TColorGameOutcome).dice) win.add(c);
      break;
  }
  return win;
}

/* ───────────────────────── Sic Bo groups ───────────────────────── */

export const SIC_BO_GROUPS = ['main', 'totals', 'dice', 'pairs'] as const;
export type TSicBoGroup = (typeof SIC_BO_GROUPS)[number];

/** The tab a Sic Bo spot sits under on a phone. */
export function sicBoGroup(spot: string): TSicBoGroup {
  if (spot.startsWith('total-')) return 'totals';
  if (spot.startsWith('combo-')) return 'pairs';
  if (spot.startsWith('single-') || spot.startsWith('double-') || spot.startsWith('triple-')) return 'dice';
  return 'main';
}

/* ───────────────────────── Spots and rules ───────────────────────── */

/** A spot's name in the page's language: its nameKey filled with nameParams, the server's English label when the key is unknown. */
export function spotName(spot: Pick<TSpotView, 'nameKey' | 'nameParams' | 'label'>, t: Translate, has: (key: string) => key is TTextKey): string {
  return has(spot.nameKey) ? t(spot.nameKey, spot.nameParams) : spot.label;
}

export interface TRulesRow {
  /** The kind's name (several spots that pay alike) or one spot's. */
  name: string;
  pays: string;
  /** How many spots the row stands for. */
  count: number;
}

const KIND_KEYS: Readonly<Record<string, TTextKey>> = {
  Total: 'kindTotal',
  'Specific triple': 'kindTriple',
  'Specific double': 'kindDouble',
  'Two-dice combination': 'kindCombo',
  'Single number': 'kindSingle',
  'Straight up': 'kindStraight',
  Split: 'kindSplit',
  Trio: 'kindTrio',
  Street: 'kindStreet',
  Corner: 'kindCorner',
  'Six line': 'kindLine',
  Column: 'kindColumn',
  Dozen: 'kindDozen',
  Colour: 'kindColour',
};

/**
 * The Rules dialog's pay table from the session's spots: spots of one kind that pay alike make
 * one row (every split pays 17:1), a kind whose spots pay differently lists each (Sic Bo's totals).
 */
export function rulesRows(spots: readonly TSpotView[], t: Translate, has: (key: string) => key is TTextKey): TRulesRow[] {
  const kinds = new Map<string, TSpotView[]>();
  for (const s of spots) kinds.set(s.kind, [...(kinds.get(s.kind) ?? []), s]);
  const rows: TRulesRow[] = [];
  for (const [kind, list] of kinds) {
    const pays = new Set(list.map((s) => s.pays));
    if (list.length === 1) rows.push({ name: spotName(list[0]!, t, has), pays: list[0]!.pays, count: 1 });
    else if (pays.size === 1) rows.push({ name: KIND_KEYS[kind] ? t(KIND_KEYS[kind]) : kind, pays: list[0]!.pays, count: list.length });
    else for (const s of list) rows.push({ name: spotName(s, t, has), pays: s.pays, count: 1 });
  }
  return rows;
}
