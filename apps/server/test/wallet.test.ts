import {
  FREEPLAY_HEADER,
  consolidatedFunds,
  freePlay,
  merchantWallet,
  sealHeader,
  walletBalance,
  walletTransfer,
  type TBalance,
  type TConsolidatedFunds,
} from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, vendors } from '../src/db/schema';
import { createInProcessBus, memberChannel } from '../src/modules/live/live.bus';
import { publishBalance } from '../src/modules/wallet/wallet.balance';
import { call, envelope, freshIp, loginResult, publicKey } from './support/accounts';
import { createWalletApp, expectLedgerSound, fundMember, loggedInMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletApp();
});
afterAll(async () => t.close());

let requestCounter = 0;
const requestId = () => `req-${Date.now()}-${requestCounter++}`;

const funds = async (token: string) => envelope(await call(t, consolidatedFunds, undefined, { token })).value as TConsolidatedFunds;
const balance = async (token: string) => envelope(await call(t, walletBalance, undefined, { token })).value as TBalance;
const transferRes = (token: string, body: Record<string, unknown>) => call(t, walletTransfer, { requestId: requestId(), ...body }, { token });

describe('balance and funds', () => {
  it('starts at zero and shows the currency, then follows the ledger', async () => {
    const m = await loggedInMember(t);
    expect(await balance(m.token)).toEqual({ currency: t.currency, currencySymbol: expect.any(String), balance: '0', locked: '0', bonus: '0' });
    await fundMember(t, m.id, 123456n);
    expect((await balance(m.token)).balance).toBe('123456');
  });

  it('lists a wallet for every transfer vendor and sums everything in total', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 50000n);
    const f = await funds(m.token);
    expect(f.wallets.map((w) => w.vassalage).sort()).toEqual(['EVOL', 'KYC', 'SABA', 'SAPH']);
    expect(f.total).toBe('50000');
    expect(f.wallets.every((w) => w.balance === '0')).toBe(true);
  });

  it('says whether the brand is single-wallet', async () => {
    const m = await loggedInMember(t);
    const res = await call(t, merchantWallet, undefined, { token: m.token, query: `merchantCode=${t.code}` });
    expect(envelope(res).value).toEqual({ merchantCode: t.code, isSingle: false });
  });

  it('needs a session', async () => {
    expect((await call(t, walletBalance)).statusCode).toBe(401);
    expect((await call(t, walletTransfer, { requestId: requestId(), action: 'allOut' })).statusCode).toBe(401);
  });
});

