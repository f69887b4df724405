import {
  getAnnouncements as announcementsContract,
  getBanners as bannersContract,
  getJackpot as jackpotContract,
  getNotices as noticesContract,
  getPopular as popularContract,
  staffBanners,
  staffCreateBanner,
  staffCreateNotice,
  staffDeactivateBanner,
  staffDeactivateNotice,
  staffNotices,
  staffUpdateBanner,
  staffUpdateNotice,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { findLiveSession } from '../session/session.service';
import { staffActor, whoStaff } from '../staff/staff.service';
import {
  changeBanner,
  changeNotice,
  createBanner,
  createNotice,
  deactivateBanner,
  deactivateNotice,
  staffBannerList,
  staffNoticeList,
} from './content-admin.service';
import { getAnnouncements, getBanners, getJackpot, getNotices, getPopular } from './content.service';

/** A bearer token of a live session of this brand (the call itself is open to visitors). */
async function isLoggedIn(services: AppServices, request: FastifyRequest): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/.exec(request.headers.authorization?.trim() ?? '')?.[1];
  if (!token) return false;
  return (await findLiveSession(services, request.brand.merchant, token)) !== null;
}

/** Home and promotions content: open to visitors (SPEC.md §7), behind the outage guard like the catalog. */
export function registerContentRoutes(app: FastifyInstance, services: AppServices, outageGuard: preHandlerAsyncHookHandler): void {
  const { db, clock } = services;
  const open = { preHandler: outageGuard };
  registerContract(app, bannersContract, ({ query, request }) => getBanners(db, request.brand.merchant, clock.now(), query), open);
  registerContract(app, noticesContract, ({ query, request }) => getNotices(db, request.brand.merchant, clock.now(), query), open);
  registerContract(
    app,
    announcementsContract,
    async ({ query, request }) =>
      getAnnouncements(db, request.brand.merchant, clock.now(), query, query.execution ? false : await isLoggedIn(services, request)),
    open,
  );
  registerContract(app, popularContract, ({ query, request }) => getPopular(db, request.brand, clock.now(), query), open);
  registerContract(app, jackpotContract, async ({ request }) => getJackpot(db, request.brand.merchant), open);
  registerStaffContentRoutes(app, services);
}


/** The staff content API (staff tokens; not behind the outage guard, like the other staff calls). */
export function registerStaffContentRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(app, staffBanners, async ({ query, request }) => staffBannerList(services, whoStaff(request).merchantId, query));
  registerContract(app, staffCreateBanner, async ({ body, request }) => createBanner(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffUpdateBanner, async ({ body, request }) => changeBanner(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffDeactivateBanner, async ({ body, request }) => deactivateBanner(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffNotices, async ({ query, request }) => staffNoticeList(services, whoStaff(request).merchantId, query));
  registerContract(app, staffCreateNotice, async ({ body, request }) => createNotice(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffUpdateNotice, async ({ body, request }) => changeNotice(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffDeactivateNotice, async ({ body, request }) => deactivateNotice(services, request.brand.merchant, staffActor(request), body));
}
