import type { TLane } from '@wps/contracts/player';
import { pathOfCategory } from './categories';

/**
 * What can be started: a game tile (SPEC.md §3 Game/vendor card) or a vendor
 * of the lanes (no game code: it stands for its whole lobby or list).
 */
export type StartTarget = {
  vassalage: string;
  gameType: string;
  /** The lane after the vendor-set rules (JL, COCKFIGHT, ESPORTS…); null when unknown. */
  gameCategory: TLane['gameCategory'] | null;
  isGame: boolean;
  gameCode?: string;
  gameName: string;
  nodeId?: string;
  maintenance?: boolean;
};

export type StartSession = { isLoggedIn: boolean; isTrial: boolean };

/** Where the player is: a vendor lobby shown on its own category page launches instead of routing there. */
export type StartHere = { pathname: string };

export type StartDecision =
  | { kind: 'maintenance' }
  | { kind: 'login' }
  /** A visitor's free trial: a trial account first, then the game in trial mode. */
  | { kind: 'free-play-launch' }
  | { kind: 'need-true-account' }
  | { kind: 'navigate'; to: string }
  | { kind: 'launch'; trial: boolean };

/** SPEC.md §4: vendors whose games live on a lottery page. */
const LOTTERY_PATHS: Record<string, string> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/** SPEC.md §4 By type: these vendors open their category page, selected. */
const CATEGORY_PAGE_TYPES = new Set(['FISH', 'PVP', 'LIVE', 'SPORTS']);

const withVassalage = (path: string, vassalage: string) => `${path}?vassalage=${encodeURIComponent(vassalage)}`;

/** The page a vendor card routes to, or null when it starts directly (ESPORTS, COCKFIGHT). */
export const vendorPage = (target: StartTarget): string | null => {
  const category = target.gameCategory ?? target.gameType;
  if (category === 'JL') return withVassalage(pathOfCategory('JL'), target.vassalage);
  if (category === 'ESPORTS' || category === 'COCKFIGHT') return null;
  if (target.gameType === 'RNG' || category === 'RNG') return withVassalage('/rng', target.vassalage);
  if (CATEGORY_PAGE_TYPES.has(category)) return withVassalage(pathOfCategory(category as TLane['gameCategory']), target.vassalage);
  if (CATEGORY_PAGE_TYPES.has(target.gameType)) return withVassalage(pathOfCategory(target.gameType as TLane['gameCategory']), target.vassalage);
  return null;
};

const isHere = (to: string, here: StartHere | undefined) => {
  if (!here) return false;
  return new URL(to, 'http://x').pathname.toLowerCase() === here.pathname.toLowerCase();
};

/**
 * SPEC.md §4 Game start, as a decision:
 * - a game or vendor under maintenance: "game under maintenance, see other popular games";
 * - a vendor card browses first (RNG → its list page, /jili for the JL lane;
 *   FISH, PVP, LIVE, SPORTS → the category page with the vendor selected) —
 *   visitors may browse, so no login is asked for that;
 * - everything that starts play needs a login: a visitor gets the login popup
 *   (which offers free play when the brand has it); a visitor pressing a
 *   tile's free-trial button where the brand offers free play gets a trial
 *   account and the game in one step;
 * - lottery vendors route by vassalage (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT) with ?gameCode=;
 * - a trial member pressing play-now gets in_need_true_account; the free-trial
 *   button launches in trial mode for anyone logged in;
 * - otherwise launch (ESPORTS and COCKFIGHT vendors start directly).
 */
export const decideGameStart = (
  target: StartTarget,
  session: StartSession,
  options: { trial?: boolean; here?: StartHere; freePlay?: boolean } = {},
): StartDecision => {
  const trial = options.trial === true;
  if (target.maintenance) return { kind: 'maintenance' };
  const lotteryPath = LOTTERY_PATHS[target.vassalage.toUpperCase()];
  if (!target.isGame && !lotteryPath) {
    const page = vendorPage(target);
    if (page && !isHere(page, options.here)) return { kind: 'navigate', to: page };
  }
  if (!session.isLoggedIn) return trial && options.freePlay && !lotteryPath ? { kind: 'free-play-launch' } : { kind: 'login' };
  if (session.isTrial && !trial) return { kind: 'need-true-account' };
  if (lotteryPath) {
    return { kind: 'navigate', to: target.gameCode ? `${lotteryPath}?gameCode=${encodeURIComponent(target.gameCode)}` : lotteryPath };
  }
  return { kind: 'launch', trial };
};
