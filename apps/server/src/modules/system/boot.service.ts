import {
  getAnnouncements as announcementsContract,
  getBanners as bannersContract,
  getGameList as gameListContract,
  getGameVendors as vendorsContract,
  getHotGames as hotGamesContract,
  getJackpot as jackpotContract,
  getNotices as noticesContract,
  getPermission as permissionContract,
  cdnUrl,
  HOME_NOTICES_QUERY,
  HOT_GAMES_QUERY,
  isHomePagePath,
  isLanguageCode,
  SystemStatus,
  type Contract,
  type TBoot,
  type TBootAnswer,
  type TBootQuery,
  type TLanguageCode,
  type TLane,
  type TPermission,
  VENDOR_LIST_PAGES,
  VENDOR_LIST_QUERY,
} from '@wps/contracts';
import type { AppServices } from '../../services';
import type { BrandContext } from '../brand';
import type { Visitor } from '../access/access.service';
import { getVendorLanes } from '../catalog/catalog.service';
import { getAnnouncements, getBanners, getJackpot, getNotices } from '../content/content.service';
import { hotGames, listGames } from '../games/games.service';
import { getPermission } from './system.service';

/** An answer as the call's route sends it: the value through the contract's schema, as the serializer does. */
const answer = (contract: Contract, value: unknown, query?: TBootQuery): TBootAnswer => ({
  path: contract.path,
  ...(query ? { query } : {}),
  value: contract.value.parse(value),
});

/**
 * The language the web client starts in (its pickStartLanguage): the one the
 * visitor chose, when the brand supports it, else the brand's default.
 */
const startLanguage = (permission: TPermission, chosen: string | undefined): TLanguageCode => {
  const { supportedLanguages, defaultLanguage } = permission.info.setting;
  if (chosen && isLanguageCode(chosen) && supportedLanguages.includes(chosen)) return chosen;
  return supportedLanguages.includes(defaultLanguage) ? defaultLanguage : (supportedLanguages[0] ?? 'EN');
};

/**
 * On a vendor list page (/rng, /jili), the query of the grid's first page:
 * the vendor in the address, or the lane's first as the page picks it.
 */
const vendorListQuery = (page: URL | undefined, lanes: TLane[], language: TLanguageCode): TBootQuery | null => {
  if (!page) return null;
  const category = VENDOR_LIST_PAGES[page.pathname.toLowerCase() as keyof typeof VENDOR_LIST_PAGES];
  if (!category) return null;
  const vassalage = page.searchParams.get('vassalage') ?? lanes.find((l) => l.gameCategory === category)?.vendors[0]?.vassalage;
  return vassalage ? { ...VENDOR_LIST_QUERY, vassalage, language } : null;
};

/**
 * The answers index.html carries (issue 12, a short start): the permission
 * call always (it decides app, maintenance or region block); while the site
 * is open, what the home shows first — vendor lanes, home banners, notices,
 * the visitor's announcement popup, hot games and the jackpot — in the
 * language the page starts in (the visitor's choice, from its hint cookie, or
 * the brand's default), and on the home the first banner's image to preload; on a vendor
 * list page (`page`, the address asked for) the first page of its games too.
 * Each is what its call would answer this visitor now.
 */
export async function bootAnswers(services: AppServices, brand: BrandContext, visitor: Visitor, chosenLanguage?: string, page?: URL): Promise<TBoot> {
  const permission = await getPermission(services, brand, visitor);
  const answers = [answer(permissionContract, permission)];
  const language = startLanguage(permission, chosenLanguage);
  if (permission.status !== SystemStatus.normal) return { answers, images: {}, language };

  const { db, clock } = services;
  const merchant = brand.merchant;
  const now = clock.now();
  const bannersQuery = { groupName: 'w_home', language } as const;
  const noticesQuery = { ...HOME_NOTICES_QUERY, language };
  const announcementsQuery = { execution: 'B', language } as const;
  const hotQuery = { ...HOT_GAMES_QUERY, language };
  const [vendors, banners, notices, announcements, hot, jackpot] = await Promise.all([
    getVendorLanes(db, brand),
    getBanners(db, merchant, now, bannersQuery),
    getNotices(db, merchant, now, noticesQuery),
    getAnnouncements(db, merchant, now, announcementsQuery, false),
    hotGames(db, brand),
    getJackpot(db, merchant),
  ]);
  answers.push(
    answer(vendorsContract, vendors),
    answer(bannersContract, banners, bannersQuery),
    answer(noticesContract, notices, noticesQuery),
    answer(announcementsContract, announcements, announcementsQuery),
    answer(hotGamesContract, hot, hotQuery),
    answer(jackpotContract, jackpot),
  );
  // A vendor in the address that is no vendor's code (too long, odd characters) gets no inlined page: the grid asks.
  const listQuery = vendorListQuery(page, vendors.data.lanes, language);
  const parsed = listQuery ? gameListContract.query?.safeParse(listQuery) : null;
  if (listQuery && parsed?.success) answers.push(answer(gameListContract, await listGames(db, brand, parsed.data), listQuery));
  // Preloaded only where the page shows it at once: elsewhere the browser fetches it for nothing and warns.
  const first = page && isHomePagePath(page.pathname) ? banners.list[0]?.url : undefined;
  const images = first ? { [first]: cdnUrl(first, permission.info.imageCDNs, () => 0) } : {};
  return { answers, images, language };
}
