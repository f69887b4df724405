import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { defineContract, getGameVendors, systemContracts, type Contract } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerContract } from '../src/http/register-contract';
import { createTestApp } from './helpers';

const ALL_CONTRACTS: Contract[] = [...systemContracts, getGameVendors];

// A POST call of the shape later issues add, to prove body handling end to end.
const echoContract = defineContract({
  method: 'POST',
  path: '/wps/test/echo',
  summary: 'test only',
  tags: ['test'],
  auth: false,
  body: z.object({ name: z.string().min(2), count: z.number().int().positive() }),
  value: z.object({ greeting: z.string() }),
});
const boomContract = defineContract({
  method: 'GET',
  path: '/wps/test/boom',
  summary: 'test only',
  tags: ['test'],
  auth: false,
  value: z.object({}),
});

let app: FastifyInstance;
let close: () => Promise<void>;
let webDist: string;
const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'wps-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><body><div id="root">SPA</div></body></html>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A built chunk with the copies the build writes beside it (apps/web/build/precompress.ts).
  writeFileSync(join(webDist, 'assets', 'big-def456.js'), BIG_JS);
  writeFileSync(join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(webDist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS));
  ({ app, close } = await createTestApp(
    { webDist },
    {
      beforeReady: (a) =>
        a.register(async (scope) => {
          registerContract(scope, echoContract, async ({ body }) => ({ greeting: `hi ${body.name} x${body.count}` }));
          registerContract(scope, boomContract, async () => {
            throw new Error('secret database detail');
          });
        }),
    },
  ));
});
afterAll(async () => {
  await close();
  rmSync(webDist, { recursive: true, force: true });
});

const expectEnvelopeError = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { success: boolean; code: string; message: string };
  expect(body.success).toBe(false);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  return body;
};

describe('every call built', () => {
  it.each(ALL_CONTRACTS.map((c) => [c.path, c] as const))('%s answers a success envelope', async (_path, contract) => {
    const res = await app.inject({ method: contract.method, url: contract.path, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ success: true });
  });

  it.each(ALL_CONTRACTS.map((c) => [c.path, c] as const))(
    '%s rejects malformed input with a 400 envelope and ignores unknown keys',
    async (_path, contract) => {
      const shape = contract.query instanceof z.ZodObject ? Object.keys(contract.query.shape) : [];
      for (const key of shape) {
        for (const bad of ['%00', 'x'.repeat(300), '']) {
          const res = await app.inject({
            method: contract.method,
            url: `${contract.path}?${key}=${encodeURIComponent(bad)}`,
            headers: { host: 'localhost' },
          });
          const body = expectEnvelopeError(res, 400, 'validation_error');
          expect(body.message.startsWith(`${key}: `)).toBe(true);
        }
        // An array where a single value is expected.
        const twice = await app.inject({ url: `${contract.path}?${key}=EN&${key}=TY`, headers: { host: 'localhost' } });
        expectEnvelopeError(twice, 400, 'validation_error');
      }
      const unknownKey = await app.inject({ url: `${contract.path}?zzz=1&__proto__=x`, headers: { host: 'localhost' } });
      expect(unknownKey.statusCode).toBe(200);
      // A body sent to a GET-only call, malformed JSON included, is a client error, never a 500.
      const wrongMethod = await app.inject({
        method: 'POST',
        url: contract.path,
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: '{"broken":',
      });
      expect(wrongMethod.statusCode).toBeGreaterThanOrEqual(400);
      expect(wrongMethod.statusCode).toBeLessThan(500);
      expect(wrongMethod.json()).toMatchObject({ success: false });
    },
  );

  it('names the field: an unknown help-center language', async () => {
    const res = await app.inject({ url: '/wps/system/helpCenter?lang=XX&device=WEB', headers: { host: 'localhost' } });
    const body = expectEnvelopeError(res, 400, 'validation_error');
    expect(body.message).toMatch(/^lang: Invalid option: expected one of "EN"\|"TY"/);
    const device = await app.inject({ url: '/wps/system/helpCenter?lang=EN&device=TV', headers: { host: 'localhost' } });
    expect(expectEnvelopeError(device, 400, 'validation_error').message).toMatch(/^device: /);
  });
});

