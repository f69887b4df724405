import {
  agentTeamBets,
  agentUserLoss,
  betHistory,
  betRoundDetail,
  freeRoundList,
  pointBalance,
  profitAndLoss,
  rewardCenter,
  staffDailyReport,
  staffDashboard,
  type TBetHistoryValue,
  type TBetRoundDetail,
  type TDashboard,
  type TProfitValue,
  type TReward,
  type TStaffDailyReport,
} from '@wps/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeRoundGrants, ledgerTransactions, merchants, wagers } from '../src/db/schema';
import { drainTeamQueue, findTeamMismatches } from '../src/modules/agent';
import { brandDay } from '../src/modules/wagers';
import { LUCKY_REELS, ORIGINALS } from '../src/db/seed/games-catalog';
import { seedGameCatalog } from '../src/db/seed/games';
import { seedLoyalty } from '../src/db/seed/loyalty';
import { expireFreeRounds, findGrant, grantFreeRounds } from '../src/modules/free-rounds';
import { call, envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { expectWagersSound } from './support/wagers';
import { expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

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

    // The house paid each stake as its own movement; the wagers count neither stake nor valid bet (issue 29 item 1).
    const funded = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.merchantId, t.merchantId), eq(ledgerTransactions.type, 'free_round_stake'), sql`${ledgerTransactions.idempotencyKey} like ${`provider:WPS:${m.id}-%`}`));
    expect(funded[0]?.n).toBe(3);
    const rows = await t.database.db.select().from(wagers).where(and(eq(wagers.merchantId, t.merchantId), eq(wagers.memberId, m.id)));
    expect(rows).toHaveLength(3);
    for (const w of rows) {
      expect(w.stake).toBe(0n);
      expect(w.validBet).toBe(0n);
      expect(w.result).toBe(w.payout > 0n ? 'win' : 'tie');
    }
    const daily = (await t.database.db.execute(sql`select coalesce(sum(valid_bet), 0)::text as v, coalesce(sum(stake), 0)::text as s from wager_member_daily where merchant_id = ${t.merchantId} and member_id = ${m.id}`)) as unknown as { rows: { v: string; s: string }[] };
    expect(daily.rows[0]).toEqual({ v: '0', s: '0' });
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
    expect(w).toMatchObject({ stake: 0n, validBet: 0n, payout: 1000n, result: 'win' });
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

/**
 * Issue 29 item 1. A free spin's stake is the house's: the member's four rounds below are two free spins (one
 * won 5.00, one lost), a paid round of 10.00 lost, and a free spin rolled back before it settled. Everywhere the
 * member's play is counted, it is 10.00 staked and 5.00 won.
 */
async function playFreeAndPaid(app: WalletTestApp, label: string) {
  const agent = await loggedInMember(app, { type: 1 });
  const m = await loggedInMember(app);
  await app.database.db.execute(sql`update members set upline_id = ${agent.id} where id = ${m.id}`);
  await fundMember(app, m.id, 2_000n);
  const g = await grantFreeRounds(app.database.db, {
    merchantId: app.merchantId,
    memberId: m.id,
    gameCode: 'lucky-reels',
    rounds: 5,
    stake: 200n,
    sourceKind: 'promotion',
    sourceId: `${label}-${m.id}`,
    expiresAt: new Date(app.clock.now().getTime() + 7 * DAY),
  });
  const token = await gameToken(app, m);
  const playerId = String(m.id);
  const ids = { won: `${label}-won-${m.id}`, lost: `${label}-lost-${m.id}`, paid: `${label}-paid-${m.id}`, back: `${label}-back-${m.id}` };
  const ok = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
  };
  const free = (roundId: string) => vendorCall(app, 'bet', { token, playerId, transactionId: `${roundId}-bet`, roundId, amount: '200', freeRoundGrantId: String(g.id) });
  const close = (roundId: string, amount: string) => vendorCall(app, 'win', { playerId, transactionId: `${roundId}-win`, roundId, amount, endRound: true });
  await ok(free(ids.won));
  await ok(close(ids.won, '500'));
  await ok(free(ids.lost));
  await ok(close(ids.lost, '0'));
  await ok(vendorCall(app, 'bet', { token, playerId, transactionId: `${ids.paid}-bet`, roundId: ids.paid, amount: '1000' }));
  await ok(close(ids.paid, '0'));
  await ok(free(ids.back));
  await ok(vendorCall(app, 'rollback', { playerId, transactionId: `${ids.back}-rb`, referenceTransactionId: `${ids.back}-bet`, roundId: ids.back }));
  await ok(close(ids.back, '0'));
  expect(BigInt(valueOf(await vendorCall(app, 'balance', { playerId })).balance as string)).toBe(1_500n);
  return { agent, m, ids };
}

