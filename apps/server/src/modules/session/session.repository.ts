import { and, desc, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { loginChallenges, members, oauthExchangeCodes, oauthIdentities, oauthProviders, oauthStates, rememberedDevices, sessions } from '../../db/schema';


export type SessionRow = typeof sessions.$inferSelect;
export type ChallengeRow = typeof loginChallenges.$inferSelect;
export type OAuthProviderRow = typeof oauthProviders.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function insertSession(db: DrizzleDb, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The live session of a token hash with its member; expiry is judged by the caller against its clock. */
export async function findSessionByTokenHash(db: DrizzleDb, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, member: { id: members.id, account: members.account, type: members.type, status: members.status } })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

/** Why the revoked session of a token hash ended, at `merchantId`, if it would otherwise still be alive and a reason was kept. */
export async function findEndedReason(db: DrizzleDb, merchantId: number, tokenHash: string, now: Date): Promise<SessionEndedReason | null> {
  const [row] = await db
    .select({ reason: sessions.endedReason })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.merchantId, merchantId), isNotNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.reason ?? null;
}

export async function touchSession(db: DrizzleDb, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** Revokes one live session of the member; its brand, or null when there was none. */
export async function revokeSession(db: DrizzleDb, memberId: number, id: string, now: Date): Promise<{ merchantId: number } | null> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ merchantId: sessions.merchantId });
  return rows[0] ?? null;
}

export type SessionEndedReason = NonNullable<SessionRow['endedReason']>;

/**
 * Revokes every session of the member except `keepId` (null: all of them),
 * remembering why when the member is to be told; the brands of the revoked ones.
 */
export async function revokeMemberSessions(
  db: DrizzleDb,
  memberId: number,
  keepId: string | null,
  now: Date,
  reason: SessionEndedReason | null = null,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, endedReason: reason })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), keepId ? ne(sessions.id, keepId) : undefined))
    .returning({ merchantId: sessions.merchantId });
  return [...new Set(rows.map((r) => r.merchantId))];
}

export function listLiveSessions(db: DrizzleDb, memberId: number, now: Date, idleSince: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

export async function insertChallenge(db: DrizzleDb, row: typeof loginChallenges.$inferInsert): Promise<void> {
  await db.insert(loginChallenges).values(row);
}

export async function findLiveChallenge(db: DrizzleDb, merchantId: number, id: string, now: Date): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.id, id),
        eq(loginChallenges.merchantId, merchantId),
        isNull(loginChallenges.consumedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function consumeChallenge(db: DrizzleDb, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ consumedAt: now })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.consumedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

/** Counts a wrong code; the challenge dies at `max` wrong codes. */
export async function countChallengeFailure(db: DrizzleDb, id: string, max: number, now: Date): Promise<void> {
  await db
    .update(loginChallenges)
    .set({
      attempts: sql`${loginChallenges.attempts} + 1`,
      consumedAt: sql`case when ${loginChallenges.attempts} + 1 >= ${max} then ${now}::timestamptz else null end`,
    })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.consumedAt)));
}

export function listOAuthProviders(db: DrizzleDb, merchantId: number): Promise<OAuthProviderRow[]> {
  return db.select().from(oauthProviders).where(eq(oauthProviders.merchantId, merchantId));
}

export async function findOAuthProvider(db: DrizzleDb, merchantId: number, provider: string): Promise<OAuthProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(oauthProviders)
    .where(and(eq(oauthProviders.merchantId, merchantId), sql`${oauthProviders.provider} = ${provider}`))
    .limit(1);
  return row;
}

export async function insertOAuthState(db: DrizzleDb, row: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(row);
}

export async function consumeOAuthState(db: DrizzleDb, merchantId: number, state: string, now: Date): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .update(oauthStates)
    .set({ consumedAt: now })
    .where(
      and(eq(oauthStates.state, state), eq(oauthStates.merchantId, merchantId), isNull(oauthStates.consumedAt), gt(oauthStates.expiresAt, now)),
    )
    .returning();
  return row;
}

