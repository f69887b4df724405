/** The content's codes, display constants and defaults, without zod: the home page needs them, not the schemas. */

/** SPEC.md §3 Banner groups. */
export const BANNER_GROUPS = ['w_register', 'w_home', 'w_activity', 'w_model', 'w_video', 'w_event', 'w_login', 'w_forget'] as const;

/**
 * What a banner opens when clicked (SPEC.md §2 Game tile and extras: "a banner
 * with a linkage type is clickable and opens its linkage"). null: not clickable.
 * ROUTE: a path of this site (/promotions); URL: an https address in a new tab;
 * GAME: a game's nodeId (started by the game-start rules); PROMOTION: a
 * promotion id (opens /promotions at it).
 */
export const LINKAGE_TYPES = ['ROUTE', 'URL', 'GAME', 'PROMOTION'] as const;

/**
 * SPEC.md §3 Announcement types: B broadcast (the home marquee), PL platform
 * news, PU product updates and maintenance, PR promotions, H holiday hours;
 * A: announcements for agents (the agent center's agentAnnouncement), never
 * shown to players.
 */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
/** The notice types of the player site (every type but the agents' A). */
export const PLAYER_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** Popup audience (SPEC.md §3): A logged in, B anonymous, F on first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;

/** SPEC.md §9 home constants. */
export const SLIDER_PAGE_SIZE = 20;

export const SLIDER_SPACING = 24;

export const WINNERS_TICKER_SPEED = 0.5;

/** The video site whose links the home's video section accepts (SPEC.md §2). */
export const VIDEO_SITE_DOMAINS = ['youtube.com', 'youtu.be'] as const;

/** SPEC.md §9 QR code defaults. */
export const QR_CODE_DEFAULTS = {
  size: 200,
  margin: 20,
  colorDark: '#000000',
  colorLight: '#ffffff',
  logoScale: 0.2,
  logoCornerRadius: 8,
  dotScale: 1,
  binarizeThreshold: 128,
  correctLevel: 'M',
  identifierLength: 32,
} as const;

/** SPEC.md §3 prize modes (brand configuration). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/** SPEC.md §9 video language map. */
export const VIDEO_LANGUAGE_MAP: Record<string, string> = { EN: 'en', TY: 'tl', CN: 'zh', VI: 'vi', TH: 'th' };

/** SPEC.md §9 rebate hints per category ('-': none). */
export const REBATE_HINTS: Record<string, string> = {
  LOTT: '1%',
  ELOTT: '1%',
  PVP: '-',
  FISH: '1%',
  RNG: '1.2%',
  LIVE: '0.8%',
  SPORTS: '1%',
  ESPORTS: '1%',
};