async function brandToday(app: WalletTestApp) {
  const [row] = await app.database.db.select({ gmt: merchants.gmtOffsetMinutes }).from(merchants).where(eq(merchants.id, app.merchantId));
  return brandDay(app.clock.now(), row!.gmt);
}

/** The member's figures as the betting record, profit and loss and the agent's team pages show them. */
async function figuresOf(app: WalletTestApp, agent: TestMember, m: TestMember) {
  const day = await brandToday(app);
  const range = `startDate=${day}&endDate=${day}`;
  const as = (who: TestMember, contract: Parameters<typeof call>[1], query: string) => call(app, contract, undefined, { token: who.token, ip: who.ip, query });
  const history = envelope(await as(m, betHistory, `${range}&pageNo=1&pageSize=20`)).value as TBetHistoryValue;
  const pnl = envelope(await as(m, profitAndLoss, range)).value as TProfitValue;
  await drainTeamQueue(app.database.db, app.merchantId);
  const teamBets = envelope(await as(agent, agentTeamBets, `${range}&pageNo=1&pageSize=20`)).value as { list: { stake: string; payout: string; result: string }[]; totals: { stake: string; payout: string } };
  const loss = envelope(await as(agent, agentUserLoss, `${range}&pageNo=1&pageSize=20`)).value as { list: { account: string; stake: string; validBet: string; playersPnl: string }[] };
  return { history, pnl, teamBets, loss: loss.list.find((l) => l.account === m.account) };
}

function expectMembersOwnStakeOnly(f: Awaited<ReturnType<typeof figuresOf>>, ids: Record<'won' | 'lost' | 'paid' | 'back', string>) {
  const row = (roundId: string) => f.history.list.find((r) => r.roundId === roundId)!;
  expect(row(ids.won)).toMatchObject({ bet: '0', freeStake: '200', win: '500', net: '500' });
  expect(row(ids.lost)).toMatchObject({ bet: '0', freeStake: '200', win: '0', net: '0' });
  expect(row(ids.paid)).toMatchObject({ bet: '1000', freeStake: '0', win: '0', net: '-1000' });
  expect(row(ids.back)).toMatchObject({ bet: '0', freeStake: '0', win: '0', net: '0' });
  expect(f.history.totals).toEqual({ bet: '1000', win: '500', net: '-500', count: 4 });
  expect(f.pnl.totals).toEqual({ bet: '1000', win: '500', net: '-500', rounds: 4 });
  expect(f.teamBets.totals).toMatchObject({ stake: '1000', payout: '500' });
  expect(f.teamBets.list.map((b) => `${b.stake}/${b.payout}/${b.result}`).sort()).toEqual(['0/0/tie', '0/0/tie', '0/500/win', '1000/0/lose']);
  expect(f.loss).toMatchObject({ stake: '1000', validBet: '1000', playersPnl: '-500' });
}

