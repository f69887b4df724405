/**
 * "Unconfirmed after N minutes is auto-confirmed as received" (SPEC.md §4),
 * as a periodic durable job (modules/jobs): once a minute across all server
 * processes (the schedule's slot goes to one of them), retried with backoff
 * when it fails. The confirmation is one conditional UPDATE, so even a run
 * repeated after a crash never confirms a withdrawal twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../services';
import { autoConfirmReceipts } from './receipt.service';

export const AUTO_CONFIRM_JOB = 'withdrawals.auto-confirm';
export const AUTO_CONFIRM_EVERY_SECONDS = 60;

export function defineWithdrawalJobs(services: Pick<AppServices, 'db' | 'live' | 'clock' | 'jobs'>, log: Pick<FastifyBaseLogger, 'info'>): void {
  services.jobs.define(
    AUTO_CONFIRM_JOB,
    async () => {
      const confirmed = await autoConfirmReceipts(services, services.clock.now());
      if (confirmed > 0) log.info({ confirmed }, 'withdrawal receipts auto-confirmed');
      return { confirmed };
    },
    { everySeconds: AUTO_CONFIRM_EVERY_SECONDS },
  );
}
