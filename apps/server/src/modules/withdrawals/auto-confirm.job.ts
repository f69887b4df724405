/**
 * The background job behind "unconfirmed after N minutes is auto-confirmed
 * as received" (SPEC.md §4). It runs once a minute in every server process;
 * the confirmation is one conditional UPDATE, so processes running it at the
 * same time never confirm a withdrawal twice. A run never overlaps the
 * previous one, and the timer does not keep the process alive.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../services';
import { autoConfirmReceipts } from './receipt.service';

export const AUTO_CONFIRM_INTERVAL_MS = 60_000;

/**
 * Starts the job. The returned function stops it and waits for a run in
 * progress, so the app can close the database after it.
 */
export function startAutoConfirmJob(services: Pick<AppServices, 'db' | 'live' | 'clock'>, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = autoConfirmReceipts(services, services.clock.now())
      .then((count) => {
        if (count > 0) log.info({ count }, 'withdrawal receipts auto-confirmed');
      })
      .catch((err: unknown) => log.error({ err }, 'withdrawal auto-confirm failed'))
      .finally(() => {
        running = null;
      });
  }, AUTO_CONFIRM_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
