/**
 * Missions (issue 15 item 5): progress moves with the member's committed
 * activity, delivered by the outbox (each event counted once, in the
 * transaction that adds it), and a completed mission's prize waits for the
 * member's claim (the mission page or the reward center).
 */
import { ErrorCode, MONEY_MISSION_EVENTS, PROFILE_STEPS, type TMission, type TMissionEvent, type TProfileStep, type TReward } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { textIn } from '../../lib/language-texts';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { payPrize } from '../ledger/ledger.service';
import type { MemberRow } from '../member';
import { activeMissions, addProgress, allMissions, claimableOf, countClaimable, findMission, findProgress, progressOf, raiseProgress, takeProgress, type Completed, type MissionRow, type ProgressAdd } from './missions.repository';
import { periodOf } from './periods';

type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;
/** A new member's avatar (members.icon_id's default): choosing another is a profile step. */
const DEFAULT_ICON_ID = 1;

/** One thing a member did that missions count. */
export interface MissionActivity {
  memberId: number;
  event: TMissionEvent;
  /** Minor units (money events) or 1. */
  amount: bigint;
  category: string | null;
}

/** What `activities` add to the brand's active missions, one entry per mission, member and period. */
export function progressAdds(merchant: MerchantRow, list: readonly MissionRow[], activities: readonly MissionActivity[], now: Date): ProgressAdd[] {
  const adds = new Map<string, ProgressAdd>();
  for (const a of activities) {
    for (const m of list) {
      if (m.event !== a.event || a.amount <= 0n) continue;
      if (m.category && m.category !== a.category) continue;
      const period = periodOf(m.bundle, now, merchant.gmtOffsetMinutes);
      const key = `${m.id}:${a.memberId}:${period.key}`;
      const day = m.event === 'login_days' ? period.day : null;
      const add = m.event === 'login_days' ? 1n : a.amount;
      const before = adds.get(key);
      // A day counts once for login_days, however many logins it had.
      if (before) before.add = m.event === 'login_days' ? 1n : before.add + add;
      else adds.set(key, { missionId: m.id, memberId: a.memberId, period: period.key, add, target: m.target, day });
    }
  }
  return [...adds.values()];
}

/**
 * Counts activities toward the brand's missions in the caller's transaction
 * (the caller has kept out events it counted before). Answers the members
 * who completed a mission (their badges change).
 */
export async function countActivities(tx: DrizzleDb, merchant: MerchantRow, activities: readonly MissionActivity[], now: Date): Promise<Completed[]> {
  if (activities.length === 0) return [];
  const list = await activeMissions(tx, merchant.id, [...new Set(activities.map((c) => c.event))]);
  if (list.length === 0) return [];
  return addProgress(tx, merchant.id, progressAdds(merchant, list, activities, now), now);
}

/** The profile steps a member has done (PROFILE_STEPS). */
export function profileStepsDone(m: Pick<MemberRow, 'iconId' | 'mobileNumber' | 'email' | 'totpEnabled' | 'paymentPasswordHash'>, hasBankAccount: boolean): TProfileStep[] {
  const done: Record<TProfileStep, boolean> = {
    avatar: m.iconId !== DEFAULT_ICON_ID,
    mobile: Boolean(m.mobileNumber),
    email: Boolean(m.email),
    authenticator: m.totpEnabled,
    payment_password: m.paymentPasswordHash !== null,
    bank_account: hasBankAccount,
  };
  return PROFILE_STEPS.filter((s) => done[s]);
}

/** Raises the brand's profile missions to the steps a member has done, in the caller's transaction. */
export async function countProfile(tx: DrizzleDb, merchant: MerchantRow, members: readonly { memberId: number; steps: number }[], now: Date): Promise<Completed[]> {
  const list = await activeMissions(tx, merchant.id, ['profile_steps']);
  if (list.length === 0 || members.length === 0) return [];
  const rows = list.flatMap((m) =>
    members.map((x) => ({ missionId: m.id, memberId: x.memberId, period: periodOf(m.bundle, now, merchant.gmtOffsetMinutes).key, level: BigInt(x.steps), target: m.target })),
  );
  return raiseProgress(tx, merchant.id, rows, now);
}

const stateOf = (p: { completedAt: Date | null; claimedAt: Date | null } | undefined): TMission['state'] =>
  p?.claimedAt ? 'claimed' : p?.completedAt ? 'claimable' : 'in_progress';

