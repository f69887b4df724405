import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  EDGE_BP,
  HILO_MAX_CARDS,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  MINES_MAX,
  MINES_MIN,
  ORIGINAL_GAMES,
  PLINKO_RISKS,
  PLINKO_ROWS,
  ZDiceParams,
  ZKenoParams,
  ZMinesParams,
  ZPlinkoParams,
  type DiceDirection,
  type FairInput,
  type HiloMove,
  type OriginalGame,
  type PlinkoRisk,
  type PlinkoRows,
  type TPublicRound,
  type VerifyParams,
} from '@wps/fair';

/** The verifier's fields as typed (text), so a half-typed value stays on screen until it makes sense. */
export interface VerifierForm {
  game: OriginalGame;
  serverSeed: string;
  /** The hash the game showed before play, to compare with the seed's (optional). */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** Dice target as shown in the game: 0.00 to 100.00. */
  target: string;
  direction: DiceDirection;
  /** House edge of Dice and Hi-Lo, percent as shown in the game. */
  edge: string;
  rows: PlinkoRows;
  risk: PlinkoRisk;
  mines: string;
  picks: string;
  moves: string;
  gameHash: string;
  salt: string;
  terminatingHash: string;
}

export const DEFAULT_FORM: VerifierForm = {
  game: 'dice',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  target: '50.00',
  direction: 'over',
  edge: percentOfBp(EDGE_BP.default),
  rows: 16,
  risk: 'medium',
  mines: '3',
  picks: '',
  moves: '',
  gameHash: '',
  salt: '',
  terminatingHash: '',
};

function percentOfBp(bp: number): string {
  return (bp / 100).toFixed(2);
}

const HILO_MOVES: readonly HiloMove[] = ['higher', 'lower', 'skip'];

const isGame = (v: string | null): v is OriginalGame => v !== null && (ORIGINAL_GAMES as readonly string[]).includes(v);
const isRows = (v: number): v is PlinkoRows => (PLINKO_ROWS as readonly number[]).includes(v);
const isRisk = (v: string | null): v is PlinkoRisk => v !== null && (PLINKO_RISKS as readonly string[]).includes(v);

/**
 * A link's values (`?game=mines&serverSeed=…&clientSeed=…&nonce=4&mines=3`).
 * Text fields are kept as given (the form shows what is wrong with them);
 * choices outside their list fall back to the default.
 */
export function formFromParams(params: URLSearchParams): VerifierForm {
  const text = (name: string, fallback: string) => params.get(name)?.slice(0, 300) ?? fallback;
  const game = params.get('game');
  const direction = params.get('direction');
  const rows = Number(params.get('rows'));
  const risk = params.get('risk');
  return {
    game: isGame(game) ? game : DEFAULT_FORM.game,
    serverSeed: text('serverSeed', ''),
    serverSeedHash: text('serverSeedHash', ''),
    clientSeed: text('clientSeed', ''),
    nonce: text('nonce', DEFAULT_FORM.nonce),
    target: text('target', DEFAULT_FORM.target),
    direction: direction === 'over' || direction === 'under' ? direction : DEFAULT_FORM.direction,
    edge: text('edge', DEFAULT_FORM.edge),
    rows: isRows(rows) ? rows : DEFAULT_FORM.rows,
    risk: isRisk(risk) ? risk : DEFAULT_FORM.risk,
    mines: text('mines', DEFAULT_FORM.mines),
    picks: text('picks', ''),
    moves: text('moves', ''),
    gameHash: text('hash', ''),
    salt: text('salt', ''),
    terminatingHash: text('terminatingHash', ''),
  };
}

/** A round's public record as the form's values; the server seed stays empty while it is secret. */
export function formFromRound(round: TPublicRound): VerifierForm {
  const form: VerifierForm = {
    ...DEFAULT_FORM,
    game: round.game,
    serverSeed: round.serverSeed ?? '',
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    edge: percentOfBp(round.edgeBp),
    moves: round.moves.join(','),
  };
  const dice = ZDiceParams.safeParse(round.params);
  if (round.game === 'dice' && dice.success) return { ...form, target: (dice.data.target / 100).toFixed(2), direction: dice.data.direction };
  const plinko = ZPlinkoParams.safeParse(round.params);
  if (round.game === 'plinko' && plinko.success) return { ...form, rows: plinko.data.rows, risk: plinko.data.risk };
  const mines = ZMinesParams.safeParse(round.params);
  if (round.game === 'mines' && mines.success) return { ...form, mines: String(mines.data.mines) };
  const keno = ZKenoParams.safeParse(round.params);
  if (round.game === 'keno' && keno.success) return { ...form, picks: keno.data.picks.join(',') };
  return form;
}

export type FieldName = 'nonce' | 'target' | 'edge' | 'mines' | 'picks' | 'moves' | 'gameHash' | 'terminatingHash';
export type FieldError =
  | { code: 'nonce' }
  | { code: 'target' }
  | { code: 'chance'; min: string; max: string }
  | { code: 'edge'; min: string; max: string }
  | { code: 'mines'; min: number; max: number }
  | { code: 'picks'; max: number; numbers: number }
  | { code: 'moves'; max: number }
  | { code: 'hash' };
export type MissingField = 'serverSeed' | 'clientSeed' | 'picks' | 'gameHash' | 'salt';

