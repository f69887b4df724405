/**
 * Red-envelope rains and the prize wheel (issue 15 item 7). A rain's budget
 * is split into envelopes by the double-mean rule when it is scheduled; each
 * member grabs at most one envelope per rain. The wheel's every segment and
 * its odds are published; each spin is provably fair: the server seed's
 * SHA-256 is shown before the spin and the seed itself after it, and anyone
 * can recompute the segment (@wps/fair wheelSegment).
 */
import { z } from 'zod';
import { ZRowId } from '../shared/safe-text';
import { ZMinor } from '../wallet/money.schemas';
import { pageOf, ZRequestId } from '../wallet/wallet.schemas';

/** Who may grab: members who deposited, or whose valid bet reached, at least an amount over the last days. */
export const RAIN_REQUIREMENTS = ['none', 'deposit', 'valid_bet'] as const;
export type TRainRequirement = (typeof RAIN_REQUIREMENTS)[number];
export const RAIN_STATES = ['upcoming', 'raining', 'ended'] as const;

export const ZRain = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  state: z.enum(RAIN_STATES),
  /** The rain's whole budget and how many envelopes it was split into. */
  budget: ZMinor,
  envelopes: z.number().int(),
  /** Envelopes not grabbed yet. */
  remaining: z.number().int(),
  requirement: z.enum(RAIN_REQUIREMENTS),
  /** The least deposit or valid bet (minor units) over requirementDays. */
  requirementAmount: ZMinor,
  requirementDays: z.number().int(),
  /** The caller's deposits or valid bet over those days (null for a visitor or with no requirement). */
  progress: ZMinor.nullable(),
  eligible: z.boolean(),
  /** What the caller grabbed from this rain. */
  grabbed: z.object({ amount: ZMinor, at: z.number().int() }).nullable(),
});
export type TRain = z.infer<typeof ZRain>;

export const ZRainStatus = z.object({
  currencySymbol: z.string(),
  /** The rain falling now, else the next one, else the last one that ended (newest first, at most 5). */
  rains: z.array(ZRain),
});
export type TRainStatus = z.infer<typeof ZRainStatus>;
export const ZRainGrabBody = z.object({ rainId: ZRowId, requestId: ZRequestId });
export const ZRainGrabbed = z.object({ rainId: z.number().int(), amount: ZMinor });
export type TRainGrabbed = z.infer<typeof ZRainGrabbed>;

export const ZRainGrab = z.object({ rainId: z.number().int(), title: z.string(), amount: ZMinor, at: z.number().int() });
export const ZRainGrabPage = pageOf(ZRainGrab);

/** The wheel: 3 to 20 segments, each with a weight; a segment's odds are its weight over the sum. */
export const WHEEL_SEGMENTS_MIN = 3;
export const WHEEL_SEGMENTS_MAX = 20;
export const WHEEL_WEIGHT_MAX = 10_000;
export const WHEEL_PRIZE_KINDS = ['cash', 'points', 'none'] as const;
export type TWheelPrizeKind = (typeof WHEEL_PRIZE_KINDS)[number];

export const ZWheelSegment = z.object({
  label: z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().trim().min(1).max(30)),
  prizeKind: z.enum(WHEEL_PRIZE_KINDS),
  /** Minor units (cash) or points; "0" for none. */
  prizeAmount: z.string().regex(/^\d{1,15}$/),
  weight: z.number().int().min(1).max(WHEEL_WEIGHT_MAX),
  /** The segment's colour on the wheel. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type TWheelSegment = z.infer<typeof ZWheelSegment>;

/** A segment as the member sees it: its label in their language and its odds. */
export const ZWheelSegmentView = z.object({
  index: z.number().int(),
  label: z.string(),
  prizeKind: z.enum(WHEEL_PRIZE_KINDS),
  prizeAmount: z.string(),
  weight: z.number().int(),
  color: z.string(),
});

export const ZWheelSpin = z.object({
  id: z.number().int(),
  /** The public id the verifier takes. */
  publicId: z.string(),
  at: z.number().int(),
  segment: z.number().int(),
  prizeKind: z.enum(WHEEL_PRIZE_KINDS),
  prizeAmount: z.string(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The weights of the wheel at the spin, in segment order (what the verifier needs). */
  weights: z.array(z.number().int()),
});
export type TWheelSpin = z.infer<typeof ZWheelSpin>;

export const ZWheelInfo = z.object({
  currencySymbol: z.string(),
  wheel: z
    .object({
      id: z.number().int(),
      title: z.string(),
      segments: z.array(ZWheelSegmentView),
      totalWeight: z.number().int(),
      /** One spin per approved deposit of at least this (null: deposits earn none). */
      spinPerDeposit: ZMinor.nullable(),
      /** One spin per this much valid bet in a brand day (null: play earns none). */
      spinPerValidBet: ZMinor.nullable(),
      /** The most spins a brand day's valid bet earns. */
      dailyPlaySpins: z.number().int(),
      /** The budget left cannot pay the largest cash prize: no more spins until staff add budget. */
      closed: z.boolean(),
    })
    .nullable(),
  /** Spins the caller has left. */
  spins: z.number().int(),
  /** SHA-256 of the server seed the caller's next spin uses (committed before it). */
  nextSeedHash: z.string().nullable(),
  recent: z.array(ZWheelSpin),
});
export type TWheelInfo = z.infer<typeof ZWheelInfo>;

export const ZWheelSpinBody = z.object({
  wheelId: ZRowId,
  /** The member's own seed (the browser makes one; the member may type another). */
  clientSeed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  requestId: ZRequestId,
});
export const ZWheelSpun = z.object({ spin: ZWheelSpin, spins: z.number().int(), nextSeedHash: z.string() });
export type TWheelSpun = z.infer<typeof ZWheelSpun>;
export const ZWheelSpinPage = pageOf(ZWheelSpin);
/** The public record of one spin (the verifier page; no login). */
export const ZWheelSpinQuery = z.object({ publicId: z.string().regex(/^[A-Za-z0-9_-]{6,40}$/) });
export const ZPublicWheelSpin = ZWheelSpin.extend({ labels: z.array(z.string()) });
export type TPublicWheelSpin = z.infer<typeof ZPublicWheelSpin>;
