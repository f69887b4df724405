import {
  convertPoints,
  memberBadges,
  pointBalance,
  pointConfig,
  pointDetails,
  pointRewards,
  rebateHistory,
  redeemList,
  redeemPointReward,
  rewardCenter,
  rewardClaim,
  setPaymentPassword,
  staffApproveDeposit,
  staffRebateReport,
  staffRedeemDecide,
  staffVipLadder,
  staffVipLadderSave,
  vipInfo,
  vipLevels,
  changeBankAccount,
  withdraw,
  withdrawInfo,
  type TPointReward,
  type TReward,
  type TStaffVipLadder,
} from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberVip, rebatePayouts, vipDeposits, vipLevels as vipLevelRows } from '../src/db/schema';
import { seedGameCatalog } from '../src/db/seed/games';
import { STUDIO_GAMES } from '../src/db/seed/games-catalog';
import { seedLoyalty } from '../src/db/seed/loyalty';
import { rebateDaily, vipReview } from '../src/modules/loyalty';
import { createOutbox } from '../src/modules/outbox';
import { call, envelope } from './support/accounts';
import { createBankDeposit } from './support/deposits';
import { mainOf } from './support/promotions';
import { createProviderApp, gameToken, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
  await seedGameCatalog(t.database.db, t.merchantId, STUDIO_GAMES, t.clock.now());
  await seedLoyalty(t.database.db, t.code, t.clock.now());
});
afterAll(async () => t.close());

const ok = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).value as T;
};
const refused = (res: LightMyRequestResponse, status: number, code: string) => expect({ status: res.statusCode, code: envelope(res).code }).toEqual({ status, code });
const quiet = { error: () => undefined, warn: () => undefined };
const jobServices = () => ({ db: t.database.db, clock: t.clock, outbox: createOutbox(t.database.db, quiet) });
const as = (m: TestMember) => ({ token: m.token, ip: m.ip });
let counter = 0;
const requestId = () => `req-${Date.now().toString(36)}-${counter++}`;

/** Settled rounds of `amount` each (lost), on Lucky Reels (RNG) or a live table. */
async function play(m: TestMember, rounds: number, amount: string, game = 'lucky-reels') {
  const token = await gameToken(t, m, game);
  for (let i = 0; i < rounds; i++) {
    const roundId = `l${counter++}-${m.id}`;
    expect((await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${roundId}-b`, roundId, amount })).statusCode).toBe(200);
    expect((await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${roundId}-w`, roundId, amount: '0', endRound: true })).statusCode).toBe(200);
  }
}
const points = async (m: TestMember) => BigInt(ok<{ points: string }>(await call(t, pointBalance, undefined, as(m))).points);
const rewards = async (m: TestMember) => ok<{ rewards: TReward[] }>(await call(t, rewardCenter, undefined, as(m))).rewards;

