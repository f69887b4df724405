import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOT_ELEMENT_ID, brandThemeVars, getGameList, getGameVendors, getPermission, type TBoot, type TPermission, VENDOR_LIST_QUERY } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { withBoot } from '../src/http/web-app';
import { endMaintenance, startMaintenance } from '../src/modules/access/access.service';
import { createTestApp, createTestBrand } from './helpers';

let app: FastifyInstance;
let database: Database;
let close: () => Promise<void>;
/** The web build's index.html, as far as the server cares: a head, and #root's slot with the loader. */
const INDEX_HTML =
  '<!doctype html><html lang="en" data-theme="dark"><head><title>x</title></head>' +
  '<body><div id="root"><!--wps-page--><div class="boot-loader"></div><!--/wps-page--></div></body></html>';

/** Stands in for the web client's server render (apps/web/dist-ssr/entry-server.js): echoes what it was given. */
const FAKE_RENDER = `export async function render({ url, answers, language, theme, announcement, sanitize }) {
  globalThis.wpsFakeRenders = (globalThis.wpsFakeRenders ?? 0) + 1;
  if (url.includes('boom')) throw new Error('render failed');
  if (url.endsWith('/member')) return null;
  if (url.includes('announcement')) return '<aside data-open="' + announcement + '">' + sanitize('<p>News</p><img src=x onerror=alert(1)><script>alert(2)</script>') + '</aside>';
  return '<main data-url="' + url + '" data-language="' + language + '" data-theme="' + theme + '" data-answers="' + answers.length + '"></main>';
}`;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'wps-boot-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  const webSsr = mkdtempSync(join(tmpdir(), 'wps-ssr-'));
  writeFileSync(join(webSsr, 'entry-server.js'), FAKE_RENDER);
  ({ app, database, close } = await createTestApp({ webDist, webSsr }));
});
afterAll(() => close());

/** The page's inlined answers, read as the web client reads them. */
const bootOf = (html: string): TBoot => {
  const match = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html);
  expect(match, 'index.html carries the boot script').not.toBeNull();
  return JSON.parse(match![1]!) as TBoot;
};

describe('index.html answers the first calls of a visit', () => {
  it.each(['/', '/index.html', '/sports'])('%s: each inlined answer is what its call answers, and the home preloads its first banner', async (url) => {
    const page = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const boot = bootOf(page.body);
    const paths = boot.answers.map((a) => a.path);
    expect(paths).toContain('/wps/system/permission');
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const answer of boot.answers) {
      const res = await app.inject({ url: answer.path, query: Object.fromEntries(Object.entries(answer.query ?? {}).map(([k, v]) => [k, String(v)])) });
      expect(res.statusCode, answer.path).toBe(200);
      expect((res.json() as { value: unknown }).value, answer.path).toEqual(answer.value);
    }
    const banners = boot.answers.find((a) => a.path.endsWith('getBannerV2') || a.query?.groupName === 'w_home');
    const first = (banners?.value as { list: { url: string }[] }).list[0];
    expect(first, 'the demo brand has home banners').toBeDefined();
    if (url === '/sports') {
      // A page without the banner preloads nothing: the browser would warn that the preload went unused.
      expect(boot.images).toEqual({});
      expect(page.body).not.toContain('rel="preload" as="image"');
      return;
    }
    const preloaded = boot.images[first!.url];
    expect(preloaded).toBeTruthy();
    // Once, at the address the page's banner uses (the client picks the preloaded address from boot.images).
    expect(page.body.split(`<link rel="preload" as="image" href="${preloaded}" fetchpriority="high">`)).toHaveLength(2);
  });

  it('preloads the banner on every address of the home and on no other page', async () => {
    const preloads = async (url: string) => {
      const body = (await app.inject({ url, headers: { accept: 'text/html' } })).body;
      return [Object.keys(bootOf(body).images).length, (body.match(/<link rel="preload" as="image"/g) ?? []).length];
    };
    for (const url of ['/home', '/home/', '/login', '/REGISTER', '/help?x=1']) expect(await preloads(url), url).toEqual([1, 1]);
    for (const url of ['/promotions', '/rng?vassalage=WPS', '/live', '/seamless', '/no-such-page', '/home/x']) expect(await preloads(url), url).toEqual([0, 0]);
  });

  it.each(['/rng?vassalage=WPS', '/RNG', '/jili'])('%s: carries the first page of the vendor list, as its call answers it', async (url) => {
    const boot = bootOf((await app.inject({ url, headers: { accept: 'text/html' } })).body);
    const list = boot.answers.find((a) => a.path === getGameList.path);
    const vendors = boot.answers.find((a) => a.path === getGameVendors.path)!.value as { data: { lanes: { gameCategory: string; vendors: { vassalage: string }[] }[] } };
    const lane = url.toLowerCase().startsWith('/rng') ? 'RNG' : 'JL';
    const first = vendors.data.lanes.find((l) => l.gameCategory === lane)?.vendors[0]?.vassalage;
    if (!first) {
      // A lane the brand does not run has no vendor to list.
      expect(list).toBeUndefined();
      return;
    }
    expect(list?.query).toMatchObject({ ...VENDOR_LIST_QUERY, vassalage: url.includes('vassalage=') ? 'WPS' : first, language: 'EN' });
    const res = await app.inject({ url: list!.path, query: Object.fromEntries(Object.entries(list!.query ?? {}).map(([k, v]) => [k, String(v)])) });
    expect((res.json() as { value: unknown }).value).toEqual(list!.value);
    expect((list!.value as { games: unknown[] }).games.length).toBeGreaterThan(0);
  });

  it('inlines no list for a vendor that is no code, and no list on other pages', async () => {
    for (const url of [`/rng?vassalage=${'x'.repeat(500)}`, '/sports', '/']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(bootOf(page.body).answers.some((a) => a.path === getGameList.path), url).toBe(false);
    }
  });

  it('carries only the permission answer while the brand is in maintenance', async () => {
    const brand = await createTestBrand(database);
    await startMaintenance(database.db, brand.code, { endsAt: new Date(Date.now() + 3_600_000) });
    try {
      const boot = bootOf((await app.inject({ url: '/', headers: { host: brand.host, accept: 'text/html' } })).body);
      expect(boot.answers.map((a) => a.path)).toEqual(['/wps/system/permission']);
      expect(boot.answers[0]!.value).toMatchObject({ status: 1, maintenance: true });
      expect(boot.images).toEqual({});
    } finally {
      await endMaintenance(database.db, brand.code);
    }
  });

  it('keeps the script closed whatever the content says', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const html = withBoot('<html><head></head><body></body></html>', {
      answers: [{ path: '/wps/x', value: { title: hostile } }],
      images: { 'a.png': '/cdn/a.png?x="><script>' },
    });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('"><script>');
    expect(bootOf(html).answers[0]!.value).toEqual({ title: hostile });
  });
});

