/**
 * The platform's own staff (role `platform`): one account signs in at every
 * brand's console with every permission there, and only they see the
 * deployment: the server processes and their versions, the job queues and
 * runs, a failed job run again (audited), every brand at a glance. A brand's
 * admin sees none of it and cannot hand it out.
 */
import { randomUUID } from 'node:crypto';
import {
  staffAudit,
  staffJobRuns,
  staffLogin,
  staffMe,
  staffPlatformBrands,
  staffRetryJob,
  staffSaveRole,
  staffSystemHealth,
  type TJobRuns,
  type TPlatformBrand,
  type TStaff,
  type TSystemHealth,
} from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWallet } from '../src/db/seed/wallet';
import { findMerchantByCode } from '../src/modules/brand/brand.repository';
import { createJobRunner, findJob, type JobRunner } from '../src/modules/jobs';
import { createStaff } from '../src/modules/staff/staff.service';
import { createTestBrand } from './helpers';
import { accountBrand, call, envelope, freshIp, type AccountTestApp } from './support/accounts';
import { createWalletApp, nextStaffCode, staffSecret, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let other: AccountTestApp;
let platformOnOther: string;
let platformHere: string;
let admin: string;
const PASSWORD = 'Platform@12345';
const JOB = `platform-test-${randomUUID().slice(0, 8)}`;
let runner: JobRunner;
let failNext = true;

beforeAll(async () => {
  t = await createWalletApp();
  await createStaff(t.database.db, { merchantId: t.merchantId, username: 'plat01', displayName: 'Pia Platform', role: 'platform', password: PASSWORD });
  const second = await createTestBrand(t.database, accountBrand());
  await seedWallet(t.database.db, second.code);
  const merchant = await findMerchantByCode(t.database.db, second.code);
  if (!merchant) throw new Error('second brand missing');
  other = { ...t, host: second.host, agentHost: second.agentHost, merchantId: merchant.id };
  platformHere = await staffToken(t, 'plat01', { password: PASSWORD });
  // The same account at the other brand's console: the authenticator it enrolled here, at the next code step.
  const secret = staffSecret(t, 'plat01')!;
  const otp = nextStaffCode(t, { token: '', secret, lastStep: Number.MAX_SAFE_INTEGER });
  const login = await call(other, staffLogin, { username: 'plat01', password: PASSWORD, otp }, { ip: freshIp() });
  platformOnOther = (envelope(login).value as { token: string }).token;
  admin = await staffToken(t, 'admin01');

  const quiet = { error: () => {}, warn: () => {}, info: () => {} };
  runner = createJobRunner(t.database.db, quiet, { worker: `${JOB}-worker`, version: '9.9.9+test', pollMs: 50 });
  runner.define(
    JOB,
    async () => {
      if (failNext) throw new Error('the gateway did not answer');
      return { ok: true };
    },
    { maxAttempts: 1 },
  );
  await runner.start();
}, 60_000);
afterAll(async () => {
  await runner?.stop();
  await t.close();
});

const value = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const until = async (what: string, test: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await test()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within 5 s`);
};

describe('the platform role', () => {
  it("signs in at another brand's console with every permission there, on that brand", async () => {
    const me = value<TStaff>(await call(other, staffMe, undefined, { token: platformOnOther }));
    expect(me.brand.code).not.toBe(value<TStaff>(await call(t, staffMe, undefined, { token: platformHere })).brand.code);
    expect(me.permissions).toEqual(expect.arrayContaining(['system.view', 'system.manage', 'finance.review', 'settings.write']));
    // A token is the brand's it was issued on.
    expect((await call(t, staffMe, undefined, { token: platformOnOther })).statusCode).toBe(401);
  });

  it("is closed to a brand's admin, who cannot compose its permissions into a role either", async () => {
    const me = value<TStaff>(await call(t, staffMe, undefined, { token: admin }));
    expect(me.permissions).not.toContain('system.view');
    expect((await call(t, staffSystemHealth, undefined, { token: admin })).statusCode).toBe(403);
    const role = await call(t, staffSaveRole, { code: 'ops-watch', name: 'Ops watch', permissions: ['system.view'], reason: 'try' }, { token: admin });
    expect(role.statusCode).toBe(403);
    // Even the platform's staff cannot give a brand's role the platform's view.
    expect((await call(t, staffSaveRole, { code: 'ops-watch', name: 'Ops watch', permissions: ['system.view'], reason: 'try' }, { token: platformHere })).statusCode).toBe(403);
  });
});

describe('jobs and health', () => {
  it('shows the running process with its version and the queue of a job that failed for good; a retry runs it again, audited', async () => {
    await runner.enqueue(t.database.db, JOB, { brand: 'x' });
    await until('the job failed', async () => (await call(t, staffJobRuns, undefined, { token: platformHere, query: `name=${JOB}&status=failed` })).json().value.runs.length === 1);

    const health = value<TSystemHealth>(await call(t, staffSystemHealth, undefined, { token: platformHere }));
    expect(health.processes.find((p) => p.id === `${JOB}-worker`)).toMatchObject({ version: '9.9.9+test', state: 'running', nodeVersion: process.version });
    expect(health.queues.find((q) => q.name === JOB)).toMatchObject({ failedTotal: 1, failed24h: 1, queued: 0, everySeconds: null });
    expect(health.database).toBe(process.env.DATABASE_URL ? 'postgresql' : 'embedded');

    const runs = value<TJobRuns>(await call(t, staffJobRuns, undefined, { token: platformHere, query: `name=${JOB}` }));
    expect(runs.runs[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: 'the gateway did not answer', payload: { brand: 'x' }, worker: `${JOB}-worker` });

    // Only a failed job runs again; a reason is required.
    expect((await call(t, staffRetryJob, { id: runs.runs[0]!.id }, { token: platformHere })).statusCode).toBe(400);
    failNext = false;
    const retried = value<{ status: string; maxAttempts: number }>(await call(t, staffRetryJob, { id: runs.runs[0]!.id, reason: 'gateway back' }, { token: platformHere }));
    expect(retried).toMatchObject({ status: 'queued', maxAttempts: 2 });
    await until('the job ran again', async () => (await findJob(t.database.db, runs.runs[0]!.id))?.status === 'done');
    const again = await call(t, staffRetryJob, { id: runs.runs[0]!.id, reason: 'twice' }, { token: platformHere });
    expect(again.statusCode).toBe(409);

    const audit = value<{ list: { action: string; reason: string; before: { status: string }; after: { status: string } }[] }>(
      await call(t, staffAudit, undefined, { token: platformHere, query: `entity=job&entityId=${runs.runs[0]!.id}` }),
    );
    expect(audit.list).toEqual([expect.objectContaining({ action: 'job.retry', reason: 'gateway back', before: expect.objectContaining({ status: 'failed' }), after: expect.objectContaining({ status: 'queued' }) })]);
  });

  it('pages the runs by id, newest first', async () => {
    for (let i = 0; i < 3; i++) await runner.enqueue(t.database.db, JOB, { n: i }, { runAt: new Date(Date.now() + 3_600_000) });
    const first = value<TJobRuns>(await call(t, staffJobRuns, undefined, { token: platformHere, query: `name=${JOB}&status=queued` }));
    expect(first.runs.map((r) => r.payload.n)).toEqual([2, 1, 0]);
    const older = value<TJobRuns>(await call(t, staffJobRuns, undefined, { token: platformHere, query: `name=${JOB}&status=queued&before=${first.runs[1]!.id}` }));
    expect(older.runs.map((r) => r.payload.n)).toEqual([0]);
    expect((await call(t, staffJobRuns, undefined, { token: platformHere, query: 'status=lost' })).statusCode).toBe(400);
  });

  it('lists every brand with its hosts and today', async () => {
    const brands = value<TPlatformBrand[]>(await call(other, staffPlatformBrands, undefined, { token: platformOnOther }));
    const codes = brands.map((b) => b.code);
    const mine = await findMerchantByCode(t.database.db, brands.find((b) => b.hosts.some((h) => h.host === t.host))!.code);
    expect(mine?.id).toBe(t.merchantId);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    for (const b of brands) expect(b.today).toEqual(expect.objectContaining({ registrations: expect.any(Number), depositAmount: expect.any(String), ggr: expect.any(String) }));
  });

  it('marks the process stopped when its loop stops', async () => {
    const quiet = { error: () => {}, warn: () => {}, info: () => {} };
    const brief = createJobRunner(t.database.db, quiet, { worker: `${JOB}-brief`, version: '1.0.0' });
    await brief.start();
    await brief.stop();
    const health = value<TSystemHealth>(await call(t, staffSystemHealth, undefined, { token: platformHere }));
    expect(health.processes.find((p) => p.id === `${JOB}-brief`)?.state).toBe('stopped');
  });
});
