import { sql } from 'drizzle-orm';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, staffSession, uniqueMember } from './support/api';
import { launchBrowser, openPage } from './support/browser';
import { startServer, withoutRegisterCaptcha, type RunningServer } from './support/server';

/**
 * The studio's games of issue 11, as people play them in Chromium: a trial
 * player plays every original on demo credits; a member's Mines game is
 * checked afterwards on the site's verifier page from its seeds; two players
 * at one baccarat table see the same round; one crash player cashes out while
 * the other busts.
 */
let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let staffToken: string;

const PASSWORD = 'Secret123';

beforeAll(async () => {
  server = await startServer({ backgroundJobs: true });
  browser = await launchBrowser();
  api = new ApiClient(server.baseUrl);
  await withoutRegisterCaptcha(server);
  staffToken = await staffSession(api);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Rows of a raw query on either driver. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function newMember(prefix: string, depositMinor?: string) {
  const { username, mobile } = uniqueMember(prefix);
  const result = await api.register(username, PASSWORD, mobile);
  if (depositMinor) {
    const made = await api.call<{ orderNo: string }>(
      'POST',
      '/wps/relay/deposit/bank',
      { requestId: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`, channelCode: 'BDO', amount: depositMinor, payerName: 'Ana Reyes', reference: 'E2E-REF' },
      result.token,
    );
    const list = await api.call<{ list: { id: number; orderNo: string }[] }>('GET', '/wps/staff/deposits?pageSize=100', undefined, staffToken);
    const found = list.value?.list.find((d) => d.orderNo === made.value?.orderNo);
    if (!found) throw new Error('deposit not listed for staff');
    await api.call('POST', '/wps/staff/deposits/approve', { id: found.id }, staffToken);
  }
  return { username, token: result.token };
}

async function logIn(page: Page, username: string) {
  await page.getByTestId('login-button').first().click();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('modal-login').waitFor({ state: 'detached' });
}

/** The studio page inside the game popup's frame, once it shows a balance. */
async function gameFrame(page: Page, ready: string): Promise<Frame> {
  await page.getByTestId('modal-game').waitFor({ state: 'visible' });
  const handle = await page.locator('.game-view__iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no game frame');
  await frame.locator(ready).first().waitFor({ timeout: 20_000 });
  return frame;
}

async function closeGame(page: Page) {
  await page.getByTestId('modal-game').getByRole('button', { name: /close|isara/i }).first().click();
  await page.getByTestId('modal-game').waitFor({ state: 'detached' });
}

async function startFromTile(page: Page, nodeId: string, how: 'play' | 'trial') {
  const tile = page.getByTestId(`game-tile-${nodeId}`);
  await tile.scrollIntoViewIfNeeded();
  await tile.hover();
  await page.getByTestId(`${how}-${nodeId}`).click();
}

/** Plays one original round in its frame, to the end (a step game: one step, then cash out if still open). */
async function playOriginal(frame: Frame, game: string) {
  const chips = frame.locator('.og-history .og-chip');
  const before = await chips.count();
  if (game === 'keno') await frame.getByRole('button', { name: /random|pumili/i }).first().click();
  await frame.locator('.og-play:not([disabled])').first().click();
  if (game === 'mines') {
    await frame.locator('.og-mines__grid.is-open').waitFor();
    await frame.locator('.og-tile').first().click();
  }
  if (game === 'hilo') {
    await frame.locator('.og-guess:not([disabled])').first().waitFor();
    await frame.locator('.og-guess:not([disabled])').first().click();
  }
  if (game === 'mines' || game === 'hilo') {
    // Still open after a right step: cash out.
    const cashout = frame.locator('.og-play--cashout:not([disabled])');
    await frame.waitForTimeout(600);
    if (await cashout.count()) await cashout.click();
  }
  await expect.poll(() => chips.count(), { timeout: 20_000 }).toBeGreaterThan(before);
}

describe('the originals', () => {
  it('a trial player plays every original on demo credits', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/`);
    try {
      await page.getByTestId('page-home').waitFor();
      await page.getByTestId('login-button').first().click();
      await page.getByTestId('login-freeplay').click();
      await page.getByTestId('trial-badge').first().waitFor({ state: 'visible' });
      await page.goto(`${server.baseUrl}/rng?vassalage=WPS`);
      for (const game of ['dice', 'plinko', 'keno', 'mines', 'hilo']) {
        await startFromTile(page, `wps-${game}`, 'trial');
        const frame = await gameFrame(page, '.og-play');
        expect(await frame.locator('.og-badge, [class*="badge"]').first().textContent()).toMatch(/demo/i);
        const start = amountOf(await frame.getByTestId('balance').textContent());
        expect(start).toBeGreaterThan(0);
        await playOriginal(frame, game);
        // Demo credits moved, never real money.
        await expect.poll(async () => amountOf(await frame.getByTestId('balance').textContent()), { timeout: 10_000 }).not.toBe(start);
        await closeGame(page);
      }
      const rounds = await server.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM game_rounds WHERE is_trial AND status = 'closed' AND game_code IN ('dice', 'plinko', 'keno', 'mines', 'hilo')`,
      );
      expect(rowsOf<{ n: number }>(rounds)[0]?.n).toBeGreaterThanOrEqual(5);
    } finally {
      await context.close();
    }
  });

  it('a Mines game is verified afterwards on the verifier page from its seeds', async () => {
    const member = await newMember('mine', '20000');
    const { context, page } = await openPage(browser, `${server.baseUrl}/rng?vassalage=WPS`);
    try {
      await logIn(page, member.username);
      await startFromTile(page, 'wps-mines', 'play');
      const frame = await gameFrame(page, '.og-play');
      await playOriginal(frame, 'mines');
      // The round's link to the verifier, from the fairness dialog of that round.
      await frame.locator('.og-history .og-chip').first().click();
      const link = frame.locator('a[href*="/provably-fair?round="]').first();
      await link.waitFor();
      const href = (await link.getAttribute('href')) ?? '';
      // Rotating the seed pair reveals the server seed that decided the game.
      await frame.getByRole('button', { name: /rotate|palitan/i }).first().click();
      await frame.locator('.og-section--revealed').waitFor();
      expect(await frame.locator('#og-revealed-seed').inputValue()).toMatch(/^[0-9a-f]{64}$/);
      await closeGame(page).catch(() => undefined);

      const verifier = await context.newPage();
      await verifier.goto(new URL(href, server.baseUrl).toString());
      const verdict = verifier.locator('[data-testid="fair-verdict"][data-state="verified"]');
      await verdict.waitFor({ timeout: 15_000 });
      // The mines the game had are drawn on the verifier's board.
      expect(await verifier.getByTestId('fair-outcome-mines').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
