import {
  memberBadges,
  missionClaim,
  missionLeaderboard,
  missionSummary,
  pointBalance,
  rainGrab,
  rainStatus,
  referralFriends,
  referralInfo,
  register,
  rewardCenter,
  rewardClaim,
  sendRegisterSms,
  staffAbuseClusters,
  staffApproveDeposit,
  staffMissionCreate,
  staffRainCreate,
  staffRains,
  staffReferralSave,
  staffTournamentBoard,
  staffTournamentCreate,
  staffWheelSave,
  wheelInfo,
  wheelPublicSpin,
  wheelSpin,
  type TMissionSummary,
  type TRainStatus,
  type TReward,
  type TStaffMissionInput,
  type TStaffRain,
  type TMissionLeaderboard,
  type TWheelInfo,
  type TWheelSpun,
} from '@wps/contracts';
import { hashServerSeed, wheelSegment } from '@wps/fair';
import { and, eq, isNotNull } from 'drizzle-orm';
import { merchants, outboxEvents } from '../src/db/schema';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalog } from '../src/db/seed/games';
import { STUDIO_GAMES } from '../src/db/seed/games-catalog';
import { finishDueTournaments } from '../src/modules/missions';
import { createOutbox } from '../src/modules/outbox';
import { call, envelope, freshIp, humanProof, lastCode, loginResult, mobile, username } from './support/accounts';
import { createBankDeposit } from './support/deposits';
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
const refused = (res: LightMyRequestResponse, status: number, code: string) => expect({ status: res.statusCode, code: envelope(res).code }).toEqual({ status, code });
const as = (m: TestMember) => ({ token: m.token, ip: m.ip });
const admin = async () => ({ token: await staffToken(t, 'admin01') });
let counter = 0;
const requestId = () => `req-${Date.now().toString(36)}-${counter++}`;
const quiet = { error: () => undefined, warn: () => undefined };

/** Settled rounds of `stake` each paying `payout`, on Lucky Reels (RNG). */
async function play(m: TestMember, rounds: number, stake: string, payout = '0') {
  const token = await gameToken(t, m, 'lucky-reels');
  for (let i = 0; i < rounds; i++) {
    const roundId = `e${counter++}-${m.id}`;
    expect((await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${roundId}-b`, roundId, amount: stake })).statusCode).toBe(200);
    expect((await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${roundId}-w`, roundId, amount: payout, endRound: true })).statusCode).toBe(200);
  }
}
const approveDeposit = async (m: TestMember, amount: string) => {
  const deposit = await createBankDeposit(t, m, { amount });
  ok(await call(t, staffApproveDeposit, { id: deposit.id }, { token: await staffToken(t, 'finance01') }));
};
const title = (text: string) => ({ EN: text, TY: text });

