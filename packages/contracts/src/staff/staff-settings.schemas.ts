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
});

const ZReason = z.string().trim().min(1, 'Input cannot be empty').max(500);

/** A window from `startsAt` (default now) to `endsAt` (null: until ended). */
export const ZScheduleMaintenanceBody = z.object({
  startsAt: ZEpochMs.optional(),
  endsAt: ZEpochMs.nullable().optional(),
  reason: ZReason,
});
/** Ends a window now (a scheduled one is cancelled). */
export const ZEndMaintenanceBody = z.object({ id: ZRowId, reason: ZReason });

export const ZRegionBody = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
    .transform((c) => c.toUpperCase()),
  reason: ZReason,
});
