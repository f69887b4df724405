import {
  getPermission,
  staffAccessSettings,
  staffAudit,
  staffBlockRegion,
  staffEndMaintenance,
  staffLogin,
  staffMe,
  staffScheduleMaintenance,
  staffSetConsoleIps,
  staffUnblockRegion,
} from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, envelope } from './support/accounts';
import { createWalletApp, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createWalletApp();
  [admin, support] = await Promise.all([staffToken(t, 'admin01'), staffToken(t, 'support01')]);
});
afterAll(async () => t.close());

const value = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const siteStatus = async () => (value<{ status: number }>(await call(t, getPermission))).status;

describe('maintenance windows from the console', () => {
  it('puts the player site into maintenance at once and takes it out again, both audited', async () => {
    expect(await siteStatus()).toBe(0);
    const window = value<{ id: number; state: string; endsAt: number | null }>(
      await call(t, staffScheduleMaintenance, { reason: 'Database upgrade' }, { token: admin }),
    );
    expect(window).toMatchObject({ state: 'active', endsAt: null });
    expect(await siteStatus()).toBe(1);
    const settings = value<{ maintenance: { id: number; state: string }[] }>(await call(t, staffAccessSettings, undefined, { token: support }));
    expect(settings.maintenance[0]).toMatchObject({ id: window.id, state: 'active' });

    const ended = value<{ state: string }>(await call(t, staffEndMaintenance, { id: window.id, reason: 'Done early' }, { token: admin }));
    expect(ended.state).toBe('ended');
    expect(await siteStatus()).toBe(0);
    // Ending it twice is refused and changes nothing.
    expect((await call(t, staffEndMaintenance, { id: window.id, reason: 'again' }, { token: admin })).statusCode).toBe(409);

    const audit = value<{ list: { action: string; reason: string; before: unknown; after: { state: string } }[] }>(
      await call(t, staffAudit, undefined, { token: admin, query: `entity=maintenance&entityId=${window.id}` }),
    );
    expect(audit.list.map((a) => a.action)).toEqual(['maintenance.end', 'maintenance.schedule']);
    expect(audit.list[0]).toMatchObject({ reason: 'Done early', before: { state: 'active' }, after: { state: 'ended' } });
  });

  it('schedules a later window, which can be cancelled before it starts', async () => {
    const startsAt = t.clock.now().getTime() + 24 * 3600_000;
    const window = value<{ id: number; state: string }>(
      await call(t, staffScheduleMaintenance, { startsAt, endsAt: startsAt + 3600_000, reason: 'Planned' }, { token: admin }),
    );
    expect(window.state).toBe('scheduled');
    const cancelled = value<{ state: string; endsAt: number }>(await call(t, staffEndMaintenance, { id: window.id, reason: 'Not needed' }, { token: admin }));
    expect(cancelled).toMatchObject({ state: 'ended', endsAt: startsAt });
  });

  it('refuses an end before the start, and support may look but not change', async () => {
    const now = t.clock.now().getTime();
    const bad = await call(t, staffScheduleMaintenance, { startsAt: now + 7200_000, endsAt: now + 3600_000, reason: 'x' }, { token: admin });
    expect(bad.statusCode).toBe(400);
    const refused = await call(t, staffScheduleMaintenance, { reason: 'no' }, { token: support });
    expect(refused.statusCode).toBe(403);
    expect(await siteStatus()).toBe(0);
  });
});

describe('region blocks from the console', () => {
  it('blocks and unblocks a country, once each, audited', async () => {
    const blocked = value<{ regionBlocks: { country: string }[] }>(await call(t, staffBlockRegion, { country: 'us', reason: 'Licence' }, { token: admin }));
    expect(blocked.regionBlocks.map((r) => r.country)).toEqual(['US']);
    const again = value<{ regionBlocks: { country: string }[] }>(await call(t, staffBlockRegion, { country: 'US', reason: 'Licence' }, { token: admin }));
    expect(again.regionBlocks).toHaveLength(1);
    const lifted = value<{ regionBlocks: unknown[] }>(await call(t, staffUnblockRegion, { country: 'US', reason: 'Licence granted' }, { token: admin }));
    expect(lifted.regionBlocks).toEqual([]);
    const audit = value<{ list: { action: string }[] }>(await call(t, staffAudit, undefined, { token: admin, query: 'entity=region&entityId=US' }));
    expect(audit.list.map((a) => a.action)).toEqual(['region.unblock', 'region.block']);
    expect((await call(t, staffBlockRegion, { country: 'USA', reason: 'x' }, { token: admin })).statusCode).toBe(400);
  });
});

describe("the console's address list", () => {
  it('keeps the console to listed addresses for every call and sign-in, and never locks out its editor', async () => {
    const refused = await call(t, staffSetConsoleIps, { ips: ['10.0.0.0/8'], reason: 'Office only' }, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).code).toBe('console_ip_refused');
    const set = value<{ consoleAllowIps: string[]; yourIp: string }>(await call(t, staffSetConsoleIps, { ips: ['127.0.0.1', '10.0.0.0/8'], reason: 'Office only' }, { token: admin }));
    expect(set).toMatchObject({ consoleAllowIps: ['127.0.0.1', '10.0.0.0/8'], yourIp: '127.0.0.1' });

    const outside = await call(t, staffMe, undefined, { token: support, ip: '198.51.100.9' });
    expect(outside.statusCode).toBe(403);
    expect(envelope(outside).code).toBe('console_ip_refused');
    expect((await call(t, staffMe, undefined, { token: support, ip: '10.20.30.40' })).statusCode).toBe(200);
    expect((await call(t, staffLogin, { username: 'support01', password: 'Support@123' }, { ip: '198.51.100.9' })).statusCode).toBe(403);
    // The player site does not care.
    expect((await call(t, getPermission, undefined, { ip: '198.51.100.9' })).statusCode).toBe(200);

    expect((await call(t, staffSetConsoleIps, { ips: ['not-an-ip'], reason: 'x' }, { token: admin })).statusCode).toBe(400);
    value(await call(t, staffSetConsoleIps, { ips: [], reason: 'Anywhere again' }, { token: admin }));
    expect((await call(t, staffMe, undefined, { token: support, ip: '198.51.100.9' })).statusCode).toBe(200);
  });
});
