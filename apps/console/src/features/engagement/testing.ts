import type { TStaffCluster, TStaffMission, TStaffRain, TStaffReferral, TStaffTournament, TStaffWheel } from '@wps/contracts/staff';
import { testStaff } from '@/testing/render';

export { refused, stubApi, type Call } from '@/testing/stub-api';

const brand = { code: 'demo', name: 'Demo', currency: 'PHP', gmtOffsetMinutes: 480, languages: ['EN', 'TY'] };

/** The tests' staff: finance looks, an admin also changes. */
export const viewer = testStaff({ role: 'finance', permissions: ['promotions.view', 'finance.view'], brand });
export const manager = testStaff({ role: 'admin', permissions: ['promotions.view', 'promotions.manage', 'finance.view', 'players.view'], brand });

export const page = <T>(list: T[]) => ({ list, pageNo: 1, pageSize: 25, total: list.length, totalPages: 1 });

/** Deposit 1,000.00 in a day for a 50.00 cash prize; 12 claimed. */
export const mission = (over: Partial<TStaffMission> = {}): TStaffMission => ({
  id: 4,
  bundle: 'daily',
  title: { EN: 'Deposit 1,000 today', TY: 'Magdeposito ng 1,000 ngayon' },
  description: { EN: 'Any approved deposits count.' },
  event: 'deposit_amount',
  category: null,
  target: '100000',
  prizeKind: 'cash',
  prizeAmount: '5000',
  active: true,
  sort: 0,
  claims: 12,
  paid: '60000',
  ...over,
});

/** A week of slots by amount wagered, upcoming in March 2030: 1st 1,000.00, 2nd–3rd 500.00 each. */
export const tournament = (over: Partial<TStaffTournament> = {}): TStaffTournament => ({
  id: 9,
  title: { EN: 'Slots race', TY: 'Karera sa slots' },
  description: { EN: 'Wager the most on slots.' },
  metric: 'wagered',
  category: 'RNG',
  minStake: '1000',
  // 2030-03-01 08:00 and 2030-03-08 08:00 in the brand's GMT+8.
  startsAt: Date.UTC(2030, 2, 1, 0, 0),
  endsAt: Date.UTC(2030, 2, 8, 0, 0),
  prizes: [
    { fromRank: 1, toRank: 1, amount: '100000' },
    { fromRank: 2, toRank: 3, amount: '50000' },
  ],
  state: 'upcoming',
  players: 0,
  prizePool: '200000',
  paid: '0',
  recurrence: 'none',
  ...over,
});

/** A 5,000.00 rain of 200 envelopes, 50 grabbed for 1,250.00; for depositors of 500.00 in 7 days. */
export const rain = (over: Partial<TStaffRain> = {}): TStaffRain => ({
  id: 21,
  title: { EN: 'Friday rain', TY: 'Ulan ng Biyernes' },
  startsAt: Date.UTC(2030, 0, 4, 12, 0),
  endsAt: Date.UTC(2030, 0, 4, 12, 10),
  state: 'raining',
  cancelled: false,
  budget: '500000',
  envelopes: 200,
  grabbed: 50,
  paid: '125000',
  requirement: 'deposit',
  requirementAmount: '50000',
  requirementDays: 7,
  recurrence: 'none',
  ...over,
});

/** Four segments (weights 1, 2, 3, 4): 100.00 cash, 50 points, 10.00 cash, nothing; 150 spins, 2,000.00 of 10,000.00 paid. */
export const wheel = (over: Partial<NonNullable<TStaffWheel['wheel']>> = {}): TStaffWheel => ({
  wheel: {
    id: 1,
    title: { EN: 'Lucky wheel', TY: 'Gulong ng suwerte' },
    segments: [
      { label: { EN: 'Jackpot', TY: 'Jackpot na premyo' }, prizeKind: 'cash', prizeAmount: '10000', weight: 1, color: '#e53935' },
      { label: { EN: '50 points', TY: '50 puntos' }, prizeKind: 'points', prizeAmount: '50', weight: 2, color: '#fb8c00' },
      { label: { EN: 'Small cash', TY: 'Kaunting pera' }, prizeKind: 'cash', prizeAmount: '1000', weight: 3, color: '#43a047' },
      { label: { EN: 'Try again', TY: 'Subukan muli' }, prizeKind: 'none', prizeAmount: '0', weight: 4, color: '#1e88e5' },
    ],
    spinPerDeposit: '50000',
    spinPerValidBet: null,
    dailyPlaySpins: 0,
    budget: '1000000',
    active: true,
    ...over,
  },
  spins: 150,
  paid: '200000',
  points: '3500',
});

export const referralValue = () => ({
  rules: {
    enabled: true,
    registerReward: '0',
    firstDepositReward: '10000',
    firstDepositMin: '50000',
    wagerReward: '20000',
    wagerTarget: '1000000',
    maxFriends: 0,
  },
  friends: 42,
  flagged: 3,
  paid: '480000',
});

export const referral = (over: Partial<TStaffReferral> = {}): TStaffReferral => ({
  referrerId: 501,
  referrer: 'juan88',
  friendId: 612,
  friend: 'maria_c',
  registeredAt: Date.UTC(2026, 0, 5, 2, 30),
  steps: [{ step: 'first_deposit', amount: '10000', paidAt: Date.UTC(2026, 0, 6) }],
  flag: null,
  ...over,
});

export const cluster = (over: Partial<TStaffCluster> = {}): TStaffCluster => ({
  kind: 'bank_account',
  shared: '•••• 4821',
  members: [
    { id: 501, account: 'juan88' },
    { id: 502, account: 'juan89' },
    { id: 503, account: 'juan_x' },
  ],
  ...over,
});
