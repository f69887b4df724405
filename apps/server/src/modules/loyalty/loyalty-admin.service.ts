/** Loyalty as the console runs it: the VIP ladder (audited), the points mall and its redemptions, rebates paid per day. */
import { daysInclusive, ErrorCode, REBATE_REPORT_MAX_DAYS, type TStaffPointReward, type TStaffPointRewardInput, type TStaffRedeem, type TStaffVipLadder } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { textIn } from '../../lib/language-texts';
import { AppError } from '../../http/app-error';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { findMembersByIds } from '../member';
import { findReward, insertReward, ladderOf, rebatesByDay, redeemPage, replaceLadder, rewardsOf, settingsOf, updateReward, type PointRedeemRow, type PointRewardRow } from './loyalty.repository';
import { decideRedeem, DEFAULT_POINT_SETTINGS } from './points.service';

type Actor = { id: number; ip: string };

export async function staffLadder(db: DrizzleDb, merchantId: number): Promise<TStaffVipLadder> {
  // One after the other: the save reads it inside its transaction.
  const levels = await ladderOf(db, merchantId);
  const settings = await settingsOf(db, merchantId);
  return {
    levels: levels.map((l) => ({
      level: l.level,
      name: l.name,
      depositThreshold: l.depositThreshold.toString(),
      validBetThreshold: l.validBetThreshold.toString(),
      rebateRates: l.rebateRates,
      pointRates: l.pointRates,
      levelUpGift: l.levelUpGift.toString(),
      birthdayGift: l.birthdayGift.toString(),
      withdrawDailyMax: l.withdrawDailyMax?.toString() ?? null,
      withdrawDailyCount: l.withdrawDailyCount,
    })),
    pointsPerUnit: settings?.pointsPerUnit ?? DEFAULT_POINT_SETTINGS.pointsPerUnit,
    minConvert: settings?.minConvert ?? DEFAULT_POINT_SETTINGS.minConvert,
  };
}

export async function saveLadder(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, actor: Actor, body: { ladder: TStaffVipLadder; reason: string }) {
  const { ladder } = body;
  for (const l of ladder.levels) {
    if (!l.name[merchant.defaultLanguage]) throw new AppError(400, ErrorCode.validation, `levels.${l.level}.name: the brand's default language (${merchant.defaultLanguage}) is required`);
  }
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const before = await staffLadder(tx, merchant.id);
    await replaceLadder(
      tx,
      merchant.id,
      ladder.levels.map((l) => ({
        merchantId: merchant.id,
        level: l.level,
        name: l.name,
        depositThreshold: BigInt(l.depositThreshold),
        validBetThreshold: BigInt(l.validBetThreshold),
        rebateRates: l.rebateRates,
        pointRates: l.pointRates,
        levelUpGift: BigInt(l.levelUpGift),
        birthdayGift: BigInt(l.birthdayGift),
        withdrawDailyMax: l.withdrawDailyMax === null ? null : BigInt(l.withdrawDailyMax),
        withdrawDailyCount: l.withdrawDailyCount,
      })),
      { pointsPerUnit: ladder.pointsPerUnit, minConvert: ladder.minConvert },
    );
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: actor.id, ip: actor.ip },
      action: 'loyalty.vip.save',
      entity: 'vip_ladder',
      entityId: merchant.id,
      before: { ...before },
      after: { ...ladder },
      reason: body.reason,
      at: now,
    });
  });
  return staffLadder(services.db, merchant.id);
}

const presentStaffReward = (r: PointRewardRow): TStaffPointReward => ({
  id: r.id,
  name: r.name,
  description: r.description,
  imageUrl: r.imageUrl,
  kind: r.kind,
  points: r.points,
  cashAmount: r.cashAmount.toString(),
  stock: r.stock,
  perMemberLimit: r.perMemberLimit,
  active: r.active,
  sort: r.sort,
  redeemed: r.redeemed,
});

export const staffRewards = async (db: DrizzleDb, merchantId: number) => (await rewardsOf(db, merchantId, false)).map(presentStaffReward);