describe('missions', () => {
  it('counts settled rounds toward a daily mission once, shows it claimable with a badge, and pays the claim once', async () => {
    const input: TStaffMissionInput = {
      bundle: 'daily',
      title: title('Bet 300 today'),
      description: title('Stake 300.00 in slots today.'),
      event: 'wager_amount',
      category: 'RNG',
      target: '30000',
      prizeKind: 'cash',
      prizeAmount: '1500',
      active: true,
      sort: 1,
    };
    const mission = ok<{ id: number }>(await call(t, staffMissionCreate, input, await admin()));
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1_000_000n);
    const summary = async () => ok<TMissionSummary>(await call(t, missionSummary, undefined, as(m)));
    expect((await summary()).missions.find((x) => x.id === mission.id)).toMatchObject({ progress: '0', target: '30000', state: 'in_progress' });
    await play(m, 2, '10000');
    await expect.poll(async () => (await summary()).missions.find((x) => x.id === mission.id)?.progress, { timeout: 10_000 }).toBe('20000');
    await play(m, 2, '10000');
    await expect.poll(async () => (await summary()).missions.find((x) => x.id === mission.id)?.state, { timeout: 10_000 }).toBe('claimable');
    const done = (await summary()).missions.find((x) => x.id === mission.id)!;
    // Never past the target, whatever more was staked.
    expect(done.progress).toBe('30000');
    expect(ok<{ missionLeaderboard: number }>(await call(t, memberBadges, undefined, as(m))).missionLeaderboard).toBe(1);

    // The reward center lists it; claiming there pays it like the mission page would.
    const reward = ok<{ rewards: TReward[] }>(await call(t, rewardCenter, undefined, as(m))).rewards.find((r) => r.kind === 'mission');
    expect(reward).toMatchObject({ key: `${mission.id}:${done.periodKey}`, amount: '1500', title: 'Bet 300 today', unit: 'money' });
    const before = await mainOf(t, m.id);
    const rid = requestId();
    ok(await call(t, rewardClaim, { kind: 'mission', key: reward!.key, requestId: rid }, as(m)));
    // The same request again answers the same claim; another is refused.
    ok(await call(t, rewardClaim, { kind: 'mission', key: reward!.key, requestId: rid }, as(m)));
    refused(await call(t, missionClaim, { missionId: mission.id, periodKey: done.periodKey, requestId: requestId() }, as(m)), 409, 'reward_not_claimable');
    expect(await mainOf(t, m.id)).toBe(before + 1500n);
    expect((await summary()).missions.find((x) => x.id === mission.id)?.state).toBe('claimed');
    expect(ok<{ missionLeaderboard: number }>(await call(t, memberBadges, undefined, as(m))).missionLeaderboard).toBe(0);
    await expectLedgerSound(t);
  });

  it('pays a points prize into the points account and refuses bad claims with 4xx', async () => {
    const mission = ok<{ id: number }>(
      await call(
        t,
        staffMissionCreate,
        { bundle: 'weekly', title: title('Two deposits'), description: title('Two approved deposits this week.'), event: 'deposit_count', category: null, target: '2', prizeKind: 'points', prizeAmount: '40', active: true, sort: 2 },
        await admin(),
      ),
    );
    const m = await loggedInMember(t);
    await approveDeposit(m, '10000');
    await approveDeposit(m, '10000');
    const summary = async () => ok<TMissionSummary>(await call(t, missionSummary, undefined, as(m)));
    await expect.poll(async () => (await summary()).missions.find((x) => x.id === mission.id)?.state, { timeout: 10_000 }).toBe('claimable');
    const { periodKey } = (await summary()).missions.find((x) => x.id === mission.id)!;
    expect(periodKey).toMatch(/^\d{4}-W\d{2}$/);
    refused(await call(t, missionClaim, { missionId: mission.id, periodKey: 'yesterday', requestId: requestId() }, as(m)), 400, 'validation_error');
    refused(await call(t, missionClaim, { missionId: 'x\u0000', periodKey, requestId: requestId() }, as(m)), 400, 'validation_error');
    refused(await call(t, missionClaim, { missionId: 2_147_483_647, periodKey, requestId: requestId() }, as(m)), 404, 'not_found');
    ok(await call(t, missionClaim, { missionId: mission.id, periodKey, requestId: requestId() }, as(m)));
    expect(ok<{ points: string }>(await call(t, pointBalance, undefined, as(m))).points).toBe('40');
  });
});

describe('tournaments', () => {
  it('ranks by total wagered as rounds arrive, shows the caller\'s place, and pays the prize table once when it ends', async () => {
    const now = t.clock.now().getTime();
    const tournament = ok<{ id: number }>(
      await call(
        t,
        staffTournamentCreate,
        {
          title: title('Race'),
          description: title('Biggest stakes win.'),
          metric: 'wagered',
          category: null,
          minStake: '100',
          startsAt: now - 60_000,
          endsAt: now + 3_600_000,
          prizes: [
            { fromRank: 1, toRank: 1, amount: '10000' },
            { fromRank: 2, toRank: 3, amount: '2000' },
          ],
        },
        await admin(),
      ),
    );
    const [a, b] = [await loggedInMember(t), await loggedInMember(t)];
    for (const m of [a, b]) await fundMember(t, m.id, 1_000_000n);
    await play(a, 2, '5000');
    await play(b, 1, '20000');
    // Below the minimum stake: not counted.
    await play(b, 1, '50');
    const board = async (m: TestMember) => ok<TMissionLeaderboard>(await call(t, missionLeaderboard, undefined, { ...as(m), query: `tournamentId=${tournament.id}` })).tournaments[0]!;
    await expect.poll(async () => (await board(a)).top.map((r) => r.score), { timeout: 10_000 }).toEqual(['20000', '10000']);
    const seen = await board(a);
    expect(seen).toMatchObject({ state: 'running', prizePool: '14000', me: { rank: 2, score: '10000', prize: '2000' } });
    expect(seen.top[0]!.name).toMatch(/^\w\*\*\*\w$/);

    const [aBefore, bBefore] = [await mainOf(t, a.id), await mainOf(t, b.id)];
    t.clock.advance(3_600_000 + 61_000);
    const services = { db: t.database.db, clock: t.clock, outbox: createOutbox(t.database.db, quiet) };
    expect(await finishDueTournaments(services)).toBeGreaterThanOrEqual(1);
    expect(await finishDueTournaments(services)).toBe(0);
    expect(await mainOf(t, b.id)).toBe(bBefore + 10_000n);
    expect(await mainOf(t, a.id)).toBe(aBefore + 2_000n);
    const staffBoard = ok<{ list: { memberId: number; prize: string | null }[] }>(await call(t, staffTournamentBoard, undefined, { ...(await admin()), query: `id=${tournament.id}` }));
    expect(staffBoard.list.map((r) => [r.memberId, r.prize])).toEqual([
      [b.id, '10000'],
      [a.id, '2000'],
    ]);
    expect((await board(a)).state).toBe('finished');
    await expectLedgerSound(t);
  });
});

