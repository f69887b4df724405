import { defineContract } from '../contract';
import { ZAccessSettings, ZConsoleIpsBody, ZEndMaintenanceBody, ZMaintenanceWindow, ZRegionBody, ZScheduleMaintenanceBody } from './staff-settings.schemas';

const staff = ['Staff'];

export const staffAccessSettings = defineContract({
  method: 'GET',
  path: '/wps/staff/settings/access',
  summary: "The brand's maintenance windows and region blocks",
  tags: staff,
  auth: false,
  staff: { permission: 'settings.view' },
  value: ZAccessSettings,
});

export const staffScheduleMaintenance = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/maintenance/schedule',
  summary: 'Put the player site into maintenance now or at a later time, until a time or until ended (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZScheduleMaintenanceBody,
  value: ZMaintenanceWindow,
});

export const staffEndMaintenance = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/maintenance/end',
  summary: 'End a maintenance window now, or cancel a scheduled one (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZEndMaintenanceBody,
  value: ZMaintenanceWindow,
});

export const staffBlockRegion = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/region/block',
  summary: 'Block visitors from a country (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZRegionBody,
  value: ZAccessSettings,
});

export const staffUnblockRegion = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/region/unblock',
  summary: 'Lift the block on a country (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZRegionBody,
  value: ZAccessSettings,
});

export const staffSetConsoleIps = defineContract({
  method: 'POST',
  path: '/wps/staff/settings/console-ips',
  summary: "Limit the console to a list of addresses or CIDR blocks (empty: anywhere); a list without the caller's own address is refused (audited)",
  tags: staff,
  auth: false,
  staff: { permission: 'settings.write' },
  body: ZConsoleIpsBody,
  value: ZAccessSettings,
});
