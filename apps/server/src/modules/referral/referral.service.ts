/**
 * Invite friends (issue 15 item 8). A member's invite code (made on first
 * sight) goes in the register address; a friend who registers with it is
 * linked once, and each step (registered, first deposit, wagered) pays the
 * referrer once, from the house, in the transaction that records it. A
 * friend who shares the referrer's browser, registration address or bank
 * account is flagged and earns nothing — checked again before every step.
 */
import { randomInt } from 'node:crypto';
import type { TReferralFlag, TReferralFriend, TReferralStep } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import type { AppServices } from '../../services';
import { registerLink, type MerchantRow } from '../brand';
import { payPrize } from '../ledger/ledger.service';
import { findMemberById, findMembersByIds, registeredFromAddressOf } from '../member';
import { maskAccount } from '../missions';
import { sharesDevice } from '../session';
import { brandDay, membersValidBetByDay } from '../wagers';
import { membersSharingBankAccounts } from '../withdrawals';
import {
  codeOf,
  countFriends,
  earnedBy,
  findReferral,
  friendsAwaitingWager,
  insertCode,
  insertReferral,
  insertReward,
  markFirstDeposit,
  referrerByCode,
  rewardsOfFriends,
  setFlag,
  settingsOf,
  type ReferralRow,
  type ReferralSettingsRow,
} from './referral.repository';

type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;
/** Codes without look-alike letters and digits (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const DEFAULT_REFERRAL_SETTINGS = { enabled: false, registerReward: 0n, firstDepositReward: 0n, firstDepositMin: 0n, wagerReward: 0n, wagerTarget: 0n, maxFriends: 0 };
const settingsFor = async (db: DrizzleDb, merchantId: number) => (await settingsOf(db, merchantId)) ?? { merchantId, ...DEFAULT_REFERRAL_SETTINGS };

export async function inviteCodeOf(db: DrizzleDb, merchantId: number, memberId: number): Promise<string> {
  for (;;) {
    const existing = await codeOf(db, merchantId, memberId);
    if (existing) return existing;
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (await insertCode(db, merchantId, memberId, code)) return code;
  }
}

export const presentRules = (s: Omit<ReferralSettingsRow, 'merchantId' | 'enabled'>) => ({
  registerReward: s.registerReward.toString(),
  firstDepositReward: s.firstDepositReward.toString(),
  firstDepositMin: s.firstDepositMin.toString(),
  wagerReward: s.wagerReward.toString(),
  wagerTarget: s.wagerTarget.toString(),
  maxFriends: s.maxFriends,
});

export async function referralInfo(db: DrizzleDb, merchant: MerchantRow, memberId: number, origin: string) {
  const settings = await settingsFor(db, merchant.id);
  const code = await inviteCodeOf(db, merchant.id, memberId);
  return {
    currencySymbol: merchant.currencySymbol,
    enabled: settings.enabled,
    code,
    link: registerLink(origin, { referralCode: code }),
    rules: presentRules(settings),
    friends: await countFriends(db, merchant.id, memberId),
    earned: (await earnedBy(db, merchant.id, memberId)).toString(),
  };
}

/** Why a friend earns nothing: shared browser, registration address or bank account with the referrer. */
export async function abuseFlag(db: DrizzleDb, merchantId: number, referrerId: number, friendId: number): Promise<TReferralFlag | null> {
  if (await sharesDevice(db, merchantId, friendId, referrerId)) return 'same_device';
  if (await registeredFromAddressOf(db, merchantId, friendId, referrerId)) return 'same_address';
  const shared = await membersSharingBankAccounts(db, merchantId, friendId, 100);
  if (shared.some((s) => s.memberId === referrerId)) return 'same_bank_account';
  return null;
}

/** Pays a step if the friend counts and is not flagged (the flag checked afresh and kept). Inside the caller's transaction. */
async function payStep(tx: DrizzleDb, services: Services, merchant: MerchantRow, r: ReferralRow, step: TReferralStep, amount: bigint, now: Date): Promise<boolean> {
  if (amount <= 0n || !r.counted) return false;
  const flag = r.flag ?? (await abuseFlag(tx, merchant.id, r.referrerId, r.friendId));
  if (flag) {
    await setFlag(tx, merchant.id, r.friendId, flag);
    return false;
  }
  if (!(await insertReward(tx, { merchantId: merchant.id, friendId: r.friendId, step, referrerId: r.referrerId, amount, paidAt: now }))) return false;
  await payPrize(tx, {
    merchantId: merchant.id,
    memberId: r.referrerId,
    currency: merchant.currency,
    type: 'referral_reward',
    key: `referral:${r.friendId}:${step}`,
    amount,
    metadata: { friendId: r.friendId, step },
  });
  await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId: r.referrerId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
  return true;
}

