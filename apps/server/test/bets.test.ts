import { betHistory, betRoundDetail, profitAndLoss, type TBetHistoryValue, type TBetRoundDetail, type TProfitValue } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games, providerTransactions } from '../src/db/schema';
import { createTestBrand } from './helpers';
import { findRoundCategory } from '../src/modules/provider/provider.repository';
import { recordWager } from '../src/modules/wagers';
import { FIXTURE_VENDORS } from './support/fixture-catalog';
import { accountBrand, call, envelope, type CallOptions } from './support/accounts';
import { createProviderApp, gameToken, vendorCall } from './support/provider';
import { createWalletApp, fundMember, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let a: TestMember;
let b: TestMember;
let seq = 0;

/** A round straight in game_rounds; `at` is an instant (the test brand is set to UTC+8). */
async function seedRound(
  member: { id: number },
  r: { at: string; vassalage?: string; gameCode?: string; bet: bigint; win?: bigint; status?: 'open' | 'closed'; trial?: boolean; merchantId?: number },
) {
  const at = new Date(r.at);
  const [row] = await t.database.db
    .insert(gameRounds)
    .values({
      merchantId: r.merchantId ?? t.merchantId,
      memberId: member.id,
      vassalage: r.vassalage ?? 'JL',
      gameCode: r.gameCode ?? 'jl-slot',
      roundId: `R${++seq}`,
      status: r.status ?? 'closed',
      currency: t.currency,
      isTrial: r.trial ?? false,
      betTotal: r.bet,
      winTotal: r.win ?? 0n,
      balanceBefore: 100_000n,
      balanceAfter: 100_000n - r.bet + (r.win ?? 0n),
      openedAt: at,
      updatedAt: at,
      closedAt: (r.status ?? 'closed') === 'closed' ? at : null,
    })
    .returning();
  if (!row) throw new Error('round not stored');
  // A settled round has its wager (what the provider path writes in the transaction that closes it).
  if (row.status === 'closed') {
    await recordWager(t.database.db, {
      merchant: { id: row.merchantId, gmtOffsetMinutes: 480, currency: t.currency },
      memberId: member.id,
      source: 'provider',
      sourceRef: `${row.vassalage}:${row.roundId}`,
      category: await findRoundCategory(t.database.db, row.merchantId, row.vassalage, row.gameCode),
      vassalage: row.vassalage,
      gameCode: row.gameCode,
      stake: row.betTotal,
      payout: row.winTotal,
      isTrial: row.isTrial,
      settledAt: at,
    });
  }
  return row;
}

const get = async <T>(contract: Parameters<typeof call>[1], m: TestMember, query: string, o: CallOptions = {}) => {
  const res = await call(t, contract, undefined, { token: m.token, ip: m.ip, query, ...o });
  return { res, body: envelope(res), value: envelope(res).value as T };
};

beforeAll(async () => {
  t = await createWalletApp(accountBrand({ vendors: FIXTURE_VENDORS, gmtOffsetMinutes: 480 }));
  a = await loggedInMember(t);
  b = await loggedInMember(t);
  await t.database.db.insert(games).values({
    merchantId: t.merchantId,
    nodeId: 'jl-slot-node',
    gameName: 'Jungle Lines',
    gameCode: 'jl-slot',
    vassalage: 'JL',
    gameType: 'RNG',
    iconPath: 'games/jl.svg',
    minBet: 100n,
  });
  // Member a, brand UTC+8: 2026-02-10 local holds three rounds, 2026-02-11 local one, 2026-02-12 local one open.
  await seedRound(a, { at: '2026-02-09T16:30:00Z', bet: 1000n, win: 2500n }); // 02-10 00:30 local
  await seedRound(a, { at: '2026-02-10T05:00:00Z', vassalage: 'PINN', gameCode: 'match-1', bet: 3000n, win: 0n });
  const third = await seedRound(a, { at: '2026-02-10T15:59:00Z', bet: 500n, win: 100n }); // 02-10 23:59 local
  await seedRound(a, { at: '2026-02-10T16:00:00Z', vassalage: 'EVOL', gameCode: 'baccarat', bet: 2000n, win: 4000n }); // 02-11 00:00 local
  await seedRound(a, { at: '2026-02-12T02:00:00Z', bet: 700n, status: 'open' });
  // Member b's round on the same day, never in a's records.
  await seedRound(b, { at: '2026-02-10T05:00:00Z', bet: 99_900n, win: 1n });
  await t.database.db.insert(providerTransactions).values([
    { merchantId: t.merchantId, vassalage: 'JL', transactionId: 'T-bet', kind: 'bet', memberId: a.id, roundId: third.roundId, amount: 500n, requestHash: 'h1', applied: true, createdAt: new Date('2026-02-10T15:59:00Z') },
    { merchantId: t.merchantId, vassalage: 'JL', transactionId: 'T-win', kind: 'win', memberId: a.id, roundId: third.roundId, amount: 100n, requestHash: 'h2', applied: true, createdAt: new Date('2026-02-10T15:59:30Z') },
    { merchantId: t.merchantId, vassalage: 'JL', transactionId: 'T-tomb', kind: 'tombstone', memberId: a.id, roundId: third.roundId, amount: 0n, requestHash: 'h3', applied: false, createdAt: new Date('2026-02-10T15:59:40Z') },
  ]);
});
afterAll(async () => t.close());

describe('betting record (personalHistoryCopy)', () => {
  it('lists the rounds of the brand-local days, newest first, with names, net and totals', async () => {
    const { res, value } = await get<TBetHistoryValue>(betHistory, a, 'startDate=2026-02-10&endDate=2026-02-10');
    expect(res.statusCode).toBe(200);
    expect(value.list.map((r) => r.bet)).toEqual(['500', '3000', '1000']);
    const [last, pinn, first] = value.list;
    expect(first).toMatchObject({ vendorName: 'JL Games', gameName: 'Jungle Lines', gameType: 'RNG', win: '2500', net: '1500', status: 'closed', trial: false });
    expect(last).toMatchObject({ net: '-400', balanceBefore: '100000', balanceAfter: '99600' });
    // No catalog game: the code stands for its name and the vendor's type for its category.
    expect(pinn).toMatchObject({ vendorName: 'Pinnacle Point', gameName: 'match-1', gameType: 'SPORTS', net: '-3000' });
    expect(value.totals).toEqual({ bet: '4500', win: '2600', net: '-1900', count: 3 });
    expect(value.total).toBe(3);
  });

  it('filters by vendor, category and status, the totals following the filter', async () => {
    const wide = 'startDate=2026-02-01&endDate=2026-02-28';
    const jl = await get<TBetHistoryValue>(betHistory, a, `${wide}&vassalage=JL`);
    expect(jl.value.totals).toEqual({ bet: '2200', win: '2600', net: '400', count: 3 });
    const live = await get<TBetHistoryValue>(betHistory, a, `${wide}&gameType=LIVE`);
    expect(live.value.list.map((r) => r.vassalage)).toEqual(['EVOL']);
    const open = await get<TBetHistoryValue>(betHistory, a, `${wide}&status=open`);
    expect(open.value.list).toHaveLength(1);
    expect(open.value.list[0]).toMatchObject({ status: 'open', closedAt: null, bet: '700' });
  });

  it('pages, keeping the totals of the whole filtered range', async () => {
    const q = 'startDate=2026-02-01&endDate=2026-02-28&pageSize=2';
    const p1 = await get<TBetHistoryValue>(betHistory, a, `${q}&pageNo=1`);
    const p3 = await get<TBetHistoryValue>(betHistory, a, `${q}&pageNo=3`);
    expect(p1.value).toMatchObject({ total: 5, totalPages: 3, pageNo: 1 });
    expect(p1.value.list.map((r) => r.bet)).toEqual(['700', '2000']);
    expect(p3.value.list.map((r) => r.bet)).toEqual(['1000']);
    expect(p3.value.totals).toEqual(p1.value.totals);
    expect(p1.value.totals.count).toBe(5);
  });

  it('refuses reversed and too long ranges and impossible dates', async () => {
    for (const q of ['startDate=2026-02-11&endDate=2026-02-10', 'startDate=2026-01-01&endDate=2026-04-04', 'startDate=2026-02-30&endDate=2026-03-01']) {
      const { res, body } = await get(betHistory, a, q);
      expect(res.statusCode, q).toBe(400);
      expect(body.success).toBe(false);
    }
    const ninetyThree = await get(betHistory, a, 'startDate=2026-01-01&endDate=2026-04-03');
    expect(ninetyThree.res.statusCode).toBe(200);
  });

  it('needs a token and keeps members and brands apart', async () => {
    const anonymous = await call(t, betHistory, undefined, { query: 'startDate=2026-02-10&endDate=2026-02-10' });
    expect(anonymous.statusCode).toBe(401);
    const other = await get<TBetHistoryValue>(betHistory, b, 'startDate=2026-02-10&endDate=2026-02-10');
    expect(other.value.list.map((r) => r.bet)).toEqual(['99900']);
    // The same token on another brand's host is not a session there.
    const { host } = await createTestBrand(t.database);
    const elsewhere = await get(betHistory, a, 'startDate=2026-02-10&endDate=2026-02-10', { host });
    expect(elsewhere.res.statusCode).toBe(401);
  });

  it('shows trial members their demo rounds', async () => {
    const trial = await loggedInMember(t, { type: 4 });
    await seedRound(trial, { at: '2026-02-10T05:00:00Z', bet: 5000n, win: 0n, trial: true });
    const { res, value } = await get<TBetHistoryValue>(betHistory, trial, 'startDate=2026-02-10&endDate=2026-02-10');
    expect(res.statusCode).toBe(200);
    expect(value.list).toHaveLength(1);
    expect(value.list[0]?.trial).toBe(true);
  });
});

describe('round detail', () => {
  it("gives the round's bet and win calls, not another member's round", async () => {
    const list = await get<TBetHistoryValue>(betHistory, a, 'startDate=2026-02-10&endDate=2026-02-10');
    const id = list.value.list[0]?.id;
    const { res, value } = await get<TBetRoundDetail>(betRoundDetail, a, `id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(value.round.bet).toBe('500');
    expect(value.transactions.map((c) => [c.kind, c.amount, c.applied, c.rolledBack])).toEqual([
      ['bet', '500', true, false],
      ['win', '100', true, false],
    ]);
    const stranger = await get(betRoundDetail, b, `id=${id}`);
    expect(stranger.res.statusCode).toBe(404);
  });
});

describe('profit and loss (personalProfit)', () => {
  it('sums closed rounds per brand-local day, category and vendor, counting open rounds apart', async () => {
    const { res, value } = await get<TProfitValue>(profitAndLoss, a, 'startDate=2026-02-10&endDate=2026-02-12');
    expect(res.statusCode).toBe(200);
    expect(value.totals).toEqual({ bet: '6500', win: '6600', net: '100', rounds: 4 });
    expect(value.days).toEqual([
      { day: '2026-02-11', bet: '2000', win: '4000', net: '2000', rounds: 1 },
      { day: '2026-02-10', bet: '4500', win: '2600', net: '-1900', rounds: 3 },
    ]);
    expect(value.categories.map((c) => [c.gameType, c.net])).toEqual([
      ['SPORTS', '-3000'],
      ['LIVE', '2000'],
      ['RNG', '1100'],
    ]);
    expect(value.vendors.find((v) => v.vassalage === 'EVOL')).toMatchObject({ vendorName: 'Evolve Live', rounds: 1 });
    expect(value.open).toEqual({ rounds: 1, bet: '700' });
  });

  it('is empty for a range without rounds and refuses a reversed one', async () => {
    const empty = await get<TProfitValue>(profitAndLoss, a, 'startDate=2025-02-10&endDate=2025-02-12');
    expect(empty.value).toMatchObject({ totals: { bet: '0', win: '0', net: '0', rounds: 0 }, days: [], categories: [], vendors: [] });
    const reversed = await get(profitAndLoss, a, 'startDate=2026-02-12&endDate=2026-02-10');
    expect(reversed.res.statusCode).toBe(400);
  });
});

describe('rounds played through the provider API', () => {
  it('shows a studio round with its balances and calls, and counts it in the profit and loss once it ends', async () => {
    const p = await createProviderApp();
    try {
      const m = await loggedInMember(p);
      await fundMember(p, m.id, 10_000n);
      const token = await gameToken(p, m);
      const roundId = `bets-live-${m.id}`;
      expect((await vendorCall(p, 'bet', { token, playerId: String(m.id), transactionId: `${roundId}-b`, roundId, amount: '1500' })).statusCode).toBe(200);
      const day = p.clock.now().toISOString().slice(0, 10);
      // The brand is UTC-5 and the clock 08:00 UTC: the round is on the same calendar day locally.
      const q = `startDate=${day}&endDate=${day}`;
      const open = envelope(await call(p, betHistory, undefined, { token: m.token, ip: m.ip, query: q })).value as TBetHistoryValue;
      expect(open.list).toHaveLength(1);
      expect(open.list[0]).toMatchObject({ roundId, vassalage: 'WPS', status: 'open', bet: '1500', win: '0', balanceBefore: '10000', balanceAfter: '8500' });
      const pending = envelope(await call(p, profitAndLoss, undefined, { token: m.token, ip: m.ip, query: q })).value as TProfitValue;
      expect(pending.totals.rounds).toBe(0);
      expect(pending.open).toEqual({ rounds: 1, bet: '1500' });

      expect((await vendorCall(p, 'win', { playerId: String(m.id), transactionId: `${roundId}-w`, roundId, amount: '4000', endRound: true })).statusCode).toBe(200);
      const closed = envelope(await call(p, betHistory, undefined, { token: m.token, ip: m.ip, query: q })).value as TBetHistoryValue;
      expect(closed.list[0]).toMatchObject({ status: 'closed', win: '4000', net: '2500', balanceAfter: '12500' });
      const detail = envelope(await call(p, betRoundDetail, undefined, { token: m.token, ip: m.ip, query: `id=${closed.list[0]?.id}` })).value as TBetRoundDetail;
      expect(detail.transactions.map((c) => [c.transactionId, c.kind, c.amount])).toEqual([
        [`${roundId}-b`, 'bet', '1500'],
        [`${roundId}-w`, 'win', '4000'],
      ]);
      const settled = envelope(await call(p, profitAndLoss, undefined, { token: m.token, ip: m.ip, query: q })).value as TProfitValue;
      expect(settled.totals).toEqual({ bet: '1500', win: '4000', net: '2500', rounds: 1 });
      expect(settled.open.rounds).toBe(0);
    } finally {
      await p.close();
    }
  });
});