describe('red-envelope rain', () => {
  it('pays each member one envelope, never more envelopes than cut, and the envelopes sum to the budget', async () => {
    const rain = ok<TStaffRain>(
      await call(
        t,
        staffRainCreate,
        { title: title('Test rain'), startsAt: t.clock.now().getTime(), durationMinutes: 30, budget: '1000', envelopes: 3, requirement: 'none', requirementAmount: '0', requirementDays: 7 },
        await admin(),
      ),
    );
    const members = [await loggedInMember(t), await loggedInMember(t), await loggedInMember(t), await loggedInMember(t)];
    const status = ok<TRainStatus>(await call(t, rainStatus, undefined, as(members[0]!)));
    expect(status.rains.find((r) => r.id === rain.id)).toMatchObject({ state: 'raining', remaining: 3, eligible: true, grabbed: null });
    const grabs = await Promise.all(members.map((m) => call(t, rainGrab, { rainId: rain.id, requestId: requestId() }, as(m))));
    const paid = grabs.filter((g) => g.statusCode === 200).map((g) => BigInt((envelope(g).value as { amount: string }).amount));
    expect(paid).toHaveLength(3);
    expect(paid.reduce((a, b) => a + b, 0n)).toBe(1000n);
    expect(grabs.filter((g) => g.statusCode !== 200).map((g) => envelope(g).code)).toEqual(['rain_closed']);
    const winner = members[grabs.findIndex((g) => g.statusCode === 200)]!;
    refused(await call(t, rainGrab, { rainId: rain.id, requestId: requestId() }, as(winner)), 409, 'rain_already_grabbed');
    expect(ok<TRainStatus>(await call(t, rainStatus, undefined, as(winner))).rains.find((r) => r.id === rain.id)?.grabbed?.amount).toBeDefined();
    const staff = ok<{ list: TStaffRain[] }>(await call(t, staffRains, undefined, await admin())).list.find((r) => r.id === rain.id);
    expect(staff).toMatchObject({ grabbed: 3, paid: '1000' });
    await expectLedgerSound(t);
  });

  it('refuses members below the requirement and rains that are not falling', async () => {
    const rain = ok<TStaffRain>(
      await call(
        t,
        staffRainCreate,
        { title: title('Depositors'), startsAt: t.clock.now().getTime(), durationMinutes: 10, budget: '500', envelopes: 5, requirement: 'deposit', requirementAmount: '10000', requirementDays: 7 },
        await admin(),
      ),
    );
    const m = await loggedInMember(t);
    refused(await call(t, rainGrab, { rainId: rain.id, requestId: requestId() }, as(m)), 403, 'rain_not_eligible');
    await approveDeposit(m, '10000');
    ok(await call(t, rainGrab, { rainId: rain.id, requestId: requestId() }, as(m)));
    const later = ok<TStaffRain>(
      await call(
        t,
        staffRainCreate,
        { title: title('Later'), startsAt: t.clock.now().getTime() + 3_600_000, durationMinutes: 10, budget: '500', envelopes: 5, requirement: 'none', requirementAmount: '0', requirementDays: 7 },
        await admin(),
      ),
    );
    refused(await call(t, rainGrab, { rainId: later.id, requestId: requestId() }, as(m)), 409, 'rain_closed');
    refused(await call(t, rainGrab, { rainId: -1, requestId: requestId() }, as(m)), 400, 'validation_error');
    refused(await call(t, staffRainCreate, { title: title('x'), startsAt: t.clock.now().getTime(), durationMinutes: 10, budget: '4', envelopes: 5, requirement: 'none', requirementAmount: '0', requirementDays: 7 }, await admin()), 400, 'validation_error');
  });
});

