/**
 * The platform's own view, for its super-operators (permission system.view,
 * role `platform`): the server processes and their versions, the durable
 * job queues and their runs, every brand at a glance. Jobs and processes are
 * the deployment's, not one brand's.
 */
import { ErrorCode, type TJobRun, type TPlatformBrand, type TServerProcess, type TSystemHealth } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { listDomains, listMerchants } from '../brand';
import { brandDashboard } from '../dashboard/dashboard.service';
import {
  JOBS_KEEP_DAYS,
  PROCESS_BEAT_SECONDS,
  databaseNow,
  findJob,
  jobQueues,
  listJobRuns,
  listProcesses,
  listSchedules,
  retryFailedJob,
  type JobRow,
  type ServerProcessRow,
} from '../jobs';

const RUNS_PAGE = 50;
/** Not seen for three beats without having said it stopped: killed, hung or cut off. */
const SILENT_AFTER_MS = 3 * PROCESS_BEAT_SECONDS * 1000;

const ms = (d: Date | null) => (d === null ? null : d.getTime());

export const presentProcess = (p: ServerProcessRow, now: Date): TServerProcess => ({
  id: p.id,
  host: p.host,
  pid: p.pid,
  version: p.version,
  nodeVersion: p.nodeVersion,
  startedAt: p.startedAt.getTime(),
  lastSeenAt: p.lastSeenAt.getTime(),
  stoppedAt: ms(p.stoppedAt),
  state: p.stoppedAt ? 'stopped' : now.getTime() - p.lastSeenAt.getTime() > SILENT_AFTER_MS ? 'silent' : 'running',
});

const presentRun = (j: JobRow): TJobRun => ({
  id: j.id,
  name: j.name,
  status: j.status,
  attempts: j.attempts,
  maxAttempts: j.maxAttempts,
  runAt: j.runAt.getTime(),
  startedAt: ms(j.startedAt),
  finishedAt: ms(j.finishedAt),
  worker: j.lockedBy,
  lastError: j.lastError,
  result: j.result,
  payload: j.payload,
});

export async function systemHealth(services: AppServices, dialect: 'pglite' | 'postgres'): Promise<TSystemHealth> {
  const [now, processes, queues, schedules] = await Promise.all([databaseNow(services.db), listProcesses(services.db, JOBS_KEEP_DAYS), jobQueues(services.db), listSchedules(services.db)]);
  const names = [...new Set([...schedules.map((s) => s.name), ...queues.map((q) => q.name)])].sort();
  return {
    now: now.getTime(),
    beatSeconds: PROCESS_BEAT_SECONDS,
    database: dialect === 'postgres' ? 'postgresql' : 'embedded',
    bus: services.config.redisUrl ? 'redis' : 'in-process',
    processes: processes.map((p) => presentProcess(p, now)),
    queues: names.map((name) => {
      const q = queues.find((x) => x.name === name);
      const s = schedules.find((x) => x.name === name);
      return {
        name,
        everySeconds: s?.everySeconds ?? null,
        nextRunAt: ms(s?.nextRunAt ?? null),
        lastRunAt: ms(s?.lastRunAt ?? null),
        queued: q?.queued ?? 0,
        running: q?.running ?? 0,
        done24h: q?.done24h ?? 0,
        failed24h: q?.failed24h ?? 0,
        failedTotal: q?.failedTotal ?? 0,
        lastFinishedAt: ms(q?.lastFinishedAt ?? null),
      };
    }),
  };
}

export async function jobRuns(services: AppServices, query: { name?: string | undefined; status?: JobRow['status'] | undefined; before?: number | undefined }) {
  const rows = await listJobRuns(services.db, { ...query, limit: RUNS_PAGE + 1 });
  const page = rows.slice(0, RUNS_PAGE);
  return { runs: page.map(presentRun), next: rows.length > RUNS_PAGE ? page[page.length - 1]!.id : null };
}

/** A job that failed for good runs once more; the audit names the brand the operator acted from. */
export async function retryJob(services: AppServices, staff: { id: number; merchantId: number; ip: string }, input: { id: number; reason: string }) {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const before = await findJob(tx, input.id);
    if (!before) throw AppError.notFound('No such job');
    const after = await retryFailedJob(tx, input.id);
    if (!after) throw new AppError(409, ErrorCode.invalidState, `Only a job that failed for good can run again; this one is ${before.status}`);
    await recordAudit(tx, {
      merchantId: staff.merchantId,
      actor: { kind: 'staff', id: staff.id, ip: staff.ip },
      action: 'job.retry',
      entity: 'job',
      entityId: after.id,
      before: { status: before.status, attempts: before.attempts, maxAttempts: before.maxAttempts, lastError: before.lastError },
      after: { status: after.status, attempts: after.attempts, maxAttempts: after.maxAttempts },
      reason: input.reason,
      at: now,
    });
    return presentRun(after);
  });
}

export async function platformBrands(services: AppServices): Promise<TPlatformBrand[]> {
  const now = services.clock.now();
  const brands = await listMerchants(services.db);
  return Promise.all(
    brands.map(async (merchant) => {
      const [dashboard, hosts] = await Promise.all([brandDashboard(services.db, merchant, 1, now), listDomains(services.db, merchant.id)]);
      const today = dashboard.days[dashboard.days.length - 1]!;
      return {
        code: merchant.code,
        name: merchant.name,
        currency: merchant.currency,
        gmtOffsetMinutes: merchant.gmtOffsetMinutes,
        hosts: hosts.map((h) => ({ host: h.host, kind: h.kind })),
        today: {
          registrations: today.registrations,
          deposits: today.deposits,
          depositAmount: today.depositAmount,
          withdrawals: today.withdrawals,
          withdrawalAmount: today.withdrawalAmount,
          activePlayers: today.activePlayers,
          ggr: today.ggr,
        },
        queues: {
          depositsPending: dashboard.queues.depositsPending,
          withdrawalsPending: dashboard.queues.withdrawalsFirst + dashboard.queues.withdrawalsSecond,
          adjustmentsPending: dashboard.queues.adjustmentsPending,
        },
      };
    }),
  );
}
