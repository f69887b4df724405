import { sql } from 'drizzle-orm';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_GAMES } from '../apps/server/src/db/seed/games-catalog';
import { SLIDER_PAGE_SIZE, formatMoney } from '@wps/contracts';
import { ApiClient, staffSession, uniqueMember } from './support/api';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { startServer, withoutRegisterCaptcha, type RunningServer } from './support/server';

/**
 * The game-platform journeys of issue 5, as people do them in Chromium: a
 * visitor's full home page in EN and TY; play → login popup → log in →
 * deposit approved by staff → several spins of Lucky Reels in the game popup
 * with the header balance following → the rounds and their outcomes in the
 * betting record; a trial player spinning on demo credits; favourites that
 * toggle and persist.
 */
let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let staffToken: string;

const PASSWORD = 'Secret123';
const STUDIO_GAME = 'wps-lucky-reels';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = new ApiClient(server.baseUrl);
  await withoutRegisterCaptcha(server);
  staffToken = await staffSession(api);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Rows of a raw query on either driver (PGlite answers `{ rows }`, node-postgres too; drizzle types them loosely). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

const headerBalance = (page: Page) => page.getByTestId('balance-amount').first();
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function newMember(prefix: string) {
  const { username, mobile } = uniqueMember(prefix);
  const result = await api.register(username, PASSWORD, mobile);
  return { username, token: result.token };
}

/** A bank deposit reported through the API and approved by staff. */
async function deposit(token: string, amountMinor: string) {
  const made = await api.call<{ orderNo: string }>(
    'POST',
    '/wps/relay/deposit/bank',
    { requestId: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`, channelCode: 'BDO', amount: amountMinor, payerName: 'Ana Reyes', reference: 'E2E-REF' },
    token,
  );
  if (!made.value) throw new Error(`deposit failed: ${made.code}`);
  const list = await api.call<{ list: { id: number; orderNo: string }[] }>('GET', '/wps/staff/deposits?pageSize=100', undefined, staffToken);
  const found = list.value?.list.find((d) => d.orderNo === made.value?.orderNo);
  if (!found) throw new Error('deposit not listed for staff');
  const approved = await api.call('POST', '/wps/staff/deposits/approve', { id: found.id }, staffToken);
  if (!approved.success) throw new Error(`approve failed: ${approved.code}`);
}

/** The studio page inside the game popup's frame, once its session is up. */
async function gameFrame(page: Page): Promise<Frame> {
  await page.getByTestId('modal-game').waitFor({ state: 'visible' });
  const handle = await page.locator('.game-view__iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no game frame');
  await frame.locator('.lr-spin:not([disabled])').waitFor({ timeout: 15_000 });
  return frame;
}

/** Presses spin and waits until the round (with any free spins) has played out, tapping through win and feature overlays. */
async function spin(frame: Frame) {
  await frame.locator('.lr-spin:not(.is-busy):not([disabled])').waitFor({ timeout: 60_000 });
  await frame.locator('.lr-spin').click();
  const deadline = Date.now() + 90_000;
  await frame.waitForTimeout(200);
  while ((await frame.locator('.lr-spin.is-busy').count()) > 0) {
    if (Date.now() > deadline) throw new Error('the spin never finished');
    const overlay = frame.locator('.lr-overlay:not(.lr-overlay--loading)');
    if (await overlay.count()) await overlay.first().click({ timeout: 1000 }).catch(() => undefined);
    await frame.waitForTimeout(250);
  }
}

/** Turbo: shorter reel animations, the same rounds. */
async function turbo(frame: Frame) {
  const toggle = frame.locator('.lr-toggles .lr-chip').first();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
}

/** The brand's real-money house accounts, summed. */
async function houseTotal(): Promise<string> {
  const res = await server.database.db.execute<{ total: string }>(sql`SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts WHERE kind = 'house'`);
  return rowsOf<{ total: string }>(res)[0]?.total ?? '';
}

async function studioBalance(frame: Frame) {
  return amountOf(await frame.getByTestId('balance').textContent());
}

describe.each(['EN', 'TY'] as const)('the home page in %s', (lang) => {
  it('shows every section to a visitor', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/`, { lang });
    try {
      await page.getByTestId('page-home').waitFor();
      const carousel = page.getByTestId('banner-carousel-w_home');
      await carousel.waitFor();
      expect(await carousel.locator('img').count()).toBeGreaterThan(1);
      await expect.poll(() => page.getByTestId('notice-marquee').locator('button').count()).toBeGreaterThan(2);
      // The jackpot roll shows the studio slot's real pool, as the ledger holds it (never a made-up figure).
      const jackpot = (await api.call<{ pool: string | null }>('GET', '/wps/relay/GCSGAME_jackpot')).value?.pool;
      expect(jackpot).toBeTruthy();
      await expect.poll(() => page.getByTestId('jackpot-roll').locator('.rolling-number').getAttribute('data-value')).toBe(formatMoney(jackpot!));
      // The brand ships only games that play (our studio's): every tile shown is one of them, and a
      // category without games has no slider; the winners ticker shows real wins only (none yet).
      await expect.poll(() => page.getByTestId('hot-games').locator('[data-testid^="game-tile-"]').count()).toBe(STUDIO_GAMES.filter((g) => g.tags.includes('hot')).length);
      await expect
        .poll(() => page.getByTestId('game-slides-RNG').locator('[data-testid^="game-tile-"]').count())
        .toBe(Math.min(SLIDER_PAGE_SIZE, STUDIO_GAMES.filter((g) => g.gameType === 'RNG').length));
      await expect.poll(() => page.getByTestId('game-slides-LIVE').locator('[data-testid^="game-tile-"]').count()).toBe(STUDIO_GAMES.filter((g) => g.gameType === 'LIVE').length);
      // A category without games has no slider.
      expect(await page.getByTestId('game-slides-FISH').count()).toBe(0);
      expect(await page.getByTestId('winners-ticker').count()).toBe(0);
      // The brand names no video, app or support channel that nobody runs: those sections are not shown.
      expect(await page.getByTestId('video-section').count()).toBe(0);
      expect(await page.getByTestId('home-features').locator('li').count()).toBe(4);
      await expect.poll(() => page.locator('.help-cards .help-card').count()).toBe(4);
      expect(await page.locator('.app-download__item').count()).toBe(0);
      // The page speaks the chosen language.
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'EN' ? 'en' : 'tl');

      // A notice title opens the notice popup at that notice.
      const second = page.getByTestId('notice-marquee').locator('button').nth(1);
      const title = (await second.textContent())?.trim() ?? '';
      await second.click({ force: true });
      await page.getByTestId('modal-notice').waitFor({ state: 'visible' });
      expect(await page.getByTestId('notice-accordion').locator('[aria-expanded="true"]').first().textContent()).toContain(title);
    } finally {
      await context.close();
    }
  });
});

