import { defineContract } from '../contract';
import {
  ZEndVendorMaintenanceBody,
  ZProviderSettingsBody,
  ZRotateSecretBody,
  ZRotateSecretValue,
  ZRoundActionBody,
  ZStaffGame,
  ZStaffGamesQuery,
  ZStaffGamesValue,
  ZStaffRound,
  ZStaffRoundsQuery,
  ZStaffRoundsValue,
  ZStaffVendor,
  ZStaffVendors,
  ZUpdateGameBody,
  ZVendorEnabledBody,
  ZVendorMaintenanceBody,
} from './staff-games.schemas';

const staff = ['Staff'];

export const staffGameVendors = defineContract({
  method: 'GET',
  path: '/wps/staff/games/vendors',
  summary: "The brand's vendors: status, maintenance windows, provider settings (never the secret)",
  tags: staff,
  auth: false,
  staff: { permission: 'games.view' },
  value: ZStaffVendors,
});

export const staffSetVendorEnabled = defineContract({
  method: 'POST',
  path: '/wps/staff/games/vendors/enabled',
  summary: 'Take a vendor off the player site or put it back (its open rounds still settle; audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'games.manage' },
  body: ZVendorEnabledBody,
  value: ZStaffVendor,
});

export const staffScheduleVendorMaintenance = defineContract({
  method: 'POST',
  path: '/wps/staff/games/vendors/maintenance/schedule',
  summary: 'Put a vendor under maintenance now or later, until a time or until ended; one open window per vendor (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'games.manage' },
  body: ZVendorMaintenanceBody,
  value: ZStaffVendor,
});

export const staffEndVendorMaintenance = defineContract({
  method: 'POST',
  path: '/wps/staff/games/vendors/maintenance/end',
  summary: "End a vendor's maintenance now, or cancel a scheduled window (audited)",
  tags: staff,
  auth: false,
  staff: { permission: 'games.manage' },
  body: ZEndVendorMaintenanceBody,
  value: ZStaffVendor,
});

export const staffSaveProviderSettings = defineContract({
  method: 'POST',
  path: '/wps/staff/games/vendors/settings',
  summary: "A vendor's launch address, wallet mode, currency and the addresses its calls may come from (audited)",
  tags: staff,
  auth: false,
  staff: { permission: 'games.manage' },
  body: ZProviderSettingsBody,
  value: ZStaffVendor,
});

export const staffRotateProviderSecret = defineContract({
  method: 'POST',
  path: '/wps/staff/games/vendors/rotate-secret',
  summary: "A new signing secret for a vendor, answered once; the previous one is still accepted for the overlap's hours (audited, without the secrets)",
  tags: staff,
  auth: false,
  staff: { permission: 'games.manage' },
  body: ZRotateSecretBody,
  value: ZRotateSecretValue,
});

export const staffGames = defineContract({
  method: 'GET',
  path: '/wps/staff/games',
  summary: "The brand's games by vendor, category, state and name, in the lobby's order; pages",
  tags: staff,
  auth: false,
  staff: { permission: 'games.view' },
  query: ZStaffGamesQuery,
  value: ZStaffGamesValue,
});

export const staffUpdateGame = defineContract({
  method: 'POST',
  path: '/wps/staff/games/update',
  summary: 'Switch a game on or off, move it in the order, tag it hot or new, change its category (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'games.manage' },
  body: ZUpdateGameBody,
  value: ZStaffGame,
});

export const staffRoundsToResolve = defineContract({
  method: 'GET',
  path: '/wps/staff/games/rounds',
  summary: 'Real-money rounds waiting for an operator: a win the vendor reported that was never paid, or open too long; oldest first',
  tags: staff,
  auth: false,
  staff: { permission: 'games.view' },
  query: ZStaffRoundsQuery,
  value: ZStaffRoundsValue,
});

export const staffResolveRound = defineContract({
  method: 'POST',
  path: '/wps/staff/games/rounds/resolve',
  summary: 'Settle a waiting round as the vendor reported it: pay its unpaid wins and close it, through the provider wallet (once; audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'games.manage' },
  body: ZRoundActionBody,
  value: ZStaffRound,
});

export const staffRefundRound = defineContract({
  method: 'POST',
  path: '/wps/staff/games/rounds/refund',
  summary: "Give a waiting round's stakes back and close it, through the provider wallet (once; audited)",
  tags: staff,
  auth: false,
  staff: { permission: 'games.manage' },
  body: ZRoundActionBody,
  value: ZStaffRound,
});
