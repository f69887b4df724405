/**
 * Red-envelope rains and the prize wheel (issue 15 item 7), the member's side.
 *
 * A rain's envelopes were cut when it was scheduled; a grab takes the next
 * free one (parallel grabs never share one; one per member per rain by a
 * unique index) and pays it in the same transaction.
 *
 * A wheel spin is provably fair: the member saw SHA-256 of the server seed
 * before spinning; the segment is @wps/fair wheelSegment(server seed, client
 * seed, nonce) over the weights; the answer reveals the seed and commits to
 * the next one. Spins come from approved deposits (counted once each) and
 * from each brand day's valid bet (read from the wager rollups).
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode, type TRain, type TWheelInfo, type TWheelSpin } from '@wps/contracts';
import { hashServerSeed, wheelSegment } from '@wps/fair';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { textIn } from '../../lib/language-texts';
import type { AppServices } from '../../services';
import { newServerSeed } from '../../studio/rng';
import type { MerchantRow } from '../brand';
import { memberDepositTotal } from '../deposits';
import { payPrize } from '../ledger/ledger.service';
import { brandDay, memberValidBetByDay } from '../wagers';
import {
  addWheelPaid,
  countDepositSpin,
  ensureWheelMember,
  findRain,
  grabOf,
  grabsOfMember,
  insertSpin,
  lockWheel,
  lockMemberGrab,
  lockWheelMember,
  rainTakes,
  spinByRequest,
  takeEnvelope,
  useSpin,
  visibleRains,
  wheelOf,
  type RainRow,
  type WheelMemberRow,
  type WheelRow,
  type WheelSpinRow,
} from './lucky.repository';

type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;
const DAY_MS = 86_400_000;

// Rains.

/** The member's deposits or valid bet over the rain's days, as its requirement counts them (null: no requirement). */
async function requirementProgress(db: DrizzleDb, merchant: MerchantRow, memberId: number, rain: RainRow, now: Date): Promise<bigint | null> {
  if (rain.requirement === 'none') return null;
  const since = new Date(now.getTime() - rain.requirementDays * DAY_MS);
  if (rain.requirement === 'deposit') return memberDepositTotal(db, merchant.id, memberId, since);
  const rows = await memberValidBetByDay(db, merchant.id, memberId, brandDay(since, merchant.gmtOffsetMinutes), brandDay(now, merchant.gmtOffsetMinutes));
  return rows.reduce((sum, r) => sum + r.validBet, 0n);
}

const rainState = (r: RainRow, now: Date): TRain['state'] => (now < r.startsAt ? 'upcoming' : now < r.endsAt ? 'raining' : 'ended');

export async function rainStatus(db: DrizzleDb, merchant: MerchantRow, memberId: number, language: string, now: Date) {
  const list = await visibleRains(db, merchant.id, now);
  const [takes, mine] = await Promise.all([rainTakes(db, list.map((r) => r.id)), grabsOfMember(db, merchant.id, memberId, list.map((r) => r.id))]);
  const grabbed = new Map(mine.map((g) => [g.rainId, g]));
  // Rains of the same requirement over the same days share one reading (a daily series shows several at once).
  const readings = new Map<string, Promise<bigint | null>>();
  const progressOf = (r: RainRow) => {
    const key = `${r.requirement}:${r.requirementDays}`;
    let reading = readings.get(key);
    if (!reading) readings.set(key, (reading = requirementProgress(db, merchant, memberId, r, now)));
    return reading;
  };
  const progresses = await Promise.all(list.map(progressOf));
  const rains: TRain[] = [];
  for (const [i, r] of list.entries()) {
    const progress = progresses[i]!;
    const g = grabbed.get(r.id);
    rains.push({
      id: r.id,
      title: textIn(r.title, language, merchant.defaultLanguage),
      startsAt: r.startsAt.getTime(),
      endsAt: r.endsAt.getTime(),
      state: rainState(r, now),
      budget: r.budget.toString(),
      envelopes: r.envelopes,
      remaining: r.envelopes - (takes.get(r.id)?.grabbed ?? 0),
      requirement: r.requirement,
      requirementAmount: r.requirementAmount.toString(),
      requirementDays: r.requirementDays,
      progress: progress?.toString() ?? null,
      eligible: progress === null || progress >= r.requirementAmount,
      grabbed: g?.grabbedAt ? { amount: g.amount.toString(), at: g.grabbedAt.getTime() } : null,
    });
  }
  return { currencySymbol: merchant.currencySymbol, rains };
}

