import type { TPermission, TSystemStatusValue } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { blockCountry, endMaintenance, startMaintenance, unblockCountry } from '../src/modules/access/access.service';
import { insertAccessRule } from '../src/modules/access/access.repository';
import { findMerchantByCode } from '../src/modules/brand/brand.repository';
import { createTestApp, createTestBrand } from './helpers';

// Addresses in the GeoIP database shipped with geoip-country.
const PH_VISITOR = '112.198.0.1';
const US_VISITOR = '8.8.8.8';

// app.inject connects from 127.0.0.1: trusting it makes the test a proxy that
// may speak for a visitor through X-Forwarded-For.
let app: FastifyInstance;
let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, database, close } = await createTestApp({ trustedProxies: ['127.0.0.1'] }));
});
afterAll(() => close());

async function status(host: string, forwardedFor?: string) {
  const res = await app.inject({
    url: '/wps/system/status',
    headers: { host, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: TSystemStatusValue }).value;
}
async function permission(host: string, forwardedFor?: string) {
  const res = await app.inject({
    url: '/wps/system/permission',
    headers: { host, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: TPermission }).value;
}

describe('system status', () => {
  it('is 0 with the visitor location when nothing is switched', async () => {
    const brand = await createTestBrand(database);
    expect(await status(brand.host, PH_VISITOR)).toEqual({
      status: 0,
      maintenanceEnd: null,
      location: { ip: PH_VISITOR, country: 'PH' },
    });
  });

  it('is 1 with maintenanceEnd during a maintenance window, from the next request on', async () => {
    const brand = await createTestBrand(database, {
      customerService: [{ csType: 'LIVECHAT', title: 'Help desk', links: [{ label: 'Chat', url: 'https://support.test/chat' }] }],
    });
    const endsAt = new Date(Date.now() + 60 * 60 * 1000);
    await startMaintenance(database.db, brand.code, { endsAt });
    expect(await status(brand.host)).toMatchObject({ status: 1, maintenanceEnd: endsAt.getTime() });
    const p = await permission(brand.host);
    expect(p).toMatchObject({ status: 1, maintenance: true, regionRestriction: false, maintenanceEnd: endsAt.getTime() });
    // The client still gets what it needs to draw the maintenance page.
    expect(p.info.customerService.length).toBeGreaterThan(0);

    expect(await endMaintenance(database.db, brand.code)).toBe(1);
    expect(await status(brand.host)).toMatchObject({ status: 0, maintenanceEnd: null });
  });

  it('answers maintenanceEnd null for an open-ended window', async () => {
    const brand = await createTestBrand(database);
    await startMaintenance(database.db, brand.code);
    expect(await status(brand.host)).toMatchObject({ status: 1, maintenanceEnd: null });
  });

  it('affects only the brand in maintenance', async () => {
    const a = await createTestBrand(database);
    const b = await createTestBrand(database);
    await startMaintenance(database.db, a.code);
    expect((await status(a.host)).status).toBe(1);
    expect((await status(b.host)).status).toBe(0);
  });

  it('is 2 for a visitor from a blocked country, via X-Forwarded-For from a trusted proxy', async () => {
    const brand = await createTestBrand(database);
    await blockCountry(database.db, brand.code, 'ph');
    expect(await status(brand.host, PH_VISITOR)).toEqual({
      status: 2,
      maintenanceEnd: null,
      location: { ip: PH_VISITOR, country: 'PH' },
    });
    const p = await permission(brand.host, `${PH_VISITOR}, 127.0.0.1`);
    expect(p).toMatchObject({ status: 2, regionRestriction: true, maintenance: false, location: { ip: PH_VISITOR } });
    expect((await status(brand.host, US_VISITOR)).status).toBe(0);

    expect(await unblockCountry(database.db, brand.code, 'PH')).toBe(1);
    expect((await status(brand.host, PH_VISITOR)).status).toBe(0);
  });

  it('blocks by IP or CIDR rule too', async () => {
    const brand = await createTestBrand(database);
    const merchant = await findMerchantByCode(database.db, brand.code);
    await insertAccessRule(database.db, { merchantId: merchant!.id, kind: 'ip', value: '198.51.100.0/24' });
    expect((await status(brand.host, '198.51.100.77')).status).toBe(2);
    expect((await status(brand.host, '198.51.101.1')).status).toBe(0);
  });

  it('lets maintenance win over a region block', async () => {
    const brand = await createTestBrand(database);
    await blockCountry(database.db, brand.code, 'PH');
    await startMaintenance(database.db, brand.code);
    expect(await permission(brand.host, PH_VISITOR)).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const untrusted = await createTestApp({ trustedProxies: [] });
    try {
      const brand = await createTestBrand(untrusted.database);
      await blockCountry(untrusted.database.db, brand.code, 'PH');
      const res = await untrusted.app.inject({
        url: '/wps/system/status',
        headers: { host: brand.host, 'x-forwarded-for': PH_VISITOR },
      });
      expect(res.json()).toMatchObject({ value: { status: 0, location: { ip: '127.0.0.1', country: null } } });
    } finally {
      await untrusted.close();
    }
  });

  it('closes the other calls during an outage, with the reason in the envelope', async () => {
    const brand = await createTestBrand(database);
    const vendors = () => app.inject({ url: '/wps/relay/GCSGAME_gameVendor', headers: { host: brand.host, 'x-forwarded-for': PH_VISITOR } });
    expect((await vendors()).statusCode).toBe(200);
    await blockCountry(database.db, brand.code, 'PH');
    const blocked = await vendors();
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ success: false, code: 'region_restricted' });
    await startMaintenance(database.db, brand.code);
    const down = await vendors();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, code: 'maintenance' });
  });
});
