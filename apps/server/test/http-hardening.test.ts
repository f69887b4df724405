/**
 * Answers that must not be stored, and cookies that are Secure behind a TLS
 * proxy (issue 10 item 8).
 */
import { getCaptcha, getDomainRoute, getPermission, login } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestBrand } from './helpers';
import { call, createAccountApp, createMember, freshIp, humanProof, type AccountTestApp } from './support/accounts';

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountApp();
});
afterAll(async () => t.close());

describe('Cache-Control: no-store on API answers', () => {
  it('login answers, successful or not, and every other /wps answer are no-store', async () => {
    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    const ok = await call(t, login, { username: m.account, password: m.password, verification: await humanProof(t) }, { ip });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const wrong = await call(t, login, { username: m.account, password: 'wrong-pass1', verification: await humanProof(t) }, { ip });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['cache-control']).toBe('no-store');
    expect((await call(t, getPermission)).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/wps/no/such/call', headers: { host: t.host } })).headers['cache-control']).toBe('no-store');
  });

  it('leaves the caching of static files to their routes', async () => {
    const res = await t.app.inject({ url: '/cdn/vendors/wps.svg', headers: { host: t.host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('Secure cookies behind a TLS proxy', () => {
  const captchaCookie = async (app: AccountTestApp['app'], host: string, headers: Record<string, string>) => {
    const res = await app.inject({ url: getCaptcha.path, headers: { host, 'x-forwarded-for': freshIp(), ...headers } });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'wps_captcha');
    if (!cookie) throw new Error('no captcha cookie');
    return cookie;
  };

  it('a trusted proxy saying https gets a Secure cookie; plain http does not', async () => {
    expect((await captchaCookie(t.app, t.host, { 'x-forwarded-proto': 'https' })).secure).toBe(true);
    expect((await captchaCookie(t.app, t.host, {})).secure).toBeFalsy();
  });

  it('X-Forwarded-Proto from an address that is not a trusted proxy is ignored', async () => {
    const other = await createTestApp({ trustedProxies: [], rateLimitPerMinute: 100_000 });
    try {
      const { host } = await createTestBrand(other.database);
      expect((await captchaCookie(other.app, host, { 'x-forwarded-proto': 'https' })).secure).toBeFalsy();
    } finally {
      await other.close();
    }
  });
});

describe('The brand behind a proxy', () => {
  const merchantOf = async (app: AccountTestApp['app'], headers: Record<string, string>) =>
    (await app.inject({ url: getDomainRoute.path, headers })).json<{ value: { merchantCode: string } }>().value.merchantCode;

  it("a trusted proxy's X-Forwarded-Host picks the brand; anyone else's is ignored", async () => {
    const other = await createTestBrand(t.database);
    // Host is the proxy's own upstream name; the visitor asked for the other brand's domain.
    expect(await merchantOf(t.app, { host: 'upstream.internal', 'x-forwarded-host': other.host })).toBe(other.code);
    expect(await merchantOf(t.app, { host: t.host })).not.toBe(other.code);
    const untrusted = await createTestApp({ trustedProxies: [], rateLimitPerMinute: 100_000 });
    try {
      const { host, code } = await createTestBrand(untrusted.database);
      const mine = await createTestBrand(untrusted.database);
      expect(await merchantOf(untrusted.app, { host: mine.host, 'x-forwarded-host': host })).toBe(mine.code);
      expect(await merchantOf(untrusted.app, { host: mine.host, 'x-forwarded-host': host })).not.toBe(code);
    } finally {
      await untrusted.close();
    }
  });
});
