import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestBrand } from '../../../test/helpers';
import type { Database } from '../../db/database';
import { findMerchantByCode } from '../brand';
import {
  UnknownMerchantError,
  blockCountry,
  decideAccess,
  endMaintenance,
  evaluateAccess,
  startMaintenance,
  unblockCountry,
} from './access.service';

const visitor = { ip: '112.198.0.1', country: 'PH' };

describe('decideAccess', () => {
  it('is normal with no windows and no rules', () => {
    expect(decideAccess([], [], visitor)).toEqual({ status: 0, maintenance: false, regionRestriction: false, maintenanceEnd: null });
  });

  it('reports the latest end of overlapping windows, or null when one is open-ended', () => {
    const a = new Date('2030-01-01T00:00:00Z');
    const b = new Date('2030-01-02T00:00:00Z');
    expect(decideAccess([{ endsAt: a }, { endsAt: b }], [], visitor).maintenanceEnd).toBe(b.getTime());
    expect(decideAccess([{ endsAt: a }, { endsAt: null }], [], visitor).maintenanceEnd).toBeNull();
  });

  it('blocks by country (any case) or by address block, and maintenance wins', () => {
    expect(decideAccess([], [{ kind: 'country', value: 'ph' }], visitor).status).toBe(2);
    expect(decideAccess([], [{ kind: 'country', value: 'US' }], visitor).status).toBe(0);
    expect(decideAccess([], [{ kind: 'ip', value: '112.198.0.0/16' }], visitor).status).toBe(2);
    expect(decideAccess([], [{ kind: 'country', value: 'PH' }], { ip: '10.0.0.1', country: null }).status).toBe(0);
    expect(decideAccess([{ endsAt: null }], [{ kind: 'country', value: 'PH' }], visitor).status).toBe(1);
  });
});

describe('operator switches', () => {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await createTestApp());
  });
  afterAll(() => close());

  const merchantId = async (code: string) => (await findMerchantByCode(database.db, code))!.id;

  it('respects window times: a window that has not started or has ended does not count', async () => {
    const { code } = await createTestBrand(database);
    const id = await merchantId(code);
    const t0 = new Date('2030-06-01T00:00:00Z');
    await startMaintenance(database.db, code, { now: t0, endsAt: new Date('2030-06-01T02:00:00Z') });
    expect((await evaluateAccess(database.db, id, visitor, new Date('2030-05-31T23:59:00Z'))).status).toBe(0);
    expect((await evaluateAccess(database.db, id, visitor, new Date('2030-06-01T01:00:00Z'))).status).toBe(1);
    expect((await evaluateAccess(database.db, id, visitor, new Date('2030-06-01T02:00:00Z'))).status).toBe(0);
  });

  it('blocking twice keeps one rule; unblocking ends it', async () => {
    const { code } = await createTestBrand(database);
    await blockCountry(database.db, code, 'PH');
    await blockCountry(database.db, code, 'ph');
    expect(await unblockCountry(database.db, code, 'PH')).toBe(1);
    expect(await unblockCountry(database.db, code, 'PH')).toBe(0);
  });

  it('ending maintenance when there is none ends nothing', async () => {
    const { code } = await createTestBrand(database);
    expect(await endMaintenance(database.db, code)).toBe(0);
  });

  it('rejects unknown brands, bad country codes and an end in the past', async () => {
    const { code } = await createTestBrand(database);
    await expect(startMaintenance(database.db, 'no-such-brand')).rejects.toThrow(UnknownMerchantError);
    await expect(blockCountry(database.db, code, 'PHL')).rejects.toThrow(RangeError);
    await expect(startMaintenance(database.db, code, { endsAt: new Date(Date.now() - 1000) })).rejects.toThrow(RangeError);
  });
});
