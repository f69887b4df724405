import { z } from 'zod';
import { ZCategoryCode } from '../catalog/catalog.schemas';
import { ZGameCard } from '../games/games.schemas';
import { ZMinor } from '../wallet/money.schemas';
import { BANNER_GROUPS, LINKAGE_TYPES, NOTICE_TYPES, POPUP_EXECUTIONS, PRIZE_MODES } from './content.constants';

/*
 * Home and promotions content (SPEC.md §2 Home, Announcement popup, Notice
 * popup; §3 Banner, Announcement/popup item, Notice; §7 Home and promotions).
 * Every text is written by the brand's operators per language; rich content
 * is sanitized by the server when it is stored and again by the client
 * before it is shown.
 */

export const ZBannerGroup = z.enum(BANNER_GROUPS);
export type TBannerGroup = z.infer<typeof ZBannerGroup>;

export const ZLinkageType = z.enum(LINKAGE_TYPES);
export type TLinkageType = z.infer<typeof ZLinkageType>;

export const ZBanner = z.object({
  id: z.number().int(),
  groupName: ZBannerGroup,
  /** Image address: relative to an image CDN of the startup config, or absolute. */
  url: z.string(),
  /** Alternative text (the banner's headline). */
  title: z.string(),
  linkageType: ZLinkageType.nullable(),
  linkage: z.string().nullable(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZBannersQuery = z.object({
  groupName: ZBannerGroup,
  language: z.string().max(8).optional(),
});
/** A group's banners in display order. */
export const ZBannersValue = z.object({ list: z.array(ZBanner) });

export const ZNoticeType = z.enum(NOTICE_TYPES);
export type TNoticeType = z.infer<typeof ZNoticeType>;

export const ZPopupExecution = z.enum(POPUP_EXECUTIONS);
export type TPopupExecution = z.infer<typeof ZPopupExecution>;

/** SPEC.md §3 Notice and Announcement/popup item. */
export const ZNotice = z.object({
  id: z.number().int(),
  type: ZNoticeType,
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** Epoch milliseconds, as a string (SPEC.md §3 startDateStr); shown as YYYY-MM-DD in the brand's zone. */
  startDateStr: z.string(),
  /** A promotion id: the popup's go-to-promotion button opens the reward centre. */
  promotionType: z.string().nullable(),
});
export type TNotice = z.infer<typeof ZNotice>;

/** A comma list of notice types ('B,PL,PU,PR,H'); empty or absent means all. */
const ZNoticeTypeList = z
  .string()
  .max(40)
  .regex(/^(|(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*)$/, 'a comma list of notice types')
  .optional();

export const ZNoticesQuery = z.object({
  types: ZNoticeTypeList,
  /** W: the web site (the only platform). */
  platform: z.literal('W').optional(),
  /** Only the popup items of this audience; absent: every live notice (the marquee and the notice popup). */
  execution: ZPopupExecution.optional(),
  language: z.string().max(8).optional(),
});
/** Live notices (start ≤ now < end), newest start first. */
export const ZNoticesValue = z.object({ list: z.array(ZNotice) });

export const ZAnnouncementsQuery = z.object({
  /** The audience: A logged in, B anonymous, F first login. Defaults from the token: A with one, B without. */
  execution: ZPopupExecution.optional(),
  language: z.string().max(8).optional(),
});
/** The announcement popup's items for one audience (the client pages them 6 at a time). */
export const ZAnnouncementsValue = z.object({ list: z.array(ZNotice) });

/** Popular games: the most played of the last 7 days (falls back to hot games on a quiet brand). */
export const ZPopularQuery = z.object({
  gameCategory: z.union([ZCategoryCode, z.literal('ALL')]).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(24).default(12),
  language: z.string().max(8).optional(),
});
export const ZPopularValue = z.object({ list: z.array(ZGameCard) });

/**
 * The home's jackpot roll and the list pages' counter (SPEC.md §2): the real
 * pool when the brand runs a jackpot, else null and neither is shown (no
 * made-up figure, issue 11).
 */
export const ZJackpotValue = z.object({
  pool: ZMinor.nullable(),
  currency: z.string(),
});

// Live casino rooms and lottery menus.

export const ZRoomListQuery = z.object({
  vassalage: z.string().regex(/^[A-Z0-9_]{1,32}$/, 'a vendor code (vassalage)'),
  language: z.string().max(8).optional(),
});
/** A live table of a live-casino vendor (GLS2_roomList). */
export const ZRoom = z.object({
  roomId: z.string(),
  roomName: z.string(),
  nodeId: z.string(),
  gameCode: z.string(),
  /** Table limits in minor units: the table's smallest stake, and its largest where the table states one (null: not known, never made up). */
  minBet: ZMinor,
  maxBet: ZMinor.nullable(),
  /** Seated players right now, as the table reports them; null when it does not (never a made-up count). */
  players: z.number().int().nullable(),
  status: z.enum(['OPEN', 'MAINTENANCE']),
});
export const ZRoomListValue = z.object({ vassalage: z.string(), list: z.array(ZRoom) });

export const ZPrizeMode = z.enum(PRIZE_MODES);

export const ZGameMenusQuery = z.object({
  prizeMode: ZPrizeMode.optional(),
  language: z.string().max(8).optional(),
});
/** One lottery game of the games menu (/lgw/games/game_menus). */
export const ZGameMenuItem = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  prizeMode: ZPrizeMode,
  iconUrl: z.string(),
  /** Minutes between draws, where the lottery states its schedule; null when it does not (never made up). */
  drawIntervalMinutes: z.number().int().nullable(),
});
export const ZGameMenusValue = z.object({
  menus: z.array(z.object({ prizeMode: ZPrizeMode, games: z.array(ZGameMenuItem) })),
});
