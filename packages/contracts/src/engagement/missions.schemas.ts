/**
 * Missions and tournaments (issue 15 item 5): tasks driven by the member's
 * committed activity (deposits, wagers, wins, logins, invited friends) in
 * daily, weekly and one-time bundles, and tournaments ranked over a window
 * with a prize table. Amounts in minor units; counts as plain integers.
 */
import { z } from 'zod';
import { ZRowId } from '../shared/safe-text';
import { ZMinor } from '../wallet/money.schemas';
import { ZRequestId } from '../wallet/wallet.schemas';
import { WAGER_CATEGORIES } from '../promotions/promotion.schemas';

/** The bundles a mission belongs to: its progress starts again each brand day, each brand week (Monday), or never. */
export const MISSION_BUNDLES = ['daily', 'weekly', 'once'] as const;
export type TMissionBundle = (typeof MISSION_BUNDLES)[number];

/**
 * What moves a mission: approved deposits (amount or count), stakes of settled
 * real-money rounds (amount, optionally of one category), rounds played, winnings
 * (payout of winning rounds), days logged in, friends invited who registered,
 * and the steps of the member's profile done (PROFILE_STEPS; progress is how
 * many are done, never lowered).
 */
export const MISSION_EVENTS = ['deposit_amount', 'deposit_count', 'wager_amount', 'rounds', 'win_amount', 'login_days', 'referrals', 'profile_steps'] as const;
export type TMissionEvent = (typeof MISSION_EVENTS)[number];
/** The steps of a member's profile a profile_steps mission counts (its target: how many of them). */
export const PROFILE_STEPS = ['avatar', 'mobile', 'email', 'authenticator', 'payment_password', 'bank_account'] as const;
export type TProfileStep = (typeof PROFILE_STEPS)[number];
/** The events whose target is money (minor units); the others count. */
export const MONEY_MISSION_EVENTS: readonly TMissionEvent[] = ['deposit_amount', 'wager_amount', 'win_amount'];

/** A mission's prize: real money, or points of the points mall. */
export const MISSION_PRIZE_KINDS = ['cash', 'points'] as const;
export type TMissionPrizeKind = (typeof MISSION_PRIZE_KINDS)[number];

export const MISSION_STATES = ['in_progress', 'claimable', 'claimed'] as const;
export type TMissionState = (typeof MISSION_STATES)[number];

export const ZMission = z.object({
  id: z.number().int(),
  bundle: z.enum(MISSION_BUNDLES),
  title: z.string(),
  description: z.string(),
  event: z.enum(MISSION_EVENTS),
  /** wager_amount and rounds: only this category counts (null: every category). */
  category: z.enum(WAGER_CATEGORIES).nullable(),
  /** Minor units for money events, a count for the others. */
  target: z.string(),
  progress: z.string(),
  prizeKind: z.enum(MISSION_PRIZE_KINDS),
  /** Minor units (cash) or points. */
  prizeAmount: z.string(),
  state: z.enum(MISSION_STATES),
  /** The period this progress belongs to (a brand day "2026-11-27", a week "2026-W48", or "once"). */
  periodKey: z.string(),
  /** When this period ends (epoch ms); null for one-time missions. */
  endsAt: z.number().int().nullable(),
});
export type TMission = z.infer<typeof ZMission>;

export const TOURNAMENT_METRICS = ['wagered', 'rounds', 'best_multiplier'] as const;
export type TTournamentMetric = (typeof TOURNAMENT_METRICS)[number];
export const TOURNAMENT_STATES = ['upcoming', 'running', 'finished'] as const;

/** Places fromRank..toRank each win amount (minor units). */
export const ZTournamentPrize = z.object({
  fromRank: z.number().int().min(1).max(1000),
  toRank: z.number().int().min(1).max(1000),
  amount: ZMinor,
});
export type TTournamentPrize = z.infer<typeof ZTournamentPrize>;

export const ZLeaderboardRow = z.object({
  rank: z.number().int(),
  /** The account with its middle masked (j***n). */
  name: z.string(),
  /** wagered: minor units; rounds: a count; best_multiplier: the multiplier × 100 (2.5× = "250"). */
  score: z.string(),
  /** The prize this place wins (minor units), if any. */
  prize: ZMinor.nullable(),
});

export const ZTournament = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  metric: z.enum(TOURNAMENT_METRICS),
  /** Only rounds of this category count (null: every category). */
  category: z.enum(WAGER_CATEGORIES).nullable(),
  /** The least stake of a round that counts (minor units). */
  minStake: ZMinor,
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  state: z.enum(TOURNAMENT_STATES),
  prizes: z.array(ZTournamentPrize),
  /** The whole prize table's sum. */
  prizePool: ZMinor,
  top: z.array(ZLeaderboardRow),
  /** The caller's own place (null: no qualifying round yet, or a visitor). */
  me: ZLeaderboardRow.nullable(),
});
export type TTournament = z.infer<typeof ZTournament>;

export const ZMissionSummary = z.object({
  currencySymbol: z.string(),
  missions: z.array(ZMission),
  /** Missions whose prize waits to be claimed (the missionLeaderboard badge). */
  claimable: z.number().int(),
});
export type TMissionSummary = z.infer<typeof ZMissionSummary>;

export const ZMissionLeaderboardQuery = z.object({ tournamentId: z.coerce.number().int().min(1).max(2_147_483_647).optional() });
export const ZMissionLeaderboard = z.object({ currencySymbol: z.string(), tournaments: z.array(ZTournament) });
export type TMissionLeaderboard = z.infer<typeof ZMissionLeaderboard>;

export const ZMissionClaimBody = z.object({
  missionId: ZRowId,
  periodKey: z.string().regex(/^(\d{4}-\d{2}-\d{2}|\d{4}-W\d{2}|once)$/),
  requestId: ZRequestId,
});
export const ZMissionClaimed = z.object({ missionId: z.number().int(), prizeKind: z.enum(MISSION_PRIZE_KINDS), prizeAmount: z.string() });
export type TMissionClaimed = z.infer<typeof ZMissionClaimed>;
