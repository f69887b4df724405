import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp({ rateLimitPerMinute: 3, trustedProxies: ['127.0.0.1'] }));
});
afterAll(async () => close());

describe('rate limit', () => {
  it('answers 429 in the envelope once a visitor exceeds the per-minute API budget', async () => {
    const call = () =>
      app.inject({ url: '/wps/system/status', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited' });
  });

  it('counts each visitor behind a trusted proxy separately', async () => {
    const res = await app.inject({
      url: '/wps/system/status',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('never limits static assets', async () => {
    for (let i = 0; i < 6; i += 1) {
      const res = await app.inject({ url: '/cdn/brands/demo/logo.svg', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('scales the per-call limits (the SMS send limit of 10 a minute becomes 1 at 0.1)', async () => {
    const scaled = await createTestApp({ rateLimitScale: 0.1 });
    try {
      const send = () =>
        scaled.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: 'x' } });
      expect((await send()).statusCode).toBe(400);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited' });
    } finally {
      await scaled.close();
    }
  });
});
