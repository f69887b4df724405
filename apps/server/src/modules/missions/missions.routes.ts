import { whoMember } from '../../http/request-context';
import {
  missionClaim,
  missionLeaderboard,
  missionSummary as missionSummaryContract,
  staffMissionCreate,
  staffMissions as staffMissionsContract,
  staffMissionUpdate,
  staffTournamentBoard as staffTournamentBoardContract,
  staffTournamentCreate,
  staffTournaments as staffTournamentsContract,
  staffTournamentUpdate,
} from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import { requestLanguage } from '../../http/request-language';
import type { AppServices } from '../../services';
import { staffActor } from '../staff/staff.service';
import { saveMission, saveTournament, staffMissions, staffTournamentBoard, staffTournaments } from './missions-admin.service';
import { claimMission, missionSummary } from './missions.service';
import { tournamentsFor } from './tournaments.service';

/** Missions and tournaments: the player's calls and the console's (issue 15 item 5). */
export function registerMissionRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  registerContract(app, missionSummaryContract, ({ request }) => missionSummary(db, request.brand.merchant, whoMember(request).id, requestLanguage(request), services.clock.now()));
  registerContract(app, missionLeaderboard, async ({ query, request }) => ({
    currencySymbol: request.brand.merchant.currencySymbol,
    tournaments: await tournamentsFor(services, request.brand.merchant, whoMember(request).id, requestLanguage(request), query.tournamentId),
  }));
  registerContract(app, missionClaim, ({ body, request }) => claimMission(services, request.brand.merchant, whoMember(request).id, body), { rateLimit: { max: 30, timeWindowMs: 60_000 } });

  registerContract(app, staffMissionsContract, async ({ request }) => ({ list: await staffMissions(db, request.brand.merchant.id) }));
  registerContract(app, staffMissionCreate, ({ body, request }) => saveMission(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffMissionUpdate, ({ body, request }) => saveMission(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffTournamentsContract, async ({ request }) => ({ list: await staffTournaments(db, request.brand.merchant.id, services.clock.now()) }));
  registerContract(app, staffTournamentCreate, ({ body, request }) => saveTournament(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffTournamentUpdate, ({ body, request }) => saveTournament(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffTournamentBoardContract, ({ query, request }) => staffTournamentBoard(db, request.brand.merchant, query.id));
}
