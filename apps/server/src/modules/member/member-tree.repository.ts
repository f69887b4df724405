/**
 * Reads of the upline tree (member_tree, a closure table the database keeps
 * exact through triggers on members: see migration 0038). Every lookup is an
 * index range: a member's uplines by (descendant, depth), a team by
 * (ancestor, depth).
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { memberTree } from './member.schema';

/** A member's uplines, the direct one first (depth 1), up to the top of the tree. */
export function uplinesOf(db: DrizzleDb, merchantId: number, memberId: number): Promise<{ id: number; depth: number }[]> {
  return db
    .select({ id: memberTree.ancestorId, depth: memberTree.depth })
    .from(memberTree)
    .where(and(eq(memberTree.merchantId, merchantId), eq(memberTree.descendantId, memberId), gt(memberTree.depth, 0)))
    .orderBy(asc(memberTree.depth));
}

/** A member's whole team (every descendant at any depth, or down to `maxDepth`), nearest levels first. */
export function teamOf(db: DrizzleDb, merchantId: number, memberId: number, maxDepth?: number): Promise<{ id: number; depth: number }[]> {
  return db
    .select({ id: memberTree.descendantId, depth: memberTree.depth })
    .from(memberTree)
    .where(
      and(
        eq(memberTree.merchantId, merchantId),
        eq(memberTree.ancestorId, memberId),
        gt(memberTree.depth, 0),
        maxDepth === undefined ? undefined : sql`${memberTree.depth} <= ${maxDepth}`,
      ),
    )
    .orderBy(asc(memberTree.depth), asc(memberTree.descendantId));
}

/** How many members the team of a member has (at any depth). */
export async function teamSize(db: DrizzleDb, merchantId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberTree)
    .where(and(eq(memberTree.merchantId, merchantId), eq(memberTree.ancestorId, memberId), gt(memberTree.depth, 0)));
  return row?.n ?? 0;
}
