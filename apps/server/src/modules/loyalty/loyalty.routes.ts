import { whoMember } from '../../http/request-context';
import {
  convertPoints as convertPointsContract,
  memberBadges,
  pointBalance,
  pointConfig as pointConfigContract,
  pointDetails,
  pointRewards,
  rebateHistory,
  redeemList,
  redeemPointReward,
  rewardCenter,
  rewardClaim,
  staffPointRewardCreate,
  staffPointRewards,
  staffPointRewardUpdate,
  staffRebateReport,
  staffRedeemDecide,
  staffRedeems,
  staffVipLadder,
  staffVipLadderSave,
  vipInfo as vipInfoContract,
  vipLevels as vipLevelsContract,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import { requestLanguage } from '../../http/request-language';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { staffActor } from '../staff/staff.service';
import { ladderOf, rebatePage, redeemPage } from './loyalty.repository';
import { rebateReport, saveLadder, saveReward, staffDecideRedeem, staffLadder, staffRedeemPage, staffRewards } from './loyalty-admin.service';
import { convertPoints, listRewards, pointBalanceOf, pointConfig, pointMoves, presentRedeem, redeemReward } from './points.service';
import { presentPayout } from './rebate.service';
import { badgesOf, claimReward, rewardsOf } from './rewards.service';
import { presentLevel, vipInfo } from './vip.service';

const whoOf = (request: FastifyRequest) => ({ merchantId: request.brand.merchant.id, memberId: whoMember(request).id, ip: request.clientIp });

/** Rewards, VIP and points: the player's calls and the console's (issue 15). */
export function registerLoyaltyRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  const now = () => services.clock.now();
  const limited = { rateLimit: { max: 30, timeWindowMs: 60_000 } };

  registerContract(app, vipLevelsContract, async ({ request }) => {
    const merchant = request.brand.merchant;
    const lang = requestLanguage(request);
    return { currencySymbol: merchant.currencySymbol, levels: (await ladderOf(db, merchant.id)).map((l) => presentLevel(l, lang, merchant.defaultLanguage)) };
  });
  registerContract(app, vipInfoContract, async ({ request }) => vipInfo(db, request.brand.merchant, whoMember(request).id, requestLanguage(request), now()));
  registerContract(app, rewardCenter, async ({ request }) => {
    const rewards = await rewardsOf(db, request.brand.merchant, whoMember(request).id, now(), requestLanguage(request));
    return { currencySymbol: request.brand.merchant.currencySymbol, rewards, count: rewards.length };
  });
  registerContract(app, rewardClaim, async ({ body, request }) => claimReward(services, request.brand.merchant, whoMember(request).id, body), limited);
  registerContract(app, rebateHistory, async ({ query, request }) => {
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await rebatePage(db, request.brand.merchant.id, whoMember(request).id, limit, offset);
    return pageOfRows(rows.map(presentPayout), total, query);
  });
  registerContract(app, memberBadges, async ({ request }) => badgesOf(db, request.brand.merchant, whoMember(request).id, now()));

  registerContract(app, pointBalance, async ({ request }) => ({
    points: (await pointBalanceOf(db, request.brand.merchant.id, whoMember(request).id)).toString(),
    currencySymbol: request.brand.merchant.currencySymbol,
  }));
  registerContract(app, pointConfigContract, async ({ request }) => pointConfig(db, request.brand.merchant, whoMember(request).id));
  registerContract(app, pointRewards, async ({ request }) => ({ list: await listRewards(db, request.brand.merchant, whoMember(request).id, requestLanguage(request)) }));
  registerContract(app, redeemList, async ({ query, request }) => {
    const merchant = request.brand.merchant;
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await redeemPage(db, merchant.id, { memberId: whoMember(request).id, status: query.status }, limit, offset);
    const lang = requestLanguage(request);
    return pageOfRows(rows.map((r) => presentRedeem(r.redeem, r.name, lang, merchant.defaultLanguage)), total, query);
  });
  registerContract(app, pointDetails, async ({ query, request }) => {
    const { limit, offset } = pageWindow(query);
    const { list, total } = await pointMoves(db, request.brand.merchant.id, whoMember(request).id, limit, offset);
    return pageOfRows(list, total, query);
  });
  registerContract(app, redeemPointReward, async ({ body, request }) => redeemReward(services, request.brand.merchant, whoOf(request), body, requestLanguage(request)), limited);
  registerContract(app, convertPointsContract, async ({ body, request }) => convertPoints(services, request.brand.merchant, whoOf(request), body), limited);

  // The console.
  registerContract(app, staffVipLadder, ({ request }) => staffLadder(db, request.brand.merchant.id));
  registerContract(app, staffVipLadderSave, ({ body, request }) => saveLadder(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffPointRewards, async ({ request }) => ({ list: await staffRewards(db, request.brand.merchant.id) }));
  registerContract(app, staffPointRewardCreate, ({ body, request }) => saveReward(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffPointRewardUpdate, ({ body, request }) => saveReward(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffRedeems, ({ query, request }) => staffRedeemPage(db, request.brand.merchant, query));
  registerContract(app, staffRedeemDecide, ({ body, request }) => staffDecideRedeem(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffRebateReport, ({ query, request }) => rebateReport(db, request.brand.merchant, query));
}
