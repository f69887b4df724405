import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let consoleDist: string;
let webDist: string;
beforeAll(async () => {
  consoleDist = mkdtempSync(join(tmpdir(), 'wps-console-'));
  webDist = mkdtempSync(join(tmpdir(), 'wps-web-'));
  mkdirSync(join(consoleDist, 'assets'));
  writeFileSync(join(consoleDist, 'index.html'), '<!doctype html><html><body><div id="console">CONSOLE</div></body></html>');
  writeFileSync(join(consoleDist, 'assets', 'console-abc123.js'), 'console.log("console")');
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><body><div id="root">SPA</div></body></html>');
  // Source maps a build may have left beside the files (and their precompressed copies): never served.
  writeFileSync(join(consoleDist, 'assets', 'console-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("web")');
  for (const name of ['index-abc123.js.map', 'index-abc123.js.map.br', 'index-abc123.js.map.gz', 'style-abc123.css.MAP']) writeFileSync(join(webDist, 'assets', name), '{"version":3,"sources":["secret.ts"]}');
  t = await createTestApp({ consoleDist, webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(consoleDist, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

describe('the operator console at /console', () => {
  it('sends its own page for every console route, never the player site, and keeps it out of search engines', async () => {
    for (const url of ['/console/', '/console/finance/deposits', '/console/login?next=%2Faudit']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('CONSOLE');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const player = await t.app.inject({ url: '/consoles', headers: { accept: 'text/html' } });
    expect(player.body).toContain('SPA');
  });

  it('redirects /console to /console/', async () => {
    const res = await t.app.inject({ url: '/console' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/console/');
  });

  it('serves its hashed files for a year and answers a missing one with 404, not the page', async () => {
    const asset = await t.app.inject({ url: '/console/assets/console-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ url: '/console/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('CONSOLE');
  });

  it('never serves a source map, the console’s or the player site’s, whatever the encoding asked', async () => {
    expect((await t.app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    for (const url of ['/console/assets/console-abc123.js.map', '/assets/index-abc123.js.map', '/assets/style-abc123.css.MAP', '/assets/index-abc123.js%2Emap']) {
      for (const encoding of ['identity', 'br, gzip']) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, `${url} ${encoding}`).toBe(404);
        expect(res.body, url).not.toContain('secret.ts');
      }
    }
  });

  it('says how to build it when it is not built', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ url: '/console/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
