import {
  promotionJoin,
  rainGrab,
  rainStatus,
  rewardClaim,
  setPaymentPassword,
  staffPromotionCreate,
  redeemPointReward,
  staffRainCreate,
  type TRainStatus,
  type TStaffPromotion,
  type TStaffRain,
  type TStaffPromotionInput,
} from '@wps/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, memberBonuses, pointRewards, promotionClaims, promotions, rainEnvelopes, rebatePayouts } from '../src/db/schema';
import { seedGameCatalog } from '../src/db/seed/games';
import { STUDIO_GAMES } from '../src/db/seed/games-catalog';
import { seedLoyalty } from '../src/db/seed/loyalty';
import { memberPointsAccount, housePointsAccount, postTransaction } from '../src/modules/ledger/ledger.service';
import { call, envelope } from './support/accounts';
import { expectBonusesSound, bonusOf, mainOf, quickMember } from './support/promotions';
import { createProviderApp, gameToken, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

// Only with DATABASE_URL (vitest.config.ts): claims, bets, rebates and
// redemptions in parallel over real connections, where the promotion's row
// lock, the bonus's row lock, the member's loyalty lock and the ledger's
// CHECKs decide.
let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
  await seedGameCatalog(t.database.db, t.merchantId, STUDIO_GAMES, t.clock.now());
  await seedLoyalty(t.database.db, t.code, t.clock.now());
});
afterAll(async () => t.close());
afterEach(async () => {
  await expectLedgerSound(t);
  await expectBonusesSound(t);
});

let codes = 0;
const promotion = (over: Partial<TStaffPromotionInput>): TStaffPromotionInput => ({
  code: `race-${codes++}`,
  category: 'event',
  title: { EN: 'Race' },
  summary: { EN: 'Race' },
  terms: { EN: 'Race' },
  bannerUrl: null,
  startsAt: t.clock.now().getTime() - 60_000,
  endsAt: null,
  trigger: { kind: 'sign_up', depositNth: null, minDeposit: '0' },
  reward: {
    kind: 'cash',
    fixedAmount: '1000',
    percentBps: 0,
    maxAmount: '1000',
    wageringMultiplier: 0,
    maxBet: '0',
    categoryWeights: {},
    gameWeights: {},
    expiryDays: 7,
    conversionCapMultiplier: 0,
  },
  audience: { newMembersOnly: false, tags: [] },
  promoCode: null,
  budgetTotal: '0',
  receiversMax: null,
  onePerIdentity: false,
  autoApproveMax: '100000000',
  status: 'active',
  sort: 0,
  ...over,
});
const create = async (input: TStaffPromotionInput) => {
  const res = await call(t, staffPromotionCreate, input, { token: await staffToken(t, 'admin01') });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).value as TStaffPromotion;
};
const members = (n: number) => Promise.all(Array.from({ length: n }, () => quickMember(t)));

describe('promotion budgets under 100 parallel claims', () => {
  it('never gives past the budget: 100 claims of 10.00 against 505.00 give 50 full rewards and one of 5.00', async () => {
    const p = await create(promotion({ budgetTotal: '50500' }));
    const crowd = await members(100);
    const answers = await Promise.all(crowd.map((m) => call(t, promotionJoin, { promotionId: p.id }, { token: m.token, ip: m.ip })));
    const issued = answers.filter((r) => r.statusCode === 200 && (envelope(r).value as { state: string }).state === 'issued');
    expect(issued).toHaveLength(51);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => envelope(r).code)).toEqual(Array(49).fill('promotion_closed'));
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row).toMatchObject({ budgetUsed: 50_500n, receivers: 51 });
    const paid = await t.database.db
      .select({ total: sql<string>`sum(${promotionClaims.amount})::text` })
      .from(promotionClaims)
      .where(and(eq(promotionClaims.promotionId, p.id), eq(promotionClaims.status, 'issued')));
    expect(paid[0]?.total).toBe('50500');
    const moved = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.merchantId, t.merchantId), eq(ledgerTransactions.type, 'promotion_cash'), sql`${ledgerTransactions.reference} = ${`promotion:${p.code}`}`));
    expect(moved[0]?.n).toBe(51);
  });

  it('never gives to more members than the receiver cap, and one member\'s ten parallel joins count once', async () => {
    const p = await create(promotion({ receiversMax: 10 }));
    const crowd = await members(40);
    const answers = await Promise.all(crowd.map((m) => call(t, promotionJoin, { promotionId: p.id }, { token: m.token, ip: m.ip })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const q = await create(promotion({}));
    const [m] = crowd;
    const same = await Promise.all(Array.from({ length: 10 }, () => call(t, promotionJoin, { promotionId: q.id }, { token: m!.token, ip: m!.ip })));
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await mainOf(t, m!.id)).toBe((answers[0]!.statusCode === 200 ? 1_000n : 0n) + 1_000n);
  });
});

