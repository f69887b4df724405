import type { TGameClassify } from '@wps/contracts';
import type { VendorSeed } from './seed-types';

/**
 * The games the demo brands ship: our studio's only, each served by this
 * project and talking to the platform through the signed provider API
 * (issue 11: a game shown is a game that plays). Third-party vendors are
 * connected by operators; the tests' fictional vendors and their generated
 * catalogs live in test/support/fixture-catalog.ts.
 */
export interface GameSeed {
  nodeId: string;
  gameName: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  classify: TGameClassify | null;
  isGame: boolean;
  minBet: bigint;
  lines: number;
  tags: ('hot' | 'new')[];
  sort: number;
  status: 'active' | 'maintenance';
  /** Which picture the art generator draws on the tile. */
  glyph: GameGlyph;
}

export type GameGlyph = 'seven' | 'cherry' | 'gem' | 'star' | 'crown' | 'fish' | 'card' | 'chip' | 'ball' | 'lotto' | 'dice' | 'rooster' | 'bolt';

/** Our studio's in-house vendor (issue 5 item 8): its slot talks to the platform through the provider API. */
export const IN_HOUSE_VENDORS: VendorSeed[] = [
  { vassalage: 'WPS', displayName: 'WPS Studio', gameType: 'RNG', gameCategory: 'RNG' },
  { vassalage: 'WPS', displayName: 'WPS Studio', gameType: 'LIVE', gameCategory: 'LIVE' },
];

export const LUCKY_REELS: GameSeed = {
  nodeId: 'wps-lucky-reels',
  gameName: 'Lucky Reels',
  gameCode: 'lucky-reels',
  vassalage: 'WPS',
  gameType: 'RNG',
  classify: null,
  isGame: true,
  minBet: 20n,
  lines: 20,
  tags: ['hot', 'new'],
  sort: 0,
  status: 'active',
  glyph: 'seven',
};

/**
 * The provably fair originals (issue 11 item 3): one page per game, the same rules as the browser's verifier (@wps/fair).
 * `hot`: with Lucky Reels and two live tables, the home's six hot games (SPEC.md §2, HOT_GAMES).
 */
const original = (gameCode: string, gameName: string, classify: TGameClassify, glyph: GameGlyph, sort: number, hot = false): GameSeed => ({
  nodeId: `wps-${gameCode}`,
  gameName,
  gameCode,
  vassalage: 'WPS',
  gameType: 'RNG',
  classify,
  isGame: true,
  minBet: 10n,
  lines: 0,
  tags: hot ? ['hot', 'new'] : ['new'],
  sort,
  status: 'active',
  glyph,
});

export const ORIGINALS: readonly GameSeed[] = [
  original('crash', 'Crash', 'AC', 'bolt', 0, true),
  original('mines', 'Mines', 'AC', 'gem', 1, true),
  original('dice', 'Dice', 'AC', 'dice', 2),
  original('plinko', 'Plinko', 'AC', 'ball', 3, true),
  original('hilo', 'Hi-Lo', 'TG', 'card', 4),
  original('keno', 'Keno', 'AC', 'lotto', 5),
];

/** The studio's live tables (issue 11 item 2): shared rounds, one table per game (studio/tables/catalog.ts). */
const table = (gameCode: string, gameName: string, glyph: GameGlyph, sort: number, hot = false): GameSeed => ({
  nodeId: `wps-${gameCode}`,
  gameName,
  gameCode,
  vassalage: 'WPS',
  gameType: 'LIVE',
  classify: null,
  isGame: true,
  minBet: 10n,
  lines: 0,
  tags: hot ? ['hot'] : [],
  sort,
  status: 'active',
  glyph,
});

export const LIVE_TABLES: readonly GameSeed[] = [
  table('baccarat', 'Baccarat', 'card', 0, true),
  table('dragon-tiger', 'Dragon Tiger', 'crown', 1),
  table('sic-bo', 'Sic Bo', 'dice', 2),
  table('roulette', 'European Roulette', 'ball', 3, true),
  table('color-game', 'Color Game', 'chip', 4),
];

/** mulberry32: a small seeded PRNG; deterministic across platforms. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const gameIconPath = (nodeId: string) => `/games/${nodeId}.svg`;

/** Every game of the studio, in the order the demo brands list them. */
export const STUDIO_GAMES: readonly GameSeed[] = [LUCKY_REELS, ...ORIGINALS, ...LIVE_TABLES];
