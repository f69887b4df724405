import type { TStaffClaim, TStaffGame, TStaffMission, TStaffPointReward, TStaffPromotion, TStaffRedeem, TStaffVipLadder } from '@wps/contracts/staff';
import { testStaff } from '@/testing/render';

export { refused, stubApi, type Call } from '@/testing/stub-api';

const brand = { code: 'demo', name: 'Demo', currency: 'PHP', gmtOffsetMinutes: 480, languages: ['EN', 'TY'] };

/** The tests' staff: finance looks, an admin also writes and decides. */
export const viewer = testStaff({ role: 'finance', permissions: ['promotions.view', 'finance.view'], brand });
export const manager = testStaff({ role: 'admin', permissions: ['promotions.view', 'promotions.manage', 'finance.view', 'players.view'], brand });

/** 100 % of the first deposit up to 5,000.00, wager 10× in 30 days; 12,345.67 of a 50,000.00 budget used. */
export const promotion = (over: Partial<TStaffPromotion> = {}): TStaffPromotion => ({
  id: 7,
  code: 'welcome-100',
  category: 'welcome',
  title: { EN: 'Welcome bonus 100%', TY: 'Bonus sa pagsalubong 100%' },
  summary: { EN: 'Double your first deposit.', TY: 'Doblehin ang unang deposito.' },
  terms: { EN: 'Standard terms apply.' },
  bannerUrl: null,
  startsAt: Date.UTC(2026, 0, 1, 0, 0),
  endsAt: Date.UTC(2026, 2, 31, 16, 0),
  trigger: { kind: 'nth_deposit', depositNth: 1, minDeposit: '50000', missionId: null, minPoints: 0 },
  reward: {
    kind: 'bonus',
    fixedAmount: '0',
    percentBps: 10_000,
    maxAmount: '500000',
    wageringMultiplier: 10,
    maxBet: '25000',
    categoryWeights: { LIVE: 10, SPORTS: 50 },
    gameWeights: { 'pg-mahjong': 0 },
    expiryDays: 30,
    conversionCapMultiplier: 0,
    freeSpins: null,
  },
  audience: { newMembersOnly: false, tags: [] },
  promoCode: null,
  budgetTotal: '5000000',
  receiversMax: 500,
  onePerIdentity: true,
  autoApproveMax: '100000',
  status: 'active',
  sort: 0,
  budgetUsed: '1234567',
  receivers: 123,
  pending: 4,
  converted: '456700',
  forfeited: '98000',
  cashIssued: '0',
  createdAt: Date.UTC(2025, 11, 20),
  updatedAt: Date.UTC(2025, 11, 21),
  ...over,
});

export const claim = (over: Partial<TStaffClaim> = {}): TStaffClaim => ({
  id: 31,
  promotionId: 7,
  promotionCode: 'welcome-100',
  memberId: 501,
  account: 'juan88',
  status: 'in_process',
  amount: '250000',
  comment: 'Screenshot of my 10-win streak attached',
  imageIds: [91, 92],
  reason: null,
  sharedWith: [],
  createdAt: Date.UTC(2026, 0, 5, 2, 30),
  decidedAt: null,
  ...over,
});

export const claimPage = (list: TStaffClaim[]) => ({ list, pageNo: 1, pageSize: 25, total: list.length, totalPages: 1 });

/**
 * Three levels: Member (where everyone starts), Silver and Gold; 100 points
 * make 1.00, a conversion takes at least 1,000.
 */
export const ladder = (over: Partial<TStaffVipLadder> = {}): TStaffVipLadder => ({
  levels: [
    {
      level: 0,
      name: { EN: 'Member', TY: 'Miyembro' },
      depositThreshold: '0',
      validBetThreshold: '0',
      rebateRates: { RNG: 30, LIVE: 20 },
      pointRates: { RNG: 1, LIVE: 1, SPORTS: 1, FISH: 1, LOTT: 1, ELOTT: 1, PVP: 1, COCKFIGHT: 1, ESPORTS: 1 },
      levelUpGift: '0',
      birthdayGift: '0',
      withdrawDailyMax: null,
      withdrawDailyCount: null,
    },
    {
      level: 1,
      name: { EN: 'Silver', TY: 'Pilak' },
      depositThreshold: '500000',
      validBetThreshold: '5000000',
      rebateRates: { RNG: 80, LIVE: 50, SPORTS: 40 },
      pointRates: { RNG: 2, LIVE: 1 },
      levelUpGift: '18800',
      birthdayGift: '8800',
      withdrawDailyMax: '20000000',
      withdrawDailyCount: 8,
    },
    {
      level: 2,
      name: { EN: 'Gold', TY: 'Ginto' },
      depositThreshold: '1000000',
      validBetThreshold: '10000000',
      rebateRates: { RNG: 120, LIVE: 80, SPORTS: 50 },
      pointRates: { RNG: 3, LIVE: 2 },
      levelUpGift: '88800',
      birthdayGift: '28800',
      withdrawDailyMax: '50000000',
      withdrawDailyCount: 10,
    },
  ],
  pointsPerUnit: 100,
  minConvert: 1000,
  ...over,
});

/** A 12.50 cash voucher for 1,000 points, 40 left, 2 a member. */
export const reward = (over: Partial<TStaffPointReward> = {}): TStaffPointReward => ({
  id: 3,
  name: { EN: 'Cash voucher 12.50', TY: 'Cash voucher na 12.50' },
  description: { EN: 'Straight into your wallet.' },
  imageUrl: '/cdn/rewards/voucher.png',
  kind: 'cash',
  points: 1000,
  cashAmount: '1250',
  stock: 40,
  perMemberLimit: 2,
  active: true,
  sort: 0,
  redeemed: 160,
  ...over,
});

/** juan88's smartphone, waiting to be sent. */
export const redeem = (over: Partial<TStaffRedeem> = {}): TStaffRedeem => ({
  id: 71,
  memberId: 501,
  account: 'juan88',
  rewardId: 4,
  rewardName: 'Smartphone',
  kind: 'physical',
  quantity: 1,
  points: 250_000,
  status: 'in_process',
  remark: null,
  createdAt: Date.UTC(2026, 0, 5, 2, 30),
  decidedAt: null,
  ...over,
});

export const page = <T>(list: T[]) => ({ list, pageNo: 1, pageSize: 25, total: list.length, totalPages: 1 });

/** A mission of the engagement list (a promotion's mission_done trigger names one). */
export const mission = (over: Partial<TStaffMission> = {}): TStaffMission => ({
  id: 12,
  bundle: 'daily',
  title: { EN: 'Spin 100 times', TY: 'Mag-spin nang 100 beses' },
  description: { EN: 'Any slot counts.' },
  event: 'rounds',
  category: 'RNG',
  target: '100',
  prizeKind: 'points',
  prizeAmount: '50',
  active: true,
  sort: 0,
  claims: 0,
  paid: '0',
  ...over,
});

/** A game of the staff games list (free spins name a studio slot). */
export const game = (gameCode: string, gameName: string, over: Partial<TStaffGame> = {}): TStaffGame => ({
  id: gameCode.length,
  nodeId: `wps-${gameCode}`,
  gameName,
  gameCode,
  vassalage: 'WPS',
  vendorName: 'WPS Studio',
  gameType: 'RNG',
  classify: null,
  iconUrl: '',
  sort: 0,
  hot: false,
  new: false,
  enabled: true,
  maintenance: false,
  ...over,
});