describe('announcements', () => {
  it('open by themselves once per session for a visitor, 6 titles a page, and stay closed once closed', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/`, { announcements: true });
    try {
      const popup = page.getByTestId('modal-announcement');
      await popup.waitFor({ state: 'visible' });
      // A first visit's popup is part of the page the server sends (painted with it); the browser counts it as shown.
      expect(await page.locator('#root [data-testid="modal-announcement"] .rich-content p').count()).toBeGreaterThan(0);
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'wps_ann')?.value).toBe('1');
      const titles = popup.getByTestId('announcement-title');
      await expect.poll(() => titles.count()).toBeGreaterThan(0);
      expect(await titles.count()).toBeLessThanOrEqual(6);
      // The second title shows its own content on the right.
      if ((await titles.count()) > 1) {
        const second = (await titles.nth(1).textContent())?.trim() ?? '';
        await titles.nth(1).click();
        await expect.poll(() => popup.locator('h3, h2').last().textContent()).toContain(second.slice(0, 12));
      }
      await popup.locator('.modal__close').click();
      await popup.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('page-home').waitFor();
      await page.getByTestId('notice-marquee').waitFor();
      await page.waitForTimeout(800);
      expect(await page.getByTestId('modal-announcement').count()).toBe(0);
      // Nor does the server send it again in this browser session, on any page.
      expect(await (await page.request.get(`${server.baseUrl}/rng?vassalage=WPS`, { headers: { accept: 'text/html' } })).text()).not.toContain('modal-announcement');
    } finally {
      await context.close();
    }
  });
});

describe('playing Lucky Reels', () => {
  it('play asks a visitor to log in; the member deposits, spins in the game popup, and the rounds reach the betting record', async () => {
    const member = await newMember('slot');
    await deposit(member.token, '50000');
    const { context, page } = await openPage(browser, `${server.baseUrl}/rng?vassalage=WPS`);
    try {
      // A visitor pressing play gets the login popup.
      const tile = page.getByTestId(`game-tile-${STUDIO_GAME}`);
      await tile.hover();
      await page.getByTestId(`play-${STUDIO_GAME}`).click();
      await page.getByTestId('modal-login').waitFor({ state: 'visible' });
      await page.getByTestId('login-username').fill(member.username);
      await page.getByTestId('login-password').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('modal-login').waitFor({ state: 'detached' });
      await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toContain('500.00');

      await tile.hover();
      await page.getByTestId(`play-${STUDIO_GAME}`).click();
      const frame = await gameFrame(page);
      expect(await studioBalance(frame)).toBe(500);
      await turbo(frame);
      for (let i = 0; i < 4; i++) await spin(frame);

      // The header follows the studio's balance (live events, no reload).
      const after = await studioBalance(frame);
      await expect.poll(async () => amountOf(await headerBalance(page).textContent()), { timeout: 10_000 }).toBe(after);

      const rounds = await server.database.db.execute<{ n: string }>(
        sql`SELECT count(*)::text AS n FROM game_rounds r JOIN members m ON m.id = r.member_id WHERE m.account = ${member.username} AND r.status = 'closed' AND r.outcome IS NOT NULL`,
      );
      const closed = Number(rowsOf<{ n: string }>(rounds)[0]?.n ?? 0);
      expect(closed).toBeGreaterThanOrEqual(4);

      await page.getByTestId('modal-game').getByRole('button', { name: /close|isara/i }).first().click();
      await page.goto(`${server.baseUrl}/member?tab=personalHistoryCopy`);
      const table = page.getByTestId('bets-table');
      await table.waitFor();
      await expect.poll(() => table.locator('[data-testid^="bet-row-"]').count()).toBe(closed);
      await table.locator('[data-testid^="bet-open-"]').first().click();
      const outcome = page.getByTestId('bet-outcome');
      await outcome.waitFor();
      expect((await outcome.textContent())?.length ?? 0).toBeGreaterThan(5);
      expect(await outcome.locator('.bets-outcome__symbol').count()).toBe(15);
    } finally {
      await context.close();
    }
  });

  it('a visitor pressing Free trial on a tile gets a trial account and lands in that game, in one step', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/rng?vassalage=WPS`);
    try {
      const tile = page.getByTestId(`game-tile-${STUDIO_GAME}`);
      await tile.hover();
      await page.getByTestId(`trial-${STUDIO_GAME}`).click();
      const frame = await gameFrame(page);
      expect(await studioBalance(frame)).toBe(2000);
      await page.getByTestId('trial-badge').first().waitFor({ state: 'visible' });
      expect(await page.getByTestId('modal-login').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a trial player spins on demo credits and no real money moves', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/`);
    try {
      await page.getByTestId('page-home').waitFor();
      await page.getByTestId('login-button').first().click();
      await page.getByTestId('login-freeplay').click();
      await page.getByTestId('trial-badge').first().waitFor({ state: 'visible' });
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      await page.goto(`${server.baseUrl}/rng?vassalage=WPS`);
      const tile = page.getByTestId(`game-tile-${STUDIO_GAME}`);
      await tile.hover();
      // Real play needs a real account…
      await page.getByTestId(`play-${STUDIO_GAME}`).click();
      await page.getByTestId('message-ok').waitFor({ state: 'visible' });
      await page.getByTestId('message-ok').click();
      // …the free trial plays with demo credits.
      await tile.hover();
      await page.getByTestId(`trial-${STUDIO_GAME}`).click();
      const frame = await gameFrame(page);
      const member = await api.call<{ account: string }>('GET', '/wps/member/info', undefined, token ?? '');
      const houseBefore = await houseTotal();
      const start = await studioBalance(frame);
      expect(start).toBe(2000);
      await turbo(frame);
      for (let i = 0; i < 3; i++) await spin(frame);
      // The header shows the same demo credits.
      await expect.poll(async () => amountOf(await headerBalance(page).textContent()), { timeout: 10_000 }).toBe(await studioBalance(frame));
      // No real money moved: the brand's house accounts are where they were; the rounds are marked as trial rounds.
      expect(await houseTotal()).toBe(houseBefore);
      const rounds = await server.database.db.execute<{ n: string }>(
        sql`SELECT count(*)::text AS n FROM game_rounds r JOIN members m ON m.id = r.member_id WHERE m.account = ${member.value?.account ?? ''} AND r.is_trial`,
      );
      expect(Number(rowsOf<{ n: string }>(rounds)[0]?.n)).toBeGreaterThanOrEqual(3);
    } finally {
      await context.close();
    }
  });
});

