import { whoMember } from '../../http/request-context';
import {
  referralFriends,
  referralInfo as referralInfoContract,
  staffAbuseClusters,
  staffReferral as staffReferralContract,
  staffReferrals,
  staffReferralSave,
} from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { playerSiteOrigin } from '../brand';
import { staffActor } from '../staff/staff.service';
import { abuseClusters, saveReferral, staffReferral, staffReferralPage } from './referral-admin.service';
import { friendPage } from './referral.repository';
import { presentFriends, referralInfo } from './referral.service';

/** Invite friends: the member's calls and the console's, with the abuse clusters report (issue 15 items 8 and 11). */
export function registerReferralRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  const now = () => services.clock.now();
  // The link names the player host the member is on when it is the brand's (the agent center's link is built the same way).
  registerContract(app, referralInfoContract, ({ request }) => referralInfo(db, request.brand.merchant, whoMember(request).id, playerSiteOrigin(request)));
  registerContract(app, referralFriends, async ({ query, request }) => {
    const merchant = request.brand.merchant;
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await friendPage(db, merchant.id, { referrerId: whoMember(request).id }, limit, offset);
    const friends = await presentFriends(db, merchant, rows, now());
    return pageOfRows(
      friends.map((f) => ({ name: f.name, registeredAt: f.registeredAt, steps: f.steps, validBet: f.validBet, flag: f.flag })),
      total,
      query,
    );
  });

  registerContract(app, staffReferralContract, ({ request }) => staffReferral(db, request.brand.merchant.id));
  registerContract(app, staffReferralSave, ({ body, request }) => saveReferral(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffReferrals, ({ query, request }) => staffReferralPage(db, request.brand.merchant, query, now()));
  registerContract(app, staffAbuseClusters, ({ query, request }) => abuseClusters(db, request.brand.merchant, query));
}
