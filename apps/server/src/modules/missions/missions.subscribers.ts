/**
 * Missions' and tournaments' reactions to committed activity (outbox):
 * settled rounds (wagers, rounds, wins; tournament scores), approved
 * deposits, logins and invited friends. Each handler takes a delivered batch
 * in one transaction per brand and counts each event once (missions_seen,
 * marked in that transaction).
 */
import type { TMissionEvent } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import type { AppServices } from '../../services';
import { findMerchantById, type MerchantRow } from '../brand';
import { gameCategoriesOf } from '../games';
import { findMembersByIds } from '../member';
import { listActiveBankAccounts } from '../withdrawals';
import { byBrand, type OutboxEvent, type OutboxTopic } from '../outbox';
import type { BoardEntry } from './leaderboard-store';
import { markSeen, type Completed } from './missions.repository';
import { countActivities, countProfile, profileStepsDone, type MissionActivity } from './missions.service';
import { scoreRounds, type SettledRound } from './tournaments.service';

type Services = Pick<AppServices, 'db' | 'clock' | 'outbox' | 'leaderboards'>;
type Fresh<T> = T & { eventId: number };

/** Completed missions in their transaction: each one announced (promotions triggered by a mission react), the members' badges pushed. */
async function announce(services: Services, tx: DrizzleDb, merchant: MerchantRow, completed: readonly Completed[]) {
  for (const c of completed) await services.outbox.emit(tx, merchant.id, 'mission.completed', c);
  for (const memberId of new Set(completed.map((c) => c.memberId))) await services.outbox.emit(tx, merchant.id, 'badges.changed', { memberId });
}

/**
 * Profile missions: the steps each member has done now (a state, not a sum:
 * redelivery raises nothing twice), read through the member and withdrawals
 * modules' public faces.
 */
async function countProfiles(services: Services, merchant: MerchantRow, memberIds: readonly number[]) {
  const now = services.clock.now();
  const members = await findMembersByIds(services.db, merchant.id, [...new Set(memberIds)]);
  const steps = await Promise.all(
    members.map(async (m) => ({ memberId: m.id, steps: profileStepsDone(m, (await listActiveBankAccounts(services.db, merchant.id, m.id)).length > 0).length })),
  );
  const completed = await services.db.transaction(async (tx) => {
    const done = await countProfile(tx, merchant, steps, now);
    await announce(services, tx, merchant, done);
    return done;
  });
  if (completed.length > 0) void services.outbox.dispatch();
}

/** Counts a brand's activities and tournament rounds in one transaction; then badges and live boards. */
async function count(services: Services, merchant: MerchantRow, consumer: string, activities: Fresh<MissionActivity>[], rounds: Fresh<SettledRound>[] = []) {
  const ids = [...new Set([...activities, ...rounds].map((a) => a.eventId))];
  if (ids.length === 0) return;
  const now = services.clock.now();
  const { completed, boards } = await services.db.transaction(async (tx) => {
    const fresh = await markSeen(tx, consumer, ids);
    const completed = await countActivities(tx, merchant, activities.filter((a) => fresh.has(a.eventId)), now);
    const counted = rounds.filter((r) => fresh.has(r.eventId));
    const boards = counted.length > 0 ? await scoreRounds(tx, merchant, counted, now) : new Map<number, BoardEntry[]>();
    await announce(services, tx, merchant, completed);
    return { completed, boards };
  });
  if (completed.length > 0) void services.outbox.dispatch();
  // The database holds the scores; the live set follows (a miss is rebuilt by the boards job).
  for (const [id, entries] of boards) await services.leaderboards.record(id, entries).catch(() => undefined);
}

export function subscribeMissions(services: Services): void {
  services.outbox.onBatch('round.settled', 'missions.rounds', async (events) => {
    for (const [merchantId, list] of byBrand(events.filter((e) => !e.payload.isTrial))) {
      const merchant = await findMerchantById(services.db, merchantId);
      if (!merchant) continue;
      const categories = await gameCategoriesOf(services.db, merchantId, list.map((e) => ({ vassalage: e.payload.vassalage, gameCode: e.payload.gameCode })));
      const activities: Fresh<MissionActivity>[] = [];
      const rounds: Fresh<SettledRound>[] = [];
      for (const { id: eventId, payload: p } of list) {
        const category = categories.get(`${p.vassalage}:${p.gameCode}`) ?? 'OTHER';
        // Free rounds' stakes were the house's: they count as rounds played, not as the member's stake.
        const stake = BigInt(p.stake) - BigInt(p.freeStake ?? '0');
        const payout = BigInt(p.payout);
        activities.push({ eventId, memberId: p.memberId, event: 'wager_amount', amount: stake, category });
        activities.push({ eventId, memberId: p.memberId, event: 'rounds', amount: 1n, category });
        if (payout > stake) activities.push({ eventId, memberId: p.memberId, event: 'win_amount', amount: payout, category });
        rounds.push({ eventId, memberId: p.memberId, category, stake, payout });
      }
      await count(services, merchant, 'missions.rounds', activities, rounds);
    }
  });

  const onActivity = <T extends OutboxTopic>(topic: T, name: string, toActivities: (e: OutboxEvent<T>) => Fresh<MissionActivity>[]) =>
    services.outbox.onBatch(topic, name, async (events) => {
      for (const [merchantId, list] of byBrand(events)) {
        const merchant = await findMerchantById(services.db, merchantId);
        if (merchant) await count(services, merchant, name, list.flatMap(toActivities));
      }
    });
  const activity = (eventId: number, memberId: number, event: TMissionEvent, amount: bigint): Fresh<MissionActivity> => ({ eventId, memberId, event, amount, category: null });

  onActivity('deposit.settled', 'missions.deposits', (e) =>
    e.payload.status === 'approved' ? [activity(e.id, e.payload.memberId, 'deposit_amount', BigInt(e.payload.amount)), activity(e.id, e.payload.memberId, 'deposit_count', 1n)] : [],
  );
  onActivity('member.login', 'missions.logins', (e) => [activity(e.id, e.payload.memberId, 'login_days', 1n)]);
  onActivity('referral.registered', 'missions.referrals', (e) => [activity(e.id, e.payload.referrerId, 'referrals', 1n)]);

  const onProfile = <T extends 'profile.changed' | 'member.registered'>(topic: T, name: string) =>
    services.outbox.onBatch(topic, name, async (events) => {
      for (const [merchantId, list] of byBrand(events)) {
        const merchant = await findMerchantById(services.db, merchantId);
        if (merchant) await countProfiles(services, merchant, list.map((e) => e.payload.memberId));
      }
    });
  onProfile('profile.changed', 'missions.profile');
  onProfile('member.registered', 'missions.profile-new');
}
