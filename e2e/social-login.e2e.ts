import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcTestProvider } from '../apps/server/test/support/oidc-provider';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let provider: OidcTestProvider;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  provider = await startOidcProvider({
    clientId: 'lucky-web',
    clientSecret: 'lucky-secret',
    redirectUris: [`http://localhost:${server.port}/wps/session/oauth/google/callback`],
  });
  // The demo brand's Google sign-in, pointed at a local OpenID provider.
  await server.database.db.execute(sql`
    UPDATE oauth_providers SET issuer = ${provider.issuer}, client_id = 'lucky-web', client_secret = 'lucky-secret', enabled = true
    WHERE provider = 'google' AND merchant_id = (SELECT id FROM merchants WHERE code = 'demo')`);
  await server.database.db.execute(sql`
    UPDATE whitelabel_flags SET enabled = true
    WHERE mod_id = 'GOOGLELOGIN3' AND merchant_id = (SELECT id FROM merchants WHERE code = 'demo')`);
});
afterAll(async () => {
  await browser?.close();
  await provider?.close();
  await server?.close();
});

describe.each(['EN', 'TY'] as const)('Google sign-in (OpenID Connect authorization code flow) in %s', (lang) => {
  it('creates a member on first sign-in and returns to the same member the next time', async () => {
    const before = provider.stats.tokensIssued;
    provider.setNextUser({ sub: `google-sub-777-${lang}`, email: `maria.santos.${lang.toLowerCase()}@example.test`, name: 'Maria Santos', emailVerified: true });
    const accounts: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const { context, page } = await openPage(browser, server.baseUrl, { lang });
      try {
        await page.getByTestId('page-home').waitFor();
        await page.getByTestId('login-button').first().click();
        await page.getByTestId('login-google').click();
        // Through the provider and back: the one-time code is exchanged and dropped from the URL.
        await expect.poll(() => page.getByTestId('account-name').first().isVisible(), { timeout: 20_000 }).toBe(true);
        expect(new URL(page.url()).searchParams.has('oauthCode')).toBe(false);
        accounts.push(await page.getByTestId('account-name').first().innerText());
      } finally {
        await context.close();
      }
    }
    expect(accounts[0]).toMatch(/maria/i);
    expect(accounts[1]).toBe(accounts[0]);
    expect(provider.stats.tokensIssued - before).toBe(2);
  });
});
