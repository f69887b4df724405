import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LUCKY_REELS } from '../src/db/seed/games-catalog';
import { seedGameCatalog } from '../src/db/seed/games';
import { findGrant, grantFreeRounds } from '../src/modules/free-rounds';
import { envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall, vendorSecret } from './support/provider';
import { expectWagersSound } from './support/wagers';
import { expectLedgerSound, fundMember, loggedInMember, type WalletTestApp } from './support/wallet';

// Only in the suite when DATABASE_URL is set (see vitest.config.ts): parallel free-round bets over real
// connections, where the grant's row lock inside provider_apply decides.
let t: WalletTestApp;
let secret: string;
beforeAll(async () => {
  t = await createProviderApp();
  await seedGameCatalog(t.database.db, t.merchantId, [LUCKY_REELS], t.clock.now());
  secret = await vendorSecret(t);
});
afterAll(async () => t.close());

describe('free rounds under concurrency', () => {
  it('20 parallel free-round bets on a grant of 5 rounds: exactly 5 are taken, the rest refused, nothing charged', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1_000n);
    const grant = await grantFreeRounds(t.database.db, {
      merchantId: t.merchantId,
      memberId: m.id,
      gameCode: 'lucky-reels',
      rounds: 5,
      stake: 200n,
      sourceKind: 'promotion',
      sourceId: `storm-${m.id}`,
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const token = await gameToken(t, m);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `storm-${m.id}-${i}`, roundId: `storm-${m.id}-${i}`, amount: '200', freeRoundGrantId: String(grant.id) }, { secret }),
      ),
    );
    const taken = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(taken).toHaveLength(5);
    expect(refused.map((r) => [r.statusCode, envelope(r).code])).toEqual(Array(15).fill([409, 'free_round_used']));
    for (const r of taken) expect(valueOf(r).balance).toBe('1000');
    expect(await findGrant(t.database.db, t.merchantId, grant.id)).toMatchObject({ roundsLeft: 0, status: 'used' });

    // Settle the five rounds (a win each, closing it): the member keeps the wins, the wagers count no valid bet.
    await Promise.all(
      results.flatMap((r, i) =>
        r.statusCode === 200 ? [vendorCall(t, 'win', { playerId: String(m.id), transactionId: `storm-${m.id}-${i}-win`, roundId: `storm-${m.id}-${i}`, amount: '100', endRound: true }, { secret })] : [],
      ),
    );
    expect(valueOf(await vendorCall(t, 'balance', { playerId: String(m.id) }, { secret })).balance).toBe('1500');
    await expectLedgerSound(t);
    await expectWagersSound(t);
  });
});
