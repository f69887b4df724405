import type { TStaffGame, TStaffVendor, TVendorMaintenance } from '@wps/contracts';
import type { VendorRow } from '../catalog';
import type { StaffGameRow } from '../games';
import type { ProviderSettingsRow } from '../provider';
import type { VendorMaintenanceRow } from './games-admin.repository';

export const presentWindow = (w: VendorMaintenanceRow): TVendorMaintenance => ({
  id: w.id,
  startsAt: w.startsAt.getTime(),
  endsAt: w.endsAt?.getTime() ?? null,
  state: w.state,
  reason: w.reason,
  createdAt: w.createdAt.getTime(),
});

/** Everything the console knows of one vendor (vassalage): its rows (one per game type), its settings, its windows. */
export interface VendorParts {
  vassalage: string;
  rows: VendorRow[];
  settings: ProviderSettingsRow | undefined;
  gameCount: number;
  windows: VendorMaintenanceRow[];
}

/** Switched off wins over maintenance: a vendor off the site is off whatever its windows say. */
function statusOf(rows: readonly VendorRow[]): TStaffVendor['status'] {
  if (rows.some((r) => !r.enabled)) return 'disabled';
  if (rows.some((r) => r.status === 'MAINTENANCE')) return 'maintenance';
  return 'enabled';
}

export function presentVendor(v: VendorParts): TStaffVendor {
  const first = v.rows[0];
  const s = v.settings;
  return {
    vassalage: v.vassalage,
    displayName: first?.displayName ?? v.vassalage,
    gameTypes: v.rows.map((r) => r.gameType),
    status: statusOf(v.rows),
    // A vendor without a vendors row (not catalogued) is seamless, as the wallet reads it.
    walletMode: v.rows.some((r) => r.walletMode === 'transfer') ? 'transfer' : 'seamless',
    gameCount: v.gameCount,
    settings: s
      ? {
          launchUrl: s.launchUrl,
          currency: s.currency,
          allowedIps: s.allowedIps,
          enabled: s.enabled,
          secretRotatedAt: s.secretRotatedAt?.getTime() ?? null,
          previousSecretUntil: s.previousSecretUntil?.getTime() ?? null,
        }
      : null,
    maintenance: v.windows.map(presentWindow),
  };
}

const hasTag = (tags: readonly string[], tag: 'hot' | 'new') => tags.includes(tag);

export const presentGame = ({ game, vendorName }: StaffGameRow): TStaffGame => ({
  id: game.id,
  nodeId: game.nodeId,
  gameName: game.gameName,
  gameCode: game.gameCode,
  vassalage: game.vassalage,
  vendorName,
  gameType: game.gameType,
  classify: game.classify ?? null,
  iconUrl: game.iconPath,
  sort: game.sort,
  hot: hasTag(game.tags, 'hot'),
  new: hasTag(game.tags, 'new'),
  enabled: game.enabled,
  maintenance: game.status !== 'active',
});
