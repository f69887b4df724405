import {
  staffEndVendorMaintenance,
  staffGameVendors,
  staffGames,
  staffRefundRound,
  staffResolveRound,
  staffRotateProviderSecret,
  staffRoundsToResolve,
  staffSaveProviderSettings,
  staffScheduleVendorMaintenance,
  staffSetVendorEnabled,
  staffUpdateGame,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { whoStaff } from '../staff/staff.service';
import {
  changeGame,
  endVendorMaintenance,
  listGames,
  listVendors,
  listWaitingRounds,
  rotateProviderSecret,
  saveProviderSettings,
  scheduleVendorMaintenance,
  setVendorEnabled,
  settleRound,
  type GamesEditor,
} from './games-admin.service';

const editor = (request: FastifyRequest): GamesEditor => ({
  merchant: request.brand.merchant,
  actor: { kind: 'staff', id: whoStaff(request).id, ip: request.clientIp },
});

/** The console's Games section: vendors, games and the rounds waiting for an operator (staff tokens). */
export function registerGamesAdminRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  const now = () => services.clock.now();
  const merchantId = (request: FastifyRequest) => whoStaff(request).merchantId;

  registerContract(app, staffGameVendors, async ({ request }) => ({ list: await listVendors(db, merchantId(request)) }));
  registerContract(app, staffSetVendorEnabled, async ({ body, request }) => setVendorEnabled(db, editor(request), body, now()));
  registerContract(app, staffScheduleVendorMaintenance, async ({ body, request }) => scheduleVendorMaintenance(db, editor(request), body, now()));
  registerContract(app, staffEndVendorMaintenance, async ({ body, request }) => endVendorMaintenance(db, editor(request), body, now()));
  registerContract(app, staffSaveProviderSettings, async ({ body, request }) => saveProviderSettings(db, editor(request), body, now()));
  registerContract(app, staffRotateProviderSecret, async ({ body, request }) => rotateProviderSecret(db, editor(request), body, now()));

  registerContract(app, staffGames, async ({ query, request }) => listGames(db, merchantId(request), query));
  registerContract(app, staffUpdateGame, async ({ body, request }) => changeGame(db, editor(request), body, now()));

  registerContract(app, staffRoundsToResolve, async ({ query, request }) => listWaitingRounds(db, merchantId(request), now(), query));
  registerContract(app, staffResolveRound, async ({ body, request }) => settleRound(services, editor(request), { ...body, action: 'resolve' }));
  registerContract(app, staffRefundRound, async ({ body, request }) => settleRound(services, editor(request), { ...body, action: 'refund' }));
}