describe('rebates and points from play', () => {
  it('earns points per valid bet and offers the rebate with its explanation, paid once', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1_000_000n);
    await play(m, 3, '10000');
    // Level 0: 1 point per 100.00 of slots; points come after the rounds' commit.
    await expect.poll(() => points(m), { timeout: 10_000 }).toBe(3n);
    const [rebate] = await rewards(m);
    // 300.00 of slots × 1.2 % = 3.60, explained by day and category.
    expect(rebate).toMatchObject({ kind: 'rebate', amount: '360', vipLevel: 0, lines: [{ category: 'RNG', validBet: '30000', rateBps: 120, amount: '360' }] });
    expect(ok<{ rewardCenter: number }>(await call(t, memberBadges, undefined, as(m))).rewardCenter).toBe(1);
    const id = requestId();
    const before = await mainOf(t, m.id);
    const claimed = ok<{ amount: string; rebate: { lines: unknown[] } }>(await call(t, rewardClaim, { kind: 'rebate', key: 'rebate', requestId: id }, as(m)));
    expect(claimed.amount).toBe('360');
    expect(await mainOf(t, m.id)).toBe(before + 360n);
    // The same request again answers the same payout; a new one finds nothing left.
    expect(ok<{ amount: string }>(await call(t, rewardClaim, { kind: 'rebate', key: 'rebate', requestId: id }, as(m))).amount).toBe('360');
    refused(await call(t, rewardClaim, { kind: 'rebate', key: 'rebate', requestId: requestId() }, as(m)), 409, 'reward_not_claimable');
    expect(await mainOf(t, m.id)).toBe(before + 360n);
    expect(ok<{ rewardCenter: number }>(await call(t, memberBadges, undefined, as(m))).rewardCenter).toBe(0);
    // New play is rebated on its own: a live table at 0.8 %.
    await play(m, 1, '50000', 'baccarat');
    await expect.poll(async () => (await rewards(m))[0]?.amount, { timeout: 10_000 }).toBe('400');
    const history = ok<{ list: { amount: string; source: string }[] }>(await call(t, rebateHistory, undefined, { ...as(m), query: 'pageNo=1&pageSize=10' }));
    expect(history.list).toEqual([expect.objectContaining({ amount: '360', source: 'claim' })]);
    await expectLedgerSound(t);
  });

  it('pays what a member left unclaimed the next day, once', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 100_000n);
    await play(m, 1, '10000');
    await expect.poll(async () => (await rewards(m)).length, { timeout: 10_000 }).toBe(1);
    t.clock.advance(86_400_000);
    const first = await rebateDaily(jobServices(), { merchantId: t.merchantId });
    expect(first.paid).toBeGreaterThanOrEqual(1);
    // A day later the session has ended: the payout is read from the books.
    const paid = await t.database.db.select().from(rebatePayouts).where(eq(rebatePayouts.memberId, m.id));
    expect(paid).toEqual([expect.objectContaining({ amount: 120n, source: 'daily' })]);
    // The same day again pays nobody.
    expect((await rebateDaily(jobServices(), { merchantId: t.merchantId })).paid).toBe(0);
    // The report covers at most a year: the days the brand paid rebates on.
    const days = (await t.database.db.select({ day: rebatePayouts.day }).from(rebatePayouts).where(eq(rebatePayouts.merchantId, t.merchantId))).map((r) => String(r.day)).sort();
    const report = ok<{ total: string; days: { members: number }[] }>(
      await call(t, staffRebateReport, undefined, { token: await staffToken(t, 'admin01'), query: `startDate=${days[0]}&endDate=${days.at(-1)}` }),
    );
    expect(BigInt(report.total)).toBeGreaterThanOrEqual(480n);
  });
});

describe('VIP', () => {
  it('raises the level at once when the month\'s deposits and valid bet meet it, with a level-up gift to claim', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1_000_000n);
    const levels = ok<{ levels: { level: number; depositThreshold: string; validBetThreshold: string }[] }>(await call(t, vipLevels, undefined));
    const bronze = levels.levels[1]!;
    expect(bronze).toMatchObject({ depositThreshold: '50000', validBetThreshold: '200000' });
    const deposit = await createBankDeposit(t, m, { amount: '50000' });
    ok(await call(t, staffApproveDeposit, { id: deposit.id }, { token: await staffToken(t, 'finance01') }));
    await expect.poll(async () => (await t.database.db.select().from(vipDeposits).where(eq(vipDeposits.depositId, deposit.id))).length, { timeout: 10_000 }).toBe(1);
    expect(ok<{ level: number }>(await call(t, vipInfo, undefined, as(m))).level).toBe(0);
    await play(m, 4, '50000');
    await expect.poll(async () => ok<{ level: number }>(await call(t, vipInfo, undefined, as(m))).level, { timeout: 10_000 }).toBe(1);
    const info = ok<{ deposits: string; validBet: string; keepsLevel: boolean }>(await call(t, vipInfo, undefined, as(m)));
    expect(info).toMatchObject({ deposits: '50000', validBet: '200000', keepsLevel: true });
    // Money credited by hand (an adjustment) is no deposit: only the approved deposit counted.
    const gift = (await rewards(m)).find((r) => r.kind === 'level_up_gift')!;
    expect(gift).toMatchObject({ amount: '880', vipLevel: 1 });
    const before = await mainOf(t, m.id);
    const giftRequest = requestId();
    ok(await call(t, rewardClaim, { kind: 'level_up_gift', key: gift.key, requestId: giftRequest }, as(m)));
    // Its answer lost, the same request again answers the same claim, paying nothing more.
    expect(ok<{ amount: string }>(await call(t, rewardClaim, { kind: 'level_up_gift', key: gift.key, requestId: giftRequest }, as(m))).amount).toBe('880');
    expect(await mainOf(t, m.id)).toBe(before + 880n);
    refused(await call(t, rewardClaim, { kind: 'level_up_gift', key: gift.key, requestId: requestId() }, as(m)), 409, 'reward_not_claimable');
    // Level 1 earns 2 points per 100.00 of slots (from now on) and the higher rebate.
    expect(ok<{ earnRates: Record<string, number> }>(await call(t, pointConfig, undefined, as(m))).earnRates.RNG).toBe(2);

    // The next month's review looks at the month it was reached in: kept.
    const level = async () => (await t.database.db.select().from(memberVip).where(eq(memberVip.memberId, m.id)))[0];
    t.clock.advance(32 * 86_400_000);
    await vipReview(jobServices());
    expect(await level()).toMatchObject({ level: 1 });
    // A month without deposits or play: the review after it drops one level (the gift stays given).
    t.clock.advance(31 * 86_400_000);
    expect((await vipReview(jobServices())).dropped).toBeGreaterThanOrEqual(1);
    expect(await level()).toMatchObject({ level: 0, highest: 1 });
    await expectLedgerSound(t);
  });

  it('keeps the ladder in order and audits a change', async () => {
    const admin = await staffToken(t, 'admin01');
    const ladder = ok<TStaffVipLadder>(await call(t, staffVipLadder, undefined, { token: admin }));
    const falling = structuredClone(ladder);
    falling.levels[2]!.depositThreshold = '1';
    refused(await call(t, staffVipLadderSave, { ladder: falling, reason: 'test' }, { token: admin }), 400, 'validation_error');
    // A birthday gift is kept as given (members' birthdays come from registration).
    const birthday = structuredClone(ladder);
    birthday.levels[1]!.birthdayGift = '100';
    expect(ok<TStaffVipLadder>(await call(t, staffVipLadderSave, { ladder: birthday, reason: 'test' }, { token: admin })).levels[1]!.birthdayGift).toBe('100');
    const changed = structuredClone(ladder);
    changed.levels[0]!.rebateRates = { ...changed.levels[0]!.rebateRates, RNG: 150 };
    expect(ok<TStaffVipLadder>(await call(t, staffVipLadderSave, { ladder: changed, reason: 'Slots promo month' }, { token: admin })).levels[0]!.rebateRates.RNG).toBe(150);
    changed.levels[0]!.rebateRates = { ...changed.levels[0]!.rebateRates, RNG: 120 };
    ok(await call(t, staffVipLadderSave, { ladder: changed, reason: 'Back to normal' }, { token: admin }));
  });
});

