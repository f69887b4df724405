/**
 * SQL of the home and promotions content: banners, notices and the play
 * counts behind the popular games. Every read is of one brand.
 */
import { type AnyColumn, and, arrayContains, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TBannerGroup, TNoticeType, TPopupExecution } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { banners, gameRounds, games, notices, vendors } from '../../db/schema';
import type { GameCardRow } from '../games';

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
    .where(and(eq(gameRounds.merchantId, merchantId), gte(gameRounds.openedAt, since), eq(games.status, 'active'), eq(vendors.status, 'ACTIVE'), eq(games.enabled, true), eq(vendors.enabled, true)))
    .groupBy(games.id, vendors.id)
    .orderBy(desc(sql`count(${gameRounds.id})`), asc(games.sort), asc(games.id))
    .limit(limit);
}

// The staff content API (content-admin.service.ts) ---------------------------

export interface StaffBannerFilter {
  groupName?: TBannerGroup | undefined;
  language?: string | undefined;
  /** Also the ended ones; else only those whose window has not ended at `now`. */
  includeInactive: boolean;
  now: Date;
}

/** Not ended at `now` (live or scheduled). */
const notEnded = (endsAt: AnyColumn, now: Date) => or(isNull(endsAt), gt(endsAt, now));

export function listBanners(db: DrizzleDb, merchantId: number, f: StaffBannerFilter): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.merchantId, merchantId),
        f.groupName ? eq(banners.groupName, f.groupName) : undefined,
        f.language ? eq(banners.language, f.language) : undefined,
        f.includeInactive ? undefined : notEnded(banners.endsAt, f.now),
      ),
    )
    .orderBy(asc(banners.groupName), asc(banners.language), asc(banners.sort), asc(banners.id));
}

export interface StaffNoticeFilter {
  type?: TNoticeType | undefined;
  execution?: TPopupExecution | undefined;
  language?: string | undefined;
  includeInactive: boolean;
  now: Date;
}

export function listNotices(db: DrizzleDb, merchantId: number, f: StaffNoticeFilter): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.merchantId, merchantId),
        f.type ? eq(notices.type, f.type) : undefined,
        f.execution ? arrayContains(notices.executions, [f.execution]) : undefined,
        f.language ? eq(notices.language, f.language) : undefined,
        f.includeInactive ? undefined : notEnded(notices.endsAt, f.now),
      ),
    )
    .orderBy(desc(notices.startsAt), asc(notices.sort), asc(notices.id));
}

/** One banner of the brand; with `lock`, held FOR UPDATE (inside a transaction). */
export async function findBanner(db: DrizzleDb, merchantId: number, id: number, lock = false): Promise<BannerRow | undefined> {
  const q = db.select().from(banners).where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findNotice(db: DrizzleDb, merchantId: number, id: number, lock = false): Promise<NoticeRow | undefined> {
  const q = db.select().from(notices).where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Inserts one banner; a duplicate code throws the unique violation (banners_code_unique). */
export async function insertBanner(db: DrizzleDb, row: NewBanner): Promise<BannerRow> {
  const [inserted] = await db.insert(banners).values(row).returning();
  if (!inserted) throw new Error('banner insert returned nothing');
  return inserted;
}

export async function insertNotice(db: DrizzleDb, row: NewNotice): Promise<NoticeRow> {
  const [inserted] = await db.insert(notices).values(row).returning();
  if (!inserted) throw new Error('notice insert returned nothing');
  return inserted;
}

export async function updateBanner(db: DrizzleDb, merchantId: number, id: number, patch: Partial<NewBanner>): Promise<BannerRow | undefined> {
  const [row] = await db.update(banners).set(patch).where(and(eq(banners.merchantId, merchantId), eq(banners.id, id))).returning();
  return row;
}

export async function updateNotice(db: DrizzleDb, merchantId: number, id: number, patch: Partial<NewNotice>): Promise<NoticeRow | undefined> {
  const [row] = await db.update(notices).set(patch).where(and(eq(notices.merchantId, merchantId), eq(notices.id, id))).returning();
  return row;
}

/** Whether the brand has a game of this node id (a GAME banner's linkage). */
export async function brandHasGameNode(db: DrizzleDb, merchantId: number, nodeId: string): Promise<boolean> {
  const [row] = await db.select({ id: games.id }).from(games).where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId))).limit(1);
  return row !== undefined;
}
