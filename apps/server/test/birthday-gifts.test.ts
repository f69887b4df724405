import { memberBadges, register, rewardCenter, rewardClaim, type TReward } from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs as jobRows, memberVip, members, merchants, registerFieldSettings, vipGifts, vipLevels } from '../src/db/schema';
import { seedLoyalty } from '../src/db/seed/loyalty';
import { createJobRunner } from '../src/modules/jobs';
import { BIRTHDAY_GIFTS_BRAND_JOB, birthdayGifts, runBirthdayGiftsBrand, scheduleBirthdayGifts } from '../src/modules/loyalty';
import { brandDay } from '../src/modules/wagers';
import { call, envelope, freshIp, humanProof, loginResult, username } from './support/accounts';
import { mainOf } from './support/promotions';
import { createWalletApp, expectLedgerSound, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let offset = 0;
beforeAll(async () => {
  t = await createWalletApp();
  await seedLoyalty(t.database.db, t.code, t.clock.now());
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
  offset = m!.gmtOffsetMinutes;
  // The register form without the SMS-verified mobile, with the birthday shown.
  await setField('mobileNum', { enabled: false });
});
afterAll(async () => t.close());

async function setField(field: string, config: { enabled?: boolean; patternId?: number | null }) {
  await t.database.db
    .insert(registerFieldSettings)
    .values({ merchantId: t.merchantId, field, enabled: true, required: false, ...config })
    .onConflictDoUpdate({ target: [registerFieldSettings.merchantId, registerFieldSettings.field], set: { enabled: true, required: false, patternId: null, ...config } });
}

const ok = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).value as T;
};
const services = () => ({ db: t.database.db, clock: t.clock });
const pad = (n: number) => String(n).padStart(2, '0');
/** The brand's current month (1..12) and year. */
const brandNow = () => {
  const day = brandDay(t.clock.now(), offset);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
};
const otherMonth = (month: number) => (month % 12) + 1;

/** A member registered through the register form with `birthday` (in the pattern set for the field), logged in, at a VIP level. */
async function registered(birthday: string, patternId: 12 | 13, level: number) {
  await setField('birthday', { enabled: true, patternId });
  const ip = freshIp();
  const account = username();
  const result = loginResult(
    await call(
      t,
      register,
      { username: account, password: 'Secret123', confirmPassword: 'Secret123', birthday, termsAccepted: true, ageConfirmed: true, registerMethod: 'WEB', login: true, verification: await humanProof(t) },
      { ip },
    ),
  );
  const id = result.userInfo.id;
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  expect(row!.profile.birthday).toBe(birthday);
  if (level > 0) await t.database.db.insert(memberVip).values({ merchantId: t.merchantId, memberId: id, level, highest: level });
  return { id, token: result.token, ip };
}
const giftsOf = (memberId: number) =>
  t.database.db
    .select()
    .from(vipGifts)
    .where(and(eq(vipGifts.memberId, memberId), eq(vipGifts.kind, 'birthday_gift')))
    .orderBy(vipGifts.id);

