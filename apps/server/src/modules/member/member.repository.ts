import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { brandDayOf, dayRows } from '../../db/day-series';
import { feedback, memberKnownIps, memberTagAssignments, members, passwordResetTokens } from '../../db/schema';

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

export type PlayerSearchBy = 'username' | 'phone' | 'email' | 'id' | 'ip' | 'bank';

/**
 * Members of the brand matching a search, newest first, `limit` of them below
 * the id `before` (keyset paging). `ids` narrows to members found elsewhere
 * (a bank account). Every branch walks an index: the account's lower-case
 * prefix, the mobile number, the lower-case email, the id, the known addresses.
 * Trial (free-play) accounts are no players (SPEC.md §3): never listed.
 */
export async function searchMembers(
  db: DrizzleDb,
  merchant: { id: number; trialType: number },
  search: ({ by: Exclude<PlayerSearchBy, 'bank'>; q: string } | { by: 'bank'; ids: number[] }) & { tagId?: number | undefined },
  page: { before?: number | undefined; limit: number },
): Promise<MemberRow[]> {
  const merchantId = merchant.id;
  const conditions: SQL[] = [eq(members.merchantId, merchantId), ne(members.type, merchant.trialType)];
  if (page.before) conditions.push(lt(members.id, page.before));
  if (search.tagId !== undefined) {
    const tagged = db
      .select({ id: memberTagAssignments.memberId })
      .from(memberTagAssignments)
      .where(and(eq(memberTagAssignments.merchantId, merchantId), eq(memberTagAssignments.tagId, search.tagId)));
    conditions.push(inArray(members.id, tagged));
  }
  if (search.by === 'bank') {
    if (search.ids.length === 0) return [];
    conditions.push(inArray(members.id, search.ids));
  } else if (search.q) {
    const q = search.q;
    switch (search.by) {
      case 'username':
        conditions.push(sql`lower(${members.account}) like ${`${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
        break;
      case 'phone':
        conditions.push(eq(members.mobileNumber, q.replace(/\D/g, '').replace(/^(63|0)/, '')));
        break;
      case 'email':
        conditions.push(sql`lower(${members.email}) = ${q.toLowerCase()}`);
        break;
      case 'id': {
        const id = Number(q);
        if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return [];
        conditions.push(eq(members.id, id));
        break;
      }
      case 'ip':
        conditions.push(
          inArray(
            members.id,
            db.select({ id: memberKnownIps.memberId }).from(memberKnownIps).where(and(eq(memberKnownIps.merchantId, merchantId), eq(memberKnownIps.ip, q))),
          ),
        );
        break;
    }
  }
  return db
    .select()
    .from(members)
    .where(and(...conditions))
    .orderBy(desc(members.id))
    .limit(page.limit);
}

/** Other members seen at the addresses this member logged in from (linked accounts). */
export async function membersSharingIps(db: DrizzleDb, merchant: { id: number; trialType: number }, memberId: number, limit: number) {
  const mine = db.select({ ip: memberKnownIps.ip }).from(memberKnownIps).where(eq(memberKnownIps.memberId, memberId));
  // A free-play try from the same address links no account: trials are no players.
  return db
    .selectDistinct({ memberId: memberKnownIps.memberId, ip: memberKnownIps.ip })
    .from(memberKnownIps)
    .innerJoin(members, eq(members.id, memberKnownIps.memberId))
    .where(and(eq(memberKnownIps.merchantId, merchant.id), ne(memberKnownIps.memberId, memberId), inArray(memberKnownIps.ip, mine), ne(members.type, merchant.trialType)))
    .limit(limit);
}

export function findMembersByIds(db: DrizzleDb, merchantId: number, ids: number[]): Promise<MemberRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(members).where(and(eq(members.merchantId, merchantId), inArray(members.id, ids)));
}

/** New members per brand-local day in [from, to); a trial (free-play) account is no registration. */
export const registrationsByDay = (db: DrizzleDb, merchant: { id: number; trialType: number; gmtOffsetMinutes: number }, from: Date, to: Date) =>
  dayRows(
    db,
    sql`select ${brandDayOf(members.createdAt, merchant.gmtOffsetMinutes)} as day, count(*) as n
        from ${members}
        where ${members.merchantId} = ${merchant.id} and ${members.createdAt} >= ${from} and ${members.createdAt} < ${to} and ${members.type} <> ${merchant.trialType}
        group by 1`,
  );

/** Gives an agent its affiliate code when it has none; answers the code it has (a unique code taken by another throws). */
export async function setAffiliateCode(db: DrizzleDb, merchantId: number, memberId: number, code: string): Promise<string> {
  await db
    .update(members)
    .set({ affiliateCode: code })
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId), isNull(members.affiliateCode)));
  const [row] = await db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, memberId));
  return row?.code ?? code;
}

/** The friend registered from an address the referrer registered from or signed in from (referral anti-abuse). */
export async function registeredFromAddressOf(db: DrizzleDb, merchantId: number, friendId: number, referrerId: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select exists (
      select 1 from members f
      where f.id = ${friendId}::integer and f.merchant_id = ${merchantId}::integer and f.register_ip is not null
        and (f.register_ip = (select r.register_ip from members r where r.id = ${referrerId}::integer)
          or exists (select 1 from member_known_ips k where k.member_id = ${referrerId}::integer and k.ip = f.register_ip))
    ) as shared`)) as unknown as { rows: { shared: boolean }[] };
  return rows[0]?.shared === true;
}

/**
 * Registration addresses several members share, most members first (the console's abuse clusters); the
 * brand's trial (free-play) accounts are no players (SPEC.md §3) and join no cluster.
 */
export async function registerAddressClusters(db: DrizzleDb, merchant: { id: number; trialType: number }, limit: number) {
  const { rows } = (await db.execute(sql`
    select register_ip as shared, array_agg(id order by id) as ids, array_agg(account order by id) as accounts
    from members where merchant_id = ${merchant.id}::integer and register_ip is not null and type <> ${merchant.trialType}::integer
    group by register_ip having count(*) > 1
    order by count(*) desc, register_ip limit ${limit}::integer`)) as unknown as { rows: { shared: string; ids: number[]; accounts: string[] }[] };
  return rows;
}

/** The month (two digits) of a profile birthday as registration keeps it: yyyy-MM-dd or MM-dd-yyyy (the brand's field pattern). */
const birthdayMonth = sql`case
  when ${members.profile}->>'birthday' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then substr(${members.profile}->>'birthday', 6, 2)
  when ${members.profile}->>'birthday' ~ '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' then substr(${members.profile}->>'birthday', 1, 2)
end`;

/**
 * Active members of a brand (trial accounts left out) whose profile birthday
 * falls in `month` (1..12), in either stored format; a page of ids above
 * `afterId`, in id order.
 */
export async function membersBornIn(db: DrizzleDb, merchantId: number, month: number, afterId = 0, limit = 500): Promise<{ id: number; birthday: string }[]> {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`month must be 1..12, got ${month}`);
  const rows = await db
    .select({ id: members.id, birthday: sql<string>`${members.profile}->>'birthday'` })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), gt(members.id, afterId), eq(members.status, 'active'), ne(members.type, 4), sql`${birthdayMonth} = ${String(month).padStart(2, '0')}`))
    .orderBy(members.id)
    .limit(limit);
  return rows;
}
