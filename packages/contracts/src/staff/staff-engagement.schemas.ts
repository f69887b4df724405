/** Missions, tournaments, red-envelope rains, the prize wheel, referrals and abuse clusters as the console runs them. */
import { z } from 'zod';
import { ZRowId } from '../shared/safe-text';
import { minorOrNull, ZMinor, ZNonNegativeMinor, ZPositiveMinor } from '../wallet/money.schemas';
import { pageOf, ZPageQuery } from '../wallet/wallet.schemas';
import { WAGER_CATEGORIES } from '../promotions/promotion.schemas';
import { MISSION_BUNDLES, MISSION_EVENTS, MISSION_PRIZE_KINDS, TOURNAMENT_METRICS, TOURNAMENT_STATES, ZTournamentPrize } from '../engagement/missions.schemas';
import { RAIN_REQUIREMENTS, RAIN_STATES, WHEEL_SEGMENTS_MAX, WHEEL_SEGMENTS_MIN, ZWheelSegment } from '../engagement/lucky.schemas';
import { REFERRAL_FLAGS, REFERRAL_STEPS } from '../engagement/referral.schemas';

const ZTexts = (max: number) => z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().trim().max(max));
const ZReason = z.string().trim().min(1).max(200);
const ZCount = z.string().regex(/^[1-9]\d{0,11}$/, 'a whole number from 1');

/** A tournament or rain that runs again: when it ends, the next one (same settings, window a day or a week later) is scheduled. */
export const RECURRENCES = ['none', 'daily', 'weekly'] as const;
export type TRecurrence = (typeof RECURRENCES)[number];
/** Left out: once (a new one), or as it was (a change). */
const ZRecurrence = z.enum(RECURRENCES).optional();

export const ZStaffMissionInput = z.object({
  bundle: z.enum(MISSION_BUNDLES),
  title: ZTexts(60),
  description: ZTexts(200),
  event: z.enum(MISSION_EVENTS),
  category: z.enum(WAGER_CATEGORIES).nullable(),
  /** Minor units for money events, a count for the others. */
  target: ZCount,
  prizeKind: z.enum(MISSION_PRIZE_KINDS),
  prizeAmount: ZCount,
  active: z.boolean(),
  sort: z.number().int().min(0).max(10_000),
});
export type TStaffMissionInput = z.infer<typeof ZStaffMissionInput>;
export const ZStaffMissionUpdate = ZStaffMissionInput.extend({ id: ZRowId, reason: ZReason });
export const ZStaffMission = ZStaffMissionInput.extend({
  id: z.number().int(),
  /** Prizes claimed, and their sum (cash minor units or points). */
  claims: z.number().int(),
  paid: z.string(),
});
export type TStaffMission = z.infer<typeof ZStaffMission>;
export const ZStaffMissionList = z.object({ list: z.array(ZStaffMission) });

const tournamentPrizesOk = (t: { prizes: { fromRank: number; toRank: number }[]; startsAt: number; endsAt: number }, ctx: z.RefinementCtx) => {
  let next = 1;
  t.prizes.forEach((p, i) => {
    if (p.fromRank !== next || p.toRank < p.fromRank) ctx.addIssue({ code: 'custom', path: ['prizes', i], message: 'places follow each other from 1 without gaps' });
    next = p.toRank + 1;
  });
  if (t.endsAt <= t.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'ends after it starts' });
};
const ZTournamentFields = z.object({
  title: ZTexts(60),
  description: ZTexts(300),
  metric: z.enum(TOURNAMENT_METRICS),
  category: z.enum(WAGER_CATEGORIES).nullable(),
  minStake: ZNonNegativeMinor,
  startsAt: z.number().int().min(0),
  endsAt: z.number().int().min(0),
  prizes: z.array(ZTournamentPrize).min(1).max(50),
  recurrence: ZRecurrence,
});
export const ZStaffTournamentInput = ZTournamentFields.superRefine(tournamentPrizesOk);
export type TStaffTournamentInput = z.infer<typeof ZStaffTournamentInput>;
export const ZStaffTournamentUpdate = ZTournamentFields.extend({ id: ZRowId, reason: ZReason }).superRefine(tournamentPrizesOk);
export const ZStaffTournament = ZTournamentFields.extend({
  id: z.number().int(),
  recurrence: z.enum(RECURRENCES),
  state: z.enum(TOURNAMENT_STATES),
  players: z.number().int(),
  prizePool: ZMinor,
  /** Prizes paid when it finished. */
  paid: ZMinor,
});
export type TStaffTournament = z.infer<typeof ZStaffTournament>;
export const ZStaffTournamentList = z.object({ list: z.array(ZStaffTournament) });
export const ZStaffTournamentBoardQuery = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const ZStaffTournamentBoard = z.object({
  list: z.array(z.object({ rank: z.number().int(), memberId: z.number().int(), account: z.string(), score: z.string(), prize: ZMinor.nullable() })),
});