describe('birthday gifts', () => {
  it('gives the level\'s gift once a year in the birthday month, in both birthday formats, to claim in the reward center', async () => {
    const { year, month } = brandNow();
    const born = year - 30;
    // The seeded ladder: Bronze no birthday gift, Silver and Gold theirs (the test brand's currency: a tenth of the demo's ₱50 and ₱200).
    const gifts = new Map((await t.database.db.select().from(vipLevels).where(eq(vipLevels.merchantId, t.merchantId))).map((l) => [l.level, l.birthdayGift]));
    expect([gifts.get(0), gifts.get(1), gifts.get(2), gifts.get(3)]).toEqual([0n, 0n, 500n, 2_000n]);
    // Silver (level 2) born this month, yyyy-MM-dd; Gold (level 3) born this month, MM-dd-yyyy.
    const silver = await registered(`${born}-${pad(month)}-15`, 12, 2);
    const gold = await registered(`${pad(month)}-20-${born}`, 13, 3);
    // Silver born another month (both formats); Bronze (level 1, no birthday gift) born this month; level 0 too.
    const otherYmd = await registered(`${born}-${pad(otherMonth(month))}-15`, 12, 2);
    const otherMdy = await registered(`${pad(otherMonth(month))}-15-${born}`, 13, 3);
    const bronze = await registered(`${born}-${pad(month)}-03`, 12, 1);
    const member = await registered(`${pad(month)}-03-${born}`, 13, 0);

    // The job twice (a retry, or the next day of the month): one gift each.
    const first = await birthdayGifts(services(), { merchantId: t.merchantId });
    expect(first.given).toBe(2);
    expect((await birthdayGifts(services(), { merchantId: t.merchantId })).given).toBe(0);
    expect(await giftsOf(silver.id)).toEqual([expect.objectContaining({ ref: String(year), level: 2, amount: 500n, claimedAt: null })]);
    expect(await giftsOf(gold.id)).toEqual([expect.objectContaining({ ref: String(year), level: 3, amount: 2_000n, claimedAt: null })]);
    for (const none of [otherYmd, otherMdy, bronze, member]) expect(await giftsOf(none.id)).toEqual([]);

    // The reward center offers it and the badge counts it.
    const as = { token: silver.token, ip: silver.ip };
    const rewards = ok<{ rewards: TReward[] }>(await call(t, rewardCenter, undefined, as)).rewards;
    const gift = rewards.find((r) => r.kind === 'birthday_gift')!;
    expect(gift).toMatchObject({ amount: '500', vipLevel: 2, unit: 'money' });
    expect(ok<{ rewardCenter: number }>(await call(t, memberBadges, undefined, as)).rewardCenter).toBe(1);

    // Claimed: a ledger movement into the main wallet, once.
    const before = await mainOf(t, silver.id);
    const requestId = `birthday-claim-${silver.id}`;
    expect(ok<{ amount: string }>(await call(t, rewardClaim, { kind: 'birthday_gift', key: gift.key, requestId }, as)).amount).toBe('500');
    expect(await mainOf(t, silver.id)).toBe(before + 500n);
    expect(ok<{ amount: string }>(await call(t, rewardClaim, { kind: 'birthday_gift', key: gift.key, requestId }, as)).amount).toBe('500');
    const again = await call(t, rewardClaim, { kind: 'birthday_gift', key: gift.key, requestId: `${requestId}-2` }, as);
    expect({ status: again.statusCode, code: envelope(again).code }).toEqual({ status: 409, code: 'reward_not_claimable' });
    expect(await mainOf(t, silver.id)).toBe(before + 500n);
    expect(ok<{ rewardCenter: number }>(await call(t, memberBadges, undefined, as)).rewardCenter).toBe(0);
    await expectLedgerSound(t);

    // A year later, the same month: another gift (the unclaimed one of last year stays claimable beside it).
    t.clock.advance(365 * 86_400_000);
    expect(brandNow()).toEqual({ year: year + 1, month });
    expect((await birthdayGifts(services(), { merchantId: t.merchantId })).given).toBe(2);
    expect((await birthdayGifts(services(), { merchantId: t.merchantId })).given).toBe(0);
    expect((await giftsOf(silver.id)).map((g) => g.ref)).toEqual([String(year), String(year + 1)]);
    expect((await giftsOf(gold.id)).filter((g) => g.claimedAt === null).map((g) => g.ref)).toEqual([String(year), String(year + 1)]);
    for (const none of [otherYmd, otherMdy, bronze, member]) expect(await giftsOf(none.id)).toEqual([]);
  });

  it('runs on the durable job runner once per brand day: the hourly check enqueues one keyed run, which gives the gifts', async () => {
    const { year, month } = brandNow();
    const gold = await registered(`${pad(month)}-09-${year - 25}`, 13, 3);
    const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
    const jobs = createJobRunner(t.database.db, quiet, { worker: 'birthday-test' });
    jobs.define(BIRTHDAY_GIFTS_BRAND_JOB, (job) => runBirthdayGiftsBrand(services(), job.payload));
    const jobServices = { ...services(), jobs };
    await scheduleBirthdayGifts(jobServices);
    // The same brand day again (the next hour): nothing new is enqueued for the brand (the check runs over every brand).
    await scheduleBirthdayGifts(jobServices);
    const key = `birthday-gifts:${t.merchantId}:${brandDay(t.clock.now(), offset)}`;
    expect(await t.database.db.select().from(jobRows).where(eq(jobRows.key, key))).toEqual([expect.objectContaining({ name: BIRTHDAY_GIFTS_BRAND_JOB, status: 'queued' })]);
    expect(await giftsOf(gold.id)).toEqual([]);
    expect(await jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await giftsOf(gold.id)).toEqual([expect.objectContaining({ ref: String(year), level: 3, amount: 2_000n })]);
  });
});
