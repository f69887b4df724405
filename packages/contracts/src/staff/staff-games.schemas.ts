import { z } from 'zod';
import { GAME_CLASSIFY_CODES } from '../games/games.constants';
import { ZIpOrCidr } from '../shared/ip';
import { ZEpochMs, ZRowId } from '../shared/safe-text';
import { ZMinor } from '../wallet/money.schemas';
import { ZReason as ZChangeReason } from './staff-settings.schemas';

/*
 * Games in the console: the brand's vendors (status, maintenance windows,
 * provider settings, the signing secret's rotation), its games (switch,
 * order, tags, category) and the game rounds that wait for an operator.
 */

/** How long a rotated-out secret is still accepted, so the vendor can switch over without refused calls. */
export const SECRET_OVERLAP_HOURS_MIN = 1;
export const SECRET_OVERLAP_HOURS_MAX = 72;
export const SECRET_OVERLAP_HOURS_DEFAULT = 24;

/** A round still open this long waits for an operator (a vendor that never settled it). */
export const ROUND_STALE_HOURS = 24;

/** What the console calls a vendor's state: switched off, under maintenance (now), or taking players. */
export const VENDOR_STATUSES = ['enabled', 'maintenance', 'disabled'] as const;
export type TVendorStatus = (typeof VENDOR_STATUSES)[number];

export const WALLET_MODES = ['seamless', 'transfer'] as const;
export const VENDOR_MAINTENANCE_STATES = ['scheduled', 'active', 'ended'] as const;

/** Why a round waits: a win the vendor reported that was refused (it came before its bet), or open past ROUND_STALE_HOURS. */
export const ROUND_ACTION_REASONS = ['unpaid_win', 'stale'] as const;

export const PROVIDER_IPS_MAX = 50;

export const ZVassalage = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'A vendor code');

export const ZVendorMaintenance = z.object({
  id: z.number().int(),
  startsAt: z.number().int(),
  /** Null: until someone ends it. */
  endsAt: z.number().int().nullable(),
  state: z.enum(VENDOR_MAINTENANCE_STATES),
  reason: z.string(),
  createdAt: z.number().int(),
});
export type TVendorMaintenance = z.infer<typeof ZVendorMaintenance>;

/** How the platform talks to the vendor; the signing secret itself is never read back. */
export const ZProviderSettingsView = z.object({
  /** Absolute, or relative to the site; `{game}` stands for the game code. */
  launchUrl: z.string(),
  currency: z.string(),
  /** Addresses or CIDR blocks the vendor calls from; empty: any. */
  allowedIps: z.array(z.string()),
  /** Whether the wallet API takes the vendor's calls at all. */
  enabled: z.boolean(),
  secretRotatedAt: z.number().int().nullable(),
  /** Until when the secret before the last rotation is still accepted; null: only the current one. */
  previousSecretUntil: z.number().int().nullable(),
});

export const ZStaffVendor = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  /** The categories it is filed under (one vendors row each). */
  gameTypes: z.array(z.string()),
  status: z.enum(VENDOR_STATUSES),
  walletMode: z.enum(WALLET_MODES),
  gameCount: z.number().int(),
  /** Null: not connected to the wallet API (no provider settings). */
  settings: ZProviderSettingsView.nullable(),
  /** The open window (scheduled or active) first, then the last ones that ended. */
  maintenance: z.array(ZVendorMaintenance),
});
export type TStaffVendor = z.infer<typeof ZStaffVendor>;

export const ZStaffVendors = z.object({ list: z.array(ZStaffVendor) });

export const ZVendorEnabledBody = z.object({ vassalage: ZVassalage, enabled: z.boolean(), reason: ZChangeReason });

/** A window from `startsAt` (default now) to `endsAt` (null: until ended). */
export const ZVendorMaintenanceBody = z.object({
  vassalage: ZVassalage,
  startsAt: ZEpochMs.optional(),
  endsAt: ZEpochMs.nullable().optional(),
  reason: ZChangeReason,
});
export const ZEndVendorMaintenanceBody = z.object({ id: ZRowId, reason: ZChangeReason });

