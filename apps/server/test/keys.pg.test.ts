/**
 * The first start's encryption key, with processes starting together on one
 * PostgreSQL database (WORKERS=2 once made two keys, and a registration
 * sealed for one met a process that knew only the other). Each "process" here
 * is a pool of its own on a schema of the test's own, holding an empty key ring.
 */
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrizzleDb } from '../src/db/client';
import * as schema from '../src/db/schema';
import { ensureActiveKey, openKeyRing, rotateKeys } from '../src/modules/keys/keys.service';
import { createManualClock } from '../src/lib/clock';

const URL = process.env.DATABASE_URL as string;
const ring = `keys_${randomBytes(4).toString('hex')}`;
const pools: pg.Pool[] = [];

const processDb = (): DrizzleDb => {
  const pool = new pg.Pool({ connectionString: URL, max: 2, options: `-c search_path=${ring}` });
  pools.push(pool);
  return drizzle({ client: pool, schema }) as unknown as DrizzleDb;
};
const keyCount = async (active: boolean) => {
  const { rows } = await pools[0]!.query<{ n: string }>(`select count(*) as n from encryption_keys${active ? ' where retired_at is null' : ''}`);
  return Number(rows[0]!.n);
};

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: URL });
  await admin.connect();
  await admin.query(`create schema ${ring}; create table ${ring}.encryption_keys (like public.encryption_keys including all)`);
  await admin.end();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  const admin = new pg.Client({ connectionString: URL });
  await admin.connect();
  await admin.query(`drop schema ${ring} cascade`);
  await admin.end();
});

describe('the first encryption key', () => {
  it('is created once when four processes start together, and every one of them seals with it', async () => {
    const processes = [processDb(), processDb(), processDb(), processDb()];
    const now = new Date('2026-12-08T00:00:00Z');
    const created = await Promise.all(processes.map((db) => ensureActiveKey(db, now)));
    expect(created.filter((kid) => kid !== null)).toHaveLength(1);
    expect(await keyCount(false)).toBe(1);
    const clock = createManualClock(now);
    const rings = await Promise.all(processes.map((db) => openKeyRing(db, clock)));
    expect(new Set(rings.map((r) => r.current().kid))).toEqual(new Set(created.filter((kid) => kid !== null)));
  });

  it('a rotation racing a start still leaves one current key', async () => {
    const [a, b] = [processDb(), processDb()];
    const now = new Date('2026-12-09T00:00:00Z');
    await Promise.all([rotateKeys(a, now), rotateKeys(b, now), ensureActiveKey(a, now)]);
    expect(await keyCount(true)).toBe(1);
  });
});
