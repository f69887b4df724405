import { defineContract } from '../contract';
import {
  ZAdjustBody,
  ZAdjustment,
  ZAdjustmentDecisionBody,
  ZAdjustmentRejectBody,
  ZAdjustmentsQuery,
  ZAdjustmentsValue,
  ZPlayerDetail,
  ZPlayerQuery,
  ZPlayerSearchQuery,
  ZPlayerSearchValue,
  ZPlayerWagersQuery,
  ZPlayerWagersValue,
} from './staff-players.schemas';

const staff = ['Staff'];

export const staffPlayerSearch = defineContract({
  method: 'GET',
  path: '/wps/staff/players',
  summary: 'Find members by username (its start), phone, email, id, address or bank account; newest first, keyset pages',
  tags: staff,
  auth: false,
  staff: { permission: 'players.view' },
  query: ZPlayerSearchQuery,
  value: ZPlayerSearchValue,
});

export const staffPlayerDetail = defineContract({
  method: 'GET',
  path: '/wps/staff/players/detail',
  summary: "A member's page: profile, status, balances of every account, sessions and logins, linked accounts",
  tags: staff,
  auth: false,
  staff: { permission: 'players.view' },
  query: ZPlayerQuery,
  value: ZPlayerDetail,
});

export const staffAdjust = defineContract({
  method: 'POST',
  path: '/wps/staff/adjustments',
  summary: "Credit or debit a member's main wallet with a reason: applied at once below the brand's threshold, else waits for a second staff member (idempotent by requestId)",
  tags: staff,
  auth: false,
  staff: { permission: 'players.adjust' },
  body: ZAdjustBody,
  value: ZAdjustment,
});

export const staffAdjustments = defineContract({
  method: 'GET',
  path: '/wps/staff/adjustments',
  summary: 'Manual adjustments: the ones waiting for a second approval first (oldest first), or all of a member',
  tags: staff,
  auth: false,
  staff: { permission: 'players.view' },
  query: ZAdjustmentsQuery,
  value: ZAdjustmentsValue,
});

export const staffApproveAdjustment = defineContract({
  method: 'POST',
  path: '/wps/staff/adjustments/approve',
  summary: 'Approve a pending adjustment (not the staff member who asked for it): the money moves',
  tags: staff,
  auth: false,
  staff: { permission: 'players.adjust' },
  body: ZAdjustmentDecisionBody,
  value: ZAdjustment,
});

export const staffRejectAdjustment = defineContract({
  method: 'POST',
  path: '/wps/staff/adjustments/reject',
  summary: 'Reject a pending adjustment with a reason: nothing moves',
  tags: staff,
  auth: false,
  staff: { permission: 'players.adjust' },
  body: ZAdjustmentRejectBody,
  value: ZAdjustment,
});


export const staffPlayerWagers = defineContract({
  method: 'GET',
  path: '/wps/staff/players/wagers',
  summary: "A member's settled bets of every product, newest first (keyset pages over the member's wager index)",
  tags: staff,
  auth: false,
  staff: { permission: 'players.view' },
  query: ZPlayerWagersQuery,
  value: ZPlayerWagersValue,
});