export async function findIdentity(db: DrizzleDb, merchantId: number, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.merchantId, merchantId), eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function insertIdentity(db: DrizzleDb, row: typeof oauthIdentities.$inferInsert): Promise<void> {
  await db.insert(oauthIdentities).values(row);
}

export async function insertExchangeCode(db: DrizzleDb, row: typeof oauthExchangeCodes.$inferInsert): Promise<void> {
  await db.insert(oauthExchangeCodes).values(row);
}

export async function consumeExchangeCode(db: DrizzleDb, merchantId: number, codeHash: string, now: Date): Promise<number | null> {
  const rows = await db
    .update(oauthExchangeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oauthExchangeCodes.codeHash, codeHash),
        eq(oauthExchangeCodes.merchantId, merchantId),
        isNull(oauthExchangeCodes.consumedAt),
        gt(oauthExchangeCodes.expiresAt, now),
      ),
    )
    .returning({ memberId: oauthExchangeCodes.memberId });
  return rows[0]?.memberId ?? null;
}

export type RememberedDeviceRow = typeof rememberedDevices.$inferSelect;

export async function insertRememberedDevice(db: DrizzleDb, row: typeof rememberedDevices.$inferInsert): Promise<void> {
  await db.insert(rememberedDevices).values(row);
}

/** A live remembered device of this member at this brand, by its token's hash. */
export async function findRememberedDevice(db: DrizzleDb, merchantId: number, memberId: number, tokenHash: string, now: Date): Promise<RememberedDeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(rememberedDevices)
    .where(
      and(
        eq(rememberedDevices.tokenHash, tokenHash),
        eq(rememberedDevices.merchantId, merchantId),
        eq(rememberedDevices.memberId, memberId),
        gt(rememberedDevices.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function deleteRememberedDevice(db: DrizzleDb, merchantId: number, tokenHash: string): Promise<void> {
  await db.delete(rememberedDevices).where(and(eq(rememberedDevices.tokenHash, tokenHash), eq(rememberedDevices.merchantId, merchantId)));
}

/** Expired remembered devices (the purge job). */
export async function deleteExpiredRememberedDevices(db: DrizzleDb, now: Date): Promise<number> {
  const rows = await db.delete(rememberedDevices).where(lt(rememberedDevices.expiresAt, now)).returning({ tokenHash: rememberedDevices.tokenHash });
  return rows.length;
}

/** A member's latest sessions (logins), open or ended, newest first. */
export function listMemberSessions(db: DrizzleDb, memberId: number, limit: number): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.memberId, memberId)).orderBy(desc(sessions.createdAt)).limit(limit);
}

/** Both members signed in from the same browser (user agent) at the same address (referral anti-abuse). */
export async function sharesDevice(db: DrizzleDb, merchantId: number, a: number, b: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select exists (
      select 1 from sessions x join sessions y on y.ip = x.ip and y.user_agent = x.user_agent
      where x.merchant_id = ${merchantId}::integer and x.member_id = ${a}::integer and y.member_id = ${b}::integer
        and x.ip is not null and x.user_agent is not null
    ) as shared`)) as unknown as { rows: { shared: boolean }[] };
  return rows[0]?.shared === true;
}

/** Browsers (user agent at an address) several members signed in from, most members first (the console's abuse clusters). */
export async function deviceClusters(db: DrizzleDb, merchantId: number, limit: number) {
  const { rows } = (await db.execute(sql`
    select s.ip as ip, s.user_agent as user_agent, array_agg(distinct s.member_id) as ids
    from sessions s where s.merchant_id = ${merchantId}::integer and s.ip is not null and s.user_agent is not null
    group by s.ip, s.user_agent having count(distinct s.member_id) > 1
    order by count(distinct s.member_id) desc limit ${limit}::integer`)) as unknown as { rows: { ip: string; user_agent: string; ids: number[] }[] };
  return rows;
}
