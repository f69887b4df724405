/** Staff notes on members (only ever inserted) and the brand's player tags. */
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { memberNotes, memberTagAssignments, memberTags } from '../../db/schema';

export type MemberNoteRow = typeof memberNotes.$inferSelect;

export async function insertNote(db: DrizzleDb, row: typeof memberNotes.$inferInsert): Promise<MemberNoteRow> {
  const [inserted] = await db.insert(memberNotes).values(row).returning();
  return inserted!;
}

/** A member's notes, newest first; `before` is the smallest id of the previous page. */
export function listNotes(db: DrizzleDb, merchantId: number, memberId: number, page: { before?: number | undefined; limit: number }): Promise<MemberNoteRow[]> {
  return db
    .select()
    .from(memberNotes)
    .where(and(eq(memberNotes.merchantId, merchantId), eq(memberNotes.memberId, memberId), page.before ? lt(memberNotes.id, page.before) : undefined))
    .orderBy(desc(memberNotes.id))
    .limit(page.limit);
}

/** The brand's tags by label, with how many members carry each. */
export function listTags(db: DrizzleDb, merchantId: number) {
  return db
    .select({ id: memberTags.id, label: memberTags.label, players: count(memberTagAssignments.memberId) })
    .from(memberTags)
    .leftJoin(memberTagAssignments, eq(memberTagAssignments.tagId, memberTags.id))
    .where(eq(memberTags.merchantId, merchantId))
    .groupBy(memberTags.id)
    .orderBy(asc(sql`lower(${memberTags.label})`));
}

/** The brand's tag of this label, whatever its case. */
export async function findTag(db: DrizzleDb, merchantId: number, label: string) {
  const [row] = await db
    .select({ id: memberTags.id, label: memberTags.label })
    .from(memberTags)
    .where(and(eq(memberTags.merchantId, merchantId), sql`lower(${memberTags.label}) = lower(${label})`))
    .limit(1);
  return row;
}

/** The brand's tag of this label, added to its list when new (a parallel first use finds the other's row). */
export async function ensureTag(db: DrizzleDb, merchantId: number, label: string, now: Date) {
  await db.insert(memberTags).values({ merchantId, label, createdAt: now }).onConflictDoNothing();
  const tag = await findTag(db, merchantId, label);
  if (!tag) throw new Error(`tag ${label} missing after insert`);
  return tag;
}

/** Labels of a member's tags, in label order. */
export async function tagsOfMember(db: DrizzleDb, merchantId: number, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ label: memberTags.label })
    .from(memberTagAssignments)
    .innerJoin(memberTags, eq(memberTags.id, memberTagAssignments.tagId))
    .where(and(eq(memberTagAssignments.merchantId, merchantId), eq(memberTagAssignments.memberId, memberId)))
    .orderBy(asc(sql`lower(${memberTags.label})`));
  return rows.map((r) => r.label);
}

/** True when the member did not carry the tag before. */
export async function assignTag(db: DrizzleDb, row: typeof memberTagAssignments.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(memberTagAssignments).values(row).onConflictDoNothing().returning({ tagId: memberTagAssignments.tagId });
  return inserted.length > 0;
}

/** True when the member carried the tag. */
export async function unassignTag(db: DrizzleDb, merchantId: number, memberId: number, tagId: number): Promise<boolean> {
  const removed = await db
    .delete(memberTagAssignments)
    .where(and(eq(memberTagAssignments.merchantId, merchantId), eq(memberTagAssignments.memberId, memberId), eq(memberTagAssignments.tagId, tagId)))
    .returning({ tagId: memberTagAssignments.tagId });
  return removed.length > 0;
}
