import { CATEGORY_ORDER, type TLane } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import type { BrandContext } from '../brand';
import { presentVendor } from './catalog.presenter';
import { listVendors, type VendorRow } from './catalog.repository';

export type LaneCategory = TLane['gameCategory'];

/**
 * Lane order: CATEGORY_ORDER (cockfight after PVP, esports last; SPEC.md §9),
 * with the exception vendors' JL lane right after the RNG lane it came from.
 */
export const LANE_ORDER: LaneCategory[] = CATEGORY_ORDER.flatMap((c): LaneCategory[] => (c === 'RNG' ? ['RNG', 'JL'] : [c]));

export interface VendorSetRules {
  cockfightVendors: readonly string[];
  exceptionVendors: readonly string[];
}

/**
 * SPEC.md §9 vendor sets: the aggregator files esports and cockfight vendors
 * under SPORTS; they get lanes of their own. Exception vendors (JL) leave RNG
 * for a JL lane. A vendor in any other category keeps it.
 */
export function laneOf(vendor: Pick<VendorRow, 'vassalage' | 'gameType' | 'gameCategory'>, rules: VendorSetRules): LaneCategory | null {
  const category = vendor.gameCategory.toUpperCase();
  const vassalage = vendor.vassalage.toUpperCase();
  const isIn = (list: readonly string[]) => list.some((v) => v.toUpperCase() === vassalage);
  if (category === 'SPORTS') {
    if (isIn(rules.cockfightVendors) || vendor.gameType.toUpperCase() === 'COCKFIGHT') return 'COCKFIGHT';
    if (vendor.gameType.toUpperCase() === 'ESPORTS') return 'ESPORTS';
    return 'SPORTS';
  }
  if (category === 'RNG' && isIn(rules.exceptionVendors)) return 'JL';
  return (LANE_ORDER as string[]).includes(category) ? (category as LaneCategory) : null;
}

/** Lanes in navigation order, only those with at least one vendor, vendors by sort then name. */
export function buildVendorLanes(rows: readonly VendorRow[], rules: VendorSetRules): TLane[] {
  const byLane = new Map<LaneCategory, VendorRow[]>();
  for (const row of rows) {
    const lane = laneOf(row, rules);
    if (!lane) continue;
    const list = byLane.get(lane) ?? [];
    list.push(row);
    byLane.set(lane, list);
  }
  return LANE_ORDER.filter((lane) => (byLane.get(lane)?.length ?? 0) > 0).map((lane) => ({
    gameCategory: lane,
    vendors: [...(byLane.get(lane) ?? [])]
      .sort((a, b) => a.sort - b.sort || a.displayName.localeCompare(b.displayName) || a.id - b.id)
      .map((row) => presentVendor(row, lane)),
  }));
}

export async function getVendorLanes(db: DrizzleDb, brand: BrandContext): Promise<{ data: { lanes: TLane[] } }> {
  const rows = await listVendors(db, brand.merchant.id);
  return { data: { lanes: buildVendorLanes(rows, brand.merchant) } };
}
