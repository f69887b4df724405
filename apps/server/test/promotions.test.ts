import {
  bonusDetails,
  bonusForfeit,
  bonusHistory,
  changeBankAccount,
  promotionJoin,
  promotionList,
  promotionRaffleClaim,
  promotionRequestReward,
  promotionStandings,
  setPaymentPassword,
  staffApproveDeposit,
  staffPromotionClaims,
  staffPromotionCreate,
  staffPromotionDecide,
  staffPromotionImage,
  staffPromotions,
  staffPromotionUpdate,
  withdraw,
  withdrawInfo,
  type TBonus,
  type TPromotion,
  type TPromotionStanding,
  type TStaffPromotion,
  type TStaffPromotionInput,
} from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, memberBonuses, merchants, promotionClaims, promotionDeposits } from '../src/db/schema';
import { seedGameCatalog } from '../src/db/seed/games';
import { seedStudioTables } from '../src/studio/tables/catalog';
import { STUDIO_GAMES } from '../src/db/seed/games-catalog';
import { expireDue } from '../src/modules/promotions';
import { createOutbox } from '../src/modules/outbox';
import { call, envelope } from './support/accounts';
import { createBankDeposit, pngUpload } from './support/deposits';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { expectLedgerSound, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';
import { expectBonusesSound, mainOf, bonusOf } from './support/promotions';

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

let codeCounter = 0;
const DAY = 86_400_000;
/** A first-deposit 100 % bonus up to 5,000.00, 10× wagering, max bet 200.00, live 20 %, hi-lo excluded, at most 5× converted. */
const welcome = (over: Partial<TStaffPromotionInput> = {}): TStaffPromotionInput => ({
  code: `welcome-${codeCounter++}`,
  category: 'welcome',
  title: { EN: '100% welcome bonus', TY: '100% welcome bonus sa unang deposito' },
  summary: { EN: 'Double your first deposit', TY: 'Doblehin ang unang deposito' },
  terms: { EN: 'Bonus money is spent after your own money.', TY: 'Ginagamit ang bonus pagkatapos ng sarili mong pera.' },
  bannerUrl: null,
  startsAt: t.clock.now().getTime() - DAY,
  endsAt: null,
  trigger: { kind: 'nth_deposit', depositNth: 1, minDeposit: '10000' },
  reward: {
    kind: 'bonus',
    fixedAmount: '0',
    percentBps: 10_000,
    maxAmount: '500000',
    wageringMultiplier: 10,
    maxBet: '20000',
    categoryWeights: { LIVE: 20 },
    gameWeights: { hilo: 0 },
    expiryDays: 14,
    conversionCapMultiplier: 5,
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
const createPromotion = async (input: TStaffPromotionInput) => ok<TStaffPromotion>(await call(t, staffPromotionCreate, input, { token: await staffToken(t, 'admin01') }));

async function depositApproved(m: TestMember, amount: string) {
  const deposit = await createBankDeposit(t, m, { amount });
  ok(await call(t, staffApproveDeposit, { id: deposit.id }, { token: await staffToken(t, 'finance01') }));
  // The promotions subscriber runs after the approval's commit: the deposit is counted then.
  await expect
    .poll(async () => (await t.database.db.select().from(promotionDeposits).where(eq(promotionDeposits.depositId, deposit.id))).length, { timeout: 10_000 })
    .toBe(1);
}

const bonusRow = async (memberId: number) => {
  const [row] = await t.database.db
    .select()
    .from(memberBonuses)
    .where(and(eq(memberBonuses.merchantId, t.merchantId), eq(memberBonuses.memberId, memberId)));
  return row;
};
const gameBalance = async (m: TestMember) => BigInt(valueOf(await vendorCall(t, 'balance', { playerId: String(m.id) })).balance as string);

let txCounter = 0;
const bet = (m: TestMember, token: string, roundId: string, amount: string) =>
  vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `b${txCounter++}-${roundId}`, roundId, amount });
const win = (m: TestMember, roundId: string, amount: string, endRound = true) =>
  vendorCall(t, 'win', { playerId: String(m.id), transactionId: `w${txCounter++}-${roundId}`, roundId, amount, endRound });

/** A member who joined `promotionId` and made a first deposit of 1,000.00 (bonus 1,000.00 active). */
async function bonusHolder(promotionId: number, deposit = '100000') {
  const m = await loggedInMember(t);
  ok(await call(t, promotionJoin, { promotionId }, { token: m.token, ip: m.ip }));
  await depositApproved(m, deposit);
  await expect.poll(async () => (await bonusRow(m.id))?.status, { timeout: 10_000 }).toBe('active');
  return m;
}

describe('promotions, as members see and take them', () => {
  let promotion: TStaffPromotion;
  beforeAll(async () => {
    promotion = await createPromotion(welcome());
  });

  it('lists every term before joining, for visitors too, and the member\'s standing', async () => {
    const { list } = ok<{ list: TPromotion[] }>(await call(t, promotionList, undefined, { query: 'language=TY' }));
    const shown = list.find((p) => p.id === promotion.id)!;
    expect(shown).toMatchObject({
      title: '100% welcome bonus sa unang deposito',
      trigger: { kind: 'nth_deposit', depositNth: 1 },
      reward: { percentBps: 10_000, maxAmount: '500000', wageringMultiplier: 10, maxBet: '20000', gameWeights: { hilo: 0 } },
      needsCode: false,
      exhausted: false,
      // The terms name games by their names, not their codes.
      gameNames: { hilo: 'Hi-Lo' },
    });
    const m = await loggedInMember(t);
    const standing = ok<{ list: { promotionId: number; state: string }[] }>(await call(t, promotionStandings, undefined, { token: m.token, ip: m.ip }));
    expect(standing.list.find((s) => s.promotionId === promotion.id)?.state).toBe('joining');
  });

  it('issues the bonus on the first deposit after joining, and a game sees real plus bonus money', async () => {
    const m = await bonusHolder(promotion.id, '150000');
    const bonus = (await bonusRow(m.id))!;
    expect(bonus).toMatchObject({ amount: 150_000n, wageringRequired: 1_500_000n, wageringLeft: 1_500_000n, maxBet: 20_000n, conversionCap: 750_000n });
    expect(await gameBalance(m)).toBe(150_000n + 150_000n);
    const standing = ok<{ list: { promotionId: number; state: string; amount: string | null }[] }>(await call(t, promotionStandings, undefined, { token: m.token, ip: m.ip }));
    expect(standing.list.find((s) => s.promotionId === promotion.id)).toMatchObject({ state: 'issued', amount: '150000' });
    // Joining again is refused; a second deposit earns nothing more.
    refused(await call(t, promotionJoin, { promotionId: promotion.id }, { token: m.token, ip: m.ip }), 409, 'promotion_already_claimed');
    await depositApproved(m, '100000');
    expect((await t.database.db.select().from(memberBonuses).where(eq(memberBonuses.memberId, m.id))).length).toBe(1);
    await expectLedgerSound(t);
  });

  it('refuses a member who already made the deposit the promotion is for', async () => {
    const m = await loggedInMember(t);
    await depositApproved(m, '100000');
    refused(await call(t, promotionJoin, { promotionId: promotion.id }, { token: m.token, ip: m.ip }), 403, 'promotion_not_eligible');
  });

  it('refuses bets above the max bet and on excluded games when they are placed, moving nothing', async () => {
    const m = await bonusHolder(promotion.id);
    const reels = await gameToken(t, m, 'lucky-reels');
    const before = await gameBalance(m);
    const tooBig = await bet(m, reels, `mb-${m.id}`, '20001');
    refused(tooBig, 400, 'bonus_max_bet');
    expect(envelope(tooBig).message).toContain('200.00');
    expect(valueOf(tooBig).max).toBe('20000');
    // The round's bets together: 150.00 then 60.00 goes past 200.00.
    expect((await bet(m, reels, `mb2-${m.id}`, '15000')).statusCode).toBe(200);
    refused(await bet(m, reels, `mb2-${m.id}`, '6000'), 400, 'bonus_max_bet');
    const hilo = await gameToken(t, m, 'hilo');
    refused(await bet(m, hilo, `ex-${m.id}`, '1000'), 400, 'bonus_game_excluded');
    expect(await gameBalance(m)).toBe(before - 15_000n);
    await expectBonusesSound(t);
  });

  it("the studio's games answer a bonus's refusal as a 200 envelope (no browser console error) and open only the game a token is for", async () => {
    const m = await bonusHolder(promotion.id);
    const before = await gameBalance(m);
    const wagering = (await bonusRow(m.id))!.wageringLeft;
    const studio = (game: string, path: string, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/studio/${game}/api/${path}`, headers: { host: t.host, 'content-type': 'application/json' }, payload: JSON.stringify({ mode: 'real', ...body }) });
    const expectRefusal = (res: LightMyRequestResponse, code: string) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(envelope(res)).toMatchObject({ success: false, code });
    };
    const roundOf = async (game: string) => (envelope(await studio(game, 'session', { mode: 'fun' })).value as { round: { roundId: string } }).round.roundId;
    await seedStudioTables(t.database.db, t.clock.now());
    await t.app.studioTables.tick();
    await t.app.studioCrash.tick();

    const dice = await studio('dice', 'bet', { token: await gameToken(t, m, 'dice'), clientRoundId: `dice${m.id}`.padEnd(10, '0'), bet: '20001', params: { target: 5000, direction: 'over' } });
    expectRefusal(dice, 'bonus_max_bet');
    expect(valueOf(dice).max).toBe('20000');
    const hilo = await gameToken(t, m, 'hilo');
    expectRefusal(await studio('hilo', 'bet', { token: hilo, clientRoundId: `hilo${m.id}`.padEnd(10, '0'), bet: '1000', params: {} }), 'bonus_game_excluded');
    const baccarat = { token: await gameToken(t, m, 'baccarat'), roundId: await roundOf('baccarat'), clientBetId: `bac${m.id}`.padEnd(10, '0') };
    expectRefusal(await studio('baccarat', 'bet', { ...baccarat, chips: [{ spot: 'banker', amount: '20001' }] }), 'bonus_max_bet');
    expectRefusal(await studio('crash', 'bet', { token: await gameToken(t, m, 'crash'), roundId: await roundOf('crash'), bet: '20001' }), 'bonus_max_bet');
    // Malformed input keeps its 4xx.
    expect((await studio('baccarat', 'bet', { ...baccarat, chips: [{ spot: 'nowhere', amount: '100' }] })).statusCode).toBe(400);

    // Another game's token does not play Hi-Lo under that game's name: the exclusion holds, and so does a switch-off.
    const reels = await gameToken(t, m, 'lucky-reels');
    const asReels = () => studio('hilo', 'bet', { token: reels, clientRoundId: `reel${m.id}`.padEnd(10, '0'), bet: '1000', params: {} });
    refused(await asReels(), 403, 'game_token_other_game');
    const hiloGame = and(eq(games.merchantId, t.merchantId), eq(games.vassalage, 'WPS'), eq(games.gameCode, 'hilo'));
    await t.database.db.update(games).set({ enabled: false }).where(hiloGame);
    try {
      await expect(gameToken(t, m, 'hilo')).rejects.toThrow(/launch failed: 404/);
      refused(await asReels(), 403, 'game_token_other_game');
    } finally {
      await t.database.db.update(games).set({ enabled: true }).where(hiloGame);
    }
    expect(await gameBalance(m)).toBe(before);
    expect((await bonusRow(m.id))!.wageringLeft).toBe(wagering);

    // Lucky Reels' largest spin is 100.00: a bonus whose max bet is 50.00 refuses it.
    const small = await createPromotion(welcome({ reward: { ...welcome().reward, maxBet: '5000' } }));
    const n = await bonusHolder(small.id);
    const spin = await studio('lucky-reels', 'spin', { token: await gameToken(t, n, 'lucky-reels'), bet: '10000', clientSpinId: `spin${n.id}`.padEnd(10, '0') });
    expectRefusal(spin, 'bonus_max_bet');
    expect(valueOf(spin).max).toBe('5000');
    await expectBonusesSound(t);
  });

  it('spends real money first, counts each stake by its weight, and pays a win back in the stake\'s proportions', async () => {
    const m = await bonusHolder(promotion.id, '100000');
    const reels = await gameToken(t, m, 'lucky-reels');
    const live = await gameToken(t, m, 'baccarat');
    // 1,000.00 real + 1,000.00 bonus. Five rounds of 200.00 spend the real money.
    for (let i = 0; i < 5; i++) {
      expect((await bet(m, reels, `r${i}-${m.id}`, '20000')).statusCode).toBe(200);
      expect((await win(m, `r${i}-${m.id}`, '0')).statusCode).toBe(200);
    }
    expect(await mainOf(t, m.id)).toBe(0n);
    expect(await bonusOf(t, m.id)).toBe(100_000n);
    expect((await bonusRow(m.id))!.wageringLeft).toBe(1_000_000n - 100_000n);
    // Now bonus money: a live bet counts 20 %.
    expect((await bet(m, live, `l-${m.id}`, '10000')).statusCode).toBe(200);
    expect((await bonusRow(m.id))!.wageringLeft).toBe(900_000n - 2_000n);
    // Its win goes back to the bonus (it was all bonus money).
    expect((await win(m, `l-${m.id}`, '19500')).statusCode).toBe(200);
    expect(await bonusOf(t, m.id)).toBe(100_000n - 10_000n + 19_500n);
    expect(await mainOf(t, m.id)).toBe(0n);
    await expectBonusesSound(t);
    await expectLedgerSound(t);
  });

  it('undoes a rolled-back bet\'s wagering and returns its bonus part to the bonus', async () => {
    const m = await bonusHolder(promotion.id, '100000');
    const reels = await gameToken(t, m, 'lucky-reels');
    // Spend the real money down to 50.00, then a 200.00 bet takes 50.00 real and 150.00 bonus.
    for (let i = 0; i < 4; i++) {
      await bet(m, reels, `d${i}-${m.id}`, '20000');
      await win(m, `d${i}-${m.id}`, '0');
    }
    await bet(m, reels, `d4-${m.id}`, '15000');
    await win(m, `d4-${m.id}`, '0');
    expect(await mainOf(t, m.id)).toBe(5_000n);
    const left = (await bonusRow(m.id))!.wageringLeft;
    const txid = `split-${m.id}`;
    expect((await vendorCall(t, 'bet', { token: reels, playerId: String(m.id), transactionId: txid, roundId: `s-${m.id}`, amount: '20000' })).statusCode).toBe(200);
    expect(await mainOf(t, m.id)).toBe(0n);
    expect(await bonusOf(t, m.id)).toBe(100_000n - 15_000n);
    expect((await bonusRow(m.id))!.wageringLeft).toBe(left - 20_000n);
    const rb = await vendorCall(t, 'rollback', { playerId: String(m.id), transactionId: `rb-${m.id}`, referenceTransactionId: txid, roundId: `s-${m.id}` });
    expect(rb.statusCode, rb.body).toBe(200);
    expect(await mainOf(t, m.id)).toBe(5_000n);
    expect(await bonusOf(t, m.id)).toBe(100_000n);
    expect((await bonusRow(m.id))!.wageringLeft).toBe(left);
    await expectBonusesSound(t);
    await expectLedgerSound(t);
  });

  it('converts the bonus to real money when wagering is met, up to the cap, once its last round settles', async () => {
    const p = await createPromotion(welcome({ reward: { ...welcome().reward, wageringMultiplier: 2, maxBet: '0', conversionCapMultiplier: 1 } }));
    const m = await bonusHolder(p.id, '100000');
    const reels = await gameToken(t, m, 'lucky-reels');
    // 1,000.00 real spent (it counts too), then 1,000.00 of bonus staked and won back as 3,000.00: wagering (2,000.00) met.
    await bet(m, reels, `c1-${m.id}`, '100000');
    await win(m, `c1-${m.id}`, '0');
    await bet(m, reels, `c2-${m.id}`, '100000');
    expect((await bonusRow(m.id))!.wageringLeft).toBe(0n);
    // Still open: nothing converts yet.
    expect((await bonusRow(m.id))!.status).toBe('active');
    await win(m, `c2-${m.id}`, '300000');
    await expect.poll(async () => (await bonusRow(m.id))?.status, { timeout: 10_000 }).toBe('completed');
    const done = (await bonusRow(m.id))!;
    // Capped at 1× the bonus: 1,000.00 real, 2,000.00 back to the house.
    expect(done).toMatchObject({ converted: 100_000n, forfeited: 200_000n });
    expect(await mainOf(t, m.id)).toBe(100_000n);
    expect(await bonusOf(t, m.id)).toBe(0n);
    const history = ok<{ list: { kind: string }[] }>(await call(t, bonusHistory, undefined, { token: m.token, ip: m.ip, query: 'pageNo=1&pageSize=50' }));
    expect(history.list.map((e) => e.kind)).toEqual(expect.arrayContaining(['issued', 'activated', 'wagered', 'completed', 'converted', 'forfeited']));
    await expectBonusesSound(t);
    await expectLedgerSound(t);
  });

  it('ends as lost when the bonus money is gone', async () => {
    const m = await bonusHolder(promotion.id, '100000');
    const reels = await gameToken(t, m, 'lucky-reels');
    for (let i = 0; i < 10; i++) {
      expect((await bet(m, reels, `x${i}-${m.id}`, '20000')).statusCode).toBe(200);
      await win(m, `x${i}-${m.id}`, '0');
    }
    await expect.poll(async () => (await bonusRow(m.id))?.status, { timeout: 10_000 }).toBe('lost');
    refused(await bet(m, reels, `x-${m.id}`, '100'), 400, 'insufficient_funds');
  });

  it('forfeits on a withdrawal only once the member confirms, and shows the bonus first', async () => {
    const m = await bonusHolder(promotion.id, '100000');
    ok(await call(t, setPaymentPassword, { currentPassword: m.password, newPaymentPassword: '246810', confirmPaymentPassword: '246810' }, { token: m.token, ip: m.ip }));
    const accounts = ok<{ id: number }[]>(
      await call(t, changeBankAccount, { action: 'add', bankName: 'BDO Unibank', payeeName: 'Juan Dela Cruz', accountNumber: `00${m.id}1234567`, paymentPassword: '246810' }, { token: m.token, ip: m.ip }),
    );
    const info = ok<{ activeBonus: { balance: string; wageringLeft: string } | null; turnoverRemaining: string }>(await call(t, withdrawInfo, undefined, { token: m.token, ip: m.ip }));
    expect(info.activeBonus).toMatchObject({ balance: '100000', wageringLeft: '1000000' });
    expect(info.turnoverRemaining).toBe('0'); // real money is never held back: the bonus is forfeited instead
    const body = { requestId: `wd-${m.id}-aaaa`, bankAccountId: accounts[0]!.id, amount: '50000', paymentPassword: '246810' };
    refused(await call(t, withdraw, body, { token: m.token, ip: m.ip }), 409, 'bonus_forfeit_required');
    expect(await bonusOf(t, m.id)).toBe(100_000n);
    ok(await call(t, withdraw, { ...body, forfeitBonus: true }, { token: m.token, ip: m.ip }));
    expect((await bonusRow(m.id))!).toMatchObject({ status: 'forfeited', forfeited: 100_000n });
    expect(await bonusOf(t, m.id)).toBe(0n);
    expect(await mainOf(t, m.id)).toBe(50_000n);
    await expectLedgerSound(t);
  });

  it('lets a member forfeit a bonus from bonusDetails, and the next queued one becomes active', async () => {
    const cash = await createPromotion(welcome({ trigger: { kind: 'sign_up', depositNth: null, minDeposit: '0' }, reward: { ...welcome().reward, fixedAmount: '5000', percentBps: 0 } }));
    const m = await bonusHolder(promotion.id, '100000');
    ok(await call(t, promotionJoin, { promotionId: cash.id }, { token: m.token, ip: m.ip }));
    const details = ok<{ bonuses: TBonus[] }>(await call(t, bonusDetails, undefined, { token: m.token, ip: m.ip }));
    expect(details.bonuses.map((b) => b.status)).toEqual(['active', 'queued']);
    expect(details.bonuses[0]).toMatchObject({ balance: '100000', wageringRequired: '1000000', wageringDone: '0' });
    const ended = ok<TBonus>(await call(t, bonusForfeit, { bonusId: details.bonuses[0]!.id }, { token: m.token, ip: m.ip }));
    expect(ended.status).toBe('forfeited');
    const after = ok<{ bonuses: TBonus[] }>(await call(t, bonusDetails, undefined, { token: m.token, ip: m.ip }));
    expect(after.bonuses[0]).toMatchObject({ status: 'active', balance: '5000' });
    // Someone else's bonus is not theirs to forfeit.
    const other = await loggedInMember(t);
    refused(await call(t, bonusForfeit, { bonusId: after.bonuses[0]!.id }, { token: other.token, ip: other.ip }), 404, 'not_found');
    await expectLedgerSound(t);
  });

  it('expires an unmet bonus after its days, taking back only bonus money', async () => {
    const m = await bonusHolder(promotion.id, '100000');
    t.clock.advance(15 * DAY);
    const quiet = { error: () => undefined, warn: () => undefined };
    expect((await expireDue({ db: t.database.db, clock: t.clock, outbox: createOutbox(t.database.db, quiet) })).expired).toBeGreaterThanOrEqual(1);
    expect((await bonusRow(m.id))?.status).toBe('expired');
    expect(await bonusOf(t, m.id)).toBe(0n);
    expect(await mainOf(t, m.id)).toBe(100_000n);
    await expectLedgerSound(t);
  });
});

describe('limits, codes, claims and reviews', () => {
  it('keeps the receiver cap and the budget, giving what is left of a nearly spent budget', async () => {
    const p = await createPromotion(
      welcome({ trigger: { kind: 'sign_up', depositNth: null, minDeposit: '0' }, reward: { ...welcome().reward, kind: 'cash', fixedAmount: '3000', percentBps: 0 }, budgetTotal: '5000' }),
    );
    const a = await loggedInMember(t);
    const b = await loggedInMember(t);
    const c = await loggedInMember(t);
    ok(await call(t, promotionJoin, { promotionId: p.id }, { token: a.token, ip: a.ip }));
    const second = ok<{ state: string; amount: string }>(await call(t, promotionJoin, { promotionId: p.id }, { token: b.token, ip: b.ip }));
    expect(second).toMatchObject({ state: 'issued', amount: '2000' });
    refused(await call(t, promotionJoin, { promotionId: p.id }, { token: c.token, ip: c.ip }), 409, 'promotion_closed');
    expect(await mainOf(t, a.id)).toBe(3_000n);
    expect(await mainOf(t, b.id)).toBe(2_000n);
    const list = ok<{ list: TStaffPromotion[] }>(await call(t, staffPromotions, undefined, { token: await staffToken(t, 'admin01') }));
    expect(list.list.find((x) => x.id === p.id)).toMatchObject({ budgetUsed: '5000', receivers: 2, cashIssued: '5000' });
    await expectLedgerSound(t);
  });

  it('needs the right code, and one claim per device', async () => {
    const p = await createPromotion(
      welcome({ trigger: { kind: 'promo_code', depositNth: null, minDeposit: '0' }, promoCode: 'LUCKY77', onePerIdentity: true, reward: { ...welcome().reward, kind: 'cash', fixedAmount: '1000', percentBps: 0 } }),
    );
    const a = await loggedInMember(t);
    refused(await call(t, promotionJoin, { promotionId: p.id, promoCode: 'WRONG' }, { token: a.token, ip: a.ip }), 400, 'promotion_code_invalid');
    ok(await call(t, promotionJoin, { promotionId: p.id, promoCode: 'lucky77', deviceId: 'device-aaaaaaaa' }, { token: a.token, ip: a.ip }));
    const b = await loggedInMember(t);
    refused(await call(t, promotionJoin, { promotionId: p.id, promoCode: 'LUCKY77', deviceId: 'device-aaaaaaaa' }, { token: b.token, ip: b.ip }), 409, 'promotion_already_claimed');
    // Nothing of b's refused claim was kept.
    expect(await t.database.db.select().from(promotionClaims).where(and(eq(promotionClaims.promotionId, p.id), eq(promotionClaims.memberId, b.id)))).toHaveLength(0);
    expect(await mainOf(t, b.id)).toBe(0n);
  });

  it('holds a reward above the auto-approve threshold for staff, budget kept aside', async () => {
    const p = await createPromotion(
      welcome({ trigger: { kind: 'manual_claim', depositNth: null, minDeposit: '0' }, reward: { ...welcome().reward, kind: 'cash', fixedAmount: '8000', percentBps: 0 }, autoApproveMax: '5000', budgetTotal: '100000' }),
    );
    const m = await loggedInMember(t);
    expect(ok<{ state: string }>(await call(t, promotionRaffleClaim, { promotionId: p.id }, { token: m.token, ip: m.ip })).state).toBe('in_process');
    expect(await mainOf(t, m.id)).toBe(0n);
    const queue = ok<{ list: { id: number; memberId: number; amount: string }[] }>(await call(t, staffPromotionClaims, undefined, { token: await staffToken(t, 'admin01'), query: `pageNo=1&pageSize=20&status=in_process&promotionId=${p.id}` }));
    const claim = queue.list.find((c) => c.memberId === m.id)!;
    expect(claim.amount).toBe('8000');
    ok(await call(t, staffPromotionDecide, { id: claim.id, approve: true, reason: 'Checked' }, { token: await staffToken(t, 'admin01') }));
    expect(await mainOf(t, m.id)).toBe(8_000n);
    refused(await call(t, staffPromotionDecide, { id: claim.id, approve: true, reason: 'Again' }, { token: await staffToken(t, 'admin01') }), 409, 'invalid_state');
    // Finance may look but not decide.
    refused(await call(t, staffPromotionDecide, { id: claim.id, approve: false, reason: 'x' }, { token: await staffToken(t, 'finance01') }), 403, 'forbidden');
  });

  it('takes an application with a comment and images, and staff approve it with its reward', async () => {
    const p = await createPromotion(
      welcome({ trigger: { kind: 'application', depositNth: null, minDeposit: '0' }, reward: { ...welcome().reward, kind: 'bonus', fixedAmount: '0', percentBps: 0, maxAmount: '20000' } }),
    );
    const m = await loggedInMember(t);
    refused(await call(t, promotionRequestReward, { promotionId: p.id, comment: 'x'.repeat(141) }, { token: m.token, ip: m.ip }), 400, 'validation_error');
    refused(await call(t, promotionRequestReward, { promotionId: p.id, images: [{ mime: 'image/png', data: Buffer.from('GIF89a....').toString('base64') }] }, { token: m.token, ip: m.ip }), 400, 'image_invalid');
    expect(ok<{ state: string }>(await call(t, promotionRequestReward, { promotionId: p.id, comment: 'My big win on Lucky Reels', images: [pngUpload()] }, { token: m.token, ip: m.ip })).state).toBe('in_process');
    const queue = ok<{ list: { id: number; memberId: number; comment: string; imageIds: number[] }[] }>(
      await call(t, staffPromotionClaims, undefined, { token: await staffToken(t, 'admin01'), query: `pageNo=1&pageSize=20&promotionId=${p.id}` }),
    );
    const claim = queue.list.find((c) => c.memberId === m.id)!;
    expect(claim.comment).toBe('My big win on Lucky Reels');
    const image = ok<{ mime: string; data: string }>(await call(t, staffPromotionImage, undefined, { token: await staffToken(t, 'admin01'), query: `id=${claim.imageIds[0]}` }));
    expect(image.mime).toBe('image/png');
    refused(await call(t, staffPromotionDecide, { id: claim.id, approve: true, amount: '20001', reason: 'Too much' }, { token: await staffToken(t, 'admin01') }), 400, 'amount_out_of_range');
    ok(await call(t, staffPromotionDecide, { id: claim.id, approve: true, amount: '15000', reason: 'Screenshot verified' }, { token: await staffToken(t, 'admin01') }));
    expect((await bonusRow(m.id))!).toMatchObject({ status: 'active', amount: 15_000n });
  });

  it('keeps an issued bonus\'s terms when the promotion is changed later, and audits the change', async () => {
    const p = await createPromotion(welcome());
    const m = await bonusHolder(p.id, '100000');
    const { id: _id, budgetUsed: _b, receivers: _r, pending: _p, converted: _c, forfeited: _f, cashIssued: _ci, createdAt: _ca, updatedAt: _u, ...input } = p;
    refused(await call(t, staffPromotionUpdate, { ...input, id: p.id, reason: '' }, { token: await staffToken(t, 'admin01') }), 400, 'validation_error');
    ok(await call(t, staffPromotionUpdate, { ...input, id: p.id, reward: { ...input.reward, maxBet: '100' }, reason: 'Lower max bet' }, { token: await staffToken(t, 'admin01') }));
    expect((await bonusRow(m.id))!.maxBet).toBe(20_000n);
  });
});

describe('the demo brand\'s promotions, taken as the site takes them', () => {
  // The seed dates the demo promotions from the real time of seeding.
  let before: Date;
  beforeAll(() => {
    before = t.clock.now();
    t.clock.set(new Date());
  });
  afterAll(() => t.clock.set(before));

  it('takes every promotion the demo advertises by the call its state offers: join, apply, or claim', async () => {
    const [row] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const demo: WalletTestApp = { ...t, host: 'localhost', merchantId: row!.id, code: row!.code, currency: row!.currency };
    const m = await loggedInMember(demo);
    const as = { token: m.token, ip: m.ip, host: demo.host };
    const list = ok<{ list: TPromotion[] }>(await call(demo, promotionList, undefined, as)).list;
    const byCode = new Map(list.map((p) => [p.code, p]));
    const codes = ['welcome-100', 'big-win-story', 'free-chip', 'mission-spins', 'points-back'];
    expect(codes.filter((c) => !byCode.has(c))).toEqual([]);
    const states = new Map(ok<{ list: TPromotionStanding[] }>(await call(demo, promotionStandings, undefined, as)).list.map((s) => [s.promotionId, s.state]));
    // The site's button for each state (web promotion-state.ts): applying applies, claim claims (MCS2_claimRafflePromotion), joining joins.
    const take = (p: TPromotion) => {
      const state = states.get(p.id);
      if (state === 'applying') return call(demo, promotionRequestReward, { promotionId: p.id, comment: 'My big win on Lucky Reels', images: [pngUpload()] }, as);
      if (state === 'claim') return call(demo, promotionRaffleClaim, { promotionId: p.id, deviceId: 'device-demo-0001' }, as);
      expect(state, p.code).toBe('joining');
      return call(demo, promotionJoin, { promotionId: p.id, deviceId: 'device-demo-0001' }, as);
    };
    const taken: Record<string, string> = {};
    for (const code of codes) taken[code] = ok<TPromotionStanding>(await take(byCode.get(code)!)).state;
    expect(taken).toEqual({ 'welcome-100': 'joined', 'big-win-story': 'in_process', 'free-chip': 'issued', 'mission-spins': 'joined', 'points-back': 'joined' });
    // The free chip is ₱20.00 of bonus money, and the list says so after a refresh.
    expect(await bonusOf(demo, m.id)).toBe(2_000n);
    const after = new Map(ok<{ list: TPromotionStanding[] }>(await call(demo, promotionStandings, undefined, as)).list.map((s) => [s.promotionId, s.state]));
    expect(after.get(byCode.get('free-chip')!.id)).toBe('issued');
    // The welcome bonus follows the first deposit.
    const deposit = await createBankDeposit(demo, m, { amount: '100000' });
    ok(await call(demo, staffApproveDeposit, { id: deposit.id }, { token: await staffToken(demo, 'finance01'), host: demo.host }));
    await expect
      .poll(async () => new Map(ok<{ list: TPromotionStanding[] }>(await call(demo, promotionStandings, undefined, as)).list.map((s) => [s.promotionId, s.state])).get(byCode.get('welcome-100')!.id), {
        timeout: 10_000,
      })
      .toBe('issued');
  });
});
