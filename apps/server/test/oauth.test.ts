import { oauthExchange } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oauthProviders } from '../src/db/schema';
import { startOidcProvider, type OidcTestProvider } from './support/oidc-provider';
import { call, createAccountApp, envelope, freshIp, loginResult, type AccountTestApp } from './support/accounts';

let t: AccountTestApp;
let provider: OidcTestProvider;
beforeAll(async () => {
  t = await createAccountApp();
  provider = await startOidcProvider({ clientId: 'wps-test', clientSecret: 'wps-secret' });
  await t.database.db
    .insert(oauthProviders)
    .values({ merchantId: t.merchantId, provider: 'google', issuer: provider.issuer, clientId: 'wps-test', clientSecret: 'wps-secret', enabled: true });
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

/** Plays the browser: our start, the provider's consent, our callback; returns where the callback sends the browser. */
async function signIn(returnTo = '/live'): Promise<string> {
  const start = await t.app.inject({ url: `/wps/session/oauth/google/start?returnTo=${encodeURIComponent(returnTo)}`, headers: { host: t.host } });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const consent = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(String(consent.headers.get('location')));
  expect(back.pathname).toBe('/wps/session/oauth/google/callback');
  const callback = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { host: t.host } });
  expect(callback.statusCode).toBe(302);
  return String(callback.headers.location);
}

describe('social login (OpenID Connect code flow against a local provider)', () => {
  it('shows the button, creates a member on first sign-in, signs the same identity in again, codes once', async () => {
    const permission = await t.app.inject({ url: '/wps/system/permission', headers: { host: t.host } });
    expect((permission.json() as { value: { info: { account: { googleLogin: boolean } } } }).value.info.account.googleLogin).toBe(true);

    provider.setNextUser({ sub: 'google-sub-1', email: 'Maria.Santos@example.com', name: 'Maria Santos' });
    const landing = await signIn('/live');
    expect(landing).toMatch(/^\/live\?oauthCode=/);
    const code = new URL(landing, 'http://x').searchParams.get('oauthCode') ?? '';
    const ip = freshIp();
    const first = loginResult(await call(t, oauthExchange, { code }, { ip }));
    expect(first.userInfo).toMatchObject({ account: 'MariaSantos', nickname: 'Maria Santos', type: 0 });
    expect(envelope(await call(t, oauthExchange, { code }, { ip })).code).toBe('code_invalid');

    const again = new URL(await signIn('/'), 'http://x').searchParams.get('oauthCode') ?? '';
    expect(loginResult(await call(t, oauthExchange, { code: again }, { ip })).userInfo.id).toBe(first.userInfo.id);

    provider.setNextUser({ sub: 'google-sub-2', email: 'maria.santos@example.com' });
    const other = new URL(await signIn(), 'http://x').searchParams.get('oauthCode') ?? '';
    const second = loginResult(await call(t, oauthExchange, { code: other }, { ip }));
    expect(second.userInfo.id).not.toBe(first.userInfo.id);
    expect(second.userInfo.account).toMatch(/^mariasantos[0-9a-f]{4}$/i);
  });

  it('refuses a forged state, an absolute return address and a disabled provider', async () => {
    const forged = await t.app.inject({ url: '/wps/session/oauth/google/callback?code=x&state=forged', headers: { host: t.host } });
    expect(forged.headers.location).toBe('/?oauthError=state_invalid');
    provider.setNextUser({ sub: 'google-sub-3', email: 'x@example.com' });
    expect(await signIn('https://evil.example/')).toMatch(/^\/\?oauthCode=/);
    const facebook = await t.app.inject({ url: '/wps/session/oauth/facebook/start', headers: { host: t.host } });
    expect(facebook.headers.location).toBe('/?oauthError=feature_disabled');
  });

  it('keeps signing in after the provider rotates its key, and refuses a token of the retired key', async () => {
    provider.setNextUser({ sub: 'google-sub-4', email: 'rotated@example.com' });
    expect(await signIn()).toMatch(/^\/live\?oauthCode=/);
    provider.rotateKey();
    // The library refetches the JWKS for an unknown kid once its copy is a minute old; no restart, no cache to clear.
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      const code = new URL(await signIn(), 'http://x').searchParams.get('oauthCode') ?? '';
      expect(loginResult(await call(t, oauthExchange, { code }, { ip: freshIp() })).userInfo.account).toBe('rotated');
      provider.replaceNextIdToken((claims) => provider.signIdToken(claims, { retiredKey: true }));
      expect(await signIn('/live')).toBe('/live?oauthError=id_token_signature');
    } finally {
      clock.mockRestore();
    }
  });
});
