import { defineContract } from '../contract';
import { ZStaffDailyReport, ZStaffDailyReportQuery } from './staff-reports.schemas';

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
