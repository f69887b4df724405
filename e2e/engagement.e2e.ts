import { sql } from 'drizzle-orm';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, type TStaffDailyReport } from '@wps/contracts';
import { drainTeamQueue } from '../apps/server/src/modules/agent';
import { ApiClient, staffSession, uniqueMember } from './support/api';
import { demoMoney, headerBalance, minorOf } from './support/demo-money';
import { launchBrowser, openPage } from './support/browser';
import { startServer, withoutRegisterCaptcha, type RunningServer } from './support/server';

/**
 * Promotions, bonus money, rebates and points as a member meets them (issue
 * 15, "Done when", the parts built so far), in EN and TY: the member opens the
 * demo brand's 100% Welcome Bonus, reads its terms and joins; makes a first
 * bank deposit that staff approve, and finds the bonus in bonusDetails at 0%;
 * plays Dice in the browser, sees the wagering move, and is refused a bet
 * above the bonus's max bet in the game; the rest of the wagering is played
 * through the signed provider API, and the bonus completes into real money;
 * the rebate of that play is claimed in the reward center (explained line by
 * line, the red badge gone, the balance up); its points buy the ₱60 cash
 * voucher in the points mall behind the payment password. And every demo
 * promotion taken from its card as a new member takes it (issue 29): join,
 * apply with a comment and a screenshot, claim the Free Chip, each card's
 * state after a reload and the chip's bonus money in bonusDetails. Then a
 * member under an agent plays one Mission Free Spins spin in Lucky Reels: the
 * betting record, profit and loss, the agent's team betting and user loss and
 * the console's GGR leave its stake out (issue 29 item 1).
 */
let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let finance: string;
let merchantId: number;
let query: Awaited<ReturnType<typeof demoMoney>>['query'];
let vendor: Awaited<ReturnType<typeof demoMoney>>['vendor'];
let fund: Awaited<ReturnType<typeof demoMoney>>['fund'];

const PASSWORD = 'Secret123';
const PAY = '246810';
/** Deposit ₱300.00: the bonus is ₱300.00, its wagering 10× = ₱3,000.00, its cap 5× = ₱1,500.00; the game sees ₱600.00. */
const DEPOSIT = 30_000n;
/** Two Dice rounds of ₱100.00 in the browser. */
const BROWSER_BET = 10_000n;
/** The rest of the wagering in rounds of the max bet, ₱200.00: 14 × 200.00 + 2 × 100.00 = 3,000.00. */
const MAX_BET = 20_000n;
const SERVER_ROUNDS = 14;
/** After the bonus, one round of ₱47,100.00: valid bet 50,100.00 in all → 501 points (1 per ₱100) and a rebate of 1.2 %. */
const BIG_ROUND = 4_710_000n;

const TEXT = {
  EN: {
    wagering: 'Wager 10× the bonus before it becomes cash',
    maxBet: 'Max bet ₱200.00 while the bonus is active',
    excluded: /^hi-?lo does not count and cannot be played while the bonus is active$/i,
    live: 'Live Casino bets count 20% toward wagering',
    cap: 'At most 5× the bonus becomes cash',
    reward: '100% of your first deposit, up to ₱5,000.00',
    how: 'Join first, then make your first deposit of at least ₱100.00',
    joined: 'Make your first deposit of at least ₱100.00 to receive the reward.',
    progress: (done: string) => `${done} of ₱3,000.00 wagered`,
    refusal: /This bet is above your bonus's max bet of 200\.00\b.*Lower the bet\./,
    completed: 'Completed',
    converted: 'Became cash: ₱300.00',
    slots: 'Slots',
    claimed: '₱601.20 has been added to your main wallet.',
    cashPaid: '₱60.00 has been added to your main wallet.',
    approved: 'Approved',
  },
  TY: {
    wagering: 'I-wager ang 10× ng bonus bago ito maging cash',
    maxBet: 'Pinakamataas na taya ₱200.00 habang aktibo ang bonus',
    excluded: /^Hindi binibilang ang hi-?lo at hindi ito malalaro habang aktibo ang bonus$/i,
    live: 'Ang mga taya sa Live na Casino ay binibilang nang 20% sa wagering',
    cap: 'Hanggang 5× lang ng bonus ang puwedeng maging cash',
    reward: '100% ng iyong unang deposito, hanggang ₱5,000.00',
    how: 'Sumali muna, saka gawin ang iyong unang deposito na hindi bababa sa ₱100.00',
    joined: 'Gawin ang iyong unang deposito na hindi bababa sa ₱100.00 para matanggap ang gantimpala.',
    progress: (done: string) => `${done} sa ₱3,000.00 ang na-wager na`,
    refusal: /Lampas ang tayang ito sa pinakamataas na taya ng iyong bonus na 200\.00\b.*Ibaba ang taya\./,
    completed: 'Natapos',
    converted: 'Naging cash: ₱300.00',
    slots: 'Mga Slot',
    claimed: 'Naidagdag na ang ₱601.20 sa iyong pangunahing wallet.',
    cashPaid: 'Naidagdag na ang ₱60.00 sa iyong pangunahing wallet.',
    approved: 'Naaprubahan',
  },
} as const;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = new ApiClient(server.baseUrl);
  await withoutRegisterCaptcha(server);
  finance = await staffSession(api);
  ({ merchantId, query, vendor, fund } = await demoMoney(server));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A Dice round the studio would report: a bet and an equal win that closes it (the stake counts as valid bet in full). */
