import type { AddressInfo } from 'node:net';
import { bonusDetails, freeRoundList, pointBalance, promotionList, setPaymentPassword, type TBonus, type TPromotion } from '@wps/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTable, maskPattern, probeCalls, type ProbeRow } from '../../../scripts/calls-probe';
import { merchants } from '../src/db/schema';
import { createManualClock, systemClock } from '../src/lib/clock';
import type { AppServices } from '../src/services';
import { issueSession } from '../src/modules/session/session.service';
import { createTestApp } from './helpers';
import { call, createMember, envelope, mobile } from './support/accounts';
import { gameToken, vendorCall } from './support/provider';
import { fundMember, type TestMember, type WalletTestApp } from './support/wallet';

/**
 * The calls probe (scripts/calls-probe.ts) against the app listening on a
 * port, on the seeded demo brand (host localhost) as a fresh member of it.
 */
let t: WalletTestApp;
let url: string;
beforeAll(async () => {
  const base = await createTestApp({ rateLimitPerMinute: 100_000 }, { services: { clock: systemClock, humanChallengeMaxNumber: 200 } });
  const [demo] = await base.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!demo) throw new Error('the demo brand is not seeded');
  // The app runs on the system clock; this one only dates the rows the helpers write.
  t = { ...base, clock: createManualClock(new Date()), host: 'localhost', agentHost: 'agent.localhost', merchantId: demo.id, code: demo.code, currency: demo.currency };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const PAYMENT_PASSWORD = '135790';
let counter = 0;

/** Lost rounds of `amount` each on Lucky Reels. */
async function play(m: TestMember, rounds: number, amount: string) {
  const token = await gameToken(t, m, 'lucky-reels');
  for (let i = 0; i < rounds; i++) {
    const roundId = `probe${counter++}-${m.id}-${Date.now().toString(36)}`;
    expect((await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${roundId}-b`, roundId, amount })).statusCode).toBe(200);
    expect((await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${roundId}-w`, roundId, amount: '0', endRound: true })).statusCode).toBe(200);
  }
}

const CALLS = [
  'pointBalance',
  'pointRewards',
  'redeemList',
  'pointConfig',
  'pointDetails',
  'redeemPointReward',
  'convertPoints',
  'missionSummary',
  'missionLeaderboard',
  'promotionList',
  'promotionJoin',
  'promotionRequestReward',
  'promotionRaffleClaim',
  'promotionStandings',
  'bonusDetails',
  'rewardCenter',
  'memberBadges',
  'freeRoundList',
  'referralInfo',
  'rainStatus',
  'wheelInfo',
];

