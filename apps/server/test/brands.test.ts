import { WhitelabelFlag, type TPermission, type TWhitelabelNode } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestBrand } from './helpers';
import { FIXTURE_VENDORS } from './support/fixture-catalog';

let app: FastifyInstance;
let close: () => Promise<void>;
let database: Awaited<ReturnType<typeof createTestApp>>['database'];
beforeAll(async () => {
  ({ app, close, database } = await createTestApp());
});
afterAll(() => close());

const get = async <T>(url: string, host: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { host } });
  return { status: res.statusCode, body: res.json() as { success: boolean; value: T; code?: string } };
};
const flags = (tree: TWhitelabelNode[]): Map<string, string> =>
  new Map(tree.flatMap((n) => [[n.modId, n.enabled] as [string, string], ...flags(n.childrenNodes)]));

describe('brand resolution by host', () => {
  it('gives demo and nova their own configuration (isolation)', async () => {
    const demo = await get<TPermission>('/wps/system/permission', 'localhost:3000');
    const nova = await get<TPermission>('/wps/system/permission', 'nova.localhost:3000');
    expect(demo.status).toBe(200);
    expect(nova.status).toBe(200);
    expect(demo.body.value.info.setting).toMatchObject({
      merchantCode: 'demo',
      name: 'Lucky Peso',
      currency: 'PHP',
      currencySymbol: '₱',
      gmtOffsetMinutes: 480,
      platform: 'WEB',
      lotteryType: 'SEA',
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'TY'],
      cockfightVendors: ['DS88'],
      exceptionVendors: ['JL'],
      prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
      agentTypes: [1, 2, 41, 42],
      trialType: 4,
    });
    expect(nova.body.value.info.setting).toMatchObject({ merchantCode: 'nova', currency: 'USD', currencySymbol: '$' });
    expect(nova.body.value.info.setting.theme).not.toEqual(demo.body.value.info.setting.theme);
    expect(demo.body.value.info.resources.find((r) => r.resourceType === 'LOGO')?.url).toBe('/brands/demo/logo.svg');
    expect(nova.body.value.info.resources.find((r) => r.resourceType === 'LOGO')?.url).toBe('/brands/nova/logo.svg');
    // The demo brands name no support channel, app or social page that nobody runs.
    expect(demo.body.value.info.customerService).toEqual([]);
    expect(nova.body.value.info.customerService).toEqual([]);
    expect(demo.body.value.info.resources.map((r) => r.resourceType)).toEqual(['LOGO']);
    expect(nova.body.value.info.analytics.gtagId).toBe('G-NOVA000001');
    expect(demo.body.value.info.analytics.gtagId).toBeNull();
    expect(demo.body.value.info.imageCDNs.length).toBeGreaterThan(0);
    expect(demo.body.value.info.launchGameCDNs.length).toBeGreaterThan(0);
  });

  it('gives each brand its own flags; the tree holds every flag', async () => {
    const demo = flags((await get<TWhitelabelNode[]>('/wps/system/whitelabel', 'demo.localhost')).body.value);
    const nova = flags((await get<TWhitelabelNode[]>('/wps/system/whitelabel', 'nova.localhost')).body.value);
    for (const flag of Object.values(WhitelabelFlag)) {
      expect(demo.has(flag), flag).toBe(true);
      expect(nova.has(flag), flag).toBe(true);
    }
    for (const module of ['REGISTER3', 'LOGIN3', 'MEMBER3', 'AGENT3']) expect(demo.get(module)).toBe('1');
    expect(demo.get(WhitelabelFlag.directRegister)).toBe('1');
    expect(nova.get(WhitelabelFlag.directRegister)).toBe('0');
    expect(nova.get('AGENT3')).toBe('0');
    expect(nova.get(WhitelabelFlag.agentCenter)).toBe('0');
    // The permission call carries the same tree.
    const permission = await get<TPermission>('/wps/system/permission', 'nova.localhost');
    expect(flags(permission.body.value.info.whitelabelVal)).toEqual(nova);
  });

  it('gives each brand its own help topics in EN and TY', async () => {
    type Topic = { anchor: string; title: string; content: string };
    const demoEn = (await get<Topic[]>('/wps/system/helpCenter?lang=EN&device=WEB', 'localhost')).body.value;
    const demoTy = (await get<Topic[]>('/wps/system/helpCenter?lang=TY&device=WEB', 'localhost')).body.value;
    const novaEn = (await get<Topic[]>('/wps/system/helpCenter?lang=EN', 'nova.localhost')).body.value;
    expect(demoEn.map((t) => t.anchor)).toEqual([
      'about-us',
      'how-to-deposit',
      'how-to-withdraw',
      'responsible-gaming',
      'terms-and-conditions',
      'privacy-policy',
      'faq',
    ]);
    expect(demoTy.map((t) => t.anchor)).toEqual(demoEn.map((t) => t.anchor));
    expect(demoTy[1]?.title).toBe('Paano Mag-deposito');
    expect(demoTy.every((t, i) => t.content !== demoEn[i]?.content)).toBe(true);
    expect(novaEn.map((t) => t.title)).toContain('About Nova Arcade');
    expect(novaEn.some((t) => t.content.includes('Lucky Peso'))).toBe(false);
    for (const t of [...demoEn, ...demoTy, ...novaEn]) expect(t.content).not.toMatch(/<script|on\w+=/i);
  });

  it('falls back to the default language for a language the brand has no topics in', async () => {
    const cn = (await get<{ anchor: string; title: string }[]>('/wps/system/helpCenter?lang=CN', 'localhost')).body.value;
    expect(cn[0]?.title).toBe('About Us');
  });

  it('gives each brand its own registration rules', async () => {
    type Setting = Record<string, { enabled: boolean; required: boolean; minLength?: number; acceptedPattern?: string }>;
    const demo = (await get<Setting>('/wps/system/setting/register', 'localhost')).body.value;
    const nova = (await get<Setting>('/wps/system/setting/register', 'nova.localhost')).body.value;
    expect(demo.username).toMatchObject({ enabled: true, required: true, minLength: 6, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$' });
    expect(nova.username?.minLength).toBe(5);
    expect(demo.captcha?.enabled).toBe(true);
    expect(nova.captcha?.enabled).toBe(false);
  });

  it('routes the agent host to the agent kind and landing path', async () => {
    const agent = await get('/wps/system/domainRoute', 'agent.localhost');
    expect(agent.body.value).toEqual({ host: 'agent.localhost', merchantCode: 'demo', kind: 'agent', landingPath: '/agent' });
    const player = await get('/wps/system/domainRoute', 'NOVA.localhost.:8080');
    expect(player.body.value).toEqual({ host: 'nova.localhost', merchantCode: 'nova', kind: 'player', landingPath: '/' });
  });

  it("sends a visit to the agent host's root to the agent login, before any script runs, and nothing else", async () => {
    const page = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
    for (const [url, to] of [
      ['/', '/agent'],
      ['/index.html', '/agent'],
      ['/?lang=TY', '/agent?lang=TY'],
    ]) {
      const res = await page(url!, 'agent.localhost:3000');
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({ url, status: 302, location: to });
    }
    // The agent login itself, and the player host's root, are pages, not redirects.
    expect((await page('/agent', 'agent.localhost:3000')).statusCode).not.toBe(302);
    expect((await page('/', 'localhost:3000')).statusCode).not.toBe(302);
  });

  it('serves unknown hosts (a plain IP, a stray name) with the default brand', async () => {
    for (const host of ['192.0.2.10:3000', 'unknown.example', '[::1]:3000']) {
      const route = await get<{ merchantCode: string; kind: string }>('/wps/system/domainRoute', host);
      expect(route.status).toBe(200);
      expect(route.body.value).toMatchObject({ merchantCode: 'demo', kind: 'player' });
    }
  });

  it('lists vendor lanes per brand, after the vendor-set rules of SPEC.md §9', async () => {
    type Lanes = { data: { lanes: { gameCategory: string; vendors: { vassalage: string }[] }[] } };
    // The seeded brands carry only the studio.
    for (const host of ['localhost', 'nova.localhost']) {
      const lanes = (await get<Lanes>('/wps/relay/GCSGAME_gameVendor', host)).body.value.data.lanes;
      expect(lanes.map((l) => [l.gameCategory, l.vendors.map((v) => v.vassalage)])).toEqual([
        ['LIVE', ['WPS']],
        ['RNG', ['WPS']],
      ]);
    }
    // A brand with many (fictional) vendors: esports and cockfight out of SPORTS, JL out of RNG into its own lane.
    const { host } = await createTestBrand(database, { vendors: FIXTURE_VENDORS });
    const many = (await get<Lanes>('/wps/relay/GCSGAME_gameVendor', host)).body.value.data.lanes;
    expect(many.map((l) => l.gameCategory)).toEqual(['SPORTS', 'LIVE', 'RNG', 'JL', 'FISH', 'LOTT', 'ELOTT', 'PVP', 'COCKFIGHT', 'ESPORTS']);
    expect(many.find((l) => l.gameCategory === 'COCKFIGHT')?.vendors.map((v) => v.vassalage)).toEqual(['DS88']);
    expect(many.find((l) => l.gameCategory === 'RNG')?.vendors.map((v) => v.vassalage)).not.toContain('JL');
    const { host: smallHost } = await createTestBrand(database);
    const small = (await get<Lanes>('/wps/relay/GCSGAME_gameVendor', smallHost)).body.value.data.lanes;
    expect(small.map((l) => l.gameCategory)).toEqual(['RNG', 'FISH', 'PVP']);
  });
});

describe('a missing default brand', () => {
  it('answers 503 brand_not_found for hosts it cannot route', async () => {
    const t = await createTestApp({ defaultMerchant: 'nosuchbrand' });
    try {
      const res = await t.app.inject({ url: '/wps/system/permission', headers: { host: '203.0.113.5' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'brand_not_found' });
      // Known hosts still work.
      const nova = await t.app.inject({ url: '/wps/system/status', headers: { host: 'nova.localhost' } });
      expect(nova.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
