import { defineContract } from '../contract';
import {
  ZAddPlayerNoteBody,
  ZEndPlayerSessionsBody,
  ZEndPlayerSessionsValue,
  ZMessagePlayerBody,
  ZMessagePlayerValue,
  ZMoveUplineBody,
  ZMovedUpline,
  ZPlayerNote,
  ZPlayerNotesQuery,
  ZPlayerNotesValue,
  ZPlayerTagsOfValue,
  ZPlayerTagsValue,
  ZSendPasswordResetBody,
  ZSendPasswordResetValue,
  ZSetPlayerTagBody,
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
  summary: 'Find members by username (its start), phone, email, id, address or bank account, optionally only those with a tag; newest first, keyset pages',
  tags: staff,
  auth: false,
  staff: { permission: 'players.view' },
  query: ZPlayerSearchQuery,
  value: ZPlayerSearchValue,
});

export const staffPlayerDetail = defineContract({
  method: 'GET',
  path: '/wps/staff/players/detail',
  summary: "A member's page: profile, status, balances of every account, sessions and logins, linked accounts, tags",
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

export const staffPlayerNotes = defineContract({
  method: 'GET',
  path: '/wps/staff/players/notes',
  summary: "Staff notes on a member, newest first (keyset pages); notes are only ever added",
  tags: staff,
  auth: false,
  staff: { permission: 'players.view' },
  query: ZPlayerNotesQuery,
  value: ZPlayerNotesValue,
});

export const staffAddPlayerNote = defineContract({
  method: 'POST',
  path: '/wps/staff/players/notes',
  summary: 'Add a note on a member (never edited or deleted), audited',
  tags: staff,
  auth: false,
  staff: { permission: 'players.manage' },
  body: ZAddPlayerNoteBody,
  value: ZPlayerNote,
});

export const staffPlayerTags = defineContract({
  method: 'GET',
  path: '/wps/staff/players/tags',
  summary: "The brand's list of player tags, with how many players carry each",
  tags: staff,
  auth: false,
  staff: { permission: 'players.view' },
  value: ZPlayerTagsValue,
});

export const staffSetPlayerTag = defineContract({
  method: 'POST',
  path: '/wps/staff/players/tags',
  summary: "Tag or untag a member with a reason (a new label joins the brand's list); answers the member's tags; audited",
  tags: staff,
  auth: false,
  staff: { permission: 'players.manage' },
  body: ZSetPlayerTagBody,
  value: ZPlayerTagsOfValue,
});

export const staffSendPasswordReset = defineContract({
  method: 'POST',
  path: '/wps/staff/players/password-reset',
  summary: "Send a member the forgot-password flow's reset: the link to the email on record, or the reset code by SMS to the phone on record (409 member_no_contact without one); audited",
  tags: staff,
  auth: false,
  staff: { permission: 'players.manage' },
  body: ZSendPasswordResetBody,
  value: ZSendPasswordResetValue,
});

export const staffEndPlayerSessions = defineContract({
  method: 'POST',
  path: '/wps/staff/players/end-sessions',
  summary: "Sign a member out everywhere: every session and game token ends at once, the account stays active; audited",
  tags: staff,
  auth: false,
  staff: { permission: 'players.manage' },
  body: ZEndPlayerSessionsBody,
  value: ZEndPlayerSessionsValue,
});

export const staffMessagePlayer = defineContract({
  method: 'POST',
  path: '/wps/staff/players/message',
  summary: "Send a member a message (title and text in the member's language) into their inbox, shown live (idempotent by requestId); audited",
  tags: staff,
  auth: false,
  staff: { permission: 'players.manage' },
  body: ZMessagePlayerBody,
  value: ZMessagePlayerValue,
});

export const staffMoveUpline = defineContract({
  method: 'POST',
  path: '/wps/staff/players/upline',
  summary: "Move a member and its whole team under another upline, or under the brand: the agent types' rules and the brand's depth cap hold (audited)",
  tags: ['Staff'],
  auth: false,
  staff: { permission: 'agents.manage' },
  body: ZMoveUplineBody,
  value: ZMovedUpline,
});
