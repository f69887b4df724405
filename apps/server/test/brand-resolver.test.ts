import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandResolver } from '../src/modules/brand';
import { createTestApp, createTestBrand } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let host: string;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ host, code } = await createTestBrand(t.database));
});
afterAll(async () => t.close());

describe('the brand resolver', () => {
  it('shares one read between calls that arrive together, and serves it until its time is up', async () => {
    const resolver = createBrandResolver(t.database.db, { defaultMerchant: code, ttlMs: 200 });
    const [a, b] = await Promise.all([resolver.resolve(host), resolver.resolve(host.toUpperCase())]);
    expect(a?.merchant.code).toBe(code);
    expect(a?.isKnownHost).toBe(true);
    // One lookup answered both (two reads would have built two objects).
    expect(b).toBe(a);
    expect(await resolver.resolve(host)).toBe(a);
    await new Promise((r) => setTimeout(r, 250));
    const fresh = await resolver.resolve(host);
    expect(fresh).not.toBe(a);
    expect(fresh?.merchant.id).toBe(a?.merchant.id);
  });

  it('answers the reads in flight when a host name change makes it forget (none fails), and reads anew after', async () => {
    const resolver = createBrandResolver(t.database.db, { defaultMerchant: code });
    const reads: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      reads.push(resolver.resolve(i % 2 ? host : `other-${i}.invalid`));
      // The console's change announced while the reads wait for the database.
      resolver.clear();
    }
    const settled = await Promise.allSettled(reads);
    expect(settled.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
    expect(((await resolver.resolve(host)) as { merchant: { code: string } } | null)?.merchant.code).toBe(code);
  });

  it('answers an unknown host with the default brand, marked unknown', async () => {
    const resolver = createBrandResolver(t.database.db, { defaultMerchant: code });
    const brand = await resolver.resolve('nowhere.invalid');
    expect(brand).toMatchObject({ isKnownHost: false, kind: 'player' });
    expect(brand?.merchant.code).toBe(code);
  });
});
