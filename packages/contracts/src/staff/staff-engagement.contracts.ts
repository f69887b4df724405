import { defineContract } from '../contract';
import {
  ZStaffClusterPage,
  ZStaffClustersQuery,
  ZStaffMission,
  ZStaffMissionInput,
  ZStaffMissionList,
  ZStaffMissionUpdate,
  ZStaffRain,
  ZStaffRainCancel,
  ZStaffRainInput,
  ZStaffRainList,
  ZStaffReferralPage,
  ZStaffReferralQuery,
  ZStaffReferralSave,
  ZStaffReferralValue,
  ZStaffTournament,
  ZStaffTournamentBoard,
  ZStaffTournamentBoardQuery,
  ZStaffTournamentInput,
  ZStaffTournamentList,
  ZStaffTournamentUpdate,
  ZStaffWheel,
  ZStaffWheelSave,
} from './staff-engagement.schemas';

const tags = ['Staff engagement'];
const view = { permission: 'promotions.view' } as const;
const manage = { permission: 'promotions.manage' } as const;

export const staffMissions = defineContract({
  method: 'GET',
  path: '/wps/staff/engagement/missions',
  summary: 'Missions with how many prizes were claimed and their sum.',
  tags,
  auth: false,
  staff: view,
  value: ZStaffMissionList,
});
export const staffMissionCreate = defineContract({
  method: 'POST',
  path: '/wps/staff/engagement/missions/create',
  summary: 'Add a mission (audited).',
  tags,
  auth: false,
  staff: manage,
  body: ZStaffMissionInput,
  value: ZStaffMission,
});
export const staffMissionUpdate = defineContract({
  method: 'POST',
  path: '/wps/staff/engagement/missions/update',
  summary: 'Change a mission (audited with the reason); progress already made is kept.',
  tags,
  auth: false,
  staff: manage,
  body: ZStaffMissionUpdate,
  value: ZStaffMission,
});

export const staffTournaments = defineContract({
  method: 'GET',
  path: '/wps/staff/engagement/tournaments',
  summary: 'Tournaments with their players, prize pool and prizes paid.',
  tags,
  auth: false,
  staff: view,
  value: ZStaffTournamentList,
});
export const staffTournamentCreate = defineContract({
  method: 'POST',
  path: '/wps/staff/engagement/tournaments/create',
  summary: 'Schedule a tournament (audited).',
  tags,
  auth: false,
  staff: manage,
  body: ZStaffTournamentInput,
  value: ZStaffTournament,
});
export const staffTournamentUpdate = defineContract({
  method: 'POST',
  path: '/wps/staff/engagement/tournaments/update',
  summary: 'Change a tournament that has not started (audited with the reason).',
  tags,
  auth: false,
  staff: manage,
  body: ZStaffTournamentUpdate,
  value: ZStaffTournament,
});
export const staffTournamentBoard = defineContract({
  method: 'GET',
  path: '/wps/staff/engagement/tournaments/board',
  summary: "A tournament's top 100 with member ids and the prizes they win or won.",
  tags,
  auth: false,
  staff: view,
  query: ZStaffTournamentBoardQuery,
  value: ZStaffTournamentBoard,
});

export const staffRains = defineContract({
  method: 'GET',
  path: '/wps/staff/engagement/rains',
  summary: 'Red-envelope rains, newest first, with envelopes grabbed and budget paid.',
  tags,
  auth: false,
  staff: view,
  value: ZStaffRainList,
});
export const staffRainCreate = defineContract({
  method: 'POST',
  path: '/wps/staff/engagement/rains/create',
  summary: 'Schedule a rain: its budget is split into envelopes by the double-mean rule at once (audited).',
  tags,
  auth: false,
  staff: manage,
  body: ZStaffRainInput,
  value: ZStaffRain,
});
export const staffRainCancel = defineContract({
  method: 'POST',
  path: '/wps/staff/engagement/rains/cancel',
  summary: 'Cancel a rain that has not started (audited with the reason).',
  tags,
  auth: false,
  staff: manage,
  body: ZStaffRainCancel,
  value: ZStaffRain,
});

export const staffWheel = defineContract({
  method: 'GET',
  path: '/wps/staff/engagement/wheel',
  summary: 'The prize wheel: segments, weights, how spins are earned, budget, spins and prizes paid.',
  tags,
  auth: false,
  staff: view,
  value: ZStaffWheel,
});
export const staffWheelSave = defineContract({
  method: 'POST',
  path: '/wps/staff/engagement/wheel',
  summary: 'Save the prize wheel (audited with before and after); spins already made keep their wheel.',
  tags,
  auth: false,
  staff: manage,
  body: ZStaffWheelSave,
  value: ZStaffWheel,
});

export const staffReferral = defineContract({
  method: 'GET',
  path: '/wps/staff/engagement/referral',
  summary: 'Referral rewards, friends invited, flagged friends and rewards paid.',
  tags,
  auth: false,
  staff: view,
  value: ZStaffReferralValue,
});
export const staffReferralSave = defineContract({
  method: 'POST',
  path: '/wps/staff/engagement/referral',
  summary: 'Change the referral rewards (audited with before and after).',
  tags,
  auth: false,
  staff: manage,
  body: ZStaffReferralSave,
  value: ZStaffReferralValue,
});
export const staffReferrals = defineContract({
  method: 'GET',
  path: '/wps/staff/engagement/referrals',
  summary: 'Referred friends, newest first, with rewards paid and anti-abuse flags.',
  tags,
  auth: false,
  staff: view,
  query: ZStaffReferralQuery,
  value: ZStaffReferralPage,
});

export const staffAbuseClusters = defineContract({
  method: 'GET',
  path: '/wps/staff/engagement/clusters',
  summary: 'Clusters of members sharing a device, a registration address or a bank account, largest first.',
  tags,
  auth: false,
  staff: view,
  query: ZStaffClustersQuery,
  value: ZStaffClusterPage,
});
