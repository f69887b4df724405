import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { memberMainAccount, paymentChannelAccount, postTransaction } from '../../modules/ledger/ledger.service';
import { createStaff } from '../../modules/staff/staff.service';
import type { DrizzleDb } from '../database';
import * as s from '../schema';

/** Demo staff of every brand (documented in the README); passwords are for local use only. */
export const DEMO_STAFF = [
  { username: 'admin01', displayName: 'Ada Admin', role: 'admin', password: 'Admin@123' },
  { username: 'finance01', displayName: 'Fe Finance', role: 'finance', password: 'Finance@123' },
  { username: 'finance02', displayName: 'Fidel Finance', role: 'finance', password: 'Finance@123' },
  { username: 'support01', displayName: 'Sol Support', role: 'support', password: 'Support@123' },
  { username: 'content01', displayName: 'Cora Content', role: 'content', password: 'Content@123' },
] as const;

/** The platform's own demo operator (role `platform`): signs in at every brand's console, with the authenticator. */
export const DEMO_PLATFORM_STAFF = { username: 'platform01', displayName: 'Pia Platform', role: 'platform', password: 'Platform@123' } as const;

/** Homed on the first demo brand; one account for all brands. */
export async function seedPlatformStaff(db: DrizzleDb): Promise<void> {
  const [home] = await db.select({ id: s.merchants.id }).from(s.merchants).orderBy(s.merchants.id).limit(1);
  if (home) await createStaff(db, { merchantId: home.id, ...DEMO_PLATFORM_STAFF });
}

/** Minor units (2 decimals). */
const DEMO_CHANNELS = [
  {
    code: 'BDO',
    kind: 'bank',
    name: 'BDO bank transfer',
    minAmount: 10000n,
    maxAmount: 50000000n,
    bankName: 'BDO Unibank',
    accountName: 'Lucky Peso Gaming Inc.',
    accountNumber: '001234567890',
    sort: 1,
  },
  {
    code: 'UBP',
    kind: 'bank',
    name: 'UnionBank transfer',
    minAmount: 50000n,
    maxAmount: 100000000n,
    bankName: 'UnionBank of the Philippines',
    accountName: 'Lucky Peso Gaming Inc.',
    accountNumber: '109876543210',
    sort: 2,
  },
  {
    code: 'QPAY',
    kind: 'gateway',
    name: 'QuickPay e-wallet',
    minAmount: 10000n,
    maxAmount: 5000000n,
    feeBps: 150,
    gatewayUrl: '/sim/gateway/pay',
    sort: 0,
  },
  {
    // The e-wallet most Philippine players pay with: the member logs in to the wallet's checkout and authorises.
    code: 'GCASH',
    kind: 'gateway',
    name: 'GCash',
    minAmount: 10000n,
    maxAmount: 10000000n,
    feeBps: 200,
    gatewayUrl: '/sim/ewallet/pay',
    sort: -1,
  },
] as const;

/** The banks a member may bind for withdrawals (every demo brand pays out in the Philippines), in the select's order. */
const DEMO_BANKS = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'BPI' },
  { code: 'MBTC', name: 'Metrobank' },
  { code: 'LBP', name: 'Landbank' },
  { code: 'PNB', name: 'PNB' },
  { code: 'SECB', name: 'Security Bank' },
  { code: 'UBP', name: 'UnionBank' },
  { code: 'RCBC', name: 'RCBC' },
  { code: 'CHIB', name: 'China Bank' },
  { code: 'EWB', name: 'EastWest Bank' },
] as const;

/** Opening demo balances, credited once through the ledger (the idempotency key keeps it once). */
const OPENING_BALANCES: Record<string, Record<string, bigint>> = {
  demo: { player01: 500000n },
  nova: { nova01: 250000n },
};

export async function seedWallet(db: DrizzleDb, merchantCode: string): Promise<void> {
  const [merchant] = await db.select().from(s.merchants).where(eq(s.merchants.code, merchantCode)).limit(1);
  if (!merchant) return;
  for (const staff of DEMO_STAFF) await createStaff(db, { merchantId: merchant.id, ...staff });

  for (const channel of DEMO_CHANNELS) {
    await db
      .insert(s.paymentChannels)
      .values({
        merchantId: merchant.id,
        ...channel,
        ...(channel.kind === 'gateway'
          ? { gatewayMerchantId: merchant.code.toUpperCase(), gatewaySecret: randomBytes(32).toString('hex') }
          : { accountName: `${merchant.name} Inc.` }),
      })
      .onConflictDoNothing();
  }

  for (const [sort, bank] of DEMO_BANKS.entries()) {
    await db
      .insert(s.merchantBanks)
      .values({ merchantId: merchant.id, ...bank, sort })
      .onConflictDoNothing();
  }

  for (const [account, amount] of Object.entries(OPENING_BALANCES[merchantCode] ?? {})) {
    const [member] = await db
      .select({ id: s.members.id })
      .from(s.members)
      .where(and(eq(s.members.merchantId, merchant.id), sql`lower(${s.members.account}) = ${account}`));
    if (!member) continue;
    const main = await memberMainAccount(db, merchant.id, member.id, merchant.currency);
    const source = await paymentChannelAccount(db, merchant.id, merchant.currency, 'OPENING');
    await postTransaction(db, {
      merchantId: merchant.id,
      idempotencyKey: `seed:opening:${member.id}`,
      type: 'adjustment',
      reference: 'demo opening balance',
      entries: [
        { accountId: main.id, amount },
        { accountId: source.id, amount: -amount },
      ],
    });
  }
}
