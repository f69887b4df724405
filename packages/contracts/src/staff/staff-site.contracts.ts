import { z } from 'zod';
import { defineContract } from '../contract';
import {
  ZDeleteSiteRowBody,
  ZSaveCustomerServiceBody,
  ZSaveHelpTopicBody,
  ZSaveResourceBody,
  ZSiteContent,
  ZStaffCustomerService,
  ZStaffHelpTopic,
  ZStaffResource,
} from './staff-site.schemas';

const staff = ['Staff'];
const removed = z.object({ id: z.number().int() });

export const staffSiteContent = defineContract({
  method: 'GET',
  path: '/wps/staff/site',
  summary: "The help center's topics (every language), the customer-service entries and the brand's resources",
  tags: staff,
  auth: false,
  staff: { permission: 'content.view' },
  value: ZSiteContent,
});

export const staffSaveHelpTopic = defineContract({
  method: 'POST',
  path: '/wps/staff/site/help/save',
  summary: 'Add or change a help-center topic (content sanitized; audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZSaveHelpTopicBody,
  value: ZStaffHelpTopic,
});

export const staffDeleteHelpTopic = defineContract({
  method: 'POST',
  path: '/wps/staff/site/help/delete',
  summary: 'Remove a help-center topic (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZDeleteSiteRowBody,
  value: removed,
});

export const staffSaveCustomerService = defineContract({
  method: 'POST',
  path: '/wps/staff/site/cs/save',
  summary: 'Add or change a customer-service entry of the side bar; a LIVECHAT entry with a link replaces our chat by that one (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZSaveCustomerServiceBody,
  value: ZStaffCustomerService,
});

export const staffDeleteCustomerService = defineContract({
  method: 'POST',
  path: '/wps/staff/site/cs/delete',
  summary: 'Remove a customer-service entry (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZDeleteSiteRowBody,
  value: removed,
});

export const staffSaveResource = defineContract({
  method: 'POST',
  path: '/wps/staff/site/resource/save',
  summary: 'Add or change a resource: logo, social page, video, app download (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZSaveResourceBody,
  value: ZStaffResource,
});

export const staffDeleteResource = defineContract({
  method: 'POST',
  path: '/wps/staff/site/resource/delete',
  summary: 'Remove a resource (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'content.write' },
  body: ZDeleteSiteRowBody,
  value: removed,
});
