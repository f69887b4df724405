import { freeRoundList, pointBalance, rewardCenter, type TReward } from '@wps/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeRoundGrants, ledgerTransactions, wagers } from '../src/db/schema';
import { LUCKY_REELS, ORIGINALS } from '../src/db/seed/games-catalog';
import { seedGameCatalog } from '../src/db/seed/games';
import { seedLoyalty } from '../src/db/seed/loyalty';
import { expireFreeRounds, findGrant, grantFreeRounds } from '../src/modules/free-rounds';
import { call, envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { expectWagersSound } from './support/wagers';
import { expectLedgerSound, fundMember, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
  // The studio's slot and its originals in the test brand's catalog (the grant names a catalogued slot).
  await seedGameCatalog(t.database.db, t.merchantId, [LUCKY_REELS, ...ORIGINALS], t.clock.now());
  // The demo's loyalty programme (points and rebates on valid bet), so a free round's lack of them shows.
  await seedLoyalty(t.database.db, t.code, t.clock.now());
});
afterAll(async () => t.close());

let counter = 0;
const uid = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.padEnd(8, '0');
const DAY = 86_400_000;

const grant = (m: TestMember, o: { rounds?: number; stake?: bigint; gameCode?: string; expiresAt?: Date; sourceId?: string } = {}) =>
  grantFreeRounds(t.database.db, {
    merchantId: t.merchantId,
    memberId: m.id,
    gameCode: o.gameCode ?? 'lucky-reels',
    rounds: o.rounds ?? 3,
    stake: o.stake ?? 200n,
    sourceKind: 'promotion',
    sourceId: o.sourceId ?? uid(),
    expiresAt: o.expiresAt ?? new Date(t.clock.now().getTime() + 7 * DAY),
  });

const studio = (path: 'session' | 'spin', body: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: `/studio/lucky-reels/api/${path}`, headers: { host: t.host, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

const walletBalance = async (m: TestMember) => BigInt(valueOf(await vendorCall(t, 'balance', { playerId: String(m.id) })).balance as string);
const roundsLeft = async (id: number) => (await findGrant(t.database.db, t.merchantId, id))!.roundsLeft;

/** A free-round bet through the signed provider API. */
const freeBet = (m: TestMember, token: string, grantId: number | string, o: { txid?: string; roundId?: string; amount?: string } = {}) => {
  const roundId = o.roundId ?? `fr-${uid()}`;
  return vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: o.txid ?? `${roundId}-bet`, roundId, amount: o.amount ?? '200', freeRoundGrantId: String(grantId) });
};

async function member(funds = 1_000n) {
  const m = await loggedInMember(t);
  if (funds > 0n) await fundMember(t, m.id, funds);
  return m;
}

