/**
 * Writes the README's screenshots to docs/screenshots/: home, a category page,
 * the agent login, the login and register popups and the maintenance page, in
 * both themes, desktop and phone.
 * Run with `npm run screenshots` after `npm run build`.
 */
import { mkdirSync } from 'node:fs';
import { endMaintenance, startMaintenance } from '../apps/server/src/modules/access/access.service';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { startServer } from './support/server';

const outDir = new URL('../docs/screenshots/', import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });

const shots = [
  { name: 'home', path: '/', ready: 'page-home' },
  { name: 'live', path: '/live', ready: 'page-live' },
  { name: 'agent-login', path: '/agent', ready: 'page-agent' },
  { name: 'login', path: '/login', ready: 'modal-login' },
  { name: 'register', path: '/register', ready: 'modal-register' },
  { name: 'maintenance', path: '/', ready: 'maintenance-page', maintenance: true },
] as const;

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const shot of shots) {
    if ('maintenance' in shot) {
      await startMaintenance(server.database.db, 'demo', { endsAt: new Date(Date.now() + 3 * 3600_000) });
    }
    for (const theme of ['dark', 'light'] as const) {
      for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const { context, page } = await openPage(browser, server.baseUrl + shot.path, { theme, viewport });
        await page.getByTestId(shot.ready).waitFor({ state: 'visible' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const file = `${outDir}${shot.name}-${theme}-${device}.png`;
        await page.screenshot({ path: file, fullPage: device === 'desktop' && shot.name === 'home' });
        console.log('wrote', file);
        await context.close();
      }
    }
    if ('maintenance' in shot) await endMaintenance(server.database.db, 'demo');
  }
} finally {
  await browser.close();
  await server.close();
}