export const ZStaffRainInput = z
  .object({
    title: ZTexts(60),
    startsAt: z.number().int().min(0),
    /** Minutes the rain falls. */
    durationMinutes: z.number().int().min(1).max(24 * 60),
    budget: ZPositiveMinor,
    envelopes: z.number().int().min(1).max(100_000),
    requirement: z.enum(RAIN_REQUIREMENTS),
    requirementAmount: ZNonNegativeMinor,
    requirementDays: z.number().int().min(1).max(90),
    recurrence: ZRecurrence,
  })
  .superRefine((r, ctx) => {
    const budget = minorOrNull(r.budget);
    if (budget !== null && budget < BigInt(r.envelopes)) ctx.addIssue({ code: 'custom', path: ['envelopes'], message: 'every envelope holds at least one minor unit' });
  });
export type TStaffRainInput = z.infer<typeof ZStaffRainInput>;
export const ZStaffRain = z.object({
  id: z.number().int(),
  title: ZTexts(60),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  state: z.enum(RAIN_STATES),
  cancelled: z.boolean(),
  budget: ZMinor,
  envelopes: z.number().int(),
  grabbed: z.number().int(),
  /** Paid out so far (grabbed envelopes' sum). */
  paid: ZMinor,
  requirement: z.enum(RAIN_REQUIREMENTS),
  requirementAmount: ZMinor,
  requirementDays: z.number().int(),
  recurrence: z.enum(RECURRENCES),
});
export type TStaffRain = z.infer<typeof ZStaffRain>;
export const ZStaffRainList = z.object({ list: z.array(ZStaffRain) });
export const ZStaffRainCancel = z.object({ id: ZRowId, reason: ZReason });

export const ZStaffWheelInput = z.object({
  title: ZTexts(60),
  segments: z.array(ZWheelSegment).min(WHEEL_SEGMENTS_MIN).max(WHEEL_SEGMENTS_MAX),
  spinPerDeposit: ZPositiveMinor.nullable(),
  spinPerValidBet: ZPositiveMinor.nullable(),
  dailyPlaySpins: z.number().int().min(0).max(100),
  /** Cash the wheel may pay in all (minor units). */
  budget: ZNonNegativeMinor,
  active: z.boolean(),
});
export type TStaffWheelInput = z.infer<typeof ZStaffWheelInput>;
export const ZStaffWheelSave = z.object({ wheel: ZStaffWheelInput, reason: ZReason });
export const ZStaffWheel = z.object({
  wheel: ZStaffWheelInput.extend({ id: z.number().int() }).nullable(),
  spins: z.number().int(),
  /** Cash paid so far, and points given. */
  paid: ZMinor,
  points: z.string(),
});
export type TStaffWheel = z.infer<typeof ZStaffWheel>;

export const ZStaffReferralRules = z.object({
  enabled: z.boolean(),
  registerReward: ZNonNegativeMinor,
  firstDepositReward: ZNonNegativeMinor,
  firstDepositMin: ZNonNegativeMinor,
  wagerReward: ZNonNegativeMinor,
  wagerTarget: ZNonNegativeMinor,
  maxFriends: z.number().int().min(0).max(100_000),
});
export type TStaffReferralRules = z.infer<typeof ZStaffReferralRules>;
export const ZStaffReferralSave = z.object({ rules: ZStaffReferralRules, reason: ZReason });
export const ZStaffReferralQuery = ZPageQuery.extend({ flagged: z.enum(['yes', 'no']).optional() });
export const ZStaffReferral = z.object({
  referrerId: z.number().int(),
  referrer: z.string(),
  friendId: z.number().int(),
  friend: z.string(),
  registeredAt: z.number().int(),
  steps: z.array(z.object({ step: z.enum(REFERRAL_STEPS), amount: ZMinor, paidAt: z.number().int() })),
  flag: z.enum(REFERRAL_FLAGS).nullable(),
});
export type TStaffReferral = z.infer<typeof ZStaffReferral>;
export const ZStaffReferralPage = pageOf(ZStaffReferral);
export const ZStaffReferralValue = z.object({ rules: ZStaffReferralRules, friends: z.number().int(), flagged: z.number().int(), paid: ZMinor });

/**
 * Members sharing a device (a browser, by its user agent, at one address), a
 * registration address, or a bank account number.
 */
export const CLUSTER_KINDS = ['device', 'address', 'bank_account'] as const;
export type TClusterKind = (typeof CLUSTER_KINDS)[number];
export const ZStaffClustersQuery = ZPageQuery.extend({ kind: z.enum(CLUSTER_KINDS).optional() });
export const ZStaffCluster = z.object({
  kind: z.enum(CLUSTER_KINDS),
  /** What they share, partly masked (an address's start, a bank account's last digits, a device id's start). */
  shared: z.string(),
  members: z.array(z.object({ id: z.number().int(), account: z.string() })),
});
export type TStaffCluster = z.infer<typeof ZStaffCluster>;
export const ZStaffClusterPage = pageOf(ZStaffCluster);
