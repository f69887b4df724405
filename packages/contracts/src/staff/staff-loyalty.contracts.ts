import { defineContract } from '../contract';
import {
  ZStaffPointReward,
  ZStaffPointRewardInput,
  ZStaffPointRewardList,
  ZStaffPointRewardUpdate,
  ZStaffRebateQuery,
  ZStaffRebateReport,
  ZStaffRedeem,
  ZStaffRedeemDecision,
  ZStaffRedeemPage,
  ZStaffRedeemQuery,
  ZStaffVipLadderSave,
  ZStaffVipLadderValue,
} from './staff-loyalty.schemas';

const tags = ['Staff loyalty'];

export const staffVipLadder = defineContract({
  method: 'GET',
  path: '/wps/staff/loyalty/vip',
  summary: "The brand's VIP ladder: thresholds, rebate and point rates per category, gifts; the point conversion.",
  tags,
  auth: false,
  staff: { permission: 'promotions.view' },
  value: ZStaffVipLadderValue,
});

export const staffVipLadderSave = defineContract({
  method: 'POST',
  path: '/wps/staff/loyalty/vip',
  summary: 'Replace the VIP ladder (audited with before and after). Members keep their level; the next review applies the new thresholds.',
  tags,
  auth: false,
  staff: { permission: 'promotions.manage' },
  body: ZStaffVipLadderSave,
  value: ZStaffVipLadderValue,
});

export const staffPointRewards = defineContract({
  method: 'GET',
  path: '/wps/staff/loyalty/rewards',
  summary: 'The points mall: rewards with stock and how many were redeemed.',
  tags,
  auth: false,
  staff: { permission: 'promotions.view' },
  value: ZStaffPointRewardList,
});

export const staffPointRewardCreate = defineContract({
  method: 'POST',
  path: '/wps/staff/loyalty/rewards/create',
  summary: 'Add a reward to the points mall (audited).',
  tags,
  auth: false,
  staff: { permission: 'promotions.manage' },
  body: ZStaffPointRewardInput,
  value: ZStaffPointReward,
});

export const staffPointRewardUpdate = defineContract({
  method: 'POST',
  path: '/wps/staff/loyalty/rewards/update',
  summary: 'Change a reward of the points mall (audited).',
  tags,
  auth: false,
  staff: { permission: 'promotions.manage' },
  body: ZStaffPointRewardUpdate,
  value: ZStaffPointReward,
});

export const staffRedeems = defineContract({
  method: 'GET',
  path: '/wps/staff/loyalty/redeems',
  summary: 'Redemptions, newest first; physical rewards wait in process for staff.',
  tags,
  auth: false,
  staff: { permission: 'promotions.view' },
  query: ZStaffRedeemQuery,
  value: ZStaffRedeemPage,
});

export const staffRedeemDecide = defineContract({
  method: 'POST',
  path: '/wps/staff/loyalty/redeems/decide',
  summary: 'A physical reward sent (approved) or refused (rejected: its points go back).',
  tags,
  auth: false,
  staff: { permission: 'promotions.manage' },
  body: ZStaffRedeemDecision,
  value: ZStaffRedeem,
});

export const staffRebateReport = defineContract({
  method: 'GET',
  path: '/wps/staff/loyalty/rebates',
  summary: 'Rebates paid per brand day: members, valid bet and amount.',
  tags,
  auth: false,
  staff: { permission: 'promotions.view' },
  query: ZStaffRebateQuery,
  value: ZStaffRebateReport,
});
