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
        // The balance shows once the game's session answered (it reads 0 until then).
        await expect.poll(async () => amountOf(await frame.getByTestId('balance').textContent()), { timeout: 10_000 }).toBeGreaterThan(0);
        const start = amountOf(await frame.getByTestId('balance').textContent());
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

/** The member's wallet as the platform has it. */
async function walletOf(token: string): Promise<number> {
  const info = await api.call<{ balance: string }>('GET', '/wps/v2/wallets/balance', undefined, token);
  return Number(info.value?.balance ?? NaN);
}

describe('the live tables', () => {
  it('two players at one baccarat table in two browsers see the same round, both bet, see each other\'s totals and the reveal, and their balances follow', async () => {
    const players = [await newMember('bacA', '50000'), await newMember('bacB', '50000')];
    const seats = await Promise.all(players.map(() => openPage(browser, `${server.baseUrl}/live`)));
    try {
      const frames: Frame[] = [];
      for (const [i, { page }] of seats.entries()) {
        await logIn(page, players[i]!.username);
        await startFromTile(page, 'wps-baccarat', 'play');
        frames.push(await gameFrame(page, '.tb-chip'));
      }
      const [a, b] = frames as [Frame, Frame];
      // Both wait for a betting window with enough time left.
      const roundOf = async () => {
        const res = await server.database.db.execute<{ round_id: string; closes_at: string }>(
          sql`SELECT round_id, closes_at::text FROM studio_table_rounds WHERE table_id = 'baccarat' AND phase = 'betting' ORDER BY round_no DESC LIMIT 1`,
        );
        return rowsOf<{ round_id: string; closes_at: string }>(res)[0];
      };
      await expect.poll(async () => {
        const r = await roundOf();
        return r ? new Date(r.closes_at).getTime() - Date.now() : 0;
      }, { timeout: 45_000, interval: 250 }).toBeGreaterThan(8_000);
      const round = (await roundOf())!;
      await a.locator('.tb-chip').first().click();
      await a.locator('.tb-spot--banker.tb-spot--big').click();
      await a.locator('.tb-confirm').click();
      await b.locator('.tb-chip').first().click();
      await b.locator('.tb-spot--player.tb-spot--big').click();
      await b.locator('.tb-spot--player.tb-spot--big').click();
      await b.locator('.tb-confirm').click();
      // Each sees the other's chips on the table.
      await a.locator('.tb-spot--player.tb-spot--big .tb-spot__total').waitFor({ timeout: 10_000 });
      await b.locator('.tb-spot--banker.tb-spot--big .tb-spot__total').waitFor({ timeout: 10_000 });
      // The same deal is revealed to both: the same cards on both tables.
      await a.locator('.tb-banner--dealing, .tb-banner--result, .tb-banner--settled').first().waitFor({ timeout: 30_000 });
      const bets = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM studio_table_bets WHERE round_id = ${round.round_id} AND status <> 'refunded'`);
      expect(rowsOf<{ n: number }>(bets)[0]?.n).toBe(2);
      // Settled: both balances follow the rules, and both betting records have the round.
      await expect
        .poll(async () => {
          const res = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM studio_table_bets WHERE round_id = ${round.round_id} AND status = 'settled'`);
          return rowsOf<{ n: number }>(res)[0]?.n;
        }, { timeout: 40_000 })
        .toBe(2);
      for (const [i, frame] of frames.entries()) {
        const wallet = await walletOf(players[i]!.token);
        await expect.poll(async () => amountOf(await frame.getByTestId('balance').textContent()), { timeout: 10_000 }).toBe(wallet / 100);
        const rounds = await server.database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM game_rounds r JOIN members m ON m.id = r.member_id WHERE m.account = ${players[i]!.username} AND r.game_code = 'baccarat' AND r.status = 'closed'`,
        );
        expect(rowsOf<{ n: number }>(rounds)[0]?.n).toBe(1);
      }
    } finally {
      for (const { context } of seats) await context.close();
    }
  });
});

describe('crash', () => {
  it('in one round one player cashes out and is paid while the other busts', { timeout: 300_000 }, async () => {
    const players = [await newMember('crA', '50000'), await newMember('crB', '50000')];
    const seats = await Promise.all(players.map(() => openPage(browser, `${server.baseUrl}/rng?vassalage=WPS`)));
    try {
      const frames: Frame[] = [];
      for (const [i, { page }] of seats.entries()) {
        await logIn(page, players[i]!.username);
        await startFromTile(page, 'wps-crash', 'play');
        frames.push(await gameFrame(page, '.cr-play'));
      }
      const [a, b] = frames as [Frame, Frame];
      // A round that takes bets for a few seconds more and flies to between 1.50× and 4.00× (a round may bust at once, or fly for a minute).
      const roundOf = async () => {
        const res = await server.database.db.execute<{ round_id: string; starts_at: string; point: number }>(
          sql`SELECT round_id, starts_at::text, point FROM studio_crash_rounds WHERE phase = 'betting' ORDER BY opens_at DESC LIMIT 1`,
        );
        return rowsOf<{ round_id: string; starts_at: string; point: number }>(res)[0];
      };
      await expect
        .poll(async () => {
          const r = await roundOf();
          return r && r.point >= 150 && r.point <= 400 ? new Date(r.starts_at).getTime() - Date.now() : 0;
        }, { timeout: 180_000, interval: 250 })
        .toBeGreaterThan(3_000);
      const round = (await roundOf())!;
      for (const frame of frames) await frame.locator('[data-testid="bet"]:not([disabled])').click();
      await expect
        .poll(async () => {
          const res = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM studio_crash_bets WHERE round_id = ${round.round_id} AND status = 'placed'`);
          return rowsOf<{ n: number }>(res)[0]?.n;
        }, { timeout: 10_000 })
        .toBe(2);
      // A cashes out as soon as the round flies; B does not.
      await a.locator('[data-testid="cashout"]').click({ timeout: 20_000 });
      await expect
        .poll(async () => {
          const res = await server.database.db.execute<{ status: string; account: string }>(
            sql`SELECT b.status, m.account FROM studio_crash_bets b JOIN members m ON m.id::text = b.player_id WHERE b.round_id = ${round.round_id} ORDER BY m.account`,
          );
          return rowsOf<{ status: string; account: string }>(res).map((r) => `${r.account}:${r.status}`).join(',');
        }, { timeout: 60_000 })
        .toBe([`${players[0]!.username}:cashed`, `${players[1]!.username}:lost`].sort().join(','));
      // The bust reaches both pages; A's balance has the cash-out, B's the loss.
      const walletA = await walletOf(players[0]!.token);
      const walletB = await walletOf(players[1]!.token);
      expect(walletA).toBeGreaterThanOrEqual(50_000 - 1_000);
      expect(walletB).toBeLessThan(50_000);
      await expect.poll(async () => amountOf(await a.getByTestId('balance').textContent()), { timeout: 10_000 }).toBe(walletA / 100);
      await expect.poll(async () => amountOf(await b.getByTestId('balance').textContent()), { timeout: 10_000 }).toBe(walletB / 100);
    } finally {
      for (const { context } of seats) await context.close();
    }
  });
});
