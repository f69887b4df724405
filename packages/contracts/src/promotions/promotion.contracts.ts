import { defineContract } from '../contract';
import { UPLOAD_BODY_LIMIT } from '../wallet/wallet.schemas';
import {
  ZBonusDetails,
  ZBonusForfeitBody,
  ZBonusHistoryPage,
  ZBonusHistoryQuery,
  ZPromotionIdBody,
  ZPromotionJoinBody,
  ZPromotionList,
  ZPromotionListQuery,
  ZPromotionRewardRequestBody,
  ZPromotionStanding,
  ZPromotionStandings,
  ZBonus,
} from './promotion.schemas';

const promotions = ['Promotions'];

export const promotionList = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionList',
  summary: 'The promotions page: the brand\'s running and coming promotions with their full terms (visitors too).',
  tags: promotions,
  auth: false,
  query: ZPromotionListQuery,
  value: ZPromotionList,
});

export const promotionStandings = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionStatus',
  summary: 'The caller\'s state in each promotion (SPEC.md §4 Activity states).',
  tags: promotions,
  auth: true,
  value: ZPromotionStandings,
});

export const promotionJoin = defineContract({
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpPromotionJoin',
  summary: 'Join a promotion (with its code when it needs one). A sign-up or code reward is issued at once; a deposit promotion waits for the qualifying deposit.',
  tags: promotions,
  auth: true,
  body: ZPromotionJoinBody,
  value: ZPromotionStanding,
});

export const promotionRequestReward = defineContract({
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  summary:
    'Apply for an application promotion\'s reward (comment ≤ 140 characters, up to 3 png/jpg images ≤ 5 MB) that staff review. Applications only: a reward ready to claim is taken by MCS2_claimRafflePromotion, any other promotion is refused (409 promotion_wrong_step).',
  tags: promotions,
  auth: true,
  bodyLimit: UPLOAD_BODY_LIMIT,
  body: ZPromotionRewardRequestBody,
  value: ZPromotionStanding,
});

export const promotionRaffleClaim = defineContract({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  summary: 'Claim a promotion whose reward is taken by a claim (once per member, within its budget).',
  tags: promotions,
  auth: true,
  body: ZPromotionIdBody,
  value: ZPromotionStanding,
});

export const bonusDetails = defineContract({
  method: 'GET',
  path: '/wps/member/bonuses',
  summary: 'bonusDetails: the member\'s bonuses, each with its wagering progress and terms.',
  tags: promotions,
  auth: true,
  value: ZBonusDetails,
});

export const bonusHistory = defineContract({
  method: 'GET',
  path: '/wps/member/bonuses/history',
  summary: 'bonusDetails: what happened to the member\'s bonuses (issued, wagered, converted, forfeited...), newest first.',
  tags: promotions,
  auth: true,
  query: ZBonusHistoryQuery,
  value: ZBonusHistoryPage,
});

export const bonusForfeit = defineContract({
  method: 'POST',
  path: '/wps/member/bonuses/forfeit',
  summary: 'Give up a bonus: its bonus money goes back, its limits end; real money is untouched.',
  tags: promotions,
  auth: true,
  body: ZBonusForfeitBody,
  value: ZBonus,
});
