import { defineContract } from '../contract';
import { ZUploadQuery, ZUploadValue } from './staff.schemas';
import {
  ZStaffClaim,
  ZStaffClaimDecision,
  ZStaffClaimPage,
  ZStaffClaimsQuery,
  ZStaffPromotion,
  ZStaffPromotionInput,
  ZStaffPromotionList,
  ZStaffPromotionUpdate,
} from './staff-promotions.schemas';

const tags = ['Staff promotions'];

export const staffPromotions = defineContract({
  method: 'GET',
  path: '/wps/staff/promotions',
  summary: "The brand's promotions with their budgets used, receivers, pending claims and costs.",
  tags,
  auth: false,
  staff: { permission: 'promotions.view' },
  value: ZStaffPromotionList,
});

export const staffPromotionCreate = defineContract({
  method: 'POST',
  path: '/wps/staff/promotions/create',
  summary: 'Define a promotion (audited).',
  tags,
  auth: false,
  staff: { permission: 'promotions.manage' },
  body: ZStaffPromotionInput,
  value: ZStaffPromotion,
});

export const staffPromotionUpdate = defineContract({
  method: 'POST',
  path: '/wps/staff/promotions/update',
  summary: 'Change a promotion (audited with before and after). Rewards already issued keep the terms they were issued with.',
  tags,
  auth: false,
  staff: { permission: 'promotions.manage' },
  body: ZStaffPromotionUpdate,
  value: ZStaffPromotion,
});

export const staffPromotionClaims = defineContract({
  method: 'GET',
  path: '/wps/staff/promotions/claims',
  summary: 'Claims and applications, newest first, with abuse flags (members sharing a phone, e-mail, bank account or device).',
  tags,
  auth: false,
  staff: { permission: 'promotions.view' },
  query: ZStaffClaimsQuery,
  value: ZStaffClaimPage,
});

export const staffPromotionDecide = defineContract({
  method: 'POST',
  path: '/wps/staff/promotions/claims/decide',
  summary: 'Approve (the reward is issued within the budget) or reject a claim waiting for review.',
  tags,
  auth: false,
  staff: { permission: 'promotions.manage' },
  body: ZStaffClaimDecision,
  value: ZStaffClaim,
});

export const staffPromotionImage = defineContract({
  method: 'GET',
  path: '/wps/staff/promotions/claims/image',
  summary: "An application's image (base64), as the finance queues serve receipts.",
  tags,
  auth: false,
  staff: { permission: 'promotions.view' },
  query: ZUploadQuery,
  value: ZUploadValue,
});
