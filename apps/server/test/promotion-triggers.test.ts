import {
  convertPoints,
  freeRoundList,
  memberBadges,
  missionClaim,
  missionSummary,
  pointBalance,
  promotionJoin,
  promotionList,
  promotionStandings,
  setMemberIcon,
  setPaymentPassword,
  staffMissionCreate,
  staffMissions,
  staffMissionUpdate,
  staffPromotionCreate,
  type TFreeRoundList,
  type TMissionSummary,
  type TPromotion,
  type TPromotionStanding,
  type TStaffMission,
  type TStaffMissionInput,
  type TStaffPromotion,
  type TStaffPromotionInput,
} from '@wps/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalog } from '../src/db/seed/games';
import { STUDIO_GAMES } from '../src/db/seed/games-catalog';
import { payPrize } from '../src/modules/ledger/ledger.service';
import { call, envelope } from './support/accounts';
import { mainOf } from './support/promotions';
import { createProviderApp, gameToken, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
  await seedGameCatalog(t.database.db, t.merchantId, STUDIO_GAMES, t.clock.now());
});
afterAll(async () => t.close());

const ok = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).value as T;
};
const as = (m: TestMember) => ({ token: m.token, ip: m.ip });
const admin = async () => ({ token: await staffToken(t, 'admin01') });
const title = (text: string) => ({ EN: text, TY: text });
const DAY = 86_400_000;
let counter = 0;
const requestId = () => `req-${Date.now().toString(36)}-${counter++}`;

async function play(m: TestMember, rounds: number, stake: string) {
  const token = await gameToken(t, m, 'lucky-reels');
  for (let i = 0; i < rounds; i++) {
    const roundId = `pt${counter++}-${m.id}`;
    expect((await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${roundId}-b`, roundId, amount: stake })).statusCode).toBe(200);
    expect((await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${roundId}-w`, roundId, amount: '0', endRound: true })).statusCode).toBe(200);
  }
}

const mission = async (over: Partial<TStaffMissionInput>) =>
  ok<{ id: number }>(
    await call(
      t,
      staffMissionCreate,
      {
        bundle: 'daily',
        title: title('Spin 2 rounds'),
        description: title('Play two rounds of any slot today.'),
        event: 'rounds',
        category: null,
        target: '2',
        prizeKind: 'points',
        prizeAmount: '5',
        active: true,
        sort: 1,
        ...over,
      } satisfies TStaffMissionInput,
      await admin(),
    ),
  );

