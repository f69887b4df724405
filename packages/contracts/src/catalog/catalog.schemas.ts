import { z } from 'zod';

export const ZCategoryCode = z.enum([
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'LOTT',
  'ELOTT',
  'FISH',
  'PVP',
  'RNG',
  'COCKFIGHT',
  'JL',
]);

/** A vendor (game provider) as the navigation shows it (SPEC.md §3 Vendor record). */
export const ZVendor = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  gameCategory: ZCategoryCode,
  iconUrl: z.string(),
  /** A vendor under maintenance is listed but cannot be launched. */
  status: z.enum(['ACTIVE', 'MAINTENANCE']),
});
export type TVendor = z.infer<typeof ZVendor>;

/** One category lane: its vendors in display order. */
export const ZLane = z.object({
  gameCategory: ZCategoryCode,
  vendors: z.array(ZVendor),
});
export type TLane = z.infer<typeof ZLane>;

export const ZGameVendorValue = z.object({ data: z.object({ lanes: z.array(ZLane) }) });
