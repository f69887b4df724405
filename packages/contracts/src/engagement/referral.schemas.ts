/**
 * Invite friends (issue 15 item 8): a member's invite link, and rewards when
 * a friend registered with it, made a first deposit and wagered. A friend
 * sharing the referrer's device, registration address or bank account earns
 * nothing (flagged, shown to both the member and staff).
 */
import { z } from 'zod';
import { ZMinor } from '../wallet/money.schemas';
import { pageOf } from '../wallet/wallet.schemas';

export const REFERRAL_STEPS = ['registered', 'first_deposit', 'wagered'] as const;
export type TReferralStep = (typeof REFERRAL_STEPS)[number];
/** Why a friend earns the referrer nothing. */
export const REFERRAL_FLAGS = ['same_device', 'same_address', 'same_bank_account'] as const;
export type TReferralFlag = (typeof REFERRAL_FLAGS)[number];

export const ZReferralRules = z.object({
  /** Paid to the referrer when the friend registers (minor units, "0": nothing). */
  registerReward: ZMinor,
  /** Paid when the friend's first approved deposit is at least firstDepositMin. */
  firstDepositReward: ZMinor,
  firstDepositMin: ZMinor,
  /** Paid once the friend's valid bet reaches wagerTarget. */
  wagerReward: ZMinor,
  wagerTarget: ZMinor,
  /** The most friends that earn rewards per referrer (0: no limit). */
  maxFriends: z.number().int(),
});
export type TReferralRules = z.infer<typeof ZReferralRules>;

export const ZReferralInfo = z.object({
  currencySymbol: z.string(),
  enabled: z.boolean(),
  /** The member's invite code and the register address carrying it. */
  code: z.string(),
  link: z.string(),
  rules: ZReferralRules,
  friends: z.number().int(),
  /** Rewards paid to the member, minor units. */
  earned: ZMinor,
});
export type TReferralInfo = z.infer<typeof ZReferralInfo>;

export const ZReferralFriend = z.object({
  /** The friend's account, middle masked. */
  name: z.string(),
  registeredAt: z.number().int(),
  steps: z.array(z.object({ step: z.enum(REFERRAL_STEPS), amount: ZMinor, paidAt: z.number().int() })),
  /** The friend's valid bet toward wagerTarget (minor units). */
  validBet: ZMinor,
  flag: z.enum(REFERRAL_FLAGS).nullable(),
});
export type TReferralFriend = z.infer<typeof ZReferralFriend>;
export const ZReferralFriendPage = pageOf(ZReferralFriend);
