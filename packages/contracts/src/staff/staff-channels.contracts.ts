import { defineContract } from '../contract';
import { ZCreateChannelBody, ZReconciliationQuery, ZStaffChannel, ZStaffChannels, ZStaffReconciliation, ZUpdateChannelBody } from './staff-channels.schemas';

const staff = ['Staff'];

export const staffChannels = defineContract({
  method: 'GET',
  path: '/wps/staff/finance/channels',
  summary: "The brand's deposit channels, disabled ones too: limits, fee rule, receiving account, order",
  tags: staff,
  auth: false,
  staff: { permission: 'finance.view' },
  value: ZStaffChannels,
});

export const staffCreateChannel = defineContract({
  method: 'POST',
  path: '/wps/staff/finance/channels/create',
  summary: 'Add a deposit channel (audited); the deposit page shows it at once when enabled',
  tags: staff,
  auth: false,
  staff: { permission: 'finance.review' },
  body: ZCreateChannelBody,
  value: ZStaffChannel,
});

export const staffUpdateChannel = defineContract({
  method: 'POST',
  path: '/wps/staff/finance/channels/update',
  summary: "Change a deposit channel's name, limits, fee rule, receiving account, switch or order (audited with before and after)",
  tags: staff,
  auth: false,
  staff: { permission: 'finance.review' },
  body: ZUpdateChannelBody,
  value: ZStaffChannel,
});

export const staffReconciliation = defineContract({
  method: 'GET',
  path: '/wps/staff/finance/reconciliation',
  summary: "Deposits per channel and withdrawals per bank and brand-local day (at most 93 days) against the ledger's movements of them",
  tags: staff,
  auth: false,
  staff: { permission: 'finance.view' },
  query: ZReconciliationQuery,
  value: ZStaffReconciliation,
});
