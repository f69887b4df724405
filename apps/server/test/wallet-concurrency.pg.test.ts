import { consolidatedFunds, walletTransfer, type TConsolidatedFunds } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, envelope } from './support/accounts';
import { createWalletApp, expectLedgerSound, fundMember, loggedInMember, type WalletTestApp } from './support/wallet';

// Only in the suite when DATABASE_URL is set (see vitest.config.ts): parallel
// transfers over real connections, where row locks and the CHECK decide.
let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletApp();
});
afterAll(async () => t.close());

const funds = async (token: string) => envelope(await call(t, consolidatedFunds, undefined, { token })).value as TConsolidatedFunds;

describe('parallel transfers', () => {
  it('50 parallel transfers of the whole balance: exactly one moves it, the rest are refused cleanly', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 100000n);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t, walletTransfer, { requestId: `whole-${m.id}-${i}`, action: 'in', vassalage: 'SABA', amount: '100000' }, { token: m.token, ip: m.ip }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(49);
    expect(results.filter((r) => r.statusCode === 400).every((r) => envelope(r).code === 'insufficient_funds')).toBe(true);
    const f = await funds(m.token);
    expect([f.balance, f.wallets.find((w) => w.vassalage === 'SABA')?.balance, f.total]).toEqual(['0', '100000', '100000']);
    await expectLedgerSound(t);
  });

  it('the same request 50 times in parallel moves the money once', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 100000n);
    const body = { requestId: `same-request-${m.id}`, action: 'in', vassalage: 'EVOL', amount: '25000' };
    const results = await Promise.all(Array.from({ length: 50 }, () => call(t, walletTransfer, body, { token: m.token, ip: m.ip })));
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const f = await funds(m.token);
    expect([f.balance, f.wallets.find((w) => w.vassalage === 'EVOL')?.balance]).toEqual(['75000', '25000']);
    await expectLedgerSound(t);
  });

  it('random transfers in both directions in parallel keep the total and never go negative', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 60000n);
    const vendors = ['SABA', 'EVOL', 'KYC'];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(
          t,
          walletTransfer,
          { requestId: `mix-request-${m.id}-${i}`, action: i % 3 === 0 ? 'out' : 'in', vassalage: vendors[i % 3], amount: String(1000 + (i % 7) * 1000) },
          { token: m.token, ip: m.ip },
        ),
      ),
    );
    expect(results.every((r) => r.statusCode === 200 || envelope(r).code === 'insufficient_funds')).toBe(true);
    const f = await funds(m.token);
    expect(f.total).toBe('60000');
    expect([f.balance, ...f.wallets.map((w) => w.balance)].every((b) => BigInt(b) >= 0n)).toBe(true);
    await expectLedgerSound(t);
  });
});
