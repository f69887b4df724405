import { defineContract } from '../contract';
import { ZPageQuery } from '../wallet/wallet.schemas';
import { ZMissionClaimBody, ZMissionClaimed, ZMissionLeaderboard, ZMissionLeaderboardQuery, ZMissionSummary } from './missions.schemas';
import {
  ZPublicWheelSpin,
  ZRainGrabbed,
  ZRainGrabBody,
  ZRainGrabPage,
  ZRainStatus,
  ZWheelInfo,
  ZWheelSpinBody,
  ZWheelSpinPage,
  ZWheelSpinQuery,
  ZWheelSpun,
} from './lucky.schemas';
import { ZReferralFriendPage, ZReferralInfo } from './referral.schemas';

const missions = ['Missions and tournaments'];
const lucky = ['Red envelopes and the prize wheel'];
const referral = ['Invite friends'];

export const missionSummary = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  summary: "The member's missions (daily, weekly, one-time) with this period's progress and what waits to be claimed.",
  tags: missions,
  auth: true,
  value: ZMissionSummary,
});

export const missionLeaderboard = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  summary: "Tournaments (running, upcoming, recently finished) with their prize tables, leaderboards and the caller's place.",
  tags: missions,
  auth: true,
  query: ZMissionLeaderboardQuery,
  value: ZMissionLeaderboard,
});

export const missionClaim = defineContract({
  method: 'POST',
  path: '/wps/member/missions/claim',
  summary: "Claim a completed mission's prize (once per period; the same requestId answers the same claim).",
  tags: missions,
  auth: true,
  body: ZMissionClaimBody,
  value: ZMissionClaimed,
});

export const rainStatus = defineContract({
  method: 'GET',
  path: '/wps/member/red-envelope',
  summary: "Red-envelope rains: the one falling now, the next and the last, with the caller's eligibility and grab.",
  tags: lucky,
  auth: true,
  value: ZRainStatus,
});

export const rainGrab = defineContract({
  method: 'POST',
  path: '/wps/member/red-envelope/grab',
  summary: 'Grab one envelope of the rain falling now (one per member per rain).',
  tags: lucky,
  auth: true,
  body: ZRainGrabBody,
  value: ZRainGrabbed,
});

export const rainGrabs = defineContract({
  method: 'GET',
  path: '/wps/member/red-envelope/history',
  summary: "The caller's envelopes, newest first.",
  tags: lucky,
  auth: true,
  query: ZPageQuery,
  value: ZRainGrabPage,
});

export const wheelInfo = defineContract({
  method: 'GET',
  path: '/wps/member/wheel',
  summary: "The prize wheel: every segment with its weight (odds), how spins are earned, the caller's spins and next seed hash.",
  tags: lucky,
  auth: true,
  value: ZWheelInfo,
});

export const wheelSpin = defineContract({
  method: 'POST',
  path: '/wps/member/wheel/spin',
  summary: 'Spin the wheel with the committed server seed and the member\'s client seed; the answer reveals the seed.',
  tags: lucky,
  auth: true,
  body: ZWheelSpinBody,
  value: ZWheelSpun,
});

export const wheelSpins = defineContract({
  method: 'GET',
  path: '/wps/member/wheel/spins',
  summary: "The caller's spins, newest first, each with its seeds.",
  tags: lucky,
  auth: true,
  query: ZPageQuery,
  value: ZWheelSpinPage,
});

export const wheelPublicSpin = defineContract({
  method: 'GET',
  path: '/wps/relay/wheel/spin',
  summary: 'The public record of one spin for the verifier page (seeds, weights, labels; no login).',
  tags: lucky,
  auth: false,
  query: ZWheelSpinQuery,
  value: ZPublicWheelSpin,
});

export const referralInfo = defineContract({
  method: 'GET',
  path: '/wps/member/referral',
  summary: "The member's invite code and link, the brand's referral rewards, friends invited and rewards earned.",
  tags: referral,
  auth: true,
  value: ZReferralInfo,
});

export const referralFriends = defineContract({
  method: 'GET',
  path: '/wps/member/referral/friends',
  summary: 'Friends who registered with the member\'s code, newest first, with the rewards each earned and any flag.',
  tags: referral,
  auth: true,
  query: ZPageQuery,
  value: ZReferralFriendPage,
});