describe('the points mall', () => {
  async function pointsHolder() {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 100_000_000n);
    ok(await call(t, setPaymentPassword, { currentPassword: m.password, newPaymentPassword: '135790', confirmPaymentPassword: '135790' }, as(m)));
    // 60,000.00 of slots at level 0: 600 points.
    await play(m, 6, '1000000');
    await expect.poll(() => points(m), { timeout: 10_000 }).toBe(600n);
    return m;
  }

  it('redeems a cash reward at once and a physical one for staff, within stock and limits, behind the payment password', async () => {
    const m = await pointsHolder();
    const list = ok<{ list: TPointReward[] }>(await call(t, pointRewards, undefined, as(m))).list;
    const cash = list.find((r) => r.kind === 'cash')!;
    const mug = list.find((r) => r.kind === 'physical')!;
    refused(await call(t, redeemPointReward, { rewardId: cash.id, quantity: 1, paymentPassword: '000000', requestId: requestId() }, as(m)), 400, 'payment_password_incorrect');
    const before = await mainOf(t, m.id);
    const redeemed = ok<{ status: string; points: number }>(await call(t, redeemPointReward, { rewardId: cash.id, quantity: 1, paymentPassword: '135790', requestId: requestId() }, as(m)));
    expect(redeemed).toMatchObject({ status: 'approved', points: 500 });
    expect(await mainOf(t, m.id)).toBe(before + BigInt(cash.cashAmount));
    expect(await points(m)).toBe(100n);
    refused(await call(t, redeemPointReward, { rewardId: mug.id, quantity: 1, paymentPassword: '135790', requestId: requestId() }, as(m)), 400, 'points_insufficient');
    expect(await points(m)).toBe(100n);
    const details = ok<{ list: { kind: string; changedPoints: string; balance: string }[] }>(await call(t, pointDetails, undefined, { ...as(m), query: 'pageNo=1&pageSize=20' }));
    expect(details.list[0]).toMatchObject({ kind: 'redeem', changedPoints: '-500', balance: '100' });
    expect(details.list.at(-1)).toMatchObject({ kind: 'earn' });
  });

  it('gives the points back when staff refuse a physical reward', async () => {
    const m = await pointsHolder();
    await play(m, 24, '1000000');
    await expect.poll(() => points(m), { timeout: 20_000 }).toBe(3_000n);
    const mug = ok<{ list: TPointReward[] }>(await call(t, pointRewards, undefined, as(m))).list.find((r) => r.kind === 'physical')!;
    const redeem = ok<{ id: number; status: string }>(await call(t, redeemPointReward, { rewardId: mug.id, quantity: 1, paymentPassword: '135790', requestId: requestId() }, as(m)));
    expect(redeem.status).toBe('in_process');
    expect(await points(m)).toBe(0n);
    // Its per-member limit is 1.
    expect(ok<{ list: TPointReward[] }>(await call(t, pointRewards, undefined, as(m))).list.find((r) => r.id === mug.id)?.availableQuantity).toBe(0);
    ok(await call(t, staffRedeemDecide, { id: redeem.id, approve: false, remark: 'Address outside our delivery area' }, { token: await staffToken(t, 'admin01') }));
    expect(await points(m)).toBe(3_000n);
    const history = ok<{ list: { status: string; remark: string }[] }>(await call(t, redeemList, undefined, { ...as(m), query: 'pageNo=1&pageSize=10' }));
    expect(history.list[0]).toMatchObject({ status: 'rejected', remark: 'Address outside our delivery area' });
  });

  it('converts points to money at the brand ratio, not below the minimum', async () => {
    const m = await pointsHolder();
    refused(await call(t, convertPoints, { points: 99, paymentPassword: '135790', requestId: requestId() }, as(m)), 400, 'points_below_minimum');
    const before = await mainOf(t, m.id);
    const id = requestId();
    const done = ok<{ amount: string; balance: string }>(await call(t, convertPoints, { points: 250, paymentPassword: '135790', requestId: id }, as(m)));
    // 10 points make 1.00: 250 points, 25.00.
    expect(done).toMatchObject({ amount: '2500', balance: '350' });
    ok(await call(t, convertPoints, { points: 250, paymentPassword: '135790', requestId: id }, as(m)));
    expect(await mainOf(t, m.id)).toBe(before + 2_500n);
    expect(await points(m)).toBe(350n);
    await expectLedgerSound(t);
  });
});

