import { sql } from 'drizzle-orm';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDue } from '../apps/server/src/modules/agent';
import { createOutbox } from '../apps/server/src/modules/outbox';
import { memberMainAccount, paymentChannelAccount, postTransaction } from '../apps/server/src/modules/ledger/ledger.service';
import { ApiClient, staffSession, uniqueMember } from './support/api';
import { launchBrowser, openPage } from './support/browser';
import { waitForCode } from './support/outbox';
import { startServer, withoutRegisterCaptcha, type RunningServer } from './support/server';

/**
 * The agent system as agents use it (issue 14, "Done when"), in EN and TY:
 * the brand offers a top agent a daily salary, which it accepts in the
 * contract popup; the agent opens a sub-agent in registerCenter, and a player
 * registers through the sub-agent's invite link; money goes down by
 * transfers; the agent offers the sub-agent a contract within its own terms,
 * accepted in the popup at the sub-agent's first sign-in (after the forced
 * password change); the player plays; the settlement job runs on a clock a
 * day ahead; both agents' bills explain themselves and the money is in both
 * ledgers; a raise of the top agent's rate ends the sub-agent's lower-rate
 * contract; every agent-center screen shows the real figures.
 */
let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let admin: string;
let merchantId: number;

const PASSWORD = 'Secret123';
const PAY = '246810';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = new ApiClient(server.baseUrl);
  await withoutRegisterCaptcha(server);
  admin = await staffSession(api, 'admin01', 'Admin@123');
  merchantId = Number(rowsOf<{ id: number }>(await server.database.db.execute(sql`SELECT id FROM merchants WHERE code = 'demo'`))[0]!.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await server.database.db.execute(statement));
const balanceOf = async (account: string) =>
  BigInt(
    (
      await query<{ b: string }>(sql`SELECT coalesce(sum(a.balance), 0)::text AS b FROM ledger_accounts a JOIN members m ON m.id = a.owner_id
        WHERE a.owner_kind = 'member' AND a.kind = 'main' AND m.account = ${account} AND m.merchant_id = ${merchantId}`)
    )[0]!.b,
  );
const commissionsOf = async (account: string) =>
  BigInt(
    (
      await query<{ n: string }>(sql`SELECT coalesce(sum(e.amount), 0)::text AS n FROM ledger_entries e JOIN ledger_transactions x ON x.id = e.transaction_id
        JOIN ledger_accounts a ON a.id = e.account_id JOIN members m ON m.id = a.owner_id
        WHERE x.type = 'agent_commission' AND a.owner_kind = 'member' AND m.account = ${account} AND m.merchant_id = ${merchantId}`)
    )[0]!.n,
  );

/** Credits a member's wallet as a bank deposit would (the deposit journeys have their own tests). */
async function fund(account: string, amount: bigint) {
  const db = server.database.db;
  const [m] = await query<{ id: number }>(sql`SELECT id FROM members WHERE account = ${account} AND merchant_id = ${merchantId}`);
  const main = await memberMainAccount(db, merchantId, Number(m!.id), 'PHP');
  const channel = await paymentChannelAccount(db, merchantId, 'PHP', 'E2E');
  await postTransaction(db, { merchantId, idempotencyKey: `e2e:fund:${account}:${Date.now()}`, type: 'adjustment', entries: [{ accountId: main.id, amount }, { accountId: channel.id, amount: -amount }] });
}

/** The settlement job's own function, on a clock a day and a few minutes ahead: today is then a whole past day. */
async function settleTomorrow() {
  const ahead = { now: () => new Date(Date.now() + 86_400_000 + 5 * 60_000) };
  return settleDue({ db: server.database.db, clock: ahead, outbox: createOutbox(server.database.db, { error: () => undefined, warn: () => undefined }) }, { merchantId });
}

async function tab(page: Page, id: string) {
  await page.goto(`${server.baseUrl}/agentHome?tab=${id}`);
  await page.getByTestId('agent-menu').waitFor();
}

