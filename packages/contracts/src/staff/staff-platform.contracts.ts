import { defineContract } from '../contract';
import { z } from 'zod';
import { ZJobRun, ZJobRuns, ZJobRunsQuery, ZPlatformBrand, ZRetryJobBody, ZSystemHealth } from './staff-platform.schemas';

const platform = ['Staff', 'Platform'];

export const staffSystemHealth = defineContract({
  method: 'GET',
  path: '/wps/staff/system/health',
  summary: 'The server processes (host, version, last seen) and the job queues (waiting, running, done and failed in a day)',
  tags: platform,
  auth: false,
  staff: { permission: 'system.view' },
  value: ZSystemHealth,
});

export const staffJobRuns = defineContract({
  method: 'GET',
  path: '/wps/staff/system/jobs',
  summary: "The job runner's runs, newest first (keyset pages), by job and status, with attempts, errors and results",
  tags: platform,
  auth: false,
  staff: { permission: 'system.view' },
  query: ZJobRunsQuery,
  value: ZJobRuns,
});

export const staffRetryJob = defineContract({
  method: 'POST',
  path: '/wps/staff/system/jobs/retry',
  summary: 'Run a job that failed for good once more, now (audited)',
  tags: platform,
  auth: false,
  staff: { permission: 'system.manage' },
  body: ZRetryJobBody,
  value: ZJobRun,
});

export const staffPlatformBrands = defineContract({
  method: 'GET',
  path: '/wps/staff/platform/brands',
  summary: 'Every brand of the platform at a glance: hosts, today in its own currency and offset, open queues',
  tags: platform,
  auth: false,
  staff: { permission: 'system.view' },
  value: z.array(ZPlatformBrand),
});
