/**
 * Fictional third-party vendors and a generated catalog of made-up games for
 * them: test fixtures only (the demo brands ship only games that play, see
 * src/db/seed/games-catalog.ts). The same seed always gives the same games.
 */
import type { TGameClassify } from '@wps/contracts';
import { IN_HOUSE_VENDORS, STUDIO_GAMES, seededRandom, type GameGlyph, type GameSeed } from '../../src/db/seed/games-catalog';
import type { VendorSeed } from '../../src/db/seed/seed-types';

/** The vendors the demo brand carried before issue 11; only JL and DS88 are codes SPEC.md names. */
export const FIXTURE_VENDORS: VendorSeed[] = [
  { vassalage: 'SABA', displayName: 'Saba Arena', gameType: 'SPORTS', gameCategory: 'SPORTS', walletMode: 'transfer' },
  { vassalage: 'PINN', displayName: 'Pinnacle Point', gameType: 'SPORTS', gameCategory: 'SPORTS' },
  { vassalage: 'TFG', displayName: 'TF Gaming', gameType: 'ESPORTS', gameCategory: 'SPORTS' },
  { vassalage: 'IAE', displayName: 'Ion Arena Esports', gameType: 'ESPORTS', gameCategory: 'SPORTS' },
  { vassalage: 'DS88', displayName: 'DS88 Sabong', gameType: 'COCKFIGHT', gameCategory: 'SPORTS' },
  { vassalage: 'EVOL', displayName: 'Evolve Live', gameType: 'LIVE', gameCategory: 'LIVE', walletMode: 'transfer' },
  { vassalage: 'SAPH', displayName: 'Sapphire Live', gameType: 'LIVE', gameCategory: 'LIVE', walletMode: 'transfer' },
  { vassalage: 'DGL', displayName: 'Dragon Gate Live', gameType: 'LIVE', gameCategory: 'LIVE', status: 'MAINTENANCE' },
  { vassalage: 'JL', displayName: 'JL Games', gameType: 'RNG', gameCategory: 'RNG' },
  { vassalage: 'PGS', displayName: 'Pocket Slots', gameType: 'RNG', gameCategory: 'RNG' },
  { vassalage: 'FCG', displayName: 'Fortune Craft', gameType: 'RNG', gameCategory: 'RNG' },
  { vassalage: 'SPN', displayName: 'Spinhouse', gameType: 'RNG', gameCategory: 'RNG' },
  { vassalage: 'JL', displayName: 'JL Fishing', gameType: 'FISH', gameCategory: 'FISH' },
  { vassalage: 'OCF', displayName: 'Ocean Catch', gameType: 'FISH', gameCategory: 'FISH' },
  { vassalage: 'TCG_SEA', displayName: 'SEA Lottery', gameType: 'LOTT', gameCategory: 'LOTT' },
  { vassalage: 'TCG_LOTTO_VN', displayName: 'VN Lotto', gameType: 'LOTT', gameCategory: 'LOTT' },
  { vassalage: 'ELOTT', displayName: 'Quick Draw', gameType: 'ELOTT', gameCategory: 'ELOTT' },
  { vassalage: 'KYC', displayName: 'Kingdom Cards', gameType: 'PVP', gameCategory: 'PVP', walletMode: 'transfer' },
  { vassalage: 'TPK', displayName: 'Tongits Parlor', gameType: 'PVP', gameCategory: 'PVP' },
  { vassalage: 'BNG', displayName: 'Bingo Hall', gameType: 'RNG', gameCategory: 'RNG' },
];

/** A smaller set (what nova carried). */
export const FIXTURE_VENDORS_SMALL: VendorSeed[] = [
  { vassalage: 'PGS', displayName: 'Pocket Slots', gameType: 'RNG', gameCategory: 'RNG' },
  { vassalage: 'SPN', displayName: 'Spinhouse', gameType: 'RNG', gameCategory: 'RNG' },
  { vassalage: 'OCF', displayName: 'Ocean Catch', gameType: 'FISH', gameCategory: 'FISH' },
  { vassalage: 'KYC', displayName: 'Kingdom Cards', gameType: 'PVP', gameCategory: 'PVP' },
];

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