describe('prize wheel', () => {
  it('earns a spin by deposit, commits the seed hash before the spin, reveals it after, and anyone can verify the segment', async () => {
    ok(
      await call(
        t,
        staffWheelSave,
        {
          reason: 'test wheel',
          wheel: {
            title: title('Wheel'),
            segments: [
              { label: title('5.00'), prizeKind: 'cash', prizeAmount: '500', weight: 5, color: '#aa0000' },
              { label: title('20 points'), prizeKind: 'points', prizeAmount: '20', weight: 3, color: '#00aa00' },
              { label: title('Try again'), prizeKind: 'none', prizeAmount: '0', weight: 2, color: '#0000aa' },
            ],
            spinPerDeposit: '10000',
            spinPerValidBet: null,
            dailyPlaySpins: 0,
            budget: '100000',
            active: true,
          },
        },
        await admin(),
      ),
    );
    const m = await loggedInMember(t);
    const info = async () => ok<TWheelInfo>(await call(t, wheelInfo, undefined, as(m)));
    const first = await info();
    expect(first.spins).toBe(0);
    expect(first.wheel?.segments.map((s) => s.weight)).toEqual([5, 3, 2]);
    refused(await call(t, wheelSpin, { wheelId: first.wheel!.id, clientSeed: 'mine', requestId: requestId() }, as(m)), 409, 'wheel_no_spins');
    await approveDeposit(m, '10000');
    await expect.poll(async () => (await info()).spins, { timeout: 10_000 }).toBe(1);
    const committed = (await info()).nextSeedHash;
    const before = await mainOf(t, m.id);
    const rid = requestId();
    const spun = ok<TWheelSpun>(await call(t, wheelSpin, { wheelId: first.wheel!.id, clientSeed: 'my-seed', requestId: rid }, as(m)));
    expect(spun.spin.serverSeedHash).toBe(committed);
    expect(hashServerSeed(spun.spin.serverSeed)).toBe(committed);
    expect(wheelSegment({ serverSeed: spun.spin.serverSeed, clientSeed: 'my-seed', nonce: spun.spin.nonce }, [5, 3, 2])).toBe(spun.spin.segment);
    expect(spun.nextSeedHash).not.toBe(committed);
    expect(spun.spins).toBe(0);
    // The same request again: the same spin, nothing more paid.
    expect(ok<TWheelSpun>(await call(t, wheelSpin, { wheelId: first.wheel!.id, clientSeed: 'my-seed', requestId: rid }, as(m))).spin.id).toBe(spun.spin.id);
    expect(await mainOf(t, m.id)).toBe(before + (spun.spin.prizeKind === 'cash' ? 500n : 0n));
    // The verifier's record needs no login.
    const open = ok<{ labels: string[]; serverSeed: string }>(await call(t, wheelPublicSpin, undefined, { query: `publicId=${spun.spin.publicId}` }));
    expect(open).toMatchObject({ serverSeed: spun.spin.serverSeed, labels: ['5.00', '20 points', 'Try again'] });
    refused(await call(t, wheelSpin, { wheelId: first.wheel!.id, clientSeed: 'bad seed\u0000', requestId: requestId() }, as(m)), 400, 'validation_error');
    await expectLedgerSound(t);
  });
});

