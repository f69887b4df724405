import { z } from 'zod';
import { ZEpochMs, ZRowId } from '../shared/safe-text';

/*
 * The brand's access settings in the console: maintenance windows (the
 * player site shows its maintenance page inside one) and region blocks
 * (visitors from a blocked country see the region page). What the ops CLI
 * does, per brand, audited.
 */

export const MAINTENANCE_STATES = ['active', 'scheduled', 'ended'] as const;

export const ZMaintenanceWindow = z.object({
  id: z.number().int(),
  startsAt: z.number().int(),
  /** Null: until someone ends it. */
  endsAt: z.number().int().nullable(),
  reason: z.string().nullable(),
  state: z.enum(MAINTENANCE_STATES),
  createdAt: z.number().int(),
});
export type TMaintenanceWindow = z.infer<typeof ZMaintenanceWindow>;

export const ZRegionBlock = z.object({
  id: z.number().int(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  note: z.string().nullable(),
  since: z.number().int().nullable(),
});

export const ZAccessSettings = z.object({
  /** Active and scheduled windows, then the last ten that ended. */
  maintenance: z.array(ZMaintenanceWindow),
  regionBlocks: z.array(ZRegionBlock),
  /** Where the console may be used from (addresses or CIDR blocks); empty: anywhere. */
  consoleAllowIps: z.array(z.string()),
  /** The address this request came from, as the server sees it (so a list never locks its editor out). */
  yourIp: z.string(),
});

/** Why a setting changed: it goes to the audit log with the change. */
export const ZReason = z.string().trim().min(1, 'Input cannot be empty').max(500);

/** A window from `startsAt` (default now) to `endsAt` (null: until ended). */
export const ZScheduleMaintenanceBody = z.object({
  startsAt: ZEpochMs.optional(),
  endsAt: ZEpochMs.nullable().optional(),
  reason: ZReason,
});
/** Ends a window now (a scheduled one is cancelled). */
export const ZEndMaintenanceBody = z.object({ id: ZRowId, reason: ZReason });

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/(3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-fA-F:]{2,39}(\/(12[0-8]|1[01]\d|\d?\d))?$/;
/** The console's address list: each an IPv4 or IPv6 address or CIDR block, at most 50. */
export const ZConsoleIpsBody = z.object({
  ips: z
    .array(z.string().trim().refine((v) => IPV4.test(v) || (IPV6.test(v) && v.includes(':')), 'An IP address or a CIDR block'))
    .max(50),
  reason: ZReason,
});

export const ZRegionBody = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
    .transform((c) => c.toUpperCase()),
  reason: ZReason,
});
