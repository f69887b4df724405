import { defineContract } from '../contract';
import {
  ZAnnouncementsQuery,
  ZAnnouncementsValue,
  ZBannersQuery,
  ZBannersValue,
  ZGameMenusQuery,
  ZGameMenusValue,
  ZJackpotValue,
  ZNoticesQuery,
  ZNoticesValue,
  ZPopularQuery,
  ZPopularValue,
  ZRoomListQuery,
  ZRoomListValue,
} from './content.schemas';

/*
 * SPEC.md §7 names the notices and popular calls without paths; these are
 * ours. The announcement call keeps its relay path. Everything here is open
 * to visitors (they see home, announcements and game lists) except the live
 * rooms, which §7 marks as a token call.
 */

/** Notices of the given types: the home marquee, the notice popup; with `execution`, the popup items of one audience. */
export const getNotices = defineContract({
  method: 'GET',
  path: '/wps/notices',
  summary: 'Live notices',
  tags: ['content'],
  auth: false,
  query: ZNoticesQuery,
  value: ZNoticesValue,
});

/** The announcement popup's items for an audience (A logged in, B anonymous, F first login). */
export const getAnnouncements = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  summary: 'Announcements for the popup',
  tags: ['content'],
  auth: false,
  query: ZAnnouncementsQuery,
  value: ZAnnouncementsValue,
});

/** A banner group (w_home, w_login…), in display order. */
export const getBanners = defineContract({
  method: 'GET',
  path: '/wps/banners',
  summary: 'Banners of a group',
  tags: ['content'],
  auth: false,
  query: ZBannersQuery,
  value: ZBannersValue,
});

/** The most played games of the last 7 days ("see other popular games"). */
export const getPopular = defineContract({
  method: 'GET',
  path: '/wps/popular',
  summary: 'Popular games',
  tags: ['content'],
  auth: false,
  query: ZPopularQuery,
  value: ZPopularValue,
});

/** The brand's jackpot pool for the home roll, or null. */
export const getJackpot = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_jackpot',
  summary: 'Jackpot pool',
  tags: ['content'],
  auth: false,
  value: ZJackpotValue,
});

/** Live-casino tables of a vendor. */
export const getRoomList = defineContract({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  summary: 'Live casino rooms of a vendor',
  tags: ['games'],
  auth: true,
  query: ZRoomListQuery,
  value: ZRoomListValue,
});

/** Lottery games per prize mode (SPEC.md §7 Games menu). */
export const getGameMenus = defineContract({
  method: 'GET',
  path: '/lgw/games/game_menus',
  summary: 'Lottery games menu',
  tags: ['games'],
  auth: false,
  query: ZGameMenusQuery,
  value: ZGameMenusValue,
});
