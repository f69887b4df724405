import { bonusForfeit, promotionJoin, staffPromotionCreate, type TStaffPromotion } from '@wps/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBonuses, merchants, providerTransactions } from '../src/db/schema';
import { seedGameCatalog } from '../src/db/seed/games';
import { STUDIO_GAMES } from '../src/db/seed/games-catalog';
import { seedLoyalty } from '../src/db/seed/loyalty';
import { accruePoints } from '../src/modules/loyalty';
import { pointBalanceOf } from '../src/modules/loyalty/points.service';
import { finishForMembers } from '../src/modules/promotions/bonus.service';
import { createOutbox } from '../src/modules/outbox';
import { memberValidBetByDay } from '../src/modules/wagers';
import { call, envelope } from './support/accounts';
import { bonusOf, expectBonusesSound, mainOf } from './support/promotions';
import { createProviderApp, gameToken, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

/**
 * Random play against an active bonus — bets on a slot and a live table
 * (which counts half), wins, rollbacks of open bets, money added, forfeits —
 * through the provider API. After each run: the bonus's wagering equals a
 * recomputation from the bets, its money equals its amount less what its bets
 * took plus what its wins gave back (while active; nothing once ended), no
 * balance is negative, the ledger is sound, and the member's points equal
 * ⌊valid bet × rate / 10,000⌋ of each day and category of the rollup.
 */
let t: WalletTestApp;
let promotion: TStaffPromotion;
const quiet = { error: () => undefined, warn: () => undefined };
beforeAll(async () => {
  t = await createProviderApp();
  await seedGameCatalog(t.database.db, t.merchantId, STUDIO_GAMES, t.clock.now());
  await seedLoyalty(t.database.db, t.code, t.clock.now());
  const res = await call(
    t,
    staffPromotionCreate,
    {
      code: 'prop-bonus',
      category: 'event',
      title: { EN: 'Property bonus' },
      summary: { EN: 'A bonus for random play' },
      terms: { EN: 'Random play' },
      bannerUrl: null,
      startsAt: t.clock.now().getTime() - 60_000,
      endsAt: null,
      trigger: { kind: 'sign_up', depositNth: null, minDeposit: '0' },
      reward: {
        kind: 'bonus',
        fixedAmount: '20000',
        percentBps: 0,
        maxAmount: '20000',
        wageringMultiplier: 3,
        maxBet: '0',
        categoryWeights: { LIVE: 50 },
        gameWeights: {},
        expiryDays: 30,
        conversionCapMultiplier: 2,
      },
      audience: { newMembersOnly: false, tags: [] },
      promoCode: null,
      budgetTotal: '0',
      receiversMax: null,
      onePerIdentity: false,
      autoApproveMax: '100000000',
      status: 'active',
      sort: 0,
    },
    { token: await staffToken(t, 'admin01') },
  );
  expect(res.statusCode, res.body).toBe(200);
  promotion = envelope(res).value as TStaffPromotion;
});
afterAll(async () => t.close());

type Command =
  | { kind: 'bet'; live: boolean; amount: number; round: number }
  | { kind: 'win'; amount: number; round: number; close: boolean }
  | { kind: 'rollback'; round: number }
  | { kind: 'fund'; amount: number }
  | { kind: 'forfeit' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('bet' as const), live: fc.boolean(), amount: fc.integer({ min: 1, max: 12_000 }), round: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('win' as const), amount: fc.integer({ min: 0, max: 30_000 }), round: fc.integer({ min: 0, max: 5 }), close: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), round: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fund' as const), amount: fc.integer({ min: 1, max: 20_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forfeit' as const) }) },
);

