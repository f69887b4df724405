import { defineContract } from '../contract';
import { ZPageQuery } from '../wallet/wallet.schemas';
import {
  ZConvertBody,
  ZConverted,
  ZMemberBadges,
  ZPointBalance,
  ZPointConfig,
  ZPointMovePage,
  ZPointRewards,
  ZRebateHistoryPage,
  ZRedeem,
  ZRedeemBody,
  ZRedeemPage,
  ZRedeemQuery,
  ZRewardCenter,
  ZRewardClaimBody,
  ZRewardClaimed,
  ZVipInfo,
  ZVipLevels,
} from './loyalty.schemas';

const loyalty = ['Rewards, VIP and points'];

export const vipLevels = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getVipLevels',
  summary: "The brand's VIP levels and each level's benefits (visitors too).",
  tags: loyalty,
  auth: false,
  value: ZVipLevels,
});

export const vipInfo = defineContract({
  method: 'GET',
  path: '/wps/member/vip',
  summary: "The member's VIP level, this month's progress and every level's benefits.",
  tags: loyalty,
  auth: true,
  value: ZVipInfo,
});

export const rewardCenter = defineContract({
  method: 'GET',
  path: '/wps/member/rewards',
  summary: 'rewardCenter: what the member can claim now (rebate with its explanation, VIP gifts).',
  tags: loyalty,
  auth: true,
  value: ZRewardCenter,
});

export const rewardClaim = defineContract({
  method: 'POST',
  path: '/wps/member/rewards/claim',
  summary: 'Claim a reward of the reward center (idempotent by requestId).',
  tags: loyalty,
  auth: true,
  body: ZRewardClaimBody,
  value: ZRewardClaimed,
});

export const rebateHistory = defineContract({
  method: 'GET',
  path: '/wps/member/rebates',
  summary: 'Rebates paid, newest first, each with its lines (valid bet by category and day × rate).',
  tags: loyalty,
  auth: true,
  query: ZPageQuery,
  value: ZRebateHistoryPage,
});

export const memberBadges = defineContract({
  method: 'GET',
  path: '/wps/member/badges',
  summary: "The member center's red counts: rewards to claim, missions to claim, unread platform messages.",
  tags: loyalty,
  auth: true,
  value: ZMemberBadges,
});

export const pointBalance = defineContract({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  summary: "The member's points (they never expire).",
  tags: loyalty,
  auth: true,
  value: ZPointBalance,
});

export const pointConfig = defineContract({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  summary: "Point rules: earning rates of the member's level, the conversion ratio and minimum.",
  tags: loyalty,
  auth: true,
  value: ZPointConfig,
});

export const pointRewards = defineContract({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  summary: 'The points mall: rewards with their points, stock and what this member may still redeem.',
  tags: loyalty,
  auth: true,
  value: ZPointRewards,
});

export const redeemList = defineContract({
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  summary: 'Redeem history: in process, rejected, approved.',
  tags: loyalty,
  auth: true,
  query: ZRedeemQuery,
  value: ZRedeemPage,
});

export const pointDetails = defineContract({
  method: 'GET',
  // ODSFE2_MemTransDet itself answers the main wallet's transaction details (account records); the points ledger is its sub-path.
  path: '/wps/relay/ODSFE2_MemTransDet/points',
  summary: 'Point details: every movement of the member\'s points with the balance after it.',
  tags: loyalty,
  auth: true,
  query: ZPageQuery,
  value: ZPointMovePage,
});

export const redeemPointReward = defineContract({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  summary: 'Redeem a reward with points, behind the payment password. Cash rewards are paid at once; physical ones wait for staff.',
  tags: loyalty,
  auth: true,
  encrypted: true,
  body: ZRedeemBody,
  value: ZRedeem,
});

export const convertPoints = defineContract({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  summary: 'Convert points to money in the main wallet, behind the payment password.',
  tags: loyalty,
  auth: true,
  encrypted: true,
  body: ZConvertBody,
  value: ZConverted,
});
