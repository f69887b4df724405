/**
 * Vendor maintenance windows that start or end later than they were set:
 * applied to the vendors' rows within VENDOR_MAINTENANCE_EVERY_SECONDS of
 * their time (a window set to start now is applied by the console's write).
 */
import type { AppServices } from '../../services';
import { applyVendorMaintenance } from './games-admin.service';

export const VENDOR_MAINTENANCE_JOB = 'games.vendor-maintenance';
export const VENDOR_MAINTENANCE_EVERY_SECONDS = 30;

export function defineGamesAdminJobs(services: Pick<AppServices, 'db' | 'clock' | 'jobs'>): void {
  services.jobs.define(VENDOR_MAINTENANCE_JOB, async () => ({ ...(await applyVendorMaintenance(services.db, services.clock.now())) }), {
    everySeconds: VENDOR_MAINTENANCE_EVERY_SECONDS,
  });
}