describe('VIP withdrawal limits', () => {
  it("gives a level's own daily withdrawal limits in withdrawInfo and enforces them; other levels keep the brand's", async () => {
    const db = t.database.db;
    const m = await loggedInMember(t);
    const brandInfo = ok<{ dailyMaxAmount: string; dailyMaxCount: number }>(await call(t, withdrawInfo, undefined, as(m)));
    // Level 1 of the demo ladder keeps the brand's limits; give it its own: one withdrawal a day, up to twice the brand's amount.
    const doubled = BigInt(brandInfo.dailyMaxAmount) * 2n;
    await db.update(vipLevelRows).set({ withdrawDailyMax: doubled, withdrawDailyCount: 1 }).where(and(eq(vipLevelRows.merchantId, t.merchantId), eq(vipLevelRows.level, 1)));
    try {
      await db.insert(memberVip).values({ merchantId: t.merchantId, memberId: m.id, level: 1, highest: 1, since: t.clock.now() });
      const info = ok<{ dailyMaxAmount: string; dailyMaxCount: number }>(await call(t, withdrawInfo, undefined, as(m)));
      expect(info).toMatchObject({ dailyMaxAmount: doubled.toString(), dailyMaxCount: 1 });
      const levels = ok<{ levels: { level: number; withdrawDailyMax: string | null; withdrawDailyCount: number | null }[] }>(await call(t, vipLevels));
      expect(levels.levels.find((l) => l.level === 1)).toMatchObject({ withdrawDailyMax: doubled.toString(), withdrawDailyCount: 1 });
      expect(levels.levels.find((l) => l.level === 0)).toMatchObject({ withdrawDailyMax: null, withdrawDailyCount: null });

      ok(await call(t, setPaymentPassword, { currentPassword: m.password, newPaymentPassword: '135790', confirmPaymentPassword: '135790' }, as(m)));
      const [account] = ok<{ id: number }[]>(
        await call(t, changeBankAccount, { action: 'add', bankName: 'BDO Unibank', payeeName: 'Juan Dela Cruz', accountNumber: `77${Date.now() % 100_000_000}`, paymentPassword: '135790' }, as(m)),
      );
      await fundMember(t, m.id, 10_000_000n);
      const wd = () => call(t, withdraw, { requestId: requestId(), bankAccountId: account!.id, amount: '100000', paymentPassword: '135790' }, as(m));
      ok(await wd());
      refused(await wd(), 400, 'daily_limit_reached');
      await expectLedgerSound(t);
    } finally {
      await db.update(vipLevelRows).set({ withdrawDailyMax: null, withdrawDailyCount: null }).where(and(eq(vipLevelRows.merchantId, t.merchantId), eq(vipLevelRows.level, 1)));
    }
  });
});