export type VerifyRequest =
  | { game: 'seeded'; input: FairInput; params: VerifyParams }
  | { game: 'crash'; gameHash: string; salt: string; terminatingHash: string | undefined };

export interface ParsedForm {
  errors: Partial<Record<FieldName, FieldError>>;
  missing: MissingField[];
  /** Present when every needed value is there and in range. */
  request: VerifyRequest | null;
}

const HASH = /^[0-9a-f]{64}$/;

const parseNonce = (text: string): number | null => (/^\d{1,16}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null);

/** "50.5" → 5050 hundredths; null unless 0.00–100.00 with at most two decimals. */
const parseTarget = (text: string): number | null => {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const hundredths = Math.round(Number(text) * 100);
  return hundredths <= 10_000 ? hundredths : null;
};

const parseEdge = (text: string): number | null => {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const bp = Math.round(Number(text) * 100);
  return bp >= EDGE_BP.min && bp <= EDGE_BP.max ? bp : null;
};

const tokens = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The targets a direction accepts: its win chance must stay within the game's limits. */
export const targetRange = (direction: DiceDirection): { min: number; max: number } =>
  direction === 'over' ? { min: 10_000 - DICE_MAX_WINNING, max: 10_000 - DICE_MIN_WINNING } : { min: DICE_MIN_WINNING, max: DICE_MAX_WINNING };

/**
 * Reads the form into a verifier request, or says what is missing and what is
 * out of range (in the game's own limits, so the errors are the player's words,
 * not the library's). The library still has the last word: it throws
 * RangeError on anything else.
 */
export function parseForm(form: VerifierForm): ParsedForm {
  const errors: ParsedForm['errors'] = {};
  const missing: MissingField[] = [];

  if (form.game === 'crash') {
    const gameHash = form.gameHash.trim().toLowerCase();
    const salt = form.salt.trim();
    const terminating = form.terminatingHash.trim().toLowerCase();
    if (!gameHash) missing.push('gameHash');
    else if (!HASH.test(gameHash)) errors.gameHash = { code: 'hash' };
    if (!salt) missing.push('salt');
    if (terminating && !HASH.test(terminating)) errors.terminatingHash = { code: 'hash' };
    const ok = missing.length === 0 && Object.keys(errors).length === 0;
    return { errors, missing, request: ok ? { game: 'crash', gameHash, salt, terminatingHash: terminating || undefined } : null };
  }

  const serverSeed = form.serverSeed.trim();
  const clientSeed = form.clientSeed.trim();
  if (!serverSeed) missing.push('serverSeed');
  if (!clientSeed) missing.push('clientSeed');
  const nonce = parseNonce(form.nonce.trim());
  if (nonce === null) errors.nonce = { code: 'nonce' };

  let params: VerifyParams | null = null;
  switch (form.game) {
    case 'dice': {
      const target = parseTarget(form.target.trim());
      const edgeBp = parseEdge(form.edge.trim());
      const range = targetRange(form.direction);
      if (target === null) errors.target = { code: 'target' };
      else if (target < range.min || target > range.max) errors.target = { code: 'chance', min: (range.min / 100).toFixed(2), max: (range.max / 100).toFixed(2) };
      if (edgeBp === null) errors.edge = { code: 'edge', min: percentOfBp(EDGE_BP.min), max: percentOfBp(EDGE_BP.max) };
      if (target !== null && edgeBp !== null) params = { game: 'dice', target, direction: form.direction, edgeBp };
      break;
    }
    case 'plinko':
      params = { game: 'plinko', rows: form.rows, risk: form.risk };
      break;
    case 'mines': {
      const text = form.mines.trim();
      const mines = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
      if (!(mines >= MINES_MIN && mines <= MINES_MAX)) errors.mines = { code: 'mines', min: MINES_MIN, max: MINES_MAX };
      else params = { game: 'mines', mines };
      break;
    }
    case 'keno': {
      const list = tokens(form.picks);
      const picks = list.map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : NaN));
      const valid = picks.length <= KENO_MAX_PICKS && picks.every((n) => n >= 1 && n <= KENO_NUMBERS) && new Set(picks).size === picks.length;
      if (list.length === 0) missing.push('picks');
      else if (!valid) errors.picks = { code: 'picks', max: KENO_MAX_PICKS, numbers: KENO_NUMBERS };
      else params = { game: 'keno', picks };
      break;
    }
    case 'hilo': {
      const moves = tokens(form.moves.toLowerCase());
      const edgeBp = parseEdge(form.edge.trim());
      const known = moves.every((m): m is HiloMove => (HILO_MOVES as readonly string[]).includes(m));
      if (!known || moves.length > HILO_MAX_CARDS - 1) errors.moves = { code: 'moves', max: HILO_MAX_CARDS - 1 };
      if (edgeBp === null) errors.edge = { code: 'edge', min: percentOfBp(EDGE_BP.min), max: percentOfBp(EDGE_BP.max) };
      if (!errors.moves && edgeBp !== null) params = { game: 'hilo', moves: moves as HiloMove[], edgeBp };
      break;
    }
  }
  const ok = missing.length === 0 && Object.keys(errors).length === 0 && nonce !== null && params !== null;
  return { errors, missing, request: ok ? { game: 'seeded', input: { serverSeed, clientSeed, nonce: nonce as number }, params: params as VerifyParams } : null };
}
