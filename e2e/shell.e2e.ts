import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// Every route of SPEC.md §2 and the page it must render (data-testid of the page root).
const PLAYER_ROUTES: Array<[string, string]> = [
  ['/', 'page-home'],
  ['/index', 'page-home'],
  ['/index.html', 'page-home'],
  ['/home', 'page-home'],
  ['/down', 'page-down'],
  ['/sports', 'page-sports'],
  ['/esports', 'page-esports'],
  ['/fish', 'page-fish'],
  ['/live', 'page-live'],
  ['/pvp', 'page-pvp'],
  ['/cockfight', 'page-cockfight'],
  ['/jili?vassalage=JL', 'page-jili'],
  ['/rng?vassalage=WPS', 'page-rng'],
  ['/promotions', 'page-promotions'],
  ['/pointMall', 'page-point-mall'],
  ['/seamless', 'page-seamless'],
  ['/sponsor', 'page-sponsor'],
  ['/description', 'page-description'],
];

describe('app shell', () => {
  it.each(PLAYER_ROUTES)('%s renders its page inside the player frame, also after a reload', async (path, testId) => {
    const { context, page } = await openPage(browser, server.baseUrl + path);
    try {
      await page.getByTestId(testId).waitFor({ state: 'visible' });
      await expect(page.getByTestId('app-header').isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('main-content').isVisible()).resolves.toBe(true);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByTestId(testId).waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
    } finally {
      await context.close();
    }
  });

  it('a first visit and a returning one paint the home without waiting on any API call', async () => {
    const { context, page } = await openPage(browser, 'about:blank');
    // Every API call takes 8 s: the page may only use what index.html carries to paint.
    const asked: string[] = [];
    await page.route('**/wps/**', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await new Promise((r) => setTimeout(r, 8_000));
      await route.continue().catch(() => undefined);
    });
    try {
      for (const visit of ['first', 'returning']) {
        const started = Date.now();
        await page.goto(server.baseUrl + '/', { waitUntil: 'commit' });
        await page.locator('#hero-title').waitFor({ state: 'visible', timeout: 7_000 });
        await page.locator('.banner-carousel__img').first().waitFor({ state: 'visible', timeout: 7_000 });
        expect(Date.now() - started, `${visit} visit`).toBeLessThan(7_500);
        expect(asked, `${visit} visit`).not.toContain('/wps/system/permission');
        expect(asked, `${visit} visit`).not.toContain('/wps/relay/GCSGAME_gameVendor');
        await expect(page.getByTestId('app-header').isVisible()).resolves.toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  /**
   * A page whose scripts wait until the test releases them (the page the server sent is all there is until
   * then), in a browser session that has seen the announcement popup, with every page error and console error kept.
   */
  const openWithScriptsHeld = async () => {
    const { context, page } = await openPage(browser, 'about:blank');
    await context.addCookies([{ name: 'wps_ann', value: '1', url: server.baseUrl }]);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    let releaseScripts = () => undefined as void;
    const scriptsHeld = new Promise<void>((r) => (releaseScripts = r));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue().catch(() => undefined);
    });
    return { context, page, errors, releaseScripts };
  };

  it('the server renders the page: it shows with scripts held back, then the same elements come alive (decision record 008)', async () => {
    const { context, page, errors, releaseScripts } = await openWithScriptsHeld();
    // The browser's largest paints, as Lighthouse reads them.
    await page.addInitScript(() => {
      const paints: string[] = [];
      (window as unknown as { largestPaints: string[] }).largestPaints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push((entry as PerformanceEntry & { element?: Element }).element?.className ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    try {
      await page.goto(server.baseUrl + '/', { waitUntil: 'commit' });
      await page.locator('#hero-title').waitFor({ state: 'visible', timeout: 7_000 });
      await page.locator('.banner-carousel__img').first().waitFor({ state: 'visible' });
      await page.getByTestId('hot-games').waitFor({ state: 'visible' });
      await expect(page.getByTestId('login-button').isVisible()).resolves.toBe(true);
      // The first banner is the largest paint, before any script: nothing of the page fades in from transparent.
      await expect.poll(() => page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints.at(-1))).toBe('banner-carousel__img');
      await expect(page.evaluate(() => document.querySelector('.shell__main')?.getAnimations({ subtree: false }).length)).resolves.toBe(0);
      // Mark the elements the server sent: hydration keeps them (a fresh render would replace them).
      await page.evaluate(() => document.querySelectorAll('[data-testid="login-button"], .banner-carousel__img').forEach((e) => e.setAttribute('data-sent', '1')));
      releaseScripts();
      // Alive: the login button the server sent opens its popup.
      await page.getByTestId('login-button').click();
      await page.getByTestId('modal-login').waitFor({ state: 'visible' });
      await expect(page.locator('[data-testid="login-button"][data-sent="1"]').count()).resolves.toBe(1);
      await expect(page.locator('.banner-carousel__img[data-sent="1"]').count()).resolves.toBeGreaterThan(0);
      expect(errors, 'no hydration error').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a lazy screen the server rendered (the slots list, the agent login) hydrates in place once its chunk is here, with no hydration error', async () => {
    for (const [path, selector] of [
      ['/rng?vassalage=WPS', '[data-testid="vendor-tab-WPS"]'],
      ['/agent', '[data-testid="agent-login-form"]'],
    ] as const) {
      const { context, page, errors, releaseScripts } = await openWithScriptsHeld();
      try {
        await page.goto(server.baseUrl + path, { waitUntil: 'commit' });
        // In the page as sent, with its text (not a translation key, not a spinner).
        await page.locator(selector).waitFor({ state: 'visible', timeout: 7_000 });
        await expect(page.locator('#root').innerText()).resolves.not.toMatch(/\b(agent|catalog)\.[a-z_]+\b/);
        await page.evaluate((s) => document.querySelector(s)?.setAttribute('data-sent', '1'), selector);
        releaseScripts();
        await page.locator('#root[data-live]').waitFor({ state: 'attached' });
        await expect(page.locator(`${selector}[data-sent="1"]`).count(), path).resolves.toBe(1);
        expect(errors, `${path}: no hydration error`).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('a page rendered in the theme and language the visitor chose; a browser holding a session renders its own', async () => {
    const { context, page } = await openPage(browser, server.baseUrl + '/');
    try {
      await page.getByTestId('page-home').waitFor();
      await page.getByTestId('language-selector').first().selectOption('TY');
      await page.getByTestId('theme-toggle').first().click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      // What the server sends next, before any script: the page in Tagalog and the light theme.
      const html = await (await page.request.get(server.baseUrl + '/sports', { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('data-rendered="TY"');
      expect(html).toContain('<html lang="tl" data-theme="light"');
      // The page itself, not the loader: Tagalog text, rendered by the server.
      expect(html).toContain('data-testid="page-sports"');
      expect(html).not.toContain('boot-loader');
      // And the browser takes it over as it is: no hydration error.
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.baseUrl + '/sports');
      await page.locator('#root[data-live]').waitFor({ state: 'attached' });
      await page.getByTestId('page-sports').waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('tl');
      expect(errors).toEqual([]);
      // A session held in this browser: the server leaves the page to it (no logged-out header flashes).
      await page.evaluate(() => (document.cookie = 'wps_session=1; Path=/'));
      const member = await (await page.request.get(server.baseUrl + '/', { headers: { accept: 'text/html' } })).text();
      expect(member).not.toContain('data-rendered');
      expect(member).toContain('boot-loader');
    } finally {
      await context.close();
    }
  });

  it('scrolls to the top after a navigation', async () => {
    const { context, page } = await openPage(browser, server.baseUrl);
    try {
      await page.getByTestId('page-home').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await page.getByTestId('app-footer').locator('a[href="/sponsor"]').click();
      await page.getByTestId('page-sponsor').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('vendor game list pages hide the footer; other pages show it', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/rng?vassalage=WPS`);
    try {
      await page.getByTestId('page-rng').waitFor();
      await expect(page.getByTestId('app-footer').count()).resolves.toBe(0);
      await page.goto(`${server.baseUrl}/live`);
      await page.getByTestId('page-live').waitFor();
      await page.getByTestId('app-footer').waitFor({ state: 'visible' });
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/login', 'modal-login'],
    ['/register', 'modal-register'],
  ])('%s shows home with the popup open', async (path, modal) => {
    const { context, page } = await openPage(browser, server.baseUrl + path);
    try {
      await page.getByTestId(modal).waitFor({ state: 'visible' });
      await expect(page.getByTestId('page-home').count()).resolves.toBe(1);
      // Modals never close on an outside click and lock page scroll.
      await page.mouse.click(5, 5);
      await expect(page.getByTestId(modal).isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden');
      await page.keyboard.press('Escape');
      await page.getByTestId(modal).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('the header search finds a game by name and a category by its label, and takes the visitor there', async () => {
    const { context, page } = await openPage(browser, server.baseUrl);
    try {
      await page.getByTestId('page-home').waitFor();
      await page.getByTestId('search-button').click();
      const input = page.getByTestId('game-search-input');
      await input.fill('lucky');
      await page.getByTestId('modal-search').getByTestId('game-tile-wps-lucky-reels').waitFor({ state: 'visible' });
      await input.fill('slot');
      await page.getByTestId('search-category-RNG').click();
      await page.getByTestId('page-rng').waitFor({ state: 'visible' });
      expect(await page.getByTestId('modal-search').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('/help opens the help-center modal at its #anchor', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/help#how-to-withdraw`);
    try {
      const modal = page.getByTestId('modal-help');
      await modal.waitFor({ state: 'visible' });
      await page.locator('#how-to-withdraw').waitFor({ state: 'visible' });
      await expect(modal.getByRole('heading').allInnerTexts()).resolves.toEqual(
        expect.arrayContaining([expect.stringMatching(/withdraw/i)]),
      );
    } finally {
      await context.close();
    }
  });

  it('routes needing a token send a visitor to /login; /agentHome sends a non-agent to /agent', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/member`);
    try {
      await page.getByTestId('modal-login').waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe('/login');
      await page.goto(`${server.baseUrl}/lottery?gameCode=SEA`);
      await page.getByTestId('modal-login').waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe('/login');
      await page.goto(`${server.baseUrl}/agentHome`);
      await page.getByTestId('page-agent').waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe('/agent');
    } finally {
      await context.close();
    }
  });

  it('the agent login page uses the agent frame without header, side menu or footer', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/agent`);
    try {
      await page.getByTestId('agent-frame').waitFor({ state: 'visible' });
      for (const id of ['app-header', 'side-menu', 'app-footer']) {
        await expect(page.getByTestId(id).count()).resolves.toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  it('switches to Tagalog and keeps lang and hisLang in local storage', async () => {
    const { context, page } = await openPage(browser, server.baseUrl);
    try {
      await page.getByTestId('page-home').waitFor();
      const englishNav = await page.getByTestId('app-header').innerText();
      await page.getByTestId('language-selector').selectOption('TY');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('tl');
      const tagalogNav = await page.getByTestId('app-header').innerText();
      expect(tagalogNav).not.toBe(englishNav);
      const stored = await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]);
      expect(stored).toEqual(['TY', 'EN']);
      await page.reload();
      await page.getByTestId('page-home').waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('tl');
    } finally {
      await context.close();
    }
  });

  it('toggles the theme and keeps it after a reload', async () => {
    const { context, page } = await openPage(browser, server.baseUrl);
    try {
      await page.getByTestId('page-home').waitFor();
      const before = await page.evaluate(() => document.documentElement.dataset.theme);
      await page.getByTestId('theme-toggle').first().click();
      const after = await page.evaluate(() => document.documentElement.dataset.theme);
      expect(after).not.toBe(before);
      expect(['light', 'dark']).toContain(after);
      await page.reload();
      await page.getByTestId('page-home').waitFor();
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(after);
    } finally {
      await context.close();
    }
  });

  it('fits a phone screen: no horizontal scrolling on home', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: PHONE });
    try {
      await page.getByTestId('page-home').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});

describe('a trial member', () => {
  it('browses home, a games page and promotions without a call the server refuses a trial member, and is sent home from the member center', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/`);
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/wps/') && res.status() === 403) refused.push(`${res.request().method()} ${new URL(res.url()).pathname}`);
    });
    try {
      await page.getByTestId('page-home').waitFor();
      await page.getByTestId('login-button').first().click();
      await page.getByTestId('login-freeplay').click();
      await page.getByTestId('trial-badge').first().waitFor({ state: 'visible' });
      for (const [path, testId] of [
        ['/', 'page-home'],
        ['/rng?vassalage=WPS', 'page-rng'],
        ['/live', 'page-live'],
        ['/promotions', 'page-promotions'],
      ] as const) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByTestId(testId).first().waitFor({ state: 'visible' });
        await page.waitForLoadState('networkidle');
      }
      // The member center needs a real account: a trial member is told so and sent home.
      await page.goto(`${server.baseUrl}/member`);
      await expect(page.getByTestId('message-dialog-text').textContent()).resolves.toContain('Please Register An Account First');
      await page.getByTestId('page-home').first().waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe('/');
      await page.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
