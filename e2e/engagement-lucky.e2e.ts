import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, staffSession, uniqueMember } from './support/api';
import { demoMoney, headerBalance, minorOf } from './support/demo-money';
import { launchBrowser, openPage } from './support/browser';
import { startServer, withoutRegisterCaptcha, type RunningServer } from './support/server';

/**
 * Missions, red envelopes, the prize wheel and invite friends as a member
 * meets them (issue 15, "Done when"), in EN and TY: the demo's daily check-in
 * mission is done by signing in, claimed in mission activity, and its red
 * badge clears; a red-envelope rain staff schedule is grabbed; play earns a
 * wheel spin whose committed seed is revealed and verified on the verifier
 * page; a friend registers with the member's invite code from another device
 * and their first deposit pays the member.
 */
let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let finance: string;
let admin: string;
let merchantId: number;
let query: Awaited<ReturnType<typeof demoMoney>>['query'];
let vendor: Awaited<ReturnType<typeof demoMoney>>['vendor'];
let fund: Awaited<ReturnType<typeof demoMoney>>['fund'];

const PASSWORD = 'Secret123';
const TEXT = {
  EN: { checkIn: 'Daily check-in', rainTitle: 'E2E rain', verified: 'verified' },
  TY: { checkIn: 'Araw-araw na pag-check in', rainTitle: 'E2E na ulan', verified: 'verified' },
} as const;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = new ApiClient(server.baseUrl);
  await withoutRegisterCaptcha(server);
  finance = await staffSession(api);
  admin = await staffSession(api, 'admin01', 'Admin@123');
  ({ merchantId, query, vendor, fund } = await demoMoney(server));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let friendIp = 0;