function rewardColumns(merchant: MerchantRow, input: TStaffPointRewardInput) {
  if (!input.name[merchant.defaultLanguage]) throw new AppError(400, ErrorCode.validation, `name: the brand's default language (${merchant.defaultLanguage}) is required`);
  if (input.kind === 'cash' && BigInt(input.cashAmount) <= 0n) throw new AppError(400, ErrorCode.validation, 'cashAmount: a cash reward pays an amount');
  return {
    name: input.name,
    description: input.description,
    imageUrl: input.imageUrl,
    kind: input.kind,
    points: input.points,
    cashAmount: input.kind === 'cash' ? BigInt(input.cashAmount) : 0n,
    stock: input.stock,
    perMemberLimit: input.perMemberLimit,
    active: input.active,
    sort: input.sort,
  };
}

export async function saveReward(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, actor: Actor, input: TStaffPointRewardInput & { id?: number }) {
  const columns = rewardColumns(merchant, input);
  const row = await services.db.transaction(async (tx) => {
    const saved = input.id === undefined ? await insertReward(tx, { ...columns, merchantId: merchant.id }) : await updateReward(tx, merchant.id, input.id, columns);
    if (!saved) throw new AppError(404, ErrorCode.notFound, 'No such reward');
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: actor.id, ip: actor.ip },
      action: input.id === undefined ? 'loyalty.reward.create' : 'loyalty.reward.update',
      entity: 'point_reward',
      entityId: saved.id,
      after: { ...columns },
      at: services.clock.now(),
    });
    return saved;
  });
  return presentStaffReward(row);
}

async function presentStaffRedeems(db: DrizzleDb, merchant: MerchantRow, rows: { redeem: PointRedeemRow; name: Record<string, string>; kind: 'cash' | 'physical' }[]): Promise<TStaffRedeem[]> {
  const accounts = new Map((await findMembersByIds(db, merchant.id, [...new Set(rows.map((r) => r.redeem.memberId))])).map((m) => [m.id, m.account]));
  return rows.map(({ redeem: r, name, kind }) => ({
    id: r.id,
    memberId: r.memberId,
    account: accounts.get(r.memberId) ?? '',
    rewardId: r.rewardId,
    rewardName: textIn(name, merchant.defaultLanguage, merchant.defaultLanguage),
    kind,
    quantity: r.quantity,
    points: r.points,
    status: r.status,
    remark: r.remark,
    createdAt: r.createdAt.getTime(),
    decidedAt: r.decidedAt?.getTime() ?? null,
  }));
}

export async function staffRedeemPage(db: DrizzleDb, merchant: MerchantRow, query: { pageNo: number; pageSize: number; status?: PointRedeemRow['status'] | undefined }) {
  const { limit, offset } = pageWindow(query);
  const { rows, total } = await redeemPage(db, merchant.id, { status: query.status }, limit, offset);
  return pageOfRows(await presentStaffRedeems(db, merchant, rows), total, query);
}

export async function staffDecideRedeem(services: Pick<AppServices, 'db' | 'clock' | 'outbox'>, merchant: MerchantRow, actor: Actor, body: { id: number; approve: boolean; remark: string }) {
  const decided = await decideRedeem(services, merchant, actor.id, body);
  void services.outbox.dispatch();
  await recordAudit(services.db, {
    merchantId: merchant.id,
    actor: { kind: 'staff', id: actor.id, ip: actor.ip },
    action: body.approve ? 'loyalty.redeem.approve' : 'loyalty.redeem.reject',
    entity: 'point_redeem',
    entityId: decided.id,
    before: { status: 'in_process' },
    after: { status: decided.status },
    reason: body.remark,
    at: services.clock.now(),
  });
  const reward = await findReward(services.db, merchant.id, decided.rewardId);
  const [present] = await presentStaffRedeems(services.db, merchant, [{ redeem: decided, name: reward?.name ?? {}, kind: reward?.kind ?? 'physical' }]);
  return present!;
}

export async function rebateReport(db: DrizzleDb, merchant: MerchantRow, q: { startDate: string; endDate: string }) {
  // The contract's range rule, again where the days are read: impossible, reversed or overlong ranges never reach SQL.
  const span = daysInclusive(q.startDate, q.endDate);
  if (span === null || span < 1 || span > REBATE_REPORT_MAX_DAYS) throw new AppError(400, ErrorCode.validation, `endDate: a range of 1 to ${REBATE_REPORT_MAX_DAYS} days`);
  const days = await rebatesByDay(db, merchant.id, q.startDate, q.endDate);
  const total = days.reduce((s, d) => s + BigInt(d.amount), 0n);
  return { days, total: total.toString() };
}