describe('bets against an active bonus, in parallel', () => {
  it('spends real money then bonus money exactly, and wagering matches the bets, under 30 parallel bets and rollbacks', async () => {
    const p = await create(
      promotion({ reward: { ...promotion({}).reward, kind: 'bonus', fixedAmount: '50000', maxAmount: '50000', wageringMultiplier: 5, categoryWeights: { LIVE: 50 } } }),
    );
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 20_000n);
    expect((await call(t, promotionJoin, { promotionId: p.id }, { token: m.token, ip: m.ip })).statusCode).toBe(200);
    const [bonus] = await t.database.db.select().from(memberBonuses).where(eq(memberBonuses.memberId, m.id));
    expect(bonus?.status).toBe('active');
    const reels = await gameToken(t, m, 'lucky-reels');
    const live = await gameToken(t, m, 'baccarat');
    // 30 bets of 3,000 in parallel against 200.00 real + 500.00 bonus: 23 can be paid (69,000 ≤ 70,000), 7 are refused.
    const bets = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        vendorCall(t, 'bet', { token: i % 3 === 0 ? live : reels, playerId: String(m.id), transactionId: `pb-${m.id}-${i}`, roundId: `pr-${m.id}-${i}`, amount: '3000' }),
      ),
    );
    const taken = bets.map((r, i) => ({ i, ok: r.statusCode === 200 }));
    expect(taken.filter((b) => b.ok)).toHaveLength(23);
    expect(bets.filter((r) => r.statusCode !== 200).every((r) => envelope(r).code === 'insufficient_funds')).toBe(true);
    expect(await mainOf(t, m.id)).toBe(0n);
    expect(await bonusOf(t, m.id)).toBe(1_000n);
    // Half of the taken bets rolled back while the others win 1,000 each, in parallel.
    await Promise.all(
      taken
        .filter((b) => b.ok)
        .map((b, k) =>
          k % 2 === 0
            ? vendorCall(t, 'rollback', { playerId: String(m.id), transactionId: `prb-${m.id}-${b.i}`, referenceTransactionId: `pb-${m.id}-${b.i}`, roundId: `pr-${m.id}-${b.i}` })
            : vendorCall(t, 'win', { playerId: String(m.id), transactionId: `pw-${m.id}-${b.i}`, roundId: `pr-${m.id}-${b.i}`, amount: '1000', endRound: true }),
        ),
    );
    const main = await mainOf(t, m.id);
    const bonusMoney = await bonusOf(t, m.id);
    expect(main).toBeGreaterThanOrEqual(0n);
    expect(bonusMoney).toBeGreaterThanOrEqual(0n);
    // 12 rolled back (36,000 back), 11 won 1,000 each: 70,000 - 69,000 + 36,000 + 11,000 in all.
    expect(main + bonusMoney).toBe(70_000n - 69_000n + 36_000n + 11_000n);
  });
});

