/** Missions and tournaments as the console runs them (audited changes). */
import { ErrorCode, type TStaffMission, type TStaffMissionInput, type TStaffTournament, type TStaffTournamentInput } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { findMembersByIds } from '../member';
import {
  allMissions,
  allTournaments,
  findTournament,
  insertMission,
  insertTournament,
  missionClaimStats,
  tournamentPlayers,
  topScores,
  updateMission,
  updateUpcomingTournament,
  type MissionRow,
  type TournamentRow,
} from './missions.repository';
import { prizeFor, prizePool } from './tournaments.service';

type Actor = { id: number; ip: string };

type ClaimStats = { claims: number; paid: { cash: bigint; points: bigint } };
const NO_CLAIMS: ClaimStats = { claims: 0, paid: { cash: 0n, points: 0n } };

const presentMission = (m: MissionRow, { claims, paid }: ClaimStats = NO_CLAIMS): TStaffMission => ({
  id: m.id,
  bundle: m.bundle,
  title: m.title,
  description: m.description,
  event: m.event,
  category: (m.category as TStaffMission['category']) ?? null,
  target: m.target.toString(),
  prizeKind: m.prizeKind,
  prizeAmount: m.prizeAmount.toString(),
  active: m.active,
  sort: m.sort,
  claims,
  // What its claims were paid, in the unit of its prize now (claims paid in the other unit before a change are not added to it).
  paid: paid[m.prizeKind].toString(),
});

export async function staffMissions(db: DrizzleDb, merchantId: number): Promise<TStaffMission[]> {
  const [list, stats] = await Promise.all([allMissions(db, merchantId), missionClaimStats(db, merchantId)]);
  return list.map((m) => presentMission(m, stats.get(m.id)));
}

const missionColumns = (input: TStaffMissionInput) => ({
  bundle: input.bundle,
  title: input.title,
  description: input.description,
  event: input.event,
  category: input.event === 'wager_amount' || input.event === 'rounds' || input.event === 'win_amount' ? input.category : null,
  target: BigInt(input.target),
  prizeKind: input.prizeKind,
  prizeAmount: BigInt(input.prizeAmount),
  active: input.active,
  sort: input.sort,
});

export async function saveMission(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, actor: Actor, input: TStaffMissionInput & { id?: number; reason?: string }) {
  const columns = missionColumns(input);
  const saved = await services.db.transaction(async (tx) => {
    const row = input.id === undefined ? await insertMission(tx, { ...columns, merchantId: merchant.id }) : await updateMission(tx, merchant.id, input.id, columns);
    if (!row) throw new AppError(404, ErrorCode.notFound, 'No such mission');
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: actor.id, ip: actor.ip },
      action: input.id === undefined ? 'missions.create' : 'missions.update',
      entity: 'mission',
      entityId: row.id,
      after: { ...columns, target: columns.target.toString(), prizeAmount: columns.prizeAmount.toString() },
      reason: input.reason,
      at: services.clock.now(),
    });
    return row;
  });
  const stats = await missionClaimStats(services.db, merchant.id);
  return presentMission(saved, stats.get(saved.id));
}

const stateOf = (t: TournamentRow, now: Date): TStaffTournament['state'] => (now < t.startsAt ? 'upcoming' : now < t.endsAt && !t.finishedAt ? 'running' : 'finished');

const presentTournament = (t: TournamentRow, players: number, now: Date): TStaffTournament => ({
  id: t.id,
  title: t.title,
  description: t.description,
  metric: t.metric,
  category: (t.category as TStaffTournament['category']) ?? null,
  minStake: t.minStake.toString(),
  startsAt: t.startsAt.getTime(),
  endsAt: t.endsAt.getTime(),
  prizes: t.prizes,
  state: stateOf(t, now),
  players,
  prizePool: prizePool(t.prizes).toString(),
  paid: t.paid.toString(),
  recurrence: t.recurrence,
});

export async function staffTournaments(db: DrizzleDb, merchantId: number, now: Date) {
  const [list, players] = await Promise.all([allTournaments(db, merchantId), tournamentPlayers(db, merchantId)]);
  return list.map((t) => presentTournament(t, players.get(t.id) ?? 0, now));
}

export async function saveTournament(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, actor: Actor, input: TStaffTournamentInput & { id?: number; reason?: string }) {
  const now = services.clock.now();
  const columns = {
    title: input.title,
    description: input.description,
    metric: input.metric,
    category: input.category,
    minStake: BigInt(input.minStake),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    prizes: input.prizes,
    // Made 'none' on an upcoming one of a series, the series ends with it; left out of a change, it stays as it was.
    ...(input.recurrence !== undefined || input.id === undefined ? { recurrence: input.recurrence ?? 'none' } : {}),
  };
  if (columns.endsAt <= now) throw new AppError(400, ErrorCode.validation, 'endsAt: a tournament must end in the future');
  const saved = await services.db.transaction(async (tx) => {
    let row: TournamentRow | undefined;
    if (input.id === undefined) row = await insertTournament(tx, { ...columns, merchantId: merchant.id });
    else {
      if (!(await findTournament(tx, merchant.id, input.id))) throw new AppError(404, ErrorCode.notFound, 'No such tournament');
      row = await updateUpcomingTournament(tx, merchant.id, input.id, columns, now);
      if (!row) throw new AppError(409, ErrorCode.validation, 'A tournament that has started cannot be changed');
    }
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: actor.id, ip: actor.ip },
      action: input.id === undefined ? 'tournaments.create' : 'tournaments.update',
      entity: 'tournament',
      entityId: row.id,
      after: { ...columns, minStake: columns.minStake.toString() },
      reason: input.reason,
      at: now,
    });
    return row;
  });
  return presentTournament(saved, 0, now);
}

export async function staffTournamentBoard(db: DrizzleDb, merchant: MerchantRow, id: number) {
  const t = await findTournament(db, merchant.id, id);
  if (!t) throw new AppError(404, ErrorCode.notFound, 'No such tournament');
  const top = await topScores(db, t.id, 100);
  const accounts = new Map((await findMembersByIds(db, merchant.id, top.map((s) => s.memberId))).map((m) => [m.id, m.account]));
  return {
    list: top.map((s, i) => ({
      rank: i + 1,
      memberId: s.memberId,
      account: accounts.get(s.memberId) ?? '',
      score: s.score.toString(),
      prize: (s.prize ?? prizeFor(t.prizes, i + 1))?.toString() ?? null,
    })),
  };
}
