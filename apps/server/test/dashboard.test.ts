import { staffApproveDeposit, staffDailyReport, staffDashboard, staffMoneyReport, TRIAL_USER_TYPE, type TDashboard, type TStaffDailyReport, type TStaffMoneyReport } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRollupMismatches, recordWager } from '../src/modules/wagers';
import { call, envelope } from './support/accounts';
import { createBankDeposit } from './support/deposits';
import { createWalletApp, loggedInMember, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let admin: string;
beforeAll(async () => {
  t = await createWalletApp();
  // Members' creation times come from the database's clock: the app's clock runs on real time here.
  t.clock.set(new Date());
  admin = await staffToken(t, 'admin01');
});
afterAll(async () => t.close());

const dashboard = async (query = '') => {
  const res = await call(t, staffDashboard, undefined, { token: admin, query });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return envelope(res).value as TDashboard;
};

describe('the dashboard', () => {
  it("counts today's registrations, first deposits, money in, active players and GGR by category, and the open queues", async () => {
    const before = await dashboard();
    expect(before.days).toHaveLength(30);
    const today = before.days[before.days.length - 1]!;

    const a = await loggedInMember(t);
    const b = await loggedInMember(t);
    // A trial (free-play) account, even one that plays, is no registration and no active player.
    const trial = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    const finance = await staffToken(t, 'finance01');
    const first = await createBankDeposit(t, a, { amount: '100000' });
    const second = await createBankDeposit(t, a, { amount: '50000' });
    await createBankDeposit(t, b, { amount: '70000' });
    for (const d of [first, second]) expect((await call(t, staffApproveDeposit, { id: d.id }, { token: finance })).statusCode).toBe(200);
    const merchant = { id: t.merchantId, gmtOffsetMinutes: before.gmtOffsetMinutes, currency: t.currency };
    await recordWager(t.database.db, { merchant, memberId: a.id, source: 'provider', sourceRef: `dash:${a.id}:1`, category: 'RNG', vassalage: 'WPS', gameCode: 'g1', stake: 20_000n, payout: 5_000n, isTrial: false, settledAt: t.clock.now() });
    // A second bet of the same member that day: still one active player.
    await recordWager(t.database.db, { merchant, memberId: a.id, source: 'provider', sourceRef: `dash:${a.id}:2`, category: 'LIVE', vassalage: 'WPS', gameCode: 'g2', stake: 1_000n, payout: 0n, isTrial: false, settledAt: t.clock.now() });
    await recordWager(t.database.db, { merchant, memberId: trial.id, source: 'provider', sourceRef: `dash:${trial.id}:1`, category: 'RNG', vassalage: 'WPS', gameCode: 'g1', stake: 5_000n, payout: 0n, isTrial: true, settledAt: t.clock.now() });
    await recordWager(t.database.db, { merchant, memberId: b.id, source: 'provider', sourceRef: `dash:${b.id}:1`, category: 'LIVE', vassalage: 'WPS', gameCode: 'g2', stake: 10_000n, payout: 12_000n, isTrial: false, settledAt: t.clock.now() });

    const after = await dashboard();
    const now = after.days[after.days.length - 1]!;
    expect(now.day).toBe(today.day);
    expect(now.registrations - today.registrations).toBe(2);
    expect(now.firstDeposits - today.firstDeposits).toBe(1);
    expect(now.deposits - today.deposits).toBe(2);
    expect(BigInt(now.depositAmount) - BigInt(today.depositAmount)).toBe(150_000n);
    expect(now.activePlayers - today.activePlayers).toBe(2);
    expect(BigInt(now.ggr) - BigInt(today.ggr)).toBe(14_000n);
    const rng = after.categories.find((c) => c.category === 'RNG');
    expect(rng).toBeDefined();
    expect(after.ngr).toBe((after.categories.reduce((s, c) => s + BigInt(c.ggr), 0n) - BigInt(after.bonusCost)).toString());
    expect(after.queues.depositsPending - before.queues.depositsPending).toBe(1);
    // The rollups, the active one included, equal a recomputation from the wagers.
    expect(await findRollupMismatches(t.database.db, t.merchantId)).toEqual([]);

    // The reports: the same day's money by channel, and the results by vendor.
    const day = now.day;
    const money = envelope(await call(t, staffMoneyReport, undefined, { token: admin, query: `startDate=${day}&endDate=${day}` })).value as TStaffMoneyReport;
    const bdo = money.deposits.find((r) => r.day === day && r.channel === 'BDO');
    expect(bdo).toMatchObject({ count: 2, amount: '150000' });
    const pnl = envelope(await call(t, staffDailyReport, undefined, { token: admin, query: `startDate=${day}&endDate=${day}` })).value as TStaffDailyReport;
    expect(pnl.vendors.find((v) => v.vassalage === 'WPS')).toMatchObject({ stake: '31000', payout: '17000', ggr: '14000' });
    expect((await call(t, staffMoneyReport, undefined, { token: admin, query: 'startDate=2026-01-10&endDate=2026-01-01' })).statusCode).toBe(400);
  });

  it('takes a shorter period, refuses a longer one, and is for staff with the permission only', async () => {
    expect((await dashboard('days=7')).days).toHaveLength(7);
    expect((await call(t, staffDashboard, undefined, { token: admin, query: 'days=400' })).statusCode).toBe(400);
    const content = await staffToken(t, 'content01');
    expect((await call(t, staffDashboard, undefined, { token: content })).statusCode).toBe(403);
  });
});
