import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}; install Debian's chromium package`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    // Without the background-networking flags Chromium keeps dialling Google's
    // hosts, which this closed network refuses.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export async function openPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions & { theme?: 'light' | 'dark'; lang?: string; announcements?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { theme, lang, announcements = false, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: DESKTOP, ...contextOptions });
  if (!announcements) {
    // The announcement popup opens by itself once per session (SPEC.md §2); tests that are not about it start with it seen.
    await context.addInitScript(() => {
      for (const audience of ['A', 'B', 'F']) sessionStorage.setItem(`announcementShown.${audience}`, '1');
    });
  }
  // The server renders the page in the chosen theme and language as the client's hint cookies ask (decision record 008).
  if (/^https?:/.test(url)) {
    const hints = [
      ...(theme ? [{ name: 'wps_theme', value: theme }] : []),
      ...(lang ? [{ name: 'wps_lang', value: lang }] : []),
      // The server renders a first visit's announcement popup open unless this browser session has seen it.
      ...(announcements ? [] : [{ name: 'wps_ann', value: '1' }]),
    ];
    if (hints.length > 0) await context.addCookies(hints.map((h) => ({ ...h, url: new URL(url).origin })));
  }
  if (theme || lang) {
    await context.addInitScript(
      ([t, l]) => {
        if (t) localStorage.setItem('theme', t);
        if (l) localStorage.setItem('lang', l);
      },
      [theme, lang] as const,
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForApp(page);
  return { context, page };
}

/**
 * A page the server rendered shows before its scripts run (decision record
 * 008); a test that types or picks in it first waits until the app has taken
 * it over (clicks wait by themselves: the page takes none before).
 */
export async function waitForApp(page: Page): Promise<void> {
  if ((await page.locator('#root[data-rendered]').count()) > 0) await page.locator('#root[data-live]').waitFor({ state: 'attached' });
}
