/**
 * What a studio page's launch URL asks for (?mode=&token=&language=&theme=&returnUrl=, and
 * for the pages that serve several games, the game): every game page reads it the same way.
 */

export type TMode = 'real' | 'demo' | 'fun';
export type TTheme = 'light' | 'dark';
export type TLanguage = 'EN' | 'TY';

export const MODES: readonly TMode[] = ['real', 'demo', 'fun'];

export interface TLaunch {
  mode: TMode;
  token: string | undefined;
  language: TLanguage;
  theme: TTheme;
  returnUrl: string | null;
}

/** Only a page of this site may be returned to (the launch answers the platform's own home). */
export function safeReturnUrl(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Mode, token, language, theme and return URL. No mode: a token means real money, none means
 * fun; fun never carries a token. No theme: the device's preference.
 */
export function readLaunch(search: string, prefersDark: boolean, origin: string): TLaunch {
  const q = new URLSearchParams(search);
  const rawMode = q.get('mode');
  const token = q.get('token') || undefined;
  const mode: TMode = MODES.includes(rawMode as TMode) ? (rawMode as TMode) : token ? 'real' : 'fun';
  const language: TLanguage = (q.get('language') ?? 'EN').toUpperCase() === 'TY' ? 'TY' : 'EN';
  const theme: TTheme = q.get('theme') === 'light' ? 'light' : q.get('theme') === 'dark' ? 'dark' : prefersDark ? 'dark' : 'light';
  return { mode, token: mode === 'fun' ? undefined : token, language, theme, returnUrl: safeReturnUrl(q.get('returnUrl'), origin) };
}

/** The game a page that serves several games shows: the first path segment after /studio/, else the `game` query parameter. */
export function gameOf<G extends string>(pathname: string, search: string, games: readonly G[]): G | null {
  const known = (s: string): s is G => (games as readonly string[]).includes(s);
  const segment = /^\/studio\/([^/?#]+)/.exec(pathname)?.[1]?.toLowerCase() ?? '';
  if (known(segment)) return segment;
  const query = new URLSearchParams(search).get('game')?.toLowerCase() ?? '';
  return known(query) ? query : null;
}

/** The launch of a page that serves several games, with the game it shows (null when the URL names none of them). */
export type TGameLaunch<G extends string> = TLaunch & { game: G | null };

export function readGameLaunch<G extends string>(games: readonly G[], pathname: string, search: string, prefersDark: boolean, origin: string): TGameLaunch<G> {
  return { game: gameOf(pathname, search, games), ...readLaunch(search, prefersDark, origin) };
}
