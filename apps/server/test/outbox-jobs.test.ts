import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { jobs, outboxEvents } from '../src/db/schema';
import { createJobRunner, listJobs } from '../src/modules/jobs';
import { claimJobs } from '../src/modules/jobs/jobs.repository';
import { createOutbox, type OutboxEvent } from '../src/modules/outbox';
import { claimEvents } from '../src/modules/outbox/outbox.repository';
import { createTestApp, createTestBrand, uniqueSuffix } from './helpers';
import { merchants } from '../src/db/schema';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let database: Database;
let close: () => Promise<void>;
let merchantId: number;

beforeAll(async () => {
  const t = await createTestApp();
  database = t.database;
  close = t.close;
  const { code } = await createTestBrand(database);
  const [m] = await database.db.select().from(merchants).where(eq(merchants.code, code));
  merchantId = m!.id;
});
afterAll(async () => close());

const pending = async () => (await database.db.select().from(outboxEvents).where(eq(outboxEvents.merchantId, merchantId))).length;
const payload = (memberId: number) => ({ memberId, currency: 'PHP', currencySymbol: '₱' });

describe('the outbox', () => {
  it('delivers an event once after its transaction commits, and never one whose transaction rolled back', async () => {
    const outbox = createOutbox(database.db, quiet, { merchantId });
    const seen: number[] = [];
    outbox.on('balance.changed', 'test', async (e) => void seen.push(e.payload.memberId));
    await database.db
      .transaction(async (tx) => {
        await outbox.emit(tx, merchantId, 'balance.changed', payload(1));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await database.db.transaction((tx) => outbox.emit(tx, merchantId, 'balance.changed', payload(2)));
    await outbox.dispatch();
    await outbox.dispatch();
    expect(seen).toEqual([2]);
    expect(await pending()).toBe(0);
  });

  it('retries a failing subscriber later with the attempt counted, then delivers', async () => {
    const outbox = createOutbox(database.db, quiet, { merchantId, backoffSeconds: () => 1 });
    const attempts: number[] = [];
    outbox.on('balance.changed', 'flaky', async (e: OutboxEvent<'balance.changed'>) => {
      attempts.push(e.attempts);
      if (e.attempts === 1) throw new Error('first delivery fails');
    });
    await database.db.transaction((tx) => outbox.emit(tx, merchantId, 'balance.changed', payload(3)));
    await outbox.dispatch();
    expect(attempts).toEqual([1]);
    const [left] = await database.db.select().from(outboxEvents).where(eq(outboxEvents.merchantId, merchantId));
    expect(left).toMatchObject({ attempts: 1, lastError: 'first delivery fails' });
    await outbox.dispatch(); // not due yet: the backoff holds it
    expect(attempts).toEqual([1]);
    await sleep(1_100);
    await outbox.dispatch();
    expect(attempts).toEqual([1, 2]);
    expect(await pending()).toBe(0);
  });

  it('gives a batch subscriber every event of its topic at once, and retries them, to it alone, when it fails', async () => {
    const outbox = createOutbox(database.db, quiet, { merchantId, backoffSeconds: () => 1 });
    const batches: number[][] = [];
    const single: number[] = [];
    outbox.onBatch('balance.changed', 'batch', async (events) => {
      batches.push(events.map((e) => e.payload.memberId));
      if (events[0]!.attempts === 1) throw new Error('the first batch fails');
    });
    outbox.on('balance.changed', 'single', async (e) => void single.push(e.payload.memberId));
    await database.db.transaction(async (tx) => {
      for (const m of [11, 12, 13]) await outbox.emit(tx, merchantId, 'balance.changed', payload(m));
    });
    await outbox.dispatch();
    expect(batches).toEqual([[11, 12, 13]]);
    // The batch subscriber failed: the events stay for it, while the single subscriber has them already.
    expect(single).toEqual([11, 12, 13]);
    expect(await pending()).toBe(3);
    await sleep(1_100);
    await outbox.dispatch();
    expect(batches).toEqual([[11, 12, 13], [11, 12, 13]]);
    expect(single).toEqual([11, 12, 13]);
    expect(await pending()).toBe(0);
  });

  it('owes each subscriber each event once: a retry goes only to those that failed it', async () => {
    const outbox = createOutbox(database.db, quiet, { merchantId, backoffSeconds: () => 1 });
    const calls: string[] = [];
    outbox.on('balance.changed', 'steady', async (e) => void calls.push(`steady:${e.attempts}`));
    outbox.on('balance.changed', 'flaky', async (e) => {
      calls.push(`flaky:${e.attempts}`);
      if (e.attempts < 3) throw new Error(`attempt ${e.attempts} fails`);
    });
    outbox.onBatch('balance.changed', 'batch-steady', async (events) => void calls.push(...events.map((e) => `batch:${e.attempts}`)));
    await database.db.transaction((tx) => outbox.emit(tx, merchantId, 'balance.changed', payload(21)));
    await outbox.dispatch();
    const [left] = await database.db.select().from(outboxEvents).where(eq(outboxEvents.merchantId, merchantId));
    // The subscriber after the failing one still ran; the event remembers who has it.
    expect(left).toMatchObject({ attempts: 1, lastError: 'attempt 1 fails', deliveredTo: ['batch-steady', 'steady'] });
    for (const attempt of [2, 3]) {
      await sleep(1_100);
      await outbox.dispatch();
      expect(calls.filter((c) => c.startsWith('flaky'))).toHaveLength(attempt);
    }
    expect(calls.sort()).toEqual(['batch:1', 'flaky:1', 'flaky:2', 'flaky:3', 'steady:1']);
    expect(await pending()).toBe(0);
  });

  it("takes up, in any app, events an app left behind past the grace, and events whose dispatcher died past the lease", async () => {
    const dead = createOutbox(database.db, quiet, { merchantId });
    const survivor = createOutbox(database.db, quiet, { merchantId, graceSeconds: 1 });
    const seen: number[] = [];
    survivor.on('balance.changed', 'test', async (e) => void seen.push(e.payload.memberId));
    // Written by an app that died before dispatching.
    await database.db.transaction((tx) => dead.emit(tx, merchantId, 'balance.changed', payload(4)));
    expect(await survivor.sweep()).toBe(0); // inside the grace: its own app may still handle it
    await sleep(1_100);
    expect(await survivor.sweep()).toBe(1);
    expect(seen).toEqual([4]);

    // Taken by a dispatcher that died with it: leased for a second, then anyone's again.
    await database.db.transaction((tx) => dead.emit(tx, merchantId, 'balance.changed', payload(5)));
    const taken = await claimEvents(database.db, { origin: dead.origin, merchantId, graceSeconds: 0, leaseSeconds: 1, limit: 10 });
    expect(taken).toHaveLength(1);
    expect(await survivor.sweep()).toBe(0);
    await sleep(2_200);
    expect(await survivor.sweep()).toBe(1);
    expect(seen).toEqual([4, 5]);
    expect(await pending()).toBe(0);
  });
});

describe('durable jobs', () => {
  const names = () => `test.job.${uniqueSuffix()}`;
  const rowsOf = (name: string) => database.db.select().from(jobs).where(eq(jobs.name, name));

  it("runs a periodic job's slot once however many processes tick at once", async () => {
    const name = names();
    const runs: string[] = [];
    const runners = ['a', 'b', 'c'].map((w) => createJobRunner(database.db, quiet, { worker: `${w}-${name}` }));
    for (const r of runners) r.define(name, async () => void runs.push(r.worker), { everySeconds: 3_600 });
    await Promise.all(runners.map((r) => r.start()));
    await Promise.all(runners.map((r) => r.runDue()));
    await Promise.all(runners.map((r) => r.runDue()));
    await Promise.all(runners.map((r) => r.stop()));
    expect(runs).toHaveLength(1);
    const rows = await rowsOf(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs a delayed job once when it is due, a key enqueuing it once', async () => {
    const name = names();
    const runs: unknown[] = [];
    const a = createJobRunner(database.db, quiet);
    const b = createJobRunner(database.db, quiet);
    for (const r of [a, b]) r.define(name, async (job) => void runs.push(job.payload));
    const runAt = new Date(Date.now() + 1_000);
    expect(await a.enqueue(database.db, name, { withdrawal: 7 }, { runAt, key: `${name}:7` })).toBe(true);
    expect(await b.enqueue(database.db, name, { withdrawal: 7 }, { runAt, key: `${name}:7` })).toBe(false);
    expect(await a.runDue()).toBe(0);
    await sleep(1_200);
    const ran = await Promise.all([a.runDue(), b.runDue()]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(runs).toEqual([{ withdrawal: 7 }]);
  });

  it('a job enqueued in a transaction that rolls back does not exist', async () => {
    const name = names();
    const runner = createJobRunner(database.db, quiet);
    runner.define(name, async () => undefined);
    await database.db
      .transaction(async (tx) => {
        await runner.enqueue(tx, name);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await rowsOf(name)).toHaveLength(0);
  });

  it('retries a failing job with backoff and fails it for good after its last attempt, keeping the error', async () => {
    const name = names();
    const runner = createJobRunner(database.db, quiet);
    let calls = 0;
    runner.define(
      name,
      async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
      { maxAttempts: 2 },
    );
    await runner.enqueue(database.db, name);
    await runner.runDue();
    let [row] = await rowsOf(name);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1' });
    // The first backoff is 5 s; it is not run again before then.
    expect(row!.runAt.getTime() - Date.now()).toBeGreaterThan(3_000);
    expect(await runner.runDue()).toBe(0);
    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.name, name));
    await runner.runDue();
    [row] = await rowsOf(name);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'boom 2' });
    expect(calls).toBe(2);
    // Operators see the run with its error.
    const listed = await listJobs(database.db, { name, limit: 5 });
    expect(listed[0]).toMatchObject({ status: 'failed', lastError: 'boom 2' });
  });

  it('takes up a job whose process died mid-run once its lease has passed', async () => {
    const name = names();
    const runner = createJobRunner(database.db, quiet, { worker: `survivor-${name}` });
    const runs: number[] = [];
    runner.define(name, async (job) => void runs.push(job.attempts), { leaseSeconds: 1 });
    await runner.enqueue(database.db, name);
    // A process took it and was killed: the row stays running under its lease.
    const [taken] = await claimJobs(database.db, { worker: 'killed', names: [name], leaseSeconds: 1, limit: 1 });
    expect(taken).toMatchObject({ status: 'running', attempts: 1 });
    expect(await runner.runDue()).toBe(0);
    await sleep(2_200);
    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual([2]);
    const [row] = await rowsOf(name);
    expect(row).toMatchObject({ status: 'done', lockedBy: `survivor-${name}` });
  });
});