/** A new member who registered with an invite code is linked to its owner; the registration step pays. */
export async function onRegistered(services: Services, merchant: MerchantRow, friendId: number) {
  const friend = await findMemberById(services.db, merchant.id, friendId);
  const code = friend?.referralCode?.trim().toUpperCase();
  if (!friend || !code) return;
  const referrerId = await referrerByCode(services.db, merchant.id, code);
  if (!referrerId || referrerId === friendId) return;
  const settings = await settingsFor(services.db, merchant.id);
  if (!settings.enabled) return;
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const friends = await countFriends(tx, merchant.id, referrerId);
    const counted = settings.maxFriends === 0 || friends < settings.maxFriends;
    const r = await insertReferral(tx, { merchantId: merchant.id, friendId, referrerId, registeredAt: friend.createdAt, counted });
    if (!r) return;
    await services.outbox.emit(tx, merchant.id, 'referral.registered', { referrerId, friendId });
    await payStep(tx, services, merchant, r, 'registered', settings.registerReward, now);
  });
  void services.outbox.dispatch();
}

/** The friend's first approved deposit pays its step when it reaches the minimum (a later deposit never does). */
export async function onDeposit(services: Services, merchant: MerchantRow, d: { depositId: number; memberId: number; amount: string }) {
  const r = await findReferral(services.db, merchant.id, d.memberId);
  if (!r) return;
  const settings = await settingsFor(services.db, merchant.id);
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const first = await markFirstDeposit(tx, merchant.id, d.memberId, d.depositId);
    if (first !== d.depositId || BigInt(d.amount) < settings.firstDepositMin) return;
    await payStep(tx, services, merchant, r, 'first_deposit', settings.firstDepositReward, now);
  });
  void services.outbox.dispatch();
}

/** Friends who played in a settled batch: once their valid bet since registering reaches the target, the wager step pays. */
export async function onPlayed(services: Services, merchant: MerchantRow, memberIds: readonly number[]) {
  const settings = await settingsFor(services.db, merchant.id);
  if (settings.wagerReward <= 0n) return;
  const waiting = await friendsAwaitingWager(services.db, merchant.id, memberIds);
  if (waiting.length === 0) return;
  const now = services.clock.now();
  const validBets = await validBetsSince(services.db, merchant, waiting, now);
  for (const r of waiting) {
    if (validBets.get(r.friendId)! < settings.wagerTarget) continue;
    await services.db.transaction((tx) => payStep(tx, services, merchant, r, 'wagered', settings.wagerReward, now));
  }
  void services.outbox.dispatch();
}

/** Each friend's valid bet since the brand day they registered, from the daily rollups in one read. */
async function validBetsSince(db: DrizzleDb, merchant: MerchantRow, friends: readonly { friendId: number; registeredAt: Date }[], now: Date): Promise<Map<number, bigint>> {
  const out = new Map(friends.map((f) => [f.friendId, 0n]));
  if (friends.length === 0) return out;
  const dayOf = (at: Date) => brandDay(at, merchant.gmtOffsetMinutes);
  const from = new Map(friends.map((f) => [f.friendId, dayOf(f.registeredAt)]));
  const earliest = [...from.values()].sort()[0]!;
  for (const r of await membersValidBetByDay(db, merchant.id, [...from.keys()], earliest, dayOf(now))) {
    if (r.day >= from.get(r.memberId)!) out.set(r.memberId, out.get(r.memberId)! + r.validBet);
  }
  return out;
}

/** A page of friends with what each earned the referrer (the member's page and the console's list). */
export async function presentFriends(db: DrizzleDb, merchant: MerchantRow, rows: readonly ReferralRow[], now: Date) {
  const ids = rows.flatMap((r) => [r.friendId, r.referrerId]);
  const [members, rewards] = await Promise.all([findMembersByIds(db, merchant.id, [...new Set(ids)]), rewardsOfFriends(db, merchant.id, rows.map((r) => r.friendId))]);
  const accounts = new Map(members.map((m) => [m.id, m.account]));
  const validBets = await validBetsSince(db, merchant, rows, now);
  const out: (TReferralFriend & { friendId: number; referrerId: number; friend: string; referrer: string })[] = [];
  for (const r of rows) {
    out.push({
      friendId: r.friendId,
      referrerId: r.referrerId,
      friend: accounts.get(r.friendId) ?? '',
      referrer: accounts.get(r.referrerId) ?? '',
      name: maskAccount(accounts.get(r.friendId) ?? ''),
      registeredAt: r.registeredAt.getTime(),
      steps: rewards.filter((w) => w.friendId === r.friendId).map((w) => ({ step: w.step, amount: w.amount.toString(), paidAt: w.paidAt.getTime() })),
      validBet: validBets.get(r.friendId)!.toString(),
      flag: r.flag,
    });
  }
  return out;
}
