import { GAME_TOKEN_TTL_MS, TRIAL_USER_TYPE, gameLaunchFB, launchGame } from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games, providerSettings, vendors } from '../src/db/schema';
import { PROVIDER_SETTINGS_TTL_MS } from '../src/modules/provider/provider.cache';
import { listMemberRounds } from '../src/modules/provider/provider.repository';
import { call, envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
});
afterAll(async () => t.close());

const balanceOf = async (playerId: number) => valueOf(await vendorCall(t, 'balance', { playerId: String(playerId) })).balance;

describe('game launch', () => {
  it('refuses a visitor who is not logged in', async () => {
    const res = await call(t, launchGame, { vassalage: 'WPS', gameCode: 'lucky-reels' });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).code).toBe('not_logged_in');
  });

  it('issues a token bound to member, vendor and game, and the launch URL carries it', async () => {
    const m = await loggedInMember(t);
    const res = await call(t, launchGame, { vassalage: 'WPS', gameCode: 'lucky-reels', language: 'TY' }, { token: m.token, ip: m.ip });
    expect(res.statusCode).toBe(200);
    const value = valueOf(res) as { url: string; token: string; mode: string };
    const url = new URL(value.url);
    expect(url.pathname).toBe('/studio/lucky-reels/');
    expect(url.searchParams.get('token')).toBe(value.token);
    expect(url.searchParams.get('language')).toBe('TY');
    expect(url.searchParams.get('game')).toBe('lucky-reels');
    expect(url.searchParams.get('returnUrl')).toBe(`http://${t.host}/`);
    expect(value.mode).toBe('real');
    const auth = await vendorCall(t, 'authenticate', { token: value.token });
    expect(auth.statusCode).toBe(200);
    expect(valueOf(auth)).toMatchObject({ playerId: String(m.id), account: m.account, gameCode: 'lucky-reels', trial: false, language: 'TY', balance: '0' });
    // Bound to the vendor: another vendor cannot use it.
    expect((await vendorCall(t, 'authenticate', { token: value.token }, { vassalage: 'PGS' })).statusCode).toBe(401);
  });

  it('a trial member may only play in demo mode: real play answers need_true_account', async () => {
    const m = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    const real = await call(t, launchGame, { vassalage: 'WPS', gameCode: 'lucky-reels' }, { token: m.token, ip: m.ip });
    expect(real.statusCode).toBe(403);
    expect(envelope(real).code).toBe('need_true_account');
    const demo = await call(t, gameLaunchFB, undefined, { token: m.token, ip: m.ip, query: 'vassalage=WPS&gameCode=lucky-reels' });
    expect(demo.statusCode).toBe(200);
    const value = valueOf(demo) as { token: string; mode: string };
    expect(value.mode).toBe('demo');
    expect(valueOf(await vendorCall(t, 'authenticate', { token: value.token })).trial).toBe(true);
  });

  it("a real member's free trial is the vendor's fun mode, without a token", async () => {
    const m = await loggedInMember(t);
    const res = await call(t, gameLaunchFB, undefined, { token: m.token, ip: m.ip, query: 'vassalage=WPS&gameCode=lucky-reels' });
    expect(res.statusCode).toBe(200);
    const value = valueOf(res) as { url: string; token?: string; mode: string };
    expect(value.token).toBeUndefined();
    expect(value.mode).toBe('fun');
    expect(new URL(value.url).searchParams.get('token')).toBeNull();
  });

  it('a vendor under maintenance answers game_maintenance', async () => {
    const m = await loggedInMember(t);
    // DGL is seeded under maintenance; one of its catalogued games, if the catalog has any.
    const [listed] = await t.database.db.select({ gameCode: games.gameCode }).from(games).where(and(eq(games.merchantId, t.merchantId), eq(games.vassalage, 'DGL'))).limit(1);
    const gameCode = listed?.gameCode ?? 'baccarat';
    const res = await call(t, launchGame, { vassalage: 'DGL', gameCode }, { token: m.token, ip: m.ip });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).code).toBe('game_maintenance');
    await t.database.db.update(vendors).set({ status: 'ACTIVE' }).where(and(eq(vendors.merchantId, t.merchantId), eq(vendors.vassalage, 'DGL')));
    expect((await call(t, launchGame, { vassalage: 'DGL', gameCode }, { token: m.token, ip: m.ip })).statusCode).toBe(200);
  });

  it('a catalogued vendor launches only its catalogued games, and a game under maintenance is refused', async () => {
    const m = await loggedInMember(t);
    const db = t.database.db;
    await db.insert(vendors).values({ merchantId: t.merchantId, vassalage: 'FCG', displayName: 'Fortune Craft', gameType: 'FISH', gameCategory: 'FISH', iconPath: '/vendors/fcg.svg' }).onConflictDoNothing();
    await db.insert(games).values([
      { merchantId: t.merchantId, nodeId: `fcg-gold-${m.id}`, gameName: 'Gold Rush', gameCode: `gold-${m.id}`, vassalage: 'FCG', gameType: 'RNG', iconPath: '/x.svg', minBet: 100n },
      { merchantId: t.merchantId, nodeId: `fcg-reef-${m.id}`, gameName: 'Reef', gameCode: `reef-${m.id}`, vassalage: 'FCG', gameType: 'RNG', iconPath: '/x.svg', minBet: 100n, status: 'maintenance' },
    ]);
    const launchOf = (gameCode: string) => call(t, launchGame, { vassalage: 'FCG', gameCode }, { token: m.token, ip: m.ip });
    expect((await launchOf(`gold-${m.id}`)).statusCode).toBe(200);
    const unknown = await launchOf('no-such-game');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe('not_found');
    const reef = await launchOf(`reef-${m.id}`);
    expect(reef.statusCode).toBe(409);
    expect(envelope(reef).code).toBe('game_maintenance');
    // Maintenance of the vendor's FISH row does not stop its RNG games.
    await db.update(vendors).set({ status: 'MAINTENANCE' }).where(and(eq(vendors.merchantId, t.merchantId), eq(vendors.vassalage, 'FCG'), eq(vendors.gameType, 'FISH')));
    expect((await launchOf(`gold-${m.id}`)).statusCode).toBe(200);
    await db.update(vendors).set({ status: 'MAINTENANCE' }).where(and(eq(vendors.merchantId, t.merchantId), eq(vendors.vassalage, 'FCG'), eq(vendors.gameType, 'RNG')));
    expect(envelope(await launchOf(`gold-${m.id}`)).code).toBe('game_maintenance');
  });

  it('an unknown or disabled vendor is refused', async () => {
    const m = await loggedInMember(t);
    const res = await call(t, launchGame, { vassalage: 'NOPE', gameCode: 'x' }, { token: m.token, ip: m.ip });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).code).toBe('provider_unavailable');
  });

  it('a game token expires after its lifetime', async () => {
    const m = await loggedInMember(t);
    const token = await gameToken(t, m);
    t.clock.advance(GAME_TOKEN_TTL_MS - 1000);
    expect((await vendorCall(t, 'authenticate', { token })).statusCode).toBe(200);
    t.clock.advance(2000);
    const res = await vendorCall(t, 'authenticate', { token });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).code).toBe('game_token_invalid');
    const bet = await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `exp-${m.id}`, roundId: `exp-${m.id}`, amount: '1' });
    expect(bet.statusCode).toBe(401);
  });

  it("a token of another brand is refused on this brand's host", async () => {
    const other = await createProviderApp();
    try {
      const m = await loggedInMember(other);
      const token = await gameToken(other, m);
      // The same token presented by the WPS vendor of brand t (signed with t's secret).
      const res = await vendorCall(t, 'authenticate', { token });
      expect(res.statusCode).toBe(401);
      expect(envelope(res).code).toBe('game_token_invalid');
    } finally {
      await other.close();
    }
  });
});