describe('transfers', () => {
  it('moves money in and out of a vendor wallet; the total stays the same', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 100000n);
    const afterIn = envelope(await transferRes(m.token, { action: 'in', vassalage: 'SABA', amount: '30000' })).value as TConsolidatedFunds;
    expect(afterIn.balance).toBe('70000');
    expect(afterIn.wallets.find((w) => w.vassalage === 'SABA')?.balance).toBe('30000');
    expect(afterIn.total).toBe('100000');
    const afterOut = envelope(await transferRes(m.token, { action: 'out', vassalage: 'SABA', amount: '10000' })).value as TConsolidatedFunds;
    expect(afterOut.balance).toBe('80000');
    expect(afterOut.wallets.find((w) => w.vassalage === 'SABA')?.balance).toBe('20000');
    await expectLedgerSound(t);
  });

  it('moves everything in, then recalls every vendor wallet', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 40000n);
    await transferRes(m.token, { action: 'in', vassalage: 'EVOL', amount: '15000' });
    const allIn = envelope(await transferRes(m.token, { action: 'allIn', vassalage: 'KYC' })).value as TConsolidatedFunds;
    expect(allIn.balance).toBe('0');
    expect(allIn.wallets.find((w) => w.vassalage === 'KYC')?.balance).toBe('25000');
    const allOut = envelope(await transferRes(m.token, { action: 'allOut' })).value as TConsolidatedFunds;
    expect(allOut.balance).toBe('40000');
    expect(allOut.wallets.every((w) => w.balance === '0')).toBe(true);
    await expectLedgerSound(t);
  });

  it('is idempotent by request id: a retry moves nothing, a different body is a conflict', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 10000n);
    const id = requestId();
    const body = { requestId: id, action: 'in', vassalage: 'SABA', amount: '4000' };
    await call(t, walletTransfer, body, { token: m.token });
    const again = await call(t, walletTransfer, body, { token: m.token });
    expect(again.statusCode).toBe(200);
    expect((envelope(again).value as TConsolidatedFunds).balance).toBe('6000');
    const conflict = await call(t, walletTransfer, { ...body, amount: '5000' }, { token: m.token });
    expect(conflict.statusCode).toBe(409);
    expect(envelope(conflict).code).toBe('request_conflict');
    const allInId = requestId();
    await call(t, walletTransfer, { requestId: allInId, action: 'allIn', vassalage: 'EVOL' }, { token: m.token });
    const allInAgain = await call(t, walletTransfer, { requestId: allInId, action: 'allIn', vassalage: 'EVOL' }, { token: m.token });
    expect(allInAgain.statusCode).toBe(200);
    expect((envelope(allInAgain).value as TConsolidatedFunds).wallets.find((w) => w.vassalage === 'EVOL')?.balance).toBe('6000');
  });

  it('refuses what it cannot do and changes nothing', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1000n);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ action: 'in', vassalage: 'SABA', amount: '1001' }, 400, 'insufficient_funds'],
      [{ action: 'out', vassalage: 'SABA', amount: '1' }, 400, 'insufficient_funds'],
      [{ action: 'in', vassalage: 'PGS', amount: '100' }, 404, 'wallet_not_found'],
      [{ action: 'in', vassalage: 'SABA', amount: '-5' }, 400, 'validation_error'],
      [{ action: 'in', vassalage: 'SABA', amount: '1.5' }, 400, 'validation_error'],
      [{ action: 'in', vassalage: 'SABA' }, 400, 'validation_error'],
      [{ action: 'allIn' }, 400, 'validation_error'],
    ];
    for (const [body, status, code] of cases) {
      const res = await transferRes(m.token, body);
      expect([res.statusCode, envelope(res).code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await funds(m.token)).balance).toBe('1000');
    const empty = await loggedInMember(t);
    const res = await transferRes(empty.token, { action: 'allIn', vassalage: 'SABA' });
    expect([res.statusCode, envelope(res).code]).toEqual([400, 'insufficient_funds']);
  });

  it('refuses transfers to a vendor under maintenance', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1000n);
    await t.database.db
      .update(vendors)
      .set({ status: 'MAINTENANCE' })
      .where(and(eq(vendors.merchantId, t.merchantId), eq(vendors.vassalage, 'SAPH')));
    const res = await transferRes(m.token, { action: 'in', vassalage: 'SAPH', amount: '100' });
    expect([res.statusCode, envelope(res).code]).toEqual([409, 'maintenance']);
    expect((await funds(m.token)).wallets.find((w) => w.vassalage === 'SAPH')?.maintenance).toBe(true);
  });
});

describe('single-wallet brands', () => {
  it('refuse transfers and say isSingle', async () => {
    const single = await createWalletApp();
    await single.database.db.update(merchants).set({ walletSingle: true }).where(eq(merchants.id, single.merchantId));
    try {
      const m = await loggedInMember(single);
      const res = await call(single, walletTransfer, { requestId: requestId(), action: 'allOut' }, { token: m.token });
      expect([res.statusCode, envelope(res).code]).toEqual([409, 'single_wallet']);
      const info = await call(single, merchantWallet, undefined, { token: m.token, query: `merchantCode=${single.code}` });
      expect((envelope(info).value as { isSingle: boolean }).isSingle).toBe(true);
    } finally {
      await single.close();
    }
  });
});

describe('trial members', () => {
  it('start with demo credits from the demo account and see them, but cannot transfer', async () => {
    const target = { method: freePlay.method, path: freePlay.path };
    const header = await sealHeader(target, await publicKey(t), { now: t.clock.now().getTime() });
    const body = { os: 'linux', platform: 'W', gatewayVersion: 3 };
    const result = loginResult(await call(t, freePlay, body, { ip: freshIp(), headers: { [FREEPLAY_HEADER]: header } }));
    expect((await balance(result.token)).balance).toBe('200000');
    const res = await transferRes(result.token, { action: 'allOut' });
    expect([res.statusCode, envelope(res).code]).toEqual([403, 'trial_restricted']);
    await expectLedgerSound(t);
  });
});

describe('live balance', () => {
  it('publishes the new balance on the member channel only', async () => {
    const bus = createInProcessBus();
    const seen: unknown[] = [];
    const m = await loggedInMember(t);
    bus.subscribe(memberChannel(t.merchantId, m.id), (e) => seen.push(e));
    bus.subscribe(memberChannel(t.merchantId, m.id + 100000), () => seen.push('wrong member'));
    await fundMember(t, m.id, 777n);
    const merchant = { id: t.merchantId, currency: t.currency, currencySymbol: '$' };
    await publishBalance({ db: t.database.db, live: bus }, merchant, m.id);
    expect(seen).toEqual([{ type: 'balance', balance: expect.objectContaining({ balance: '777' }) }]);
  });
});
