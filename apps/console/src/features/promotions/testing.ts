import type { TStaffClaim, TStaffPromotion } from '@wps/contracts/staff';
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
  trigger: { kind: 'nth_deposit', depositNth: 1, minDeposit: '50000' },
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
