import {
  getDomainRoute as getDomainRouteContract,
  getHelpCenter as getHelpCenterContract,
  getPermission as getPermissionContract,
  getRegisterSetting as getRegisterSettingContract,
  getSystemStatus as getSystemStatusContract,
  getWhitelabel as getWhitelabelContract,
} from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services';
import { registerContract } from '../../http/register-contract';
import { visitorOf } from '../access/visitor';
import { presentDomainRoute } from './system.presenter';
import { getHelpCenter, getPermission, getRegisterSetting, getSystemStatus, getWhitelabel } from './system.service';

/** The system calls are never behind the outage guard: the outage pages are drawn from them. */
export function registerSystemRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  registerContract(app, getPermissionContract, ({ request }) => getPermission(services, request.brand, visitorOf(request)));
  registerContract(app, getSystemStatusContract, ({ request }) =>
    getSystemStatus(db, request.brand, visitorOf(request)),
  );
  registerContract(app, getWhitelabelContract, ({ request }) => getWhitelabel(db, request.brand));
  registerContract(app, getDomainRouteContract, async ({ request }) => presentDomainRoute(request.brand));
  registerContract(app, getRegisterSettingContract, ({ request }) => getRegisterSetting(db, request.brand));
  registerContract(app, getHelpCenterContract, ({ request, query }) =>
    getHelpCenter(db, request.brand, query.lang, query.device),
  );
}
