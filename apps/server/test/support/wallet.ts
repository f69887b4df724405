import type { ServiceOverrides } from '../../src/services';
import { login, staffLogin, type TBalance } from '@wps/contracts';
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
};

/** A staff token of the brand's demo staff. */
export async function staffToken(t: AccountTestApp, username: keyof typeof DEMO_STAFF_PASSWORDS = 'finance01'): Promise<string> {
  const res = await call(t, staffLogin, { username, password: DEMO_STAFF_PASSWORDS[username] }, { ip: freshIp() });
  const body = envelope(res) as { value?: { token: string } };
  if (res.statusCode !== 200 || !body.value) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return body.value.token;
}

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
