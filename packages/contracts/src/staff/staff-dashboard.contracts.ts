import { defineContract } from '../contract';
import { ZDashboard, ZDashboardQuery } from './staff-dashboard.schemas';

export const staffDashboard = defineContract({
  method: 'GET',
  path: '/wps/staff/dashboard',
  summary: "The brand's days in figures (registrations, first deposits, deposits, withdrawals, active players, GGR by category, NGR) and its open queues",
  tags: ['Staff'],
  auth: false,
  staff: { permission: 'dashboard.view' },
  query: ZDashboardQuery,
  value: ZDashboard,
});