describe('request bodies', () => {
  const post = (payload: string | Buffer, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/wps/test/echo', headers: { host: 'localhost', 'content-type': contentType }, payload });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ name: 'Ana', count: 2 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { greeting: 'hi Ana x2' } });
  });

  it('400 for malformed JSON, an empty body and invalid fields', async () => {
    expect(expectEnvelopeError(await post('{"name": "Ana",'), 400, 'validation_error').message).toMatch(/^body: /);
    expectEnvelopeError(await post(''), 400, 'validation_error');
    const invalid = expectEnvelopeError(await post(JSON.stringify({ name: 'A', count: -1 })), 400, 'validation_error');
    expect(invalid.message).toMatch(/name: .*; count: /);
    expect(expectEnvelopeError(await post('[]'), 400, 'validation_error').message).toMatch(/^body: /);
  });

  it('415 for a content type the call does not take', async () => {
    expectEnvelopeError(await post('name=Ana', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type');
    expectEnvelopeError(await post('<a/>', 'text/xml'), 415, 'unsupported_media_type');
  });

  it('413 for a body over the limit', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1_100_000), count: 1 });
    expectEnvelopeError(await post(huge), 413, 'payload_too_large');
  });

  it('500 envelope without internals for an unexpected error', async () => {
    const res = await app.inject({ url: '/wps/test/boom', headers: { host: 'localhost', 'x-request-id': 'trace-42' } });
    const body = expectEnvelopeError(res, 500, 'internal_error');
    expect(body.message).not.toContain('secret');
    expect(body.message).toContain('trace-42');
  });
});

describe('HTTP behaviour', () => {
  it('404 envelope for an unknown /wps path, any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/wps/no/such/call?x=1', headers: { host: 'localhost', accept: 'text/html' } });
      expect(expectEnvelopeError(res, 404, 'not_found').message).toBe(`No such resource: ${method} /wps/no/such/call`);
    }
  });

  it('echoes a sane x-request-id and replaces an odd one', async () => {
    const kept = await app.inject({ url: '/wps/system/status', headers: { 'x-request-id': 'abc-123.def' } });
    expect(kept.headers['x-request-id']).toBe('abc-123.def');
    const replaced = await app.inject({ url: '/wps/system/status', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const errored = await app.inject({ url: '/wps/system/helpCenter?lang=XX', headers: { 'x-request-id': 'err-1' } });
    expect(errored.headers['x-request-id']).toBe('err-1');
  });

  it('sends security headers with a strict CSP for the SPA', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('img-src');
    expect(csp).toContain('frame-src');
    expect(csp).toMatch(/connect-src 'self' ws: wss:/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const api = await app.inject({ url: '/wps/system/status' });
    expect(api.headers['x-ratelimit-limit']).toBe('600');
  });

  it('serves the OpenAPI document listing every contract, and the UI under its own CSP', async () => {
    const res = await app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    for (const c of ALL_CONTRACTS) expect(doc.paths[c.path]?.[c.method.toLowerCase()], c.path).toBeDefined();
    const helpParams = (doc.paths['/wps/system/helpCenter']?.get as { parameters: { name: string }[] }).parameters;
    expect(helpParams.map((p) => p.name).sort()).toEqual(['device', 'lang']);
    const ui = await app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
    expect(String(ui.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});

describe('web app and CDN', () => {
  it.each(['/', '/home', '/index', '/agentHome', '/sports', '/jili?vassalage=JL', '/help', '/login', '/index.html'])(
    'history-mode: %s returns index.html, never cached',
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">SPA</div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year and keeps a missing chunk a 404', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/assets/missing-chunk.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    const notHtml = await app.inject({ url: '/sports', headers: { accept: 'application/json' } });
    expect(notHtml.statusCode).toBe(404);
  });

  it("sends a built file's Brotli or gzip copy as it is to a browser that takes it, and the file itself to one that does not", async () => {
    const br = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotliCompressSync(BIG_JS))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('compresses an API answer above 1 kB on the fly, and leaves a small one as it is', async () => {
    const big = await app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { openapi?: string };
    expect(doc.openapi).toMatch(/^3\./);
    const small = await app.inject({ method: 'POST', url: '/wps/test/echo', headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/json' }, payload: { name: 'Ana', count: 2 } });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });

  it('serves brand logos and vendor icons under /cdn', async () => {
    for (const url of ['/cdn/brands/demo/logo.svg', '/cdn/brands/nova/logo.svg', '/cdn/vendors/wps.svg', '/cdn/games/wps-lucky-reels.svg']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    }
    const missing = await app.inject({ url: '/cdn/vendors/none.svg', headers: { accept: 'text/html' } });
    expectEnvelopeError(missing, 404, 'not_found');
  });

  it('every vendor icon and logo the seed references exists', async () => {
    const lanes = (
      await app.inject({ url: '/wps/relay/GCSGAME_gameVendor', headers: { host: 'localhost' } })
    ).json() as { value: { data: { lanes: { vendors: { iconUrl: string }[] }[] } } };
    const icons = lanes.value.data.lanes.flatMap((l) => l.vendors).map((v) => v.iconUrl);
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect((await app.inject({ url: `/cdn${icon}` })).statusCode, icon).toBe(200);
  });

  it("answers /favicon.ico with the site's icon, not a 404", async () => {
    const res = await app.inject({ url: '/favicon.ico', headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('answers 503 with build instructions when the web app is not built', async () => {
    const t = await createTestApp({ webDist: join(webDist, 'does-not-exist') });
    try {
      const res = await t.app.inject({ url: '/sports', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await t.close();
    }
  });
});
