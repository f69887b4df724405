import { getGameVendors } from '@wps/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { DrizzleDb } from '../../db/database';
import { registerContract } from '../../http/register-contract';
import { getVendorLanes } from './catalog.service';

export function registerCatalogRoutes(
  app: FastifyInstance,
  deps: { db: DrizzleDb; outageGuard: preHandlerAsyncHookHandler },
): void {
  registerContract(app, getGameVendors, ({ request }) => getVendorLanes(deps.db, request.brand), {
    preHandler: deps.outageGuard,
  });
}