describe('grantFreeRounds', () => {
  it('is idempotent by (merchant, source kind, source id): the same source grants once', async () => {
    const m = await member(0n);
    const sourceId = `claim-${uid()}`;
    const first = await grant(m, { sourceId, rounds: 10 });
    const again = await grant(m, { sourceId, rounds: 10 });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ roundsGranted: 10, roundsLeft: 10, stake: 200n, status: 'active', vassalage: 'WPS', gameCode: 'lucky-reels', currency: t.currency });
    const rows = await t.database.db.select().from(freeRoundGrants).where(and(eq(freeRoundGrants.merchantId, t.merchantId), eq(freeRoundGrants.sourceId, sourceId)));
    expect(rows).toHaveLength(1);
    // The same source naming other rounds is a conflict, not a second grant.
    await expect(grant(m, { sourceId, rounds: 5 })).rejects.toMatchObject({ code: 'request_conflict' });
  });

  it('refuses a game that is not a studio slot, a stake outside its limits, and a bad count', async () => {
    const m = await member(0n);
    await expect(grant(m, { gameCode: 'dice' })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(grant(m, { gameCode: 'no-such-game' })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(grant(m, { stake: 10n })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(grant(m, { stake: 210n })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(grant(m, { rounds: 0 })).rejects.toMatchObject({ code: 'validation_error' });
  });
});

describe('playing free rounds through Lucky Reels', () => {
  it('the session offers them; each spin is paid by the house, its win is real money, the count goes down to none', async () => {
    const m = await member(1_000n);
    const g = await grant(m, { rounds: 3, stake: 400n });
    const token = await gameToken(t, m);
    const session = valueOf(await studio('session', { mode: 'real', token }));
    expect(session.freeRounds).toEqual([{ grantId: String(g.id), roundsLeft: 3, roundsGranted: 3, stake: '400', expiresAt: g.expiresAt.toISOString() }]);

    let expected = 1_000n;
    let won = 0n;
    for (const left of [2, 1, 0]) {
      const res = await studio('spin', { mode: 'real', token, bet: '400', clientSpinId: uid(), freeRoundGrantId: String(g.id) });
      expect(res.statusCode, res.body).toBe(200);
      const v = valueOf(res) as { bet: string; totalWin: string; balance: string; freeRound: { grantId: string; roundsLeft: number } };
      expect(v.bet).toBe('400');
      expect(v.freeRound).toEqual({ grantId: String(g.id), roundsLeft: left });
      // Not charged for the stake; the win credited.
      expected += BigInt(v.totalWin);
      won += BigInt(v.totalWin);
      expect(BigInt(v.balance)).toBe(expected);
    }
    expect(await walletBalance(m)).toBe(1_000n + won);
    expect(await roundsLeft(g.id)).toBe(0);
    expect((await findGrant(t.database.db, t.merchantId, g.id))!.status).toBe('used');

    // None left: the page is told so, and the platform refuses a bet naming the grant.
    const after = valueOf(await studio('session', { mode: 'real', token }));
    expect(after.freeRounds).toEqual([]);
    const refused = await studio('spin', { mode: 'real', token, bet: '400', clientSpinId: uid(), freeRoundGrantId: String(g.id) });
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused).code).toBe('free_round_not_found');
    const direct = await freeBet(m, token, g.id, { amount: '400' });
    expect(direct.statusCode).toBe(409);
    expect(envelope(direct).code).toBe('free_round_used');
    expect(await walletBalance(m)).toBe(1_000n + won);

    // The house paid each stake as its own movement; the wagers count no valid bet.
    const funded = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.merchantId, t.merchantId), eq(ledgerTransactions.type, 'free_round_stake'), sql`${ledgerTransactions.idempotencyKey} like ${`provider:WPS:${m.id}-%`}`));
    expect(funded[0]?.n).toBe(3);
    const rows = await t.database.db.select().from(wagers).where(and(eq(wagers.merchantId, t.merchantId), eq(wagers.memberId, m.id)));
    expect(rows).toHaveLength(3);
    for (const w of rows) {
      expect(w.stake).toBe(400n);
      expect(w.validBet).toBe(0n);
    }
    const daily = (await t.database.db.execute(sql`select coalesce(sum(valid_bet), 0)::text as v, coalesce(sum(stake), 0)::text as s from wager_member_daily where merchant_id = ${t.merchantId} and member_id = ${m.id}`)) as unknown as { rows: { v: string; s: string }[] };
    expect(daily.rows[0]).toEqual({ v: '0', s: '1200' });
    await expectLedgerSound(t);
    await expectWagersSound(t);
  });

  it('a member without free rounds cannot spin one, and an ordinary spin is charged as before', async () => {
    const m = await member(1_000n);
    const token = await gameToken(t, m);
    const res = await studio('spin', { mode: 'real', token, bet: '200', clientSpinId: uid(), freeRoundGrantId: '999999' });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).code).toBe('free_round_not_found');
    const paid = await studio('spin', { mode: 'real', token, bet: '200', clientSpinId: uid() });
    expect(paid.statusCode).toBe(200);
    const v = valueOf(paid) as { totalWin: string; balance: string; freeRound?: unknown };
    expect(v.freeRound).toBeUndefined();
    expect(BigInt(v.balance)).toBe(1_000n - 200n + BigInt(v.totalWin));
  });
});

