/** Rains and the wheel as the console runs them: scheduling (the split happens here), cancelling, the wheel's editor (audited). */
import { ErrorCode, type TStaffRain, type TStaffRainInput, type TStaffWheelInput } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { cryptoBigInt } from '../../studio/rng';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { brandDay } from '../wagers';
import { splitDoubleMean } from './envelopes';
import { allRains, cancelUpcomingRain, countSpins, findRain, insertEnvelopes, insertRain, rainTakes, upsertWheel, wheelOf, type RainRow, type WheelRow } from './lucky.repository';

type Actor = { id: number; ip: string };
const audit = (merchant: MerchantRow, actor: Actor, at: Date) => ({ merchantId: merchant.id, actor: { kind: 'staff' as const, id: actor.id, ip: actor.ip }, at });

function presentRain(r: RainRow, take: { grabbed: number; paid: bigint } | undefined, now: Date): TStaffRain {
  return {
    id: r.id,
    title: r.title,
    startsAt: r.startsAt.getTime(),
    endsAt: r.endsAt.getTime(),
    state: now < r.startsAt ? 'upcoming' : now < r.endsAt ? 'raining' : 'ended',
    cancelled: r.cancelledAt !== null,
    budget: r.budget.toString(),
    envelopes: r.envelopes,
    grabbed: take?.grabbed ?? 0,
    paid: (take?.paid ?? 0n).toString(),
    requirement: r.requirement,
    requirementAmount: r.requirementAmount.toString(),
    requirementDays: r.requirementDays,
    recurrence: r.recurrence,
  };
}

export async function staffRains(db: DrizzleDb, merchantId: number, now: Date) {
  const list = await allRains(db, merchantId);
  const takes = await rainTakes(db, list.map((r) => r.id));
  return list.map((r) => presentRain(r, takes.get(r.id), now));
}

/** Schedules a rain: its budget is cut into envelopes now (double-mean, the CSPRNG), so what it pays is fixed before it falls. */
export async function scheduleRain(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, actor: Actor, input: TStaffRainInput) {
  const now = services.clock.now();
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.startsAt + input.durationMinutes * 60_000);
  if (endsAt <= now) throw new AppError(400, ErrorCode.validation, 'startsAt: the rain would be over already');
  const budget = BigInt(input.budget);
  const amounts = splitDoubleMean(budget, input.envelopes, cryptoBigInt);
  const row = await services.db.transaction(async (tx) => {
    const rain = await insertRain(tx, {
      merchantId: merchant.id,
      title: input.title,
      startsAt,
      endsAt,
      budget,
      envelopes: input.envelopes,
      requirement: input.requirement,
      requirementAmount: BigInt(input.requirementAmount),
      requirementDays: input.requirementDays,
      recurrence: input.recurrence ?? 'none',
    });
    await insertEnvelopes(tx, merchant.id, rain.id, amounts);
    await recordAudit(tx, { ...audit(merchant, actor, now), action: 'rains.create', entity: 'rain', entityId: rain.id, after: { ...input } });
    return rain;
  });
  return presentRain(row, undefined, now);
}

export async function cancelRain(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, actor: Actor, body: { id: number; reason: string }) {
  const now = services.clock.now();
  const row = await services.db.transaction(async (tx) => {
    const rain = await cancelUpcomingRain(tx, merchant.id, body.id, now);
    if (!rain) {
      if (!(await findRain(tx, merchant.id, body.id))) throw new AppError(404, ErrorCode.notFound, 'No such rain');
      throw new AppError(409, ErrorCode.validation, 'Only a rain that has not started can be cancelled');
    }
    await recordAudit(tx, { ...audit(merchant, actor, now), action: 'rains.cancel', entity: 'rain', entityId: rain.id, reason: body.reason });
    return rain;
  });
  return presentRain(row, undefined, now);
}

const presentWheelInput = (w: WheelRow) => ({
  id: w.id,
  title: w.title,
  segments: w.segments,
  spinPerDeposit: w.spinPerDeposit?.toString() ?? null,
  spinPerValidBet: w.spinPerValidBet?.toString() ?? null,
  dailyPlaySpins: w.dailyPlaySpins,
  budget: w.budget.toString(),
  active: w.active,
});

export async function staffWheel(db: DrizzleDb, merchantId: number) {
  const w = await wheelOf(db, merchantId);
  return {
    wheel: w ? presentWheelInput(w) : null,
    spins: await countSpins(db, merchantId),
    paid: (w?.paid ?? 0n).toString(),
    points: (w?.pointsGiven ?? 0n).toString(),
  };
}

export async function saveWheel(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, actor: Actor, body: { wheel: TStaffWheelInput; reason: string }) {
  const now = services.clock.now();
  const input = body.wheel;
  await services.db.transaction(async (tx) => {
    const before = await wheelOf(tx, merchant.id);
    const saved = await upsertWheel(tx, {
      merchantId: merchant.id,
      title: input.title,
      segments: input.segments,
      spinPerDeposit: input.spinPerDeposit === null ? null : BigInt(input.spinPerDeposit),
      spinPerValidBet: input.spinPerValidBet === null ? null : BigInt(input.spinPerValidBet),
      dailyPlaySpins: input.dailyPlaySpins,
      budget: BigInt(input.budget),
      active: input.active,
      playFrom: brandDay(now, merchant.gmtOffsetMinutes),
      updatedAt: now,
    });
    await recordAudit(tx, {
      ...audit(merchant, actor, now),
      action: before ? 'wheel.update' : 'wheel.create',
      entity: 'wheel',
      entityId: saved.id,
      before: before ? presentWheelInput(before) : null,
      after: presentWheelInput(saved),
      reason: body.reason,
    });
  });
  return staffWheel(services.db, merchant.id);
}
