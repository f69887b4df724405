import { z } from 'zod';
import { ZRowId, ZRowIdParam } from '../shared/safe-text';
import { ZRequestId } from '../wallet/wallet.schemas';
import { ZMinor, ZPositiveMinor } from '../wallet/money.schemas';
import { ZReason as ZActionReason } from './staff-settings.schemas';

/*
 * Players in the console: search, the player's page, and manual balance
 * adjustments (a second staff member approves those at or above the
 * brand's threshold, as withdrawals).
 */

export const PLAYER_SEARCH_FIELDS = ['username', 'phone', 'email', 'id', 'ip', 'bank'] as const;

/** A player tag: a short label of the brand's list (VIP, bonus-abuser, KYC-pending…). */
export const PLAYER_TAG_MAX = 32;
export const ZPlayerTagLabel = z
  .string()
  .trim()
  .min(1, 'Input cannot be empty')
  .max(PLAYER_TAG_MAX)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, 'letters, digits, spaces, dots, dashes and underscores, starting with a letter or digit');

export const ZPlayerSearchQuery = z.object({
  by: z.enum(PLAYER_SEARCH_FIELDS).default('username'),
  /** Only the players carrying this tag (with or without a search text). */
  tag: ZPlayerTagLabel.optional(),
  /** Username: the start of it; the others: the whole value. Empty: the newest members. */
  q: z.string().trim().max(100).default(''),
  /** Keyset paging: the `next` of the previous page (members with a smaller id). */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const ZPlayerRow = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(['active', 'disabled']),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type TPlayerRow = z.infer<typeof ZPlayerRow>;

export const ZPlayerSearchValue = z.object({ list: z.array(ZPlayerRow), next: z.number().int().nullable() });

export const ZPlayerQuery = z.object({ id: ZRowIdParam });

export const ZPlayerBalance = z.object({ kind: z.string(), label: z.string(), balance: ZMinor });

export const ZPlayerSession = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  /** Still open (not revoked, not expired). */
  open: z.boolean(),
});

export const ZLinkedPlayer = z.object({
  id: z.number().int(),
  account: z.string(),
  status: z.enum(['active', 'disabled']),
  /** What they share: an address (ip) or a bank account. */
  via: z.enum(['ip', 'bank']),
  value: z.string(),
});

export const ZPlayerDetail = z.object({
  player: ZPlayerRow.extend({
    firstLoginAt: z.number().int().nullable(),
    uplineId: z.number().int().nullable(),
    affiliateCode: z.string().nullable(),
    totp: z.boolean(),
    profile: z.record(z.string(), z.string()),
  }),
  currency: z.string(),
  balances: z.array(ZPlayerBalance),
  sessions: z.array(ZPlayerSession),
  linked: z.array(ZLinkedPlayer),
  /** The player's tags, by label. */
  tags: z.array(z.string()),
});
export type TPlayerDetail = z.infer<typeof ZPlayerDetail>;

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;

export const ZAdjustment = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: ZMinor,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  /** At or above the brand's threshold: two different staff. */
  needsSecondApproval: z.boolean(),
  requestedBy: z.number().int(),
  requestedByName: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;

export const ZAdjustBody = z.object({
  requestId: ZRequestId,
  memberId: ZRowId,
  direction: z.enum(['credit', 'debit']),
  amount: ZPositiveMinor,
  reason: z.string().trim().min(1, 'Input cannot be empty').max(500),
});
export const ZAdjustmentDecisionBody = z.object({ id: ZRowId, reason: z.string().trim().max(500).optional() });
export const ZAdjustmentRejectBody = z.object({ id: ZRowId, reason: z.string().trim().min(1, 'Input cannot be empty').max(500) });
export const ZAdjustmentsQuery = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  memberId: ZRowIdParam.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZAdjustmentsValue = z.object({ list: z.array(ZAdjustment), total: z.number().int() });