describe('free-round bets through the provider API', () => {
  it('are refused for another member, another game, another stake, and once expired', async () => {
    const owner = await member();
    const other = await member();
    const g = await grant(owner, { rounds: 2 });
    const otherToken = await gameToken(t, other);
    const notTheirs = await freeBet(other, otherToken, g.id);
    expect(notTheirs.statusCode).toBe(404);
    expect(envelope(notTheirs).code).toBe('free_round_not_found');

    const diceToken = await gameToken(t, owner, 'dice');
    const wrongGame = await freeBet(owner, diceToken, g.id);
    expect(wrongGame.statusCode).toBe(400);
    expect(envelope(wrongGame).code).toBe('free_round_wrong_game');

    const token = await gameToken(t, owner);
    const pastRange = await freeBet(owner, token, '9999999999');
    expect(pastRange.statusCode).toBe(404);
    expect(envelope(pastRange).code).toBe('free_round_not_found');

    const wrongStake = await freeBet(owner, token, g.id, { amount: '400' });
    expect(wrongStake.statusCode).toBe(400);
    expect(envelope(wrongStake).code).toBe('free_round_stake');
    expect(await roundsLeft(g.id)).toBe(2);
    expect(await walletBalance(owner)).toBe(1_000n);
    expect(await walletBalance(other)).toBe(1_000n);

    const soon = await grant(owner, { rounds: 2, expiresAt: new Date(t.clock.now().getTime() + 60_000) });
    t.clock.advance(120_000);
    const expired = await freeBet(owner, token, soon.id);
    expect(expired.statusCode).toBe(409);
    expect(envelope(expired).code).toBe('free_round_expired');
    expect(await roundsLeft(soon.id)).toBe(2);
    // The expiry job marks it; the still-valid grant stays active.
    const { expired: marked } = await expireFreeRounds(t.database.db, t.clock.now());
    expect(marked).toBeGreaterThanOrEqual(1);
    expect((await findGrant(t.database.db, t.merchantId, soon.id))!.status).toBe('expired');
    expect((await findGrant(t.database.db, t.merchantId, g.id))!.status).toBe('active');
    await expectLedgerSound(t);
  });

  it('a replayed bet takes one round; a rollback of the unsettled round gives the round back and the stake to the house', async () => {
    const m = await member(500n);
    const g = await grant(m, { rounds: 2 });
    const token = await gameToken(t, m);
    const roundId = `rb-${uid()}`;
    const first = await freeBet(m, token, g.id, { roundId });
    expect(first.statusCode, first.body).toBe(200);
    expect(valueOf(first)).toMatchObject({ balance: '500', duplicate: false });
    const replay = await freeBet(m, token, g.id, { roundId });
    expect(valueOf(replay)).toMatchObject({ balance: '500', duplicate: true });
    expect(await roundsLeft(g.id)).toBe(1);

    const rollback = await vendorCall(t, 'rollback', { playerId: String(m.id), transactionId: `${roundId}-rb`, referenceTransactionId: `${roundId}-bet`, roundId });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(valueOf(rollback)).toMatchObject({ balance: '500', refunded: '0' });
    expect(await roundsLeft(g.id)).toBe(2);
    expect(await walletBalance(m)).toBe(500n);
    const again = await vendorCall(t, 'rollback', { playerId: String(m.id), transactionId: `${roundId}-rb`, referenceTransactionId: `${roundId}-bet`, roundId });
    expect(valueOf(again)).toMatchObject({ duplicate: true });
    expect(await roundsLeft(g.id)).toBe(2);

    // Both rounds still playable; a settled free round's valid bet is 0 even when the vendor names one.
    const played = `pl-${uid()}`;
    expect((await freeBet(m, token, g.id, { roundId: played })).statusCode).toBe(200);
    const win = await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${played}-win`, roundId: played, amount: '1000', endRound: true, validBet: '200' });
    expect(win.statusCode, win.body).toBe(200);
    expect(valueOf(win).balance).toBe('1500');
    const [w] = await t.database.db.select().from(wagers).where(and(eq(wagers.merchantId, t.merchantId), eq(wagers.sourceRef, `WPS:${played}`)));
    expect(w).toMatchObject({ stake: 200n, validBet: 0n, payout: 1000n });
    // A settled round is final: its free bet is not given back.
    const late = await vendorCall(t, 'rollback', { playerId: String(m.id), transactionId: `${played}-rb`, referenceTransactionId: `${played}-bet`, roundId: played });
    expect(envelope(late).code).toBe('round_closed');
    expect(await roundsLeft(g.id)).toBe(1);
    await expectLedgerSound(t);
    await expectWagersSound(t);
  });

  it('authenticate offers the game\'s free rounds; an ordinary bet is charged and takes none', async () => {
    const m = await member();
    const g = await grant(m, { rounds: 1 });
    const token = await gameToken(t, m);
    const auth = valueOf(await vendorCall(t, 'authenticate', { token }));
    expect(auth.freeRounds).toEqual([{ grantId: String(g.id), roundsLeft: 1, roundsGranted: 1, stake: '200', expiresAt: g.expiresAt.toISOString() }]);
    // An ordinary bet of a member with free rounds is charged as before and takes none.
    const bet = await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `plain-${uid()}`, roundId: `plain-${uid()}`, amount: '200' });
    expect(valueOf(bet).balance).toBe('800');
    expect(await roundsLeft(g.id)).toBe(1);
  });
});

describe('the player site list', () => {
  it('lists the member\'s active grants, soonest expiry first, without used or expired ones', async () => {
    const m = await member(0n);
    const later = await grant(m, { rounds: 5, stake: 400n, expiresAt: new Date(t.clock.now().getTime() + 9 * DAY) });
    const sooner = await grant(m, { rounds: 2, expiresAt: new Date(t.clock.now().getTime() + 2 * DAY) });
    await grant(m, { rounds: 1, expiresAt: new Date(t.clock.now().getTime() - 1000) });
    const res = await call(t, freeRoundList, undefined, { token: m.token, ip: m.ip });
    expect(res.statusCode, res.body).toBe(200);
    const value = envelope(res).value as { currencySymbol: string; grants: { id: number; gameName: string; roundsLeft: number; stake: string }[] };
    expect(value.grants.map((g) => g.id)).toEqual([sooner.id, later.id]);
    expect(value.grants[1]).toMatchObject({ gameName: 'Lucky Reels', gameCode: 'lucky-reels', vassalage: 'WPS', roundsLeft: 5, roundsGranted: 5, stake: '400', status: 'active' });
    const anonymous = await call(t, freeRoundList, undefined, {});
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('no rebate or points from a stake the member did not pay', () => {
  it('three free rounds and one paid round of 100.00: points and the rebate count the paid one only', async () => {
    const m = await member(20_000n);
    const g = await grant(m, { rounds: 3, stake: 10_000n });
    const token = await gameToken(t, m);
    const settle = async (roundId: string) =>
      expect((await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${roundId}-win`, roundId, amount: '0', endRound: true })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const roundId = `nl-${uid()}`;
      expect((await freeBet(m, token, g.id, { roundId, amount: '10000' })).statusCode).toBe(200);
      await settle(roundId);
    }
    const paid = `np-${uid()}`;
    expect((await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${paid}-bet`, roundId: paid, amount: '10000' })).statusCode).toBe(200);
    await settle(paid);
    expect(await walletBalance(m)).toBe(10_000n);
    const as = { token: m.token, ip: m.ip };
    // Level 0: 1 point per 100.00 of slots' valid bet; 1.2 % rebate on it.
    await expect.poll(async () => BigInt((envelope(await call(t, pointBalance, undefined, as)).value as { points: string }).points), { timeout: 10_000 }).toBe(1n);
    const rewards = (envelope(await call(t, rewardCenter, undefined, as)).value as { rewards: TReward[] }).rewards;
    expect(rewards.find((r) => r.kind === 'rebate')).toMatchObject({ amount: '120', lines: [{ category: 'RNG', validBet: '10000', rateBps: 120, amount: '120' }] });
    await expectLedgerSound(t);
    await expectWagersSound(t);
  });
});