const SLOT_ADJECTIVES = [
  'Golden', 'Lucky', 'Jade', 'Mystic', 'Wild', 'Royal', 'Crimson', 'Neon', 'Sunny', 'Thunder', 'Emerald', 'Sapphire',
  'Fiery', 'Frozen', 'Cosmic', 'Hidden', 'Ancient', 'Dancing', 'Silver', 'Midnight', 'Tropical', 'Roaring', 'Sweet',
  'Magic', 'Glowing', 'Rich', 'Happy', 'Blazing', 'Secret', 'Merry',
];
const SLOT_NOUNS = [
  'Koi', 'Dragon', 'Tiger', 'Phoenix', 'Carabao', 'Mango', 'Volcano', 'Pharaoh', 'Panda', 'Jeepney', 'Treasure', 'Lantern',
  'Fiesta', 'Pearl', 'Buffalo', 'Samurai', 'Temple', 'Fruits', 'Candy', 'Pirate', 'Monkey', 'Galaxy', 'Lotus', 'Eagle',
  'Garden', 'Genie', 'Coins', 'Island', 'Rooster', 'Wolf', 'Orchid', 'Comet',
];
const SLOT_SUFFIXES = ['', '', '', ' Deluxe', ' Riches', ' Fortune', ' Link', ' Hold & Spin', ' Rush', ' Gold', ' Bonanza', ' Ways', ' II'];
const SLOT_THEMES = ['Quest', 'Kingdom', 'Legends', 'Treasures', 'Party', 'Parade', 'Dreams', 'Nights', 'Empire', 'Festival', 'Jackpots', 'Spins'];
const SCRATCH_NAMES = ['Lucky Scratch', 'Scratch Fiesta', 'Peso Scratcher', 'Gold Rush Scratch', 'Mega Scratch', 'Island Scratch', 'Diamond Scratch', 'Scratch & Win'];
const ARCADE_NAMES = ['Plinko Pop', 'Rocket Crash', 'Mines Dash', 'Tower Climb', 'Hi-Lo Cards', 'Coin Flip', 'Keno Blitz', 'Dice Duel', 'Limbo Jump', 'Wheel Spin'];
const TABLE_NAMES = ['RNG Blackjack', 'Video Poker', 'Classic Baccarat', 'Euro Roulette', 'Sic Bo Classic', 'Three Card Poker', 'Casino Hold\u2019em', 'Red Dog'];
const BINGO_NAMES = ['Bingo 75', 'Pinoy Bingo', 'Bingo Bonanza', 'Bingo Blast', 'Fiesta Bingo', 'Bingo 90', 'Star Bingo', 'Lucky Bingo', 'Bingo Rush', 'Super Bingo'];
const FISH_NAMES = [
  'Ocean Bounty', 'Reef Hunter', 'Deep Sea King', 'Golden Shark', 'Coral Quest', 'Mermaid Catch', 'Dragon Fishing', 'Whale Wars',
  'Lucky Trawler', 'Turtle Treasure', 'Kraken Strike', 'Bubble Blaster', 'Lagoon Legends', 'Pearl Divers', 'Fishing Fiesta', 'Tuna Titans',
];
const LIVE_TABLES: { name: string; glyph: GameGlyph; classify: TGameClassify | null }[] = [
  { name: 'Baccarat', glyph: 'card', classify: null },
  { name: 'Speed Baccarat', glyph: 'card', classify: null },
  { name: 'Squeeze Baccarat', glyph: 'card', classify: null },
  { name: 'Roulette', glyph: 'chip', classify: null },
  { name: 'Auto Roulette', glyph: 'chip', classify: null },
  { name: 'Blackjack', glyph: 'card', classify: null },
  { name: 'Sic Bo', glyph: 'dice', classify: null },
  { name: 'Dragon Tiger', glyph: 'card', classify: null },
  { name: 'Color Game', glyph: 'dice', classify: null },
  { name: 'Andar Bahar', glyph: 'card', classify: null },
  { name: 'Fan Tan', glyph: 'chip', classify: null },
  { name: 'Money Wheel', glyph: 'star', classify: 'AC' },
  { name: 'Live Bingo', glyph: 'lotto', classify: 'BG' },
  { name: 'Casino Hold\u2019em', glyph: 'card', classify: 'TG' },
];
const PVP_GAMES = [
  'Tongits', 'Pusoy', 'Pusoy Dos', 'Lucky 9', 'Texas Hold\u2019em', 'Teen Patti', 'Rummy', 'Mahjong Duel', 'Blackjack Duel',
  'Baccarat Duel', 'Niu Niu', 'Sabong Cards', 'Big Two', 'Omaha Rush', 'Poker Sprint', 'Swertres Cards',
];
const LOTTO_GAMES: Record<string, string[]> = {
  TCG_LOTTO_VN: ['North Lotto', 'Central Lotto', 'South Lotto', 'Quick Lotto 5', 'Lotto 6/45'],
  ELOTT: ['Quick Draw 1', 'Quick Draw 3', 'Keno Express', 'Fast 3', 'Pick 5 Turbo', 'Racing Numbers', 'Lucky 10', 'Speedy 11x5'],
};

