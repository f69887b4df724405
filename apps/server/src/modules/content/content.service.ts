/**
 * Home and promotions content (SPEC.md §2 Home, §3 Banner / Notice /
 * Announcement, §7 Home and promotions): banner groups, live notices, the
 * announcement popup's items, popular games and the jackpot pool.
 *
 * Languages. Operators write every text per language. A call names a
 * language (else the brand's default); one the brand does not support reads
 * as the default. When nothing of the asked list exists in the language
 * (no banners of the group, no live notices of the filter), the whole list
 * falls back to the brand's default language: never half one, half another.
 *
 * Rich content is sanitized here, when written (sanitizeRichText), and
 * again by the client before it is shown.
 */
import {
  ErrorCode,
  PLAYER_NOTICE_TYPES,
  type TBanner,
  type TBannerGroup,
  type TGameCard,
  type TLinkageType,
  type TNotice,
  type TNoticeType,
  type TPopupExecution,
} from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { MerchantRow, BrandContext } from '../brand';
import { presentGameCard } from '../games/games.presenter';
import { hotGames } from '../games/games.service';
import { brandJackpot } from '../jackpot';
import { presentBanner, presentNotice } from './content.presenter';
import { findLiveBanners, findLiveNotices, insertBanners, insertNotices, mostPlayedGames, type NewBanner, type NewNotice } from './content.repository';

type Merchant = Pick<MerchantRow, 'id' | 'defaultLanguage' | 'supportedLanguages'>;

/** The language a call reads: the asked one when the brand supports it, else the brand's default. */
export function contentLanguage(merchant: Merchant, asked: string | undefined): string {
  const code = asked?.trim().toUpperCase();
  return code && merchant.supportedLanguages.includes(code) ? code : merchant.defaultLanguage;
}

/** Rows of the asked language when there are any, else those of the default language. */
function withFallback<T extends { language: string }>(rows: T[], language: string, fallback: string): T[] {
  const own = rows.filter((r) => r.language === language);
  return own.length > 0 ? own : rows.filter((r) => r.language === fallback);
}

const languagesOf = (merchant: Merchant, language: string) => [...new Set([language, merchant.defaultLanguage])];

export async function getBanners(db: DrizzleDb, merchant: Merchant, now: Date, q: { groupName: TBannerGroup; language?: string | undefined }): Promise<{ list: TBanner[] }> {
  const language = contentLanguage(merchant, q.language);
  const rows = await findLiveBanners(db, merchant.id, q.groupName, languagesOf(merchant, language), now);
  return { list: withFallback(rows, language, merchant.defaultLanguage).map(presentBanner) };
}

/** 'B,PL' → ['B', 'PL']; empty or absent: every type of the player site (the contract has checked the shape). */
export function parseNoticeTypes(types: string | undefined): TNoticeType[] {
  const wanted = new Set((types ?? '').split(',').filter(Boolean));
  return wanted.size === 0 ? [...PLAYER_NOTICE_TYPES] : PLAYER_NOTICE_TYPES.filter((t) => wanted.has(t));
}

export async function getNotices(
  db: DrizzleDb,
  merchant: Merchant,
  now: Date,
  q: { types?: string | undefined; execution?: TPopupExecution | undefined; language?: string | undefined },
): Promise<{ list: TNotice[] }> {
  const language = contentLanguage(merchant, q.language);
  const rows = await findLiveNotices(db, merchant.id, { types: parseNoticeTypes(q.types), execution: q.execution, languages: languagesOf(merchant, language), now });
  return { list: withFallback(rows, language, merchant.defaultLanguage).map(presentNotice) };
}

/**
 * The announcement popup's items for one audience: the asked `execution`,
 * else A (logged in) when the call carries a live member token and B
 * (anonymous) without one. F (first login) is only ever asked for.
 */
export function getAnnouncements(
  db: DrizzleDb,
  merchant: Merchant,
  now: Date,
  q: { execution?: TPopupExecution | undefined; language?: string | undefined },
  loggedIn: boolean,
): Promise<{ list: TNotice[] }> {
  return getNotices(db, merchant, now, { execution: q.execution ?? (loggedIn ? 'A' : 'B'), language: q.language });
}

/** How far back the popular games count rounds. */
export const POPULAR_WINDOW_MS = 7 * 24 * 60 * 60_000;

/**
 * The brand's most played startable games of the last 7 days (rounds opened,
 * demo rounds included: they are plays too), of one lane or all; topped up
 * with the hot games when fewer than `limitNum` were played.
 */
export async function getPopular(
  db: DrizzleDb,
  brand: BrandContext,
  now: Date,
  q: { gameCategory: string; limitNum: number },
): Promise<{ list: TGameCard[] }> {
  const fits = (card: TGameCard) => q.gameCategory === 'ALL' || card.gameCategory === q.gameCategory;
  // The lane comes from the vendor-set rules, so filter after presenting; read enough to fill a lane.
  const played = await mostPlayedGames(db, brand.merchant.id, new Date(now.getTime() - POPULAR_WINDOW_MS), q.gameCategory === 'ALL' ? q.limitNum : 200);
  const list = played.map((r) => presentGameCard(r, brand.merchant)).filter(fits).slice(0, q.limitNum);
  if (list.length < q.limitNum) {
    const seen = new Set(list.map((c) => c.nodeId));
    for (const card of (await hotGames(db, brand)).list) {
      if (list.length >= q.limitNum) break;
      if (!seen.has(card.nodeId) && fits(card)) list.push(card);
    }
  }
  return { list };
}

