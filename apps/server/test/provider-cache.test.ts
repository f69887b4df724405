import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, providerSettings, providerTransactions } from '../src/db/schema';
import { PROVIDER_SETTINGS_TTL_MS, memberAccountKey, providerCache } from '../src/modules/provider/provider.cache';
import { envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let other: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
  other = await createProviderApp();
});
afterAll(async () => {
  await t.close();
  await other.close();
});

const setPgs = (app: WalletTestApp, change: Partial<typeof providerSettings.$inferInsert>) =>
  app.database.db
    .update(providerSettings)
    .set(change)
    .where(and(eq(providerSettings.merchantId, app.merchantId), eq(providerSettings.vassalage, 'PGS')));

describe('provider cache', () => {
  it("a settings change is seen once the cached settings' TTL has passed, not before", async () => {
    const m = await loggedInMember(t);
    const balance = () => vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'PGS' });
    expect((await balance()).statusCode).toBe(200);
    await setPgs(t, { enabled: false });
    // Within the TTL the cached settings still answer.
    t.clock.advance(PROVIDER_SETTINGS_TTL_MS - 1);
    expect((await balance()).statusCode).toBe(200);
    t.clock.advance(2);
    const off = await balance();
    expect(off.statusCode).toBe(404);
    expect(envelope(off).code).toBe('provider_unavailable');
    await setPgs(t, { enabled: true });
    t.clock.advance(PROVIDER_SETTINGS_TTL_MS + 1);
    expect((await balance()).statusCode).toBe(200);
  });

  it('a rotated secret: the old one stops working after the TTL, the new one works', async () => {
    const m = await loggedInMember(t);
    const before = await vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'PGS' });
    expect(before.statusCode).toBe(200);
    const [row] = await t.database.db.select({ secret: providerSettings.secret }).from(providerSettings).where(and(eq(providerSettings.merchantId, t.merchantId), eq(providerSettings.vassalage, 'PGS')));
    const oldSecret = row!.secret;
    await setPgs(t, { secret: 'rotated-secret-for-the-cache-test' });
    t.clock.advance(PROVIDER_SETTINGS_TTL_MS + 1);
    expect((await vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'PGS', secret: oldSecret })).statusCode).toBe(401);
    expect((await vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'PGS' })).statusCode).toBe(200);
  });

  it('the cache is per app instance: another app (its own database) neither sees nor fills it', async () => {
    const m = await loggedInMember(t);
    expect((await vendorCall(t, 'balance', { playerId: String(m.id) })).statusCode).toBe(200);
    expect(providerCache(t.database.db)).not.toBe(providerCache(other.database.db));
    expect(providerCache(t.database.db).settings.size).toBeGreaterThan(0);
    expect(providerCache(other.database.db).settings.size).toBe(0);
    // Disabling in the other app's database takes effect there at once (nothing of this app's cache leaks over).
    await setPgs(other, { enabled: false });
    const m2 = await loggedInMember(other);
    expect((await vendorCall(other, 'balance', { playerId: String(m2.id) }, { vassalage: 'PGS' })).statusCode).toBe(404);
    expect((await vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'PGS' })).statusCode).toBe(200);
  });

  it('only ids of accounts that exist are cached, even when the call that needed them is refused', async () => {
    const owner = await loggedInMember(t);
    await fundMember(t, owner.id, 1000n);
    const ownerToken = await gameToken(t, owner);
    const roundId = `cache-owned-${owner.id}`;
    expect((await vendorCall(t, 'bet', { token: ownerToken, playerId: String(owner.id), transactionId: `${roundId}-b`, roundId, amount: '100' })).statusCode).toBe(200);

    // A member with no ledger account yet bets 0 into the owner's round: the account is created
    // (in a statement of its own, committed) before the bet, which is refused (another player's round).
    const newcomer = await loggedInMember(t);
    const token = await gameToken(t, newcomer);
    const key = memberAccountKey(t.merchantId, newcomer.id, t.currency);
    const refused = await vendorCall(t, 'bet', { token, playerId: String(newcomer.id), transactionId: `cache-rb-${newcomer.id}`, roundId, amount: '0' });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).code).toBe('round_closed');
    const accounts = await t.database.db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.ownerKind, 'member'), eq(ledgerAccounts.ownerId, newcomer.id)));
    expect(accounts).toHaveLength(1);
    expect(providerCache(t.database.db).accounts.get(key)).toBe(accounts[0]!.id);
    // Nothing of the refused bet was kept: no claim, no round.
    expect(await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.transactionId, `cache-rb-${newcomer.id}`))).toHaveLength(0);

    // Money then moves through the cached id.
    expect(valueOf(await vendorCall(t, 'balance', { playerId: String(newcomer.id) })).balance).toBe('0');
    await fundMember(t, newcomer.id, 500n);
    const bet = await vendorCall(t, 'bet', { token, playerId: String(newcomer.id), transactionId: `cache-ok-${newcomer.id}`, roundId: `cache-own-${newcomer.id}`, amount: '200' });
    expect(valueOf(bet)).toMatchObject({ balance: '300' });
    const win = await vendorCall(t, 'win', { playerId: String(newcomer.id), transactionId: `cache-w-${newcomer.id}`, roundId: `cache-own-${newcomer.id}`, amount: '0', endRound: true });
    expect(valueOf(win)).toMatchObject({ balance: '300' });
    await expectLedgerSound(t);
  });
});
