import { staffRefundRound, staffResolveRound, staffRoundsToResolve, type TStaffRound } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, envelope } from './support/accounts';
import { createProviderApp, openRound, valueOf, vendorCall } from './support/provider';
import { expectWagersSound } from './support/wagers';
import { expectLedgerSound, staffToken, type WalletTestApp } from './support/wallet';

// Only in the suite when DATABASE_URL is set: operators settling one round over real connections at once,
// where provider_apply's claim of `operator:<round>` and the account locks decide.
let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
});
afterAll(async () => t.close());

describe('rounds waiting for an operator, under concurrency', () => {
  it('ten resolves and refunds of one round at once settle it once', async () => {
    const { m, roundId } = await openRound(t, 'storm');
    t.clock.advance(25 * 3600_000);
    const token = await staffToken(t, 'admin01');
    const rounds = envelope(await call(t, staffRoundsToResolve, undefined, { token })).value as { list: TStaffRound[] };
    const round = rounds.list.find((r) => r.roundId === roundId)!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(t, i % 2 ? staffRefundRound : staffResolveRound, { id: round.id, reason: `operator ${i}` }, { token })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const refunded = codes.indexOf(200) % 2 === 1;
    const balance = valueOf(await vendorCall(t, 'balance', { playerId: String(m.id) })).balance;
    expect(balance).toBe(refunded ? '10000' : '7000');
    await expectLedgerSound(t);
    await expectWagersSound(t);
  });
});