describe('index.html carries the page rendered on the server (decision record 008)', () => {
  const page = async (url: string, cookie?: string) =>
    (await app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })).body;

  it('in #root, from the same answers, in the start language and the dark theme', async () => {
    const html = await page('/sports?x=1');
    const boot = bootOf(html);
    expect(html).toContain(
      `<div id="root" data-rendered="EN"><main data-url="http://page.invalid/sports?x=1" data-language="EN" data-theme="dark" data-answers="${boot.answers.length}"></main></div>`,
    );
    // The brand's colours are on <html> from the start, as the browser sets them (no flash of the default ones).
    const permission = boot.answers.find((a) => a.path === getPermission.path)!.value as TPermission;
    const vars = brandThemeVars(permission.info.setting.theme);
    expect(vars.length).toBeGreaterThan(0);
    expect(html).toContain(`<html lang="en" data-theme="dark" style="${['color-scheme: dark', ...vars.map(([n, v]) => `${n}: ${v}`)].join('; ')}">`);
    expect(html).not.toContain('boot-loader');
  });

  it("follows the visitor's hints: their theme, and their language when the brand has it", async () => {
    const html = await page('/', 'wps_theme=light; wps_lang=TY');
    expect(html).toContain('<html lang="tl" data-theme="light" style="color-scheme: light; --brand-primary');
    expect(html).toContain('data-rendered="TY"><main data-url="http://page.invalid/" data-language="TY" data-theme="light"');
    const banners = bootOf(html).answers.find((a) => a.query?.groupName === 'w_home');
    expect(banners?.query?.language).toBe('TY');
    // A language the brand does not offer is not a language to render in.
    expect(await page('/', 'wps_lang=XX')).toContain('data-rendered="EN"');
  });

  it("opens the visitor's announcement popup until the browser session has shown it, its content cleaned by the server's sanitizer", async () => {
    const first = await page('/?announcement');
    expect(first).toContain('<aside data-open="true"><p>News</p></aside>');
    expect(await page('/?announcement', 'wps_ann=1')).toContain('<aside data-open="false">');
  });

  it('leaves the page to the browser for a browser holding a session, a page needing one, and a render that fails', async () => {
    for (const [url, cookie] of [['/', 'wps_session=1'], ['/member', undefined], ['/boom', undefined]] as const) {
      const html = await page(url, cookie);
      expect(html, url).toContain('<div id="root"><!--wps-page--><div class="boot-loader"></div><!--/wps-page--></div>');
      expect(html, url).not.toContain('data-rendered');
      // The inlined answers are there all the same.
      expect(bootOf(html).answers.length, url).toBeGreaterThanOrEqual(1);
    }
  });

  it('renders a page once for the same answers, language and theme, and again when any of them differs', async () => {
    const renders = () => (globalThis as { wpsFakeRenders?: number }).wpsFakeRenders ?? 0;
    const before = renders();
    const first = await page('/promotions?kept=1');
    expect(await page('/promotions?kept=1')).toBe(first);
    expect(renders()).toBe(before + 1);
    await page('/promotions?kept=1', 'wps_theme=light');
    await page('/promotions?kept=2');
    expect(renders()).toBe(before + 3);
  });
});
