import { defineContract } from '../contract';
import {
  ZCreateBannerBody,
  ZCreateNoticeBody,
  ZDeactivateContentBody,
  ZStaffBanner,
  ZStaffBannersQuery,
  ZStaffBannersValue,
  ZStaffNotice,
  ZStaffNoticesQuery,
  ZStaffNoticesValue,
  ZUpdateBannerBody,
  ZUpdateNoticeBody,
} from './staff-content.schemas';

/** Operators manage banners and notices: admin and support write, finance reads. Every write is audited. */
const staff = ['Staff'];

export const staffBanners = defineContract({
  method: 'GET',
  path: '/wps/staff/content/banners',
  summary: "The brand's banners, by group and display order (every staff role)",
  tags: staff,
  auth: false,
  staff: { permission: 'content.view' },
  query: ZStaffBannersQuery,
  value: ZStaffBannersValue,
});

export const staffCreateBanner = defineContract({
  method: 'POST',
  path: '/wps/staff/content/banners/create',
  summary: 'Add a banner; players see it at once inside its window (admin, support)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZCreateBannerBody,
  value: ZStaffBanner,
});

export const staffUpdateBanner = defineContract({
  method: 'POST',
  path: '/wps/staff/content/banners/update',
  summary: 'Change any field of a banner (admin, support)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZUpdateBannerBody,
  value: ZStaffBanner,
});

export const staffDeactivateBanner = defineContract({
  method: 'POST',
  path: '/wps/staff/content/banners/deactivate',
  summary: 'End a banner now: players stop seeing it (admin, support)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZDeactivateContentBody,
  value: ZStaffBanner,
});

export const staffNotices = defineContract({
  method: 'GET',
  path: '/wps/staff/content/notices',
  summary: "The brand's notices, newest start first (every staff role)",
  tags: staff,
  auth: false,
  staff: { permission: 'content.view' },
  query: ZStaffNoticesQuery,
  value: ZStaffNoticesValue,
});

export const staffCreateNotice = defineContract({
  method: 'POST',
  path: '/wps/staff/content/notices/create',
  summary: 'Add a notice (content sanitized); players see it at once inside its window (admin, support)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZCreateNoticeBody,
  value: ZStaffNotice,
});

export const staffUpdateNotice = defineContract({
  method: 'POST',
  path: '/wps/staff/content/notices/update',
  summary: 'Change any field of a notice (admin, support)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZUpdateNoticeBody,
  value: ZStaffNotice,
});

export const staffDeactivateNotice = defineContract({
  method: 'POST',
  path: '/wps/staff/content/notices/deactivate',
  summary: 'End a notice now: players stop seeing it (admin, support)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZDeactivateContentBody,
  value: ZStaffNotice,
});
