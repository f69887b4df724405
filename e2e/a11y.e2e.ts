import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueMember } from './support/api';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { startServer, withoutRegisterCaptcha, type RunningServer } from './support/server';

// axe-core, the accessibility engine Lighthouse runs, over the pages issue 12 names, in both themes.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[]; any: { data?: unknown }[] }[] };

let server: RunningServer;
let browser: Browser;
let token: string | undefined;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await withoutRegisterCaptcha(server);
});
/** A registered member (registration reads its SMS code from the outbox, inside a test). */
const memberToken = async () => {
  if (!token) {
    const { username, mobile } = uniqueMember('axe');
    token = (await new ApiClient(server.baseUrl).register(username, 'Secret123', mobile)).token;
  }
  return token;
};
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * WCAG 2.1 A and AA and 2.2 AA (24 px targets), as axe checks them on the page as it stands (popups closed, motion
 * settled), and the heading order Lighthouse's accessibility score counts too.
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const wcag = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    const order = await axe.run(document, { runOnly: { type: 'rule', values: ['heading-order'] }, resultTypes: ['violations'] });
    return [...wcag.violations, ...order.violations];
  });
  // Each violation with its first nodes (for contrast: the colours and the ratio axe measured).
  const node = (n: AxeViolation['nodes'][number]) => `${n.target.join(' ')}${n.any[0]?.data ? ` ${JSON.stringify(n.any[0].data)}` : ''}`;
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map(node).join(' | ')}`);
}

const PAGES: Array<[name: string, path: string, ready: string, member: boolean]> = [
  ['home', '/', '[data-testid="page-home"] .game-tile', false],
  ['a category page', '/live', '[data-testid="page-live"]', false],
  ['the slots list', '/rng?vassalage=WPS', '[data-testid="page-rng"] .game-tile', false],
  ['the member center', '/member', '[data-testid="page-member"]', true],
  ['the agent login', '/agent', '[data-testid="page-agent"]', false],
];

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it.each(PAGES)(`%s in the ${theme} theme has no violation`, async (_name, path, ready, member) => {
      const url = `${server.baseUrl}${path}${member ? `${path.includes('?') ? '&' : '?'}token=${await memberToken()}` : ''}`;
      const { context, page } = await openPage(browser, url, { theme, reducedMotion: 'reduce' });
      try {
        await page.locator(ready).first().waitFor({ state: 'visible' });
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('home on a phone has no violation either', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: PHONE, reducedMotion: 'reduce' });
    try {
      await page.locator('[data-testid="page-home"] .game-tile').first().waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
