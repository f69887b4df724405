import type { ServiceOverrides } from '../../src/services';
import { login, staffLogin, staffMe, staffTotpEnrol, type TBalance } from '@wps/contracts';
import { totpCode, totpStep } from '../../src/lib/totp';
import { eq } from 'drizzle-orm';
import { merchants } from '../../src/db/schema';
import { seedWallet } from '../../src/db/seed/wallet';
import { checkLedger, memberMainAccount, paymentChannelAccount, postTransaction } from '../../src/modules/ledger/ledger.service';
import {
  accountBrand,
  call,
  createAccountApp,
  createMember,
  envelope,
  freshIp,
  humanProof,
  loginResult,
  type AccountTestApp,
} from './accounts';
import type { BrandSeed } from '../../src/db/seed/seed-types';
import { FIXTURE_VENDORS } from './fixture-catalog';

/**
 * An account test app whose brand also has the demo wallet set-up: deposit
 * channels BDO and UBP (bank) and QPAY (gateway, 1.5% fee), the demo staff
 * (admin01, finance01, finance02, support01), the wallet settings defaults and
 * demo's vendors (SABA, EVOL, SAPH and KYC keep transfer wallets).
 */
export interface WalletTestApp extends AccountTestApp {
  code: string;
  currency: string;
}

export async function createWalletApp(brand: Partial<BrandSeed> = accountBrand({ vendors: FIXTURE_VENDORS }), services: ServiceOverrides = {}): Promise<WalletTestApp> {
  const t = await createAccountApp(brand, services);
  const [merchant] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
  if (!merchant) throw new Error('test brand missing');
  await seedWallet(t.database.db, merchant.code);
  return { ...t, code: merchant.code, currency: merchant.currency };
}

export interface TestMember {
  id: number;
  account: string;
  password: string;
  token: string;
  ip: string;
}

/** A new member of the brand, logged in (from an address it knows, so no second step). */
export async function loggedInMember(t: AccountTestApp, m: { type?: number } = {}): Promise<TestMember> {
  const ip = freshIp();
  const member = await createMember(t, { knownIps: [ip], ...m });
  const result = loginResult(
    await call(t, login, { username: member.account, password: member.password, verification: await humanProof(t) }, { ip }),
  );
  return { id: member.id, account: member.account, password: member.password, token: result.token, ip };
}

export const DEMO_STAFF_PASSWORDS: Record<string, string> = {
  admin01: 'Admin@123',
  finance01: 'Finance@123',
  finance02: 'Finance@123',
  support01: 'Support@123',
  content01: 'Content@123',
};

interface StaffLogin {
  token: string;
  /** The authenticator's secret once enrolled, and the last code step used. */
  secret?: string;
  lastStep?: number;
}
const staffLogins = new WeakMap<AccountTestApp, Map<string, StaffLogin>>();

/** An authenticator code for the app's clock; moves the manual clock to the next step if this one was used. */
export function nextStaffCode(t: AccountTestApp, known: StaffLogin & { secret: string }): string {
  if (known.lastStep !== undefined && totpStep(t.clock.now().getTime()) <= known.lastStep) t.clock.advance(30_000);
  known.lastStep = totpStep(t.clock.now().getTime());
  return totpCode(known.secret, known.lastStep);
}

/**
 * A staff token of the brand's demo staff (or of another, by its password). Admin and finance must enrol the authenticator
 * at their first login: this enrols them, keeps the secret for later logins, and reuses
 * the session while it is open (`fresh` logs in anew).
 */
export async function staffToken(
  t: AccountTestApp,
  username: string = 'finance01',
  options: { fresh?: boolean; password?: string } = {},
): Promise<string> {
  const password = options.password ?? DEMO_STAFF_PASSWORDS[username];
  if (!password) throw new Error(`no password for staff ${username}`);
  let logins = staffLogins.get(t);
  if (!logins) staffLogins.set(t, (logins = new Map()));
  const known = logins.get(username);
  if (known && !options.fresh && (await call(t, staffMe, undefined, { token: known.token })).statusCode === 200) return known.token;
  const otp = known?.secret ? nextStaffCode(t, known as StaffLogin & { secret: string }) : undefined;
  const res = await call(t, staffLogin, { username, password, ...(otp ? { otp } : {}) }, { ip: freshIp() });
  const body = envelope(res) as { value?: { token: string; enrolment: { secret: string } | null } };
  if (res.statusCode !== 200 || !body.value) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  const entry: StaffLogin = { ...known, token: body.value.token };
  if (body.value.enrolment) {
    entry.secret = body.value.enrolment.secret;
    const enrolled = await call(t, staffTotpEnrol, { otp: nextStaffCode(t, entry as StaffLogin & { secret: string }) }, { token: entry.token, ip: freshIp() });
    if (enrolled.statusCode !== 200) throw new Error(`staff enrolment failed: ${enrolled.statusCode} ${enrolled.body}`);
  }
  logins.set(username, entry);
  return entry.token;
}

/** The authenticator secret a demo staff member enrolled through `staffToken` (undefined before). */
export const staffSecret = (t: AccountTestApp, username: string): string | undefined => staffLogins.get(t)?.get(username)?.secret;

let fundCounter = 0;
/** Credits a member's main wallet straight through the ledger (an adjustment from a test channel). */
export async function fundMember(t: WalletTestApp, memberId: number, amount: bigint): Promise<void> {
  const db = t.database.db;
  const main = await memberMainAccount(db, t.merchantId, memberId, t.currency);
  const source = await paymentChannelAccount(db, t.merchantId, t.currency, 'TEST');
  await postTransaction(db, {
    merchantId: t.merchantId,
    idempotencyKey: `test:fund:${memberId}:${Date.now()}:${fundCounter++}`,
    type: 'adjustment',
    entries: [
      { accountId: main.id, amount },
      { accountId: source.id, amount: -amount },
    ],
  });
}

/** The ledger of the test brand sums to zero and every balance equals its entries. */
export async function expectLedgerSound(t: AccountTestApp): Promise<void> {
  const check = await checkLedger(t.database.db, { merchantId: t.merchantId });
  if (!check.ok) throw new Error(`ledger unsound: sum ${check.entriesSum}, mismatches ${JSON.stringify(check.mismatches, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`);
}

export type { TBalance };
