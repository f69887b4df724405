/** The games' codes and limits, without zod: a browser's first page needs them, not the schemas. */

/** SPEC.md §2 extra sub-categories: scratch cards, jackpot, table games, arcade, bingo (BG only when TY is supported). */
export const GAME_CLASSIFY_CODES = ['SC', 'JP', 'TG', 'AC', 'BG'] as const;

/** Tags a game card may carry (badges on the tile). */
export const GAME_TAGS = ['hot', 'new'] as const;

/** SPEC.md §9: the winner board shows 20; the recent-games list keeps the newest 20 per member. */
export const RANK_LIST_LIMIT = 20;

export const RECENT_GAMES_MAX = 20;

/** How many games GCSGAME_hotGamesV2 answers with (the home shows the first HOT_GAMES). */
export const HOT_GAMES_LIST_MAX = 24;
