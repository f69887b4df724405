import type { TLane, TVendor } from '@wps/contracts';
import type { VendorRow } from './catalog.repository';

type LaneCategory = TLane['gameCategory'];

export function presentVendor(row: VendorRow, lane: LaneCategory): TVendor {
  return {
    vassalage: row.vassalage,
    displayName: row.displayName,
    gameType: row.gameType,
    gameCategory: lane,
    iconUrl: row.iconPath,
    status: row.status,
  };
}
