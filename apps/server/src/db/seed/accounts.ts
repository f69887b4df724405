import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { DrizzleDb } from '../database';
import * as s from '../schema';

export interface AccountSeed {
  account: string;
  password: string;
  type: number;
  nickname?: string;
  mobile?: { countryCode: string; number: string };
  email?: string;
  affiliateCode?: string;
  /** The upline's account (created before it in the list). */
  upline?: string;
  /** Null: never logged in, so the first login is flagged (and 123456 forces a change). */
  loggedInBefore: boolean;
}

/** Demo accounts (documented in apps/server/README.md). */
export const DEMO_ACCOUNTS: Record<string, AccountSeed[]> = {
  demo: [
    {
      account: 'player01',
      password: 'Player@123',
      type: 0,
      nickname: 'Player One',
      mobile: { countryCode: '+63', number: '9171234567' },
      email: 'player01@example.com',
      upline: 'agent01',
      loggedInBefore: true,
    },
    // The default weak password: logging in forces the change-password popup.
    { account: 'newbie01', password: '123456', type: 0, loggedInBefore: false },
    { account: 'agent01', password: 'Agent@123', type: 1, nickname: 'Lucky Agent', affiliateCode: 'LUCKY01', loggedInBefore: true },
    { account: 'subagent01', password: 'Agent@123', type: 2, nickname: 'Lucky Sub', affiliateCode: 'LUCKYSUB', upline: 'agent01', loggedInBefore: true },
    { account: 'player02', password: 'Player@123', type: 0, upline: 'subagent01', loggedInBefore: true },
  ],
  nova: [{ account: 'nova01', password: 'Nova@12345', type: 0, email: 'nova01@example.com', loggedInBefore: true }],
};

/** Loopback, so local logins with the demo accounts never ask for the new-address step. */
const LOCAL_IPS = ['127.0.0.1', '::1'];

/**
 * Creates the demo accounts that do not exist yet; an existing account is
 * never touched (a changed demo password survives restarts).
 */
export async function seedAccounts(db: DrizzleDb, merchantCode: string, accounts: readonly AccountSeed[]): Promise<void> {
  const [merchant] = await db.select().from(s.merchants).where(eq(s.merchants.code, merchantCode)).limit(1);
  if (!merchant) return;
  // New accounts go under their upline once every account exists (an upline may come later in the list).
  const placed: { id: number; upline: string }[] = [];
  for (const a of accounts) {
    const [existing] = await db
      .select({ id: s.members.id })
      .from(s.members)
      .where(and(eq(s.members.merchantId, merchant.id), sql`lower(${s.members.account}) = lower(${a.account})`))
      .limit(1);
    if (existing) continue;
    const now = new Date();
    const [created] = await db
      .insert(s.members)
      .values({
        merchantId: merchant.id,
        account: a.account,
        nickname: a.nickname ?? null,
        type: a.type,
        passwordHash: await hashPassword(a.password),
        passwordChangedAt: now,
        mobileCountryCode: a.mobile?.countryCode ?? null,
        mobileNumber: a.mobile?.number ?? null,
        email: a.email ?? null,
        affiliateCode: a.affiliateCode ?? null,
        firstLoginAt: a.loggedInBefore ? now : null,
      })
      .onConflictDoNothing()
      .returning({ id: s.members.id });
    if (!created) continue;
    if (a.upline) placed.push({ id: created.id, upline: a.upline });
    await db
      .insert(s.memberKnownIps)
      .values(LOCAL_IPS.map((ip) => ({ merchantId: merchant.id, memberId: created.id, ip, firstSeenAt: now, lastSeenAt: now })))
      .onConflictDoNothing();
  }
  for (const p of placed) {
    await db.execute(sql`update members set upline_id = (select id from members where merchant_id = ${merchant.id} and lower(account) = lower(${p.upline})) where id = ${p.id}`);
  }
}

/**
 * Google and Facebook clients exist for every brand but are off: there is no
 * internet here. An operator fills in the real client id and secret and sets
 * `enabled` (see README, "Social login").
 */
export async function seedOAuthProviders(db: DrizzleDb, merchantCode: string): Promise<void> {
  const [merchant] = await db.select().from(s.merchants).where(eq(s.merchants.code, merchantCode)).limit(1);
  if (!merchant) return;
  await db
    .insert(s.oauthProviders)
    .values([
      { merchantId: merchant.id, provider: 'google', issuer: 'https://accounts.google.com', clientId: 'set-me', clientSecret: 'set-me', enabled: false },
      { merchantId: merchant.id, provider: 'facebook', issuer: 'https://www.facebook.com', clientId: 'set-me', clientSecret: 'set-me', enabled: false },
    ])
    .onConflictDoNothing();
}