async function diceRound(gameToken: string, playerId: number, roundId: string, amount: bigint) {
  await vendor('bet', { token: gameToken, playerId: String(playerId), transactionId: `${roundId}-bet`, roundId, amount: amount.toString() });
  await vendor('win', { playerId: String(playerId), transactionId: `${roundId}-win`, roundId, amount: amount.toString(), endRound: true });
}

async function memberTab(page: Page, tab: string) {
  await page.locator(`[data-testid="member-menu"] [data-menu="${tab}"]`).click();
  await page.waitForURL(new RegExp(`tab=${tab}`));
}

async function diceFrame(page: Page): Promise<Frame> {
  await page.goto(`${server.baseUrl}/rng?vassalage=WPS`);
  const tile = page.getByTestId('game-tile-wps-dice');
  await tile.scrollIntoViewIfNeeded();
  await tile.hover();
  await page.getByTestId('play-wps-dice').click();
  await page.getByTestId('modal-game').waitFor({ state: 'visible' });
  const frame = await (await page.locator('.game-view__iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no game frame');
  await frame.locator('.og-play').first().waitFor({ timeout: 20_000 });
  return frame;
}

async function setBet(frame: Frame, major: string) {
  const input = frame.locator('#og-bet');
  await input.fill(major);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toMatch(new RegExp(`^${major}(\\.00)?$`));
}

describe.each(['EN', 'TY'] as const)('promotions, bonus money, rebates and points in %s', (lang) => {
  const text = TEXT[lang];

  it('joins the welcome bonus, deposits, wagers it to cash, is refused above the max bet, claims the rebate and redeems points', { timeout: 240_000 }, async () => {
    const who = uniqueMember(`eng${lang.toLowerCase()}`);
    const login = await api.register(who.username, PASSWORD, who.mobile);
    const memberId = Number((await query<{ id: number }>(sql`SELECT id FROM members WHERE account = ${who.username} AND merchant_id = ${merchantId}`))[0]!.id);
    const { context, page } = await openPage(browser, `${server.baseUrl}/?token=${login.token}`, { lang });
    try {
      await page.getByTestId('account-name').first().waitFor();

      // 1. Promotions: the welcome bonus, every term before joining, then join.
      await page.locator('a[href="/promotions"]:visible').first().click();
      await page.waitForURL(/\/promotions/);
      const card = page.getByTestId('promotion-card').filter({ hasText: '100% Welcome Bonus' });
      expect(await card.getAttribute('data-state')).toBe('joining');
      await card.getByTestId('promotion-cta').click();
      const details = page.getByTestId('promotion-details');
      await details.waitFor();
      const term = (id: string) => details.locator(`[data-term="${id}"]`).first().textContent();
      expect(await term('wagering')).toBe(text.wagering);
      expect(await term('max-bet')).toBe(text.maxBet);
      expect(await term('game-hilo')).toMatch(text.excluded);
      expect(await term('weight-LIVE')).toBe(text.live);
      expect(await term('cap')).toBe(text.cap);
      expect(await term('reward-percent')).toBe(text.reward);
      expect(await term('how')).toBe(text.how);
      await details.getByTestId('promotion-submit').click();
      const joined = details.getByTestId('promotion-result');
      await expect.poll(() => joined.getAttribute('data-state')).toBe('joined');
      expect(await joined.textContent()).toContain(text.joined);
      await page.keyboard.press('Escape');

      // 2. The first deposit, by bank transfer; staff approve it; the bonus is there at 0 %.
      await page.goto(`${server.baseUrl}/member?tab=depositv2`);
      await page.getByTestId('deposit-channel-BDO').click();
      const form = page.getByTestId('bank-deposit-form');
      await form.locator('input[name="amount"]').fill('300');
      await expect.poll(() => page.getByTestId('deposit-quote-credited').textContent()).toBe('₱300.00');
      await form.locator('input[name="payerName"]').fill('Ana Reyes');
      await form.locator('input[name="reference"]').fill(`BDO-${who.username}`);
      await page.getByTestId('deposit-submit').click();
      const orderNo = (await page.getByTestId('deposit-order-no').textContent())?.trim() ?? '';
      expect(orderNo).toMatch(/^D\d+/);
      const deposits = await api.call<{ list: { id: number; orderNo: string }[] }>('GET', '/wps/staff/deposits?pageSize=100', undefined, finance);
      const deposit = deposits.value?.list.find((d) => d.orderNo === orderNo);
      expect(deposit).toBeDefined();
      expect((await api.call('POST', '/wps/staff/deposits/approve', { id: deposit!.id }, finance)).success).toBe(true);
      await expect.poll(() => headerBalance(page)).toBe(DEPOSIT);
      await expect
        .poll(async () => (await query<{ status: string }>(sql`SELECT status FROM member_bonuses WHERE member_id = ${memberId}`))[0]?.status)
        .toBe('active');
      await memberTab(page, 'bonusDetails');
      const active = page.getByTestId('bonus-active');
      await active.waitFor();
      expect(await active.textContent()).toContain('100% Welcome Bonus');
      expect(await active.getByTestId('bonus-progress-percent').textContent()).toBe('0%');
      expect(await active.getByTestId('bonus-progress-text').textContent()).toBe(text.progress('₱0.00'));
      expect(await active.getByTestId('bonus-balance').textContent()).toBe('₱300.00');
      expect(await active.getByTestId('bonus-max-bet').textContent()).toBe('₱200.00');
      expect(await active.getByTestId('bonus-cap').textContent()).toBe('₱1,500.00');
      expect(await active.getByTestId('bonus-rules').locator('[data-term="game-hilo"]').textContent()).toMatch(text.excluded);

      // 3. Dice in the browser: two rounds of ₱100.00 (real money first), then ₱250.00, above the max bet.
      const frame = await diceFrame(page);
      await expect.poll(async () => minorOf(await frame.getByTestId('balance').textContent())).toBe(DEPOSIT * 2n);
      await setBet(frame, String(BROWSER_BET / 100n));
      const chips = frame.locator('.og-history .og-chip');
      for (let i = 1; i <= 2; i++) {
        await frame.locator('.og-play:not([disabled])').first().click();
        await expect.poll(() => chips.count(), { timeout: 20_000 }).toBe(i);
      }
      await frame.locator('.og-play:not([disabled])').first().waitFor();
      const inGame = minorOf(await frame.getByTestId('balance').textContent());
      await setBet(frame, '250');
      await frame.locator('.og-play:not([disabled])').first().click();
      const toast = frame.locator('.og-toast[role="alert"]');
      await expect.poll(() => toast.textContent()).toMatch(text.refusal);
      // Refused when placed: nothing moved, no round.
      expect(minorOf(await frame.getByTestId('balance').textContent())).toBe(inGame);
      expect(await chips.count()).toBe(2);
      const rounds = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM game_rounds WHERE member_id = ${memberId}`);
      expect(rounds[0]!.n).toBe(2);
      await page.getByTestId('modal-game').getByRole('button', { name: /close|isara/i }).first().click();
      await page.getByTestId('modal-game').waitFor({ state: 'detached' });

      await page.goto(`${server.baseUrl}/member?tab=bonusDetails`);
      await active.waitFor();
      // 2 × ₱100.00 of ₱3,000.00: 6.6 %; the bonus money untouched (real money went first).
      expect(await active.getByTestId('bonus-progress-percent').textContent()).toBe('6.6%');
      expect(await active.getByTestId('bonus-progress-text').textContent()).toBe(text.progress('₱200.00'));
      expect(await active.getByTestId('bonus-balance').textContent()).toBe('₱300.00');

      // 4. The rest of the wagering through the signed provider API; the bonus completes into real money.
      const beforeRest = await headerBalance(page);
      expect(beforeRest).toBe(inGame - DEPOSIT);
      const launched = await api.call<{ token: string }>('POST', '/wps/game/launchGame', { vassalage: 'WPS', gameCode: 'dice' }, login.token);
      const gameToken = launched.value?.token ?? '';
      expect(gameToken).not.toBe('');
      for (let i = 0; i < SERVER_ROUNDS; i++) await diceRound(gameToken, memberId, `e2e-${who.username}-w${i}`, MAX_BET);
      await expect.poll(() => headerBalance(page)).toBe(beforeRest + DEPOSIT);
      await memberTab(page, 'securityCenter');
      await memberTab(page, 'bonusDetails');
      await page.getByTestId('bonus-none-active').waitFor();
      expect(await active.count()).toBe(0);
      const ended = page.getByTestId('bonus-ended').getByTestId('bonus-row');
      expect(await ended.count()).toBe(1);
      expect(await ended.getAttribute('data-status')).toBe('completed');
      expect(await ended.textContent()).toContain(text.completed);
      expect(await ended.textContent()).toContain(text.converted);

      // Then plenty of play without a bonus (no max bet now), for the points mall: valid bet ₱50,100.00 in all.
      await fund(memberId, BIG_ROUND);
      await diceRound(gameToken, memberId, `e2e-${who.username}-big`, BIG_ROUND);
      await expect
        .poll(async () => (await query<{ v: string }>(sql`SELECT coalesce(sum(valid_bet), 0)::text AS v FROM wagers WHERE member_id = ${memberId}`))[0]!.v)
        .toBe('5010000');
      await expect
        .poll(async () => (await query<{ b: string }>(sql`SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE owner_kind = 'member' AND owner_id = ${memberId} AND kind = 'points'`))[0]!.b)
        .toBe('501');

      // 5. The reward center: the rebate card explained (valid bet × rate), claimed; the red count drops by one, the balance grows.
      // Beside it wait the prizes of two demo missions this play completed (the daily check-in and "Bet ₱500 today").
      await page.goto(`${server.baseUrl}/member?tab=rewardCenter`);
      const badge = page.getByTestId('menu-badge-rewardCenter');
      await expect.poll(() => badge.textContent()).toBe('3');
      expect(await page.locator('[data-testid="reward-card"][data-kind="mission"]').count()).toBe(2);
      const rebate = page.locator('[data-testid="reward-card"][data-kind="rebate"]');
      await rebate.waitFor();
      expect(await rebate.getByTestId('reward-amount').textContent()).toBe('₱601.20');
      const lines = rebate.getByTestId('rebate-line');
      expect(await lines.count()).toBe(1);
      const cells = (await lines.first().locator('td').allTextContents()).map((c) => c.trim());
      expect(cells.slice(1)).toEqual([text.slots, '₱50,100.00', '× 1.2%', '= ₱601.20']);
      expect(await rebate.getByTestId('rebate-lines-total').textContent()).toBe('₱601.20');
      const beforeClaim = await headerBalance(page);
      await rebate.getByTestId('reward-claim').click();
      await expect.poll(() => page.getByTestId('reward-claimed-text').textContent()).toBe(text.claimed);
      await expect.poll(() => badge.textContent()).toBe('2');
      await expect.poll(() => rebate.count()).toBe(0);
      await expect.poll(() => headerBalance(page)).toBe(beforeClaim + 60_120n);

      // 6. The payment password, set in the withdraw section; the ₱60 cash voucher for 500 of the 501 points.
      await memberTab(page, 'withdraw');
      const pp = page.getByTestId('payment-password-form');
      await pp.locator('input[name="currentPassword"]').fill(PASSWORD);
      await pp.locator('input[name="newPaymentPassword"]').fill(PAY);
      await pp.locator('input[name="confirmPaymentPassword"]').fill(PAY);
      await page.getByTestId('pp-submit').click();
      await page.getByTestId('message-ok').click();

      await page.locator('a[href="/pointMall"]:visible').first().click();
      await page.waitForURL(/\/pointMall/);
      await expect.poll(() => page.getByTestId('point-balance').textContent()).toBe('501');
      const voucher = page.getByTestId('point-reward').filter({ hasText: '₱60 cash voucher' });
      expect(await voucher.getByTestId('point-reward-points').textContent()).toBe('500');
      const beforeRedeem = await headerBalance(page);
      await voucher.getByTestId('point-reward-redeem').click();
      const redeem = page.getByTestId('redeem-form');
      await redeem.waitFor();
      expect(await redeem.getByTestId('redeem-total').textContent()).toMatch(/^500 /);
      expect(await redeem.getByTestId('redeem-after').textContent()).toMatch(/^1 /);
      await redeem.getByTestId('redeem-password').fill(PAY);
      await redeem.getByTestId('redeem-submit').click();
      const done = page.getByTestId('redeem-success');
      await done.waitFor();
      expect(await done.getByTestId('redeem-status').getAttribute('data-status')).toBe('approved');
      expect(await done.getByTestId('redeem-success-next').textContent()).toBe(text.cashPaid);
      await expect.poll(() => headerBalance(page)).toBe(beforeRedeem + 6_000n);
      await page.getByTestId('redeem-close').click();
      await expect.poll(() => page.getByTestId('point-balance').textContent()).toBe('1');
      await page.getByTestId('points-tab-history').click();
      const row = page.getByTestId('redeem-history').getByTestId('redeem-row');
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getAttribute('data-status')).toBe('approved');
      const rowCells = (await row.locator('td').allTextContents()).map((c) => c.trim());
      expect(rowCells.slice(1, 5)).toEqual(['₱60 cash voucher', '1', '500', text.approved]);
    } finally {
      await context.close();
    }
  });
});

/** A 1×1 PNG: a screenshot for an application. */
const SCREENSHOT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('the demo brand\'s promotions, each taken in the browser', () => {
  it('joins the welcome bonus, Mission Free Spins and Points Back, applies for Big Win Story with a comment and a screenshot, and claims the Free ₱20 Chip', { timeout: 120_000 }, async () => {
    const who = uniqueMember('promo');
    const login = await api.register(who.username, PASSWORD, who.mobile);
    const { context, page } = await openPage(browser, `${server.baseUrl}/promotions?token=${login.token}`);
    try {
      const card = (title: string) => page.getByTestId('promotion-card').filter({ has: page.locator('h2', { hasText: title }) });
      const details = page.getByTestId('promotion-details');
      /** The card's button, then the confirmation (or the application form) in the details; the details say the new state at once. */
      const take = async (title: string, action: 'join' | 'apply' | 'claim', state: string) => {
        const cta = card(title).getByTestId('promotion-cta');
        await expect.poll(() => cta.getAttribute('data-action')).toBe(action);
        await cta.click();
        await details.waitFor();
        if (action === 'apply') {
          await details.getByTestId('application-comment').fill('Lucky Reels paid 120× my bet last night!');
          await details.getByTestId('application-images-input').setInputFiles({ name: 'big-win.png', mimeType: 'image/png', buffer: SCREENSHOT });
          await details.getByTestId('application-image').waitFor();
          await details.getByTestId('application-submit').click();
        } else {
          expect(await details.getByTestId('promotion-submit').getAttribute('data-action')).toBe(action);
          await details.getByTestId('promotion-submit').click();
        }
        // A refusal is said in the details: fail with its words rather than a timeout.
        const answer = details.locator('[data-testid="promotion-result"], [data-testid="promotion-action-error"]').first();
        await answer.waitFor();
        const error = details.getByTestId('promotion-action-error');
        expect((await error.count()) > 0 ? await error.textContent() : null, title).toBeNull();
        expect(await details.getByTestId('promotion-result').getAttribute('data-state')).toBe(state);
        await page.keyboard.press('Escape');
        await details.waitFor({ state: 'detached' });
      };

      await take('100% Welcome Bonus', 'join', 'joined');
      await take('Big Win Story', 'apply', 'in_process');
      // The Free Chip is ready to claim as soon as the page opens (state claim): the claim once sent it to the reward request, refused with 409.
      await take('Free ₱20 Chip', 'claim', 'issued');
      await take('Mission Free Spins', 'join', 'joined');
      await take('Points Back', 'join', 'joined');

      // After a reload each card shows the member's state, with nothing more to do.
      const after = { '100% Welcome Bonus': 'joined', 'Big Win Story': 'in_process', 'Free ₱20 Chip': 'issued', 'Mission Free Spins': 'joined', 'Points Back': 'joined' };
      const states = async () => Object.fromEntries(await Promise.all(Object.keys(after).map(async (title) => [title, await card(title).getAttribute('data-state')])));
      await page.reload();
      await expect.poll(states).toEqual(after);
      expect(await page.getByTestId('promotion-cta').count()).toBe(0);

      // The chip is ₱20.00 of bonus money in bonusDetails.
      await page.goto(`${server.baseUrl}/member?tab=bonusDetails`);
      const active = page.getByTestId('bonus-active');
      await active.waitFor();
      expect(await active.locator('h3').textContent()).toBe('Free ₱20 Chip');
      expect(await active.getByTestId('bonus-balance').textContent()).toBe('₱20.00');
      expect(await active.getByTestId('bonus-max-bet').textContent()).toBe('₱5.00');

      // The first deposit of ₱100.00 brings the welcome bonus, the card says so.
      const made = await api.call<{ id: number }>('POST', '/wps/relay/deposit/bank', { requestId: `e2e-promo-${who.username}`, channelCode: 'BDO', amount: '10000', payerName: 'Ana Reyes', reference: `P-${who.username}` }, login.token);
      expect(made.success).toBe(true);
      expect((await api.call('POST', '/wps/staff/deposits/approve', { id: made.value!.id }, finance)).success).toBe(true);
      await page.goto(`${server.baseUrl}/promotions`);
      await expect.poll(states).toEqual({ ...after, '100% Welcome Bonus': 'issued' });
    } finally {
      await context.close();
    }
  });
});

describe('a free spin is the house\'s stake', () => {
  it('plays a Mission Free Spins spin in Lucky Reels; the member\'s record, P&L, the agent\'s team and the console\'s GGR leave its stake out', { timeout: 180_000 }, async () => {
    // player02 plays under subagent01 (seed).
    const [player] = await query<{ id: number }>(sql`SELECT id FROM members WHERE merchant_id = ${merchantId} AND account = 'player02'`);
    const [brand] = await query<{ gmt_offset_minutes: number }>(sql`SELECT gmt_offset_minutes FROM merchants WHERE id = ${merchantId}`);
    const today = new Date(Date.now() + brand!.gmt_offset_minutes * 60_000).toISOString().slice(0, 10);
    const range = `startDate=${today}&endDate=${today}`;
    const peso = (minor: bigint) => `₱${formatMoney(minor)}`;
    const report = async () => (await api.call<TStaffDailyReport>('GET', `/wps/staff/reports/daily?${range}`, undefined, finance)).value!.totals;
    const consoleBefore = await report();

    // Joined, then the quickest mission: deposit ₱1,000.00 this week. Its completion grants 10 free spins at ₱2.00.
    const login = await api.login('player02', 'Player@123');
    const [promotion] = await query<{ id: number }>(sql`SELECT id FROM promotions WHERE merchant_id = ${merchantId} AND code = 'mission-spins'`);
    expect((await api.call<{ state: string }>('POST', '/wps/relay/MCSFE_signUpPromotionJoin', { promotionId: promotion!.id }, login.token)).value?.state).toBe('joined');
    const made = await api.call<{ id: number }>('POST', '/wps/relay/deposit/bank', { requestId: `e2e-spins-${Date.now()}`, channelCode: 'BDO', amount: '100000', payerName: 'Ana Reyes', reference: 'SPINS-1000' }, login.token);
    expect((await api.call('POST', '/wps/staff/deposits/approve', { id: made.value!.id }, finance)).success).toBe(true);
    await expect
      .poll(async () => (await query<{ left: number }>(sql`SELECT rounds_left AS left FROM free_round_grants WHERE member_id = ${player!.id}`)).map((g) => g.left))
      .toEqual([10]);

    /** What the spin won: real money, the member's. */
    let win = -1n;
    const { context, page } = await openPage(browser, `${server.baseUrl}/member?tab=bonusDetails&token=${login.token}`);
    try {
      // bonusDetails offers them; the game popup plays one at the grant's stake, without charging the balance.
      const grant = page.getByTestId('free-rounds-grant');
      await expect.poll(() => grant.getByTestId('free-rounds-left').textContent()).toBe('10 of 10 spins left');
      expect(await grant.getByTestId('free-rounds-stake').textContent()).toBe('₱2.00 a spin');
      await grant.getByTestId('free-rounds-play').click();
      await page.getByTestId('modal-game').waitFor({ state: 'visible' });
      const frame = await (await page.locator('.game-view__iframe').elementHandle())?.contentFrame();
      if (!frame) throw new Error('no game frame');
      await frame.locator('.lr-spin:not(.is-busy):not([disabled])').waitFor({ timeout: 20_000 });
      expect(await frame.getByTestId('lr-gift-count').textContent()).toBe('10 free spins at 2.00 PHP');
      expect(await frame.getByTestId('lr-bet').textContent()).toBe('2.00');
      const balance = async () => minorOf(await frame.getByTestId('balance').textContent());
      expect(await balance()).toBe(100_000n);
      await frame.locator('.lr-spin').click();
      // The round plays out (a feature's overlays are tapped through).
      await expect
        .poll(
          async () => {
            await frame.locator('.lr-overlay:not(.lr-overlay--loading)').first().click({ timeout: 500 }).catch(() => undefined);
            return frame.getByTestId('lr-gift-count').textContent();
          },
          { timeout: 60_000, interval: 300 },
        )
        .toBe('9 free spins at 2.00 PHP');
      const [round] = await query<{ round_id: string; win: string }>(sql`SELECT round_id, win_total::text AS win FROM game_rounds WHERE member_id = ${player!.id} AND status = 'closed'`);
      win = BigInt(round!.win);
      await expect.poll(balance).toBe(100_000n + win);
      await page.getByTestId('modal-game').getByRole('button', { name: /close|isara/i }).first().click();
      await page.getByTestId('modal-game').waitFor({ state: 'detached' });
      await expect.poll(() => grant.getByTestId('free-rounds-left').textContent()).toBe('9 of 10 spins left');

      // The betting record: the round, not the member's bet; its net is what it won.
      await memberTab(page, 'personalHistoryCopy');
      const row = page.getByTestId(`bet-row-${round!.round_id}`);
      await row.waitFor();
      const cells = (await row.locator('td').allTextContents()).map((c) => c.trim());
      expect(cells.slice(2, 5)).toEqual([peso(0n), peso(win), win > 0n ? `+${peso(win)}` : peso(0n)]);
      expect(cells[1]).toContain('Free spin');
      await page.getByTestId(`bet-open-${round!.round_id}`).click();
      expect(await page.getByTestId('bet-free-spin').textContent()).toContain('₱2.00');
      await page.keyboard.press('Escape');

      // Profit and loss: no stake, the win.
      await memberTab(page, 'personalProfit');
      const summary = page.getByTestId('profit-summary').locator('.bets-card__value');
      await expect.poll(() => summary.allTextContents()).toEqual([peso(0n), peso(win), win > 0n ? `+${peso(win)}` : peso(0n)]);
    } finally {
      await context.close();
    }

    // The agent's team betting and user loss: no stake, no valid bet; the players' profit is the win.
    // User loss reads the team rollups, which the drain job (off here) brings up to date every few seconds.
    await drainTeamQueue(server.database.db, merchantId);
    const agent = (await api.login('subagent01', 'Agent@123')).token;
    const bets = (await api.call<{ list: { stake: string; validBet: string; payout: string }[]; totals: { stake: string; validBet: string } }>('GET', `/wps/agent/team/bets?${range}&pageNo=1&pageSize=20&account=player02`, undefined, agent)).value!;
    expect(bets.list.map((b) => [b.stake, b.validBet, b.payout])).toEqual([['0', '0', win.toString()]]);
    const loss = (await api.call<{ list: { account: string; stake: string; validBet: string; playersPnl: string }[] }>('GET', `/wps/agent/team/loss?${range}&pageNo=1&pageSize=20`, undefined, agent)).value!;
    expect(loss.list.filter((l) => l.account === 'player02').map((l) => [l.stake, l.validBet, l.playersPnl])).toEqual([['0', '0', win.toString()]]);

    // The console's GGR (stake − payout): the house paid the win, and no stake came in.
    const consoleAfter = await report();
    expect(BigInt(consoleAfter.stake) - BigInt(consoleBefore.stake)).toBe(0n);
    expect(BigInt(consoleAfter.ggr) - BigInt(consoleBefore.ggr)).toBe(-win);
  });
});
