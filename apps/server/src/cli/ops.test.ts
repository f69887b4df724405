import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestBrand } from '../../test/helpers';
import type { Database } from '../db/database';
import { evaluateAccess } from '../modules/access/access.service';
import { findMerchantByCode } from '../modules/brand/brand.repository';
import { listUsableKeys } from '../modules/keys/keys.repository';
import { verifyPassword } from '../lib/password';
import { findStaffByUsername } from '../modules/staff/staff.repository';
import { UsageError, runOps } from './ops';
import { createJobRunner } from '../modules/jobs';
import { wagerGameDaily, wagerMemberDaily } from '../db/schema';
import { studioLimitsReader } from '../studio/platform/limits';
import { seedStudioTables } from '../studio/tables/catalog';
import { tablesStore } from '../studio/tables/store';

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ database, close } = await createTestApp());
});
afterAll(() => close());

describe('ops CLI', () => {
  it('lists brands with their hosts', async () => {
    const out = await runOps(database, ['brands']);
    expect(out).toMatch(/^demo\s+Lucky Peso\s+PHP GMT\+8 .*agent\.localhost \(agent\)/m);
    expect(out).toMatch(/^nova\s+Nova Arcade\s+USD GMT-5 /m);
  });

  it('starts and ends maintenance, blocks and unblocks a country', async () => {
    const { code } = await createTestBrand(database);
    const id = (await findMerchantByCode(database.db, code))!.id;
    const ph = { ip: '112.198.0.1', country: 'PH' };

    expect(await runOps(database, ['maintenance', 'start', code, '--until', '2099-01-01T00:00:00Z'])).toBe(
      `${code}: maintenance started until 2099-01-01T00:00:00.000Z`,
    );
    expect(await evaluateAccess(database.db, id, ph)).toMatchObject({ status: 1, maintenanceEnd: Date.UTC(2099, 0, 1) });
    expect(await runOps(database, ['maintenance', 'end', code])).toBe(`${code}: maintenance ended`);
    expect(await runOps(database, ['maintenance', 'end', code])).toBe(`${code}: was not in maintenance`);

    expect(await runOps(database, ['region', 'block', code, 'ph'])).toBe(`${code}: visitors from PH are blocked`);
    expect((await evaluateAccess(database.db, id, ph)).status).toBe(2);
    expect(await runOps(database, ['region', 'unblock', code, 'PH'])).toBe(`${code}: PH unblocked`);
    expect((await evaluateAccess(database.db, id, ph)).status).toBe(0);
  });

  it('rotates the encryption key, keeping the previous one usable', async () => {
    const before = await listUsableKeys(database.db, new Date(Date.now() - 1000));
    const out = await runOps(database, ['keys', 'rotate']);
    const kid = /key ([0-9a-f]+) is active/.exec(out)?.[1];
    const after = await listUsableKeys(database.db, new Date(Date.now() - 1000));
    expect(after.find((k) => k.retiredAt === null)?.kid).toBe(kid);
    for (const old of before) expect(after.map((k) => k.kid)).toContain(old.kid);
  });

  it('adds staff accounts that can log in, and lists them', async () => {
    const { code } = await createTestBrand(database);
    const generated = await runOps(database, ['staff', 'add', code, 'alice', 'finance', '--name', 'Alice F'], undefined);
    const password = /password \(shown once\): (\S+)$/.exec(generated)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const merchant = (await findMerchantByCode(database.db, code))!;
    const alice = await findStaffByUsername(database.db, merchant.id, 'alice');
    expect(alice).toMatchObject({ role: 'finance', displayName: 'Alice F' });
    expect(await verifyPassword(alice!.passwordHash, password!)).toBe(true);
    expect(await runOps(database, ['staff', 'add', code, 'bob', 'support'], 'a-long-password')).toBe(`${code}: staff bob (support) created`);
    expect(await runOps(database, ['staff', 'list', code])).toMatch(/^alice\s+finance\s+active\s+Alice F\nbob\s+support/m);
    await expect(runOps(database, ['staff', 'add', code, 'alice', 'admin'], 'a-long-password')).rejects.toThrow('already exists');
    await expect(runOps(database, ['staff', 'add', code, 'carol', 'boss'], 'a-long-password')).rejects.toThrow('Role must be one of');
    await expect(runOps(database, ['staff', 'add', code, 'dave', 'admin'], 'short')).rejects.toThrow('at least 10');
  });

  it('lists the jobs with their schedules and runs, and checks the wager rollups', async () => {
    const { code } = await createTestBrand(database);
    const runner = createJobRunner(database.db, { error: () => undefined, warn: () => undefined, info: () => undefined });
    const name = `ops.test.${code}`;
    runner.define(name, async () => {
      throw new Error('no such bank');
    }, { maxAttempts: 1, everySeconds: 60 });
    await runner.start();
    await runner.stop();
    await runner.runDue();
    const out = await runOps(database, ['jobs', '--name', name]);
    expect(out).toMatch(new RegExp(`${name.replaceAll('.', '\\.')}\\s+every\\s+60 s`));
    expect(out).toMatch(/failed\s+attempts 1\/1 .*error: no such bank/);
    await expect(runOps(database, ['jobs', '--status', 'lost'])).rejects.toBeInstanceOf(UsageError);
    expect(await runOps(database, ['wagers', 'check', code])).toBe(`wagers ok (${code}): every rollup (member, brand, game, active players, teams) equals a recomputation from the wager rows`);
    const merchantId = (await findMerchantByCode(database.db, code))!.id;
    await database.db.insert(wagerMemberDaily).values({ merchantId, memberId: 1, day: '2026-01-01', category: 'RNG', vassalage: 'X', wagers: 1, stake: 5n, validBet: 5n, payout: 0n });
    await expect(runOps(database, ['wagers', 'check', code])).rejects.toThrow(/MISMATCH.*\n.*wager_member_daily 1\|2026-01-01\|RNG\|X: stored 1\/5\/5\/0, recomputed \(none\)/);
    await database.db.insert(wagerGameDaily).values({ merchantId, day: '2026-01-01', category: 'RNG', vassalage: 'X', gameCode: 'g1', shard: 1, wagers: 1, stake: 5n, validBet: 5n, payout: 0n });
    await expect(runOps(database, ['wagers', 'check', code])).rejects.toThrow(/wager_game_daily 2026-01-01\|RNG\|X\|g1: stored 1\/5\/5\/0, recomputed \(none\)/);
  });

  it("sets a brand's limits at the studio's games and opens or closes a live table", async () => {
    const { code } = await createTestBrand(database);
    expect(await runOps(database, ['studio', 'limits', code])).toMatch(/the studio's defaults \(bets 10–100000/);
    const out = await runOps(database, ['studio', 'limits', 'set', code, 'dice', '--min', '50', '--max', '5000', '--max-win', '500000', '--edge', '200', '--autoplay', 'off']);
    expect(out).toMatch(/dice: bets 50–5000, largest win 500000 \(minor units\), edge 200 bp, autoplay off, turbo on/);
    const merchant = (await findMerchantByCode(database.db, code))!;
    expect(await studioLimitsReader(database.db)(merchant.id, merchant.currency, 'dice')).toMatchObject({ minBet: 50n, maxBet: 5000n, edgeBp: 200, autoplay: false });
    // Another game keeps the defaults; a bad range or an uncertified edge is refused.
    expect((await studioLimitsReader(database.db)(merchant.id, merchant.currency, 'keno')).maxBet).toBe(100_000n);
    for (const bad of [
      ['--min', '500', '--max', '100'],
      ['--edge', '50'],
      ['--max-win', '10'],
      ['--autoplay', 'maybe'],
      ['--min', '-1'],
    ]) {
      await expect(runOps(database, ['studio', 'limits', 'set', code, 'dice', ...bad])).rejects.toBeInstanceOf(UsageError);
    }
    expect(await runOps(database, ['studio', 'limits', code])).toMatch(/dice\s+bets 50–5000/);
    await seedStudioTables(database.db);
    expect(await runOps(database, ['studio', 'table', 'roulette', 'maintenance'])).toMatch(/roulette: closed/);
    expect((await tablesStore(database.db).table('roulette'))?.status).toBe('maintenance');
    expect(await runOps(database, ['studio', 'table', 'roulette', 'open'])).toBe('roulette: open');
    await expect(runOps(database, ['studio', 'table', 'blackjack', 'open'])).rejects.toBeInstanceOf(UsageError);
  });

  it('rejects bad usage with a UsageError', async () => {
    await expect(runOps(database, [])).rejects.toThrow(UsageError);
    await expect(runOps(database, ['maintenance', 'pause', 'demo'])).rejects.toThrow(UsageError);
    await expect(runOps(database, ['maintenance', 'start'])).rejects.toThrow('Missing merchant');
    await expect(runOps(database, ['maintenance', 'start', 'demo', '--until', 'soon'])).rejects.toThrow('not a date');
    await expect(runOps(database, ['region', 'block', 'demo'])).rejects.toThrow('Missing country code');
  });
});
