import { defineContract } from '../contract';
import { ZStaffDailyReport, ZStaffDailyReportQuery, ZStaffMoneyReport } from './staff-reports.schemas';

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