describe('provider wallet: admission', () => {
  it('refuses a bad signature, and a signature made with another secret', async () => {
    const m = await loggedInMember(t);
    const bad = await vendorCall(t, 'balance', { playerId: String(m.id) }, { signature: 'ab'.repeat(32) });
    expect(bad.statusCode).toBe(401);
    expect(envelope(bad).code).toBe('signature_invalid');
    const otherSecret = await vendorCall(t, 'balance', { playerId: String(m.id) }, { secret: 'not-the-secret' });
    expect(otherSecret.statusCode).toBe(401);
    const missing = await vendorCall(t, 'balance', { playerId: String(m.id) }, { signature: '' });
    expect(missing.statusCode).toBe(401);
  });

  it("refuses a caller outside the vendor's allow-list", async () => {
    const m = await loggedInMember(t);
    await t.database.db
      .update(providerSettings)
      .set({ allowedIps: ['203.0.113.0/24'] })
      .where(and(eq(providerSettings.merchantId, t.merchantId), eq(providerSettings.vassalage, 'PGS')));
    // Settings are served from the app's cache for PROVIDER_SETTINGS_TTL_MS (see the provider cache tests).
    t.clock.advance(PROVIDER_SETTINGS_TTL_MS + 1);
    const refused = await vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'PGS', ip: '198.51.100.7' });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe('provider_ip_refused');
    const allowed = await vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'PGS', ip: '203.0.113.9' });
    expect(allowed.statusCode).toBe(200);
  });

  it('a transfer-wallet vendor may not call the seamless wallet', async () => {
    const m = await loggedInMember(t);
    const res = await vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'SABA' });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).code).toBe('provider_transfer_wallet');
  });

  it('refuses a malformed body after the signature check', async () => {
    const res = await vendorCall(t, 'bet', { playerId: 'x' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).code).toBe('validation_error');
  });
});

