/**
 * SQL of the home and promotions content: banners, notices and the play
 * counts behind the popular games. Every read is of one brand.
 */
import { type AnyColumn, and, arrayContains, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TBannerGroup, TNoticeType, TPopupExecution } from '@wps/contracts';
import type { DrizzleDb } from '../../db/client';
import { banners, gameRounds, games, notices, vendors } from '../../db/schema';
import type { GameCardRow } from '../games/games.repository';

export type BannerRow = typeof banners.$inferSelect;
export type NewBanner = typeof banners.$inferInsert;
export type NoticeRow = typeof notices.$inferSelect;
export type NewNotice = typeof notices.$inferInsert;

/** Start ≤ now < end; a null start or end is open. */
const liveAt = (startsAt: AnyColumn, endsAt: AnyColumn, now: Date) =>
  and(or(isNull(startsAt), lte(startsAt, now)), or(isNull(endsAt), gt(endsAt, now)));

/** A group's live banners in the given languages, in display order. */
export function findLiveBanners(db: DrizzleDb, merchantId: number, groupName: TBannerGroup, languages: string[], now: Date): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.groupName, groupName), inArray(banners.language, languages), liveAt(banners.startsAt, banners.endsAt, now)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export interface NoticeFilter {
  /** Empty: every type. */
  types: readonly TNoticeType[];
  /** Only the popup items of this audience. */
  execution?: TPopupExecution | undefined;
  languages: string[];
  now: Date;
}

/** Live notices, newest start first (then the operators' order). */
export function findLiveNotices(db: DrizzleDb, merchantId: number, f: NoticeFilter): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.merchantId, merchantId),
        inArray(notices.language, f.languages),
        f.types.length > 0 ? inArray(notices.type, [...f.types]) : undefined,
        f.execution ? arrayContains(notices.executions, [f.execution]) : undefined,
        liveAt(notices.startsAt, notices.endsAt, f.now),
      ),
    )
    .orderBy(desc(notices.startsAt), asc(notices.sort), asc(notices.id));
}

/** Adds banners whose code the brand lacks; an existing code is left as operators left it. */
export async function insertBanners(db: DrizzleDb, rows: NewBanner[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(banners).values(rows).onConflictDoNothing().returning({ id: banners.id });
  return inserted.length;
}

/** Adds notices whose code the brand lacks (content must already be sanitized: see content.service.ts). */
export async function insertNotices(db: DrizzleDb, rows: NewNotice[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(notices).values(rows).onConflictDoNothing().returning({ id: notices.id });
  return inserted.length;
}

/**
 * The brand's startable games by number of rounds opened since `since`,
 * most played first (ties: the brand's order). At most `limit` games.
 */
export function mostPlayedGames(db: DrizzleDb, merchantId: number, since: Date, limit: number): Promise<(GameCardRow & { plays: number })[]> {
  return db
    .select({
      game: games,
      vendorName: vendors.displayName,
      vendorCategory: vendors.gameCategory,
      vendorStatus: vendors.status,
      plays: sql<number>`count(${gameRounds.id})::int`,
    })
    .from(gameRounds)
    .innerJoin(games, and(eq(games.merchantId, gameRounds.merchantId), eq(games.vassalage, gameRounds.vassalage), eq(games.gameCode, gameRounds.gameCode)))
    .innerJoin(vendors, and(eq(vendors.merchantId, games.merchantId), eq(vendors.vassalage, games.vassalage), eq(vendors.gameType, games.gameType)))
    .where(and(eq(gameRounds.merchantId, merchantId), gte(gameRounds.openedAt, since), eq(games.status, 'active'), eq(vendors.status, 'ACTIVE')))
    .groupBy(games.id, vendors.id)
    .orderBy(desc(sql`count(${gameRounds.id})`), asc(games.sort), asc(games.id))
    .limit(limit);
}
