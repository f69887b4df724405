import { z } from 'zod';
import { ZMinor } from '../wallet/money.schemas';
import { ZReason } from './staff-settings.schemas';

/** The platform's own view (issue 13 parts 2 and 11): what runs, how the jobs go, every brand at a glance. */
export const JOB_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const PROCESS_STATES = ['running', 'silent', 'stopped'] as const;

export const ZServerProcess = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  version: z.string(),
  nodeVersion: z.string(),
  startedAt: z.number().int(),
  lastSeenAt: z.number().int(),
  stoppedAt: z.number().int().nullable(),
  /** running: seen lately; silent: not seen for a while without saying it stopped (killed, hung); stopped: it said so. */
  state: z.enum(PROCESS_STATES),
});
export type TServerProcess = z.infer<typeof ZServerProcess>;

export const ZJobQueue = z.object({
  name: z.string(),
  /** Periodic jobs: the period and the next and last slots. */
  everySeconds: z.number().int().nullable(),
  nextRunAt: z.number().int().nullable(),
  lastRunAt: z.number().int().nullable(),
  queued: z.number().int(),
  running: z.number().int(),
  done24h: z.number().int(),
  failed24h: z.number().int(),
  /** Failed for good (after all attempts) and not run again. */
  failedTotal: z.number().int(),
  lastFinishedAt: z.number().int().nullable(),
});
export type TJobQueue = z.infer<typeof ZJobQueue>;

export const ZSystemHealth = z.object({
  /** The database's clock (the processes' times follow it). */
  now: z.number().int(),
  /** A running process marks itself seen this often; one silent for three times as long is shown as silent. */
  beatSeconds: z.number().int(),
  database: z.enum(['postgresql', 'embedded']),
  bus: z.enum(['redis', 'in-process']),
  processes: z.array(ZServerProcess),
  queues: z.array(ZJobQueue),
});
export type TSystemHealth = z.infer<typeof ZSystemHealth>;

export const ZJobRun = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
  /** The process that ran it last. */
  worker: z.string().nullable(),
  lastError: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type TJobRun = z.infer<typeof ZJobRun>;

export const ZJobRunsQuery = z.object({
  name: z.string().trim().max(100).optional(),
  status: z.enum(JOB_RUN_STATUSES).optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export const ZJobRuns = z.object({ runs: z.array(ZJobRun), next: z.number().int().nullable() });
export type TJobRuns = z.infer<typeof ZJobRuns>;
export const ZRetryJobBody = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), reason: ZReason });

export const ZPlatformBrand = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  gmtOffsetMinutes: z.number().int(),
  hosts: z.array(z.object({ host: z.string(), kind: z.string() })),
  /** The brand's today, in its own offset and currency. */
  today: z.object({
    registrations: z.number().int(),
    deposits: z.number().int(),
    depositAmount: ZMinor,
    withdrawals: z.number().int(),
    withdrawalAmount: ZMinor,
    activePlayers: z.number().int(),
    ggr: ZMinor,
  }),
  queues: z.object({ depositsPending: z.number().int(), withdrawalsPending: z.number().int(), adjustmentsPending: z.number().int() }),
});
export type TPlatformBrand = z.infer<typeof ZPlatformBrand>;