describe('a free spin is not the member\'s stake anywhere (issue 29 item 1)', () => {
  it('betting record and round detail, profit and loss, the agent\'s team betting and user loss, the console\'s report and GGR', async () => {
    const finance = await staffToken(t);
    const day = await brandToday(t);
    const report = async () => envelope(await call(t, staffDailyReport, undefined, { token: finance, query: `startDate=${day}&endDate=${day}` })).value as TStaffDailyReport;
    const dashboard = async () => (envelope(await call(t, staffDashboard, undefined, { token: finance, query: 'days=1' })).value as TDashboard).days.at(-1)!;
    const [reportBefore, dashBefore] = [await report(), await dashboard()];

    const { agent, m, ids } = await playFreeAndPaid(t, 'everywhere');
    const f = await figuresOf(t, agent, m);
    expectMembersOwnStakeOnly(f, ids);

    // The round detail says the spin was free, and its bet was taken (not "refused").
    const won = f.history.list.find((r) => r.roundId === ids.won)!;
    const detail = envelope(await call(t, betRoundDetail, undefined, { token: m.token, ip: m.ip, query: `id=${won.id}` })).value as TBetRoundDetail;
    expect(detail.round).toMatchObject({ bet: '0', freeStake: '200', net: '500' });
    expect(detail.round.balanceAfter).toBe((BigInt(detail.round.balanceBefore) + 500n).toString());
    expect(detail.transactions.map((c) => [c.kind, c.amount, c.applied, c.free])).toEqual([
      ['bet', '200', true, true],
      ['win', '500', true, false],
    ]);
    const lost = f.history.list.find((r) => r.roundId === ids.lost)!;
    const lostDetail = envelope(await call(t, betRoundDetail, undefined, { token: m.token, ip: m.ip, query: `id=${lost.id}` })).value as TBetRoundDetail;
    // A zero win is the round's result, taken like any other.
    expect(lostDetail.transactions.map((c) => c.applied)).toEqual([true, true]);

    // The console: the day's stake grows by the paid 10.00 only, the GGR by 10.00 − 5.00.
    const [reportAfter, dashAfter] = [await report(), await dashboard()];
    expect(BigInt(reportAfter.totals.stake) - BigInt(reportBefore.totals.stake)).toBe(1000n);
    expect(BigInt(reportAfter.totals.validBet) - BigInt(reportBefore.totals.validBet)).toBe(1000n);
    expect(BigInt(reportAfter.totals.ggr) - BigInt(reportBefore.totals.ggr)).toBe(500n);
    expect(BigInt(dashAfter.stake) - BigInt(dashBefore.stake)).toBe(1000n);
    expect(BigInt(dashAfter.ggr) - BigInt(dashBefore.ggr)).toBe(500n);
    await expectLedgerSound(t);
    await expectWagersSound(t);
    expect(await findTeamMismatches(t.database.db, t.merchantId)).toEqual([]);
  });

  it("migration 0052's correction takes the free stakes out of the wagers and every rollup settled before it, and agrees with a recomputation", async () => {
    const { agent, m, ids } = await playFreeAndPaid(t, 'before');
    await asBeforeTheFix(t);
    const [before] = await t.database.db.select().from(wagers).where(and(eq(wagers.merchantId, t.merchantId), eq(wagers.sourceRef, `WPS:${ids.won}`)));
    expect(before).toMatchObject({ stake: 200n, payout: 500n, result: 'win' });
    expect((await figuresOf(t, agent, m)).pnl.totals).toEqual({ bet: '1400', win: '500', net: '-900', rounds: 4 });
    await expect(expectWagersSound(t)).rejects.toThrow(/wagers differ from the ledger/);
    expect(await findTeamMismatches(t.database.db, t.merchantId)).toEqual([]);

    const statements = readFileSync(new URL('../drizzle/0052_free_stake_not_the_members.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
    const correction = statements.find((s) => s.includes('wager free stake correction'))!;
    await t.database.db.execute(sql.raw(correction));

    expectMembersOwnStakeOnly(await figuresOf(t, agent, m), ids);
    const rows = await t.database.db.select().from(wagers).where(and(eq(wagers.merchantId, t.merchantId), eq(wagers.memberId, m.id)));
    expect(rows.map((w) => `${w.sourceRef.slice(4)} ${w.stake}/${w.validBet}/${w.payout} ${w.result}`).sort()).toEqual(
      [`${ids.back} 0/0/0 tie`, `${ids.lost} 0/0/0 tie`, `${ids.paid} 1000/1000/0 lose`, `${ids.won} 0/0/500 win`].sort(),
    );
    // Wagers equal the ledger's movements; the member, brand, game and monthly rollups and the team's equal a recomputation.
    await expectWagersSound(t);
    expect(await findTeamMismatches(t.database.db, t.merchantId)).toEqual([]);
    // Run again, it changes nothing.
    await t.database.db.execute(sql.raw(correction));
    await expectWagersSound(t);
    expect(await findTeamMismatches(t.database.db, t.merchantId)).toEqual([]);
    expectMembersOwnStakeOnly(await figuresOf(t, agent, m), ids);
  });
});

/**
 * The test brand's rows as provider_apply wrote them before migration 0052: no free stake on the rounds, each
 * settled round's wager staking its whole bet total, and that stake in every rollup of it (the member's, brand's
 * and game's days, the member's month, the team's days and slots of each upline). The old function itself is not
 * put back: every test file may share one PostgreSQL database.
 */
async function asBeforeTheFix(app: WalletTestApp) {
  await drainTeamQueue(app.database.db, app.merchantId);
  await app.database.db.execute(sql`
    do $$
    begin
      create temp table before_fix as
        select w.id, w.settled_at, w.member_id, w.day, w.category, w.vassalage, w.game_code, r.free_stake as d
        from game_rounds r join wagers w on w.merchant_id = r.merchant_id and w.source = 'provider' and w.source_ref = r.vassalage || ':' || r.round_id
        where r.merchant_id = ${sql.raw(String(app.merchantId))} and r.status = 'closed' and r.free_stake > 0 and not w.is_trial;
      update wagers w set stake = w.stake + f.d, result = case when w.payout > w.stake + f.d then 'win' when w.payout < w.stake + f.d then 'lose' else 'tie' end
        from before_fix f where w.id = f.id and w.settled_at = f.settled_at;
      update wager_member_daily r set stake = r.stake + f.d from (select member_id, day, category, vassalage, sum(d) as d from before_fix group by 1, 2, 3, 4) f
        where r.merchant_id = ${sql.raw(String(app.merchantId))} and r.member_id = f.member_id and r.day = f.day and r.category = f.category and r.vassalage = f.vassalage;
      update wager_member_monthly r set stake = r.stake + f.d from (select member_id, date_trunc('month', day)::date as month, sum(d) as d from before_fix group by 1, 2) f
        where r.merchant_id = ${sql.raw(String(app.merchantId))} and r.member_id = f.member_id and r.month = f.month;
      update wager_brand_daily r set stake = r.stake + f.d from (select day, category, vassalage, sum(d) as d from before_fix group by 1, 2, 3) f
        where r.merchant_id = ${sql.raw(String(app.merchantId))} and r.day = f.day and r.category = f.category and r.vassalage = f.vassalage
          and r.shard = (select min(shard) from wager_brand_daily x where x.merchant_id = r.merchant_id and x.day = r.day and x.category = r.category and x.vassalage = r.vassalage);
      update wager_game_daily r set stake = r.stake + f.d from (select day, category, vassalage, game_code, sum(d) as d from before_fix group by 1, 2, 3, 4) f
        where r.merchant_id = ${sql.raw(String(app.merchantId))} and r.day = f.day and r.category = f.category and r.vassalage = f.vassalage and r.game_code = f.game_code
          and r.shard = (select min(shard) from wager_game_daily x where x.merchant_id = r.merchant_id and x.day = r.day and x.category = r.category and x.vassalage = r.vassalage and x.game_code = r.game_code);
      update team_daily t set stake = t.stake + f.d
        from (select tr.ancestor_id, b.day, tr.depth = 0 as own, sum(b.d) as d from before_fix b join member_tree tr on tr.merchant_id = ${sql.raw(String(app.merchantId))} and tr.descendant_id = b.member_id group by 1, 2, 3) f
        where t.merchant_id = ${sql.raw(String(app.merchantId))} and t.agent_id = f.ancestor_id and t.day = f.day and t.own = f.own;
      update team_slots t set stake = t.stake + f.d
        from (select tr.ancestor_id, date_bin('5 minutes', b.settled_at, timestamptz '2000-01-01 00:00:00+00') as slot, tr.depth = 0 as own, sum(b.d) as d
          from before_fix b join member_tree tr on tr.merchant_id = ${sql.raw(String(app.merchantId))} and tr.descendant_id = b.member_id group by 1, 2, 3) f
        where t.merchant_id = ${sql.raw(String(app.merchantId))} and t.agent_id = f.ancestor_id and t.slot = f.slot and t.own = f.own;
      update game_rounds set free_stake = 0 where merchant_id = ${sql.raw(String(app.merchantId))} and free_stake > 0;
      drop table before_fix;
    end;
    $$`);
}
