import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyProviderSignature } from '../../modules/provider/provider.signature';
import { httpPlatform, ZPlatformBalance } from './client';

const SECRET = 'studio-test-secret';
let server: Server;
let base: string;
const seen: { url: string; valid: boolean; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const valid = verifyProviderSignature(raw, String(req.headers['x-signature']), SECRET);
      seen.push({ url: req.url ?? '', valid, body: raw.toString() });
      res.setHeader('content-type', 'application/json');
      if (!valid) {
        res.statusCode = 401;
        res.end(JSON.stringify({ success: false, code: 'signature_invalid', message: 'bad signature' }));
      } else if (req.url?.endsWith('/bet')) {
        res.statusCode = 400;
        res.end(JSON.stringify({ success: false, code: 'insufficient_funds', message: 'no', value: { balance: '15' } }));
      } else {
        res.end(JSON.stringify({ success: true, value: { balance: '1234' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the studio over HTTP (STUDIO_PLATFORM_URL)', () => {
  it('signs the exact body with the secret and reads the envelope', async () => {
    const client = httpPlatform(base);
    const answer = await client.call({ host: 'x', secret: SECRET }, 'balance', { playerId: '7' }, ZPlatformBalance);
    expect(answer).toMatchObject({ status: 200, success: true, value: { balance: '1234' } });
    expect(seen.at(-1)).toEqual({ url: '/wps/provider/WPS/balance', valid: true, body: '{"playerId":"7"}' });
  });

  it('passes refusals on with their code and balance', async () => {
    const client = httpPlatform(base);
    const answer = await client.call({ host: 'x', secret: SECRET }, 'bet', { amount: '100' }, ZPlatformBalance);
    expect(answer).toMatchObject({ status: 400, success: false, code: 'insufficient_funds', value: { balance: '15' } });
    const forged = await client.call({ host: 'x', secret: 'wrong' }, 'balance', { playerId: '7' }, ZPlatformBalance);
    expect(forged).toMatchObject({ status: 401, success: false, code: 'signature_invalid' });
  });
});
