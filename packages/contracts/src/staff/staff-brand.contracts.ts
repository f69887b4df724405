import { defineContract } from '../contract';
import {
  ZAddDomainBody,
  ZBrandBasicsBody,
  ZHumanVerificationBody,
  ZRemoveDomainBody,
  ZSetFlagsBody,
  ZSetRegisterFieldsBody,
  ZStaffBrandSettings,
  ZStaffFlags,
  ZStaffRegisterFields,
  ZWalletLimitsBody,
} from './staff-brand.schemas';

const staff = ['Staff'];

export const staffBrandSettings = defineContract({
  method: 'GET',
  path: '/wps/staff/settings/brand',
  summary: "The brand's basics: languages, currency, GMT offset, wallet limits, withdrawal auto-confirm minutes and domains",
  tags: staff,
  auth: false,
  staff: { permission: 'settings.view' },
  value: ZStaffBrandSettings,
});

export const staffSetBrandBasics = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/brand/basics',
  summary: "Change the brand's languages, currency and GMT offset; a currency change is refused once money has moved (audited)",
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZBrandBasicsBody,
  value: ZStaffBrandSettings,
});

export const staffSetWalletLimits = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/brand/wallet',
  summary: "Change the withdrawal limits, each payment channel's deposit limits and the withdrawal auto-confirm minutes (audited)",
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZWalletLimitsBody,
  value: ZStaffBrandSettings,
});

export const staffSetHumanVerification = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/brand/human-verification',
  summary: "Change the difficulty of the brand's proof of work (logins, SMS sends, registrations); the next challenge has it (audited)",
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZHumanVerificationBody,
  value: ZStaffBrandSettings,
});

export const staffAddDomain = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/brand/domains/add',
  summary: 'Serve the brand on another host name: the player site, the agent back-office or the console (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZAddDomainBody,
  value: ZStaffBrandSettings,
});

export const staffRemoveDomain = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/brand/domains/remove',
  summary: 'Stop serving the brand on a host name; never the one the call came through (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZRemoveDomainBody,
  value: ZStaffBrandSettings,
});

export const staffWhitelabelFlags = defineContract({
  method: 'GET',
  path: '/wps/staff/settings/flags',
  summary: "The brand's whitelabel flag tree: each flag's switch and whether players get it",
  tags: staff,
  auth: false,
  staff: { permission: 'settings.view' },
  value: ZStaffFlags,
});

export const staffSetWhitelabelFlags = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/flags',
  summary: 'Switch whitelabel flags on or off; players get the change on their next request (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZSetFlagsBody,
  value: ZStaffFlags,
});

export const staffRegisterFields = defineContract({
  method: 'GET',
  path: '/wps/staff/settings/register-fields',
  summary: "The registration form's fields: shown, required, length bounds and pattern",
  tags: staff,
  auth: false,
  staff: { permission: 'settings.view' },
  value: ZStaffRegisterFields,
});

export const staffSetRegisterFields = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/register-fields',
  summary: "Change the registration form's fields; the register popup and the register call follow at once (audited)",
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZSetRegisterFieldsBody,
  value: ZStaffRegisterFields,
});
