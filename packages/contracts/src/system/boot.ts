/**
 * A short start (issue 12): the server answers the first calls of a visit in
 * the page itself. index.html carries a JSON script (`#wps-boot`) with the
 * permission/config answer and, when the site is open, what the home shows
 * first; the web client takes each answer once, for the same call with the
 * same query, instead of asking the network. No zod: it runs before paint.
 */

/** The id of index.html's JSON script with the inlined answers. */
export const BOOT_ELEMENT_ID = 'wps-boot';

export type TBootQuery = Readonly<Record<string, string | number | boolean>>;

/** One GET call's answer: its path, the query the client sends, and the envelope's `value`. */
export interface TBootAnswer {
  path: string;
  query?: TBootQuery;
  value: unknown;
}

export interface TBoot {
  answers: TBootAnswer[];
  /** The language the answers are in: the one a first visit starts in (the server renders the page in it). */
  language?: string;
  /** Image paths the page preloads, with the address it preloaded each from (so the client picks the same CDN). */
  images: Record<string, string>;
}

/**
 * Cookies the web client keeps so the server renders the page as the visitor
 * will see it (decision record 008). Hints only, never credentials: the theme
 * chosen (`light` or `dark`), the language chosen (a language code; the brand
 * must support it), and `1` while a tab of this browser holds a session (the
 * server then leaves the page to the browser, which shows the member's own
 * header), and `1` once a visitor's announcement popup was shown in this
 * browser session (the server then renders the page without it; until then
 * it renders the popup open, so a first visit paints it with the page).
 */
export const PAGE_HINT_COOKIE = { theme: 'wps_theme', language: 'wps_lang', session: 'wps_session', announcement: 'wps_ann' } as const;

/**
 * The addresses the web router shows the home at (app/router.tsx; /login, /register and /help open their
 * popup over it). Only these carry the preload of the home's first banner: another page never uses the
 * image, and the browser warns of every preload a page does not use.
 */
export const HOME_PAGE_PATHS = ['/', '/index', '/index.html', '/home', '/login', '/register', '/help'] as const;
export const isHomePagePath = (path: string): boolean =>
  (HOME_PAGE_PATHS as readonly string[]).includes(path.toLowerCase().replace(/(.)\/$/, '$1'));

/** The notice marquee's query (SPEC.md §7 Home: types B, PL, PU, PR and H on platform W), plus the language. */
export const HOME_NOTICES_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W' } as const;
/** The home's hot games query (SPEC.md §7 GCSGAME_hotGamesV2), plus the language. */
export const HOT_GAMES_QUERY = { isPlatform: 2, platform: 'flash,html5-desktop' } as const;

/** SPEC.md §3 Game query: clientType 3 and the web platforms on every game list call. */
export const GAME_QUERY_BASE = { clientType: 3, platform: 'flash,html5-desktop' } as const;

/**
 * The vendor game list pages (/rng, /jili; SPEC.md §2): the lane each shows,
 * and the first page of the chosen vendor's games as the page asks for it
 * (GAME_QUERY_BASE, gameType RNG, page 1 of 24, the vendor and the language).
 * index.html carries that page, so its tiles are in the page as sent.
 */
export const VENDOR_LIST_PAGES = { '/rng': 'RNG', '/jili': 'JL' } as const;
export const VENDOR_LIST_QUERY = { ...GAME_QUERY_BASE, gameType: 'RNG', pageNo: 1, pageSize: 24 } as const;