async function acceptPopupOffer(page: Page) {
  await page.getByTestId('contract-popup').waitFor({ state: 'visible', timeout: 20_000 });
  const accept = page.locator('[data-testid$="-accept"]').first();
  await accept.click();
  await page.getByTestId('contract-popup').waitFor({ state: 'detached', timeout: 20_000 }).catch(async () => {
    // All answered: the popup says so and is closed.
    await page.getByTestId('contract-popup-close').click();
  });
}

async function transfer(page: Page, to: string, major: string) {
  await tab(page, 'agentDownlineTransactionDetailsCopy');
  await page.getByTestId('team-tx-tab-send').click();
  await page.getByTestId('transfer-to').fill(to);
  await page.getByTestId('transfer-amount').fill(major);
  await page.getByTestId('transfer-password').fill(PAY);
  await page.getByTestId('transfer-submit').click();
  await page.getByTestId('transfer-success').waitFor();
}

async function playDice(page: Page, rounds: number) {
  await page.goto(`${server.baseUrl}/rng?vassalage=WPS`);
  const tile = page.getByTestId('game-tile-wps-dice');
  await tile.scrollIntoViewIfNeeded();
  await tile.hover();
  await page.getByTestId('play-wps-dice').click();
  await page.getByTestId('modal-game').waitFor({ state: 'visible' });
  const frame = (await (await page.locator('.game-view__iframe').elementHandle())?.contentFrame()) as Frame;
  await frame.locator('.og-play').first().waitFor({ timeout: 20_000 });
  for (let i = 0; i < rounds; i++) {
    const chips = frame.locator('.og-history .og-chip');
    const before = await chips.count();
    await frame.locator('.og-play:not([disabled])').first().click();
    await expect.poll(() => chips.count(), { timeout: 20_000 }).toBeGreaterThan(before);
  }
}

