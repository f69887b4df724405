import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockCountry,
  endMaintenance,
  startMaintenance,
  unblockCountry,
} from '../apps/server/src/modules/access/access.service';
import { launchBrowser, openPage } from './support/browser';
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

// A Philippine address in the shipped GeoIP database.
const PH_VISITOR = '112.198.0.1';

describe('system status decides app, maintenance page or region-block page', () => {
  it('shows the maintenance page while the brand is in maintenance, and the app after', async () => {
    const endsAt = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await startMaintenance(server.database.db, 'demo', { endsAt });
    try {
      const { context, page } = await openPage(browser, `${server.baseUrl}/sports`);
      try {
        await page.getByTestId('maintenance-page').waitFor({ state: 'visible' });
        await expect(page.getByTestId('app-header').count()).resolves.toBe(0);
        await expect(page.getByTestId('maintenance-end').innerText()).resolves.toMatch(/\d{1,2}:\d{2}/);
        // Only the brand in maintenance is affected.
        await page.goto(server.urlFor('nova.localhost', '/'));
        await page.getByTestId('page-home').waitFor({ state: 'visible' });
      } finally {
        await context.close();
      }
    } finally {
      await endMaintenance(server.database.db, 'demo');
    }
    const { context, page } = await openPage(browser, `${server.baseUrl}/sports`);
    try {
      await page.getByTestId('page-sports').waitFor({ state: 'visible' });
    } finally {
      await context.close();
    }
  });

  it('blocks a visitor from a blocked country and shows their IP', async () => {
    await blockCountry(server.database.db, 'demo', 'PH');
    try {
      const { context, page } = await openPage(browser, server.baseUrl, {
        extraHTTPHeaders: { 'X-Forwarded-For': PH_VISITOR },
      });
      try {
        await page.getByTestId('region-block-page').waitFor({ state: 'visible' });
        await expect(page.getByTestId('visitor-ip').innerText()).resolves.toContain(PH_VISITOR);
      } finally {
        await context.close();
      }
      // A visitor from elsewhere still gets the site.
      const other = await openPage(browser, server.baseUrl, { extraHTTPHeaders: { 'X-Forwarded-For': '81.2.69.160' } });
      try {
        await other.page.getByTestId('page-home').waitFor({ state: 'visible' });
      } finally {
        await other.context.close();
      }
    } finally {
      await unblockCountry(server.database.db, 'demo', 'PH');
    }
  });
});

describe('brands', () => {
  it('two host names get their own brand, flags and title', async () => {
    const demo = await openPage(browser, server.urlFor('demo.localhost', '/'));
    const nova = await openPage(browser, server.urlFor('nova.localhost', '/'));
    try {
      await demo.page.getByTestId('page-home').waitFor();
      await nova.page.getByTestId('page-home').waitFor();
      const [demoTitle, novaTitle] = await Promise.all([demo.page.title(), nova.page.title()]);
      expect(demoTitle).not.toBe(novaTitle);
      const merchant = (p: typeof demo.page) => p.evaluate(() => localStorage.getItem('merchantCode'));
      await expect(merchant(demo.page)).resolves.toBe('demo');
      await expect(merchant(nova.page)).resolves.toBe('nova');
    } finally {
      await demo.context.close();
      await nova.context.close();
    }
  });
});