describe.each(['EN', 'TY'] as const)('missions, red envelopes, the wheel and invite friends in %s', (lang) => {
  const text = TEXT[lang];

  it('claims a mission, grabs an envelope, verifies a wheel spin, and is paid for a friend\'s first deposit', { timeout: 240_000 }, async () => {
    const who = uniqueMember(`luck${lang.toLowerCase()}`);
    const login = await api.register(who.username, PASSWORD, who.mobile);
    const memberId = Number((await query<{ id: number }>(sql`SELECT id FROM members WHERE account = ${who.username} AND merchant_id = ${merchantId}`))[0]!.id);
    const { context, page } = await openPage(browser, `${server.baseUrl}/?token=${login.token}`, { lang });
    try {
      await page.getByTestId('account-name').first().waitFor();

      // 1. Signing in did the daily check-in: its prize waits in mission activity, with a red badge; claimed, the badge goes.
      await page.goto(`${server.baseUrl}/member?tab=missionLeaderboard`);
      const badge = page.getByTestId('menu-badge-missionLeaderboard');
      await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('1');
      const checkIn = page.getByTestId('mission-card').filter({ hasText: text.checkIn });
      await expect.poll(() => checkIn.getAttribute('data-state')).toBe('claimable');
      await checkIn.getByTestId('mission-claim').click();
      await page.getByTestId('mission-paid').waitFor();
      await expect.poll(() => checkIn.getAttribute('data-state')).toBe('claimed');
      await expect.poll(() => badge.count()).toBe(0);
      expect((await query<{ b: string }>(sql`SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE owner_kind = 'member' AND owner_id = ${memberId} AND kind = 'points'`))[0]!.b).toBe('10');

      // 2. A rain staff schedule for now: the member grabs one envelope; the balance grows by what it held.
      const rain = await api.call<{ id: number }>(
        'POST',
        '/wps/staff/engagement/rains/create',
        { title: { EN: text.rainTitle, TY: text.rainTitle }, startsAt: Date.now() - 1_000, durationMinutes: 30, budget: '100000', envelopes: 20, requirement: 'none', requirementAmount: '0', requirementDays: 7 },
        admin,
      );
      expect(rain.success).toBe(true);
      await page.goto(`${server.baseUrl}/redEnvelope`);
      const card = page.getByTestId('rain-card').filter({ hasText: text.rainTitle }).first();
      await expect.poll(() => card.getAttribute('data-state')).toBe('raining');
      const beforeGrab = await headerBalance(page);
      await card.getByTestId('rain-grab').click();
      const grabbed = page.getByTestId('rain-grabbed-amount').first();
      await grabbed.waitFor({ timeout: 20_000 });
      const envelope = minorOf(await grabbed.textContent());
      expect(envelope).toBeGreaterThan(0n);
      await expect.poll(() => headerBalance(page)).toBe(beforeGrab + envelope);
      expect(await card.getByTestId('rain-grab').isDisabled()).toBe(true);

      // 3. ₱1,000.00 of valid bet earns a wheel spin; the seed hash shown before is the revealed seed's; the verifier agrees.
      await fund(memberId, 100_000n);
      const launched = await api.call<{ token: string }>('POST', '/wps/game/launchGame', { vassalage: 'WPS', gameCode: 'dice' }, login.token);
      const roundId = `e2e-${who.username}-wheel`;
      await vendor('bet', { token: launched.value!.token, playerId: String(memberId), transactionId: `${roundId}-bet`, roundId, amount: '100000' });
      await vendor('win', { playerId: String(memberId), transactionId: `${roundId}-win`, roundId, amount: '100000', endRound: true });
      await page.goto(`${server.baseUrl}/wheel`);
      await expect.poll(async () => (await page.getByTestId('wheel-spins-left').textContent())?.trim(), { timeout: 20_000 }).toMatch(/(^|\D)1(\D|$)/);
      const committed = (await page.getByTestId('wheel-next-hash').textContent())?.trim() ?? '';
      expect(committed).toMatch(/[0-9a-f]{64}/);
      await page.getByTestId('wheel-spin').click();
      const result = page.getByTestId('wheel-result');
      await result.waitFor({ timeout: 20_000 });
      expect(await result.getByTestId('wheel-result-hash').textContent()).toContain(committed.match(/[0-9a-f]{64}/)![0]);
      const serverSeed = (await result.getByTestId('wheel-result-server-seed').textContent())?.trim() ?? '';
      expect(serverSeed).toMatch(/[0-9a-f]{64}/);
      const segment = await result.getAttribute('data-segment');
      await result.getByTestId('wheel-result-verify').click();
      await page.waitForURL(/\/wheel\/verify\?spin=/);
      const verdict = page.getByTestId('wheel-verdict');
      await expect.poll(() => verdict.getAttribute('data-state'), { timeout: 20_000 }).toBe('verified');
      expect(await page.getByTestId('verify-outcome').getAttribute('data-segment')).toBe(segment);

      // 4. Invite friends: the link carries the code; a friend registers with it on another device and deposits ₱100.00.
      await page.goto(`${server.baseUrl}/member?tab=referral`);
      const link = (await page.getByTestId('referral-link').textContent()) ?? (await page.getByTestId('referral-link').inputValue());
      const code = /referralCode=([A-Z0-9]+)/.exec(link)?.[1];
      expect(code).toBeDefined();
      const friend = uniqueMember(`frd${lang.toLowerCase()}`);
      const friendLogin = await api.register(friend.username, PASSWORD, friend.mobile, {
        referralCode: code!,
        headers: { 'x-forwarded-for': `198.51.100.${++friendIp}`, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Friend' },
      });
      const deposit = await api.call<{ id: number }>(
        'POST',
        '/wps/relay/deposit/bank',
        { requestId: `e2e-ref-${friend.username}`, channelCode: 'BDO', amount: '10000', payerName: 'Maria Santos', reference: `REF-${friend.username}` },
        friendLogin.token,
        { 'x-forwarded-for': `198.51.100.${friendIp}`, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Friend' },
      );
      expect(deposit.success).toBe(true);
      const beforeReward = await headerBalance(page);
      expect((await api.call('POST', '/wps/staff/deposits/approve', { id: deposit.value!.id }, finance)).success).toBe(true);
      await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(beforeReward + 5_000n);
      await page.reload();
      const row = page.getByTestId('referral-friend').first();
      await row.waitFor();
      expect(await row.getByTestId('friend-flag').count()).toBe(0);
      const firstDeposit = row.locator('[data-testid="friend-step"][data-step="first_deposit"]');
      expect(await firstDeposit.getAttribute('data-paid')).toBe('');
      expect(await firstDeposit.textContent()).toContain('₱50.00');
    } finally {
      await context.close();
    }
  });
});
