import {
  getAnnouncements,
  getBanners,
  getGameList,
  getGameVendors,
  getHotGames,
  getJackpot,
  getNotices,
  getPermission,
  type TBannerGroup,
  type TBootAnswer,
  type TBootQuery,
  type TPopupExecution,
} from '@wps/contracts/player';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { gameListPagesKey, vendorListFilters } from '@/features/catalog/api/game-list';
import { vendorsQueryKey } from '@/features/catalog/api/get-game-vendors';
import { hotGamesQueryKey } from '@/features/catalog/api/hot-games';
import { contentKeys } from '@/features/content/api/content';
import { noticeKeys } from '@/features/notices/api/notices';
import { permissionQueryKey } from '@/features/system/api/get-permission';

const text = (query: TBootQuery | undefined, name: string): string | null => {
  const value = query?.[name];
  return typeof value === 'string' ? value : null;
};

/** Where each inlined call's answer lives in the query cache: the key its hook reads (null: not this query). */
const keyOf: Record<string, (query: TBootQuery | undefined) => QueryKey | null> = {
  [getPermission.path]: () => permissionQueryKey,
  [getGameVendors.path]: () => vendorsQueryKey,
  [getJackpot.path]: () => contentKeys.jackpot,
  [getBanners.path]: (q) => {
    const group = text(q, 'groupName');
    const language = text(q, 'language');
    return group && language ? contentKeys.banners(group as TBannerGroup, language) : null;
  },
  [getNotices.path]: (q) => {
    const language = text(q, 'language');
    return language ? noticeKeys.notices(language) : null;
  },
  [getAnnouncements.path]: (q) => {
    const execution = text(q, 'execution');
    const language = text(q, 'language');
    return execution && language ? noticeKeys.announcements(execution as TPopupExecution, language) : null;
  },
  [getHotGames.path]: (q) => {
    const language = text(q, 'language');
    return language ? hotGamesQueryKey(language) : null;
  },
  // A vendor list page's first page of games (the grid asks for its pages as one infinite query).
  [getGameList.path]: (q) => {
    const vassalage = text(q, 'vassalage');
    return vassalage && q?.['pageNo'] === 1 ? gameListPagesKey(vendorListFilters(vassalage)) : null;
  },
};

/** How an answer sits in the cache when its hook is not a plain query (an infinite query holds pages). */
const dataOf: Record<string, (value: unknown) => unknown> = {
  [getGameList.path]: (value) => ({ pages: [value], pageParams: [1] }),
};

/** The calls whose inlined answers the client can start from. */
export const seedablePaths = (): string[] => Object.keys(keyOf);

/**
 * Puts the answers inlined in the page (lib/boot.ts) into the query cache
 * before the first render, as if each call had just answered: the first
 * render shows them (no round trip, no loader), on the server and in the
 * browser alike, so the browser's first render is the page the server sent.
 * Each query asks the network again when its hook's staleTime says so.
 */
export function seedBootQueries(client: QueryClient, answers: readonly TBootAnswer[], now = Date.now()): number {
  let seeded = 0;
  for (const answer of answers) {
    const key = keyOf[answer.path]?.(answer.query);
    if (!key) continue;
    client.setQueryData(key, dataOf[answer.path]?.(answer.value) ?? answer.value, { updatedAt: now });
    seeded += 1;
  }
  return seeded;
}