describe('referral', () => {
  async function registerWith(code: string, ip: string) {
    const phone = mobile();
    const account = username();
    expect((await call(t, sendRegisterSms, { mobileNo: phone, countryDialingCode: '+63', verification: await humanProof(t) }, { ip })).statusCode).toBe(200);
    const body = {
      username: account,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: phone,
      countryDialingCode: '+63',
      verificationCode: await lastCode(t, `+63${phone}`),
      referralCode: code,
      email: `${account}@example.com`,
      termsAccepted: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
      login: true,
      verification: await humanProof(t),
    };
    const result = loginResult(await call(t, register, body, { ip }));
    return { id: result.userInfo.id, account, password: 'Secret123', token: result.token, ip } as TestMember;
  }

  it("pays the referrer for a friend's first deposit, and nothing for a friend from the referrer's own address", async () => {
    ok(
      await call(
        t,
        staffReferralSave,
        { reason: 'test', rules: { enabled: true, registerReward: '0', firstDepositReward: '5000', firstDepositMin: '10000', wagerReward: '0', wagerTarget: '0', maxFriends: 0 } },
        await admin(),
      ),
    );
    const referrer = await loggedInMember(t);
    const info = ok<{ code: string; link: string; rules: { firstDepositReward: string } }>(await call(t, referralInfo, undefined, as(referrer)));
    expect(info.link).toContain(`/register?referralCode=${info.code}`);
    // The player host keeps its port; from the agent host the link opens the player site, as the agent center's does.
    const linkOn = async (host: string) => ok<{ link: string }>(await call(t, referralInfo, undefined, { ...as(referrer), host })).link;
    expect(await linkOn(`${t.host}:3000`)).toBe(`http://${t.host}:3000/register?referralCode=${info.code}`);
    const [brand] = await t.database.db.select({ mainDomain: merchants.mainDomain }).from(merchants).where(eq(merchants.id, t.merchantId));
    expect(await linkOn(`${t.agentHost}:3000`)).toBe(`http://${brand!.mainDomain}:3000/register?referralCode=${info.code}`);
    expect(info.rules.firstDepositReward).toBe('5000');

    const friend = await registerWith(info.code.toLowerCase(), freshIp());
    const before = await mainOf(t, referrer.id);
    await approveDeposit(friend, '10000');
    await expect.poll(() => mainOf(t, referrer.id), { timeout: 10_000 }).toBe(before + 5000n);
    // Another deposit is not the first: nothing more.
    await approveDeposit(friend, '20000');

    // A "friend" registering in the referrer's browser (same address, same user agent) earns nothing, and is flagged.
    const twin = await registerWith(info.code, referrer.ip);
    await approveDeposit(twin, '10000');
    const friends = async () => ok<{ list: { name: string; flag: string | null; steps: { step: string; amount: string }[] }[]; total: number }>(await call(t, referralFriends, undefined, { ...as(referrer), query: 'pageNo=1&pageSize=10' }));
    await expect.poll(async () => (await friends()).list.map((f) => f.flag), { timeout: 10_000 }).toEqual(['same_device', null]);
    expect((await friends()).list[1]!.steps).toEqual([expect.objectContaining({ step: 'first_deposit', amount: '5000' })]);
    expect(await mainOf(t, referrer.id)).toBe(before + 5000n);
    const clusters = ok<{ list: { kind: string; members: { id: number }[] }[] }>(await call(t, staffAbuseClusters, undefined, { ...(await admin()), query: 'pageNo=1&pageSize=50&kind=device' }));
    // The console's clusters show the two accounts behind one browser.
    expect(clusters.list.find((c) => c.members.some((x) => x.id === twin.id))?.members.map((x) => x.id)).toEqual(expect.arrayContaining([referrer.id, twin.id]));
    await expectLedgerSound(t);
  });

  it("pays the wager step once when a friend's valid bet since registering reaches the target, and lists each friend's valid bet", async () => {
    // A member's registration time is the database's clock: the app's moves to it, so the friends' rounds fall on or after their registration day.
    t.clock.set(new Date());
    ok(
      await call(
        t,
        staffReferralSave,
        { reason: 'test', rules: { enabled: true, registerReward: '0', firstDepositReward: '0', firstDepositMin: '0', wagerReward: '2000', wagerTarget: '10000', maxFriends: 0 } },
        await admin(),
      ),
    );
    const referrer = await loggedInMember(t);
    const { code } = ok<{ code: string }>(await call(t, referralInfo, undefined, as(referrer)));
    const [one, two] = [await registerWith(code, freshIp()), await registerWith(code, freshIp())];
    for (const f of [one, two]) await fundMember(t, f.id, 100_000n);
    const before = await mainOf(t, referrer.id);
    await play(one, 1, '6000');
    await play(two, 1, '3000');
    const friends = async () => ok<{ list: { validBet: string; steps: { step: string }[] }[] }>(await call(t, referralFriends, undefined, { ...as(referrer), query: 'pageNo=1&pageSize=10' })).list;
    // Newest first: two (3,000), then one (6,000); neither at the target yet.
    await expect.poll(async () => (await friends()).map((f) => f.validBet), { timeout: 10_000 }).toEqual(['3000', '6000']);
    expect(await mainOf(t, referrer.id)).toBe(before);
    await play(one, 1, '5000');
    await expect.poll(() => mainOf(t, referrer.id), { timeout: 10_000 }).toBe(before + 2000n);
    await play(one, 2, '5000');
    await expect.poll(async () => (await friends()).map((f) => f.validBet), { timeout: 10_000 }).toEqual(['3000', '21000']);
    expect(await mainOf(t, referrer.id)).toBe(before + 2000n);
    expect((await friends())[1]!.steps.map((x) => x.step)).toEqual(['wagered']);
  });
});

describe('after-commit work', () => {
  it('left no event behind with a subscriber error (a failing batch subscriber sends its whole batch back to every subscriber)', async () => {
    const failed = await t.database.db
      .select({ topic: outboxEvents.topic, error: outboxEvents.lastError })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.merchantId, t.merchantId), isNotNull(outboxEvents.lastError)));
    expect(failed).toEqual([]);
  });
});