describe('the calls probe', () => {
  it('masks match the addresses they hide', () => {
    expect(maskPattern('+63 917****567').test('+639171234567')).toBe(true);
    expect(maskPattern('+63 917****567').test('+639181234567')).toBe(false);
    expect(maskPattern('pl***@example.com').test('player01@example.com')).toBe(true);
  });

  it('makes every call of Points, missions and promotions with real data, acting as a member with points', async () => {
    // A member with a phone and no known address: the probe's login takes the second step through the developer outbox.
    const phone = mobile();
    const member = await createMember(t, { mobile: phone });
    const token = await issueSession({ db: t.database.db, clock: systemClock } as Pick<AppServices, 'db' | 'clock'> as AppServices, member, { ip: '10.99.0.1', userAgent: null });
    const m: TestMember = { id: member.id, account: member.account, password: member.password, token, ip: '10.99.0.1' };
    await fundMember(t, m.id, 100_000_000n);
    expect(
      (await call(t, setPaymentPassword, { currentPassword: m.password, newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD }, { token })).statusCode,
    ).toBe(200);
    // 60,000.00 of slots at the first level: 600 points.
    await play(m, 6, '1000000');
    await expect
      .poll(async () => BigInt((envelope(await call(t, pointBalance, undefined, { token })).value as { points: string }).points), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(600n);

    const rows = await probeCalls({ url, host: 'localhost', user: m.account, password: m.password, act: true, paymentPassword: PAYMENT_PASSWORD });
    console.log(formatTable(rows));
    const row = (name: string): ProbeRow => {
      const r = rows.find((x) => x.name === name);
      if (!r) throw new Error(`no row ${name}`);
      return r;
    };

    expect(rows.map((r) => r.name).sort()).toEqual([...CALLS].sort());
    // Every call answered 2xx with success, none skipped, none refused.
    expect(rows.filter((r) => !(r.ok && r.success && r.status >= 200 && r.status < 300)).map((r) => `${r.name}: ${r.summary}`)).toEqual([]);
    expect(row('promotionList').summary).toMatch(/^5 promotions: /);
    for (const code of ['welcome-100', 'big-win-story', 'mission-spins', 'points-back', 'free-chip']) expect(row('promotionList').summary).toContain(code);
    expect(row('missionSummary').summary).toMatch(/^[1-9]\d* missions?, /);
    expect(row('missionLeaderboard').summary).toContain('Weekly Wager Race');
    expect(row('pointConfig').summary).toMatch(/^[1-9]\d* pts\/.*min convert [1-9]/);
    expect(row('pointRewards').summary).toMatch(/^[1-9]\d* rewards?; /);
    expect(row('redeemPointReward').summary).toMatch(/approved$/);
    expect(row('convertPoints').summary).toMatch(/pts → \d+\.\d\d/);
    expect(row('pointDetails').summary).toMatch(/^[1-9]\d* moves?; newest convert -?100 /);
    expect(row('redeemList').summary).toMatch(/^[1-9]\d* redeems?; newest .* approved$/);
    for (const name of ['promotionJoin', 'promotionRequestReward', 'promotionRaffleClaim']) expect(row(name).summary).not.toMatch(/^refused/);

    // The raffle claim gave the free chip: bonusDetails shows it, in the probe and in the member's bonuses.
    const promotions = (envelope(await call(t, promotionList, undefined, { token })).value as { list: TPromotion[] }).list;
    const chip = promotions.find((p) => p.code === 'free-chip')!;
    expect(row('promotionRaffleClaim').summary).toMatch(/^free-chip /);
    const bonuses = (envelope(await call(t, bonusDetails, undefined, { token })).value as { bonuses: TBonus[] }).bonuses;
    const freeChip = bonuses.find((b) => b.promotionId === chip.id);
    expect(freeChip?.amount).toBe(chip.reward.fixedAmount);
    expect(row('bonusDetails').summary).toContain(freeChip!.title.slice(0, 10));

    // Joined to mission-spins by the probe, the member completes "Play 20 rounds": 10 free spins on Lucky Reels.
    expect(row('freeRoundList').summary).toBe('EMPTY');
    await play(m, 14, '500');
    await expect.poll(async () => (envelope(await call(t, freeRoundList, undefined, { token })).value as { grants: unknown[] }).grants.length, { timeout: 15_000 }).toBe(1);

    // A second run: the acts already done answer "already", which still passes; the free rounds show.
    const again = await probeCalls({ url, host: 'localhost', user: m.account, password: m.password, act: true, paymentPassword: PAYMENT_PASSWORD });
    console.log(formatTable(again));
    expect(again.filter((r) => !r.ok).map((r) => `${r.name}: ${r.summary}`)).toEqual([]);
    expect(again.find((r) => r.name === 'freeRoundList')?.summary).toMatch(/^1 grant; "Lucky Reels" 10\/10 at 2\.00$/);
    expect(again.find((r) => r.name === 'promotionRaffleClaim')?.summary).toMatch(/^refused as expected: promotion_already_claimed/);
  }, 120_000);

  it('reports a failed call: a member who does not exist cannot log in', async () => {
    await expect(probeCalls({ url, host: 'localhost', user: 'nosuchmember01', password: 'Wrong-Password1' })).rejects.toThrow(/login failed/);
  });
});
