/**
 * The reward center (issue 15 item 9): what a member can claim now — the
 * rebate with its explanation, VIP gifts — and the member center's red
 * counts, pushed live when they change.
 */
import { ErrorCode, type TReward } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { houseAccountFor, memberMainAccount, postTransaction } from '../ledger/ledger.service';
import { memberChannel } from '../live/live.bus';
import { unreadCount } from '../inbox';
import { claimableMissionCount, claimMission, missionRewards, parseMissionKey } from '../missions';
import { findGift, openGifts, takeGift } from './loyalty.repository';
import { claimRebate, presentPayout, quoteRebate } from './rebate.service';

export async function rewardsOf(db: DrizzleDb, merchant: MerchantRow, memberId: number, now: Date, language = merchant.defaultLanguage): Promise<TReward[]> {
  const quote = await quoteRebate(db, merchant, memberId, now);
  const gifts = await openGifts(db, merchant.id, memberId);
  const missions = await missionRewards(db, merchant, memberId, language);
  const rewards: TReward[] = [];
  if (quote.amount > 0n) rewards.push({ kind: 'rebate', key: 'rebate', amount: quote.amount.toString(), lines: quote.lines, vipLevel: quote.vipLevel, title: null, unit: 'money' });
  for (const g of gifts) rewards.push({ kind: g.kind, key: String(g.id), amount: g.amount.toString(), lines: [], vipLevel: g.level, title: null, unit: 'money' });
  return [...rewards, ...missions];
}

export async function badgesOf(db: DrizzleDb, merchant: MerchantRow, memberId: number, now: Date) {
  const rewards = await rewardsOf(db, merchant, memberId, now);
  const unread = await unreadCount({ db }, memberId);
  const missions = await claimableMissionCount(db, merchant, memberId);
  return { rewardCenter: rewards.length, missionLeaderboard: missions, messageV2: unread.count };
}

/** The member's open pages learn the new counts. */
export async function pushBadges(services: Pick<AppServices, 'db' | 'live' | 'clock'>, merchant: MerchantRow, memberId: number) {
  const badges = await badgesOf(services.db, merchant, memberId, services.clock.now());
  await services.live.publish(memberChannel(merchant.id, memberId), { type: 'badges', badges });
}

export async function claimReward(
  services: Pick<AppServices, 'db' | 'outbox' | 'clock'>,
  merchant: MerchantRow,
  memberId: number,
  body: { kind: TReward['kind']; key: string; requestId: string },
) {
  if (body.kind === 'rebate') {
    const payout = await claimRebate(services, merchant, memberId, body.requestId);
    return { kind: body.kind, amount: payout.amount.toString(), rebate: presentPayout(payout), unit: 'money' as const };
  }
  if (body.kind === 'mission') {
    const key = parseMissionKey(body.key);
    if (!key) throw new AppError(400, ErrorCode.validation, 'key: missionId:periodKey');
    const claimed = await claimMission(services, merchant, memberId, { ...key, requestId: body.requestId });
    return { kind: body.kind, amount: claimed.prizeAmount, rebate: null, unit: claimed.prizeKind === 'points' ? ('points' as const) : ('money' as const) };
  }
  const id = Number(body.key);
  if (!Number.isInteger(id) || id < 1) throw new AppError(400, ErrorCode.validation, 'key: a gift id');
  const now = services.clock.now();
  // The same request again (its answer was lost): the claim it made.
  const earlier = await findGift(services.db, merchant.id, memberId, id);
  if (earlier?.claimRequestId === body.requestId && earlier.kind === body.kind) return { kind: body.kind, amount: earlier.amount.toString(), rebate: null, unit: 'money' as const };
  const gift = await services.db.transaction(async (tx) => {
    const taken = await takeGift(tx, merchant.id, memberId, id, body.requestId, now);
    if (!taken || taken.kind !== body.kind) throw new AppError(409, ErrorCode.rewardNotClaimable, 'This gift is not waiting to be claimed');
    const key = `vip-gift:${taken.id}`;
    const main = await memberMainAccount(tx, merchant.id, memberId, merchant.currency);
    const house = await houseAccountFor(tx, merchant.id, merchant.currency, key);
    await postTransaction(tx, {
      merchantId: merchant.id,
      idempotencyKey: key,
      type: 'vip_gift',
      reference: key,
      metadata: { giftId: taken.id, kind: taken.kind, level: taken.level },
      entries: [
        { accountId: house.id, amount: -taken.amount },
        { accountId: main.id, amount: taken.amount },
      ],
    });
    await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
    return taken;
  });
  void services.outbox.dispatch();
  return { kind: body.kind, amount: gift.amount.toString(), rebate: null, unit: 'money' as const };
}