export async function grabEnvelope(services: Services, merchant: MerchantRow, memberId: number, body: { rainId: number }) {
  const now = services.clock.now();
  const rain = await findRain(services.db, merchant.id, body.rainId);
  if (!rain || rain.cancelledAt) throw new AppError(404, ErrorCode.notFound, 'No such rain');
  if (now < rain.startsAt || now >= rain.endsAt) throw new AppError(409, ErrorCode.rainClosed, 'This rain is not falling now');
  const progress = await requirementProgress(services.db, merchant, memberId, rain, now);
  if (progress !== null && progress < rain.requirementAmount) throw new AppError(403, ErrorCode.rainNotEligible, 'Your deposits or valid bet do not reach this rain\'s requirement');
  const already = () => new AppError(409, ErrorCode.rainAlreadyGrabbed, 'You already grabbed an envelope of this rain');
  let amount: bigint;
  try {
    amount = await services.db.transaction(async (tx) => {
      await lockMemberGrab(tx, rain.id, memberId);
      if (await grabOf(tx, rain.id, memberId)) throw already();
      const taken = await takeEnvelope(tx, rain.id, memberId, now);
      if (taken === null) throw new AppError(409, ErrorCode.rainClosed, 'Every envelope of this rain is taken');
      await payPrize(tx, {
        merchantId: merchant.id,
        memberId,
        currency: merchant.currency,
        type: 'red_envelope',
        key: `rain:${rain.id}:${memberId}`,
        amount: taken,
        metadata: { rainId: rain.id },
      });
      await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
      return taken;
    });
  } catch (err) {
    // The lock makes a member's grabs take turns; the one-per-member index stays the last word.
    if (uniqueViolation(err) === 'rain_envelopes_one_per_member') throw already();
    throw err;
  }
  void services.outbox.dispatch();
  return { rainId: rain.id, amount: amount.toString() };
}

// The wheel.

const newSeed = () => {
  const seed = newServerSeed();
  return { seed, hash: hashServerSeed(seed) };
};

/** The largest cash prize: the wheel closes when its budget left cannot pay it. */
const largestCash = (w: WheelRow) => w.segments.reduce((m, s) => (s.prizeKind === 'cash' && BigInt(s.prizeAmount) > m ? BigInt(s.prizeAmount) : m), 0n);
export const wheelClosed = (w: WheelRow) => !w.active || w.budget - w.paid < largestCash(w);

/** Spins earned by play: per brand day since the wheel began, valid bet ÷ spinPerValidBet, at most dailyPlaySpins. */
async function playSpins(db: DrizzleDb, merchant: MerchantRow, memberId: number, w: WheelRow, now: Date): Promise<number> {
  if (!w.spinPerValidBet || w.spinPerValidBet <= 0n || w.dailyPlaySpins <= 0) return 0;
  const rows = await memberValidBetByDay(db, merchant.id, memberId, w.playFrom, brandDay(now, merchant.gmtOffsetMinutes));
  const byDay = new Map<string, bigint>();
  for (const r of rows) byDay.set(r.day, (byDay.get(r.day) ?? 0n) + r.validBet);
  let spins = 0;
  for (const vb of byDay.values()) spins += Math.min(w.dailyPlaySpins, Number(vb / w.spinPerValidBet));
  return spins;
}

const spinsLeft = async (db: DrizzleDb, merchant: MerchantRow, w: WheelRow, m: WheelMemberRow, now: Date) =>
  Math.max(0, m.depositSpins + (await playSpins(db, merchant, m.memberId, w, now)) - m.used);

export function presentSpin(s: WheelSpinRow): TWheelSpin {
  return {
    id: s.id,
    publicId: s.publicId,
    at: s.createdAt.getTime(),
    segment: s.segment,
    prizeKind: s.prizeKind,
    prizeAmount: s.prizeAmount.toString(),
    serverSeed: s.serverSeed,
    serverSeedHash: s.serverSeedHash,
    clientSeed: s.clientSeed,
    nonce: s.nonce,
    weights: s.weights,
  };
}