describe('provider wallet: money', () => {
  it('bet, win and end round: the wallet follows and the round is recorded', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 10000n);
    const token = await gameToken(t, m);
    const playerId = String(m.id);
    const bet = await vendorCall(t, 'bet', { token, playerId, transactionId: `b-${m.id}`, roundId: `r-${m.id}`, amount: '2500' });
    expect(bet.statusCode).toBe(200);
    expect(valueOf(bet)).toMatchObject({ balance: '7500', duplicate: false });
    const win = await vendorCall(t, 'win', { playerId, transactionId: `w-${m.id}`, roundId: `r-${m.id}`, amount: '4000' });
    expect(valueOf(win)).toMatchObject({ balance: '11500' });
    const end = await vendorCall(t, 'endRound', { playerId, roundId: `r-${m.id}` });
    expect(valueOf(end)).toMatchObject({ status: 'closed', betTotal: '2500', winTotal: '4000', balance: '11500' });
    // A win into a closed round is refused.
    const late = await vendorCall(t, 'win', { playerId, transactionId: `w2-${m.id}`, roundId: `r-${m.id}`, amount: '1' });
    expect(late.statusCode).toBe(409);
    expect(envelope(late).code).toBe('round_closed');
    // So is a bet: undone entirely, nothing moves.
    const lateBet = await vendorCall(t, 'bet', { token, playerId, transactionId: `b2-${m.id}`, roundId: `r-${m.id}`, amount: '100' });
    expect(lateBet.statusCode).toBe(409);
    expect(envelope(lateBet).code).toBe('round_closed');
    expect(await balanceOf(m.id)).toBe('11500');
    const { rows, total } = await listMemberRounds(t.database.db, t.merchantId, m.id, { vassalage: 'WPS' });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ roundId: `r-${m.id}`, status: 'closed', betTotal: 2500n, winTotal: 4000n, balanceBefore: 10000n, balanceAfter: 11500n, gameCode: 'lucky-reels' });
    expect((await listMemberRounds(t.database.db, t.merchantId, m.id, { status: 'open' })).total).toBe(0);
    await expectLedgerSound(t);
  });

  it('a replay gets the stored answer and moves nothing; the same id with another body is a conflict', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1000n);
    const token = await gameToken(t, m);
    const body = { token, playerId: String(m.id), transactionId: `rp-${m.id}`, roundId: `rp-${m.id}`, amount: '300' };
    const first = await vendorCall(t, 'bet', body);
    const again = await vendorCall(t, 'bet', body);
    expect(again.statusCode).toBe(200);
    expect(valueOf(again)).toEqual({ ...valueOf(first), duplicate: true });
    expect(await balanceOf(m.id)).toBe('700');
    const conflict = await vendorCall(t, 'bet', { ...body, amount: '301' });
    expect(conflict.statusCode).toBe(409);
    expect(envelope(conflict).code).toBe('request_conflict');
    expect(await balanceOf(m.id)).toBe('700');
  });

  it('insufficient funds answers the balance and moves nothing', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 500n);
    const token = await gameToken(t, m);
    const res = await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `if-${m.id}`, roundId: `if-${m.id}`, amount: '501' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, code: 'insufficient_funds', value: { balance: '500', playerId: String(m.id) } });
    expect(await balanceOf(m.id)).toBe('500');
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    expect(rounds).toHaveLength(0);
    await expectLedgerSound(t);
  });

  it('a win without a bet is refused', async () => {
    const m = await loggedInMember(t);
    const res = await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `nw-${m.id}`, roundId: `nobet-${m.id}`, amount: '1000' });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).code).toBe('bet_not_found');
    expect(await balanceOf(m.id)).toBe('0');
  });

  it("a win into another player's round is refused", async () => {
    const a = await loggedInMember(t);
    const b = await loggedInMember(t);
    await fundMember(t, a.id, 1000n);
    const token = await gameToken(t, a);
    await vendorCall(t, 'bet', { token, playerId: String(a.id), transactionId: `ob-${a.id}`, roundId: `or-${a.id}`, amount: '100' });
    const res = await vendorCall(t, 'win', { playerId: String(b.id), transactionId: `ow-${b.id}`, roundId: `or-${a.id}`, amount: '1000' });
    expect(envelope(res).code).toBe('bet_not_found');
    expect(await balanceOf(b.id)).toBe('0');
  });

  it('a rollback refunds its bet once, whatever the rollback id', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1000n);
    const token = await gameToken(t, m);
    const playerId = String(m.id);
    await vendorCall(t, 'bet', { token, playerId, transactionId: `rb-${m.id}`, roundId: `rbr-${m.id}`, amount: '400' });
    expect(await balanceOf(m.id)).toBe('600');
    const r1 = await vendorCall(t, 'rollback', { playerId, transactionId: `rb1-${m.id}`, referenceTransactionId: `rb-${m.id}` });
    expect(valueOf(r1)).toMatchObject({ balance: '1000', refunded: '400' });
    const r2 = await vendorCall(t, 'rollback', { playerId, transactionId: `rb2-${m.id}`, referenceTransactionId: `rb-${m.id}` });
    expect(valueOf(r2)).toMatchObject({ balance: '1000', refunded: '0' });
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    expect(round?.betTotal).toBe(0n);
    await expectLedgerSound(t);
  });

  it('a rollback before its bet is remembered and the late bet is refused', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1000n);
    const token = await gameToken(t, m);
    const playerId = String(m.id);
    const rb = await vendorCall(t, 'rollback', { playerId, transactionId: `early-rb-${m.id}`, referenceTransactionId: `early-${m.id}` });
    expect(rb.statusCode).toBe(200);
    expect(valueOf(rb)).toMatchObject({ balance: '1000', refunded: '0' });
    const bet = await vendorCall(t, 'bet', { token, playerId, transactionId: `early-${m.id}`, roundId: `early-${m.id}`, amount: '300' });
    expect(bet.statusCode).toBe(409);
    expect(envelope(bet)).toMatchObject({ code: 'bet_cancelled', value: { balance: '1000' } });
    expect(await balanceOf(m.id)).toBe('1000');
  });

  it('a trial member plays with demo credits in the main wallet through the same calls', async () => {
    const m = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    await fundMember(t, m.id, 2000n);
    const token = await gameToken(t, m, 'lucky-reels', true);
    const bet = await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `tr-${m.id}`, roundId: `tr-${m.id}`, amount: '100' });
    expect(valueOf(bet)).toMatchObject({ balance: '1900' });
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    expect(round?.isTrial).toBe(true);
  });
});