export const ZPlayerWagersQuery = z.object({
  id: ZRowIdParam,
  /** Keyset paging: the `next` of the previous page ("<settledAt ms>:<wager id>"). */
  before: z.string().regex(/^\d{1,15}:\d{1,18}$/, 'a cursor from the previous page').optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const ZPlayerWager = z.object({
  id: z.number().int(),
  settledAt: z.number().int(),
  source: z.string(),
  /** The product's own id of the round (provider: `<vendor>:<round id>`). */
  sourceRef: z.string(),
  category: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  stake: ZMinor,
  validBet: ZMinor,
  payout: ZMinor,
  result: z.enum(['win', 'lose', 'tie']),
  isTrial: z.boolean(),
});
export const ZPlayerWagersValue = z.object({ list: z.array(ZPlayerWager), next: z.string().nullable() });

// Notes, tags and the player actions (players.manage), each audited with its reason.


/** A staff note on a player: never edited or deleted, only added (an audit trail of its own). */
export const PLAYER_NOTE_MAX = 1000;
export const ZPlayerNote = z.object({
  id: z.number().int(),
  text: z.string(),
  authorId: z.number().int(),
  authorName: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TPlayerNote = z.infer<typeof ZPlayerNote>;
export const ZPlayerNotesQuery = z.object({
  id: ZRowIdParam,
  /** Keyset paging: the `next` of the previous page (notes with a smaller id). */
  before: ZRowIdParam.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZPlayerNotesValue = z.object({ list: z.array(ZPlayerNote), next: z.number().int().nullable() });
export const ZAddPlayerNoteBody = z.object({ memberId: ZRowId, text: z.string().trim().min(1, 'Input cannot be empty').max(PLAYER_NOTE_MAX) });

/** The brand's list of tags, with how many players carry each. */
export const ZPlayerTag = z.object({ id: z.number().int(), label: z.string(), players: z.number().int() });
export const ZPlayerTagsValue = z.object({ list: z.array(ZPlayerTag) });
/** Tag (`on`) or untag a player; a label new to the brand joins its list. */
export const ZSetPlayerTagBody = z.object({ memberId: ZRowId, tag: ZPlayerTagLabel, on: z.boolean(), reason: ZActionReason });
export const ZPlayerTagsOfValue = z.object({ tags: z.array(z.string()) });

/** Where a password reset goes: the email on record gets the forgot flow's link, the phone its SMS code. */
export const PASSWORD_RESET_CHANNELS = ['email', 'sms'] as const;
export const ZSendPasswordResetBody = z.object({ memberId: ZRowId, channel: z.enum(PASSWORD_RESET_CHANNELS), reason: ZActionReason });
export const ZSendPasswordResetValue = z.object({ channel: z.enum(PASSWORD_RESET_CHANNELS), to: z.string() });

export const ZEndPlayerSessionsBody = z.object({ memberId: ZRowId, reason: ZActionReason });
export const ZEndPlayerSessionsValue = z.object({ gameTokensEnded: z.number().int() });

/** A message into the player's inbox, written by staff in the player's language. */
export const PLAYER_MESSAGE_TITLE_MAX = 100;
export const PLAYER_MESSAGE_TEXT_MAX = 2000;
export const ZMessagePlayerBody = z.object({
  /** The same request twice sends one message. */
  requestId: ZRequestId,
  memberId: ZRowId,
  title: z.string().trim().min(1, 'Input cannot be empty').max(PLAYER_MESSAGE_TITLE_MAX),
  text: z.string().trim().min(1, 'Input cannot be empty').max(PLAYER_MESSAGE_TEXT_MAX),
  reason: ZActionReason,
});
export const ZMessagePlayerValue = z.object({ id: z.number().int(), createdAt: z.number().int() });

/** Put a member (with its whole team) under another upline, or under the brand (null); agents.manage, audited. */
export const ZMoveUplineBody = z.object({
  memberId: ZRowId,
  /** The new upline's username; null: the brand's own (no agent above). */
  uplineAccount: z.string().trim().min(1).max(64).nullable(),
  reason: ZActionReason,
});
export const ZMovedUpline = z.object({
  memberId: z.number().int(),
  uplineId: z.number().int().nullable(),
  uplineAccount: z.string().nullable(),
  /** The member's depth in the tree now (0: no upline). */
  depth: z.number().int(),
  /** Members moved with it (its whole team). */
  teamSize: z.number().int(),
});
export type TMovedUpline = z.infer<typeof ZMovedUpline>;