let run = 0;
async function play(commands: Command[]) {
  const r = run++;
  const m: TestMember = await loggedInMember(t);
  await fundMember(t, m.id, 10_000n);
  expect((await call(t, promotionJoin, { promotionId: promotion.id }, { token: m.token, ip: m.ip })).statusCode).toBe(200);
  const tokens = { reels: await gameToken(t, m, 'lucky-reels'), live: await gameToken(t, m, 'baccarat') };
  // Each of the 6 round slots: its current vendor round id (a closed one is replaced), its game, its bets.
  const rounds = Array.from({ length: 6 }, (_, i) => ({ id: `p${r}-${i}-0`, n: 0, live: false, bets: [] as string[] }));
  let tx = 0;
  for (const c of commands) {
    // Every step at its own instant: a rollback and a forfeit are told apart by their times.
    t.clock.advance(1);
    if (c.kind === 'bet') {
      const slot = rounds[c.round]!;
      if (slot.bets.length === 0) slot.live = c.live;
      const id = `p${r}-t${tx++}`;
      const res = await vendorCall(t, 'bet', { token: slot.live ? tokens.live : tokens.reels, playerId: String(m.id), transactionId: id, roundId: slot.id, amount: String(c.amount) });
      if (res.statusCode === 200) slot.bets.push(id);
    } else if (c.kind === 'win') {
      const slot = rounds[c.round]!;
      if (slot.bets.length === 0) continue;
      await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `p${r}-t${tx++}`, roundId: slot.id, amount: String(c.amount), endRound: c.close });
      if (c.close) Object.assign(slot, { n: slot.n + 1, id: `p${r}-${c.round}-${slot.n + 1}`, bets: [] });
    } else if (c.kind === 'rollback') {
      const slot = rounds[c.round]!;
      const bet = slot.bets.pop();
      if (bet) await vendorCall(t, 'rollback', { playerId: String(m.id), transactionId: `p${r}-t${tx++}`, referenceTransactionId: bet, roundId: slot.id });
    } else if (c.kind === 'fund') {
      await fundMember(t, m.id, BigInt(c.amount));
    } else {
      const [bonus] = await t.database.db.select().from(memberBonuses).where(eq(memberBonuses.memberId, m.id));
      if (bonus) await call(t, bonusForfeit, { bonusId: bonus.id }, { token: m.token, ip: m.ip });
    }
  }
  // Settle what the subscribers would (their runs are asynchronous): finish the bonus if done, accrue points.
  const [merchant] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
  const services = { db: t.database.db, clock: t.clock, outbox: createOutbox(t.database.db, quiet) };
  await finishForMembers(services, merchant!, [m.id]);
  await accruePoints(services, merchant!, m.id);
  return { m, merchant: merchant! };
}

async function expectSound(m: TestMember, merchant: { id: number }) {
  await expectBonusesSound(t);
  await expectLedgerSound(t);
  expect(await mainOf(t, m.id)).toBeGreaterThanOrEqual(0n);
  const [bonus] = await t.database.db.select().from(memberBonuses).where(eq(memberBonuses.memberId, m.id));
  const moved = await t.database.db
    .select({
      taken: sql<string>`coalesce(sum(${providerTransactions.bonusAmount}) filter (where ${providerTransactions.kind} = 'bet'), 0)::text`,
      given: sql<string>`coalesce(sum(${providerTransactions.bonusAmount}) filter (where ${providerTransactions.kind} = 'win'), 0)::text`,
    })
    .from(providerTransactions)
    .where(and(eq(providerTransactions.memberId, m.id), eq(providerTransactions.applied, true), isNull(providerTransactions.rolledBackAt)));
  const held = await bonusOf(t, m.id);
  if (bonus?.status === 'active') {
    expect(held).toBe(bonus.amount - BigInt(moved[0]!.taken) + BigInt(moved[0]!.given));
  } else {
    expect(held).toBe(0n);
  }
  // Points: level 0 rates, ⌊valid bet × rate / 10,000⌋ per day and category.
  const rows = await memberValidBetByDay(t.database.db, merchant.id, m.id, '2000-01-01', '2100-01-01');
  const expected = rows.reduce((sum, r) => sum + (r.validBet * 1n) / 10_000n, 0n);
  expect(await pointBalanceOf(t.database.db, merchant.id, m.id)).toBe(expected);
}

describe('random play against a bonus', () => {
  it('never lets wagering, bonus money or points diverge from a recomputation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        const { m, merchant } = await play(commands);
        await expectSound(m, merchant);
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