/**
 * The home's jackpot roll and the list pages' counter: the pool of the
 * brand's first active jackpot, in minor units, as the ledger holds it now;
 * null when the brand runs none (then the site shows no jackpot figure).
 */
export async function getJackpot(db: DrizzleDb, merchant: Pick<MerchantRow, 'id' | 'currency'>): Promise<{ pool: string | null; currency: string }> {
  const jackpot = await brandJackpot(db, merchant.id);
  return { pool: jackpot ? jackpot.pool.toString() : null, currency: jackpot?.currency ?? merchant.currency };
}

// Writes (the seed today; an operators' back office later) ------------------

export interface BannerInput {
  code: string;
  groupName: TBannerGroup;
  language: string;
  title: string;
  imageUrl: string;
  linkageType?: TLinkageType | null;
  linkage?: string | null;
  sort?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

const invalid = (message: string) => new AppError(400, ErrorCode.validation, message);
const badLinkage = (message: string) => new AppError(400, ErrorCode.contentLinkageInvalid, message);

/** A linkage the client can open: a path of this site, an https address, a game or promotion id. */
export function checkLinkage(type: TLinkageType | null | undefined, linkage: string | null | undefined): void {
  if (!type) {
    if (linkage) throw badLinkage('A linkage needs a linkage type');
    return;
  }
  if (!linkage) throw badLinkage(`A ${type} banner needs its linkage`);
  if (type === 'ROUTE' && !/^\/(?!\/)[^\s\\]*$/.test(linkage)) throw badLinkage('A ROUTE linkage is a path of this site, starting with one /');
  if (type === 'URL' && !/^https:\/\/[^\s]+$/.test(linkage)) throw badLinkage('A URL linkage is an https address');
  if ((type === 'GAME' || type === 'PROMOTION') && !/^[A-Za-z0-9_.:-]{1,64}$/.test(linkage)) throw badLinkage(`A ${type} linkage is an id`);
}

/** A window starts before it ends (either end may be open). */
export function checkWindow(startsAt: Date | null | undefined, endsAt: Date | null | undefined): void {
  if (startsAt && endsAt && endsAt <= startsAt) throw new AppError(400, ErrorCode.contentWindowInvalid, 'The window ends before it starts');
}

/** Adds the banners whose code the brand lacks; returns how many were added. */
export async function addBanners(db: DrizzleDb, merchantId: number, inputs: BannerInput[]): Promise<number> {
  const rows: NewBanner[] = inputs.map((b) => {
    checkLinkage(b.linkageType, b.linkage);
    checkWindow(b.startsAt, b.endsAt);
    return {
      merchantId,
      code: b.code,
      groupName: b.groupName,
      language: b.language.toUpperCase(),
      title: b.title,
      imageUrl: b.imageUrl,
      linkageType: b.linkageType ?? null,
      linkage: b.linkageType ? (b.linkage ?? null) : null,
      sort: b.sort ?? 0,
      startsAt: b.startsAt ?? null,
      endsAt: b.endsAt ?? null,
    };
  });
  return insertBanners(db, rows);
}

export interface NoticeInput {
  code: string;
  type: TNoticeType;
  language: string;
  title: string;
  /** HTML; sanitized here before it is stored. */
  content: string;
  promotionType?: string | null;
  /** Popup audiences; empty or absent: not a popup. */
  executions?: TPopupExecution[];
  sort?: number;
  startsAt: Date;
  endsAt?: Date | null;
}

/** Adds the notices whose code the brand lacks, their content sanitized; returns how many were added. */
export async function addNotices(db: DrizzleDb, merchantId: number, inputs: NoticeInput[]): Promise<number> {
  const rows: NewNotice[] = inputs.map((n) => {
    checkWindow(n.startsAt, n.endsAt);
    if (!n.title.trim()) throw invalid('A notice needs a title');
    return {
      merchantId,
      code: n.code,
      type: n.type,
      language: n.language.toUpperCase(),
      title: n.title.trim(),
      content: sanitizeRichText(n.content),
      promotionType: n.promotionType ?? null,
      executions: [...new Set(n.executions ?? [])],
      sort: n.sort ?? 0,
      startsAt: n.startsAt,
      endsAt: n.endsAt ?? null,
    };
  });
  return insertNotices(db, rows);
}

/** The agent center's announcements (type A, never on the player site), in the caller's language with the brand's default as fallback. */
export async function getAgentNotices(db: DrizzleDb, merchant: Merchant, now: Date, language?: string): Promise<TNotice[]> {
  const lang = contentLanguage(merchant, language);
  const rows = await findLiveNotices(db, merchant.id, { types: ['A'], languages: languagesOf(merchant, lang), now });
  return withFallback(rows, lang, merchant.defaultLanguage).map(presentNotice);
}