const promotion = (over: Partial<TStaffPromotionInput>): TStaffPromotionInput => ({
  code: `trigger-${counter++}`,
  category: 'daily',
  title: title('Triggered reward'),
  summary: title('Join, then do the thing.'),
  terms: title('Once per member.'),
  bannerUrl: null,
  startsAt: t.clock.now().getTime() - DAY,
  endsAt: null,
  trigger: { kind: 'mission_done', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 },
  reward: {
    kind: 'points',
    fixedAmount: '100',
    percentBps: 0,
    maxAmount: '100',
    wageringMultiplier: 0,
    maxBet: '0',
    categoryWeights: {},
    gameWeights: {},
    expiryDays: 7,
    conversionCapMultiplier: 0,
    freeSpins: null,
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
const createPromotion = async (input: TStaffPromotionInput) => ok<TStaffPromotion>(await call(t, staffPromotionCreate, input, await admin()));
const standing = async (m: TestMember, id: number) =>
  ok<{ list: TPromotionStanding[] }>(await call(t, promotionStandings, undefined, as(m))).list.find((s) => s.promotionId === id);
const points = async (m: TestMember) => BigInt(ok<{ points: string }>(await call(t, pointBalance, undefined, as(m))).points);

describe('a promotion triggered by a completed mission', () => {
  it('pays its points once, when a mission named is completed after joining, and names the mission in its terms', async () => {
    const named = await mission({ title: title('Two rounds') });
    const other = await mission({ title: title('One round'), target: '1' });
    const p = await createPromotion(promotion({ trigger: { kind: 'mission_done', depositNth: null, minDeposit: '0', missionId: named.id, minPoints: 0 } }));
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1_000_000n);
    const listed = ok<{ list: TPromotion[] }>(await call(t, promotionList, undefined, { ...as(m), query: 'language=EN' })).list.find((x) => x.id === p.id);
    expect(listed).toMatchObject({ trigger: { kind: 'mission_done', missionId: named.id }, missionTitle: 'Two rounds', reward: { kind: 'points', freeSpins: null } });
    expect((await standing(m, p.id))?.state).toBe('joining');
    ok(await call(t, promotionJoin, { promotionId: p.id }, as(m)));
    expect((await standing(m, p.id))?.state).toBe('joined');

    // One round completes the other mission only: nothing yet.
    await play(m, 1, '1000');
    const summary = async () => ok<TMissionSummary>(await call(t, missionSummary, undefined, as(m))).missions;
    await expect.poll(async () => (await summary()).find((x) => x.id === other.id)?.state, { timeout: 10_000 }).toBe('claimable');
    expect((await standing(m, p.id))?.state).toBe('joined');
    expect(await points(m)).toBe(0n);

    await play(m, 3, '1000');
    await expect.poll(async () => (await standing(m, p.id))?.state, { timeout: 10_000 }).toBe('issued');
    expect(await points(m)).toBe(100n);
    expect((await standing(m, p.id))?.amount).toBe('100');
    await expectLedgerSound(t);
  });

  it('gives free spins on the studio slot, their cost counted in the budget, once per member', async () => {
    const any = await mission({ title: title('Any round'), target: '1' });
    const p = await createPromotion(
      promotion({
        // 5 spins of 2.00: 10.00 of budget each; 15.00 of budget pays one member, not two (no partial spins).
        budgetTotal: '1500',
        reward: { ...promotion({}).reward, kind: 'free_spins', fixedAmount: '0', maxAmount: '1', freeSpins: { gameCode: 'lucky-reels', rounds: 5, stake: '200' } },
      }),
    );
    expect(p.reward).toMatchObject({ fixedAmount: '1000', maxAmount: '1000' });
    const [a, b] = [await loggedInMember(t), await loggedInMember(t)];
    for (const m of [a, b]) {
      await fundMember(t, m.id, 1_000_000n);
      ok(await call(t, promotionJoin, { promotionId: p.id }, as(m)));
      await play(m, 1, '1000');
    }
    await expect.poll(async () => (await standing(a, p.id))?.state, { timeout: 10_000 }).toBe('issued');
    await expect.poll(async () => (await standing(b, p.id))?.state, { timeout: 10_000 }).toBe('rejected');
    const grants = ok<TFreeRoundList>(await call(t, freeRoundList, undefined, as(a))).grants;
    expect(grants).toEqual([expect.objectContaining({ gameCode: 'lucky-reels', roundsGranted: 5, roundsLeft: 5, stake: '200', status: 'active' })]);
    expect(ok<TFreeRoundList>(await call(t, freeRoundList, undefined, as(b))).grants).toEqual([]);
    expect(any.id).toBeGreaterThan(0);
    // A game that is not one of the brand's studio slots is refused.
    const bad = promotion({ reward: { ...promotion({}).reward, kind: 'free_spins', freeSpins: { gameCode: 'no-such-slot', rounds: 5, stake: '200' } } });
    expect((await call(t, staffPromotionCreate, bad, await admin())).statusCode).toBe(400);
  });

  it('refuses a mission that is not the brand\'s, and a percent where there is no deposit', async () => {
    const res = await call(t, staffPromotionCreate, promotion({ trigger: { kind: 'mission_done', depositNth: null, minDeposit: '0', missionId: 999_999, minPoints: 0 } }), await admin());
    expect({ status: res.statusCode, code: envelope(res).code }).toEqual({ status: 400, code: 'validation_error' });
    const percent = promotion({});
    const res2 = await call(t, staffPromotionCreate, { ...percent, reward: { ...percent.reward, kind: 'cash', percentBps: 1000 } }, await admin());
    expect(res2.statusCode).toBe(400);
  });
});

describe('a promotion triggered by points spent', () => {
  it('pays cash once, when at least its points are spent in one go after joining', async () => {
    const p = await createPromotion(
      promotion({
        trigger: { kind: 'points_spent', depositNth: null, minDeposit: '0', missionId: null, minPoints: 1000 },
        reward: { ...promotion({}).reward, kind: 'cash', fixedAmount: '5000', maxAmount: '5000' },
      }),
    );
    const m = await loggedInMember(t);
    ok(await call(t, setPaymentPassword, { currentPassword: m.password, newPaymentPassword: '135790', confirmPaymentPassword: '135790' }, as(m)));
    await t.database.db.transaction((tx) =>
      payPrize(tx, { merchantId: t.merchantId, memberId: m.id, currency: 'PHP', type: 'mission_prize', key: `test-points:${m.id}`, amount: 3_000n, points: true }),
    );
    ok(await call(t, promotionJoin, { promotionId: p.id }, as(m)));
    const before = await mainOf(t, m.id);

    // 500 points in one go is not enough.
    ok(await call(t, convertPoints, { points: 500, paymentPassword: '135790', requestId: requestId() }, as(m)));
    // 1,000 is: the conversion's own 100.00 and the promotion's 50.00.
    ok(await call(t, convertPoints, { points: 1000, paymentPassword: '135790', requestId: requestId() }, as(m)));
    await expect.poll(async () => (await standing(m, p.id))?.state, { timeout: 10_000 }).toBe('issued');
    expect(await mainOf(t, m.id)).toBe(before + 5_000n + 10_000n + 5_000n);
    // Another spend pays nothing more.
    ok(await call(t, convertPoints, { points: 1000, paymentPassword: '135790', requestId: requestId() }, as(m)));
    await expect.poll(() => mainOf(t, m.id), { timeout: 10_000 }).toBe(before + 5_000n + 10_000n + 5_000n + 10_000n);
    expect(await points(m)).toBe(500n);
    await expectLedgerSound(t);
  });
});

describe('a profile mission', () => {
  it('counts the steps of the profile done, raised by a change and never counted twice', async () => {
    const steps = await mission({ bundle: 'once', event: 'profile_steps', title: title('Complete your profile'), target: '2', prizeKind: 'cash', prizeAmount: '2000' });
    const m = await loggedInMember(t);
    const summary = async () => ok<TMissionSummary>(await call(t, missionSummary, undefined, as(m))).missions.find((x) => x.id === steps.id);
    ok(await call(t, setMemberIcon, { iconId: 5 }, as(m)));
    await expect.poll(async () => (await summary())?.progress, { timeout: 10_000 }).toBe('1');
    // The same avatar again is the same step.
    ok(await call(t, setMemberIcon, { iconId: 6 }, as(m)));
    ok(await call(t, setPaymentPassword, { currentPassword: m.password, newPaymentPassword: '135790', confirmPaymentPassword: '135790' }, as(m)));
    await expect.poll(async () => (await summary())?.state, { timeout: 10_000 }).toBe('claimable');
    expect((await summary())?.progress).toBe('2');
    expect(ok<{ missionLeaderboard: number }>(await call(t, memberBadges, undefined, as(m))).missionLeaderboard).toBeGreaterThanOrEqual(1);

    // Claimed, the console counts what the claim was paid, not the prize as it is later.
    ok(await call(t, missionClaim, { missionId: steps.id, periodKey: 'once', requestId: requestId() }, as(m)));
    const staffRow = async () => ok<{ list: TStaffMission[] }>(await call(t, staffMissions, undefined, await admin())).list.find((x) => x.id === steps.id)!;
    expect(await staffRow()).toMatchObject({ claims: 1, paid: '2000' });
    const { claims: _claims, paid: _paid, id, ...input } = await staffRow();
    ok(await call(t, staffMissionUpdate, { ...input, id, prizeAmount: '5000', reason: 'Bigger prize from today' }, await admin()));
    expect(await staffRow()).toMatchObject({ prizeAmount: '5000', claims: 1, paid: '2000' });
  });
});