export async function wheelInfo(db: DrizzleDb, merchant: MerchantRow, memberId: number, language: string, now: Date, recent: WheelSpinRow[]): Promise<TWheelInfo> {
  const w = await wheelOf(db, merchant.id);
  if (!w) return { currencySymbol: merchant.currencySymbol, wheel: null, spins: 0, nextSeedHash: null, recent: [] };
  const m = await ensureWheelMember(db, merchant.id, memberId, newSeed());
  return {
    currencySymbol: merchant.currencySymbol,
    wheel: {
      id: w.id,
      title: textIn(w.title, language, merchant.defaultLanguage),
      segments: w.segments.map((s, index) => ({
        index,
        label: textIn(s.label, language, merchant.defaultLanguage),
        prizeKind: s.prizeKind,
        prizeAmount: s.prizeAmount,
        weight: s.weight,
        color: s.color,
      })),
      totalWeight: w.segments.reduce((sum, s) => sum + s.weight, 0),
      spinPerDeposit: w.spinPerDeposit?.toString() ?? null,
      spinPerValidBet: w.spinPerValidBet?.toString() ?? null,
      dailyPlaySpins: w.dailyPlaySpins,
      closed: wheelClosed(w),
    },
    spins: await spinsLeft(db, merchant, w, m, now),
    nextSeedHash: m.nextSeedHash,
    recent: recent.map(presentSpin),
  };
}

export async function spinWheel(services: Services, merchant: MerchantRow, memberId: number, body: { wheelId: number; clientSeed: string; requestId: string }) {
  const earlier = await spinByRequest(services.db, merchant.id, memberId, body.requestId);
  const now = services.clock.now();
  const answer = async (spin: WheelSpinRow) => {
    const w = await wheelOf(services.db, merchant.id);
    const m = await ensureWheelMember(services.db, merchant.id, memberId, newSeed());
    return { spin: presentSpin(spin), spins: w ? await spinsLeft(services.db, merchant, w, m, now) : 0, nextSeedHash: m.nextSeedHash };
  };
  if (earlier) return answer(earlier);
  await ensureWheelMember(services.db, merchant.id, memberId, newSeed());
  const spin = await services.db.transaction(async (tx) => {
    // The same request twice at once: the second waits on the member's row and finds the first's spin.
    // The member's row first (their spins and seed), then the wheel's (its budget): every spin locks in this order.
    const m = await lockWheelMember(tx, merchant.id, memberId);
    const twin = await spinByRequest(tx, merchant.id, memberId, body.requestId);
    if (twin) return twin;
    const w = await lockWheel(tx, merchant.id);
    if (!m || !w || w.id !== body.wheelId) throw new AppError(404, ErrorCode.notFound, 'No such wheel');
    if (wheelClosed(w)) throw new AppError(409, ErrorCode.wheelClosed, 'The wheel is closed');
    if ((await spinsLeft(tx, merchant, w, m, now)) < 1) throw new AppError(409, ErrorCode.wheelNoSpins, 'You have no spin left');
    const weights = w.segments.map((s) => s.weight);
    const segment = wheelSegment({ serverSeed: m.nextSeed, clientSeed: body.clientSeed, nonce: m.nonce }, weights);
    const prize = w.segments[segment]!;
    const row = await insertSpin(tx, {
      merchantId: merchant.id,
      memberId,
      publicId: randomBytes(12).toString('base64url'),
      segment,
      prizeKind: prize.prizeKind,
      prizeAmount: BigInt(prize.prizeAmount),
      serverSeed: m.nextSeed,
      serverSeedHash: m.nextSeedHash,
      clientSeed: body.clientSeed,
      nonce: m.nonce,
      weights,
      labels: w.segments.map((s) => s.label),
      requestId: body.requestId,
      createdAt: now,
    });
    await useSpin(tx, merchant.id, memberId, newSeed());
    const amount = BigInt(prize.prizeAmount);
    if (prize.prizeKind !== 'none' && amount > 0n) {
      const points = prize.prizeKind === 'points';
      await payPrize(tx, { merchantId: merchant.id, memberId, currency: merchant.currency, type: 'wheel_prize', key: `wheel:${row.id}`, amount, points, metadata: { spinId: row.id, segment } });
      await addWheelPaid(tx, w.id, points ? 0n : amount, points ? amount : 0n);
      if (!points) await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
    }
    return row;
  });
  void services.outbox.dispatch();
  return answer(spin);
}

/** An approved deposit of at least the wheel's amount earns one spin, once. */
export async function countDeposit(services: Pick<AppServices, 'db'>, merchant: MerchantRow, deposit: { depositId: number; memberId: number; amount: string }) {
  const w = await wheelOf(services.db, merchant.id);
  if (!w || !w.spinPerDeposit || BigInt(deposit.amount) < w.spinPerDeposit) return false;
  return services.db.transaction((tx) => countDepositSpin(tx, merchant.id, deposit.depositId, deposit.memberId, newSeed()));
}