function shuffled<T>(rng: Rng, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface CatalogOptions {
  seed: number;
  /** Games per vendor relative to the demo brand's (1 = demo). */
  scale: number;
}

/** How many titles each kind of vendor gets at scale 1. */
const SLOT_COUNTS: Record<string, number> = { PGS: 60, FCG: 55, SPN: 50, JL: 45 };

/**
 * A brand's catalog for its vendors: slots (with scratch, arcade, jackpot and
 * table sub-categories) under RNG vendors, bingo under BNG, fish, live tables,
 * PVP card games, one lobby entry per sports / e-sports / cockfight vendor,
 * and lottery games. The studio's own games come first.
 */
export function buildGameCatalog(vendors: readonly VendorSeed[], options: CatalogOptions): GameSeed[] {
  const rng = seededRandom(options.seed);
  const count = (n: number) => Math.max(1, Math.round(n * options.scale));
  const out: GameSeed[] = [...STUDIO_GAMES];
  const usedNodes = new Set<string>(STUDIO_GAMES.map((g) => g.nodeId));
  const usedNames = new Set<string>(STUDIO_GAMES.map((g) => g.gameName));

  const add = (v: VendorSeed, g: Omit<GameSeed, 'nodeId' | 'gameCode' | 'vassalage' | 'gameType' | 'sort' | 'tags' | 'status'>, tags?: GameSeed['tags']) => {
    const nodeId = `${slug(v.vassalage)}-${slug(g.gameName)}`;
    if (usedNodes.has(nodeId)) return false;
    usedNodes.add(nodeId);
    usedNames.add(g.gameName);
    const index = out.length;
    const roll = rng();
    out.push({
      ...g,
      nodeId,
      gameCode: `${v.vassalage}_${String(index).padStart(4, '0')}`,
      vassalage: v.vassalage,
      gameType: v.gameType,
      sort: index * 10,
      tags: tags ?? (roll < 0.1 ? ['hot'] : roll < 0.17 ? ['new'] : roll < 0.2 ? ['hot', 'new'] : []),
      // A handful of titles are being patched: listed, but not startable.
      status: rng() < 0.015 ? 'maintenance' : 'active',
    });
    return true;
  };
  const slotName = () => {
    for (;;) {
      const name = rng() < 0.7 ? `${pick(rng, SLOT_ADJECTIVES)} ${pick(rng, SLOT_NOUNS)}${pick(rng, SLOT_SUFFIXES)}` : `${pick(rng, SLOT_NOUNS)} ${pick(rng, SLOT_THEMES)}`;
      if (!usedNames.has(name)) return name;
    }
  };
  const slotGlyphs: GameGlyph[] = ['seven', 'cherry', 'gem', 'star', 'crown', 'bolt'];

  for (const v of vendors) {
    const type = v.gameType.toUpperCase();
    // The in-house studio has exactly its own games (STUDIO_GAMES above).
    if (IN_HOUSE_VENDORS.some((h) => h.vassalage === v.vassalage)) continue;
    if (v.vassalage === 'BNG') {
      for (const name of BINGO_NAMES.slice(0, count(BINGO_NAMES.length))) {
        add(v, { gameName: name, classify: 'BG', isGame: true, minBet: pick(rng, [100n, 200n, 500n]), lines: 0, glyph: 'lotto' });
      }
      continue;
    }
    if (type === 'RNG') {
      const n = count(SLOT_COUNTS[v.vassalage] ?? 40);
      const extras: [string[], TGameClassify, GameGlyph][] = [
        [SCRATCH_NAMES, 'SC', 'star'],
        [ARCADE_NAMES, 'AC', 'bolt'],
        [TABLE_NAMES, 'TG', 'card'],
      ];
      let made = 0;
      while (made < n) {
        const r = rng();
        const [list, classify, glyph] = pick(rng, extras);
        if (r < 0.18) {
          // A sub-category title (scratch card, arcade or RNG table game) of this vendor.
          const name = `${pick(rng, list)}${rng() < 0.5 ? '' : ` ${pick(rng, ['X', 'Max', 'Plus', 'Pro', 'Mini'])}`}`;
          if (usedNames.has(name)) continue;
          if (add(v, { gameName: name, classify, isGame: true, minBet: pick(rng, [10n, 20n, 50n, 100n]), lines: 0, glyph })) made++;
          continue;
        }
        const jackpot = r > 0.9;
        if (
          add(v, {
            gameName: slotName(),
            classify: jackpot ? 'JP' : null,
            isGame: true,
            minBet: pick(rng, [10n, 20n, 20n, 50n, 100n, 200n]),
            lines: pick(rng, [5, 9, 10, 20, 20, 25, 30, 40, 50, 243, 1024]),
            glyph: jackpot ? 'crown' : pick(rng, slotGlyphs),
          })
        )
          made++;
      }
      continue;
    }
    if (type === 'FISH') {
      const names = shuffled(rng, FISH_NAMES).slice(0, count(v.vassalage === 'JL' ? 12 : 14));
      for (const name of names) add(v, { gameName: name, classify: null, isGame: true, minBet: pick(rng, [10n, 50n, 100n]), lines: 0, glyph: 'fish' });
      continue;
    }
    if (type === 'LIVE') {
      const brandWord = v.displayName.split(' ')[0] ?? v.vassalage;
      const tables = count(v.vassalage === 'EVOL' ? 18 : v.vassalage === 'SAPH' ? 14 : 10);
      for (let i = 0; i < tables; i++) {
        const table = LIVE_TABLES[i % LIVE_TABLES.length]!;
        const round = Math.floor(i / LIVE_TABLES.length);
        const name = `${brandWord} ${table.name}${round > 0 ? ` ${round + 1}` : ''}`;
        add(v, { gameName: name, classify: table.classify, isGame: true, minBet: pick(rng, [1000n, 2000n, 5000n, 10000n]), lines: 0, glyph: table.glyph });
      }
      continue;
    }
    if (type === 'PVP') {
      const games = shuffled(rng, PVP_GAMES).slice(0, count(v.vassalage === 'KYC' ? 16 : 12));
      const brandWord = v.displayName.split(' ')[0] ?? v.vassalage;
      for (const g of games) {
        add(v, { gameName: usedNames.has(g) ? `${brandWord} ${g}` : g, classify: 'TG', isGame: true, minBet: pick(rng, [500n, 1000n, 2000n]), lines: 0, glyph: 'card' });
      }
      continue;
    }
    if (type === 'ELOTT' || v.vassalage === 'TCG_LOTTO_VN') {
      for (const name of (LOTTO_GAMES[v.vassalage] ?? LOTTO_GAMES.ELOTT!).slice(0, count(8))) {
        add(v, { gameName: name, classify: null, isGame: true, minBet: pick(rng, [100n, 200n, 500n]), lines: 0, glyph: 'lotto' });
      }
      continue;
    }
    // Sports, e-sports, cockfight and the SEA lottery: one entry that opens the vendor's lobby (SPEC.md §4 starts these directly).
    const glyph: GameGlyph = type === 'COCKFIGHT' ? 'rooster' : type === 'LOTT' ? 'lotto' : type === 'ESPORTS' ? 'bolt' : 'ball';
    const name = type === 'SPORTS' ? `${v.displayName} Sportsbook` : v.displayName;
    add(v, { gameName: name, classify: null, isGame: false, minBet: 1000n, lines: 0, glyph }, []);
  }
  return out;
}


/** The fixture catalogs: a large one over FIXTURE_VENDORS and a small one over FIXTURE_VENDORS_SMALL, each with the studio's games. */
export const FIXTURE_CATALOGS = {
  large: () => buildGameCatalog([...FIXTURE_VENDORS, ...IN_HOUSE_VENDORS], { seed: 20260501, scale: 1 }),
  small: () => buildGameCatalog([...FIXTURE_VENDORS_SMALL, ...IN_HOUSE_VENDORS], { seed: 20260502, scale: 0.4 }),
};
