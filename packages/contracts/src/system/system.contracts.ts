import { z } from 'zod';
import { defineContract } from '../contract';
import {
  ZDomainRoute,
  ZHelpCenterQuery,
  ZHelpTopic,
  ZPermission,
  ZRegisterSetting,
  ZSystemStatusValue,
  ZWhitelabelNode,
} from './system.schemas';

const tags = ['system'];

/** The permission/config call run at startup (SPEC.md §3 Permission response). */
export const getPermission = defineContract({
  method: 'GET',
  path: '/wps/system/permission',
  summary: 'Startup configuration of the brand serving this host, and the visitor status',
  tags,
  auth: false,
  value: ZPermission,
});

export const getSystemStatus = defineContract({
  method: 'GET',
  path: '/wps/system/status',
  summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
  tags,
  auth: false,
  value: ZSystemStatusValue,
});

export const getWhitelabel = defineContract({
  method: 'GET',
  path: '/wps/system/whitelabel',
  summary: "The brand's whitelabel flag tree",
  tags,
  auth: false,
  value: z.array(ZWhitelabelNode),
});

export const getDomainRoute = defineContract({
  method: 'GET',
  path: '/wps/system/domainRoute',
  summary: 'How the requesting host is routed',
  tags,
  auth: false,
  value: ZDomainRoute,
});

export const getRegisterSetting = defineContract({
  method: 'GET',
  path: '/wps/system/setting/register',
  summary: 'Registration field configuration (cached per session by the client)',
  tags,
  auth: false,
  value: ZRegisterSetting,
});

export const getHelpCenter = defineContract({
  method: 'GET',
  path: '/wps/system/helpCenter',
  summary: 'Help-center topics for a language and device',
  tags,
  auth: false,
  query: ZHelpCenterQuery,
  value: z.array(ZHelpTopic),
});

export const systemContracts = [
  getPermission,
  getSystemStatus,
  getWhitelabel,
  getDomainRoute,
  getRegisterSetting,
  getHelpCenter,
] as const;
