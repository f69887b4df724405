import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { feedback, memberKnownIps, members, passwordResetTokens } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export async function findMemberById(db: DrizzleDb, merchantId: number, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(and(eq(members.merchantId, merchantId), eq(members.id, id))).limit(1);
  return row;
}

/** Accounts are unique per brand regardless of case. */
export async function findMemberByAccount(db: DrizzleDb, merchantId: number, account: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.account}) = lower(${account})`))
    .limit(1);
  return row;
}

export async function findMemberByMobile(
  db: DrizzleDb,
  merchantId: number,
  countryCode: string,
  number: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.mobileCountryCode, countryCode), eq(members.mobileNumber, number)))
    .limit(1);
  return row;
}

export async function findAgentByAffiliateCode(
  db: DrizzleDb,
  merchantId: number,
  code: string,
  agentTypes: readonly number[],
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.affiliateCode, code.toUpperCase()),
        inArray(members.type, [...agentTypes]),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertMember(db: DrizzleDb, row: NewMember): Promise<MemberRow> {
  const [created] = await db.insert(members).values(row).returning();
  if (!created) throw new Error('member insert returned nothing');
  return created;
}

export async function updateMember(db: DrizzleDb, memberId: number, patch: Partial<NewMember>): Promise<void> {
  await db.update(members).set(patch).where(eq(members.id, memberId));
}

export async function markLoggedIn(db: DrizzleDb, memberId: number, now: Date): Promise<void> {
  await db
    .update(members)
    .set({
      lastLoginAt: now,
      firstLoginAt: sql`coalesce(${members.firstLoginAt}, ${now}::timestamptz)`,
    })
    .where(eq(members.id, memberId));
}

/** Accepts a TOTP step only if it is newer than the last one used: each code works once, even in parallel. */
export async function useTotpStep(db: DrizzleDb, memberId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ totpLastStep: step })
    .where(and(eq(members.id, memberId), or(isNull(members.totpLastStep), lt(members.totpLastStep, step))))
    .returning({ id: members.id });
  return rows.length > 0;
}

export async function isKnownIp(db: DrizzleDb, memberId: number, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ ip: memberKnownIps.ip })
    .from(memberKnownIps)
    .where(and(eq(memberKnownIps.memberId, memberId), eq(memberKnownIps.ip, ip)))
    .limit(1);
  return row !== undefined;
}

export async function rememberIp(db: DrizzleDb, merchantId: number, memberId: number, ip: string, now: Date): Promise<void> {
  await db
    .insert(memberKnownIps)
    .values({ merchantId, memberId, ip, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [memberKnownIps.memberId, memberKnownIps.ip], set: { lastSeenAt: now } });
}

export async function findMemberByAccountAndEmail(
  db: DrizzleDb,
  merchantId: number,
  account: string,
  email: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        sql`lower(${members.account}) = lower(${account})`,
        sql`lower(${members.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertResetToken(db: DrizzleDb, row: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/** Single use: the first caller gets the member id, every later one nothing. */
export async function consumeResetToken(db: DrizzleDb, merchantId: number, tokenHash: string, now: Date): Promise<number | null> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.merchantId, merchantId),
        isNull(passwordResetTokens.consumedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: passwordResetTokens.memberId });
  return rows[0]?.memberId ?? null;
}

export async function insertFeedback(db: DrizzleDb, row: typeof feedback.$inferInsert): Promise<number> {
  const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  if (!created) throw new Error('feedback insert returned nothing');
  return created.id;
}
