import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { captchas, devOutbox, usedHumanChallenges, verificationCodes } from '../../db/schema';

export type OutboxRow = typeof devOutbox.$inferSelect;
export type CodeChannel = 'sms' | 'email';

export async function insertOutboxMessage(db: DrizzleDb, row: typeof devOutbox.$inferInsert): Promise<void> {
  await db.insert(devOutbox).values(row);
}

export function listOutbox(db: DrizzleDb, merchantId: number, to: string | undefined, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.merchantId, merchantId), to ? eq(devOutbox.to, to) : undefined))
    .orderBy(desc(devOutbox.id))
    .limit(limit);
}

/**
 * Serializes code sends to one target inside the caller's transaction, so two
 * parallel sends cannot both pass the resend checks.
 */
export async function lockTarget(db: DrizzleDb, target: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${target}`}))`);
}

/** Send times to a target since `since`, newest first. */
export async function listSendTimes(
  db: DrizzleDb,
  merchantId: number,
  channel: CodeChannel,
  target: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        gt(verificationCodes.createdAt, since),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt));
  return rows.map((r) => r.createdAt);
}

export async function insertCode(db: DrizzleDb, row: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/**
 * Consumes the matching live code in one statement: of any number of parallel
 * uses of one code, exactly one gets the row back.
 */
export async function consumeCode(
  db: DrizzleDb,
  where: { merchantId: number; purpose: string; target: string; codeHash: string; now: Date; maxAttempts: number },
): Promise<number | null> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: where.now })
    .where(
      and(
        eq(verificationCodes.merchantId, where.merchantId),
        eq(verificationCodes.purpose, where.purpose),
        eq(verificationCodes.target, where.target),
        eq(verificationCodes.codeHash, where.codeHash),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, where.now),
        lt(verificationCodes.attempts, where.maxAttempts),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows[0]?.id ?? null;
}

/** Gives a consumed code back (the registration it proved was refused for another reason). */
export async function releaseCode(db: DrizzleDb, id: number): Promise<void> {
  await db.update(verificationCodes).set({ consumedAt: null }).where(eq(verificationCodes.id, id));
}

/** A wrong guess counts against every live code of the target, so guessing burns them. */
export async function countFailedAttempt(
  db: DrizzleDb,
  where: { merchantId: number; purpose: string; target: string; now: Date },
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.merchantId, where.merchantId),
        eq(verificationCodes.purpose, where.purpose),
        eq(verificationCodes.target, where.target),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, where.now),
      ),
    );
}

/** Whether the target had a code of this purpose that has since expired unused (to say "expired" rather than "invalid"). */
export async function hasExpiredCode(
  db: DrizzleDb,
  where: { merchantId: number; purpose: string; target: string; codeHash: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, where.merchantId),
        eq(verificationCodes.purpose, where.purpose),
        eq(verificationCodes.target, where.target),
        eq(verificationCodes.codeHash, where.codeHash),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.expiresAt, where.now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a solved challenge; false when it was used before (the primary key refuses the second insert). */
export async function markHumanChallengeUsed(db: DrizzleDb, challengeId: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(usedHumanChallenges)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing({ target: usedHumanChallenges.challengeId })
    .returning({ id: usedHumanChallenges.challengeId });
  return rows.length > 0;
}

export async function insertCaptcha(db: DrizzleDb, row: typeof captchas.$inferInsert): Promise<void> {
  await db.insert(captchas).values(row);
}

export async function lastCaptchaAt(db: DrizzleDb, ip: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: captchas.createdAt })
    .from(captchas)
    .where(eq(captchas.ip, ip))
    .orderBy(desc(captchas.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Consumes the captcha whatever the answer: one image, one guess. Returns its answer hash if it was live. */
export async function consumeCaptcha(db: DrizzleDb, id: string, merchantId: number, now: Date): Promise<string | null> {
  const rows = await db
    .update(captchas)
    .set({ consumedAt: now })
    .where(and(eq(captchas.id, id), eq(captchas.merchantId, merchantId), isNull(captchas.consumedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return rows[0]?.answerHash ?? null;
}
