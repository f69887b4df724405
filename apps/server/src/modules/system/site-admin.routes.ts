import {
  staffDeleteCustomerService,
  staffDeleteHelpTopic,
  staffDeleteResource,
  staffSaveCustomerService,
  staffSaveHelpTopic,
  staffSaveResource,
  staffSiteContent,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { staffActor } from '../staff/staff.service';
import { removeSiteRow, saveCustomerService, saveHelpTopic, saveResource, siteContent } from './site-admin.service';

/** The console's calls for the help center, the customer-service entries and the resources. */
export function registerSiteAdminRoutes(app: FastifyInstance, services: AppServices): void {
  const brand = (request: FastifyRequest) => request.brand.merchant;
  registerContract(app, staffSiteContent, async ({ request }) => siteContent(services.db, brand(request).id));
  registerContract(app, staffSaveHelpTopic, async ({ body, request }) => saveHelpTopic(services, brand(request), staffActor(request), body));
  registerContract(app, staffDeleteHelpTopic, async ({ body, request }) => removeSiteRow(services, brand(request).id, staffActor(request), 'help', body));
  registerContract(app, staffSaveCustomerService, async ({ body, request }) => saveCustomerService(services, brand(request).id, staffActor(request), body));
  registerContract(app, staffDeleteCustomerService, async ({ body, request }) => removeSiteRow(services, brand(request).id, staffActor(request), 'cs', body));
  registerContract(app, staffSaveResource, async ({ body, request }) => saveResource(services, brand(request).id, staffActor(request), body));
  registerContract(app, staffDeleteResource, async ({ body, request }) => removeSiteRow(services, brand(request).id, staffActor(request), 'resource', body));
}