describe('favourites', () => {
  it('toggle on a tile and persist across reloads, listed under Favourites', async () => {
    const member = await newMember('fav');
    const { context, page } = await openPage(browser, `${server.baseUrl}/rng?vassalage=WPS&token=${member.token}`, { viewport: PHONE });
    try {
      const heart = page.getByTestId(`favorite-${STUDIO_GAME}`);
      await heart.waitFor();
      // The slots page's counter shows the studio slot's real jackpot pool.
      const jackpot = (await api.call<{ pool: string | null }>('GET', '/wps/relay/GCSGAME_jackpot')).value?.pool;
      await expect.poll(() => page.getByTestId('jackpot-counter').locator('.rolling-number').getAttribute('data-value')).toBe(formatMoney(jackpot!));
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      // The heart is throttled: a second press inside a second of the first changes nothing.
      await heart.click();
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

      await page.reload();
      await expect.poll(() => page.getByTestId(`favorite-${STUDIO_GAME}`).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
      await page.getByTestId('view-tab-favorites').click();
      await page.getByTestId(`game-tile-${STUDIO_GAME}`).waitFor();

      await page.waitForTimeout(1100);
      await page.getByTestId(`favorite-${STUDIO_GAME}`).click();
      await expect.poll(async () => (await api.call<string[]>('GET', '/wps/relay/MCSFE_getFavoriteGames', undefined, member.token)).value).toEqual([]);
      await page.reload();
      await page.getByTestId('view-tab-all').click();
      await expect.poll(() => page.getByTestId(`favorite-${STUDIO_GAME}`).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('false');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