export async function missionSummary(db: DrizzleDb, merchant: MerchantRow, memberId: number, language: string, now: Date) {
  const list = await activeMissions(db, merchant.id);
  const periods = new Map(list.map((m) => [m.id, periodOf(m.bundle, now, merchant.gmtOffsetMinutes)]));
  const rows = await progressOf(db, merchant.id, memberId, [...new Set([...periods.values()].map((p) => p.key))]);
  const byKey = new Map(rows.map((r) => [`${r.missionId}:${r.period}`, r]));
  const missions: TMission[] = list.map((m) => {
    const period = periods.get(m.id)!;
    const p = byKey.get(`${m.id}:${period.key}`);
    return {
      id: m.id,
      bundle: m.bundle,
      title: textIn(m.title, language, merchant.defaultLanguage),
      description: textIn(m.description, language, merchant.defaultLanguage),
      event: m.event,
      category: (m.category as TMission['category']) ?? null,
      target: (p?.target ?? m.target).toString(),
      progress: (p?.progress ?? 0n).toString(),
      prizeKind: m.prizeKind,
      prizeAmount: m.prizeAmount.toString(),
      state: stateOf(p),
      periodKey: period.key,
      endsAt: period.endsAt,
    };
  });
  // Prizes of past periods still wait to be claimed: the badge counts them too.
  return { currencySymbol: merchant.currencySymbol, missions, claimable: await countClaimable(db, merchant.id, memberId) };
}

export const claimableMissionCount = (db: DrizzleDb, merchant: MerchantRow, memberId: number) => countClaimable(db, merchant.id, memberId);

/** Completed missions waiting for their claim, as the reward center lists them. */
export async function missionRewards(db: DrizzleDb, merchant: MerchantRow, memberId: number, language: string): Promise<TReward[]> {
  return (await claimableOf(db, merchant.id, memberId)).map(({ progress, mission }) => ({
    kind: 'mission',
    key: `${mission.id}:${progress.period}`,
    amount: mission.prizeAmount.toString(),
    lines: [],
    vipLevel: 0,
    title: textIn(mission.title, language, merchant.defaultLanguage),
    unit: mission.prizeKind === 'points' ? 'points' : 'money',
  }));
}

/** Claims a completed mission's prize; the same requestId answers the same claim. */
export async function claimMission(services: Services, merchant: MerchantRow, memberId: number, body: { missionId: number; periodKey: string; requestId: string }) {
  const mission = await findMission(services.db, merchant.id, body.missionId);
  if (!mission) throw new AppError(404, ErrorCode.notFound, 'No such mission');
  const answer = { missionId: mission.id, prizeKind: mission.prizeKind, prizeAmount: mission.prizeAmount.toString() };
  const earlier = await findProgress(services.db, merchant.id, memberId, mission.id, body.periodKey);
  if (earlier?.claimedAt && earlier.claimRequestId === body.requestId) return answer;
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const taken = await takeProgress(
      tx,
      { merchantId: merchant.id, memberId, missionId: mission.id, period: body.periodKey },
      { requestId: body.requestId, now, prizePaid: mission.prizeAmount, prizeKind: mission.prizeKind },
    );
    if (!taken) throw new AppError(409, ErrorCode.rewardNotClaimable, 'This mission has no prize waiting to be claimed');
    const key = `mission:${mission.id}:${memberId}:${body.periodKey}`;
    const points = mission.prizeKind === 'points';
    await payPrize(tx, { merchantId: merchant.id, memberId, currency: merchant.currency, type: 'mission_prize', key, amount: mission.prizeAmount, points, metadata: { missionId: mission.id, period: body.periodKey } });
    if (!points) await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
    await services.outbox.emit(tx, merchant.id, 'badges.changed', { memberId });
  });
  void services.outbox.dispatch();
  return answer;
}

/** A reward center key ("missionId:periodKey") read back. */
export function parseMissionKey(key: string): { missionId: number; periodKey: string } | null {
  const m = /^(\d{1,9}):(\d{4}-\d{2}-\d{2}|\d{4}-W\d{2}|once)$/.exec(key);
  return m ? { missionId: Number(m[1]), periodKey: m[2]! } : null;
}

export const isMoneyEvent = (event: TMissionEvent) => MONEY_MISSION_EVENTS.includes(event);

/** Missions' titles by id in a language (promotions name the mission their trigger waits for). */
export async function missionTitles(db: DrizzleDb, merchant: MerchantRow, ids: readonly number[], language: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const wanted = new Set(ids);
  const list = (await allMissions(db, merchant.id)).filter((m) => wanted.has(m.id));
  return new Map(list.map((m) => [m.id, textIn(m.title, language, merchant.defaultLanguage)]));
}
