import {
  staffDailyReport,
  staffGameReport,
  staffPlayerActivity,
  type TStaffDailyReport,
  type TStaffGameReport,
  type TStaffPlayerActivity,
} from '@wps/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, merchants } from '../src/db/schema';
import { IN_HOUSE_VENDORS } from '../src/db/seed/games-catalog';
import { seedProviderSettings } from '../src/modules/provider/provider.seed';
import { findRollupMismatches, recordWager } from '../src/modules/wagers';
import { accountBrand, call, envelope } from './support/accounts';
import { FIXTURE_VENDORS } from './support/fixture-catalog';
import { gameToken, seedFixtureProviderSettings, vendorCall, vendorSecret } from './support/provider';
import { expectWagersSound } from './support/wagers';
import { createWalletApp, expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let secret: string;
let merchant: { id: number; gmtOffsetMinutes: number; currency: string };
let admin: string;

/** The instant of a brand-local wall-clock time ("2026-03-10T10:00"). */
const brandInstant = (local: string) => new Date(Date.parse(`${local}:00Z`) - merchant.gmtOffsetMinutes * 60_000);
const DAY = '2026-03-10';
const PREVIOUS_DAY = '2026-03-09';
/** Player activity covers whole months: the month of DAY, and the months around it. */
const MONTH = 'startDate=2026-03-01&endDate=2026-03-31';
const BEFORE = '2026-02-28';
const AFTER = '2026-04-01';

beforeAll(async () => {
  t = await createWalletApp(accountBrand({ vendors: [...FIXTURE_VENDORS, ...IN_HOUSE_VENDORS] }));
  await seedProviderSettings(t.database.db, t.code);
  await seedFixtureProviderSettings(t);
  secret = await vendorSecret(t);
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
  merchant = { id: t.merchantId, gmtOffsetMinutes: m!.gmtOffsetMinutes, currency: t.currency };
  // Three games of the studio in the brand's catalog, in two categories: their rows name the wagers.
  const studioGame = (gameCode: string, gameName: string, gameType: string) => ({
    merchantId: t.merchantId,
    nodeId: `wps-${gameCode}`,
    gameName,
    gameCode,
    vassalage: 'WPS',
    gameType,
    iconPath: `games/${gameCode}.svg`,
    minBet: 100n,
  });
  await t.database.db
    .insert(games)
    .values([studioGame('lucky-reels', 'Lucky Reels', 'RNG'), studioGame('dice', 'Dice', 'RNG'), studioGame('speed-baccarat', 'Speed Baccarat', 'LIVE')])
    .onConflictDoNothing();
  t.clock.set(brandInstant(`${DAY}T10:00`));
  admin = await staffToken(t, 'admin01');
});
afterAll(async () => t.close());

async function player(type?: number): Promise<TestMember> {
  const m = await loggedInMember(t, type === undefined ? {} : { type });
  await fundMember(t, m.id, 1_000_000n);
  return m;
}

let roundNo = 0;
/** A provider round of `game`: its bets, the rollback of the bets listed in `refund` while it is open, then its win (0: endRound). */
async function round(m: TestMember, game: string, bets: number[], win: number, o: { refund?: number[]; trial?: boolean } = {}): Promise<string> {
  const token = await gameToken(t, m, game, o.trial);
  const playerId = String(m.id);
  const roundId = `rep-${m.id}-${++roundNo}`;
  for (const [i, amount] of bets.entries()) {
    const res = await vendorCall(t, 'bet', { token, playerId, transactionId: `${roundId}-b${i}`, roundId, amount: String(amount) }, { secret });
    expect(res.statusCode).toBe(200);
  }
  for (const i of o.refund ?? []) {
    expect((await vendorCall(t, 'rollback', { playerId, transactionId: `${roundId}-rb${i}`, referenceTransactionId: `${roundId}-b${i}`, roundId }, { secret })).statusCode).toBe(200);
  }
  const end =
    win > 0
      ? await vendorCall(t, 'win', { playerId, transactionId: `${roundId}-w`, roundId, amount: String(win), endRound: true }, { secret })
      : await vendorCall(t, 'endRound', { playerId, roundId }, { secret });
  expect(end.statusCode).toBe(200);
  return roundId;
}

const gameReport = async (query: string) => {
  const res = await call(t, staffGameReport, undefined, { token: admin, query });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return envelope(res).value as TStaffGameReport;
};
const players = async (query: string) => {
  const res = await call(t, staffPlayerActivity, undefined, { token: admin, query });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return envelope(res).value as TStaffPlayerActivity;
};

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The games' lines recomputed from the wager rows (real money only), biggest GGR first. */
const gamesFromWagers = (from: string, to: string) =>
  rows<{ vassalage: string; gameCode: string; category: string; wagers: number; stake: string; validBet: string; payout: string; ggr: string }>(sql`
    select vassalage, game_code as "gameCode", category, count(*)::int as wagers, sum(stake)::text as stake, sum(valid_bet)::text as "validBet",
      sum(payout)::text as payout, sum(stake - payout)::text as ggr
    from wagers where merchant_id = ${t.merchantId} and not is_trial and day between ${from}::date and ${to}::date
    group by vassalage, game_code, category
    order by sum(stake - payout) desc, vassalage, game_code, category`);

/** Each member's line recomputed from the wager rows (real money only). */
const membersFromWagers = (from: string, to: string) =>
  rows<{ memberId: number; wagers: number; stake: string; validBet: string; payout: string; ggr: string }>(sql`
    select member_id as "memberId", count(*)::int as wagers, sum(stake)::text as stake, sum(valid_bet)::text as "validBet", sum(payout)::text as payout,
      sum(stake - payout)::text as ggr
    from wagers where merchant_id = ${t.merchantId} and not is_trial and day between ${from}::date and ${to}::date
    group by member_id`);

const lineOf = <R extends { wagers: number; stake: string; validBet: string; payout: string; ggr: string }>(r: R) => ({
  wagers: r.wagers,
  stake: r.stake,
  validBet: r.validBet,
  payout: r.payout,
  ggr: r.ggr,
});

let a: TestMember;
let b: TestMember;
let c: TestMember;

describe('P&L by game', () => {
  it('equals a recomputation from the wager rows after rounds of several games; trial play and refunded bets do not count', async () => {
    a = await player();
    b = await player();
    c = await player();
    const trial = await player(4);
    await round(a, 'lucky-reels', [1000], 2500);
    await round(a, 'dice', [500], 0);
    await round(b, 'dice', [2000, 700], 1000, { refund: [1] });
    await round(b, 'speed-baccarat', [5000], 9000);
    const settled = await round(c, 'lucky-reels', [300], 0);
    await round(c, 'speed-baccarat', [4000], 0);
    await round(trial, 'lucky-reels', [800], 0, { trial: true });
    // A settled round is final: its bet's rollback is refused and the rollups keep it.
    const refused = await vendorCall(t, 'rollback', { playerId: String(c.id), transactionId: `${settled}-late`, referenceTransactionId: `${settled}-b0`, roundId: settled }, { secret });
    expect(refused.statusCode).toBe(409);
    // Every round is one wager equal to its money, and every rollup (the game's too) equals a recomputation.
    await expectLedgerSound(t);
    await expectWagersSound(t);
    // A game the catalog does not know (recorded as another product would).
    await recordWager(t.database.db, { merchant, memberId: a.id, source: 'table', sourceRef: `rep-ghost-${a.id}`, category: 'LIVE', vassalage: 'WPS', gameCode: 'ghost-table', stake: 250n, payout: 0n, isTrial: false, settledAt: t.clock.now() });

    const expected = await gamesFromWagers(DAY, DAY);
    expect(expected).toHaveLength(4);
    const report = await gameReport(`startDate=${DAY}&endDate=${DAY}&pageSize=100`);
    expect(report.total).toBe(4);
    expect(report.list.map(lineOf)).toEqual(expected.map(lineOf));
    expect(report.list.map((g) => [g.vassalage, g.gameCode, g.category, g.gameName])).toEqual(
      expected.map((g) => [g.vassalage, g.gameCode, g.category, { 'lucky-reels': 'Lucky Reels', dice: 'Dice', 'speed-baccarat': 'Speed Baccarat' }[g.gameCode] ?? null]),
    );
    // The dice round's refunded 700 is no stake; the trial spin is nowhere.
    expect(report.list.find((g) => g.gameCode === 'dice')).toMatchObject({ wagers: 2, stake: '2500', payout: '1000', ggr: '1500' });
    expect(report.list.find((g) => g.gameCode === 'lucky-reels')).toMatchObject({ wagers: 2, stake: '1300', payout: '2500', ggr: '-1200' });
    // The games add up to the daily report's totals.
    const daily = envelope(await call(t, staffDailyReport, undefined, { token: admin, query: `startDate=${DAY}&endDate=${DAY}` })).value as TStaffDailyReport;
    expect(report.totals).toEqual(daily.totals);
    expect(await findRollupMismatches(t.database.db, t.merchantId)).toEqual([]);
  });

  it('ranks by stake or GGR either way, in pages', async () => {
    const byStake = await gameReport(`startDate=${DAY}&endDate=${DAY}&sort=stake&pageSize=100`);
    expect(byStake.list.map((g) => g.gameCode)).toEqual(['speed-baccarat', 'dice', 'lucky-reels', 'ghost-table']);
    const worstFirst = await gameReport(`startDate=${DAY}&endDate=${DAY}&sort=ggr&order=asc&pageSize=100`);
    expect(worstFirst.list.map((g) => BigInt(g.ggr))).toEqual([...worstFirst.list.map((g) => BigInt(g.ggr))].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const second = await gameReport(`startDate=${DAY}&endDate=${DAY}&sort=stake&pageSize=1&pageNo=2`);
    expect(second).toMatchObject({ total: 4, list: [{ gameCode: 'dice' }] });
    expect(second.totals).toEqual(byStake.totals);
    // Past the last page: no rows, the same totals.
    const past = await gameReport(`startDate=${DAY}&endDate=${DAY}&pageSize=10&pageNo=9`);
    expect(past).toMatchObject({ total: 4, list: [], totals: byStake.totals });
  });
});

describe('player activity', () => {
  it("ranks members by valid bet or GGR from the member rollup, with the period's active and new players", async () => {
    const expected = await membersFromWagers(DAY, DAY);
    const report = await players(`${MONTH}&pageSize=100`);
    expect(report.total).toBe(expected.length);
    expect(report.total).toBe(3);
    expect(report.newPlayers).toBe(3);
    // By valid bet, biggest first: b (7000), c (4300), a (1750).
    expect(report.list.map((r) => r.memberId)).toEqual([b.id, c.id, a.id]);
    expect(report.list.map((r) => r.username)).toEqual([b.account, c.account, a.account]);
    for (const r of report.list) expect(lineOf(r)).toEqual(lineOf(expected.find((e) => e.memberId === r.memberId)!));
    expect(report.totals).toEqual((await gameReport(`startDate=${DAY}&endDate=${DAY}`)).totals);

    // The biggest losers (GGR highest) and the biggest winners (GGR lowest).
    const losers = await players(`${MONTH}&sort=ggr&order=desc`);
    expect(losers.list.map((r) => [r.memberId, r.ggr])).toEqual([
      [c.id, '4300'],
      [a.id, '-750'],
      [b.id, '-3000'],
    ]);
    const winners = await players(`${MONTH}&sort=ggr&order=asc&pageSize=1`);
    expect(winners).toMatchObject({ total: 3, list: [{ memberId: b.id, username: b.account, ggr: '-3000' }] });
  });

  it("files bets by the brand's day and month, and a member who played before the range is active but not new", async () => {
    // a played on the last day of February; c's bet lands at 00:10 brand time of April's first day.
    await recordWager(t.database.db, { merchant, memberId: a.id, source: 'table', sourceRef: `rep-before-${a.id}`, category: 'LIVE', vassalage: 'WPS', gameCode: 'speed-baccarat', stake: 100n, payout: 0n, isTrial: false, settledAt: brandInstant(`${BEFORE}T23:50`) });
    await recordWager(t.database.db, { merchant, memberId: c.id, source: 'table', sourceRef: `rep-after-${c.id}`, category: 'LIVE', vassalage: 'WPS', gameCode: 'speed-baccarat', stake: 600n, payout: 100n, isTrial: false, settledAt: brandInstant(`${AFTER}T00:10`) });

    expect(await players(MONTH)).toMatchObject({ total: 3, newPlayers: 2 });
    expect(await players('startDate=2026-02-01&endDate=2026-03-31')).toMatchObject({ total: 3, newPlayers: 3 });
    const april = await players('startDate=2026-04-01&endDate=2026-04-30');
    expect(april).toMatchObject({ total: 1, newPlayers: 0, list: [{ memberId: c.id, wagers: 1, stake: '600', ggr: '500' }] });
    const nextGames = await gameReport(`startDate=${AFTER}&endDate=${AFTER}`);
    expect(nextGames).toMatchObject({ total: 1, list: [{ gameCode: 'speed-baccarat', gameName: 'Speed Baccarat', stake: '600' }] });
    // The days together equal the wager rows of those days.
    const across = await gameReport(`startDate=${BEFORE}&endDate=${AFTER}&pageSize=100`);
    expect(across.list.map(lineOf)).toEqual((await gamesFromWagers(BEFORE, AFTER)).map(lineOf));
    expect(await findRollupMismatches(t.database.db, t.merchantId)).toEqual([]);
  });
});

describe('bad input', () => {
  it('is a 4xx, never a 500: reversed or too long ranges, unknown sort keys, pages out of bounds', async () => {
    const bad = [
      [staffGameReport, 'startDate=2026-03-10&endDate=2026-03-01'],
      [staffGameReport, 'startDate=2026-01-01&endDate=2026-04-30'],
      [staffGameReport, `startDate=${DAY}&endDate=${DAY}&sort=name`],
      [staffGameReport, `startDate=${DAY}&endDate=${DAY}&order=sideways`],
      [staffGameReport, `startDate=${DAY}&endDate=${DAY}&pageSize=1001`],
      [staffGameReport, `startDate=2026-02-30&endDate=${DAY}`],
      [staffPlayerActivity, 'startDate=2026-03-01&endDate=2026-04-01'],
      [staffPlayerActivity, 'startDate=2026-01-01&endDate=2026-04-30'],
      [staffPlayerActivity, `startDate=${DAY}&endDate=${DAY}`],
      [staffPlayerActivity, `startDate=${DAY}&endDate=${PREVIOUS_DAY}`],
      [staffPlayerActivity, `startDate=${DAY}&endDate=${DAY}&sort=username`],
      [staffPlayerActivity, `startDate=${DAY}&endDate=${DAY}&pageNo=0`],
      [staffPlayerActivity, `startDate=${DAY}`],
    ] as const;
    for (const [contract, query] of bad) {
      const res = await call(t, contract, undefined, { token: admin, query });
      expect(res.statusCode, `${contract.path}?${query}`).toBe(400);
      expect(envelope(res).success).toBe(false);
    }
    // 31 days of player activity and 93 of P&L by game are fine.
    expect((await call(t, staffPlayerActivity, undefined, { token: admin, query: 'startDate=2026-03-01&endDate=2026-03-31' })).statusCode).toBe(200);
    expect((await call(t, staffGameReport, undefined, { token: admin, query: 'startDate=2026-01-01&endDate=2026-04-03' })).statusCode).toBe(200);
    // Support staff do not read reports.
    expect((await call(t, staffPlayerActivity, undefined, { token: await staffToken(t, 'support01'), query: `startDate=${DAY}&endDate=${DAY}` })).statusCode).toBe(403);
  });
});
