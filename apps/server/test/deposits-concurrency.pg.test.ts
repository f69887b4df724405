import { staffApproveDeposit, staffRejectDeposit, type TDeposit } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, envelope } from './support/accounts';
import {
  callbackLog,
  createBankDeposit,
  depositMovements,
  gatewayChannel,
  mainBalance,
  postCallback,
  signedCallback,
  startGatewayDeposit,
} from './support/deposits';
import { createWalletApp, expectLedgerSound, loggedInMember, staffToken, type WalletTestApp } from './support/wallet';
import { usesPostgres } from './helpers';

// Only in the suite when DATABASE_URL is set (see vitest.config.ts; the guard
// says the same here): the conditional updates and row locks between real
// connections are what is under test.
describe.skipIf(!usesPostgres)('deposits on PostgreSQL', () => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await createWalletApp();
  });
  afterAll(async () => t.close());

  it('the same signed callback 100 times in parallel: one credit, the rest answered as duplicates', async () => {
    const m = await loggedInMember(t);
    const channel = await gatewayChannel(t);
    const { deposit } = await startGatewayDeposit(t, m, '400000');
    const signed = signedCallback(t, channel, deposit);

    const results = await Promise.all(Array.from({ length: 100 }, () => postCallback(t, signed)));
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const acks = results.map((r) => (envelope(r).value as { duplicate: boolean }).duplicate);
    expect(acks.filter((duplicate) => !duplicate)).toHaveLength(1);

    expect(await mainBalance(t, m.id)).toBe(400000n - 6000n);
    expect(await depositMovements(t, deposit.id)).toHaveLength(1);
    const outcomes = (await callbackLog(t)).filter((c) => c.depositId === deposit.id).map((c) => c.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'replay')).toHaveLength(99);
    await expectLedgerSound(t);
  });

  it('approvals racing rejections on 20 deposits: exactly one wins each time and the money follows the winner', async () => {
    const m = await loggedInMember(t);
    const [approver, rejecter] = await Promise.all([staffToken(t, 'finance01'), staffToken(t, 'finance02')]);
    const deposits: TDeposit[] = [];
    for (let i = 0; i < 20; i++) deposits.push(await createBankDeposit(t, m, { amount: String(10_000 + i * 1_000) }));

    const races = await Promise.all(
      deposits.map(async (d) => {
        const [approved, rejected] = await Promise.all([
          call(t, staffApproveDeposit, { id: d.id }, { token: approver }),
          call(t, staffRejectDeposit, { id: d.id, reason: 'race' }, { token: rejecter }),
        ]);
        return { deposit: d, approved, rejected };
      }),
    );

    let expected = 0n;
    for (const { deposit, approved, rejected } of races) {
      const statuses = [approved.statusCode, rejected.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = approved.statusCode === 409 ? approved : rejected;
      expect(envelope(loser).code).toBe('invalid_state');
      const movements = await depositMovements(t, deposit.id);
      if (approved.statusCode === 200) {
        expected += BigInt(deposit.credited);
        expect(movements).toHaveLength(1);
      } else {
        expect(movements).toHaveLength(0);
      }
    }
    expect(await mainBalance(t, m.id)).toBe(expected);
    await expectLedgerSound(t);
  });
});
