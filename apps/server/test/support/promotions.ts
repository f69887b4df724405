import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, memberBonuses, providerTransactions } from '../../src/db/schema';
import type { AppServices } from '../../src/services';
import { hashPassword } from '../../src/lib/password';
import { insertMember } from '../../src/modules/member';
import { issueSession } from '../../src/modules/session/session.service';
import type { AccountTestApp } from './accounts';
import type { TestMember } from './wallet';

const walletOf = async (t: AccountTestApp, memberId: number, kind: 'main' | 'bonus') => {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, t.merchantId), eq(ledgerAccounts.ownerKind, 'member'), eq(ledgerAccounts.ownerId, memberId), eq(ledgerAccounts.kind, kind)));
  return row?.balance ?? 0n;
};
export const mainOf = (t: AccountTestApp, memberId: number) => walletOf(t, memberId, 'main');
export const bonusOf = (t: AccountTestApp, memberId: number) => walletOf(t, memberId, 'bonus');

/**
 * Each bonus's wagering as a recomputation from the bets (their counted
 * stakes, rolled-back ones excluded) says; and no bonus wallet holds money
 * without an active bonus.
 */
export async function expectBonusesSound(t: AccountTestApp): Promise<void> {
  const db = t.database.db;
  const bonuses = await db.select().from(memberBonuses).where(eq(memberBonuses.merchantId, t.merchantId));
  const bets = await db
    .select({ bonusId: providerTransactions.bonusId, counted: providerTransactions.bonusCounted, rolledBackAt: providerTransactions.rolledBackAt })
    .from(providerTransactions)
    .where(and(eq(providerTransactions.merchantId, t.merchantId), eq(providerTransactions.kind, 'bet'), eq(providerTransactions.applied, true), isNotNull(providerTransactions.bonusId)));
  for (const b of bonuses) {
    // A bet rolled back while its bonus was active gave its wagering back; one rolled back after the bonus ended did not.
    const done = bets
      .filter((x) => x.bonusId === b.id && (x.rolledBackAt === null || (b.endedAt !== null && x.rolledBackAt >= b.endedAt)))
      .reduce((sum, x) => sum + x.counted, 0n);
    const expected = b.wageringRequired - done > 0n ? b.wageringRequired - done : 0n;
    expect({ bonus: b.id, left: b.wageringLeft }).toEqual({ bonus: b.id, left: expected });
  }
  for (const memberId of new Set(bonuses.map((b) => b.memberId))) {
    const active = bonuses.some((b) => b.memberId === memberId && b.status === 'active');
    if (!active) expect({ memberId, bonus: await bonusOf(t, memberId) }).toEqual({ memberId, bonus: 0n });
  }
}

let sharedHash: Promise<string> | undefined;
let quickCounter = 0;
/**
 * A logged-in member without the login's cost (one password hash shared by
 * all, the session issued directly): for crowds in concurrency tests.
 */
export async function quickMember(t: AccountTestApp): Promise<TestMember> {
  sharedHash ??= hashPassword('Secret123');
  const n = ++quickCounter;
  const now = t.clock.now();
  const member = await insertMember(t.database.db, {
    merchantId: t.merchantId,
    account: `crowd${Date.now().toString(36).slice(-5)}${n.toString(36)}`,
    passwordHash: await sharedHash,
    passwordChangedAt: now,
    type: 0,
    firstLoginAt: now,
  });
  const ip = `10.${200 + (process.pid % 50)}.${(n >> 8) & 255}.${n & 255}`;
  const token = await issueSession({ db: t.database.db, clock: t.clock } as Pick<AppServices, 'db' | 'clock'> as AppServices, member, { ip, userAgent: null });
  return { id: member.id, account: member.account, password: 'Secret123', token, ip };
}