describe.each(['EN', 'TY'] as const)('the agent system in %s', (lang) => {
  const open = (path: string) => openPage(browser, server.baseUrl + path, { lang });

  it('recruits, transfers, contracts, plays, settles with explained bills, and ends lower-rate contracts on a raise', { timeout: 300_000 }, async () => {
    const suffix = `${lang.toLowerCase()}${Date.now().toString(36).slice(-4)}`;
    // A top agent with a payment password and money, offered a daily salary by the brand.
    const top = uniqueMember(`top${suffix}`);
    const topLogin = await api.register(top.username, PASSWORD, top.mobile);
    await server.database.db.execute(sql`UPDATE members SET type = 1 WHERE account = ${top.username} AND merchant_id = ${merchantId}`);
    expect((await api.sealed('POST', '/wps/member/paymentPassword', { currentPassword: PASSWORD, newPaymentPassword: PAY, confirmPaymentPassword: PAY }, topLogin.token)).success).toBe(true);
    await fund(top.username, 500_000n);
    const [topRow] = await query<{ id: number }>(sql`SELECT id FROM members WHERE account = ${top.username} AND merchant_id = ${merchantId}`);
    const offered = await api.call('POST', '/wps/staff/agents/contracts/offer', { agentId: Number(topRow!.id), kind: 'daily_salary', period: 'day', tiers: [{ validBet: '0', activeMembers: 0, rate: 100 }], reason: 'e2e launch' }, admin);
    expect(offered.success).toBe(true);

    const agent = await open(`/agentHome?token=${topLogin.token}`);
    const subName = `sub${suffix}`;
    const playerName = uniqueMember(`pl${suffix}`);
    try {
      const page = agent.page;
      // The brand's offer waits in the contract popup.
      await acceptPopupOffer(page);

      // registerCenter: a sub-agent, whose password must be changed at its first sign-in.
      await tab(page, 'registerCenter');
      await page.getByTestId('register-username').fill(subName);
      await page.getByTestId('register-password').fill(PASSWORD);
      await page.getByTestId('register-confirm').fill(PASSWORD);
      await page.getByTestId('register-type-2').click();
      await page.getByTestId('register-submit').click();
      await expect.poll(() => page.getByTestId('register-success-account').textContent()).toContain(subName);

      // Money down to the sub-agent.
      await transfer(page, subName, '1000');
      await expect.poll(() => balanceOf(subName)).toBe(100_000n);

      // An offer to the sub-agent, previewed, within the agent's own 1 %.
      await tab(page, 'downlineManagmentView');
      await page.getByTestId('downline-table').getByText(subName).first().waitFor();
      await page.locator('[data-testid^="downline-offer-"]').first().click();
      await page.getByTestId('contract-offer-form').waitFor();
      await page.getByTestId('contract-tier-0-rate').fill('0.4');
      await page.getByTestId('contract-offer-preview-button').click();
      await page.getByTestId('contract-offer-preview').waitFor();
      await page.getByTestId('contract-offer-submit').click();
      await page.getByTestId('contract-offer-sent').waitFor();
    } finally {
      await agent.context.close();
    }

    // The sub-agent's first sign-in: the password change, then the offer in the popup; its invite link.
    const sub = await open('/agent');
    let inviteLink = '';
    try {
      const page = sub.page;
      await page.getByTestId('agent-login-username').fill(subName);
      await page.getByTestId('agent-login-password').fill(PASSWORD);
      await page.getByTestId('agent-login-submit').click();
      await page.getByTestId('modal-change-password').waitFor({ state: 'visible' });
      await page.getByTestId('change-old-password').fill(PASSWORD).catch(() => undefined);
      await page.getByTestId('change-new-password').fill('Renewed123');
      await page.getByTestId('change-confirm-password').fill('Renewed123');
      await page.getByTestId('change-submit').click();
      await page.getByTestId('modal-change-password').waitFor({ state: 'detached' });
      await page.goto(`${server.baseUrl}/agentHome`);
      await acceptPopupOffer(page);
      await tab(page, 'registerCenter');
      inviteLink = (await page.getByTestId('invite-link').textContent())?.trim() ?? '';
      expect(inviteLink).toMatch(/\/register\?affiliateCode=/);
      const states = await query<{ status: string }>(sql`SELECT c.status FROM agent_contracts c JOIN members m ON m.id = c.agent_id WHERE m.account = ${subName}`);
      expect(states.map((s) => s.status)).toEqual(['accepted']);
    } finally {
      await sub.context.close();
    }

    // A player registers through the sub-agent's invite link.
    const visitor = await openPage(browser, inviteLink, { lang });
    try {
      const page = visitor.page;
      await page.getByTestId('modal-register').waitFor({ state: 'visible' });
      await page.getByTestId('register-field-username').fill(playerName.username);
      await page.getByTestId('register-field-password').fill(PASSWORD);
      await page.getByTestId('register-field-confirmPassword').fill(PASSWORD);
      await page.getByTestId('register-field-mobileNum').fill(playerName.mobile);
      await page.getByTestId('register-send-code').click();
      const { code } = await waitForCode(server.baseUrl, `+63${playerName.mobile}`);
      await page.getByTestId('register-field-verificationCode').fill(code);
      if (await page.getByTestId('register-age').count()) await page.getByTestId('register-age').setChecked(true);
      await page.getByTestId('register-submit').click();
      await page.getByTestId('modal-register').waitFor({ state: 'detached' });
    } finally {
      await visitor.context.close();
    }
    const [placed] = await query<{ upline: string }>(sql`SELECT u.account AS upline FROM members m JOIN members u ON u.id = m.upline_id WHERE m.account = ${playerName.username}`);
    expect(placed?.upline).toBe(subName);

    // The sub-agent sends the player money; the player plays dice with it.
    const subLogin = await api.login(subName, 'Renewed123');
    expect((await api.sealed('POST', '/wps/member/paymentPassword', { currentPassword: 'Renewed123', newPaymentPassword: PAY, confirmPaymentPassword: PAY }, subLogin.token)).success).toBe(true);
    const subAgain = await open(`/agentHome?token=${subLogin.token}`);
    try {
      // The token in the address signs the page in; then its session carries across pages.
      await subAgain.page.getByTestId('agent-menu').waitFor();
      await transfer(subAgain.page, playerName.username, '500');
    } finally {
      await subAgain.context.close();
    }
    await expect.poll(() => balanceOf(playerName.username)).toBe(50_000n);
    const playerLogin = await api.login(playerName.username, PASSWORD);
    const player = await open(`/?token=${playerLogin.token}`);
    try {
      await player.page.getByTestId('account-name').first().waitFor();
      await playDice(player.page, 3);
    } finally {
      await player.context.close();
    }
    const [played] = await query<{ n: number; v: string }>(sql`SELECT count(*)::int AS n, coalesce(sum(valid_bet), 0)::text AS v FROM wagers w JOIN members m ON m.id = w.member_id WHERE m.account = ${playerName.username}`);
    expect(played!.n).toBe(3);
    const validBet = BigInt(played!.v);

    // The settlement job, a day ahead: both contracts billed, paid through the ledger, the agent's first.
    expect((await settleTomorrow()).bills).toBeGreaterThanOrEqual(2);
    const topEarned = (validBet * 100n) / 10_000n;
    const subEarned = (validBet * 40n) / 10_000n;
    expect(await commissionsOf(top.username)).toBe(topEarned - subEarned);
    expect(await commissionsOf(subName)).toBe(subEarned);

    const again = await open(`/agentHome?token=${(await api.login(top.username, PASSWORD)).token}`);
    try {
      const page = again.page;
      await page.getByTestId('agent-menu').waitFor();
      // The agent's own bill, explained line by line; the bill it paid the sub-agent.
      await tab(page, 'agentDailyWages2');
      await page.locator('[data-testid^="bill-open-"]').first().click();
      await page.getByTestId('bill-detail').waitFor();
      await expect.poll(() => page.getByTestId('bill-lines').textContent()).toMatch(/1\.00%/);
      await page.keyboard.press('Escape');
      await page.getByTestId('bills-side-payable').click();
      await expect.poll(() => page.getByTestId('bills-table').textContent()).toContain(subName);

      // Every screen shows the real figures.
      await tab(page, 'agentTeamOverview');
      await expect.poll(async () => Number(((await page.getByTestId('ov-valid-bet-value').textContent()) ?? '').replace(/[^\d.]/g, ''))).toBeGreaterThan(0);
      await tab(page, 'personalHistoryCopy');
      await expect.poll(() => page.getByTestId('team-bets-table').textContent()).toContain(playerName.username);
      await tab(page, 'palStatementsAgentCopy');
      await expect.poll(() => page.getByTestId('loss-table').textContent()).toContain(subName);
      await tab(page, 'agentDownlineTransactionDetailsCopy');
      await expect.poll(() => page.getByTestId('team-tx-table').textContent()).toContain(playerName.username);
      await tab(page, 'agentRevenueReport');
      await page.getByTestId('income-cards').waitFor();
      await tab(page, 'agentAnnouncement');
      await page.getByTestId('agent-notice-list').waitFor();

      // A raise from the brand: on accepting it, the sub-agent's lower-rate contract ends (SPEC.md §4).
      const raise = await api.call('POST', '/wps/staff/agents/contracts/offer', { agentId: Number(topRow!.id), kind: 'daily_salary', period: 'day', tiers: [{ validBet: '0', activeMembers: 0, rate: 150 }], reason: 'e2e raise' }, admin);
      expect(raise.success).toBe(true);
      await page.reload();
      await acceptPopupOffer(page);
      await expect
        .poll(async () => (await query<{ status: string; end_reason: string }>(sql`SELECT c.status, c.end_reason FROM agent_contracts c JOIN members m ON m.id = c.agent_id WHERE m.account = ${subName}`))[0])
        .toEqual({ status: 'terminated', end_reason: 'upline_rate_raised' });
    } finally {
      await again.context.close();
    }
  });
});