export const ZProviderSettingsBody = z.object({
  vassalage: ZVassalage,
  launchUrl: z
    .string()
    .trim()
    .min(1, 'Input cannot be empty')
    .max(500)
    .refine((v) => v.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(v), 'An http(s) address, or a path on this site'),
  walletMode: z.enum(WALLET_MODES),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'A three-letter currency code'),
  allowedIps: z.array(ZIpOrCidr).max(PROVIDER_IPS_MAX),
  reason: ZChangeReason,
});
export type TProviderSettingsBody = z.infer<typeof ZProviderSettingsBody>;

export const ZRotateSecretBody = z.object({
  vassalage: ZVassalage,
  overlapHours: z.number().int().min(SECRET_OVERLAP_HOURS_MIN).max(SECRET_OVERLAP_HOURS_MAX),
  reason: ZChangeReason,
});
/** The new secret, shown this once: the server keeps it only for signing checks. */
export const ZRotateSecretValue = z.object({ vendor: ZStaffVendor, secret: z.string() });

export const ZStaffGame = z.object({
  id: z.number().int(),
  nodeId: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  /** Its category: one of its vendor's game types. */
  gameType: z.string(),
  classify: z.enum(GAME_CLASSIFY_CODES).nullable(),
  iconUrl: z.string(),
  sort: z.number().int(),
  hot: z.boolean(),
  new: z.boolean(),
  enabled: z.boolean(),
  /** The game's own maintenance flag (the vendor's is on the vendor). */
  maintenance: z.boolean(),
});
export type TStaffGame = z.infer<typeof ZStaffGame>;

export const ZStaffGamesQuery = z.object({
  vassalage: ZVassalage.optional(),
  gameType: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{1,20}$/, 'A category code')
    .optional(),
  state: z.enum(['enabled', 'disabled']).optional(),
  /** Part of the game's name. */
  q: z.string().trim().max(100).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const ZStaffGamesValue = z.object({ list: z.array(ZStaffGame), total: z.number().int() });

export const GAME_SORT_MAX = 1_000_000;

/** What may change on a game; each optional. */
export const ZGameChange = z.object({
  enabled: z.boolean().optional(),
  sort: z.number().int().min(0).max(GAME_SORT_MAX).optional(),
  hot: z.boolean().optional(),
  new: z.boolean().optional(),
  gameType: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{1,20}$/, 'A category code')
    .optional(),
  classify: z.enum(GAME_CLASSIFY_CODES).nullable().optional(),
});

/** A change of one game: at least one field. */
export const ZUpdateGameBody = ZGameChange.extend({ id: ZRowId, reason: ZChangeReason }).refine(
  (b) => Object.keys(ZGameChange.shape).some((k) => b[k as keyof typeof ZGameChange.shape] !== undefined),
  { message: 'Nothing to change', path: ['id'] },
);
export type TUpdateGameBody = z.infer<typeof ZUpdateGameBody>;

export const ZStaffRound = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  /** The vendor's round id. */
  roundId: z.string(),
  status: z.enum(['open', 'closed']),
  betTotal: ZMinor,
  winTotal: ZMinor,
  /** Wins the vendor reported that were refused and never paid: what resolving pays. */
  pendingWin: ZMinor,
  openedAt: z.number().int(),
  updatedAt: z.number().int(),
  closedAt: z.number().int().nullable(),
  reasons: z.array(z.enum(ROUND_ACTION_REASONS)),
});
export type TStaffRound = z.infer<typeof ZStaffRound>;

export const ZStaffRoundsQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const ZStaffRoundsValue = z.object({ list: z.array(ZStaffRound), total: z.number().int(), staleHours: z.number().int() });

export const ZRoundActionBody = z.object({ id: ZRowId, reason: ZChangeReason });