describe('loyalty claims in parallel', () => {
  it('pays a rebate once however many claims arrive at once', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 100_000n);
    const token = await gameToken(t, m, 'lucky-reels');
    for (let i = 0; i < 3; i++) {
      await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `rb-${m.id}-${i}`, roundId: `rr-${m.id}-${i}`, amount: '10000' });
      await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `rw-${m.id}-${i}`, roundId: `rr-${m.id}-${i}`, amount: '0', endRound: true });
    }
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(t, rewardClaim, { kind: 'rebate', key: 'rebate', requestId: `race-${m.id}-${i}` }, { token: m.token, ip: m.ip })),
    );
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(claims.filter((r) => r.statusCode === 409).every((r) => envelope(r).code === 'reward_not_claimable')).toBe(true);
    const payouts = await t.database.db.select().from(rebatePayouts).where(eq(rebatePayouts.memberId, m.id));
    expect(payouts.map((p) => p.amount)).toEqual([360n]);
  });

  it('never redeems past a reward\'s stock or a member\'s points', async () => {
    const [mug] = await t.database.db.select().from(pointRewards).where(and(eq(pointRewards.merchantId, t.merchantId), eq(pointRewards.kind, 'physical')));
    await t.database.db.update(pointRewards).set({ stock: 5, perMemberLimit: null, points: 100 }).where(eq(pointRewards.id, mug!.id));
    const crowd = await members(12);
    const house = await housePointsAccount(t.database.db, t.merchantId);
    for (const m of crowd) {
      await call(t, setPaymentPassword, { currentPassword: m.password, newPaymentPassword: '246802', confirmPaymentPassword: '246802' }, { token: m.token, ip: m.ip });
      const account = await memberPointsAccount(t.database.db, t.merchantId, m.id);
      await postTransaction(t.database.db, {
        merchantId: t.merchantId,
        idempotencyKey: `test-points-${m.id}`,
        type: 'points_earn',
        entries: [
          { accountId: house.id, amount: -250n },
          { accountId: account.id, amount: 250n },
        ],
      });
    }
    // Each member asks for one three times at once (points for two): 36 requests for 5 in stock.
    const asks = crowd.flatMap((m: TestMember) =>
      [0, 1, 2].map((k) => call(t, redeemPointReward, { rewardId: mug!.id, quantity: 1, paymentPassword: '246802', requestId: `redeem-${m.id}-${k}` }, { token: m.token, ip: m.ip })),
    );
    const answers = await Promise.all(asks);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => ['reward_unavailable', 'points_insufficient'].includes(envelope(r).code ?? ''))).toBe(true);
    const [after] = await t.database.db.select().from(pointRewards).where(eq(pointRewards.id, mug!.id));
    expect(after).toMatchObject({ stock: 0, redeemed: (mug?.redeemed ?? 0) + 5 });
  });
});

describe('red-envelope rains under parallel grabs', () => {
  const rain = async (envelopes: number) => {
    const res = await call(
      t,
      staffRainCreate,
      { title: { EN: 'Race rain' }, startsAt: t.clock.now().getTime(), durationMinutes: 30, budget: String(envelopes * 100), envelopes, requirement: 'none', requirementAmount: '0', requirementDays: 7 },
      { token: await staffToken(t, 'admin01') },
    );
    expect(res.statusCode, res.body).toBe(200);
    return envelope(res).value as TStaffRain;
  };
  // Each member grabs three times at once: a member's own extra grabs and
  // rows locked by grabs still running must never read as "none left".
  const grabThrice = (crowd: TestMember[], rainId: number) =>
    Promise.all(crowd.flatMap((m) => [0, 1, 2].map((k) => call(t, rainGrab, { rainId, requestId: `rain-${rainId}-${m.id}-${k}` }, { token: m.token, ip: m.ip }))));
  const takenBy = async (rainId: number) =>
    (await t.database.db.select().from(rainEnvelopes).where(eq(rainEnvelopes.rainId, rainId))).flatMap((e) => (e.memberId === null ? [] : [e.memberId]));

  it('gives every member exactly one envelope and never answers rain_closed while one is free', async () => {
    const crowd = await members(14);
    const r = await rain(16);
    const answers = await grabThrice(crowd, r.id);
    const codes = answers.filter((a) => a.statusCode !== 200).map((a) => envelope(a).code);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(14);
    expect(codes).toEqual(Array(28).fill('rain_already_grabbed'));
    expect((await takenBy(r.id)).sort()).toEqual(crowd.map((m) => m.id).sort());
    const status = envelope(await call(t, rainStatus, undefined, { token: crowd[0]!.token, ip: crowd[0]!.ip })).value as TRainStatus;
    expect(status.rains.find((x) => x.id === r.id)?.remaining).toBe(2);
  });

  it('gives out exactly every envelope when members outnumber them', async () => {
    const crowd = await members(14);
    const r = await rain(10);
    const answers = await grabThrice(crowd, r.id);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    const taken = await takenBy(r.id);
    expect(taken).toHaveLength(10);
    expect(new Set(taken).size).toBe(10);
    // Each of the four left without one heard rain_closed; every refusal is one of the two honest answers.
    const closedTo = new Set(answers.flatMap((a, i) => (a.statusCode !== 200 && envelope(a).code === 'rain_closed' ? [crowd[Math.floor(i / 3)]!.id] : [])));
    expect([...closedTo].filter((id) => taken.includes(id))).toEqual([]);
    expect(closedTo.size).toBe(4);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => ['rain_closed', 'rain_already_grabbed'].includes(envelope(a).code ?? ''))).toBe(true);
  });
});
