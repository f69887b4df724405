import { defineContract } from '../contract';
import {
  ZStaffDailyReport,
  ZStaffDailyReportQuery,
  ZStaffGameReport,
  ZStaffGameReportQuery,
  ZStaffMoneyReport,
  ZStaffPlayerActivity,
  ZStaffPlayerActivityQuery,
} from './staff-reports.schemas';

export const staffDailyReport = defineContract({
  method: 'GET',
  path: '/wps/staff/reports/daily',
  summary: "The brand's daily results by category (wagers, stake, valid bet, payout, GGR) from the wager rollups (admin, finance)",
  tags: ['Staff'],
  auth: false,
  staff: { permission: 'reports.view' },
  query: ZStaffDailyReportQuery,
  value: ZStaffDailyReport,
});

export const staffMoneyReport = defineContract({
  method: 'GET',
  path: '/wps/staff/reports/money',
  summary: 'Approved deposits by channel and approved withdrawals by bank, per brand-local day (at most 93 days)',
  tags: ['Staff'],
  auth: false,
  staff: { permission: 'reports.view' },
  query: ZStaffDailyReportQuery,
  value: ZStaffMoneyReport,
});

export const staffGameReport = defineContract({
  method: 'GET',
  path: '/wps/staff/reports/games',
  summary: 'Profit and loss by game (vendor, game, category) over brand-local days (at most 93) from the per-game wager rollup, ranked and paged',
  tags: ['Staff'],
  auth: false,
  staff: { permission: 'reports.view' },
  query: ZStaffGameReportQuery,
  value: ZStaffGameReport,
});

export const staffPlayerActivity = defineContract({
  method: 'GET',
  path: '/wps/staff/reports/players',
  summary: "Player activity over whole brand-local months (startDate a month's first day, endDate a month's last; at most 3): each member's bets, stake, valid bet, payout and GGR from the monthly member rollup, ranked and paged; active and new players",
  tags: ['Staff'],
  auth: false,
  staff: { permission: 'reports.view' },
  query: ZStaffPlayerActivityQuery,
  value: ZStaffPlayerActivity,
});
